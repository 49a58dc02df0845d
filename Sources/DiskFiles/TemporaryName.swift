// The hidden, unique names of temporary outputs: `.NAME.colorgen-IDENTIFIER.tmp`.
import SourceDiagnostics

/// Names for temporary files and folders beside an output, unique to one run:
/// `.NAME.colorgen-IDENTIFIER.tmp`, where the identifier is a random UUID (version 4, in
/// upper case). ``LeftoverCleanup`` recognizes them by that shape.
enum TemporaryName {
    /// A new temporary path beside `target`, hidden and unique.
    static func path(beside target: String) -> String {
        let folder = SourcePath.directory(of: target)
        let name = SourcePath.fileName(of: target) ?? target
        return (folder.isEmpty ? "" : folder + "/") + ".\(name).colorgen-\(randomIdentifier()).tmp"
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
