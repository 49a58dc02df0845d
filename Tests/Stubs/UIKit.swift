// Stub of UIKit for type-checking generated Swift on Linux (see README.md).
import Foundation

/// The interface style of a trait collection.
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The traits of an interface environment.
open class UITraitCollection: NSObject {
    /// The style associated with the user interface.
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

/// A color.
open class UIColor: NSObject {
    /// Creates a color from extended sRGB components and opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Creates a color whose value a block computes from the current traits.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}
