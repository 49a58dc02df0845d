// Tests that resolver set chains and "billion laughs" set references end quickly with diagnostics.
import XCTest
import DesignTokens
import SourceDiagnostics

/// Resolver documents written to make reference following do too much work: a long chain of
/// sets referencing sets, and sets that reference the one before twice ("billion laughs").
final class HostileResolverTests: XCTestCase {
    /// A resolver whose set `s(k)` has the `sources` of `sourcesOfSet(k)`, applied in order.
    private func resolver(sets count: Int, sourcesOfSet: (Int) -> String) -> String {
        let sets = (0..<count).map { #""s\#($0)": {"sources": [\#(sourcesOfSet($0))]}"# }
        return """
            {
              "version": "2025.10",
              "sets": {
            \(sets.joined(separator: ",\n"))
              },
              "resolutionOrder": [{"$ref": "#/sets/s\(count - 1)"}]
            }
            """
    }

    private let tokens = #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#

    private func read(_ text: String) -> (document: ResolverDocument?, errors: [String]) {
        let read = ResolverDocumentReader.read(Array(text.utf8), path: "/r.resolver.json")
        return (read.document, read.diagnostics.filter { $0.severity == .error }.map(\.description))
    }

    func testAChainOfThreeThousandSetsIsAnErrorInTime() {
        let text = resolver(sets: 3_000) { $0 == 0 ? self.tokens : ##"{"$ref": "#/sets/s\##($0 - 1)"}"## }
        let (document, errors) = read(text)
        XCTAssertNil(document)
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.contains { $0.hasSuffix("leads through more than 64 references in a row") },
                      "\(errors.prefix(3))")
    }

    func testAChainOfSetsWithinTheLimitResolves() throws {
        let text = resolver(sets: 60) { $0 == 0 ? self.tokens : ##"{"$ref": "#/sets/s\##($0 - 1)"}"## }
        let (document, errors) = read(text)
        XCTAssertEqual(errors, [])
        let evaluator = ResolverEvaluator(document: try XCTUnwrap(document), loader: InMemorySourceLoader(files: [:]))
        let resolved = evaluator.resolveTokens(inputs: [:])
        XCTAssertEqual(resolved.diagnostics.map(\.description), [])
        XCTAssertEqual(resolved.tokens["c"]?.color?.components, [1, 0, 0])
    }

    func testSetsThatDoubleAtEveryStepAreStoppedWithAnError() {
        let text = resolver(sets: 40) {
            $0 == 0 ? self.tokens : ##"{"$ref": "#/sets/s\##($0 - 1)"}, {"$ref": "#/sets/s\##($0 - 1)"}"##
        }
        let (document, errors) = read(text)
        XCTAssertNil(document)
        XCTAssertTrue(errors.contains { $0.contains("references are followed more than") }, "\(errors.prefix(3))")
    }
}
