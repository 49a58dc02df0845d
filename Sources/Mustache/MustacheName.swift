// How tags name data: `.`, dotted lookups key by key, and `name?` for data that may be absent.
import SourceDiagnostics

/// A name in a variable or section tag: `.` for the top of the context stack, or a name with
/// optional dotted parts (`person.name`) looked up key by key.
///
/// A trailing `?` (`{{subtitle?}}`, `{{#options.registry?}}`) marks a name the data may lack:
/// it is looked up without the `?`, and renders as missing even where missing names are errors
/// (``MustacheTemplate/MissingNameBehavior/reportError``).
struct MustacheName: Hashable, Sendable {
    /// The name as written, e.g. `person.name`, `subtitle?` or `.`.
    let text: String
    /// The dot-separated parts, without the optional marker; empty for the implicit iterator `.`.
    let parts: [String]
    /// Whether the name ends with `?`: the data may lack it.
    let isOptional: Bool
    /// Where the renderer remembers where each part was last found: the first of the template's
    /// look-up slots for this name, which has one per part (see ``MustacheProgram/lookupSlotCount``).
    let firstLookupSlot: Int
    /// The ``TemplateMap/filterBit(of:)`` of the first part, which the renderer looks up in
    /// every map down the context stack until one has it (0 for `.`).
    let firstPartFilterBit: UInt64

    /// Parses `text`, which the lexer has checked is non-empty without whitespace; its parts
    /// take the look-up slots from `firstLookupSlot` on.
    init(_ text: String, firstLookupSlot: Int, path: String, position: TextPosition) throws(Diagnostic) {
        self.text = text
        self.firstLookupSlot = firstLookupSlot
        // Most names are one plain word: without a `.` or a final `?` byte, there is no dot or
        // optional marker among the characters either.
        if text.utf8.last != UInt8(ascii: "?"), !text.utf8.contains(UInt8(ascii: ".")) {
            isOptional = false
            parts = [text]
            firstPartFilterBit = TemplateMap.filterBit(of: text)
            return
        }
        isOptional = text.count > 1 && text.hasSuffix("?")
        let looked = isOptional ? String(text.dropLast()) : text
        if looked == "." {
            parts = []
            firstPartFilterBit = 0
            return
        }
        // Split on the dot's byte: splitting by characters costs thousands of instructions a name.
        let parts = looked.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            throw MustacheError.invalidDottedName(text).diagnostic(path: path, position: position)
        }
        self.parts = parts.map { String(Substring($0)) }
        firstPartFilterBit = TemplateMap.filterBit(of: self.parts[0])
    }
}
