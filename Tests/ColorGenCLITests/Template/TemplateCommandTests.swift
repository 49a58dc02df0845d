// Tests `colorgen template render` with file partials and --partials, its errors and usage errors.
import XCTest
import TestSupport

final class TemplateCommandTests: XCTestCase {
    func testRendersAFileTemplateWithPartialsFromItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/main.mustache", "{{#roles}}\n  {{> line}}\n{{/roles}}\n")
        try folder.write("t/line.mustache", "{{name}} = {{hex}}\n")
        try folder.write("context.json", ##"{"roles": [{"name": "a&b", "hex": "#fff"}, {"name": "c", "hex": "#000"}]}"##)
        let result = try CLIRunner.run(["template", "render", "t/main.mustache", "--context", "context.json"], in: folder.url)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "  a&amp;b = #fff\n  c = #000\n")
    }

    func testPartialsFolderOption() throws {
        let folder = try TemporaryFolder()
        try folder.write("main.mustache", "[{{> p}}]")
        try folder.write("parts/p.mustache", "from parts")
        try folder.write("c.json", "{}")
        let result = try CLIRunner.run(["template", "render", "main.mustache", "--context", "c.json", "--partials", "parts"],
                                       in: folder.url)
        XCTAssertEqual(result.stdout, "[from parts]")
    }

    func testTemplateErrorsAreCompilerStyle() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.mustache", "line one\n  {{#open}}\n")
        try folder.write("c.json", "{}")
        let result = try CLIRunner.run(["template", "render", "bad.mustache", "--context", "c.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("bad.mustache:2:3: error: "), result.stderr)
        XCTAssertEqual(result.stdout, "")

        try folder.write("missing.mustache", "{{> nowhere}}")
        let missing = try CLIRunner.run(["template", "render", "missing.mustache", "--context", "c.json"], in: folder.url)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("missing.mustache:1:1: error: "), missing.stderr)
    }

    func testContextErrorsPointIntoTheContextFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.mustache", "x")
        try folder.write("c.json", "{\"a\": }")
        let result = try CLIRunner.run(["template", "render", "t.mustache", "--context", "c.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "c.json:1:7: error: unexpected '}'; expected a value\n")
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CLIRunner.run(["template"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["template", "render", "x.mustache"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["template", "dance"]).status, 2)
        let show = try CLIRunner.run(["template", "show", "no-such-template"])
        XCTAssertEqual(show.status, 2)
        XCTAssertTrue(show.stderr.contains("no built-in template 'no-such-template'"), show.stderr)
    }
}
