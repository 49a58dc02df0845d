// Tests that every problem of a token file is reported at its key or value, and metadata kept verbatim.
import XCTest
@testable import DesignTokens

/// Every problem of a file is reported, each at the key or value it concerns.
final class TokenDiagnosticsTests: XCTestCase {
    func testAllProblemsOfAFileAreReportedAtTheirPositions() {
        let text = """
        {
          "colors": {
            "$type": "color",
            "bad": { "$value": { "colorSpace": "srgb", "components": [1.5, 0, -1] } },
            "odd.name": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "$wrong": 1,
            "half": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2 } }
          },
          "weight": { "$type": "fontWeight", "$value": "Bold", "$deprecated": 3 }
        }
        """
        let diagnostics = TokenValidator.validate(Array(text.utf8), path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            "tokens.json:4:63: error: color component 'red' is 1.5, outside 0 to 1",
            "tokens.json:4:71: error: color component 'blue' is -1, outside 0 to 1",
            "tokens.json:5:5: error: 'odd.name' is not a valid name: '.' separates path segments in references "
                + "and cannot appear in token or group names",
            "tokens.json:6:5: error: '$wrong' is not a group property of group 'colors', and token and group names "
                + "cannot start with '$'; the group properties are $type, $description, $deprecated, $extensions, "
                + "$extends and $root",
            "tokens.json:7:83: error: alpha is 2, outside 0 to 1",
            "tokens.json:9:48: error: 'Bold' is not a font weight keyword (keywords are lowercase: 'bold'); use a "
                + "number from 1 to 1000 or one of thin, hairline, extra-light, ultra-light, light, normal, regular, "
                + "book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black",
            "tokens.json:9:71: error: $deprecated must be true, false or a string explaining the deprecation, found number",
        ])
    }

    func testAJSONSyntaxErrorIsTheOnlyDiagnostic() {
        let diagnostics = TokenValidator.validate(Array("{ \"a\": }".utf8), path: "broken.json")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.severity, .error)
        XCTAssertEqual(diagnostics.first?.location?.path, "broken.json")
    }

    func testMetadataIsKeptVerbatim() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        { "t": { "$type": "number", "$value": 1, "$description": "one", "$deprecated": "use u",
                 "$extensions": { "colorgen": { "usesLightStyle": true } } } }
        """)
        XCTAssertEqual(diagnostics.count, 0)
        let token = try XCTUnwrap(tokens["t"])
        XCTAssertEqual(token.description, "one")
        XCTAssertEqual(token.deprecated, .message("use u"))
        XCTAssertEqual(token.extensions?["colorgen"]?.objectValue?["usesLightStyle"]?.boolValue, true)
    }
}

/// Validation of files that are only complete once merged.
final class MergedTokenValidationTests: XCTestCase {
    private let library = Array("""
    { "swatch": { "$type": "color", "royal": { "1": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.4, 0.7] } } } } }
    """.utf8)
    private let palette = Array("""
    { "palette": { "primary": { "$value": "{swatch.royal.1}" }, "accent": { "$value": "{swatch.royal.9}" } } }
    """.utf8)

    func testAPaletteFileAloneMissesItsTargetsButResolvesWhenMergedAfterItsLibrary() {
        XCTAssertEqual(TokenValidator.validate(palette, path: "beach.tokens.json").filter { $0.severity == .error }.count, 2)
        XCTAssertEqual(TokenValidator.validateMerged([(library, "sage.tokens.json"), (palette, "beach.tokens.json")])
            .map(\.description), [
                "beach.tokens.json:1:83: error: '{swatch.royal.9}' refers to 'swatch.royal.9', but there is no such token",
            ])
    }

    func testAnUnparsableFileStopsBeforeResolving() {
        let diagnostics = TokenValidator.validateMerged([(Array("{".utf8), "broken.json"), (palette, "beach.tokens.json")])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location?.path, "broken.json")
    }
}
