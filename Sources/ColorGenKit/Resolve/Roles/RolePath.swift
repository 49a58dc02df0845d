/// The name of a role as its path of segments, e.g. `["text", "onPrimary", "body"]`.
///
/// Outputs build their names from it: token groups, `--text-on-primary-body`, Swift namespaces.
public struct RolePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The segments, outermost first. Catalogue paths are never empty and no segment is empty or
    /// contains a dot; whoever builds custom role paths keeps to the same.
    public var segments: [String]

    /// Creates a path from its segments.
    public init(_ segments: [String]) {
        self.segments = segments
    }

    /// Creates a path from its segments.
    public init(_ segments: String...) {
        self.init(segments)
    }

    /// Creates a path from its dotted form, e.g. `"text.onPrimary.body"`.
    public init(dotted: String) {
        self.init(dotted: dotted[...])
    }

    /// Creates a path from its dotted form in part of a string.
    init(dotted: Substring) {
        let utf8 = dotted.utf8
        var dots = 0
        for byte in utf8 where byte == UInt8(ascii: ".") { dots += 1 }
        var segments: [String] = []
        segments.reserveCapacity(dots + 1)
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                segments.append(String(dotted[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        segments.append(String(dotted[start...]))
        self.init(segments)
    }

    /// The path one level further in.
    public func appending(_ segment: String) -> RolePath {
        RolePath(segments + [segment])
    }

    /// The paths that are strict prefixes of this one, shortest first: the groups it lies in.
    public var enclosingGroups: [RolePath] {
        (1..<max(segments.count, 1)).map { RolePath(Array(segments.prefix($0))) }
    }

    /// The dotted form, e.g. `text.onPrimary.body`.
    public var description: String { segments.joined(separator: ".") }

    /// Orders by segments, lexicographically (for sorted listings; resolution keeps catalogue order).
    public static func < (lhs: RolePath, rhs: RolePath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}
