// The keys and values nearly every design token repeats, which every JSON storage holds once.

extension JSONStorageBuilder {
    /// The strings written once at the start of every storage's text, where every string equal to
    /// one of them points: a file of a million tokens then holds `"$value"` once, not a million
    /// times, and reading one back needs no decoding.
    static let commonStrings: [String] = [
        "hex", "srgb", "$type", "alpha", "color", "$value", "colorSpace", "components", "$description",
        "$ref", "value", "$extensions", "dimension", "unit", "px", "rem", "none",
        // The other color spaces' names.
        "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
        "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// The text entries of ``commonStrings``, one after the other.
    static let commonText: [UInt8] = commonStrings.flatMap { [UInt8($0.utf8.count)] + Array($0.utf8) }

    /// The offset of each of ``commonStrings`` in ``commonText``.
    private static let commonOffsets: [Int] = {
        var offsets: [Int] = []
        var offset = 0
        for string in commonStrings {
            offsets.append(offset)
            offset += 1 + string.utf8.count
        }
        return offsets
    }()

    /// The common string whose entry starts at each offset of ``commonText``.
    private static let commonStringsByOffset: [String?] = {
        var table = [String?](repeating: nil, count: commonText.count)
        for (index, string) in commonStrings.enumerated() { table[commonOffsets[index]] = string }
        return table
    }()

    /// The common string whose entry is at `offset`, if it is one.
    @inline(__always)
    static func commonString(at offset: Int) -> String? {
        offset < commonText.count ? commonStringsByOffset[offset] : nil
    }

    /// The offsets of the common strings by their length in bytes.
    private static let offsetsByLength: [[Int]] = {
        var table = [[Int]](repeating: [], count: commonStrings.map(\.utf8.count).max()! + 1)
        for (index, string) in commonStrings.enumerated() { table[string.utf8.count].append(commonOffsets[index]) }
        return table
    }()

    /// The offset of `bytes` among the common strings, if it is one.
    @inline(__always)
    static func commonOffset(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let table = offsetsByLength
        guard bytes.count < table.count else { return nil }
        for offset in table[bytes.count] where commonText.withUnsafeBufferPointer({
            UnsafeBufferPointer(rebasing: $0[offset + 1..<offset + 1 + bytes.count]).hasSameBytes(as: bytes)
        }) {
            return offset
        }
        return nil
    }

    /// The offset of `string` among the common strings, if it is one.
    static func commonOffset(of string: String) -> Int? {
        var string = string
        return string.withUTF8 { commonOffset(of: $0) }
    }
}
