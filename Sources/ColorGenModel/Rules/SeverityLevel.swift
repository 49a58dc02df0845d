/// The steps of SageResearch's severity scale (`RSDSeverityColorScale.Scale`), mildest first;
/// the raw value is the role-path segment.
public enum SeverityLevel: String, CaseIterable, Sendable {
    /// No symptoms (0).
    case none
    /// Mild (1).
    case mild
    /// Moderate (2).
    case moderate
    /// Severe (3).
    case severe
}
