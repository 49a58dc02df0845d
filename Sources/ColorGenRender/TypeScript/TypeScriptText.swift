/// How the typescript format spells names: object keys as written in the role paths, as plain
/// identifiers where they are ones and as JSON string literals (which are TypeScript's too)
/// otherwise, so no name needs renaming and none can change the module's structure.
enum TypeScriptText {
    /// Words that cannot name a declaration (ECMAScript's reserved words, strict mode's, and
    /// TypeScript's own), checked for the `namespace` option.
    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield", "await",
        "arguments", "eval", "any", "boolean", "never", "number", "object", "string", "symbol", "undefined", "unknown",
        "type", "namespace", "module", "declare",
    ]

    /// `name` as an object literal's key: as it is when it is an ASCII identifier, else its JSON
    /// string. `__proto__` is written computed (`["__proto__"]`), which defines an own property
    /// instead of setting the object's prototype.
    static func key(_ name: String) -> String {
        if name == "__proto__" { return #"["__proto__"]"# }
        return isIdentifier(name) ? name : JSONText.quoted(name)
    }

    /// `name` as a property access after an object: `.name`, or `["name"]`.
    static func access(_ name: String) -> String {
        isIdentifier(name) && name != "__proto__" ? "." + name : "[" + JSONText.quoted(name) + "]"
    }

    /// Whether `name` is an ASCII identifier: a letter, `_` or `$`, then those or digits.
    /// Reserved words are valid property names, so they count.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"): true
            default: false
            }
        }
    }

    /// Whether `name` can name a declaration: an identifier and no reserved word.
    static func isDeclarableIdentifier(_ name: String) -> Bool {
        isIdentifier(name) && !reservedWords.contains(name)
    }
}
