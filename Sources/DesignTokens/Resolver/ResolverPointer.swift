import Foundation
import PositionalJSON

/// A JSON Pointer (RFC 6901) inside a resolver or token document, e.g. `/sets/base`.
///
/// Resolver reference objects name their target with a URI fragment holding such a pointer
/// (`#/sets/base`); the pointer also records where each reference object itself sits, so a
/// reference to one of its own parents can be told apart from an ordinary one.
public struct ResolverPointer: Hashable, Sendable, CustomStringConvertible {
    /// The reference tokens, unescaped (`~1` is already `/`, `~0` is already `~`).
    public var tokens: [String]

    /// Creates a pointer from unescaped tokens; `[]` is the whole document.
    public init(tokens: [String] = []) {
        self.tokens = tokens
    }

    /// The whole document.
    public static let root = ResolverPointer()

    /// Parses a pointer written as `/a/b~1c`; `""` is the whole document.
    ///
    /// Returns `nil` when the text neither is empty nor starts with `/`, or holds a `~` that is
    /// not followed by `0` or `1`.
    public init?(parsing text: String) {
        if text.isEmpty {
            self.init()
            return
        }
        guard text.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for escaped in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let token = JSONPointer.unescape(escaped) else { return nil }
            tokens.append(token)
        }
        self.init(tokens: tokens)
    }

    /// This pointer with one more token.
    public func appending(_ token: String) -> ResolverPointer {
        ResolverPointer(tokens: tokens + [token])
    }

    /// This pointer with one more token, an array index.
    public func appending(_ index: Int) -> ResolverPointer {
        appending(String(index))
    }

    /// Whether `other` is this pointer or lies inside the value it points at.
    public func contains(_ other: ResolverPointer) -> Bool {
        other.tokens.count >= tokens.count && Array(other.tokens.prefix(tokens.count)) == tokens
    }

    /// The value this pointer names inside `root`, or `nil` when there is none.
    public func resolve(in root: JSONValue) -> JSONValue? {
        var current = root
        for token in tokens {
            switch current.kind {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Self.arrayIndex(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The pointer as written in a document, `/a/b~1c`; `""` for the whole document.
    public var description: String {
        tokens.map { "/" + Self.escape($0) }.joined()
    }

    /// The pointer as a same-document reference, `#/a/b`.
    public var fragment: String { "#" + description }

    private static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// RFC 6901 array indices: `0` or digits without a leading zero.
    private static func arrayIndex(_ token: String) -> Int? {
        guard !token.isEmpty, token.allSatisfy(\.isASCIIDigit) else { return nil }
        guard token == "0" || !token.hasPrefix("0") else { return nil }
        return Int(token)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
