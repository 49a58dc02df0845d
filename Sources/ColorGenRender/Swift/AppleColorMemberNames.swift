/// Static members Apple's color types already have, which a generated member of the `flat`
/// form (`Color.separator`) may not take: both would be visible and every use ambiguous.
/// From the SwiftUI `Color`, UIKit `UIColor` and AppKit `NSColor` documentation.
enum AppleColorMemberNames {
    /// The names taken on `Color`, `ShapeStyle`, `UIColor` or `NSColor`.
    static let taken: Set<String> = [
        // Color and ShapeStyle
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "primary", "purple", "red", "secondary", "teal", "tertiary", "quaternary", "quinary", "white",
        "yellow", "background", "foreground", "selection", "separator", "tint", "link", "fill", "windowBackground",
        // UIColor
        "darkGray", "darkText", "label", "lightGray", "lightText", "magenta", "opaqueSeparator", "placeholderText",
        "quaternaryLabel", "quaternarySystemFill", "secondaryLabel", "secondarySystemBackground",
        "secondarySystemFill", "secondarySystemGroupedBackground", "systemBackground", "systemBlue", "systemBrown",
        "systemCyan", "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "systemGreen", "systemGroupedBackground", "systemIndigo", "systemMint", "systemOrange",
        "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel",
        "tertiarySystemBackground", "tertiarySystemFill", "tertiarySystemGroupedBackground", "tintColor",
        // NSColor
        "alternateSelectedControlTextColor", "controlAccentColor", "controlBackgroundColor", "controlColor",
        "controlTextColor", "disabledControlTextColor", "gridColor", "headerTextColor", "labelColor", "linkColor",
        "placeholderTextColor", "quaternaryLabelColor", "secondaryLabelColor", "selectedContentBackgroundColor",
        "selectedControlColor", "selectedControlTextColor", "selectedTextBackgroundColor", "selectedTextColor",
        "separatorColor", "shadowColor", "tertiaryLabelColor", "textBackgroundColor", "textColor",
        "underPageBackgroundColor", "unemphasizedSelectedContentBackgroundColor", "windowBackgroundColor",
        "windowFrameColor", "windowFrameTextColor", "highlightColor",
    ]
}
