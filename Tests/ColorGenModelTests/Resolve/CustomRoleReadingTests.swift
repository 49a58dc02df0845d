// Tests that custom roles are read from the tokens below `roles`, byte fast path and character rules alike.
import XCTest
@testable import ColorGenModel
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// The custom roles of a palette scheme are its color tokens whose path starts with `roles.` as
/// `String.hasPrefix` compares (by characters), with that prefix dropped: the reader decides from
/// the path's bytes, and must agree where a non-ASCII character follows the dot.
final class CustomRoleReadingTests: XCTestCase {
    func testCustomRolesAreTheColorTokensBelowRolesAsHasPrefixReadsThem() throws {
        let text = """
            {"swatch": {"$type": "color", "s": {"0": {"$value": "#767676"}, "1": {"$value": "#757575"}}},
             "palette": {"$type": "color", "primary": {"$value": "{swatch.s.0}"}, "secondary": {"$value": "{swatch.s.1}"},
               "accent": {"$value": "{swatch.s.0}"}},
             "roles": {"$type": "color",
               "brand": {"ink": {"$value": "#102030"}, "Fond Clair": {"$value": "#405060"}},
               "ünïcode": {"$value": "#708090"},
               "\\u0301mark": {"$value": "#a0b0c0"},
               "plain": {"$value": "#d0e0f0"}},
             "rolesLike": {"$type": "color", "x": {"$value": "#111111"}}}
            """
        let document = try JSONParser.parse(text, path: "p.json")
        let tokens = TokenEvaluator.evaluate(TokenTreeReader.read(document.root, path: "p.json").tree).tokens
        let scheme = SchemeTokens(name: Located("light", at: SourceLocation(path: "colorgen.json", line: 1, column: 1)), tokens: tokens)
        guard case .palette(let palette)? = SchemePaletteReader.read(scheme).source else { return XCTFail("no palette") }
        XCTAssertTrue(tokens.contains { $0.path == "roles.\u{301}mark" }, "the token after whose dot a mark follows is read")
        let expected = tokens.filter { $0.path.hasPrefix("roles.") }.map { RolePath(dotted: String($0.path.dropFirst(6))) }
        XCTAssertEqual(palette.customRoles.map(\.path), expected)
        XCTAssertEqual(expected.map(\.description), ["brand.ink", "brand.Fond Clair", "ünïcode", "plain"],
                       "a combining mark after the dot makes one character with it, so that token is not below roles.")
    }
}
