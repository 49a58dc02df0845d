// Tests `$ref` JSON Pointer references in token files: decoding, targets, chains, cycles, error positions.
import XCTest
@testable import ColorMath
@testable import DesignTokens
@testable import PositionalJSON

final class JSONPointerReferenceTests: XCTestCase {
    func testEscapedSegmentsAndPercentEncodingDecode() throws {
        let pointer = try JSONPointer.parse("#/a~1b/c~0d/e%20f/$value").get()
        XCTAssertEqual(pointer.segments, ["a/b", "c~d", "e f", "$value"])
        XCTAssertEqual(try JSONPointer.parse("#").get().segments, [])
    }

    func testTheFragmentAndPlainFormsAreOnePointer() throws {
        let fromFragment = try JSONPointer.parse("#/a~1b/c~0d/e%20f").get()
        XCTAssertEqual(fromFragment, JSONPointer(parsing: "/a~1b/c~0d/e f"))
        XCTAssertEqual(fromFragment.fragment, "#/a~1b/c~0d/e f")
        XCTAssertEqual(try JSONPointer.parse(JSONPointer(segments: ["x/y", "~"]).fragment).get().segments, ["x/y", "~"])
        let root = try JSONParser.parse(#"{"a/b": {"c~d": {"e f": [7]}}}"#, path: "t.json").root
        XCTAssertEqual(fromFragment.appending(0).resolve(in: root)?.numberValue?.int, 7)
    }

    func testMalformedPointersAreRejectedWithTheReason() {
        func message(_ text: String) -> String? {
            if case .failure(let error) = JSONPointer.parse(text) { return error.message }
            return nil
        }
        XCTAssertEqual(message("/a/$value"), "JSON pointer '/a/$value' must start with '#/' (a place in this document)")
        XCTAssertEqual(message("#a"), "JSON pointer '#a' must continue with '/' after '#', e.g. '#/colors/blue/$value'")
        XCTAssertEqual(message("#/a~2"), "JSON pointer '#/a~2' has a '~' that is not '~0' (for '~') or '~1' (for '/')")
        XCTAssertEqual(message("#/a b"), "JSON pointer '#/a b' contains a space, which must be percent-encoded as %20")
        XCTAssertEqual(message("#/a%2"), "JSON pointer '#/a%2' has a '%' that is not followed by two hex digits")
    }

    func testWholeTokenAndPropertyLevelPointersWithEscapedNames() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "a/b": { "c~d": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 0.25, 1] } } },
          "copy": { "$type": "color", "$ref": "#/a~1b/c~0d/$value" },
          "green": { "$type": "number", "$ref": "#/a~1b/c~0d/$value/components/1" },
          "built": { "$type": "color", "$value": { "colorSpace": "srgb",
                                                   "components": { "$ref": "#/a~1b/c~0d/$value/components" } } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        let color = DTCGColor(colorSpace: .srgb, components: [0.5, 0.25, 1])
        XCTAssertEqual(tokens["copy"]?.color, color)
        XCTAssertEqual(tokens["built"]?.color, color)
        guard case .number(let green)? = tokens["green"]?.value else { return XCTFail("no number") }
        XCTAssertEqual(green, 0.25)
    }

    func testPointersChainThroughTokensWrittenWithRef() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "base": { "$type": "dimension", "$value": { "value": 2, "unit": "rem" } },
          "middle": { "$type": "dimension", "$ref": "#/base/$value" },
          "top": { "$type": "number", "$ref": "#/middle/$value/value" }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        guard case .number(let value)? = tokens["top"]?.value else { return XCTFail("no number") }
        XCTAssertEqual(value, 2)
    }

    func testAPointerToAnAliasBringsTheAliasWhichIsThenResolved() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "b": { "$type": "number", "$value": 5 },
          "a": { "$type": "number", "$value": "{b}" },
          "viaToken": { "$type": "number", "$ref": "#/a/$value" },
          "viaValue": { "$type": "number", "$value": { "$ref": "#/a/$value" } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [])
        for path in ["viaToken", "viaValue"] {
            guard case .number(let number)? = tokens[path]?.value else { return XCTFail("\(path) did not resolve") }
            XCTAssertEqual(number, 5)
            XCTAssertEqual(tokens[path]?.aliasTarget, "b")
        }
    }

    func testPointerCyclesAndBadTargetsAreReportedAtTheReference() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        {
          "a": { "$type": "number", "$ref": "#/b/$value" },
          "b": { "$type": "number", "$ref": "#/a/$value" },
          "c": { "$type": "number", "$value": 1 },
          "d": { "$type": "number", "$ref": "#/c" },
          "e": { "$type": "number", "$ref": "#/c/$type" },
          "f": { "$type": "number", "$ref": "#/c/$value/0" }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:2:37: error: circular $ref: '#/b/$value' → '#/a/$value' → '#/b/$value'",
            "tokens.json:5:37: error: JSON pointer '#/c' points at token 'c' itself; point at its value with '#/c/$value'",
            "tokens.json:6:37: error: JSON pointer '#/c/$type' points at '$type' of token 'c'; "
                + "only a token's $value can be referenced",
            "tokens.json:7:37: error: JSON pointer '#/c/$value/0' leads nowhere: '#/c/$value' is a number, "
                + "which has no member '0'",
        ])
    }

    func testAProblemInAPointedValueIsReportedAtThePointer() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        {
          "n": { "$type": "number", "$value": 3 },
          "d": { "$type": "dimension", "$ref": "#/n/$value" }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:3:40: error: the dimension value must be a dimension object with 'value' and 'unit', found number 3",
        ])
    }
}
