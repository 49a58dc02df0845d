// A color as the `$value` a DTCG token file would write, for readers that build token trees from other forms.
import ColorMath
import PositionalJSON
import SourceDiagnostics

extension DTCGColor {
    /// The DTCG 2025.10 object form of this color (`colorSpace`, `components`, `alpha`, `hex`),
    /// every part at `position`: the `$value` of a token built in code by a reader of another form
    /// (an asset catalog's color set, an Android color resource), checked by the evaluator as any
    /// token's value is.
    package func tokenValue(at position: TextPosition) -> JSONValue {
        TokenValueValidator.json(for: self, at: position)
    }

    /// The `$value` of a color token whose value a form writes as a string (Theo, DSP): a CSS color
    /// string (hex, color function or keyword with a fixed value) in the object form of
    /// ``tokenValue(at:)``, so that the evaluator does not take that form's own way of writing a
    /// color for DTCG's legacy string form and warn; anything else (an alias, what is no color)
    /// as written, for the evaluator to resolve or report.
    package static func tokenValue(ofColorString text: String, at position: TextPosition) -> JSONValue {
        TokenValueValidator.objectForm(ofCSSColor: text, at: position) ?? JSONValue(.string(text), at: position)
    }
}
