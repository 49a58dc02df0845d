@testable import ColorGenKit
import XCTest

/// Deep nesting renders up to ``MustacheTemplate/maximumNestingDepth`` and is an error beyond,
/// never a stack overflow.
final class MustacheNestingTests: XCTestCase {
    private let limit = MustacheTemplate.maximumNestingDepth

    private func nestedTemplate(depth: Int) -> String {
        String(repeating: "{{#a}}", count: depth) + "{{b}}" + String(repeating: "{{/a}}", count: depth)
    }

    func testTemplateAtTheDepthLimitRenders() throws {
        let template = try MustacheTemplate(parsing: nestedTemplate(depth: limit), path: "deep")
        XCTAssertEqual(try template.render(["a": true, "b": "bottom"]), "bottom")
    }

    func testTemplateTenThousandSectionsDeepIsAnErrorAtTheFirstSectionTooDeep() {
        let column = 6 * limit + 1
        XCTAssertThrowsError(try MustacheTemplate(parsing: nestedTemplate(depth: 10_000), path: "deep")) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.description,
                "deep:1:\(column): error: sections and partials are nested more than \(limit) levels deep")
        }
    }

    func testUnclosedSectionsTenThousandDeepAreAnErrorNotACrash() {
        let text = String(repeating: "{{^x}}\n", count: 10_000)
        XCTAssertThrowsError(try MustacheTemplate(parsing: text, path: "deep")) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.position, TextPosition(line: limit + 1, column: 1))
        }
    }

    func testPartialThatIncludesItselfForeverIsAnError() throws {
        let template = try MustacheTemplate(parsing: "{{>loop}}", path: "main")
        let partials = MustachePartials(["loop": "x{{>loop}}"])
        XCTAssertThrowsError(try template.render([:], partials: partials)) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.description,
                "loop:1:2: error: sections and partials are nested more than \(limit) levels deep")
        }
    }

    func testRecursivePartialOverDataRendersWithinTheLimit() throws {
        var tree: TemplateValue = ["name": "leaf", "children": []]
        for level in 0..<20 {
            tree = ["name": .string("n\(level)"), "children": [tree]]
        }
        let template = try MustacheTemplate(parsing: "{{>node}}", path: "main")
        let partials = MustachePartials(["node": "{{name}}{{#children}}/{{>node}}{{/children}}"])
        let expected = (0..<20).reversed().map { "n\($0)" }.joined(separator: "/") + "/leaf"
        XCTAssertEqual(try template.render(tree, partials: partials), expected)
    }
}
