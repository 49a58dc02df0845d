/// The fifteen text styles of SageResearch's design system (`RSDDesignSystem.TextType`, "version 2"
/// constants), in the order the source declares them; the raw value is the role-path segment.
public enum TextType: String, CaseIterable, Sendable {
    case largeNumber, smallNumber, xLargeHeader, largeHeader, largeBody, xSmallNumber, mediumHeader
    case body, bodyDetail, italicDetail, smallHeader, small
    /// Placeholder text.
    case hint
    case microHeader, microDetail
}
