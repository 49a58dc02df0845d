// Turns role paths into snake_case Android resource names (role_ prefix when needed), rejecting duplicates.
import ColorGenModel
import SourceDiagnostics

/// Android resource names of role paths: `text.onPrimary.body` → `text_on_primary_body`.
///
/// The kebab-case spelling of the CSS output (``KebabCase``) with `_` for `-`; every character
/// that is not `a`-`z` or `0`-`9` separates words, runs of separators become one `_`, and a name
/// that would not start with a letter gets `role_` in front (Android names must be Java
/// identifiers). An option `prefix` goes in front of every name.
enum AndroidResourceName {
    /// The name of each path, in order; two paths with one name are an error naming both.
    static func names(_ paths: [RolePath], prefix: String, location: SourceLocation) throws(Diagnostic) -> [String] {
        var seen: [String: RolePath] = [:]
        var names: [String] = []
        var problems: [String] = []
        for path in paths {
            let name = self.name(path, prefix: prefix)
            if let other = seen[name] {
                problems.append("roles \"\(other)\" and \"\(path)\" both map to the Android resource name \(name); rename one of them")
            }
            seen[name] = seen[name] ?? path
            names.append(name)
        }
        guard problems.isEmpty else {
            throw Diagnostic.error(problems.joined(separator: "; "), at: location)
        }
        return names
    }

    /// One path's resource name, made from the kebab-case name's UTF-8 bytes: a byte outside
    /// ASCII belongs to a scalar that is no letter or digit here, so it separates words too.
    static func name(_ path: RolePath, prefix: String) -> String {
        var bytes: [UInt8] = []
        var pendingSeparator = false
        var kebab = KebabCase.join((prefix.isEmpty ? [] : [prefix]) + path.segments)
        kebab.withUTF8 { text in
            bytes.reserveCapacity(text.count + 5)
            for byte in text {
                let lowered: UInt8
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): lowered = byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): lowered = byte + 32
                default:
                    pendingSeparator = true
                    continue
                }
                if pendingSeparator && !bytes.isEmpty { bytes.append(UInt8(ascii: "_")) }
                pendingSeparator = false
                bytes.append(lowered)
            }
        }
        let name = String(decoding: bytes, as: UTF8.self)
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return "role_" + name }
        return name
    }

    /// `text` safe inside an XML comment: `--` may not appear there, so dashes are spaced.
    static func commentText(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "-" && result.last == "-" { result.append(" ") }
            result.append(character)
        }
        return result.last == "-" ? result + " " : result
    }
}
