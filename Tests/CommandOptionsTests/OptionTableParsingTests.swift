// Pins Arguments parsing on a sample table: --opt=value forms, `--`, help, errors, typed values, usage line.
import XCTest
import CommandOptions

/// How ``Arguments`` reads a command line by a command's option table: the accepted spellings,
/// the usage errors, the table's constraints and operand limit, and typed values.
final class OptionTableParsingTests: XCTestCase {
    static let config = ValueOption("config", "PATH", help: "the config")
    static let count = ValueOption("count", "N", help: "how many") { word throws(UsageError) in
        guard let number = Int(word) else { throw UsageError("--count must be a whole number, not '\(word)'") }
        return number
    }
    static let quiet = FlagOption("quiet", help: "print nothing")
    static let verbose = FlagOption("verbose", help: "print more")
    static let flat = FlagOption("flat", help: "flatten")

    /// A command with two operands at most.
    static let spec = CommandSpec(
        name: "sample", summary: "A sample", forms: [UsageForm([.otherOptions, .operand("A"), .operand("B")])],
        description: "Samples.", options: [config, count, quiet, verbose, flat],
        constraints: [.excludes(quiet, verbose), .requires(flat, config)], exitStatus: "exit status: 0.")

    private func parse(_ words: [String]) throws(UsageError) -> Arguments {
        try Arguments(words, spec: Self.spec)
    }

    private func usageError(_ words: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try parse(words)
            XCTFail("\(words) parsed without a usage error", file: file, line: line)
            return nil
        } catch {
            return error.message
        }
    }

    func testValuesFlagsAndOperandsInEverySpelling() throws {
        let arguments = try parse(["one", "--config", "a.json", "--count=3", "--quiet", "-"])
        XCTAssertEqual(try arguments.value(of: Self.config), "a.json")
        XCTAssertEqual(try arguments.value(of: Self.count), 3)
        XCTAssertTrue(arguments.isSet(Self.quiet))
        XCTAssertFalse(arguments.isSet(Self.verbose))
        XCTAssertEqual(arguments.positionals, ["one", "-"])
        XCTAssertFalse(arguments.wantsHelp)
    }

    func testTheLastValueWinsAndAnInlineValueMayStartWithDashes() throws {
        XCTAssertEqual(try parse(["--config", "a", "--config", "b"]).value(of: Self.config), "b")
        XCTAssertEqual(try parse(["--config", "--quiet"]).value(of: Self.config), "--quiet")
        XCTAssertEqual(try parse(["--config=--x=y"]).value(of: Self.config), "--x=y")
    }

    func testAnEmptyValueOrOperandIsAUsageError() {
        for words in [["--config="], ["--config", ""], [""], ["--", ""]] {
            XCTAssertThrowsError(try parse(words), "\(words)") { error in
                XCTAssertTrue((error as? UsageError)?.message.hasSuffix("is empty (an unset variable?); give it a value") == true,
                              "\(words): \(error)")
            }
        }
    }

    func testDoubleDashEndsOptions() throws {
        let arguments = try parse(["--quiet", "--", "--verbose", "-h"])
        XCTAssertEqual(arguments.positionals, ["--verbose", "-h"])
        XCTAssertFalse(arguments.isSet(Self.verbose))
        XCTAssertFalse(arguments.wantsHelp)
    }

    func testHelpInBothSpellingsSkipsTheRules() throws {
        XCTAssertTrue(try parse(["-h"]).wantsHelp)
        XCTAssertTrue(try parse(["--quiet", "--verbose", "x", "y", "z", "--help"]).wantsHelp)
        XCTAssertEqual(usageError(["--help=yes"]), "option '--help' takes no value")
        XCTAssertEqual(usageError(["-h", "--colour"]), "unknown option '--colour'", "unknown options are reported with help too")
    }

    func testUnknownOptionsMissingValuesAndFlagsWithValues() {
        XCTAssertEqual(usageError(["--colour"]), "unknown option '--colour'")
        XCTAssertEqual(usageError(["--colour=red"]), "unknown option '--colour'")
        XCTAssertEqual(usageError(["-q"]), "unknown option '-q'")
        XCTAssertEqual(usageError(["--Config", "a"]), "unknown option '--Config'; did you mean '--config'?",
                       "names are case-sensitive, and the hint says which is meant")
        XCTAssertEqual(usageError(["--config"]), "option '--config' needs a value")
        XCTAssertEqual(usageError(["--quiet=yes"]), "option '--quiet' takes no value")
        XCTAssertEqual(usageError(["--quiet="]), "option '--quiet' takes no value")
    }

    func testConstraintsAndOperandLimitFromTheTable() throws {
        XCTAssertEqual(usageError(["--quiet", "--verbose"]), "--quiet and --verbose exclude each other")
        XCTAssertEqual(usageError(["--flat"]), "--flat needs --config")
        XCTAssertTrue(try parse(["--flat", "--config", "c"]).isSet(Self.flat))
        XCTAssertEqual(usageError(["a", "b", "c", "d"]), "unexpected argument 'c'")
        XCTAssertEqual(usageError(["--quiet", "--verbose", "--flat"]), "--quiet and --verbose exclude each other",
                       "constraints are checked in table order")
    }

    func testTypedValuesAreReadWhenAskedFor() throws {
        let arguments = try parse(["--count", "many"])
        XCTAssertThrowsError(try arguments.value(of: Self.count)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--count must be a whole number, not 'many'")
        }
        XCTAssertTrue(arguments.isGiven(Self.count))
        XCTAssertNil(try arguments.value(of: Self.config))
    }

    func testTheUsageLineGroupsOptionsByTheirConstraints() {
        XCTAssertEqual(Synopsis.lines(of: Self.spec),
                       ["colorgen sample [--config PATH [--flat]] [--count N] [--quiet | --verbose] A B"])
        XCTAssertEqual(Synopsis.lines(of: OptionTableParsingTests.spec, lead: "usage: ").first?.hasPrefix("usage: colorgen sample"), true)
    }
}
