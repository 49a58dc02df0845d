// Stub of Core Graphics for type-checking generated Swift on Linux (see README.md).
import Foundation

/// A color; the real type is a Core Foundation class.
public final class CGColor {
    /// Creates a color in the sRGB color space.
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}
