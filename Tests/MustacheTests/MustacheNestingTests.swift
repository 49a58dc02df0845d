// Tests that Mustache nesting renders up to the depth limit and is an error beyond it, never a crash.
import XCTest
@testable import Mustache
@testable import SourceDiagnostics

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

    /// A tree `levels` deep for the partial `node` below; every node prints `.`.
    private func tree(levels: Int) -> TemplateValue {
        var tree: TemplateValue = ["a": false, "b": "."]  // without "a", the leaf would find its parent's
        for _ in 0..<levels {
            tree = ["a": [tree], "b": "."]
        }
        return ["a": [tree]]
    }

    func testRenderingAtTheDepthLimitNeedsLittleCallStack() throws {
        // Each level opens a section and a partial; with the outer two that makes `limit`.
        let levels = (limit - 2) / 2
        let template = try MustacheTemplate(parsing: "{{#a}}{{>node}}{{/a}}", path: "deep")
        let partials = MustachePartials(["node": "{{b}}{{#a}}{{>node}}{{/a}}"])
        XCTAssertThrowsError(try template.render(tree(levels: levels + 1), partials: partials))

        let context = tree(levels: levels)
        let result = ThreadResult()
        let done = expectation(description: "rendered on a small stack")
        let thread = Thread {
            result.text = try? template.render(context, partials: partials)
            done.fulfill()
        }
        thread.stackSize = 128 * 1024  // a quarter of what secondary threads usually get
        thread.start()
        wait(for: [done], timeout: 30)
        XCTAssertEqual(result.text, String(repeating: ".", count: levels + 1))
    }
}

/// Carries a result out of a `Thread`.
private final class ThreadResult: @unchecked Sendable {
    var text: String?
}
