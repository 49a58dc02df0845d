// The `colorgen fix` command: writes the nearest passing color of each failing contrast pair into its token file.
import ColorGenKit
import CommandOptions
import DiskFiles

/// `colorgen fix`: the one command that edits token files, and only when run.
enum FixCommand: Command {
    static let scheme = ValueOption("scheme", "NAME", help: "fix only the pairs failing in this scheme")
    static let dryRun = FlagOption("dry-run", help: "print the changes as a unified diff and write nothing")

    static let spec = CommandSpec(
        name: "fix",
        summary: "Write the nearest passing color of each failing contrast pair into its token file",
        forms: [UsageForm([.otherOptions])],
        description: """
            Measures the config's contrast pairs like generate and, for each failing foreground
            whose color a token file holds, writes the nearest color that passes (the same hue, the
            lightness closest to the original) into the token holding the literal, following
            aliases. Only the value's bytes change: comments, order and spacing stay, in JSON and
            JSON5. A color that several roles share changes only when every pair of every one of
            them then passes; otherwise the conflict is reported with the roles. All files are
            written or none. With --dry-run, prints a unified diff and writes nothing.
            """,
        options: [SharedOptions.config, scheme, dryRun, SharedOptions.quiet],
        exitStatus: """
            exit status: 0 when every failing pair was fixed (or none failed), 1 when a pair is left
            failing, on invalid input or when a file cannot be written, 2 for a wrong command line.
            """)

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let configPath = try arguments.value(of: SharedOptions.config) ?? GenerateCommand.defaultConfig
        let fix = Generator.fix(configPath: configPath, loader: DiskSourceLoader(), scheme: try arguments.value(of: scheme))
        Console.report(fix.diagnostics)
        let quiet = arguments.isSet(SharedOptions.quiet)
        if arguments.isSet(dryRun) {
            for file in fix.files {
                Console.write(UnifiedDiff.render(old: file.old, new: file.new, oldLabel: "a/" + file.path, newLabel: "b/" + file.path))
            }
        } else if !fix.files.isEmpty {
            do {
                _ = try OutputWriter().write(fix.files.map { (path: $0.path, bytes: $0.new) })
            } catch {
                Console.error("colorgen: error: cannot write '\(error.path)': \(error.reason); nothing was written")
                return .failure
            }
        }
        if !quiet {
            for change in fix.changes { Console.out((arguments.isSet(dryRun) ? "would fix " : "fixed ") + change) }
            if fix.changes.isEmpty && fix.leftFailing == 0 && !fix.diagnostics.containsErrors {
                Console.out("every contrast pair passes; nothing to fix")
            }
        }
        return fix.diagnostics.containsErrors || fix.leftFailing > 0 ? .failure : .success
    }
}
