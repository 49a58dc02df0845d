// The hidden, unique names of temporary outputs: `.NAME.colorgen-IDENTIFIER.tmp`.
import SourceDiagnostics

/// Names for temporary files and folders beside an output, unique to one run:
/// `.NAME.colorgen-IDENTIFIER.tmp`, where the identifier is a random UUID (version 4, in
/// upper case). A name too long for that to fit a file name (255 bytes, with the `.previous` a
/// replaced item set aside gets) is cut: `.START.colorgen-cut-IDENTIFIER.tmp`, START being as
/// much of the name as fits. ``LeftoverCleanup`` recognizes them by that shape.
enum TemporaryName {
    /// The most bytes a file name may have (`NAME_MAX` on Linux and macOS).
    static let longestFileName = 255
    /// What follows the temporary name of an item set aside, so it must fit too.
    static let setAsideSuffix = ".previous"
    /// The marker before the identifier of a name kept whole.
    static let marker = ".colorgen-"
    /// The marker before the identifier of a name cut to fit.
    static let cutMarker = ".colorgen-cut-"

    /// A new temporary path beside `target`, hidden and unique.
    static func path(beside target: String) -> String {
        let folder = SourcePath.directory(of: target)
        let name = SourcePath.fileName(of: target) ?? target
        return (folder.isEmpty ? "" : folder + "/") + fileName(for: name, identifier: randomIdentifier())
    }

    /// The temporary file name for an item named `name`: the name whole when the result (and
    /// the set-aside name made from it) fits a file name, else cut at a character boundary.
    static func fileName(for name: String, identifier: String) -> String {
        let fixed = 1 + identifier.utf8.count + ".tmp".utf8.count + setAsideSuffix.utf8.count
        if name.utf8.count + marker.utf8.count + fixed <= longestFileName {
            return ".\(name)\(marker)\(identifier).tmp"
        }
        var start = ""
        var length = 0
        for character in name.unicodeScalars {
            let bytes = String(character).utf8.count
            guard length + bytes + cutMarker.utf8.count + fixed <= longestFileName else { break }
            start.unicodeScalars.append(character)
            length += bytes
        }
        return ".\(start)\(cutMarker)\(identifier).tmp"
    }

    /// A random version-4 UUID in its usual text form, `8-4-4-4-12` upper-case hex digits.
    static func randomIdentifier() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append("-") }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    /// Whether `text` is a UUID in its text form (`8-4-4-4-12` ASCII hex digits, either case).
    /// Only ASCII counts: `Character.isHexDigit` also accepts fullwidth digits such as `０`, and a
    /// name that merely looks like colorgen's must never be taken for a leftover and deleted.
    static func isIdentifier<Text: StringProtocol>(_ text: Text) -> Bool {
        let groups = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(Self.isASCIIHexDigit) }
    }

    private static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
