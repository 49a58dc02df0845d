// Tests that templates whose work multiplies per level stop with an error at the render budget.
import XCTest
@testable import Mustache
@testable import SourceDiagnostics

/// Templates whose work multiplies at every level (sections over lists inside one another, a
/// partial that includes itself twice) end with an error instead of rendering for ever.
final class MustacheRenderLimitTests: XCTestCase {
    private let sectionLimitMessage = "rendering enters sections and partials more than "
        + "\(MustacheTemplate.maximumSectionsEntered) times: "
        + "sections over lists and partials inside one another multiply at every level"

    /// `{{#l}}` `depth` times around `body`, over a list of `count` elements.
    private func nestedLists(depth: Int, body: String = "") -> String {
        String(repeating: "{{#l}}", count: depth) + body + String(repeating: "{{/l}}", count: depth)
    }

    private func list(_ count: Int) -> TemplateValue {
        .list((0..<count).map { .number(.integer($0)) })
    }

    func testEnteringMoreSectionsThanTheLimitIsAnErrorAtTheSectionThatWouldExceedIt() throws {
        // 10 + 100 + 1,000 sections entered by three levels over ten elements.
        let template = try MustacheTemplate(parsing: nestedLists(depth: 3, body: "{{.}}"), path: "t")
        var withinLimit = MustacheRenderer(template: template, context: ["l": list(10)], partials: .none,
                                           maximumSectionsEntered: 1_110)
        XCTAssertEqual(try withinLimit.render().count, 1_000)
        var pastLimit = MustacheRenderer(template: template, context: ["l": list(10)], partials: .none,
                                         maximumSectionsEntered: 1_109)
        XCTAssertThrowsError(try pastLimit.render()) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.description, "t:1:13")
        }
    }

    func testNestedSectionsOverListsStopAtTheDefaultLimit() throws {
        // 10^100 passes without any output.
        let template = try MustacheTemplate(parsing: nestedLists(depth: 100), path: "t")
        XCTAssertThrowsError(try template.render(["l": list(10)])) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, self.sectionLimitMessage)
        }
    }

    func testAPartialIncludingItselfTwiceOverDeepDataStopsAtTheSectionLimit() throws {
        // Each level of data renders the partial twice one level down: 2^40 partials.
        var data: TemplateValue = ["a": false]  // without it, the leaf would find its parent's "a"
        for _ in 0..<40 {
            data = ["a": data]
        }
        let partials = MustachePartials(["twice": "{{#a}}{{>twice}}{{>twice}}{{/a}}"])
        let template = try MustacheTemplate(parsing: "{{>twice}}", path: "main")
        XCTAssertThrowsError(try template.render(data, partials: partials)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, self.sectionLimitMessage)
        }
    }

    func testNestedSectionsOverListsWritingTextStopAtTheOutputLimit() throws {
        // 10^100 copies of a thousand characters.
        let body = String(repeating: "x", count: 1_000)
        let template = try MustacheTemplate(parsing: nestedLists(depth: 100, body: body), path: "t")
        XCTAssertThrowsError(try template.render(["l": list(10)])) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "the rendered text grows past \(MustacheTemplate.maximumOutputBytes) bytes: "
                           + "sections over lists and partials inside one another multiply at every level")
            XCTAssertEqual((error as? Diagnostic)?.location?.description, "t:1:\(6 * 99 + 1)", "the innermost section")
        }
    }
}
