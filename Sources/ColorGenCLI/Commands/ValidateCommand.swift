// The `colorgen validate` command: checks DTCG token and resolver files, and the other input forms, and prints every problem.
import ColorGenKit
import ColorGenModel
import CommandOptions
import DesignTokens
import DiskFiles
import SourceDiagnostics

/// `colorgen validate`: checks token and resolver files, and inputs in the other forms colorgen
/// reads, and prints every problem found.
enum ValidateCommand: Command {
    static let kind = ValueOption(
        "kind", DocumentKind.allCases.map(\.rawValue).joined(separator: "|"),
        help: "what the files are; by default each file's kind is detected (a resolver file has a "
            + "top-level \"resolutionOrder\")") { word throws(UsageError) in
        guard let kind = DocumentKind(rawValue: word) else {
            throw UsageError("--kind must be 'tokens' or 'resolver', not '\(word)'")
        }
        return kind
    }
    static let merged = FlagOption("merged", help: "check token files together, merged in order")

    static let spec = CommandSpec(
        name: "validate",
        summary: "Check token and resolver files, and colors in the other forms colorgen reads, and list every problem",
        forms: [UsageForm([.otherOptions, .operand("FILE", repeats: true)]),
                UsageForm([.required(merged), .operand("TOKENFILE", repeats: true)])],
        description: """
            Checks each FILE against the W3C Design Tokens Format Module 2025.10 (token files) or the
            Resolver Module 2025.10 (resolver files, whose token files are checked as the resolver merges
            them, once per context of each modifier) and prints every problem as
            `path:line:column: error|warning: message`. A FILE (or folder) in another form colorgen
            reads (an Xcode asset catalog, an Android res/ folder or resource file, a Material Theme
            Builder export, Theo, DSP, a Figma variables response, a single-file Tokens Studio export)
            is checked as that form: its own problems, then the tokens of each scheme it gives, with a
            note saying how it was read. colorgen's own config is checked as generate checks it. Files named *.json5 are read as JSON5. Each
            token file is checked on its own, so its aliases must resolve within it; with --merged the
            token files are merged in order (a later file wins) and checked together, as a scheme of
            colorgen.json merges them.
            """,
        options: [kind, merged],
        exitStatus: """
            exit status: 0 when every file is valid (warnings allowed), 1 when any has an error,
            2 for a wrong command line.
            """)

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let kind = try arguments.value(of: Self.kind)
        guard !arguments.positionals.isEmpty else {
            throw UsageError("no files to validate")
        }
        let loader = DiskSourceLoader()
        var diagnostics: [Diagnostic] = []
        if arguments.isSet(merged) {
            guard kind != .resolver else {
                throw UsageError("--merged checks token files; it cannot be combined with --kind resolver")
            }
            diagnostics = DocumentValidator.validateMerged(paths: arguments.positionals, loader: loader)
        } else {
            for path in arguments.positionals {
                // Unless --kind says what the file is, another input form (an asset catalog, Android
                // resources, Theo, ...) is checked as that form and colorgen's config as a config;
                // the file is read and parsed once.
                guard kind == nil else {
                    diagnostics += DocumentValidator.validate(path: path, kind: kind, loader: loader)
                    continue
                }
                switch InputValidation.validate(path: path, loader: loader) {
                case .checked(let found):
                    diagnostics += found
                case .document(.success(let document)) where Generator.looksLikeConfig(document.root):
                    diagnostics += Generator.validateConfig(document)
                case .document(let parsed):
                    diagnostics += DocumentValidator.validate(parsed, kind: nil, loader: loader)
                case .unreadable:
                    diagnostics += DocumentValidator.validate(path: path, kind: nil, loader: loader)
                }
            }
        }
        Console.report(diagnostics)
        return diagnostics.containsErrors ? .failure : .success
    }
}
