import PositionalJSON

/// JSON text for values written by templates, which insert it verbatim (`{{{ }}}`).
package enum JSONText {
    /// `string` as a JSON string literal, quotes included, escaped per RFC 8259.
    package static func quoted(_ string: String) -> String {
        PlainQuotedText.quoted(string) ?? JSONStringLiteral.quoted(string)
    }
}
