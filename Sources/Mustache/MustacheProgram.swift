// Render-ready form of a template: integer instructions, side tables, and linking partials into one program.
import SourceDiagnostics

/// A template's syntax tree flattened for rendering: one list of instructions, where each
/// section's body is a contiguous range, and tables holding what the instructions refer to.
///
/// Instructions, variables and sections are plain integers, so stepping through them copies no
/// strings or arrays and costs no reference counting: names live in one table and literal text
/// in one byte buffer. The renderer links the partials it uses into the same program, so that
/// everything it renders is in one place.
struct MustacheProgram: Sendable {
    /// One step of rendering; its payload indexes a table of the program.
    enum Instruction: Sendable {
        /// Prints the literal text at the index of ``MustacheProgram/textRanges``.
        case text(Int)
        /// Prints the indentation of the partial being rendered.
        case lineStart
        /// Prints the variable at the index of ``MustacheProgram/variables``.
        case variable(Int)
        /// Renders the section at the index of ``MustacheProgram/sections``.
        case section(Int)
        /// Renders the partial at the index of ``MustacheProgram/partials``.
        case partial(Int)
    }

    /// Where a tag is written and how its names are looked up.
    struct TagSource: Sendable {
        /// The index in ``MustacheProgram/paths`` of the template the tag is written in.
        var path: Int
        /// Where the tag starts.
        var position: TextPosition
        /// Where the look-up slots of the tag's template start among all linked templates.
        var lookupBase: Int
    }

    /// A `{{name}}` tag.
    struct Variable: Sendable {
        /// The index in ``MustacheProgram/names`` of the name looked up.
        var name: Int
        /// Whether the value is HTML-escaped (`{{name}}`) or printed as it is.
        var escaped: Bool
        /// Where the tag is.
        var source: TagSource
    }

    /// A section or inverted section.
    struct Section: Sendable {
        /// The index in ``MustacheProgram/names`` of the name looked up.
        var name: Int
        /// Whether this is `{{^name}}`, rendered only for false or empty data.
        var isInverted: Bool
        /// The instructions between the opening and closing tags.
        var body: Range<Int>
        /// Where the opening tag is.
        var source: TagSource
    }

    /// A `{{> name}}` tag.
    struct Partial: Sendable {
        /// The partial's name.
        var name: String
        /// The indentation of a standalone partial tag, added to each line the partial prints.
        var indentation: String
        /// Where the tag is.
        var source: TagSource
    }

    /// Every instruction of the linked templates.
    private(set) var instructions: [Instruction] = []
    /// The UTF-8 of every literal text the instructions print, one after another.
    private(set) var textBytes: [UInt8] = []
    /// Where each literal text lies in ``textBytes``.
    private(set) var textRanges: [Range<Int>] = []
    /// The names variables and sections look up.
    private(set) var names: [MustacheName] = []
    /// The variable tags.
    private(set) var variables: [Variable] = []
    /// The sections.
    private(set) var sections: [Section] = []
    /// The partial tags.
    private(set) var partials: [Partial] = []
    /// The paths of the templates linked into the program, the program's own first.
    private(set) var paths: [String] = []
    /// The instructions of the template itself.
    private(set) var main: Range<Int> = 0..<0
    /// How many look-up slots the names of all linked templates take (see ``MustacheName/firstLookupSlot``).
    private(set) var lookupSlotCount = 0

    /// The program of the template `nodes` read from `path`, whose names take `lookupSlotCount` slots.
    ///
    /// Section bodies are laid out one after another with a work list rather than by recursion,
    /// so deeply nested sections need no call stack.
    init(_ nodes: [MustacheNode], path: String, lookupSlotCount: Int) {
        paths = [path]
        self.lookupSlotCount = lookupSlotCount
        func source(_ position: TextPosition) -> TagSource {
            TagSource(path: 0, position: position, lookupBase: 0)
        }
        var pending: [(nodes: [MustacheNode], section: Int?)] = [(nodes, nil)]
        while let (nodes, owner) = pending.popLast() {
            let start = instructions.count
            for node in nodes {
                switch node {
                case .text(let text):
                    instructions.append(.text(textRanges.count))
                    textRanges.append(textBytes.count..<textBytes.count + text.utf8.count)
                    textBytes.append(contentsOf: text.utf8)
                case .lineStart:
                    instructions.append(.lineStart)
                case .variable(let name, let escaped, let position):
                    instructions.append(.variable(variables.count))
                    variables.append(Variable(name: names.count, escaped: escaped, source: source(position)))
                    names.append(name)
                case .section(let section):
                    instructions.append(.section(sections.count))
                    pending.append((section.children, sections.count))
                    sections.append(Section(name: names.count, isInverted: section.isInverted, body: 0..<0,
                                            source: source(section.position)))
                    names.append(section.name)
                case .partial(let name, let indentation, let position):
                    instructions.append(.partial(partials.count))
                    partials.append(Partial(name: name, indentation: indentation, source: source(position)))
                }
            }
            if let owner {
                sections[owner].body = start..<instructions.count
            } else {
                main = start..<instructions.count
            }
        }
    }

    /// Adds the instructions and tables of `other` (a partial) after this program's, and returns
    /// where `other`'s own template now lies. Its names get look-up slots of their own.
    mutating func link(_ other: MustacheProgram) -> Range<Int> {
        let offsets = (instruction: instructions.count, text: textRanges.count, variable: variables.count,
                       section: sections.count, partial: partials.count, path: paths.count, lookup: lookupSlotCount,
                       name: names.count, textByte: textBytes.count)
        func moved(_ source: TagSource) -> TagSource {
            TagSource(path: source.path + offsets.path, position: source.position,
                      lookupBase: source.lookupBase + offsets.lookup)
        }
        instructions += other.instructions.map { instruction in
            switch instruction {
            case .text(let index): .text(index + offsets.text)
            case .lineStart: .lineStart
            case .variable(let index): .variable(index + offsets.variable)
            case .section(let index): .section(index + offsets.section)
            case .partial(let index): .partial(index + offsets.partial)
            }
        }
        textRanges += other.textRanges.map { $0.lowerBound + offsets.textByte..<$0.upperBound + offsets.textByte }
        textBytes += other.textBytes
        names += other.names
        variables += other.variables.map {
            Variable(name: $0.name + offsets.name, escaped: $0.escaped, source: moved($0.source))
        }
        sections += other.sections.map { section in
            Section(name: section.name + offsets.name, isInverted: section.isInverted,
                    body: section.body.lowerBound + offsets.instruction..<section.body.upperBound + offsets.instruction,
                    source: moved(section.source))
        }
        partials += other.partials.map { Partial(name: $0.name, indentation: $0.indentation, source: moved($0.source)) }
        paths += other.paths
        lookupSlotCount += other.lookupSlotCount
        return other.main.lowerBound + offsets.instruction..<other.main.upperBound + offsets.instruction
    }
}
