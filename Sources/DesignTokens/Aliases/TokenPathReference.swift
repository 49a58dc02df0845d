// Path segments, source text and location of a `{a.b}` alias or `#/a/b` pointer, e.g. for $extends.
import SourceDiagnostics

/// A reference to a token or group by its path, as written in `{group.token}` or `#/group/token`.
public struct TokenPathReference: Hashable, Sendable {
    /// The path's segments, e.g. `["colors", "blue"]`.
    public var segments: [String]
    /// The reference as written, for messages.
    public var text: String
    /// Where the reference is written.
    public var location: SourceLocation

    /// Creates a reference.
    public init(segments: [String], text: String, location: SourceLocation) {
        self.segments = segments
        self.text = text
        self.location = location
    }

    /// The dotted path, e.g. `colors.blue`.
    public var dottedPath: String { segments.joined(separator: ".") }
}
