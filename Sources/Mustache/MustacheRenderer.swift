// Non-recursive renderer of programs into UTF-8, with a frame stack, lazy partial linking and limits.
import SourceDiagnostics

/// Renders a template's ``MustacheProgram`` against a context stack into one growing buffer of UTF-8.
///
/// The renderer does not recurse: sections and partials being rendered are frames on an
/// explicit stack, so the call stack stays flat however deep templates nest. More than
/// ``MustacheTemplate/maximumNestingDepth`` frames above the template's own (e.g. a partial that
/// includes itself forever) is reported as an error, and so is entering sections and partials
/// or writing output beyond the template's limits. Partials are parsed the first time they
/// are used and linked into the program being rendered, for the rest of the render.
struct MustacheRenderer {
    /// A range of instructions being rendered: the template, a partial, or a section's body.
    private struct Frame {
        /// The next instruction to render.
        var next: Int
        /// Where the frame's instructions end.
        let end: Int
        /// Where the frame's instructions start, for rendering a section again for its next value.
        let start: Int
        /// What ``MustacheProgram/Instruction/lineStart`` prints: the indentation of the partial being rendered.
        let indentation: String
        /// For a section rendered on values pushed onto the context stack, the values it renders
        /// on, one after another; `nil` when the instructions render once without pushing.
        let values: [TemplateValue]?
        /// The position in ``values`` of the value on top of the context stack.
        var valueIndex = 0
        /// The tag that opened the frame (`nil` for the template), for diagnostics.
        let openedAt: MustacheProgram.TagSource?
    }

    private var output: [UInt8] = []
    private var contexts: MustacheContextStack
    private var frames: [Frame] = []
    private var program: MustacheProgram
    private let partials: MustachePartials
    /// The partials met so far by name with where their instructions lie in ``program``; `nil`
    /// records a name the caller does not supply. Templates use a handful of partials, so a
    /// list is searched.
    private var linkedPartials: [(name: String, instructions: Range<Int>?)] = []
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
        frames = [Frame(next: program.main.lowerBound, end: program.main.upperBound, start: program.main.lowerBound,
                        indentation: "", values: nil, openedAt: nil)]
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
                output.appendUTF8(program.texts[index])
            case .lineStart:
                output.appendUTF8(frames[top].indentation)
            case .variable(let index):
                try interpolate(variableAt: index)
            case .section(let index):
                try enter(sectionAt: index, indentation: frames[top].indentation)
            case .partial(let index):
                try include(partialAt: index, enclosingIndentation: frames[top].indentation)
            }
        }
        return output
    }

    /// Ends one rendering of the top frame's instructions: starts the next value of a section
    /// over a list, or removes the frame.
    private mutating func finishPass(ofTopFrame top: Int) throws(Diagnostic) {
        if let count = frames[top].values?.count {
            contexts.pop()
            let nextIndex = frames[top].valueIndex + 1
            if nextIndex < count {
                guard budget.allowsSection(after: sectionsEntered) else {
                    throw error(.tooManySectionsEntered(limit: budget.sectionLimit()), inFrame: top)
                }
                sectionsEntered += 1
                contexts.push(frames[top].values![nextIndex])
                frames[top].valueIndex = nextIndex
                frames[top].next = frames[top].start
                return
            }
        }
        frames.removeLast()
    }

    private mutating func interpolate(variableAt index: Int) throws(Diagnostic) {
        // The name is read in place in the program, not copied out of it.
        let found = contexts.resolve(program.variables[index].name, hints: &lookupHints,
                                     base: program.variables[index].source.lookupBase)
        if found == nil { try reportMissing(program.variables[index].name, at: program.variables[index].source) }
        switch found ?? .null {
        case .null:
            break
        case .bool(let bool):
            output.appendUTF8(bool ? "true" : "false")
        case .number(let number):
            number.appendText(to: &output)
        case .string(let string):
            if program.variables[index].escaped {
                output.appendHTMLEscaped(string)
            } else {
                output.appendUTF8(string)
            }
        case let value:
            let variable = program.variables[index]
            throw error(.notInterpolatable(name: variable.name.text, kind: value.kindName), at: variable.source)
        }
    }

    /// Starts rendering the section at `index` if its data says so: once per element of a list,
    /// once on a true value, or once in place for an inverted section over false or empty data.
    private mutating func enter(sectionAt index: Int, indentation: String) throws(Diagnostic) {
        let section = program.sections[index]
        let found = contexts.resolve(section.name, hints: &lookupHints, base: section.source.lookupBase)
        if found == nil { try reportMissing(section.name, at: section.source) }
        let value = found ?? .null
        let values: [TemplateValue]?
        switch (value, section.isInverted) {
        case (.list(let elements), false):
            guard !elements.isEmpty else { return }
            values = elements
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
        try push(Frame(next: section.body.lowerBound, end: section.body.upperBound, start: section.body.lowerBound,
                       indentation: indentation, values: values, openedAt: section.source))
    }

    /// Starts rendering the partial at `index`, whose lines get `enclosingIndentation` and the
    /// partial tag's own indentation; a missing partial renders nothing or is an error, as the
    /// partials say.
    private mutating func include(partialAt index: Int, enclosingIndentation: String) throws(Diagnostic) {
        let partial = program.partials[index]
        guard let instructions = try link(partial) else { return }
        let indentation = partial.indentation.isEmpty ? enclosingIndentation : enclosingIndentation + partial.indentation
        try push(Frame(next: instructions.lowerBound, end: instructions.upperBound, start: instructions.lowerBound,
                       indentation: indentation, values: nil, openedAt: partial.source))
    }

    /// Pushes `frame`, and the first of its values onto the context stack; fails when that
    /// would nest deeper than the limit.
    private mutating func push(_ frame: Frame) throws(Diagnostic) {
        guard frames.count <= MustacheTemplate.maximumNestingDepth else {
            throw error(.nestedTooDeep, at: frame.openedAt)
        }
        guard budget.allowsSection(after: sectionsEntered) else {
            throw error(.tooManySectionsEntered(limit: budget.sectionLimit()), at: frame.openedAt)
        }
        sectionsEntered += 1
        if let first = frame.values?.first {
            contexts.push(first)
        }
        frames.append(frame)
    }

    /// The instructions of the partial a tag names, parsed and linked on first use; `nil` when
    /// it is missing and missing partials render nothing.
    private mutating func link(_ partial: MustacheProgram.Partial) throws(Diagnostic) -> Range<Int>? {
        let instructions: Range<Int>?
        if let linked = linkedPartials.first(where: { $0.name == partial.name }) {
            instructions = linked.instructions
        } else if let source = partials.partial(named: partial.name) {
            let template = try MustacheTemplate(parsing: source.text, path: source.path)
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

    /// Throws for `name`, which the data lacks, when missing names are errors and it is not optional.
    private func reportMissing(_ name: MustacheName, at source: MustacheProgram.TagSource) throws(Diagnostic) {
        guard missingNames == .reportError, !name.isOptional else { return }
        throw error(.unknownName(name.text), at: source)
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
