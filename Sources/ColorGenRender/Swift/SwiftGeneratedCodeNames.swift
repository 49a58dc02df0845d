/// The names of other modules' types that the generated Swift refers to without qualification.
///
/// Inside a `namespace` (docs/swift-output.md) a role group of one of these names would declare a
/// nested enum that hides the real type from the support types declared beside it, and a
/// namespace of one of these names would hide it from the whole module; both are errors.
/// A template that starts using another type adds its name here.
enum SwiftGeneratedCodeNames {
    /// The types the support types and the color members name.
    static let referencedTypes: Set<String> = [
        "AppKit", "Bool", "CGColor", "CGFloat", "CaseIterable", "Color", "CoreGraphics", "Double",
        "ExpressibleByStringLiteral", "Foundation", "Hashable", "Int", "NSAppearance", "NSColor", "NSLock",
        "Optional", "Sendable", "ShapeStyle", "StaticString", "String", "Swift", "SwiftUI", "UIColor", "UIKit",
        "UITraitCollection", "UInt32", "UserDefaults",
    ]

    /// The generic struct that holds the color members of the `nested` form (`Color.theme.textOnPrimaryBody`).
    static let colorMembersType = "ColorMembers"
}
