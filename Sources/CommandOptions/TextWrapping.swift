/// Fills lines with words up to a width, as `--help` and the README's synopsis are laid out.
enum TextWrapping {
    /// The widest line `--help` prints.
    static let width = 92

    /// `atoms` (words, or groups such as `[--quiet | --verbose]` that must stay on one line)
    /// joined by spaces into lines of at most ``width`` characters, where possible: the first line
    /// starts with `lead`, the others with `indent`. An atom too long for any line gets one of its own.
    static func lines(_ atoms: [String], lead: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = lead, lineIsEmpty = true
        for atom in atoms {
            if !lineIsEmpty, line.count + 1 + atom.count > width {
                lines.append(line)
                line = indent
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + atom
            lineIsEmpty = false
        }
        lines.append(line)
        return lines
    }

    /// `text` as paragraphs (separated by blank lines; other line breaks count as spaces), each
    /// filled to ``width``, separated by blank lines.
    static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            if !lines.isEmpty { lines.append("") }
            lines += Self.lines(words, lead: "", indent: "")
        }
        return lines
    }
}
