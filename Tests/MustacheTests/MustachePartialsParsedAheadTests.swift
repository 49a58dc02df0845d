// Tests partials parsed ahead: each reachable one looked up and parsed once, rendering and errors unchanged.
import XCTest
import Mustache
import SourceDiagnostics

/// ``MustachePartials/parsed(reachableFrom:)``: the partials a template can reach are looked up
/// once, and rendering and finding the names then look none of them up again, while the output,
/// the names and the errors are those of partials parsed when used.
final class MustachePartialsParsedAheadTests: XCTestCase {
    /// The names looked up, in order, by partials that count their look-ups.
    private final class LookUps: @unchecked Sendable {
        private(set) var names: [String] = []
        func record(_ name: String) { names.append(name) }
    }

    private static let texts = [
        "row": "[{{> cell}}{{#items}}{{> cell}}{{/items}}]\n",
        "cell": "{{name}};",
        "unused": "{{#never}}{{> row}}{{/never}}",
        "broken": "{{#open}}",
    ]

    private func counted(_ lookUps: LookUps) -> MustachePartials {
        MustachePartials { name in
            lookUps.record(name)
            return Self.texts[name].map { MustachePartial(text: $0, path: "\(name).mustache") }
        }
    }

    private let data = TemplateValue.map(TemplateMap([
        ("name", .string("top")),
        ("items", .list([.map(TemplateMap([("name", .string("a"))])), .map(TemplateMap([("name", .string("b"))]))])),
    ]))

    func testEachReachablePartialIsLookedUpOnceForTheNamesAndTheRender() throws {
        let template = try MustacheTemplate(parsing: "{{> row}}{{#items}}{{> row}}{{/items}}{{#no}}{{> absent}}{{/no}}",
                                            path: "t.mustache")
        let lookUps = LookUps()
        let parsed = counted(lookUps).parsed(reachableFrom: template)
        XCTAssertEqual(lookUps.names.sorted(), ["absent", "cell", "row"])
        let names = template.readableNames(partials: parsed)
        let rendered = try template.render(data, partials: parsed)
        XCTAssertEqual(lookUps.names.sorted(), ["absent", "cell", "row"], "nothing looked up again")
        XCTAssertTrue(names.contains("name") && names.contains("items") && !names.contains("never"))

        let plain = MustachePartials(Self.texts)
        XCTAssertEqual(rendered, try template.render(data, partials: plain))
        XCTAssertEqual(names, template.readableNames(partials: plain))
        XCTAssertEqual(rendered, "[top;a;b;]\n[a;a;b;]\n[b;a;b;]\n")
    }

    func testAPartialThatDoesNotParseFailsOnlyTheRenderThatIncludesIt() throws {
        let template = try MustacheTemplate(parsing: "{{#show}}{{> broken}}{{/show}}ok", path: "t.mustache")
        let parsed = MustachePartials(Self.texts).parsed(reachableFrom: template)
        XCTAssertEqual(try template.render(.map(TemplateMap()), partials: parsed), "ok")
        XCTAssertEqual(template.readableNames(partials: parsed), .all)
        let shown = TemplateValue.map(TemplateMap([("show", .bool(true))]))
        func failure(_ partials: MustachePartials) -> String? {
            do {
                _ = try template.render(shown, partials: partials)
                return nil
            } catch {
                return error.description
            }
        }
        let error = failure(parsed)
        XCTAssertNotNil(error)
        XCTAssertEqual(error, failure(MustachePartials(Self.texts)))
        XCTAssertTrue(error?.hasPrefix("broken:1:1: error: section 'open' is never closed") ?? false, error ?? "")
    }

    func testAMissingPartialIsAnErrorOrNothingAsBefore() throws {
        let template = try MustacheTemplate(parsing: "a{{> absent}}b", path: "t.mustache")
        XCTAssertThrowsError(try template.render(.null, partials: MustachePartials(Self.texts).parsed(reachableFrom: template))) {
            XCTAssertTrue(String(describing: $0).contains("absent"), String(describing: $0))
        }
        let lenient = MustachePartials(Self.texts, whenMissing: .renderNothing).parsed(reachableFrom: template)
        XCTAssertEqual(lenient.whenMissing, .renderNothing)
        XCTAssertEqual(try template.render(.null, partials: lenient), "ab")
    }

    /// Partials the template cannot reach are not looked up ahead, but still found by name.
    func testPartialsTheTemplateCannotReachAreLookedUpWhenAsked() throws {
        let template = try MustacheTemplate(parsing: "{{> cell}}", path: "t.mustache")
        let lookUps = LookUps()
        let parsed = counted(lookUps).parsed(reachableFrom: template)
        XCTAssertEqual(lookUps.names, ["cell"])
        XCTAssertEqual(parsed.partial(named: "unused")?.text, Self.texts["unused"])
        XCTAssertEqual(lookUps.names, ["cell", "unused"])
    }
}
