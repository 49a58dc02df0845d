/// Renders a parsed template against a context stack into one growing buffer of UTF-8.
///
/// The renderer does not recurse: sections and partials being rendered are frames on an
/// explicit stack, so the call stack stays flat however deep templates nest. More than
/// ``MustacheTemplate/maximumNestingDepth`` frames above the template's own (e.g. a partial that
/// includes itself forever) is reported as an error, and so is entering sections and partials
/// or writing output beyond the template's limits. Partials are parsed the first time they
/// are used and reused for the rest of the render.
struct MustacheRenderer {
    /// A list of nodes being rendered: the template, a partial, or a section's body.
    private struct Frame {
        /// The nodes to render.
        let nodes: [MustacheNode]
        /// The next node to render.
        var nextNode = 0
        /// The path of the template the nodes come from, for diagnostics.
        let path: String
        /// The section or partial tag that opened the frame (`nil` for the template), for diagnostics.
        var openedAt: SourceLocation?
        /// What ``MustacheNode/lineStart`` prints: the indentation of the partial being rendered.
        let indentation: String
        /// For a section rendered on values pushed onto the context stack, the values still to
        /// come after the one on top; `nil` when the nodes render once without pushing.
        var remainingValues: ArraySlice<TemplateValue>?
        /// Where the look-up slots of the nodes' template start in ``MustacheRenderer/lookupHints``.
        let lookupBase: Int
    }

    private var output: [UInt8] = []
    private var contexts: MustacheContextStack
    private var frames: [Frame] = []
    private let partials: MustachePartials
    /// Parsed partials by name with where their look-up slots start; `nil` records a name the
    /// caller does not supply. Templates use a handful of partials, so a list is searched.
    private var parsedPartials: [(name: String, template: MustacheTemplate?, lookupBase: Int)] = []
    /// For each look-up slot of the template and its partials, the position in a map where that
    /// part of a name was last found.
    private var lookupHints: [Int] = []
    /// How many more sections and partials may be entered.
    private var sectionsLeft: Int
    private let maximumOutputBytes: Int

    /// A renderer for `context` with `partials` available, within the given limits.
    init(context: TemplateValue, partials: MustachePartials,
         maximumSectionsEntered: Int = MustacheTemplate.maximumSectionsEntered,
         maximumOutputBytes: Int = MustacheTemplate.maximumOutputBytes) {
        self.contexts = MustacheContextStack(root: context)
        self.partials = partials
        self.sectionsLeft = maximumSectionsEntered
        self.maximumOutputBytes = maximumOutputBytes
    }

    /// The text of `template`.
    mutating func render(_ template: MustacheTemplate) throws(Diagnostic) -> String {
        output = []
        lookupHints = Array(repeating: 0, count: template.lookupSlotCount)
        parsedPartials = []
        frames = [Frame(nodes: template.nodes, path: template.path, indentation: "", remainingValues: nil, lookupBase: 0)]
        while let top = frames.indices.last {
            guard output.count <= maximumOutputBytes else {
                throw error(.outputTooLarge, inFrame: top)
            }
            guard frames[top].nextNode < frames[top].nodes.count else {
                try finishPass(ofTopFrame: top)
                continue
            }
            let node = frames[top].nodes[frames[top].nextNode]
            frames[top].nextNode += 1
            switch node {
            case .text(let text):
                output.appendUTF8(text)
            case .lineStart:
                output.appendUTF8(frames[top].indentation)
            case .variable(let name, let escaped, let position):
                try interpolate(name, escaped: escaped, path: frames[top].path, position: position,
                                lookupBase: frames[top].lookupBase)
            case .section(let section):
                try enter(section, path: frames[top].path, indentation: frames[top].indentation,
                          lookupBase: frames[top].lookupBase)
            case .partial(let name, let ownIndentation, let position):
                let path = frames[top].path
                guard let (partial, lookupBase) = try partial(named: name, path: path, position: position) else { continue }
                try push(
                    Frame(nodes: partial.nodes, path: partial.path,
                          indentation: ownIndentation.isEmpty ? frames[top].indentation : frames[top].indentation + ownIndentation,
                          remainingValues: nil, lookupBase: lookupBase),
                    openedAt: position, in: path)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Ends one rendering of the top frame's nodes: starts the next value of a section over a
    /// list, or removes the frame.
    private mutating func finishPass(ofTopFrame top: Int) throws(Diagnostic) {
        if var remaining = frames[top].remainingValues {
            contexts.pop()
            if let next = remaining.popFirst() {
                guard sectionsLeft > 0 else { throw error(.tooManySectionsEntered, inFrame: top) }
                sectionsLeft -= 1
                contexts.push(next)
                frames[top].remainingValues = remaining
                frames[top].nextNode = 0
                return
            }
        }
        frames.removeLast()
    }

    private mutating func interpolate(
        _ name: MustacheName, escaped: Bool, path: String, position: TextPosition, lookupBase: Int
    ) throws(Diagnostic) {
        switch contexts.resolve(name, hints: &lookupHints, base: lookupBase) ?? .null {
        case .null:
            break
        case .bool(let bool):
            output.appendUTF8(bool ? "true" : "false")
        case .number(let number):
            number.appendText(to: &output)
        case .string(let string):
            if escaped {
                output.appendHTMLEscaped(string)
            } else {
                output.appendUTF8(string)
            }
        case let value:
            throw MustacheError.notInterpolatable(name: name.text, kind: value.kindName)
                .diagnostic(path: path, position: position)
        }
    }

    /// Starts rendering `section` if its data says so: once per element of a list, once on a
    /// true value, or once in place for an inverted section over false or empty data.
    private mutating func enter(
        _ section: MustacheSection, path: String, indentation: String, lookupBase: Int
    ) throws(Diagnostic) {
        let value = contexts.resolve(section.name, hints: &lookupHints, base: lookupBase) ?? .null
        let values: ArraySlice<TemplateValue>?
        switch (value, section.isInverted) {
        case (.list(let elements), false):
            guard !elements.isEmpty else { return }
            values = elements[...]
        case (.list(let elements), true):
            guard elements.isEmpty else { return }
            values = nil
        case (_, false):
            guard value.isTruthy else { return }
            values = [value]
        case (_, true):
            guard !value.isTruthy else { return }
            values = nil
        }
        try push(
            Frame(nodes: section.children, path: path, indentation: indentation, remainingValues: values,
                  lookupBase: lookupBase),
            openedAt: section.position, in: path)
    }

    /// Pushes `frame`, and the first of its values onto the context stack; fails when that
    /// would nest deeper than the limit.
    private mutating func push(_ frame: Frame, openedAt position: TextPosition, in path: String) throws(Diagnostic) {
        guard frames.count <= MustacheTemplate.maximumNestingDepth else {
            throw MustacheError.nestedTooDeep.diagnostic(path: path, position: position)
        }
        guard sectionsLeft > 0 else {
            throw MustacheError.tooManySectionsEntered.diagnostic(path: path, position: position)
        }
        sectionsLeft -= 1
        var frame = frame
        frame.openedAt = SourceLocation(path: path, position: position)
        if let first = frame.remainingValues?.popFirst() {
            contexts.push(first)
        }
        frames.append(frame)
    }

    /// `error` at the tag that opened the frame at `index`, or at the template's start.
    private func error(_ error: MustacheError, inFrame index: Int) -> Diagnostic {
        let opening = frames[index].openedAt ?? SourceLocation(path: frames[index].path, position: .start)
        return error.diagnostic(path: opening.path, position: opening.position)
    }

    /// The parsed partial `name` and where its look-up slots start, or `nil` when it is missing
    /// and missing partials render nothing.
    private mutating func partial(
        named name: String, path: String, position: TextPosition
    ) throws(Diagnostic) -> (template: MustacheTemplate, lookupBase: Int)? {
        let found: (template: MustacheTemplate?, lookupBase: Int)
        if let parsed = parsedPartials.first(where: { $0.name == name }) {
            found = (parsed.template, parsed.lookupBase)
        } else if let source = partials.partial(named: name) {
            let template = try MustacheTemplate(parsing: source.text, path: source.path)
            found = (template, lookupHints.count)
            lookupHints.append(contentsOf: repeatElement(0, count: template.lookupSlotCount))
            parsedPartials.append((name, template, found.lookupBase))
        } else {
            found = (nil, 0)
            parsedPartials.append((name, nil, 0))
        }
        guard let template = found.template else {
            if partials.whenMissing == .reportError {
                throw MustacheError.unknownPartial(name).diagnostic(path: path, position: position)
            }
            return nil
        }
        return (template, found.lookupBase)
    }
}
