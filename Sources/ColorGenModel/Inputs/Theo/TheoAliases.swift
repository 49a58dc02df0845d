// Theo's `aliases` of a file and its imports, and `{!name}` in a value replaced by them.
import PositionalJSON
import SourceDiagnostics

/// The `aliases` of Theo files (a later file's alias replaces an earlier one of the same name),
/// each a string or an object with `value`, and the replacing of `{!name}` in a value by the
/// alias's value, itself with its aliases replaced.
struct TheoAliases {
    private var values: [String: JSONValue] = [:]
    private var paths: [String: String] = [:]

    init(_ documents: [JSONDocument], diagnostics: inout [Diagnostic]) {
        for document in documents {
            for member in document.root.objectValue?["aliases"]?.objectValue?.members ?? [] {
                let value = member.value.objectValue?["value"] ?? member.value
                guard value.stringValue != nil || value.numberValue != nil else {
                    diagnostics.append(.error("Theo alias '\(member.key)' must be a string or an object with \"value\", found "
                                              + member.value.kindName, at: SourceLocation(path: document.path, position: member.value.position)))
                    continue
                }
                values[member.key] = value
                paths[member.key] = document.path
            }
        }
    }

    /// `text` with every `{!name}` replaced by the alias's value, or the error naming the
    /// first alias that is missing or refers back to itself, at `location`.
    func resolving(_ text: String, at location: SourceLocation, seen: [String] = []) -> Result<String, Diagnostic> {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{!") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            result += rest[..<open.lowerBound]
            guard let value = values[name] else {
                return .failure(.error("'{!\(name)}' names no alias of this Theo file or the files it imports", at: location))
            }
            if seen.contains(name) {
                return .failure(.error("Theo alias '\(name)' refers to itself through " + (seen + [name]).joined(separator: " → "),
                                       at: location))
            }
            let aliasText = value.stringValue ?? value.numberValue?.literal ?? ""
            switch resolving(aliasText, at: location, seen: seen + [name]) {
            case .success(let resolved): result += resolved
            case .failure(let error): return .failure(error)
            }
            rest = rest[rest.index(after: close)...]
        }
        return .success(result + rest)
    }
}
