/// Which language a file is read as: JSON, or JSON5 for files whose name ends in `.json5`.
public enum JSONSyntax: Sendable, Hashable {
    /// RFC 8259 JSON.
    case json
    /// JSON5 1.0: JSON plus comments, trailing commas, identifier keys, single-quoted strings,
    /// hexadecimal, signed and non-finite numbers.
    case json5

    /// The syntax for a file at `path`: JSON5 when its name ends in `.json5` (any case), else JSON.
    public init(forPath path: String) {
        let suffix = path.utf8.suffix(6)
        self = suffix.count == 6 && String(decoding: suffix, as: UTF8.self).lowercased() == ".json5" ? .json5 : .json
    }
}
