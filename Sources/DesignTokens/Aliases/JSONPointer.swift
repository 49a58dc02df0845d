/// A JSON pointer (RFC 6901) in its URI-fragment form, as DTCG `$ref` and `$extends` write it:
/// `#/colors/blue/$value`.
///
/// The fragment is percent-decoded first (RFC 6901 §6), then split at `/`, and `~1` / `~0` in each
/// segment become `/` and `~`. Characters a URI fragment cannot hold (space, `{`, `}`, `"`, ...) must
/// be percent-encoded; a pointer that writes them bare is rejected, as the DTCG schema's
/// `json-pointer-uri-fragment` format requires.
struct JSONPointer: Hashable, Sendable {
    /// The pointer as written.
    var text: String
    /// The decoded reference tokens; empty for `#`.
    var segments: [String]

    /// Parses `text`, or returns why it is not a document-relative JSON pointer.
    static func parse(_ text: String) -> Result<JSONPointer, ReferenceSyntaxError> {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else {
            return .failure(ReferenceSyntaxError(
                "JSON pointer '\(text)' must start with '#/' (a place in this document)"))
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                      let low = hexValue(bytes[index + 2]) else {
                    return .failure(ReferenceSyntaxError(
                        "JSON pointer '\(text)' has a '%' that is not followed by two hex digits"))
                }
                decoded.append(high << 4 | low)
                index += 3
                continue
            }
            if let encoding = requiredEncoding(byte) {
                let shown = byte == UInt8(ascii: " ") ? "a space" : "'\(Character(Unicode.Scalar(byte)))'"
                return .failure(ReferenceSyntaxError(
                    "JSON pointer '\(text)' contains \(shown), which must be percent-encoded as \(encoding)"))
            }
            decoded.append(byte)
            index += 1
        }
        guard let fragment = String(validating: decoded, as: UTF8.self) else {
            return .failure(ReferenceSyntaxError("JSON pointer '\(text)' does not decode to UTF-8 text"))
        }
        if fragment.isEmpty {
            return .success(JSONPointer(text: text, segments: []))
        }
        guard fragment.hasPrefix("/") else {
            return .failure(ReferenceSyntaxError(
                "JSON pointer '\(text)' must continue with '/' after '#', e.g. '#/colors/blue/$value'"))
        }
        var segments: [String] = []
        for rawSegment in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = unescape(rawSegment) else {
                return .failure(ReferenceSyntaxError(
                    "JSON pointer '\(text)' has a '~' that is not '~0' (for '~') or '~1' (for '/')"))
            }
            segments.append(segment)
        }
        return .success(JSONPointer(text: text, segments: segments))
    }

    /// One reference token with RFC 6901's escapes undone (`~1` → `/`, `~0` → `~`), or `nil` when
    /// a `~` is followed by anything else. Shared with ``ResolverPointer``.
    static func unescape(_ segment: Substring) -> String? {
        guard segment.contains("~") else { return String(segment) }
        var result = ""
        var iterator = segment.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: return nil
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let forbiddenBytes: Set<UInt8> = Set(" \"#<>\\^`{|}".utf8)

    /// The percent-encoding of an ASCII byte that may not appear bare in a URI fragment.
    private static func requiredEncoding(_ byte: UInt8) -> String? {
        guard byte < 0x20 || byte == 0x7F || forbiddenBytes.contains(byte) else { return nil }
        let digits = Array("0123456789ABCDEF")
        return "%" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
