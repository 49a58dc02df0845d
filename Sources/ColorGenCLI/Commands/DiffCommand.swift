// The `colorgen diff` command: compares two configs, a git revision or two rules versions, role by role.
import ColorGenKit
import ColorGenModel
import CommandOptions
import DiskFiles
import Platform
import SourceDiagnostics

/// `colorgen diff`: what a design change does to the resolved roles, scheme by scheme.
enum DiffCommand: Command {
    static let config = ValueOption(
        "config", "PATH", help: "the config for --against and --rules (default: ./colorgen.json if it "
            + "exists, else Schemes/colorgen.json)")
    static let against = ValueOption("against", "REV", help: "compare the working tree with git revision REV")
    static let rules = ValueOption(
        "rules", "OLD..NEW", help: "resolve the old side with rules version OLD, the new with NEW", parse: parseRules)
    static let format = ValueOption(
        "format", RoleDiffFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: "how the report is written: text (default), markdown, html or json (docs/diff.schema.json)",
        parse: parseFormat)
    static let threshold = ValueOption(
        "threshold", "DELTA", help: "ΔE OK below which a change is invisible (default: "
            + "\(RoleDiffer.defaultThreshold))", parse: parseThreshold)
    static let noColor = FlagOption(
        "no-color", help: "no color swatches in text (also off when standard output is not a terminal, or "
            + "COLORTERM is not truecolor or 24bit)")
    static let failOn = ValueOption(
        "fail-on", FailureCondition.allCases.map(\.rawValue).joined(separator: "|"), help: "exit 1 on `contrast` regressions (a content role that passed fails now, or "
            + "an added one fails) or on any `change`") { word throws(UsageError) in
        guard let condition = FailureCondition(rawValue: word) else {
            throw UsageError("--fail-on must be 'contrast' or 'change', not '\(word)'")
        }
        return condition
    }

    static let spec = CommandSpec(
        name: "diff",
        summary: "Show how the resolved roles of two designs, revisions or rules versions differ",
        forms: [UsageForm([.operand("OLD_CONFIG"), .operand("NEW_CONFIG"), .otherOptions]),
                UsageForm([.optional(config), .required(against), .otherOptions]),
                UsageForm([.optional(config), .required(rules), .otherOptions])],
        description: """
            Resolves the roles of two sides and lists, for every scheme both have, the content roles
            whose WCAG contrast verdict flipped (regressions first), the roles whose color changed
            (old → new, ΔE OK, contrast before and after), the roles added and removed, and how many
            changed invisibly (ΔE OK below the threshold) or not at all. The sides are two configs;
            the config in the working tree and the same config in git revision REV (read with git);
            or one config under two rules versions. --rules also combines with the other two.
            Schemes only one side has are reported; the others are compared by name.
            """,
        options: [config, against, rules, format, threshold, noColor, failOn],
        exitStatus: """
            exit status: 0 on success, 1 on invalid input on either side or when --fail-on applies,
            2 for a wrong command line (including a revision that does not exist).
            """)

    /// What `--fail-on` can fail on.
    enum FailureCondition: String, CaseIterable {
        case contrast, change
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let format = try arguments.value(of: Self.format) ?? .text
        let threshold = try arguments.value(of: Self.threshold) ?? RoleDiffer.defaultThreshold
        let failOn = try arguments.value(of: Self.failOn)
        let rules = try arguments.value(of: Self.rules)
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
        let swatches = format == .text && !arguments.isSet(noColor) && Self.terminalShowsTrueColor
        Console.write(format.render(diff, swatches: swatches))
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
        let revision = try arguments.value(of: against)
        switch arguments.positionals.count {
        case 2:
            guard revision == nil, !arguments.isGiven(config) else {
                throw UsageError("two configs are compared with each other: leave out --against and --config")
            }
            let (old, new) = (arguments.positionals[0], arguments.positionals[1])
            return (Side(label: old, configPath: old, loader: DiskSourceLoader()),
                    Side(label: new, configPath: new, loader: DiskSourceLoader()))
        case 0:
            let config = try arguments.value(of: Self.config) ?? GenerateCommand.defaultConfig
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
            guard arguments.isGiven(rules) else {
                throw UsageError("nothing to compare: give two configs, --against REV or --rules OLD..NEW")
            }
            return (working, working)
        default:
            // One: the table lets no more than two through.
            throw UsageError("one config given: give two configs, or --against REV or --rules OLD..NEW with --config")
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
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].isEmpty, let old = Int(parts[0]), let new = Int(parts[2]) else {
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
        guard StandardStream.output.isTerminal else { return false }
        let colorTerm = ProcessEnvironment.variable("COLORTERM")?.lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit"
    }
}
