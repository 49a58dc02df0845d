import ColorGenKit
import Foundation
import SourceDiagnostics

/// `colorgen diff`: what a design change does to the resolved roles, scheme by scheme.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "Show how the resolved roles of two designs, revisions or rules versions differ"
    static let help = """
        usage: colorgen diff OLD_CONFIG NEW_CONFIG [options]
               colorgen diff [--config PATH] --against REV [options]
               colorgen diff [--config PATH] --rules OLD..NEW [options]

        Resolves the roles of two sides and lists, for every scheme both have, the content roles
        whose WCAG contrast verdict flipped (regressions first), the roles whose color changed
        (old → new, ΔE OK, contrast before and after), the roles added and removed, and how many
        changed invisibly (ΔE OK below the threshold) or not at all. The sides are two configs;
        the config in the working tree and the same config in git revision REV (read with git);
        or one config under two rules versions. --rules also combines with the other two.
        Schemes only one side has are reported; the others are compared by name.

        options:
          --config PATH           the config for --against and --rules (default: ./colorgen.json
                                  if it exists, else Schemes/colorgen.json)
          --against REV           compare the working tree with git revision REV
          --rules OLD..NEW        resolve the old side with rules version OLD, the new with NEW
          --format FORMAT         text (default), markdown, html or json (docs/diff.schema.json)
          --threshold DELTA       ΔE OK below which a change is invisible (default: \(String(format: "%g", RoleDiffer.defaultThreshold)))
          --no-color              no color swatches in text (also off when standard output is not
                                  a terminal, or COLORTERM is not truecolor or 24bit)
          --fail-on WHAT          exit 1 on `contrast` regressions (a content role that passed
                                  fails now, or an added one fails) or on any `change`
          -h, --help              show this help

        exit status: 0 on success, 1 on invalid input on either side or when --fail-on applies,
        2 for a wrong command line (including a revision that does not exist).
        """
    static let valuedOptions: Set<String> = ["config", "against", "rules", "format", "threshold", "fail-on"]
    static let flagOptions: Set<String> = ["no-color"]

    /// What `--fail-on` can fail on.
    enum FailureCondition: String {
        case contrast, change
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let format = try arguments.values["format"].map(parseFormat) ?? .text
        let threshold = try arguments.values["threshold"].map(parseThreshold) ?? RoleDiffer.defaultThreshold
        let failOn = try arguments.values["fail-on"].map { word throws(UsageError) in
            guard let condition = FailureCondition(rawValue: word) else {
                throw UsageError("--fail-on must be 'contrast' or 'change', not '\(word)'")
            }
            return condition
        }
        let rules = try arguments.values["rules"].map(parseRules)
        var sides = try self.sides(arguments)
        if let rules {
            sides.old.rulesVersion = rules.old
            sides.new.rulesVersion = rules.new
        }
        let result = Generator.diff(old: sides.old.side, new: sides.new.side, threshold: threshold)
        var reported = Set<Diagnostic>()
        for diagnostic in result.oldDiagnostics.map(sides.old.relabel) + result.newDiagnostics
        where reported.insert(diagnostic).inserted {
            Console.error(diagnostic.description)
        }
        guard let diff = result.diff else { return .failure }
        if let mismatch = diff.schemeMismatchText { Console.error("colorgen: warning: " + mismatch) }
        let swatches = format == .text && !arguments.flags.contains("no-color") && Self.terminalShowsTrueColor
        FileHandle.standardOutput.write(Data(format.render(diff, swatches: swatches).utf8))
        switch failOn {
        case .contrast? where diff.hasContrastRegressions:
            Console.error("colorgen: error: contrast regressions (--fail-on contrast)")
            return .failure
        case .change? where diff.hasChanges:
            Console.error("colorgen: error: the roles changed (--fail-on change)")
            return .failure
        default:
            return .success
        }
    }

    /// One side as the command line names it, and how its diagnostics name its files.
    struct Side {
        var label: String
        var configPath: String
        var loader: any SourceLoader
        var rulesVersion: RulesVersion?
        /// Put before the paths of this side's diagnostics (`HEAD:` for a git revision).
        var pathPrefix = ""

        var side: DiffSide {
            DiffSide(label: label, configPath: configPath, loader: loader, rulesVersion: rulesVersion)
        }

        func relabel(_ diagnostic: Diagnostic) -> Diagnostic {
            var relabelled = diagnostic
            relabelled.location?.path = pathPrefix + (diagnostic.location?.path ?? "")
            return relabelled
        }
    }

    /// The two sides the positional arguments, `--config` and `--against` name.
    private static func sides(_ arguments: Arguments) throws(UsageError) -> (old: Side, new: Side) {
        let revision = arguments.values["against"]
        switch arguments.positionals.count {
        case 2:
            guard revision == nil, arguments.values["config"] == nil else {
                throw UsageError("two configs are compared with each other: leave out --against and --config")
            }
            let (old, new) = (arguments.positionals[0], arguments.positionals[1])
            return (Side(label: old, configPath: old, loader: DiskSourceLoader()),
                    Side(label: new, configPath: new, loader: DiskSourceLoader()))
        case 0:
            let config = arguments.values["config"] ?? GenerateCommand.defaultConfig
            let working = Side(label: config, configPath: config, loader: DiskSourceLoader())
            if let revision {
                let loader: GitRevisionSourceLoader
                do {
                    loader = try GitRevisionSourceLoader(revision: revision)
                } catch {
                    throw UsageError(error.message)
                }
                return (Side(label: "\(revision):\(config)", configPath: config, loader: loader, pathPrefix: "\(revision):"),
                        working)
            }
            guard arguments.values["rules"] != nil else {
                throw UsageError("nothing to compare: give two configs, --against REV or --rules OLD..NEW")
            }
            return (working, working)
        default:
            throw UsageError(arguments.positionals.count == 1
                ? "one config given: give two configs, or --against REV or --rules OLD..NEW with --config"
                : "unexpected argument '\(arguments.positionals[2])'")
        }
    }

    static func parseFormat(_ word: String) throws(UsageError) -> RoleDiffFormat {
        guard let format = RoleDiffFormat(rawValue: word) else {
            let known = RoleDiffFormat.allCases.map(\.rawValue)
            throw UsageError("unknown format '\(word)'; expected one of \(known.joined(separator: ", "))"
                             + Suggestion.hint(for: word, in: known))
        }
        return format
    }

    static func parseThreshold(_ word: String) throws(UsageError) -> Double {
        guard let value = Double(word), value.isFinite, value >= 0 else {
            throw UsageError("--threshold must be a number of at least 0, not '\(word)'")
        }
        return value
    }

    /// `OLD..NEW`, each a rules version colorgen knows.
    static func parseRules(_ word: String) throws(UsageError) -> (old: RulesVersion, new: RulesVersion) {
        let parts = word.components(separatedBy: "..")
        guard parts.count == 2, let old = Int(parts[0]), let new = Int(parts[1]) else {
            throw UsageError("--rules must be two rules versions as OLD..NEW, e.g. 1..2, not '\(word)'")
        }
        do {
            return (try RulesVersion(number: old), try RulesVersion(number: new))
        } catch {
            throw UsageError("--rules: \(error.description)")
        }
    }

    /// Whether standard output is a terminal that shows 24-bit color (`COLORTERM` is `truecolor` or `24bit`).
    static var terminalShowsTrueColor: Bool {
        guard isatty(STDOUT_FILENO) == 1 else { return false }
        let colorTerm = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit"
    }
}
