// RFC 6901 pointers for token files' $ref/$extends and resolver references: the one implementation.
import PositionalJSON

/// A JSON pointer (RFC 6901): the one representation of a place in a JSON document, for DTCG
/// `$ref` and `$extends` in token files and for the references and locations of resolver files.
///
/// It is written in two forms. A token file's `$ref` writes the URI-fragment form,
/// `#/colors/blue/$value` (``parse(_:)``): the fragment is percent-decoded first (RFC 6901 §6), and
/// characters a URI fragment cannot hold (space, `{`, `}`, `"`, ...) must be percent-encoded; a
/// pointer that writes them bare is rejected, as the DTCG schema's `json-pointer-uri-fragment`
/// format requires. A resolver file's reference, once its file part is split off and decoded,
/// leaves the plain form `/sets/base` (``init(parsing:)``). In both, `~1` and `~0` in a segment
/// stand for `/` and `~`.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The reference tokens, unescaped (`~1` is already `/`, `~0` is already `~`); empty for the
    /// whole document.
    public var segments: [String]

    /// Creates a pointer from unescaped segments; `[]` is the whole document.
    public init(segments: [String] = []) {
        self.segments = segments
    }

    /// The whole document.
    public static let root = JSONPointer()

    /// Parses a pointer in its plain form, `/a/b~1c`; `""` is the whole document.
    ///
    /// Returns `nil` when the text neither is empty nor starts with `/`, or holds a `~` that is
    /// not followed by `0` or `1`.
    public init?(parsing text: String) {
        guard let segments = Self.segments(ofPlain: Substring(text)) else { return nil }
        self.init(segments: segments)
    }

    /// Parses a pointer in its URI-fragment form, `#/colors/blue/$value`, or returns why it is not
    /// a document-relative JSON pointer.
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
                guard let escaped = PercentDecoding.escapedByte(in: bytes, at: index) else {
                    return .failure(ReferenceSyntaxError(
                        "JSON pointer '\(text)' has a '%' that is not followed by two hex digits"))
                }
                decoded.append(escaped)
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
        guard let fragment = PercentDecoding.utf8Text(decoded) else {
            return .failure(ReferenceSyntaxError("JSON pointer '\(text)' does not decode to UTF-8 text"))
        }
        guard fragment.isEmpty || fragment.hasPrefix("/") else {
            return .failure(ReferenceSyntaxError(
                "JSON pointer '\(text)' must continue with '/' after '#', e.g. '#/colors/blue/$value'"))
        }
        guard let segments = segments(ofPlain: Substring(fragment)) else {
            return .failure(ReferenceSyntaxError(
                "JSON pointer '\(text)' has a '~' that is not '~0' (for '~') or '~1' (for '/')"))
        }
        return .success(JSONPointer(segments: segments))
    }

    /// This pointer with one more segment.
    public func appending(_ segment: String) -> JSONPointer {
        JSONPointer(segments: segments + [segment])
    }

    /// This pointer with one more segment, an array index.
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// Whether `other` is this pointer or lies inside the value it points at.
    public func contains(_ other: JSONPointer) -> Bool {
        other.segments.count >= segments.count && Array(other.segments.prefix(segments.count)) == segments
    }

    /// The value this pointer names inside `root`, or `nil` when there is none.
    public func resolve(in root: JSONValue) -> JSONValue? {
        var current = root
        for segment in segments {
            switch current.kind {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Self.arrayIndex(segment), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The pointer in its plain form, `/a/b~1c`; `""` for the whole document.
    public var description: String {
        segments.map { "/" + Self.escape($0) }.joined()
    }

    /// The pointer in its URI-fragment form, `#/a/b~1c` (characters other than `~` and `/` as
    /// they are).
    public var fragment: String { "#" + description }

    /// An RFC 6901 array index: `0` or digits without a leading zero.
    static func arrayIndex(_ segment: String) -> Int? {
        let digits = segment.utf8
        guard let first = digits.first, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              first != UInt8(ascii: "0") || digits.count == 1 else { return nil }
        return Int(segment)
    }

    // MARK: Private

    /// The unescaped segments of `/a/b~1c` (`[]` for `""`), or `nil` when the text does not start
    /// with `/` or a `~` is followed by anything but `0` or `1`.
    private static func segments(ofPlain text: Substring) -> [String]? {
        if text.isEmpty { return [] }
        guard text.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for escaped in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = unescape(escaped) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// One segment with RFC 6901's escapes undone (`~1` → `/`, `~0` → `~`), or `nil` when a `~` is
    /// followed by anything else.
    private static func unescape(_ segment: Substring) -> String? {
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

    private static func escape(_ segment: String) -> String {
        var result = ""
        for character in segment {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }

    private static let forbiddenBytes: Set<UInt8> = Set(" \"#<>\\^`{|}".utf8)

    /// The percent-encoding of an ASCII byte that may not appear bare in a URI fragment.
    private static func requiredEncoding(_ byte: UInt8) -> String? {
        guard byte < 0x20 || byte == 0x7F || forbiddenBytes.contains(byte) else { return nil }
        let digits = Array("0123456789ABCDEF")
        return "%" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
