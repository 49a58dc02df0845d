// Tests a DTCG resolver without modifiers (a single set) as one scheme: issue 33, item 4.
import XCTest
@testable import ColorGenKit
@testable import DesignTokens
@testable import SourceDiagnostics

/// `"resolver"` naming a resolver document without modifiers gives one scheme, `light` unless
/// `"scheme"` names it.
final class SingleSetResolverTests: XCTestCase {
    /// The fixture (Tests/Fixtures/Forms/resolver-single-set). Expected: the gray hexes as written,
    /// indigo's hsl(234 70% 54%) converted with Python's colorsys (0.218, 0.2824, 0.862 → #3848dc).
    func testAResolverWithoutModifiersIsOneSchemeNamedLight() throws {
        let result = try FormFixture("resolver-single-set").generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(result), [
            "light": ["gray.0": "#f7fafaff", "gray.9": "#21262bff", "indigo.7": "#3848dcff"],
        ])
    }

    func testSchemeNamesTheOneScheme() throws {
        let config = #"{"resolver": "tokens.resolver.json", "scheme": "dark", "outputs": [{"format": "json", "path": "Generated/colors"}]}"#
        let result = try FormFixture("resolver-single-set", replacing: ["colorgen.json": config]).generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(result).keys.sorted(), ["dark"])
    }

    /// A broken single-set resolver, a bad `"scheme"` and `"scheme"` beside a resolver with modifiers
    /// are reported at their positions; a resolver that has modifiers but not the named one keeps today's error.
    func testBrokenSingleSetsAndSchemesAreReported() throws {
        let badName = try FormFixture("resolver-single-set", replacing: [
            "colorgen.json": #"{"resolver": "tokens.resolver.json", "scheme": "dark-mode", "outputs": []}"#,
        ]).generate()
        XCTAssertEqual(badName.diagnostics.map(\.description), [
            #"colorgen.json:1:48: error: scheme name "dark-mode" must be an identifier: a letter or '_' followed by letters, digits or '_'"#,
        ])
        let withSchemes = try FormFixture("resolver-single-set", replacing: [
            "colorgen.json": #"{"schemes": {"light": ["tokens/props.tokens.json"]}, "scheme": "dark", "outputs": []}"#,
        ]).generate()
        XCTAssertEqual(withSchemes.diagnostics.map(\.description), [#"colorgen.json:1:54: error: "scheme" only applies with "resolver""#])
        let withModifier = try FormFixture("resolver-single-set", replacing: [
            "colorgen.json": #"{"resolver": "tokens.resolver.json", "scheme": "dark", "modifier": "theme", "outputs": []}"#,
        ]).generate()
        XCTAssertEqual(withModifier.diagnostics.map(\.description), [
            #"colorgen.json:1:38: error: "scheme" names the one scheme of a resolver without modifiers, so it cannot go with "modifier""#,
        ])
        let brokenSet = try FormFixture("resolver-single-set", replacing: [
            "tokens/props.tokens.json": #"{"gray": {"$type": "color", "0": {"$value": "Canvas"}, "1": {"$value": "{gray.7}"}}}"#,
        ]).generate()
        XCTAssertEqual(brokenSet.files, [])
        XCTAssertEqual(brokenSet.diagnostics.map(\.description), [
            "tokens/props.tokens.json:1:45: error: 'Canvas' is a CSS color keyword without a fixed value (it takes the color of "
            + "where it is drawn: the text color, or the user's system colors), so a token cannot hold it; give the color itself",
            "tokens/props.tokens.json:1:72: error: '{gray.7}' refers to 'gray.7', but there is no such token",
        ])
        let withModifiers = """
            {"version": "2025.10", "sets": {"props": {"sources": [{"$ref": "./tokens/props.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/props"}, {"$ref": "#/modifiers/theme"}]}
            """
        let schemeWithModifiers = try FormFixture("resolver-single-set", replacing: [
            "tokens.resolver.json": withModifiers,
            "colorgen.json": #"{"resolver": "tokens.resolver.json", "scheme": "dark", "outputs": []}"#,
        ]).generate()
        XCTAssertEqual(schemeWithModifiers.diagnostics.map(\.description), [
            #"colorgen.json:1:48: error: "scheme" names the one scheme of a resolver without modifiers, but this resolver has "#
            + #"modifiers; the contexts of "scheme" are the schemes"#,
        ])
        let namedModifier = try FormFixture("resolver-single-set", replacing: [
            "colorgen.json": #"{"resolver": "tokens.resolver.json", "modifier": "theme", "outputs": []}"#,
        ]).generate()
        XCTAssertTrue(namedModifier.diagnostics.map(\.description).contains(
            #"colorgen.json:1:50: error: the resolver has no modifier "theme" whose contexts could be the schemes"#),
            "\(namedModifier.diagnostics)")
    }
}
