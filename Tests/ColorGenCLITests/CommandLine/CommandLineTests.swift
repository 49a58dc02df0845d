// Tests the CLI's help for every command and its usage errors (unknown command, option, missing value).
import XCTest

final class CommandLineTests: XCTestCase {
    func testHelpListsCommands() throws {
        let result = try CLIRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("validate"), result.stdout)
    }

    func testEveryCommandHasHelp() throws {
        for command in ["generate", "validate", "template"] {
            let result = try CLIRunner.run([command, "--help"])
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.stdout.hasPrefix("usage: colorgen \(command)"), result.stdout)
        }
    }

    func testUnknownCommandAndOptionAreUsageErrors() throws {
        let command = try CLIRunner.run(["frobnicate"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.hasPrefix("colorgen: error: unknown command 'frobnicate'"), command.stderr)
        let option = try CLIRunner.run(["validate", "--colour", "x.json"])
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.hasPrefix("colorgen validate: error: unknown option '--colour'"), option.stderr)
        let missing = try CLIRunner.run(["validate", "--kind"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("option '--kind' needs a value"), missing.stderr)
    }
}
