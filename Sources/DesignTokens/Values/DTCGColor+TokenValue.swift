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
}
