// Stub of UIKit for type-checking generated Swift on Linux, and for running its dynamic colors
// (see README.md).
import Foundation

/// The interface style of a trait collection.
@available(iOS 12.0, tvOS 10.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Constants that indicate the accessibility contrast setting.
@available(iOS 13.0, tvOS 13.0, *)
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The traits of an interface environment. The stub keeps the two traits colors read.
open class UITraitCollection: NSObject {
    private var storedStyle: UIUserInterfaceStyle = .unspecified
    private var storedContrast: UIAccessibilityContrast = .unspecified

    /// The style associated with the user interface.
    @available(iOS 12.0, tvOS 10.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { storedStyle }

    /// The accessibility contrast associated with the current environment.
    @available(iOS 13.0, tvOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { storedContrast }

    /// Creates a trait collection that contains only the specified interface style trait.
    @available(iOS 12.0, tvOS 10.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        storedStyle = userInterfaceStyle
    }

    /// Creates a trait collection that contains only the specified accessibility contrast trait.
    @available(iOS 13.0, tvOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
        storedContrast = accessibilityContrast
    }

    /// Creates a trait collection from an array of trait collections (later ones win).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for traits in traitCollections {
            if traits.storedStyle != .unspecified { storedStyle = traits.storedStyle }
            if traits.storedContrast != .unspecified { storedContrast = traits.storedContrast }
        }
    }
}

/// A color. The stub keeps its components, or the provider of a dynamic color.
open class UIColor: NSObject {
    private let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    private let provider: ((UITraitCollection) -> UIColor)?

    /// Creates a color from extended sRGB components and opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
    }

    /// Creates a color from Display P3 components and opacity (the stub keeps the components as given).
    @available(iOS 10.0, tvOS 10.0, watchOS 3.0, *)
    public init(displayP3Red displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (displayP3Red, green, blue, alpha)
        provider = nil
    }

    /// Creates a color whose value a block computes from the current traits.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 0)
        provider = dynamicProvider
    }

    /// The version of the current color that results from the specified traits.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Returns the components that form the color in the RGB color space. (The stub returns the
    /// components the color was created with, in its own space; UIKit converts to extended sRGB.)
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.0
        green?.pointee = rgba.1
        blue?.pointee = rgba.2
        alpha?.pointee = rgba.3
        return provider == nil
    }
}
