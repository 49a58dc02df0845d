// Tests which keys a template and its reachable partials can read, and that data without the others renders the same.
import XCTest
import Mustache

/// ``MustacheTemplate/readableNames(partials:)``: every part of every variable and section name,
/// through every partial that can be reached, and "all" when a partial cannot be known.
final class MustacheReadableNamesTests: XCTestCase {
    private func names(_ text: String, partials: [String: String] = [:]) throws -> MustacheReadableNames {
        try MustacheTemplate(parsing: text, path: "t.mustache").readableNames(partials: MustachePartials(partials))
    }

    private func assertReads(_ names: MustacheReadableNames, _ keys: [String], not others: [String],
                             file: StaticString = #filePath, line: UInt = #line) {
        for key in keys { XCTAssertTrue(names.contains(key), "reads \(key)", file: file, line: line) }
        for key in others { XCTAssertFalse(names.contains(key), "does not read \(key)", file: file, line: line) }
    }

    func testVariablesSectionsAndInvertedSectionsAreRead() throws {
        let names = try names("{{a}} {{{b}}} {{&c}} {{#d}}{{e}}{{/d}} {{^f}}x{{/f}} {{! g }} {{.}} text")
        assertReads(names, ["a", "b", "c", "d", "e", "f"], not: ["g", ".", "", "text", "x"])
    }

    func testEveryPartOfADottedNameIsReadWithoutTheOptionalMarker() throws {
        let names = try names("{{person.address.city}} {{#options.registry?}}{{/options.registry?}} {{subtitle?}}")
        assertReads(names, ["person", "address", "city", "options", "registry", "subtitle"],
                    not: ["person.address.city", "registry?", "subtitle?"])
    }

    func testNamesAfterChangedDelimitersAndOnStandaloneLinesAreRead() throws {
        let names = try names("""
            {{#list}}
              {{> item}}
            {{/list}}
            {{=<% %>=}}
            <% after %>
            <%^missing%>
            <%/missing%>
            """, partials: ["item": "{{label}}\n"])
        assertReads(names, ["list", "label", "after", "missing"], not: ["item"])
    }

    func testPartialsAreFollowedWhereverTheyAreWritten() throws {
        let partials = [
            "outer": "{{outerName}}{{> inner}}{{> outer}}",
            "inner": "{{#never}}{{> deep}}{{/never}}",
            "deep": "{{deepName.part}}",
            "unused": "{{unusedName}}",
        ]
        let names = try names("{{^shown}}{{> outer}}{{/shown}}{{> absent}}", partials: partials)
        assertReads(names, ["shown", "outerName", "never", "deepName", "part"],
                    not: ["unusedName", "outer", "inner", "deep", "absent"])
    }

    func testAPartialThatDoesNotParseMakesEveryKeyReadable() throws {
        let names = try names("{{a}}{{#no}}{{> broken}}{{/no}}", partials: ["broken": "{{#open}}"])
        XCTAssertEqual(names, .all)
        assertReads(names, ["a", "anything", "roles"], not: [])
    }

    /// The point of the set: every map of the data pruned to the readable keys renders the same
    /// bytes, and the same errors for names the data lacks, as the full data.
    func testDataWithoutTheUnreadableKeysRendersTheSame() throws {
        let text = "{{#items}}{{name}}:{{#tags}}{{.}},{{/tags}}{{title}}|{{/items}}{{> footer}}"
        let partials = MustachePartials(["footer": "{{meta.count}} {{^items}}none{{/items}}"])
        let template = try MustacheTemplate(parsing: text, path: "t.mustache")
        // `title` is found by falling back to the root; items that had an unread `note` still lack `title`.
        let full: TemplateValue = [
            "title": "T", "unread": [1, 2], "meta": ["count": 2, "hidden": "h"],
            "items": [["name": "a", "tags": ["x", "y"], "note": "n"], ["name": "b", "tags": [], "title": "own"]],
        ]
        let names = template.readableNames(partials: partials)
        let pruned = Self.pruned(full, to: names)
        XCTAssertNotEqual(pruned, full)
        XCTAssertEqual(try template.render(pruned, partials: partials, missingNames: .reportError),
                       try template.render(full, partials: partials, missingNames: .reportError))
        XCTAssertEqual(try template.render(pruned, partials: partials), "a:x,y,T|b:own|2 ")
    }

    /// `value` with every map's keys outside `names` left out, at every depth.
    private static func pruned(_ value: TemplateValue, to names: MustacheReadableNames) -> TemplateValue {
        switch value {
        case .list(let elements):
            .list(elements.map { pruned($0, to: names) })
        case .map(let map):
            .map(TemplateMap(map.entries.filter { names.contains($0.0) }.map { ($0.0, pruned($0.1, to: names)) }))
        default:
            value
        }
    }
}
