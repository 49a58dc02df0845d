/// The fifteen text styles of SageResearch's design system (`RSDDesignSystem.TextType`, "version 2"
/// constants), in the order the source declares them; the raw value is the role-path segment.
public enum TextType: String, CaseIterable, Sendable {
    /// Numbers, large to extra small, and the headers and large body between them.
    case largeNumber, smallNumber, xLargeHeader, largeHeader, largeBody, xSmallNumber, mediumHeader
    /// Body text and its detail, italic detail, small header and small variants.
    case body, bodyDetail, italicDetail, smallHeader, small
    /// Placeholder text.
    case hint
    /// The smallest header and detail text.
    case microHeader, microDetail
}
