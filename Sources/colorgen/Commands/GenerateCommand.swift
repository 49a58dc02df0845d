import ColorGenKit
import Foundation

/// `colorgen generate` (also what `colorgen` alone runs): writes every configured output.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate every output of a colorgen.json (the default command)"
    static let help = """
        usage: colorgen generate [--config PATH] [--output-dir DIR [--flat]] [--formats LIST] [--check]
                                 [--no-wait] [--outputs-within DIR] [--quiet | --verbose]

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

        options:
          --config PATH     the config (default: ./colorgen.json if it exists, else
                            Schemes/colorgen.json, the embedded default of this repository)
          --output-dir DIR  write outputs relative to DIR instead of the config's folder
          --flat            with --output-dir: write each output directly in DIR under the last
                            component of its path (what the SwiftPM build plugin uses)
          --formats LIST    only the outputs of these built-in formats, comma-separated
                            (e.g. swift or css,json); template outputs are skipped
          --check           write nothing; exit 1 listing each output that is out of date
                            and each file of an owned folder that is no longer generated
          --no-wait         fail at once when another run is writing into the same folders,
                            instead of waiting for it
          --outputs-within DIR
                            refuse any output outside DIR (symbolic links resolved); what
                            the generate-colors command plugin passes with the package folder
          --quiet           print nothing but problems
          --verbose         also list the files read
          -h, --help        show this help

        exit status: 0 on success, 1 on invalid input or out-of-date outputs (--check),
        2 for a wrong command line.
        """
    static let valuedOptions: Set<String> = ["config", "output-dir", "formats", "outputs-within"]
    static let flagOptions: Set<String> = ["check", "quiet", "verbose", "flat", "no-wait"]

    /// The config used when `--config` is not given: `colorgen.json` here, else the repository's default.
    static var defaultConfig: String {
        FileManager.default.fileExists(atPath: "colorgen.json") ? "colorgen.json" : "Schemes/colorgen.json"
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        let quiet = arguments.flags.contains("quiet"), verbose = arguments.flags.contains("verbose")
        if quiet && verbose {
            throw UsageError("--quiet and --verbose exclude each other")
        }
        let flat = arguments.flags.contains("flat")
        if flat && arguments.values["output-dir"] == nil {
            throw UsageError("--flat needs --output-dir")
        }
        let formats = try arguments.values["formats"].map(parseFormats)
        let configPath = arguments.values["config"] ?? defaultConfig
        let result = Generator.generate(configPath: configPath, loader: DiskSourceLoader(),
                                        outputDirectory: arguments.values["output-dir"],
                                        formats: formats, flattensOutputPaths: flat)
        Console.report(result.diagnostics)
        guard !result.diagnostics.containsErrors else { return .failure }
        if verbose {
            for input in result.inputFiles { Console.out("read \(input)") }
        }
        let files = result.files.map { (path: $0.path, bytes: $0.bytes) }
        if let folder = arguments.values["outputs-within"] {
            let outside = OutputConfinement.outside(folder, files.map(\.path) + result.ownedDirectories.map(\.path))
            for path in outside {
                Console.error("colorgen: error: output '\(path)' lies outside '\(folder)', the only folder outputs may be "
                              + "written into here (--outputs-within); no output was changed")
            }
            guard outside.isEmpty else { return .failure }
        }
        var writer = OutputWriter()
        writer.waiting = arguments.flags.contains("no-wait") ? .failFast : .wait { folder in
            Console.error("colorgen: waiting for another colorgen run writing into '\(folder)' to finish ...")
        }
        if arguments.flags.contains("check") {
            let differences: [OutputWriter.Difference]
            do {
                differences = try writer.differences(files, owning: result.ownedDirectories)
            } catch {
                Console.error("colorgen: error: cannot check '\(error.path)': \(error.reason)")
                return .failure
            }
            for difference in differences {
                let problem = difference.kind == .stale ? "is no longer generated" : "is out of date"
                Console.error("colorgen: error: '\(difference.path)' \(problem); run 'colorgen generate --config \(configPath)'")
            }
            if !quiet && differences.isEmpty { Console.out("all \(files.count) outputs are up to date") }
            return differences.isEmpty ? .success : .failure
        }
        do {
            let outcomes = try writer.write(files, owning: result.ownedDirectories)
            if !quiet {
                for outcome in outcomes { Console.out("\(outcome.outcome.rawValue) \(outcome.path)") }
            }
            return .success
        } catch {
            Console.error("colorgen: error: cannot write '\(error.path)': \(error.reason); no output was changed")
            return .failure
        }
    }

    /// The formats of a `--formats` value: comma-separated built-in format names.
    static func parseFormats(_ list: String) throws(UsageError) -> Set<OutputFormat> {
        var formats: Set<OutputFormat> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let format = OutputFormat(rawValue: trimmed) else {
                let known = OutputFormat.allCases.map(\.rawValue)
                throw UsageError("unknown format '\(trimmed)' in --formats; expected one of \(known.joined(separator: ", "))"
                                 + Suggestion.hint(for: trimmed, in: known))
            }
            formats.insert(format)
        }
        return formats
    }
}
