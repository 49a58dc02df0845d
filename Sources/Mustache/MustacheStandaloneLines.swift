/// The spec's standalone-line rule, applied to a lexed template.
///
/// A line holding nothing but one section, inverted-section, closing, partial, comment or
/// set-delimiters tag, with only spaces and tabs around it, vanishes entirely from the output:
/// its whitespace and its line ending are dropped. A standalone partial tag keeps the whitespace
/// before it as the indentation of every line of the partial. Every other line that has
/// content (is not just a line ending) is marked with ``MustacheToken/lineStart`` so that an
/// indented partial can print its indentation there.
enum MustacheStandaloneLines {
    /// `tokens` with standalone lines stripped and line starts marked.
    static func apply(to tokens: [MustacheToken]) -> [MustacheToken] {
        var result: [MustacheToken] = []
        result.reserveCapacity(tokens.count + tokens.count / 2)
        var lineStart = tokens.startIndex
        for index in tokens.indices {
            if case .text(let text) = tokens[index], text.endsLine {
                appendLine(tokens[lineStart...index], to: &result)
                lineStart = index + 1
            }
        }
        if lineStart < tokens.endIndex {
            appendLine(tokens[lineStart...], to: &result)
        }
        return result
    }

    private static func appendLine(_ line: ArraySlice<MustacheToken>, to result: inout [MustacheToken]) {
        if let standalone = standaloneTag(in: line) {
            result.append(.tag(standalone))
            return
        }
        if line.count == 1, case .text(let text) = line.first, text.isLineEnding {
            result.append(contentsOf: line)
            return
        }
        result.append(.lineStart)
        result.append(contentsOf: line)
    }

    /// The line's only tag when the line is standalone, with a partial's indentation set.
    private static func standaloneTag(in line: ArraySlice<MustacheToken>) -> MustacheTag? {
        var found: MustacheTag?
        var leadingWhitespace = ""
        for token in line {
            switch token {
            case .text(let text):
                guard text.isBlank else { return nil }
                if found == nil { leadingWhitespace = text.text }
            case .tag(let tag):
                guard found == nil, tag.kind.canStandAlone else { return nil }
                found = tag
            case .lineStart:
                return nil
            }
        }
        guard var tag = found else { return nil }
        if tag.kind == .partial {
            tag.indentation = leadingWhitespace
        }
        return tag
    }
}
