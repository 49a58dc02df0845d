// Stub of SwiftUI for type-checking generated Swift on Linux (see README.md). It is built once
// beside the UIKit stub and once beside the AppKit stub, like the real SwiftUI on each platform.
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

/// A color.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, Sendable {
    /// The profile that interprets RGB components.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Creates a constant color from red, green and blue components and opacity.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

#if canImport(UIKit)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    /// Creates a color from a UIKit color, keeping its adaptivity.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(uiColor: UIColor) {}
}
#endif

#if canImport(AppKit)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    /// Creates a color from an AppKit color, keeping its adaptivity.
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) {}
}
#endif

/// SwiftUI's light or dark appearance, whose name the generated `ColorScheme` class shares.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// The contrast between the app's foreground and background colors.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// A collection of environment values propagated through a view hierarchy.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    /// Creates an environment values instance.
    public init() {}

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }

    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// A color or pattern to use when rendering a shape.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluate to a resolved shape style given the current `environment`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
    /// The styles SwiftUI resolves itself.
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("not part of the stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: ShapeStyle {}

/// A color is a shape style (SwiftUI's `Color.Resolved`, which the generated code never names,
/// is left out of the stub).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

/// A type that represents part of an app's user interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View {
    /// Creates a text view that displays a string literal without localization.
    nonisolated public init(verbatim content: String) {}
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets a view's foreground elements to use a given style.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        Text(verbatim: "")
    }
}
