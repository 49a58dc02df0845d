// Pins that each command's --help lists exactly its option table, and the overview lists every command.
import XCTest
import ColorGenCLI
import CommandOptions

/// The built binary's `--help` of every command is produced from that command's table: each
/// row of the table is listed and accepted by the parser, and the text names no option the
/// table does not have.
final class CommandHelpTests: XCTestCase {
    /// The widest line `--help` prints.
    private static let helpWidth = 92

    func testEveryCommandsHelpListsItsTableAndNothingElse() throws {
        for spec in ColorGenCommands.all.map({ $0.spec }) {
            let help = try CLIRunner.run([spec.name, "--help"])
            XCTAssertEqual(help.status, 0, spec.name)
            XCTAssertEqual(help.stderr, "", spec.name)
            XCTAssertEqual(try CLIRunner.run([spec.name, "-h"]).stdout, help.stdout, spec.name)
            XCTAssertTrue(help.stdout.hasPrefix("usage: colorgen \(spec.name) "), help.stdout)
            XCTAssertEqual(help.stdout, HelpText.command(spec) + "\n", spec.name)
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            for option in spec.options {
                XCTAssertEqual(lines.filter { $0.hasPrefix("  " + option.usage + " ") || $0 == "  " + option.usage }.count, 1,
                               "\(spec.name) --help lists '\(option.usage)' once:\n\(help.stdout)")
                let firstWord = String(option.help.prefix { $0 != " " })
                XCTAssertTrue(help.stdout.contains(firstWord), "\(spec.name) --help shows the help of --\(option.name)")
            }
            XCTAssertEqual(lines.filter { $0.hasPrefix("  -h, --help ") && $0.hasSuffix(" show this help") }.count, 1,
                           help.stdout)
            for line in lines {
                XCTAssertLessThanOrEqual(line.count, Self.helpWidth, "\(spec.name) --help: '\(line)'")
            }
            let mentioned = Set(help.stdout.matches(of: /--([a-z][a-z-]*)/).map { String($0.output.1) })
            let declared = Set(spec.options.map(\.name) + ["help"])
            XCTAssertEqual(mentioned.subtracting(declared), [], "\(spec.name) --help mentions options its table lacks")
        }
    }

    func testEveryOptionInTheHelpIsOneTheParserAccepts() throws {
        for spec in ColorGenCommands.all.map({ $0.spec }) {
            for option in spec.options {
                let words = [spec.name, "--" + option.name] + (option.placeholder == nil ? [] : ["value"]) + ["--help"]
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

    func testTheOverviewListsEveryCommandWithItsSummary() throws {
        let result = try CLIRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        for spec in ColorGenCommands.all.map({ $0.spec }) {
            XCTAssertNotNil(result.stdout.range(of: "\n  \(spec.name) +" + NSRegularExpression.escapedPattern(for: spec.summary) + "\n",
                                                    options: .regularExpression),
                            "\(spec.name) missing from:\n\(result.stdout)")
        }
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
            all, the page says so. The config's own outputs are not written.

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
