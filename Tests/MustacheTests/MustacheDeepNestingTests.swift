// Tests that Mustache nested 100,000 levels deep is an error at the nesting limit, not a crash.
import XCTest
import Mustache
import SourceDiagnostics

/// Templates nested 100,000 levels deep (sections, inverted sections, partials) are an error at
/// ``MustacheTemplate/maximumNestingDepth``, never a stack overflow.
final class MustacheDeepNestingTests: XCTestCase {
    private let depth = 100_000
    private let mustacheLimit = MustacheTemplate.maximumNestingDepth

    private func templateError(_ text: String, partials: MustachePartials = .none) -> Diagnostic? {
        do {
            _ = try MustacheTemplate(parsing: text, path: "deep").render(["a": [["a": true]], "b": "x"], partials: partials)
            return nil
        } catch {
            return error
        }
    }

    private var mustacheTooDeep: String { "sections and partials are nested more than \(mustacheLimit) levels deep" }

    func testMustacheSectionsAndInvertedSectionsStopAtTheLimit() {
        for opening in ["{{#a}}", "{{^b}}", "{{#a}}{{^b}}"] {
            let tags = opening.count / 6
            let closing = opening.replacingOccurrences(of: "#", with: "/").replacingOccurrences(of: "^", with: "/")
            let text = String(repeating: opening, count: depth / tags) + String(repeating: closing, count: depth / tags)
            XCTAssertEqual(templateError(text)?.description, "deep:1:\(6 * mustacheLimit + 1): error: \(mustacheTooDeep)",
                           opening)
        }
    }

    func testMustacheUnclosedAndUnopenedSectionsAreErrors() {
        XCTAssertEqual(templateError(String(repeating: "{{#a}}", count: depth))?.location?.position,
                       TextPosition(line: 1, column: 6 * mustacheLimit + 1))
        XCTAssertEqual(templateError(String(repeating: "{{/a}}", count: depth))?.location?.position,
                       TextPosition.start)
    }

    func testMustachePartialChainStopsAtTheLimit() {
        // p0 includes p1, which includes p2, ... p99999: each partial is one level.
        let partials = MustachePartials(whenMissing: .reportError) { name in
            guard let number = Int(name.dropFirst()), name.first == "p", number < 100_000 else { return nil }
            return MustachePartial(text: "{{>p\(number + 1)}}", path: name)
        }
        let error = templateError("{{>p0}}", partials: partials)
        XCTAssertEqual(error?.message, mustacheTooDeep)
        XCTAssertEqual(error?.location?.path, "p\(mustacheLimit - 1)")
    }
}
