// The `colorgen generate` command (the default): options, --check/--diff, --watch, writing the outputs.
import ColorGenKit
import ColorGenModel
import CommandOptions
import DiskFiles
import Platform
import SourceDiagnostics

/// `colorgen generate` (also what `colorgen` alone runs): writes every configured output.
enum GenerateCommand: Command {
    static let outputDir = ValueOption(
        "output-dir", "DIR", help: "write outputs relative to DIR instead of the config's folder")
    static let flat = FlagOption(
        "flat", help: "with --output-dir: write each output directly in DIR under the last component of "
            + "its path (what the SwiftPM build plugin uses)")
    static let formats = ValueOption(
        "formats", "LIST", help: "only the outputs of these built-in formats, comma-separated (e.g. swift "
            + "or css,json); template outputs are skipped", parse: parseFormats)
    static let check = FlagOption(
        "check", help: "write nothing; exit 1 listing each output that is out of date and each file of an "
            + "owned folder that is no longer generated")
    static let diff = FlagOption(
        "diff", help: "with --check: when outputs are out of date, also print a unified diff of each such file "
            + "and how the roles differ from those generated (read back from the json output), as `colorgen diff` does")
    static let watch = FlagOption(
        "watch", help: "keep running: regenerate whenever the config, a scheme file or a template changes "
            + "(polled 4 times a second; a change is picked up within half a second once the file stops "
            + "changing), one line per run; errors are reported and leave the outputs untouched; Ctrl-C stops")
    static let staleHint = ValueOption(
        "stale-hint", "CMD", help: "with --check: the command to suggest for out-of-date outputs (default: "
            + "colorgen generate --config PATH; the SwiftPM plugins name their own)")
    static let refusedHint = ValueOption(
        "refused-hint", "CMD", help: "when the system refuses to write an output (no permission, or SwiftPM's "
            + "sandbox): the command to suggest at the output, '{folder}' standing for the refused folder (the "
            + "generate-colors command plugin names the SwiftPM permission for that folder)")
    static let noWait = FlagOption(
        "no-wait", help: "fail at once when another run is writing into the same folders, instead of "
            + "waiting for it")
    static let outputsWithin = ValueOption(
        "outputs-within", "DIR", help: "refuse any output outside DIR (symbolic links resolved)")
    static let verbose = FlagOption("verbose", help: "also list the files read")

    static let spec = CommandSpec(
        name: "generate",
        summary: "Generate every output of a colorgen.json (the default command)",
        forms: [UsageForm([.otherOptions])],
        description: """
            Reads the config and its scheme files, resolves every color role with the pinned rules
            version and writes each output. All outputs are written or none is: on any error nothing
            changes. A file whose contents would not change is left untouched. A folder an output
            owns (an asset catalog) is replaced as a whole when anything in it changes, deleting
            files no longer generated; colorgen refuses to take over an existing folder it did not
            write. No output may be an input of the run (the config, a scheme or resolver file, a
            template or partial), hold one, or write another output's files; paths are compared
            with symbolic links resolved. Outputs may lie anywhere, also outside the config's folder.

            Runs writing into the same folders take turns (a lock on '.colorgen.lock' in each
            folder), so the outputs are always one run's complete set; temporary files a killed run
            left there are removed by the next run.
            """,
        options: [SharedOptions.config, outputDir, flat, formats, check, diff, watch, staleHint, refusedHint, noWait,
                  outputsWithin, SharedOptions.quiet, verbose],
        constraints: [.excludes(SharedOptions.quiet, verbose), .requires(flat, outputDir), .excludes(watch, check),
                      .requires(diff, check)],
        exitStatus: """
            exit status: 0 on success, 1 on invalid input or out-of-date outputs (--check),
            2 for a wrong command line.
            """)

    /// The config used when `--config` is not given: `colorgen.json` here, else the repository's default.
    static var defaultConfig: String {
        existingDefaultConfig ?? "colorgen.json"
    }

    /// The first of `colorgen.json` and `Schemes/colorgen.json` that exists, or nil.
    static var existingDefaultConfig: String? {
        ["colorgen.json", "Schemes/colorgen.json"].first { SystemFileSystem().kind(at: $0, followingLinks: false) != nil }
    }

    /// What one generation is asked to do, as the command line says it.
    struct Options {
        var configPath: String
        var outputDirectory: String?
        var formats: Set<OutputFormat>?
        var flat: Bool
        var check: Bool
        var quiet: Bool
        var verbose: Bool
        /// With `check`: print the role diff from the generated roles to the new ones.
        var diff = false
        /// With `check`: the command suggested for out-of-date outputs (the SwiftPM plugins name their own).
        var staleHint: String? = nil
        /// Fail at once, instead of waiting, when another run holds an output folder's lock.
        var failsFastOnLock = false
        /// The only folder outputs may be written into, when given.
        var outputsWithin: String? = nil
        /// The command suggested for outputs the system refuses to write, `{folder}` standing for the folder.
        var refusedHint: String? = nil
    }

    /// How one generation went.
    struct Outcome {
        var status: ExitStatus
        /// The number of errors reported.
        var errorCount: Int
        /// The outputs written and left unchanged (none with `--check` or on errors).
        var written: [String] = []
        var unchanged: [String] = []
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let formats = try arguments.value(of: Self.formats).map(Set.init)
        guard let configPath = try arguments.value(of: SharedOptions.config) ?? existingDefaultConfig else {
            Console.error("colorgen: error: no config to generate from: looked for ./colorgen.json and ./Schemes/colorgen.json; "
                          + "run 'colorgen init' to start one here (a config and light and dark token files), "
                          + "or name one with --config PATH")
            return .failure
        }
        let options = Options(configPath: configPath,
                              outputDirectory: try arguments.value(of: outputDir), formats: formats,
                              flat: arguments.isSet(flat), check: arguments.isSet(check),
                              quiet: arguments.isSet(SharedOptions.quiet), verbose: arguments.isSet(verbose),
                              diff: arguments.isSet(diff), staleHint: try arguments.value(of: staleHint),
                              failsFastOnLock: arguments.isSet(noWait),
                              outputsWithin: try arguments.value(of: outputsWithin),
                              refusedHint: try arguments.value(of: refusedHint))
        if arguments.isSet(watch) {
            return GenerateWatcher(options: options).run()
        }
        return generate(options, loader: DiskSourceLoader()).status
    }

    /// Generates once, reading through `loader`, and prints what happened: every problem, and
    /// unless `listsFiles` is false or the options are quiet, each output's outcome.
    static func generate(_ options: Options, loader: any SourceLoader, listsFiles: Bool = true) -> Outcome {
        let configPath = options.configPath, quiet = options.quiet || !listsFiles
        // Outputs into another folder (the build plugin's work folder) cannot land in a target.
        let pluginTargets = options.outputDirectory == nil ? BuildPluginTargetsLookup.targets(aroundConfig: configPath) : nil
        let result = Generator.generate(configPath: configPath, loader: loader,
                                        outputDirectory: options.outputDirectory,
                                        formats: options.formats, flattensOutputPaths: options.flat,
                                        buildPluginTargets: pluginTargets)
        Console.report(result.diagnostics, quiet: options.quiet)
        let errorCount = result.diagnostics.filter { $0.severity == .error }.count
        guard errorCount == 0 else { return Outcome(status: .failure, errorCount: errorCount) }
        if options.verbose {
            for input in result.inputFiles { Console.out("read \(input)") }
        }
        if let targetFolder = BuildPluginInputsCheck.targetFolder {
            BuildPluginInputsCheck.warn(configPath: configPath, read: result.inputFiles, targetFolder: targetFolder)
        }
        let files = result.files.map { (path: $0.path, bytes: $0.bytes) }
        if let folder = options.outputsWithin {
            let outside = OutputConfinement.outside(folder, files.map(\.path) + result.ownedDirectories.map(\.path))
            for path in outside {
                Console.error("colorgen: error: output '\(path)' lies outside '\(folder)', the only folder outputs may be "
                              + "written into here (--outputs-within); no output was changed")
            }
            guard outside.isEmpty else { return Outcome(status: .failure, errorCount: outside.count) }
        }
        var writer = OutputWriter()
        writer.waiting = options.failsFastOnLock ? .failFast : .wait { folder in
            Console.error("colorgen: waiting for another colorgen run writing into '\(folder)' to finish ...")
        }
        if options.check {
            let differences: [OutputWriter.Difference]
            do {
                differences = try writer.differences(files, owning: result.ownedDirectories)
            } catch {
                Console.error("colorgen: error: cannot check '\(error.path)': \(error.reason)")
                return Outcome(status: .failure, errorCount: 1)
            }
            let fix = options.staleHint ?? "colorgen generate --config \(configPath)"
            for difference in differences {
                let problem = difference.kind == .stale ? "is no longer generated" : "is out of date"
                Console.error("colorgen: error: '\(difference.path)' \(problem); run '\(fix)'")
            }
            if !quiet && differences.isEmpty {
                Console.out(files.count == 1 ? "the output is up to date" : "all \(files.count) outputs are up to date")
            }
            if options.diff && !differences.isEmpty {
                OutputFileDiffs.print(differences, files: files)
                printRoleDiff(options)
            }
            return Outcome(status: differences.isEmpty ? .success : .failure, errorCount: differences.count)
        }
        do {
            let outcomes = try writer.write(files, owning: result.ownedDirectories)
            if !quiet {
                for outcome in outcomes { Console.out(outcome.outcome.line(for: outcome.path)) }
            }
            return Outcome(status: .success, errorCount: 0,
                           written: outcomes.filter { $0.outcome != .unchanged }.map(\.path),
                           unchanged: outcomes.filter { $0.outcome == .unchanged }.map(\.path))
        } catch {
            let refused = RefusedWrites.report(result, hint: options.refusedHint)
            guard refused == 0 else { return Outcome(status: .failure, errorCount: refused) }
            Console.error("colorgen: error: cannot write '\(error.path)': \(error.reason); no output was changed")
            return Outcome(status: .failure, errorCount: 1)
        }
    }

    /// Prints the role diff from the roles in the generated json output to the config's roles.
    private static func printRoleDiff(_ options: Options) {
        let generated: DiffSide
        switch GeneratedRolesSide.side(configPath: options.configPath, outputDirectory: options.outputDirectory, flat: options.flat) {
        case .failure(let failure):
            // Without a json output, the config as last committed is the nearest thing generated.
            guard failure.lacksJSONOutput, let committed = try? GitRevisionSourceLoader(revision: "HEAD") else {
                Console.error("colorgen: note: no role diff: \(failure.reason)")
                return
            }
            Console.error("colorgen: note: \(failure.reason); the role diff is from the config as committed (HEAD)")
            generated = DiffSide(label: "HEAD:\(options.configPath)", configPath: options.configPath, loader: committed)
        case .success(let side):
            generated = side
        }
        let current = DiffSide(label: options.configPath, configPath: options.configPath, loader: DiskSourceLoader())
        let result = Generator.diff(old: generated, new: current)
        guard let diff = result.diff else {
            Console.report(result.oldDiagnostics)
            Console.error("colorgen: note: no role diff: the generated roles cannot be read back")
            return
        }
        Console.write(RoleDiffFormat.text.render(diff, swatches: DiffCommand.terminalShowsTrueColor))
    }

    /// The formats of a `--formats` value: comma-separated built-in format names, in the order
    /// given. An array, not a set: the option's type is made at every start, and a set of formats
    /// would cost a run-time search for the formats' `Hashable` conformance even when no
    /// `--formats` is given.
    static func parseFormats(_ list: String) throws(UsageError) -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingSpaces()
            guard let format = OutputFormat(rawValue: trimmed) else {
                let known = OutputFormat.allCases.map(\.rawValue)
                throw UsageError("unknown format '\(trimmed)' in --formats; expected one of \(known.joined(separator: ", "))"
                                 + Suggestion.hint(for: trimmed, in: known))
            }
            formats.append(format)
        }
        return formats
    }
}
