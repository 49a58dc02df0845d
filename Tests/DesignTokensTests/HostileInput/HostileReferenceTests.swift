// Tests that long alias chains, long cycles and exponential `$ref` copies end quickly with diagnostics.
import XCTest
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// References written to make the reader do too much work: long alias chains, long cycles and
/// pointers that copy values exponentially ("billion laughs") end in time, with diagnostics.
final class HostileReferenceTests: XCTestCase {
    private func validate(_ text: String) -> [Diagnostic] {
        DocumentValidator.validate(path: "/t.tokens.json", kind: .tokens,
                                   loader: InMemorySourceLoader(texts: ["/t.tokens.json": text]))
    }

    /// A token file of the `tokens` given as `"name": {...}` members.
    private func tokenFile(_ tokens: [String]) -> String {
        "{\n" + tokens.joined(separator: ",\n") + "\n}\n"
    }

    func testAHundredThousandTokenAliasChainResolves() throws {
        let count = 100_000
        var tokens = [#""a0": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}"#]
        for index in 1..<count {
            tokens.append(#""a\#(index)": {"$value": "{a\#(index - 1)}"}"#)
        }
        let document = try JSONParser.parse(tokenFile(tokens), path: "t.json")
        let resolved = TokenEvaluator.evaluate(TokenTreeReader.read(document.root, path: "t.json").tree)
        XCTAssertEqual(resolved.diagnostics.map(\.description), [])
        XCTAssertEqual(resolved.tokens["a\(count - 1)"]?.color?.components, [0.2, 0.4, 0.6])
        XCTAssertEqual(resolved.tokens["a\(count - 1)"]?.aliasTarget, "a\(count - 2)")
    }

    func testACycleThroughTwentyThousandTokensIsOneErrorPerToken() {
        let count = 20_000
        let tokens = (0..<count).map { #""a\#($0)": {"$type": "color", "$value": "{a\#(($0 + 1) % count)}"}"# }
        let diagnostics = validate(tokenFile(tokens))
        XCTAssertEqual(diagnostics.count, count)
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .error })
        XCTAssertEqual(diagnostics.filter { $0.message.hasPrefix("circular reference: ") }.count, 1,
                       "a long cycle is spelled out once, not at each of its members")
        XCTAssertTrue(diagnostics.dropFirst().allSatisfy {
            $0.message.hasSuffix("is part of a circular reference of 20000 tokens, listed at /t.tokens.json:2:36")
        })
        XCTAssertEqual(diagnostics.first?.location?.description, "/t.tokens.json:2:36")
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("circular reference: 'a0' → 'a1' → 'a2' → ") == true)
        XCTAssertTrue(diagnostics.first?.message.hasSuffix(" → 'a19999' → 'a0'") == true)
    }

    func testPointersThatDoubleAtEveryStepAreStoppedWithAnError() {
        // a0 is four numbers; each next token's value holds the one before twice: 2^42 numbers.
        var tokens = [#""a0": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}"#]
        for index in 1...40 {
            tokens.append(#""a\#(index)": {"$type": "cubicBezier", "$value": "#
                + ##"[{"$ref": "#/a\##(index - 1)/$value"}, {"$ref": "#/a\##(index - 1)/$value"}]}"##)
        }
        let errors = validate(tokenFile(tokens)).filter { $0.severity == .error }
        // a(k) holds 6 * 2^k - 1 values. The copies made for a1 ... a15 fit within the million;
        // a16 would copy a15's 196,607 values twice more, past it; a17 ... a40 build on a16.
        let copyErrors = errors.filter { $0.message.contains("would copy more than") }
        XCTAssertEqual(Set(copyErrors.map(\.message)), [
            "$ref '#/a15/$value' would copy more than 1000000 values into the document in all: "
            + "pointers to values that hold pointers multiply the copy at every step",
        ])
        XCTAssertEqual(Set(copyErrors.compactMap(\.location?.position.line)), [18])
        let shapeErrors = errors.filter { !$0.message.contains("would copy more than") }
        XCTAssertEqual(shapeErrors.compactMap(\.location?.position.line), Array(3...17), "a1 ... a15 are not four numbers")
    }
}
