// Tests Tokens Studio color modifiers (lighten, darken, mix, alpha) against hand-computed colors.
import XCTest
@testable import SourceDiagnostics

/// Tokens Studio color modifiers (`$extensions["studio.tokens"].modify`), each expected color
/// worked out by hand from the formulas in docs/tokens-studio.md (amounts and colors chosen so no
/// channel lands on a half step of the 8-bit rounding).
final class StudioColorModifierTests: XCTestCase {
    /// The sRGB hex (`#rrggbb`, or `#rrggbbaa` when not opaque) of token `name` in a file whose
    /// `color` group holds `tokens`, and the file's diagnostics.
    private func resolve(_ tokens: String) throws -> (hex: [String: String], diagnostics: [Diagnostic]) {
        let text = "{\n\"color\": {\n\"$type\": \"color\",\n\(tokens)\n},\n\"amount\": {\"$type\": \"number\", \"quarter\": {\"$value\": 0.25}}\n}"
        let (resolved, diagnostics) = try TokenTestSupport.resolve(text, path: "studio.json")
        var hex: [String: String] = [:]
        for token in resolved {
            if let color = token.color { hex[token.path] = color.srgb.hexWithAlpha }
        }
        return (hex, diagnostics)
    }

    /// A color token with value `value` and the modifier `modify`.
    private func token(_ name: String, _ value: String, _ modify: String) -> String {
        "\"\(name)\": {\"$value\": \"\(value)\", \"$extensions\": {\"studio.tokens\": {\"modify\": \(modify)}}}"
    }

    private func assertColors(_ tokens: [String], _ expected: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let (hex, diagnostics) = try resolve(tokens.joined(separator: ",\n"))
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [], file: file, line: line)
        for (name, color) in expected {
            XCTAssertEqual(hex["color." + name], color, name, file: file, line: line)
        }
    }

    func testLightenAndDarkenInSRGBMoveEachChannel() throws {
        // #204080 = (32, 64, 128)/255. Darken 0.25: each channel × 0.75 → (24, 48, 96).
        // Lighten 0.2: c + 0.2 (255 − c) → (76.6, 102.2, 153.4) → (77, 102, 153).
        try assertColors([
            token("dark", "#204080", ##"{"type": "darken", "value": "0.25", "space": "srgb"}"##),
            token("light", "#204080", ##"{"type": "lighten", "value": 0.2, "space": "srgb"}"##),
        ], ["dark": "#183060", "light": "#4d6699"])
    }

    func testLightenAndDarkenInHSLMoveTheLightness() throws {
        // #ff0000 is hsl(0, 100%, 50%). Darken 0.2: L 50 → 40, red channel 0.8 → 204.
        // Lighten 0.2: L 50 → 50 + 0.2 × 50 = 60, so (1, 0.2, 0.2) → (255, 51, 51).
        try assertColors([
            token("dark", "#ff0000", ##"{"type": "darken", "value": "0.2", "space": "hsl"}"##),
            token("light", "#ff0000", ##"{"type": "lighten", "value": "0.2", "space": "hsl"}"##),
        ], ["dark": "#cc0000", "light": "#ff3333"])
    }

    func testLightenAndDarkenInLCHMoveTheLightness() throws {
        // Black lightened by 0.5 and white darkened by 0.5 both reach CIE L 50: Y = (66/116)³ =
        // 0.184186, sRGB-encoded 1.055 Y^(1/2.4) − 0.055 = 0.46634 → 118.9 → 0x77.
        try assertColors([
            token("up", "#000000", ##"{"type": "lighten", "value": "0.5", "space": "lch"}"##),
            token("down", "#ffffff", ##"{"type": "darken", "value": "0.5", "space": "lch"}"##),
        ], ["up": "#777777", "down": "#777777"])
    }

    func testLightenInP3MovesTheP3Channels() throws {
        // Black in display-p3 is (0, 0, 0); lightened by 0.4 it is the p3 gray 0.4, which is the
        // sRGB gray 0.4 (same white, same transfer curve) → 102.
        try assertColors([token("gray", "#000000", ##"{"type": "lighten", "value": "0.4", "space": "p3"}"##)],
                         ["gray": "#666666"])
    }

    func testAlphaSetsTheOpacity() throws {
        // The opacity becomes the value (0.25 → 63.75 → 0x40), also for a color that had one.
        try assertColors([
            token("opaque", "#204080", ##"{"type": "alpha", "value": "0.25", "space": "srgb"}"##),
            token("translucent", "#20408080", ##"{"type": "alpha", "value": "0.25", "space": "srgb"}"##),
        ], ["opaque": "#20408040", "translucent": "#20408040"])
    }

    func testMixInSRGBInterpolatesTheChannels() throws {
        // Black with 0.25 white: 63.75 → 64. Red with 0.25 blue: (0.75, 0, 0.25) → (191, 0, 64).
        try assertColors([
            token("gray", "#000000", ##"{"type": "mix", "value": "0.25", "space": "srgb", "color": "#ffffff"}"##),
            token("purple", "#ff0000", ##"{"type": "mix", "value": "0.25", "space": "srgb", "color": "#0000ff"}"##),
        ], ["gray": "#404040", "purple": "#bf0040"])
    }

    func testMixInHSLTakesTheShorterHueArcAndAGraysHueIsPowerless() throws {
        // Red (hue 0) and blue (hue 240) half way: the shorter arc runs through 300 → magenta.
        // Red and white (no hue: white takes red's) half way: hsl(0, 50%, 75%) = (0.875, 0.625, 0.625).
        try assertColors([
            token("magenta", "#ff0000", ##"{"type": "mix", "value": "0.5", "space": "hsl", "color": "#0000ff"}"##),
            token("pink", "#ff0000", ##"{"type": "mix", "value": "0.5", "space": "hsl", "color": "#ffffff"}"##),
        ], ["magenta": "#ff00ff", "pink": "#df9f9f"])
    }

    func testMixPremultipliesAlpha() throws {
        // Red with 0.75 of a fully transparent blue: alpha 0.25, and the transparent color adds
        // no blue (premultiplied): red stays (1, 0, 0).
        try assertColors([token("fade", "#ff0000", ##"{"type": "mix", "value": "0.75", "space": "srgb", "color": "#0000ff00"}"##)],
                         ["fade": "#ff000040"])
    }

    func testModifierValuesAndColorsMayBeAliasesAndAliasesSeeTheModifiedColor() throws {
        try assertColors([
            ##""base": {"$value": "#000000"}"##,
            ##""white": {"$value": "#ffffff"}"##,
            token("mixed", "{color.base}", ##"{"type": "mix", "value": "{amount.quarter}", "space": "srgb", "color": "{color.white}"}"##),
            ##""alias": {"$value": "{color.mixed}"}"##,
        ], ["mixed": "#404040", "alias": "#404040", "base": "#000000"])
    }

    func testAModifiedAliasIsNoLongerAnAliasOfItsBase() throws {
        let text = "{\"color\": {\"$type\": \"color\", \"base\": {\"$value\": \"#000000\"}, "
            + token("lighter", "{color.base}", ##"{"type": "lighten", "value": "0.4", "space": "srgb"}"##) + "}}"
        let (tokens, diagnostics) = try TokenTestSupport.resolve(text)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [])
        XCTAssertNil(tokens["color.lighter"]?.aliasTarget, "its color is not the base's, so palette mode cannot take it for a tile")
        XCTAssertEqual(tokens["color.lighter"]?.color?.colorSpace, .srgb)
    }

    func testBadModifiersAreErrorsAtTheirMember() throws {
        let lines = [
            token("a", "#000000", ##"{"type": "saturate", "value": "0.5", "space": "srgb"}"##),
            token("b", "#000000", ##"{"type": "lighten", "value": "half", "space": "srgb"}"##),
            token("c", "#000000", ##"{"type": "lighten", "value": 1.5, "space": "srgb"}"##),
            token("d", "#000000", ##"{"type": "lighten", "value": "0.5", "space": "oklab"}"##),
            token("e", "#000000", ##"{"type": "mix", "value": "0.5", "space": "srgb"}"##),
            token("f", "#000000", ##"{"type": "lighten", "value": "0.5"}"##),
            token("g", "#000000", ##""lighten""##),
            token("h", "#000000", ##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "{color.nothing}"}"##),
            ##""ok": {"$value": "{color.a}"}"##,
        ]
        let (hex, diagnostics) = try resolve(lines.joined(separator: ",\n"))
        let errors = diagnostics.filter { $0.severity == .error }.map(\.description)
        // The file's lines: 1 "{", 2 "color", 3 "$type", then one token per line from line 4.
        func at(_ line: Int, _ needle: String) -> String {
            let column = lines[line - 4].range(of: needle).map { lines[line - 4].distance(from: lines[line - 4].startIndex, to: $0.lowerBound) + 1 }!
            return "studio.json:\(line):\(column): error: "
        }
        XCTAssertEqual(errors, [
            at(4, ##""saturate""##) + #"the Tokens Studio color modifier has "type" "saturate"; expected one of 'lighten', 'darken', 'mix' and 'alpha'"#,
            at(5, ##""half""##) + #"the modifier's "value" must be a number from 0 to 1 (or a string holding one, or an alias to a number token), found string "half""#,
            at(6, "1.5") + #"the modifier's "value" must be from 0 to 1, found 1.5"#,
            at(7, ##""oklab""##) + #"the Tokens Studio color modifier has "space" "oklab"; expected one of 'srgb', 'hsl', 'lch' and 'p3'"#,
            at(8, ##"{"type": "mix""##) + #"the Tokens Studio color modifier of type "mix" needs "color", the color mixed in"#,
            at(9, ##"{"type": "lighten""##) + #"the Tokens Studio color modifier needs "space": one of 'srgb', 'hsl', 'lch' and 'p3'"#,
            at(10, ##""lighten"}"##) + #"the Tokens Studio color modifier ($extensions["studio.tokens"].modify) must be an object with "type", "value" and "space", found string "lighten""#,
            at(11, ##""{color.nothing}""##) + #"'{color.nothing}' refers to 'color.nothing', but there is no such token"#,
        ], errors.joined(separator: "\n"))
        XCTAssertNil(hex["color.a"], "a token with a wrong modifier is not generated")
        XCTAssertNil(hex["color.ok"], "nor is what aliases it")
    }

    func testAModifierOnANonColorTokenIsIgnoredWithAWarning() throws {
        let text = ##"{"size": {"$type": "number", "$value": 4, "$extensions": {"studio.tokens": {"modify": {"type": "lighten"}}}}}"##
        let (tokens, diagnostics) = try TokenTestSupport.resolve(text)
        XCTAssertEqual(diagnostics.map(\.description),
                       [#"tokens.json:1:87: warning: token 'size' is a number token, so its Tokens Studio color modifier is ignored"#])
        XCTAssertNotNil(tokens["size"])
    }
}
