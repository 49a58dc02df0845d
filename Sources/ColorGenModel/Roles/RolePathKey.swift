/// A role path, or the leading segments of one, as a dictionary key whose hash is computed once
/// from its segments' UTF-8: a look-up then hashes one integer instead of every segment's text.
///
/// Keys of a path's leading parts are made one after another with ``Digest``, each from the one
/// before, so that all of them cost one pass over the path.
struct RolePathKey: Hashable {
    /// The segments.
    let segments: ArraySlice<String>
    /// The FNV-1a hash of the segments (see ``Digest``).
    let digest: UInt64

    /// The key of `segments`.
    init(_ segments: ArraySlice<String>) {
        var digest = Digest()
        for segment in segments { digest.add(segment) }
        self.init(segments, digest: digest)
    }

    /// The key of `segments`, whose ``Digest`` is `digest`.
    init(_ segments: ArraySlice<String>, digest: Digest) {
        self.segments = segments
        self.digest = digest.value
    }

    static func == (lhs: RolePathKey, rhs: RolePathKey) -> Bool {
        lhs.digest == rhs.digest && lhs.segments == rhs.segments
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// FNV-1a over the UTF-8 of segments added one by one, each followed by `0xFF` (never part
    /// of UTF-8), so that `["ab", "c"]` and `["a", "bc"]` differ.
    struct Digest {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        /// Adds the next segment.
        mutating func add(_ segment: String) {
            var segment = segment
            var value = self.value
            segment.withUTF8 { bytes in
                for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
            }
            self.value = (value ^ 0xFF) &* 0x100_0000_01B3
        }
    }
}
