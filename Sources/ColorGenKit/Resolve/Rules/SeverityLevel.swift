/// The steps of SageResearch's severity scale (`RSDSeverityColorScale.Scale`), mildest first;
/// the raw value is the role-path segment.
public enum SeverityLevel: String, CaseIterable, Sendable {
    case none, mild, moderate, severe
}
