// Pins JSON5 numbers in color values: NaN and Infinity are errors, a hexadecimal number reads as its value.
import XCTest
import DesignTokens
import PositionalJSON

/// Numbers only JSON5 can write (NaN, Infinity, hexadecimal) where a token value needs one.
final class JSON5TokenValueTests: XCTestCase {
    func testInfinityAndNaNAreRejectedWhereAColorNeedsANumber() throws {
        let document = try JSONParser.parse("""
            {
              c: { $type: 'color', $value: { colorSpace: 'srgb', components: [NaN, 0, Infinity], alpha: -Infinity } },
              h: { $type: 'color', $value: { colorSpace: 'oklch', components: [0.5, 0.1, 0x10] } },
            }
            """, path: "t.json5")
        let (tree, readDiagnostics) = TokenTreeReader.read(document)
        let (tokens, diagnostics) = TokenEvaluator.evaluate(tree)
        XCTAssertEqual((readDiagnostics + diagnostics).map(\.description), [
            "t.json5:2:67: error: color component 'red' is NaN, but a finite number is needed",
            "t.json5:2:75: error: color component 'blue' is Infinity, but a finite number is needed",
            "t.json5:2:93: error: alpha is -Infinity, but a finite number is needed",
        ])
        XCTAssertEqual(tokens["h"]?.color?.components[2], 16, "a hexadecimal number is its value")
    }
}
