// Tests Mustache rendering the spec leaves open: JavaScript truthiness, scalar printing, escaping.
import XCTest
@testable import Mustache

/// Rendering behaviour the Mustache spec leaves open or does not test.
final class MustacheRenderingTests: XCTestCase {
    private func render(
        _ text: String, _ context: TemplateValue = [:], partials: MustachePartials = .none
    ) throws -> String {
        try MustacheTemplate(parsing: text, path: "t.mustache").render(context, partials: partials)
    }

    func testSectionsFollowJavaScriptTruthiness() throws {
        let context: TemplateValue = ["zero": 0, "empty": "", "map": [:], "text": "x"]
        XCTAssertEqual(try render("{{#zero}}A{{/zero}}{{^zero}}B{{/zero}}", context), "B")
        XCTAssertEqual(try render("{{#empty}}A{{/empty}}{{^empty}}B{{/empty}}", context), "B")
        XCTAssertEqual(try render("{{#map}}A{{/map}}{{^map}}B{{/map}}", context), "A")
        XCTAssertEqual(try render("{{#text}}<{{.}}>{{/text}}", context), "<x>")
    }

    func testInterpolatedScalars() throws {
        let context: TemplateValue = ["yes": true, "no": false, "ratio": 0.5, "count": 3]
        XCTAssertEqual(try render("{{yes}} {{no}} {{ratio}} {{count}}", context), "true false 0.5 3")
    }

    /// The output grows by doubling from a few kilobytes: one piece many times larger than the
    /// buffer, and many small pieces across its growth, both arrive whole and in order.
    func testOutputGrowsForLargeAndManyPieces() throws {
        let large = String(repeating: "0123456789", count: 10_000) + "é🎨"
        let pieces = (0..<5_000).map { TemplateValue.string("<\($0)>") }
        XCTAssertEqual(try render("[{{{large}}}]", ["large": .string(large)]), "[" + large + "]")
        XCTAssertEqual(try render("{{#pieces}}{{.}};{{/pieces}}", ["pieces": .list(pieces)]),
                       (0..<5_000).map { "&lt;\($0)&gt;;" }.joined())
    }

    /// Maps passed by on the way down the context stack are skipped by a filter of their keys;
    /// it follows the keys as they are added and removed, and maps made from others keep it.
    func testNamesAreFoundPastMapsWhoseKeysChanged() throws {
        var removed: TemplateMap = ["name": "upper", "other": 1]
        removed["name"] = nil
        var readded: TemplateMap = ["other": 1]
        readded["name"] = nil
        readded["name"] = "readded"
        let shared = removed.withValues([2])
        let context: TemplateValue = ["name": "root", "removed": .map(removed), "readded": .map(readded),
                                      "shared": .map(shared)]
        XCTAssertEqual(try render("{{#removed}}{{name}}{{/removed}}", context), "root")
        XCTAssertEqual(try render("{{#readded}}{{name}}{{/readded}}", context), "readded")
        XCTAssertEqual(try render("{{#shared}}{{name}} {{other}}{{/shared}}", context), "root 2")
        XCTAssertEqual(try render("{{#removed}}{{#readded}}{{name}}{{/readded}}{{/removed}}", context), "readded")
    }

    func testEscapesOnlyTheFourSpecCharactersAndKeepsUnicode() throws {
        let context: TemplateValue = ["s": "a&b<c>d\"e'f é🎨"]
        XCTAssertEqual(try render("{{s}}", context), "a&amp;b&lt;c&gt;d&quot;e'f é🎨")
        XCTAssertEqual(try render("{{{s}}}", context), "a&b<c>d\"e'f é🎨")
    }

    func testMapsRenderInInsertionOrderThroughLists() throws {
        let context: TemplateValue = ["roles": [["name": "primary"], ["name": "onPrimary"], ["name": "surface"]]]
        XCTAssertEqual(try render("{{#roles}}{{name}},{{/roles}}", context), "primary,onPrimary,surface,")
    }

    func testNestedStandalonePartialsAccumulateIndentation() throws {
        let partials = MustachePartials([
            "outer": "{\n  {{>inner}}\n}\n",
            "inner": "a\n\nb {{x}}\n{{#x}}\nc\n{{/x}}\n",
        ])
        let expected = "  {\n    a\n\n    b 1\n    c\n  }\n"
        XCTAssertEqual(try render("  {{>outer}}\n", ["x": 1], partials: partials), expected)
    }

    func testIndentationIsNotAddedInsideInterpolatedValues() throws {
        let partials = MustachePartials(["p": "<{{{v}}}>\n"])
        XCTAssertEqual(try render("\t{{>p}}\n", ["v": "1\n2"], partials: partials), "\t<1\n2>\n")
    }

    func testPartialsKeepTheirOwnDelimitersAndParseOnce() throws {
        let counter = LookupCounter()
        let partials = MustachePartials { name in
            counter.increment()
            return name == "item" ? MustachePartial(text: "[{{.}}]", path: "item.mustache") : nil
        }
        let text = "{{=<% %>=}}<%#list%><%>item%><%/list%>"
        XCTAssertEqual(try render(text, ["list": [1, 2, 3]], partials: partials), "[1][2][3]")
        XCTAssertEqual(counter.count, 1)
    }

    func testCRLFStandaloneLinesAndUnclosedLastLine() throws {
        XCTAssertEqual(try render("a\r\n{{#b}}\r\nx\r\n{{/b}}\r\nz", ["b": true]), "a\r\nx\r\nz")
        XCTAssertEqual(try render("{{! only a comment }}"), "")
        XCTAssertEqual(try render(""), "")
    }

    func testDottedNamesIntoListsAndScalarsAreMisses() throws {
        let context: TemplateValue = ["list": [1], "name": "x"]
        XCTAssertEqual(try render("[{{list.0}}][{{name.length}}]", context), "[][]")
    }

    func testRendersFiftyThousandRolesInOnePass() throws {
        let roles = (0..<50_000).map { index -> TemplateValue in
            ["name": .string("role\(index)"), "hex": "#A1B2C3", "alpha": .number(.decimal(0.5))]
        }
        let template = try MustacheTemplate(
            parsing: "{{#roles}}\n  static let {{name}} = Color(hex: \"{{{hex}}}\", alpha: {{alpha}})\n{{/roles}}\n",
            path: "swift.mustache")
        let output = try template.render(["roles": .list(roles)])
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 50_000)
        XCTAssertEqual(lines.first, "  static let role0 = Color(hex: \"#A1B2C3\", alpha: 0.5)")
        XCTAssertEqual(lines.last, "  static let role49999 = Color(hex: \"#A1B2C3\", alpha: 0.5)")
    }
}

/// Counts partial look-ups from a `@Sendable` closure.
private final class LookupCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    var count: Int { lock.withLock { value } }

    func increment() {
        lock.withLock { value += 1 }
    }
}
