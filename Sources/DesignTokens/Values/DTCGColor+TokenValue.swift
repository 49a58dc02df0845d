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

    /// `text`, a CSS color string (hex, color function or keyword with a fixed value), as the
    /// object form of ``tokenValue(at:)``, or nil when it is no color: what a reader of a form
    /// whose colors are CSS strings (Theo, DSP) gives as a token's `$value`, so that the evaluator
    /// does not take it for DTCG's legacy string form and warn. A string that is no color is left
    /// to the reader, which keeps it as written for the evaluator to report.
    package static func tokenValue(ofCSSColor text: String, at position: TextPosition) -> JSONValue? {
        TokenValueValidator.objectForm(ofCSSColor: text, at: position)
    }
}
