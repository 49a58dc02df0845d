/// A dotted pattern over role paths: `text.*` matches `text.x` (one segment), `text.**` matches
/// `text`'s every descendant (any number of segments, none included); other segments match
/// themselves.
public struct RolePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern's segments.
    public var segments: [String]

    /// The pattern written as `text.*.body`.
    public init(dotted: String) {
        segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `path` matches.
    public func matches(_ path: RolePath) -> Bool {
        Self.matches(segments[...], path.segments[...])
    }

    private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { matches(rest, path[$0...]) }
        }
        guard let segment = path.first, first == "*" || first == segment else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// The dotted form.
    public var description: String { segments.joined(separator: ".") }
}
