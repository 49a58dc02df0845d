// Tests that Mustache parse and render errors are diagnostics at the offending tag's line and column.
import XCTest
@testable import Mustache

/// Template errors are diagnostics at `path:line:column` of the offending tag.
final class MustacheErrorTests: XCTestCase {
    private func parseError(_ text: String, path: String = "t.mustache") -> String {
        do {
            _ = try MustacheTemplate(parsing: text, path: path)
            return "no error"
        } catch {
            return error.description
        }
    }

    private func renderError(
        _ text: String, _ context: TemplateValue = [:], partials: MustachePartials = .none
    ) -> String {
        do {
            _ = try MustacheTemplate(parsing: text, path: "t.mustache").render(context, partials: partials)
            return "no error"
        } catch {
            return error.description
        }
    }

    func testUnclosedSectionPointsAtItsOpeningTag() {
        XCTAssertEqual(
            parseError("a\n  {{#roles}}\n{{name}}\n"),
            "t.mustache:2:3: error: section 'roles' is never closed: expected a closing tag '/roles'")
    }

    func testUnclosedInnerSectionIsTheOneReported() {
        XCTAssertEqual(
            parseError("{{#a}}{{^b}}x{{/a}}"),
            "t.mustache:1:14: error: closing tag '/a' does not match the open section 'b' "
                + "(opened at line 1, column 7)")
        XCTAssertEqual(
            parseError("{{#a}}\n{{#b}}\n"),
            "t.mustache:2:1: error: section 'b' is never closed: expected a closing tag '/b'")
    }

    func testMismatchedClosingTagPointsAtTheClosingTag() {
        XCTAssertEqual(
            parseError("{{#colors}}\n  x {{/colours}}\n"),
            "t.mustache:2:5: error: closing tag '/colours' does not match the open section 'colors' "
                + "(opened at line 1, column 1)")
    }

    func testClosingTagWithoutSection() {
        XCTAssertEqual(
            parseError("ok\n\t{{/roles}}"),
            "t.mustache:2:2: error: closing tag '/roles' has no open section")
    }

    func testUnclosedTagPointsAtItsOpeningDelimiter() {
        XCTAssertEqual(parseError("x {{name\n"), "t.mustache:1:3: error: tag is never closed: expected '}}'")
        XCTAssertEqual(parseError("{{{name}}"), "t.mustache:1:1: error: tag is never closed: expected '}}}'")
        XCTAssertEqual(parseError("{{! never ends"), "t.mustache:1:1: error: tag is never closed: expected '}}'")
    }

    func testUnclosedTagUsesTheCurrentDelimiters() {
        XCTAssertEqual(
            parseError("{{=<% %>=}}\n<%name}}"),
            "t.mustache:2:1: error: tag is never closed: expected '%>'")
        XCTAssertEqual(
            parseError("{{=<% %>=}}<%=[ ]=}}"),
            "t.mustache:1:12: error: tag is never closed: expected '=%>'")
    }

    func testBadDelimiterChanges() {
        XCTAssertEqual(
            parseError("a {{=<%=}}"),
            "t.mustache:1:3: error: set-delimiters tag '<%' must hold two delimiters separated by whitespace, "
                + "like {{=<% %>=}}")
        XCTAssertEqual(
            parseError("\n{{= a b c =}}"),
            "t.mustache:2:1: error: set-delimiters tag 'a b c' must hold two delimiters separated by whitespace, "
                + "like {{=<% %>=}}")
        XCTAssertEqual(
            parseError("{{==}}"),
            "t.mustache:1:1: error: set-delimiters tag '' must hold two delimiters separated by whitespace, "
                + "like {{=<% %>=}}")
    }

    func testMalformedNames() {
        XCTAssertEqual(parseError("x{{ }}"), "t.mustache:1:2: error: tag has no name")
        XCTAssertEqual(parseError("{{#}}{{/}}"), "t.mustache:1:1: error: tag has no name")
        XCTAssertEqual(
            parseError("{{first name}}"), "t.mustache:1:1: error: tag name 'first name' contains whitespace")
        XCTAssertEqual(
            parseError("{{a..b}}"),
            "t.mustache:1:1: error: 'a..b' is not a valid name: every part of a dotted name must be non-empty")
        XCTAssertEqual(
            parseError("{{#.a}}{{/.a}}"),
            "t.mustache:1:1: error: '.a' is not a valid name: every part of a dotted name must be non-empty")
    }

    func testInheritanceTagsAreReportedAsUnsupported() {
        XCTAssertEqual(
            parseError("{{<base}}{{/base}}"),
            "t.mustache:1:1: error: '<' tags (template inheritance) are not supported")
        XCTAssertEqual(
            parseError("  {{$block}}{{/block}}"),
            "t.mustache:1:3: error: '$' tags (template inheritance blocks) are not supported")
    }

    func testLinesCountAcrossMultilineTagsAndColumnsCountUnicodeScalars() {
        XCTAssertEqual(
            parseError("{{!\nline two\n}} {{/x}}"), "t.mustache:3:4: error: closing tag '/x' has no open section")
        XCTAssertEqual(parseError("é🎨 {{/x}}"), "t.mustache:1:4: error: closing tag '/x' has no open section")
        XCTAssertEqual(parseError("a\r\nb{{/x}}"), "t.mustache:2:2: error: closing tag '/x' has no open section")
    }

    func testUnknownPartialPointsAtThePartialTag() {
        XCTAssertEqual(renderError("a\n  {{> footer}}\n"), "t.mustache:2:3: error: no partial named 'footer'")
    }

    func testUnknownPartialRendersNothingWhenAskedTo() throws {
        let template = try MustacheTemplate(parsing: "[{{>footer}}]", path: "t.mustache")
        XCTAssertEqual(try template.render([:], partials: MustachePartials([:], whenMissing: .renderNothing)), "[]")
    }

    func testErrorsInsidePartialsNameThePartialsPath() {
        let partials = MustachePartials { name in
            name == "row" ? MustachePartial(text: "ok\n{{#x}}", path: "partials/row.mustache") : nil
        }
        XCTAssertEqual(
            renderError("{{>row}}", partials: partials),
            "partials/row.mustache:2:1: error: section 'x' is never closed: expected a closing tag '/x'")
        let dictionaryPartials = MustachePartials(["inner": "{{>missing}}"])
        XCTAssertEqual(
            renderError("{{>inner}}", partials: dictionaryPartials), "inner:1:1: error: no partial named 'missing'")
    }

    func testInterpolatingAListOrMapIsAnError() {
        XCTAssertEqual(
            renderError("x\n {{roles}}", ["roles": [1, 2]]),
            "t.mustache:2:2: error: 'roles' is a list and has no text to print; "
                + "use a section '#roles' to render what it holds")
        XCTAssertEqual(
            renderError("{{#roles}}{{{.}}}{{/roles}}", ["roles": [["name": "a"]]]),
            "t.mustache:1:11: error: '.' is a map and has no text to print; use a section '#.' to render what it holds")
    }
}
