/// The name of a role as its path of segments, e.g. `["text", "onPrimary", "body"]`.
///
/// Outputs build their names from it: token groups, `--text-on-primary-body`, Swift namespaces.
public struct RolePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The segments, outermost first. Catalogue paths are never empty and no segment is empty or
    /// contains a dot; whoever builds custom role paths keeps to the same.
    public var segments: [String]

    /// The last segment of a group's own token (DTCG's `$root`): outputs name it by its group.
    public static let groupTokenSegment = "$root"

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
        var dotted = dotted
        self = dotted.withUTF8 { RolePath(dottedUTF8: $0) }
    }

    /// Creates a path from the UTF-8 of its dotted form.
    init(dottedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var dots = 0
        for byte in bytes where byte == UInt8(ascii: ".") { dots += 1 }
        var segments: [String] = []
        segments.reserveCapacity(dots + 1)
        // A dot is one byte of its own in UTF-8, so the pieces between dots are whole text.
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: ".") {
            segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        self.init(segments)
    }

    /// The path one level further in.
    public func appending(_ segment: String) -> RolePath {
        var path = self
        path.segments.append(segment)
        return path
    }

    /// The paths that are strict prefixes of this one, shortest first: the groups it lies in.
    var enclosingGroups: [RolePath] {
        (1..<max(segments.count, 1)).map { RolePath(Array(segments.prefix($0))) }
    }

    /// The dotted form, e.g. `text.onPrimary.body`.
    public var description: String { Self.dotted(segments) }

    /// `parts` joined with `.`, their bytes copied into one allocation (the standard library's
    /// `joined(separator:)` runs unspecialized, and appending part by part costs hundreds of
    /// instructions a part); a single part is returned as it is.
    package static func dotted(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        var count = parts.count - 1
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    buffer[offset] = UInt8(ascii: ".")
                    offset += 1
                }
                copy(part, into: buffer, at: &offset)
            }
            return offset
        }
    }

    /// Copies the UTF-8 of `part` into `buffer` at `offset`, and moves `offset` past it.
    private static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        var part = part
        part.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            (buffer.baseAddress! + offset).initialize(from: source, count: bytes.count)
            offset += bytes.count
        }
    }

    /// Orders by segments, lexicographically (for sorted listings; resolution keeps catalogue order).
    public static func < (lhs: RolePath, rhs: RolePath) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}
