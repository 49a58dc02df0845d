// Tests which keys a template and its reachable partials look up on the stack, and that data without the others renders the same.
import XCTest
import Mustache

/// ``MustacheTemplate/readableNames(partials:scope:)``: the first part of every variable and
/// section name, through every partial that can be reached, those inside the sections of a scope
/// told apart, and "all" when a partial cannot be known.
final class MustacheReadableNamesTests: XCTestCase {
    private func names(_ text: String, partials: [String: String] = [:], scope: Set<String> = []) throws -> MustacheReadableNames {
        try MustacheTemplate(parsing: text, path: "t.mustache").readableNames(partials: MustachePartials(partials), scope: scope)
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

    /// `address` of `person.address` is looked up in `person`'s value, not on the stack.
    func testADottedNameLooksUpItsFirstPartWithoutTheOptionalMarker() throws {
        let names = try names("{{person.address.city}} {{#options.registry?}}{{/options.registry?}} {{subtitle?}}")
        assertReads(names, ["person", "options", "subtitle"],
                    not: ["address", "city", "registry", "person.address.city", "registry?", "subtitle?"])
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
        assertReads(names, ["shown", "outerName", "never", "deepName"],
                    not: ["part", "unusedName", "outer", "inner", "deep", "absent"])
    }

    func testAPartialThatDoesNotParseMakesEveryKeyReadable() throws {
        let names = try names("{{a}}{{#no}}{{> broken}}{{/no}}", partials: ["broken": "{{#open}}"])
        XCTAssertEqual(names, .all)
        assertReads(names, ["a", "anything", "roles"], not: [])
    }

    func testKeysLookedUpInsideTheScopeAreToldApart() throws {
        let text = """
            {{#schemes}}{{name}}{{/schemes}}{{#roles}}{{swiftName}}{{#colors}}{{hex}}{{/colors}}{{> row}}{{/roles}}
            {{> header}}{{#ts.roles}}{{flat}}{{/ts.roles}}{{^roles}}{{empty}}{{/roles}}
            """
        let partials = MustachePartials(["row": "{{label}}{{> header}}", "header": "{{title}}"])
        let names = try MustacheTemplate(parsing: text, path: "t.mustache").readableNames(partials: partials, scope: ["roles"])
        let all = ["schemes", "name", "roles", "swiftName", "colors", "hex", "label", "title", "ts", "flat", "empty"]
        assertReads(names, all, not: ["row", "header"])
        for key in ["swiftName", "colors", "hex", "label", "title", "empty"] {
            XCTAssertTrue(names.containsInScope(key), "reads \(key) inside a section of the scope")
        }
        // `ts.roles` iterates a member of `ts`, not a value looked up as `roles`.
        for key in ["schemes", "name", "roles", "ts", "flat"] {
            XCTAssertFalse(names.containsInScope(key), "reads \(key) only outside the scope")
        }
        XCTAssertTrue(MustacheReadableNames.all.containsInScope("anything"))
    }

    func testARecursivePartialInsideTheScopeIsWalkedThere() throws {
        let names = try names("{{#tree}}{{> node}}{{/tree}}{{> node}}",
                              partials: ["node": "{{#children}}{{> node}}{{/children}}{{leaf}}"], scope: ["tree"])
        for key in ["children", "leaf"] { XCTAssertTrue(names.containsInScope(key), key) }
        XCTAssertFalse(names.containsInScope("tree"))
    }

    /// The point of the set: every map that is no member of another (the root, the elements of
    /// lists), pruned to the keys that can be looked up where it can be on the context stack,
    /// renders the same bytes, and the same errors for names the data lacks, as the full data.
    func testDataWithoutTheUnreadableKeysRendersTheSame() throws {
        let text = "{{name}}|{{#items}}{{title}}:{{#tags}}{{.}},{{/tags}}{{/items}}{{> footer}}"
        let partials = MustachePartials(["footer": "{{meta.count}}{{^items}}none{{/items}}"])
        let template = try MustacheTemplate(parsing: text, path: "t.mustache")
        // The second item's `title` is found by falling back to the root; its unread `note` and
        // the first item's `name`, read only outside `items`, make no difference.
        let full: TemplateValue = [
            "name": "R", "title": "T", "unread": [1, 2], "meta": ["count": 2, "hidden": "h"],
            "items": [["name": "a", "title": "own", "tags": ["x", "y"]], ["tags": ["z"], "note": "n"]],
        ]
        let names = template.readableNames(partials: partials, scope: ["items"])
        let pruned = Self.pruned(full, to: names, scope: ["items"], inScope: false)
        XCTAssertNotEqual(pruned, full)
        XCTAssertEqual(try template.render(pruned, partials: partials, missingNames: .reportError),
                       try template.render(full, partials: partials, missingNames: .reportError))
        XCTAssertEqual(try template.render(pruned, partials: partials), "R|own:x,y,T:z,2")
    }

    /// `value` (the root, or an element of a list) without the keys `names` cannot look up where
    /// it can be on the stack, and the same for the elements of its lists, those of lists under a
    /// key of `scope` inside the scope; members that are maps are kept whole.
    private static func pruned(_ value: TemplateValue, to names: MustacheReadableNames, scope: Set<String>,
                               inScope: Bool) -> TemplateValue {
        guard case .map(let map) = value else { return value }
        let kept = map.entries.filter { inScope ? names.containsInScope($0.0) : names.contains($0.0) }
        return .map(TemplateMap(kept.map { key, member in
            guard case .list(let elements) = member else { return (key, member) }
            return (key, .list(elements.map { pruned($0, to: names, scope: scope, inScope: inScope || scope.contains(key)) }))
        }))
    }
}
