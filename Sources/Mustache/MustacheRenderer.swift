// Non-recursive renderer of programs into UTF-8, with a frame stack, lazy partial linking and limits.
import SourceDiagnostics

/// Renders a template's ``MustacheProgram`` against a context stack into one growing buffer of UTF-8.
///
/// The renderer does not recurse: sections and partials being rendered are frames on an
/// explicit stack, so the call stack stays flat however deep templates nest. More than
/// ``MustacheTemplate/maximumNestingDepth`` frames above the template's own (e.g. a partial that
/// includes itself forever) is reported as an error, and so is entering sections and partials
/// or writing output beyond the template's limits. Partials are parsed the first time they
/// are used, unless parsed ahead, and linked into the program being rendered, for the rest of the render.
struct MustacheRenderer {
    /// A range of instructions being rendered: the template, a partial, or a section's body.
    private struct Frame {
        /// The next instruction to render.
        var next: Int
        /// Where the frame's instructions end.
        let end: Int
        /// Where the frame's instructions start, for rendering a section again for its next value.
        let start: Int
        /// The index in ``MustacheRenderer/indentations`` of what ``MustacheProgram/Instruction/lineStart``
        /// prints: the indentation of the partial being rendered.
        let indentation: Int
        /// What the frame pushed onto the context stack.
        let pushed: Pushed
        /// For a section over a list, the position in the list of the element on top of the context stack.
        var elementIndex = 0
        /// The tag that opened the frame (`nil` for the template), for diagnostics.
        let openedAt: MustacheProgram.TagSource?
    }

    /// What a frame's instructions render on. The values themselves are on the context stack
    /// and in ``MustacheRenderer/lists``, so that a frame holds no reference and reading it counts none.
    private enum Pushed {
        /// Nothing pushed: the template, a partial or an inverted section renders once in place.
        case nothing
        /// One value, for a section on a true value that is not a list.
        case value
        /// The elements of a list, one after another, for a section over the list: the innermost
        /// of ``MustacheRenderer/lists``.
        case elements
    }

    private let output = MustacheOutputBuffer()
    private var contexts: MustacheContextStack
    private var frames: [Frame] = []
    /// The lists that the sections being rendered go through, innermost last: one for each frame
    /// that pushed ``Pushed/elements``.
    private var lists: [[TemplateValue]] = []
    private var program: MustacheProgram
    private let partials: MustachePartials
    /// The partials met so far by name with where their instructions lie in ``program``; `nil`
    /// records a name the caller does not supply. Templates use a handful of partials, so a
    /// list is searched.
    private var linkedPartials: [(name: String, instructions: Range<Int>?)] = []
    /// For each partial tag of ``program``, once rendered: where the partial's instructions lie
    /// (`nil` for a missing partial), so a tag rendered again needs no search by name.
    private var partialTagLinks: [Range<Int>??] = []
    /// The indentations partials print at their lines' starts; frames refer to them by index.
    private var indentations = [""]
    /// The indentations made so far by a partial tag (`partial`, its index in the program's
    /// partials) inside lines already indented (`enclosing`), as indices in ``indentations``.
    /// Templates nest few partials, so the list is short and searched; a list, unlike a
    /// dictionary, needs no run-time conformance look-up when a process first uses it.
    private var nestedIndentations: [(enclosing: Int, partial: Int, indentation: Int)] = []
    /// For each look-up slot of the program, the position in a map where that part of a name
    /// was last found.
    private var lookupHints: [Int] = []
    /// How much work the render may do.
    private var budget: MustacheRenderBudget
    /// How many sections and partials have been entered.
    private var sectionsEntered = 0
    /// What a name the data lacks does.
    private let missingNames: MustacheTemplate.MissingNameBehavior

    /// A renderer of `template` for `context` with `partials` available, within a budget that
    /// grows with the context (``MustacheRenderBudget``), or within the fixed limits given.
    init(template: MustacheTemplate, context: TemplateValue, partials: MustachePartials,
         missingNames: MustacheTemplate.MissingNameBehavior = .renderNothing,
         maximumSectionsEntered: Int? = nil, maximumOutputBytes: Int? = nil) {
        self.missingNames = missingNames
        self.program = template.program
        self.contexts = MustacheContextStack(root: context)
        self.partials = partials
        self.budget = MustacheRenderBudget(context: context, fixedSections: maximumSectionsEntered,
                                           fixedBytes: maximumOutputBytes)
        budget.add(program.instructions[program.main])
    }

    /// The text of the template, as UTF-8.
    mutating func render() throws(Diagnostic) -> [UInt8] {
        lookupHints = Array(repeating: 0, count: program.lookupSlotCount)
        partialTagLinks = Array(repeating: nil, count: program.partials.count)
        frames = [Frame(next: program.main.lowerBound, end: program.main.upperBound, start: program.main.lowerBound,
                        indentation: 0, pushed: .nothing, openedAt: nil)]
        while let top = frames.indices.last {
            guard budget.allowsOutput(output.count) else {
                throw error(.outputTooLarge(limit: budget.byteLimit()), inFrame: top)
            }
            let next = frames[top].next
            guard next < frames[top].end else {
                try finishPass(ofTopFrame: top)
                continue
            }
            frames[top].next = next + 1
            switch program.instructions[next] {
            case .text(let index):
                // Copied from the program's own bytes: a slice of them would count a reference.
                let range = program.textRanges[index]
                program.textBytes.withUnsafeBufferPointer { bytes in
                    output.append(UnsafeBufferPointer(rebasing: bytes[range]))
                }
            case .lineStart:
                let indentation = frames[top].indentation
                if indentation != 0 { output.appendUTF8(indentations[indentation]) }
            case .variable(let index):
                try interpolate(variableAt: index)
            case .section(let index):
                try enter(sectionAt: index, indentation: frames[top].indentation)
            case .partial(let index):
                try include(partialAt: index, enclosingIndentation: frames[top].indentation)
            }
        }
        return output.bytes
    }

    /// Ends one rendering of the top frame's instructions: starts the next element of a section
    /// over a list, or removes the frame.
    private mutating func finishPass(ofTopFrame top: Int) throws(Diagnostic) {
        switch frames[top].pushed {
        case .nothing:
            break
        case .value:
            contexts.pop()
        case .elements:
            contexts.pop()
            let nextIndex = frames[top].elementIndex + 1
            let list = lists.count - 1
            if nextIndex < lists[list].count {
                guard budget.allowsSection(after: sectionsEntered) else {
                    throw error(.tooManySectionsEntered(limit: budget.sectionLimit()), inFrame: top)
                }
                sectionsEntered += 1
                contexts.push(lists[list][nextIndex])
                frames[top].elementIndex = nextIndex
                frames[top].next = frames[top].start
                return
            }
            lists.removeLast()
        }
        frames.removeLast()
    }

    private mutating func interpolate(variableAt index: Int) throws(Diagnostic) {
        let variable = program.variables[index]
        guard let found = contexts.resolve(program.names[variable.name], hints: &lookupHints,
                                           base: variable.source.lookupBase) else {
            try reportMissing(variable.name, at: variable.source)
            return
        }
        switch found {
        case .null:
            break
        case .bool(let bool):
            output.appendLiteral(bool ? "true" : "false")
        case .number(let number):
            var text: [UInt8] = []
            number.appendText(to: &text)
            output.append(text)
        case .string(let string):
            if variable.escaped {
                output.appendHTMLEscaped(string)
            } else {
                output.appendUTF8(string)
            }
        case let value:
            throw error(.notInterpolatable(name: program.names[variable.name].text, kind: value.kindName),
                        at: variable.source)
        }
    }

    /// Starts rendering the section at `index` if its data says so: once per element of a list,
    /// once on a true value, or once in place for an inverted section over false or empty data.
    private mutating func enter(sectionAt index: Int, indentation: Int) throws(Diagnostic) {
        let section = program.sections[index]
        let found = contexts.resolve(program.names[section.name], hints: &lookupHints, base: section.source.lookupBase)
        if found == nil { try reportMissing(section.name, at: section.source) }
        let value = found ?? .null
        func frame(_ pushed: Pushed) -> Frame {
            Frame(next: section.body.lowerBound, end: section.body.upperBound, start: section.body.lowerBound,
                  indentation: indentation, pushed: pushed, openedAt: section.source)
        }
        switch (value, section.isInverted) {
        case (.list(let elements), false):
            guard !elements.isEmpty else { return }
            try push(frame(.elements), context: elements[0])
            lists.append(elements)
        case (.list(let elements), true):
            guard elements.isEmpty else { return }
            try push(frame(.nothing))
        case (_, false):
            guard value.isTruthy else { return }
            try push(frame(.value), context: value)
        case (_, true):
            guard !value.isTruthy else { return }
            try push(frame(.nothing))
        }
    }

    /// Starts rendering the partial at `index`, whose lines get `enclosingIndentation` and the
    /// partial tag's own indentation; a missing partial renders nothing or is an error, as the
    /// partials say.
    private mutating func include(partialAt index: Int, enclosingIndentation: Int) throws(Diagnostic) {
        let instructions: Range<Int>?
        if let linked = partialTagLinks[index] {
            instructions = linked
        } else {
            instructions = try link(program.partials[index])
            partialTagLinks[index] = instructions
            partialTagLinks += repeatElement(nil, count: program.partials.count - partialTagLinks.count)
        }
        guard let instructions else { return }
        let source = program.partials[index].source
        try push(Frame(next: instructions.lowerBound, end: instructions.upperBound, start: instructions.lowerBound,
                       indentation: indentation(ofPartialAt: index, inside: enclosingIndentation),
                       pushed: .nothing, openedAt: source))
    }

    /// The index in ``indentations`` of the lines of the partial tag at `index` rendered inside
    /// lines indented by `enclosing`: the two indentations one after the other.
    private mutating func indentation(ofPartialAt index: Int, inside enclosing: Int) -> Int {
        guard !program.partials[index].indentation.isEmpty else { return enclosing }
        if let known = nestedIndentations.first(where: { $0.enclosing == enclosing && $0.partial == index }) {
            return known.indentation
        }
        indentations.append(indentations[enclosing] + program.partials[index].indentation)
        nestedIndentations.append((enclosing, index, indentations.count - 1))
        return indentations.count - 1
    }

    /// Pushes `frame`, and `context` (the value or first element it renders on) onto the context
    /// stack; fails when that would nest deeper than the limit.
    private mutating func push(_ frame: Frame, context: TemplateValue? = nil) throws(Diagnostic) {
        guard frames.count <= MustacheTemplate.maximumNestingDepth else {
            throw error(.nestedTooDeep, at: frame.openedAt)
        }
        guard budget.allowsSection(after: sectionsEntered) else {
            throw error(.tooManySectionsEntered(limit: budget.sectionLimit()), at: frame.openedAt)
        }
        sectionsEntered += 1
        if let context { contexts.push(context) }
        frames.append(frame)
    }

    /// The instructions of the partial a tag names, parsed and linked on first use; `nil` when
    /// it is missing and missing partials render nothing.
    private mutating func link(_ partial: MustacheProgram.Partial) throws(Diagnostic) -> Range<Int>? {
        let instructions: Range<Int>?
        if let linked = linkedPartials.first(where: { $0.name == partial.name }) {
            instructions = linked.instructions
        } else if let source = partials.partial(named: partial.name) {
            if let refusal = source.refusal { throw error(.refusedPartial(partial.name, reason: refusal), at: partial.source) }
            let template = try source.template()
            instructions = program.link(template.program)
            if let instructions { budget.add(program.instructions[instructions]) }
            lookupHints.append(contentsOf: repeatElement(0, count: template.program.lookupSlotCount))
            linkedPartials.append((partial.name, instructions))
        } else {
            instructions = nil
            linkedPartials.append((partial.name, nil))
        }
        if instructions == nil, partials.whenMissing == .reportError {
            throw error(.unknownPartial(partial.name), at: partial.source)
        }
        return instructions
    }

    /// Throws for the name at `index` of the program's names, which the data lacks, when missing
    /// names are errors and it is not optional.
    private func reportMissing(_ index: Int, at source: MustacheProgram.TagSource) throws(Diagnostic) {
        guard missingNames == .reportError, !program.names[index].isOptional else { return }
        throw error(.unknownName(program.names[index].text), at: source)
    }

    /// `error` at the tag that opened the frame at `index`.
    private func error(_ error: MustacheError, inFrame index: Int) -> Diagnostic {
        self.error(error, at: frames[index].openedAt)
    }

    /// `error` at the tag `source`, or at the template's start when there is no tag to blame.
    private func error(_ error: MustacheError, at source: MustacheProgram.TagSource?) -> Diagnostic {
        guard let source else { return error.diagnostic(path: program.paths[0], position: .start) }
        return error.diagnostic(path: program.paths[source.path], position: source.position)
    }
}
