// JSON nested far deeper than the parser allows, for the tests that such input is one error, not a crash.

/// JSON texts nested `depth` levels deep, for tests of the nesting limit of every reader of JSON
/// (the parser, the document validator, the config reader).
public enum DeeplyNestedJSON {
    /// `[{"a": [{"a": ... 0 ... }]}]`, every level closed: `depth / 2` arrays and as many objects.
    public static func arraysAndObjects(depth: Int) -> String {
        String(repeating: #"[{"a": "#, count: depth / 2) + "0" + String(repeating: "}]", count: depth / 2)
    }
}
