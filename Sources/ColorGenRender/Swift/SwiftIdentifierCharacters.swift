/// Which Unicode scalars may appear in a Swift identifier, after the grammar of identifiers in
/// The Swift Programming Language (Lexical Structure → Identifiers), narrowed to letters, digits
/// and combining marks so that generated names stay readable: symbols, emoji, format and
/// invisible characters that the grammar also allows are treated as word separators instead.
enum SwiftIdentifierCharacters {
    /// Whether `scalar` may start an identifier (and is a readable one to use).
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetter(scalar) || scalar == "_"
        }
        return inHeadRanges(scalar.value) && scalar.properties.isAlphabetic && !isCombiningMark(scalar)
    }

    /// Whether `scalar` may continue an identifier (and is a readable one to use).
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return isASCIILetter(scalar) || scalar == "_" || ("0"..."9").contains(scalar)
        }
        let value = scalar.value
        let combining = combiningRanges.contains { $0.contains(value) }
        guard combining || inHeadRanges(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
        default: return scalar.properties.isAlphabetic
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func inHeadRanges(_ value: UInt32) -> Bool {
        if value >= 0x10000 {
            // U+10000–U+1FFFD, U+20000–U+2FFFD, ... U+E0000–U+EFFFD: every plane but the last
            // two code points of each.
            return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD
        }
        return headRanges.contains { $0.contains(value) }
    }

    /// The grammar's identifier-head ranges in the Basic Multilingual Plane, beyond ASCII.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
    ]

    /// The grammar's combining-mark ranges, allowed after the first character only.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
