// Pins that each command's --help is what its option table makes, names only options it lists, and the overview lists every command.
import Foundation
import XCTest
import ColorGenCLI
import ColorGenModel
import CommandOptions
import TestSupport

/// The built binary's `--help` of every command is what ``HelpText`` makes of that command's
/// table (HelpTextTests, in CommandOptionsTests, pin what that is on a sample table), names no
/// option it does not list, and lists only options the parser accepts. The debug binary also
/// checks each table as it is made (``CommandSpec``), and `--help` makes every one.
final class CommandHelpTests: XCTestCase {
    /// The widest line `--help` prints.
    private static let helpWidth = 92

    /// The tables of the commands the executable offers.
    private static var specs: [CommandSpec] { ColorGenCommands.all.map { $0.spec } }

    /// The options `help` lists in its option section, as written there: `--config PATH`, `--quiet`.
    private static func listedOptions(_ help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "options:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.filter { $0.hasPrefix("  --") }
            .map { String($0.dropFirst(2).split(separator: "  ", maxSplits: 1).first ?? "") }
    }

    func testEveryCommandsHelpIsMadeFromItsTable() throws {
        for spec in Self.specs {
            let help = try CLIRunner.run([spec.name, "--help"])
            XCTAssertEqual(help.status, 0, spec.name)
            XCTAssertEqual(help.stderr, "", spec.name)
            XCTAssertEqual(try CLIRunner.run([spec.name, "-h"]).stdout, help.stdout, spec.name)
            XCTAssertTrue(help.stdout.hasPrefix("usage: colorgen \(spec.name) "), help.stdout)
            XCTAssertEqual(help.stdout, HelpText.command(spec) + "\n", spec.name)
            let listed = Self.listedOptions(help.stdout)
            XCTAssertFalse(listed.isEmpty, help.stdout)
            XCTAssertEqual(Set(listed).count, listed.count, "\(spec.name) --help lists an option twice:\n\(help.stdout)")
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.filter { $0.hasPrefix("  -h, --help ") && $0.hasSuffix(" show this help") }.count, 1,
                           help.stdout)
            for line in lines {
                XCTAssertLessThanOrEqual(line.count, Self.helpWidth, "\(spec.name) --help: '\(line)'")
            }
            let mentioned = Set(help.stdout.matches(of: /--([a-z][a-z-]*)/).map { String($0.output.1) })
            let declared = Set(listed.map { String($0.dropFirst(2).prefix { $0 != " " }) } + ["help"])
            XCTAssertEqual(mentioned.subtracting(declared), [], "\(spec.name) --help mentions options it does not list")
        }
    }

    func testEveryOptionInTheHelpIsOneTheParserAccepts() throws {
        for spec in Self.specs {
            for option in Self.listedOptions(try CLIRunner.run([spec.name, "--help"]).stdout) {
                let words = [spec.name] + option.split(separator: " ").map { $0.hasPrefix("--") ? String($0) : "value" } + ["--help"]
                let result = try CLIRunner.run(words)
                XCTAssertEqual(result.status, 0, "\(words): \(result.stderr)")
                XCTAssertTrue(result.stdout.hasPrefix("usage: colorgen \(spec.name)"), "\(words): \(result.stdout)")
            }
            let unknown = try CLIRunner.run([spec.name, "--not-an-option"])
            XCTAssertEqual(unknown.status, 2, spec.name)
            XCTAssertEqual(unknown.stderr, "colorgen \(spec.name): error: unknown option '--not-an-option'\n"
                           + "Run 'colorgen \(spec.name) --help' for usage.\n")
        }
    }

    func testTheOverviewListsEveryCommand() throws {
        let result = try CLIRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, HelpText.overview(Self.specs) + "\n")
        XCTAssertEqual(Self.specs.map(\.name), ["generate", "init", "validate", "template", "preview", "diff", "import", "fix"])
        for spec in Self.specs {
            XCTAssertTrue(result.stdout.contains("\n  \(spec.name)  "), "\(spec.name) missing from:\n\(result.stdout)")
        }
    }

    /// `--version` prints the version every output's header names, the one the release scripts
    /// read (Scripts/version.sh); the overview mentions it.
    func testVersionPrintsTheVersionOfTheHeaders() throws {
        let result = try CLIRunner.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "colorgen \(ColorGenVersion.current)\n")
        XCTAssertTrue(HelpText.overview(Self.specs).contains("\n       colorgen --version"))
        let script = try ProcessRunner.runCombined(URL(fileURLWithPath: "/bin/bash"),
                                                   [PackageRoot.url.appendingPathComponent("Scripts/version.sh").path,
                                                    "--binary", CLIRunner.executable.path], in: PackageRoot.url)
        XCTAssertEqual(script.status, 0, script.output)
        XCTAssertEqual(script.output, ColorGenVersion.current + "\n")
        let other = try ProcessRunner.runCombined(URL(fileURLWithPath: "/bin/bash"),
                                                  [PackageRoot.url.appendingPathComponent("Scripts/version.sh").path,
                                                   "--expect", "99.0.0"], in: PackageRoot.url)
        XCTAssertEqual(other.status, 1, other.output)
        XCTAssertTrue(other.output.contains("error: --version 99.0.0 disagrees with colorgen's version \(ColorGenVersion.current)"),
                      other.output)
    }

    /// One command's whole help, spelled out, so the layout (usage lines, wrapped prose, the
    /// option column, the closing paragraph) is pinned down.
    func testPreviewHelpInFull() throws {
        let help = try CLIRunner.run(["preview", "--help"]).stdout
        XCTAssertEqual(help, """
            usage: colorgen preview [--config PATH] [--output FILE] [--quiet]

            Resolves the config's schemes and writes one self-contained HTML page (inline CSS, no
            network) with every role as a swatch in every scheme side by side, grouped by role path,
            with its hex value and, for text, icon and button text roles and the foregrounds of the
            config's contrast pairs and of roles named on<Name>, the WCAG contrast ratio on what it is
            drawn on with a pass/fail mark (4.5:1 for text, 3:1 for icons); when no pair is checked at
            all, the page says so. The config's own outputs are not written. The page is checked as
            every output is: it never replaces an input, a special file or a file that is not a preview
            page colorgen wrote.

            options:
              --config PATH  the config (default: ./colorgen.json if it exists, else
                             Schemes/colorgen.json, the embedded default of this repository)
              --output FILE  where to write the page (default: colorgen-preview.html)
              --quiet        print nothing but problems
              -h, --help     show this help

            exit status: 0 on success, 1 on invalid input or when the page cannot be written, 2 for a
            wrong command line.

            """)
    }

    func testGenerateUsageGroupsItsOptionsByTheirRules() throws {
        let help = try CLIRunner.run(["generate", "--help"]).stdout
        let usage = try XCTUnwrap(help.components(separatedBy: "\n\n").first)
        for group in ["[--output-dir DIR [--flat]]", "[--check [--diff] | --watch]", "[--quiet | --verbose]"] {
            XCTAssertTrue(usage.contains(group), "\(group) not in:\n\(usage)")
        }
    }

    func testTemplateActionsAreCheckedByTheirForms() throws {
        let extra = try CLIRunner.run(["template", "list", "extra"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertTrue(extra.stderr.hasPrefix("colorgen template: error: usage: colorgen template list\n"), extra.stderr)
        let missing = try CLIRunner.run(["template"])
        XCTAssertTrue(missing.stderr.hasPrefix("colorgen template: error: missing what to do: render, list or show\n"),
                      missing.stderr)
        let unknown = try CLIRunner.run(["template", "draw"])
        XCTAssertTrue(unknown.stderr.hasPrefix("colorgen template: error: unknown template action 'draw'; expected render, "
                                               + "list or show\n"), unknown.stderr)
        let context = try CLIRunner.run(["template", "render", "swift"])
        XCTAssertTrue(context.stderr.hasPrefix("colorgen template: error: render needs --context CONTEXT.json\n"),
                      context.stderr)
    }
}
