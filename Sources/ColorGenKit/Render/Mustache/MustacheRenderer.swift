/// Renders a parsed template against a context stack into one growing output string.
///
/// Partials are parsed the first time they are used and reused for the rest of the render.
/// Sections and partials entered at once are counted, and more than
/// ``MustacheTemplate/maximumNestingDepth`` of them (e.g. a partial that includes itself
/// forever) is reported as an error instead of overflowing the call stack.
struct MustacheRenderer {
    private var output = ""
    private var contexts: MustacheContextStack
    private let partials: MustachePartials
    /// Parsed partials by name; `nil` records a name the caller does not supply.
    private var parsedPartials: [String: MustacheTemplate?] = [:]
    private var depth = 0

    /// A renderer for `context` with `partials` available.
    init(context: TemplateValue, partials: MustachePartials) {
        self.contexts = MustacheContextStack(root: context)
        self.partials = partials
    }

    /// The text of `template`.
    mutating func render(_ template: MustacheTemplate) throws(Diagnostic) -> String {
        output = ""
        try render(template.nodes, path: template.path, indentation: "")
        return output
    }

    private mutating func render(_ nodes: [MustacheNode], path: String, indentation: String) throws(Diagnostic) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                output += indentation
            case .variable(let name, let escaped, let position):
                try interpolate(name, escaped: escaped, path: path, position: position)
            case .section(let section):
                try render(section, path: path, indentation: indentation)
            case .partial(let name, let ownIndentation, let position):
                guard let partial = try partial(named: name, path: path, position: position) else { continue }
                try enterNesting(path: path, position: position)
                defer { depth -= 1 }
                try render(partial.nodes, path: partial.path, indentation: indentation + ownIndentation)
            }
        }
    }

    private mutating func interpolate(
        _ name: MustacheName, escaped: Bool, path: String, position: TextPosition
    ) throws(Diagnostic) {
        switch contexts.resolve(name) ?? .null {
        case .null:
            break
        case .bool(let bool):
            output += bool ? "true" : "false"
        case .number(let number):
            output += number.description
        case .string(let string):
            if escaped {
                output.appendHTMLEscaped(string)
            } else {
                output += string
            }
        case let value:
            throw MustacheError.notInterpolatable(name: name.text, kind: value.kindName)
                .diagnostic(path: path, position: position)
        }
    }

    private mutating func render(_ section: MustacheSection, path: String, indentation: String) throws(Diagnostic) {
        let value = contexts.resolve(section.name) ?? .null
        try enterNesting(path: path, position: section.position)
        defer { depth -= 1 }
        switch (value, section.isInverted) {
        case (.list(let elements), false):
            for element in elements {
                try render(section.children, on: element, path: path, indentation: indentation)
            }
        case (.list(let elements), true):
            if elements.isEmpty {
                try render(section.children, path: path, indentation: indentation)
            }
        case (_, false):
            if value.isTruthy {
                try render(section.children, on: value, path: path, indentation: indentation)
            }
        case (_, true):
            if !value.isTruthy {
                try render(section.children, path: path, indentation: indentation)
            }
        }
    }

    /// Renders `nodes` with `value` on top of the context stack.
    private mutating func render(
        _ nodes: [MustacheNode], on value: TemplateValue, path: String, indentation: String
    ) throws(Diagnostic) {
        contexts.push(value)
        defer { contexts.pop() }
        try render(nodes, path: path, indentation: indentation)
    }

    /// Counts one more level of nesting, failing past the limit; the caller undoes it.
    private mutating func enterNesting(path: String, position: TextPosition) throws(Diagnostic) {
        guard depth < MustacheTemplate.maximumNestingDepth else {
            throw MustacheError.nestedTooDeep.diagnostic(path: path, position: position)
        }
        depth += 1
    }

    /// The parsed partial `name`, or `nil` when it is missing and missing partials render nothing.
    private mutating func partial(
        named name: String, path: String, position: TextPosition
    ) throws(Diagnostic) -> MustacheTemplate? {
        let template: MustacheTemplate?
        if let parsed = parsedPartials[name] {
            template = parsed
        } else if let source = partials.partial(named: name) {
            template = try MustacheTemplate(parsing: source.text, path: source.path)
            parsedPartials[name] = .some(template)
        } else {
            template = nil
            parsedPartials[name] = .some(nil)
        }
        if template == nil && partials.whenMissing == .reportError {
            throw MustacheError.unknownPartial(name).diagnostic(path: path, position: position)
        }
        return template
    }
}
