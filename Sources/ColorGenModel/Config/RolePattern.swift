/// A pattern over token paths selecting which color tokens are roles (`"roles"` in
/// `colorgen.json`): dot-separated segments where `*` matches one whole segment, `*` inside a
/// segment matches any characters of that segment (`gray-*`), and `**` matches any number of
/// segments, none included. `color.**` selects every token below `color`.
public struct RolePattern: Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    enum Segment: Sendable {
        /// `**`: any number of path segments.
        case anySegments
        /// Text to match one segment, where each `*` stands for any run of characters.
        case glob([Substring])
    }

    let segments: [Segment]
    /// The pattern as written.
    public let description: String

    /// Parses `text`, or explains why it is not a pattern.
    public static func parse(_ text: String) -> Result<RolePattern, RolePatternError> {
        guard !text.isEmpty else { return .failure(RolePatternError(message: "a role pattern cannot be empty")) }
        var segments: [Segment] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            if part.isEmpty {
                return .failure(RolePatternError(message: "role pattern \"\(text)\" has an empty segment; segments are separated by single dots"))
            }
            if part == "**" {
                segments.append(.anySegments)
            } else if part.contains("**") {
                return .failure(RolePatternError(message: "role pattern \"\(text)\": '**' must be a whole segment (any number of segments)"))
            } else {
                segments.append(.glob(part.split(separator: "*", omittingEmptySubsequences: false)))
            }
        }
        return .success(RolePattern(segments: segments, description: text))
    }

    /// Whether role path `path` matches.
    public func matches(_ path: RolePath) -> Bool {
        matches(path.description)
    }

    /// Whether the dotted token path `path` matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        return Self.matches(segments[...], parts[...])
    }

    private static func matches(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        switch first {
        case .anySegments:
            var rest = path
            while true {
                if matches(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .glob(let pieces):
            guard let segment = path.first, glob(pieces, matches: segment) else { return false }
            return matches(pattern.dropFirst(), path.dropFirst())
        }
    }

    /// Whether `segment` is `pieces` joined by runs of any characters.
    private static func glob(_ pieces: [Substring], matches segment: Substring) -> Bool {
        guard pieces.count > 1 else { return pieces[0] == segment }
        guard segment.hasPrefix(pieces[0]) else { return false }
        var rest = segment.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.firstRange(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}

/// Why a role pattern could not be read.
public struct RolePatternError: Error, Sendable {
    /// What is wrong, for a diagnostic.
    public var message: String
}
