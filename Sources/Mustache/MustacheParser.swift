// Second template pass: standalone-line cleanup, then section/close pairing on a stack, depth-capped.
import SourceDiagnostics

/// Builds the syntax tree of a template from its tokens, matching sections with their closing
/// tags.
///
/// The parser keeps open sections on an explicit stack rather than recursing, and refuses
/// nesting deeper than ``MustacheTemplate/maximumNestingDepth``, so no template can exhaust
/// the call stack.
enum MustacheParser {
    /// The tree of `text`, whose diagnostics name `path`, and how many look-up slots its names take.
    static func parse(_ text: String, path: String) throws(Diagnostic) -> (nodes: [MustacheNode], lookupSlotCount: Int) {
        var lexer = MustacheLexer(text: text, path: path)
        let tokens = MustacheStandaloneLines.apply(to: try lexer.tokenize())
        return try build(tokens, path: path)
    }

    /// A section whose closing tag has not been met yet.
    private struct OpenSection {
        var tag: MustacheTag
        var name: MustacheName
        /// The nodes of the enclosing level, gathered before this section opened.
        var enclosingNodes: [MustacheNode]
    }

    private static func build(
        _ tokens: [MustacheToken], path: String
    ) throws(Diagnostic) -> (nodes: [MustacheNode], lookupSlotCount: Int) {
        var openSections: [OpenSection] = []
        var nodes: [MustacheNode] = []
        var lookupSlotCount = 0
        func name(of tag: MustacheTag) throws(Diagnostic) -> MustacheName {
            let name = try MustacheName(tag.content, firstLookupSlot: lookupSlotCount, path: path, position: tag.position)
            lookupSlotCount += name.parts.count
            return name
        }
        for token in tokens {
            switch token {
            case .text(let text):
                nodes.append(.text(text.text))
            case .lineStart:
                nodes.append(.lineStart)
            case .tag(let tag):
                switch tag.kind {
                case .escapedVariable, .unescapedVariable:
                    let name = try name(of: tag)
                    nodes.append(.variable(name, escaped: tag.kind == .escapedVariable, position: tag.position))
                case .section, .invertedSection:
                    guard openSections.count < MustacheTemplate.maximumNestingDepth else {
                        throw MustacheError.nestedTooDeep.diagnostic(path: path, position: tag.position)
                    }
                    let name = try name(of: tag)
                    openSections.append(OpenSection(tag: tag, name: name, enclosingNodes: nodes))
                    nodes = []
                case .sectionEnd:
                    guard var open = openSections.popLast() else {
                        throw MustacheError.unopenedClose(tag.content)
                            .diagnostic(path: path, position: tag.position)
                    }
                    guard open.tag.content == tag.content else {
                        let error = MustacheError.mismatchedClose(
                            found: tag.content, open: open.tag.content, openedAt: open.tag.position)
                        throw error.diagnostic(path: path, position: tag.position)
                    }
                    let section = MustacheSection(
                        name: open.name, isInverted: open.tag.kind == .invertedSection,
                        children: nodes, position: open.tag.position)
                    nodes = open.enclosingNodes
                    open.enclosingNodes = []  // leaves `nodes` uniquely referenced, so appending does not copy
                    nodes.append(.section(section))
                case .partial:
                    nodes.append(.partial(name: tag.content, indentation: tag.indentation, position: tag.position))
                case .comment, .setDelimiters:
                    break
                }
            }
        }
        if let unclosed = openSections.last {
            throw MustacheError.unclosedSection(unclosed.tag.content)
                .diagnostic(path: path, position: unclosed.tag.position)
        }
        return (nodes, lookupSlotCount)
    }
}
