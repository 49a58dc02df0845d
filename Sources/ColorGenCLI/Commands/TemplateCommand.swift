// The `colorgen template` command: render a template against a JSON context, list or show built-ins.
import ColorGenKit
import ColorGenRender
import CommandOptions
import DiskFiles
import Mustache
import PositionalJSON
import SourceDiagnostics

/// `colorgen template`: try, list and copy the Mustache templates outputs are rendered from.
enum TemplateCommand: Command {
    static let context = ValueOption("context", "CONTEXT.json", help: "the JSON data to render with (render only)")
    static let partials = ValueOption("partials", "DIR", help: "where partials are looked up first (render only)")

    static let render = UsageForm(
        action: "render", [.operand("TEMPLATE"), .required(context), .optional(partials)],
        help: "Renders TEMPLATE (a file path, or the name of a built-in template) with the JSON file "
            + "CONTEXT.json as its data and prints the result. A partial {{> name}} is read from "
            + "DIR/name.mustache (DIR defaults to the template's folder), then from the built-in partials.")
    static let list = UsageForm(action: "list", [], help: "Lists the built-in templates and partials.")
    static let show = UsageForm(
        action: "show", [.operand("NAME")], help: "Prints a built-in template (or partials/NAME) to copy and edit.")

    static let spec = CommandSpec(
        name: "template",
        summary: "Render a template against a JSON context; list or print the built-in templates",
        forms: [render, list, show],
        description: "Helps template authors: try a template against data, and start from a built-in one.",
        options: [context, partials],
        exitStatus: "Template errors are printed as `path:line:column: error: message`; exit status 1.")

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let actions = spec.actions.dropLast().joined(separator: ", ") + " or " + (spec.actions.last ?? "")
        guard let verb = arguments.positionals.first else {
            throw UsageError("missing what to do: \(actions)")
        }
        let operands = Array(arguments.positionals.dropFirst())
        switch verb {
        case list.action:
            try expect(operands, in: list)
            Console.out("templates:")
            for name in BuiltInTemplates.names { Console.out("  \(name)") }
            Console.out("partials:")
            for name in BuiltInTemplates.partialNames { Console.out("  partials/\(name)") }
            Console.out("format pieces (rendered by a format with data of their own):")
            for name in BuiltInTemplates.pieceNames { Console.out("  \(name)") }
            return .success
        case show.action:
            try expect(operands, in: show)
            let name = operands[0]
            let text = name.hasPrefix("partials/")
                ? BuiltInTemplates.partialText(named: String(name.dropFirst("partials/".count)))
                : BuiltInTemplates.text(named: name)
            guard let text else {
                let known = BuiltInTemplates.names + BuiltInTemplates.partialNames.map { "partials/" + $0 }
                    + BuiltInTemplates.pieceNames
                throw UsageError("no built-in template '\(name)'" + Suggestion.hint(for: name, in: known))
            }
            Console.write(text)
            return .success
        case render.action:
            try expect(operands, in: render)
            guard let contextPath = try arguments.value(of: context) else {
                throw UsageError("render needs \(context.spec.usage)")
            }
            return render(operands[0], contextPath: contextPath, partialFolder: try arguments.value(of: partials))
        default:
            throw UsageError("unknown template action '\(verb)'; expected \(actions)")
        }
    }

    /// Throws the usage of `form` unless `operands` are as many as it takes.
    private static func expect(_ operands: [String], in form: UsageForm) throws(UsageError) {
        guard operands.count == form.operandCount else {
            throw UsageError("usage: " + Synopsis.lines(of: spec, forms: [form]).joined(separator: "\n"))
        }
    }

    private static func render(_ template: String, contextPath: String, partialFolder: String?) -> ExitStatus {
        let loader = DiskSourceLoader()
        var diagnostics: [Diagnostic] = []
        let source: (text: String, path: String)
        do {
            source = (String(decoding: try loader.load(template), as: UTF8.self), template)
        } catch {
            // A built-in template's name reads the built-in one unless a file of that name is there.
            let isMissing = loader.item(at: template).kind == .nothing
            if isMissing, let builtIn = BuiltInTemplates.text(named: template) {
                source = (builtIn, BuiltInTemplates.path(of: template))
            } else {
                Console.error("colorgen: error: cannot read template '\(template)': "
                              + (isMissing ? "no such file or built-in template" : error.reason))
                return .failure
            }
        }
        let data: TemplateValue
        do {
            let document = try JSONParser.parse(try loader.load(contextPath), path: contextPath)
            diagnostics += document.warnings
            data = TemplateValue(document.root)
        } catch let error as Diagnostic {
            Console.report(diagnostics + [error])
            return .failure
        } catch {
            Console.error("colorgen: error: cannot read context '\(contextPath)': \((error as? SourceLoaderError)?.reason ?? "\(error)")")
            return .failure
        }
        let folder = partialFolder ?? SourcePath.directory(of: source.path)
        let partials = MustachePartials(folder: folder, loader: DiskSourceLoader(), fallingBackTo: BuiltInTemplates.partials)
        do {
            let rendered = try MustacheTemplate(parsing: source.text, path: source.path)
                .render(data, partials: partials, missingNames: .reportError)
            Console.report(diagnostics)
            Console.write(rendered)
            return .success
        } catch {
            Console.report(diagnostics + [error])
            return .failure
        }
    }
}
