// ResolverReference: a resolver `$ref` object split into file and pointer, with its override members.
import PositionalJSON
import SourceDiagnostics

/// A reference object of a resolver document, `{ "$ref": "file.json#/pointer", ...overrides }`.
///
/// `#/sets/base` names something in the same document, `tokens/base.json` a whole file next to
/// the document and `other.resolver.json#/sets/base` a part of another file. Members written
/// beside `$ref` override the target's members of the same key, shallowly.
public struct ResolverReference: Sendable {
    /// The `$ref` string as written.
    public var text: String
    /// The file part as written, relative to the referring document; `nil` for the same document.
    public var file: String?
    /// Where inside the target document the reference points.
    public var pointer: JSONPointer
    /// The members beside `$ref`, which replace the target's members of the same key.
    public var overrides: [JSONMember]
    /// Where the `$ref` string starts in the referring document.
    public var position: TextPosition
    /// Where the reference object sits in the referring document.
    public var location: JSONPointer

    /// Creates a reference from its parts.
    public init(
        text: String, file: String?, pointer: JSONPointer, overrides: [JSONMember],
        position: TextPosition, location: JSONPointer
    ) {
        self.text = text
        self.file = file
        self.pointer = pointer
        self.overrides = overrides
        self.position = position
        self.location = location
    }

    /// Whether the reference points into the document that holds it.
    public var isSameDocument: Bool { file == nil }

    /// `value` with this reference's overrides applied: an object gets each override member in
    /// place of its member of the same key (or appended); other values are returned unchanged.
    public func applyingOverrides(to value: JSONValue) -> JSONValue {
        guard !overrides.isEmpty, let object = value.objectValue else { return value }
        var members = Array(object.members)
        for override in overrides {
            if let index = members.firstIndex(where: { $0.key.hasSameCodePoints(as: override.key) }) {
                members[index] = override
            } else {
                members.append(override)
            }
        }
        return JSONValue(.object(JSONObject(members: members, at: object.position)), at: value.position)
    }

    /// Why a `$ref` string cannot be used.
    struct TargetProblem: Error {
        /// What is wrong, for a diagnostic.
        var message: String
    }

    /// Splits a `$ref` string into its file part and pointer.
    ///
    /// The file part and the fragment are percent-decoded. A fragment that does not start with
    /// `/` (as in the module's own example `example.json#sets/MySet`) is read from the root.
    static func parseTarget(_ text: String) throws(TargetProblem) -> (file: String?, pointer: JSONPointer) {
        guard !text.isEmpty else { throw TargetProblem(message: "\"$ref\" is empty") }
        if Self.hasURIScheme(text) {
            throw TargetProblem(message: "\"$ref\" \"\(text)\" is a remote URI; only files and same-document pointers are supported")
        }
        let hash = text.firstIndex(of: "#")
        let fileText = String(text[..<(hash ?? text.endIndex)])
        let fragmentText = hash.map { String(text[text.index(after: $0)...]) } ?? ""
        guard let file = PercentDecoding.decoded(fileText), let fragment = PercentDecoding.decoded(fragmentText) else {
            throw TargetProblem(message: "\"$ref\" \"\(text)\" holds an invalid percent-escape")
        }
        let rooted = fragment.isEmpty || fragment.hasPrefix("/") ? fragment : "/" + fragment
        guard let pointer = JSONPointer(parsing: rooted) else {
            throw TargetProblem(message: "\"$ref\" \"\(text)\" holds an invalid JSON pointer (a \"~\" must be followed by 0 or 1)")
        }
        return (file.isEmpty ? nil : file, pointer)
    }

    /// Whether `text` starts with a URI scheme such as `https:`.
    private static func hasURIScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        let scheme = text[..<colon]
        return scheme.count > 1
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
