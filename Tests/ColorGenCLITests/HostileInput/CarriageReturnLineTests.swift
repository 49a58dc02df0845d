// Tests that files with old Mac line endings (a lone CR) get errors on their own lines, as LF and CRLF files do.
import Foundation
import TestSupport
import XCTest

/// A lone carriage return ends a line for every position colorgen reports, in JSON (the config
/// and token files) and in templates, as a line feed and CRLF do; CRLF stays one line end.
final class CarriageReturnLineTests: XCTestCase {
    /// The same lines joined with `ending`.
    private func text(_ lines: [String], _ ending: String) -> String {
        lines.joined(separator: ending) + ending
    }

    func testATokenFileErrorIsOnItsLineWhateverTheLineEndings() throws {
        let lines = ["{", #"  "a": {"$type": "color", "#, #"    "$value": "{missing}"}"#, "}"]
        for ending in ["\n", "\r\n", "\r"] {
            let folder = try TemporaryFolder()
            try folder.write("t.tokens.json", text(lines, ending))
            let run = try CLIRunner.runBounded(["validate", "t.tokens.json"], in: folder.url)
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderr.hasPrefix("t.tokens.json:3:15: error: "), "\(ending.debugDescription): \(run.stderr)")
        }
    }

    func testAConfigErrorIsOnItsLineWithCROnlyEndings() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", text(["{", #"  "schemes": {"light": ["missing.tokens.json"]},"#,
                                                 #"  "outputs": [{"format": "css", "path": "out/c.css"}]"#, "}"], "\r"))
        let run = try CLIRunner.runBounded(["generate"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.hasPrefix("colorgen.json:2:25: error: cannot read token file 'missing.tokens.json'"), run.stderr)
    }

    func testATemplateErrorIsOnItsLineWhateverTheLineEndings() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let folder = try TemporaryFolder()
            try folder.write("t.mustache", text(["first", "second {{#open}}", "third {{/other}}"], ending))
            try folder.write("context.json", "{}")
            let run = try CLIRunner.runBounded(["template", "render", "t.mustache", "--context", "context.json"], in: folder.url)
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderr.hasPrefix("t.mustache:3:7: error: closing tag '/other'"), "\(ending.debugDescription): \(run.stderr)")
        }
    }
}
