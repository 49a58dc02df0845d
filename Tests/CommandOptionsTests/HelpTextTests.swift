// Pins what --help and the command overview make of a sample option table: usage, wrapped prose, the option column
// (as wide as the widest label up to 18 characters; a longer label has its help below it).
import XCTest
import CommandOptions

/// What ``HelpText`` writes for a command's table and for the command list.
final class HelpTextTests: XCTestCase {
    static let config = ValueOption("config", "PATH", help: "the config to read, which is a file of JSON holding the schemes, "
                                    + "the roles and the outputs of this project, all of them")
    static let outputsWithin = ValueOption("outputs-within", "DIR", help: "refuse outputs outside DIR")
    static let quiet = FlagOption("quiet", help: "print nothing")
    static let verbose = FlagOption("verbose", help: "print more")

    static let spec = CommandSpec(
        name: "sample", summary: "Sample things", forms: [UsageForm([.otherOptions, .operand("FILE", repeats: true)])],
        description: "Samples every FILE.\n\nThen says so.", options: [config, outputsWithin, quiet, verbose],
        constraints: [.excludes(quiet, verbose)], exitStatus: "exit status: 0 on success.")

    static let other = CommandSpec(
        name: "other-command", summary: "Other things", forms: [UsageForm([.otherOptions])], description: "Others.",
        options: [quiet], exitStatus: "exit status: 0.")

    func testACommandsHelpListsItsUsageProseOptionsAndExitStatus() {
        XCTAssertEqual(HelpText.command(Self.spec), """
            usage: colorgen sample [--config PATH] [--outputs-within DIR] [--quiet | --verbose] FILE...

            Samples every FILE.

            Then says so.

            options:
              --config PATH  the config to read, which is a file of JSON holding the schemes, the roles
                             and the outputs of this project, all of them
              --outputs-within DIR
                             refuse outputs outside DIR
              --quiet        print nothing
              --verbose      print more
              -h, --help     show this help

            exit status: 0 on success.
            """)
    }

    func testTheOverviewListsEveryCommandWithItsSummaryInOneColumn() {
        let overview = HelpText.overview([Self.spec, Self.other])
        XCTAssertTrue(overview.hasSuffix("""
            commands:
              sample         Sample things
              other-command  Other things
            """), overview)
        XCTAssertTrue(overview.contains("usage: colorgen <command> [options]\n       colorgen <command> --help\n"), overview)
    }
}
