// The input seam: one form a team keeps its colors in, recognised and read into each scheme's token tree.
import SourceDiagnostics

/// One input form that a scheme of `colorgen.json` can list: DTCG token files, a Material Theme
/// Builder export, an Xcode asset catalog, ... A new form is one type conforming to this protocol
/// plus one line in ``InputReaders/all``, whose order decides which reader is asked first.
///
/// A reader does no I/O: it reads the input's bytes or its folder's listing from the
/// ``InputItem`` it is given, and any further file through the item's loader. Whatever it reads
/// becomes DTCG token trees (``TokenTree``, with the positions of what it read), so aliases,
/// value checks, roles and every output work the same for every form.
package protocol InputReader: Sendable {
    /// Whether `input` is in this form, decided by its shape (the keys of its JSON, see
    /// ``InputItem/json``), its extension or its folder's layout; reports nothing.
    func recognises(_ input: InputItem) -> Bool

    /// Reads `input`, which ``recognises(_:)`` accepted: the tree every scheme listing it takes or
    /// a tree per scheme (``SchemeVariants``), every problem at its `path:line:column`, and the
    /// one note saying how the input was read.
    func read(_ input: InputItem) -> InputReading
}
