// The `colorgen preview` command: writes the HTML preview page of a config.
import ColorGenKit
import CommandOptions
import DiskFiles

/// `colorgen preview`: writes one self-contained HTML page showing every role in every scheme.
enum PreviewCommand: Command {
    static let defaultOutput = "colorgen-preview.html"

    static let output = ValueOption("output", "FILE", help: "where to write the page (default: \(defaultOutput))")

    static let spec = CommandSpec(
        name: "preview",
        summary: "Write an HTML page showing every role in every scheme with its contrast",
        forms: [UsageForm([.otherOptions])],
        description: """
            Resolves the config's schemes and writes one self-contained HTML page (inline CSS, no
            network) with every role as a swatch in every scheme side by side, grouped by role path,
            with its hex value and, for text, icon and button text roles and the foregrounds of the
            config's contrast pairs and of roles named on<Name>, the WCAG contrast ratio on what it
            is drawn on with a pass/fail mark (4.5:1 for text, 3:1 for icons); when no pair is
            checked at all, the page says so. The config's own outputs are not written. The page
            is checked as every output is: it never replaces an input, a special file or a file
            that is not a preview page colorgen wrote.
            """,
        options: [SharedOptions.config, output, SharedOptions.quiet],
        exitStatus: """
            exit status: 0 on success, 1 on invalid input or when the page cannot be written,
            2 for a wrong command line.
            """)

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let configPath = try arguments.value(of: SharedOptions.config) ?? GenerateCommand.defaultConfig
        let output = try arguments.value(of: Self.output) ?? defaultOutput
        let result = Generator.preview(configPath: configPath, loader: DiskSourceLoader(), outputPath: output)
        Console.report(result.diagnostics)
        // The page is written whenever there is one, also when declared contrast pairs fail
        // (it shows them); the exit status still reports the errors.
        guard !result.files.isEmpty else { return .failure }
        do {
            let outcomes = try OutputWriter().write(result.files.map { (path: $0.path, bytes: $0.bytes) })
            if !arguments.isSet(SharedOptions.quiet) {
                for outcome in outcomes { Console.out(outcome.outcome.line(for: outcome.path)) }
            }
            return result.diagnostics.containsErrors ? .failure : .success
        } catch {
            Console.error("colorgen: error: cannot write '\(error.path)': \(error.reason)")
            return .failure
        }
    }
}
