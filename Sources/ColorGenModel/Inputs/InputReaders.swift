// The registration list of input forms: the scheme reader asks each in order; the first that recognises an input reads it.

/// Every input form colorgen reads, in the order they are asked: forms recognised by a shape
/// of their own first, DTCG token files (which take any other file) last. A new form is one
/// ``InputReader`` under `Inputs/<Form>/` and one line here.
package enum InputReaders {
    /// The readers, in the order they are asked.
    package static let all: [any InputReader] = [
        MaterialThemeInputReader(),
        AssetCatalogInputReader(),
        AndroidResourcesInputReader(),
        TheoInputReader(),
        FigmaVariablesInputReader(),
        DSPInputReader(),
        TokensStudioFileInputReader(),
        DTCGInputReader(),
    ]

    /// The first reader that recognises `input`, if any does.
    package static func reader(for input: InputItem) -> (any InputReader)? {
        all.first { $0.recognises(input) }
    }
}
