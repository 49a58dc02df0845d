// Stub of AppKit for type-checking generated Swift on Linux (see README.md).
import Foundation

/// An object that manages standard appearance attributes.
open class NSAppearance: NSObject {
    /// The name of an appearance.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The standard light system appearance.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The standard dark system appearance.
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// A high-contrast version of the standard light system appearance.
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// A high-contrast version of the standard dark system appearance.
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }

    /// The name among `appearances` that most closely matches this appearance.
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

/// A color.
open class NSColor: NSObject {
    /// The name of a catalog color.
    public typealias Name = String

    /// Creates a color from sRGB components and opacity.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Creates a color from Display P3 components and opacity.
    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Creates a dynamic catalog color whose value a block computes for an appearance.
    @available(macOS 10.15, *)
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        self.init(srgbRed: 0, green: 0, blue: 0, alpha: 0)
    }
}
