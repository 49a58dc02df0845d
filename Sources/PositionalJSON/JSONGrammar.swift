/// The grammar a ``JSONScanner`` reads, as a type so that each grammar gets its own specialized
/// scanner: checks on ``isJSON5`` are constants there and cost the JSON reader nothing.
protocol JSONGrammar {
    /// Whether JSON5's additions (comments, trailing commas, identifier keys, single quotes,
    /// more number forms and escapes) are read.
    static var isJSON5: Bool { get }
}

/// RFC 8259 JSON.
enum StrictJSONGrammar: JSONGrammar {
    static var isJSON5: Bool { false }
}

/// JSON5 (https://spec.json5.org, version 1.0.0).
enum JSON5Grammar: JSONGrammar {
    static var isJSON5: Bool { true }
}
