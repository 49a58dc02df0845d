// Tests token value validation: every color space's ranges and none, simple types, composite aliases.
import XCTest
@testable import ColorMath
@testable import DesignTokens

final class TokenValueValidationTests: XCTestCase {
    /// One token of `type` with `value`, resolved.
    private func resolve(_ type: String, _ value: String, extra: String = "") throws -> (EvaluatedToken?, [String]) {
        let (tokens, diagnostics) = try TokenTestSupport.resolve(
            "{ \(extra)\"t\": { \"$type\": \"\(type)\", \"$value\": \(value) } }")
        return (tokens["t"], TokenTestSupport.errors(diagnostics))
    }

    func testEveryColorSpaceTakesItsComponentsInRangeAndNone() throws {
        let samples: [ColorSpace: String] = [
            .srgb: "[1, 0, 0.5]", .srgbLinear: "[0, 1, 0]", .displayP3: "[0.2, 0.3, 0.4]", .a98RGB: "[1, 1, 1]",
            .prophotoRGB: "[0, 0, 0]", .rec2020: "[0.5, 0.5, 0.5]", .xyzD65: "[0.95, 1, 1]", .xyzD50: "[0.1, 0.2, 0.3]",
            .hsl: "[359.9, 100, 0]", .hwb: "[\"none\", 20, 30]", .lab: "[100, -160, 160]", .lch: "[50, 230, 0]",
            .oklab: "[1, -0.4, 0.4]", .oklch: "[0.7, 0.3, \"none\"]",
        ]
        XCTAssertEqual(samples.count, ColorSpace.allCases.count)
        for (space, components) in samples {
            let (token, errors) = try resolve("color", "{ \"colorSpace\": \"\(space.rawValue)\", \"components\": \(components) }")
            XCTAssertEqual(errors, [], space.rawValue)
            XCTAssertEqual(token?.color?.colorSpace, space)
            XCTAssertEqual(token?.color?.components.count, 3)
        }
        let (hwb, _) = try resolve("color", ##"{ "colorSpace": "hwb", "components": ["none", 20, 30], "alpha": 0.25, "hex": "#ABCDEF" }"##)
        XCTAssertEqual(hwb?.color, DTCGColor(colorSpace: .hwb, components: [nil, 20, 30], alpha: 0.25, hex: "#ABCDEF"))
    }

    func testComponentRangesFollowTheColorSpace() throws {
        let cases: [(String, String)] = [
            (#"{ "colorSpace": "hwb", "components": [360, 0, 0] }"#, "color component 'hue' is 360, outside 0 up to (not including) 360"),
            (#"{ "colorSpace": "lch", "components": [50, -1, 0] }"#, "color component 'chroma' is -1, outside 0 to 1000"),
            // Lab's axes and chroma are unbounded in CSS, but no color lies far out: a huge value is a mistake.
            (#"{ "colorSpace": "lab", "components": [50, 1e300, 0] }"#,
             "color component 'a' is 1e300, outside -1000 to 1000: no color lies there (is it a typo, or a value meant for another color space?)"),
            (#"{ "colorSpace": "oklch", "components": [0.5, 5, 0] }"#,
             "color component 'chroma' is 5, outside 0 to 4: no color lies there (is it a typo, or a value meant for another color space?)"),
            (#"{ "colorSpace": "xyz-d65", "components": [0, 1.01, 0] }"#, "color component 'Y' is 1.01, outside 0 to 1"),
            (#"{ "colorSpace": "oklch", "components": [0.5, 0.1] }"#, "colorSpace 'oklch' has 3 components (lightness, chroma, hue), found 2"),
        ]
        for (value, message) in cases {
            XCTAssertEqual(try resolve("color", value).1, [message], value)
        }
        let (extra, _) = try TokenTestSupport.read(#"{ "t": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "extra": 1 } } }"#)
        XCTAssertEqual(TokenTestSupport.errors(TokenEvaluator.diagnostics(of: extra)),
                       ["'extra' is not a member of a color value; it may have 'colorSpace', 'components', 'alpha' and 'hex'"],
                       "validation rejects it; generation warns (RealWorldColorValueTests)")
    }

    func testSimpleTypesGiveTypedValues() throws {
        let (weight, _) = try resolve("fontWeight", "\"semi-bold\"")
        guard case .fontWeight(.keyword("semi-bold"))? = weight?.value else { return XCTFail("no keyword weight") }
        let (duration, _) = try resolve("duration", #"{ "value": 1.5, "unit": "s" }"#)
        guard case .duration(let time)? = duration?.value else { return XCTFail("no duration") }
        XCTAssertEqual(time, DurationValue(value: 1.5, unit: .s))
        let (curve, _) = try resolve("cubicBezier", "[0.25, -2, 0.75, 3]")
        guard case .cubicBezier(let points)? = curve?.value else { return XCTFail("no curve") }
        XCTAssertEqual(points, [0.25, -2, 0.75, 3])
        let (family, _) = try resolve("fontFamily", "\"Inter\"")
        guard case .fontFamily(let names)? = family?.value else { return XCTFail("no family") }
        XCTAssertEqual(names, ["Inter"])
    }

    func testShadowAndGradientAliasesToArraysAreSplicedIn() throws {
        let layer = #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
        let (shadow, shadowErrors) = try resolve(
            "shadow", "[\"{base}\", \(layer)]", extra: "\"base\": { \"$type\": \"shadow\", \"$value\": [\(layer), \(layer)] }, ")
        XCTAssertEqual(shadowErrors, [])
        guard case .composite(let layers)? = shadow?.value else { return XCTFail("no shadow") }
        XCTAssertEqual(layers.arrayValue?.count, 3)

        let stop = #"{ "color": { "colorSpace": "srgb", "components": [1, 1, 1] }, "position": 1 }"#
        let (gradient, gradientErrors) = try resolve(
            "gradient", "[\"{ramp}\", \(stop)]", extra: "\"ramp\": { \"$type\": \"gradient\", \"$value\": [\(stop), \(stop)] }, ")
        XCTAssertEqual(gradientErrors, [])
        guard case .composite(let stops)? = gradient?.value else { return XCTFail("no gradient") }
        XCTAssertEqual(stops.arrayValue?.count, 3)
    }

    func testTypographyAndStrokeStyleTakeAliasesOfTheRightType() throws {
        let extra = """
        "font": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
        "dash": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
        "weight": { "$type": "number", "$value": 700 },
        "stroke": { "$type": "strokeStyle", "$value": { "dashArray": ["{dash}", { "value": 2, "unit": "px" }], "lineCap": "round" } },

        """
        let (typography, errors) = try resolve("typography", """
        { "fontFamily": "{font}", "fontSize": "{dash}", "fontWeight": "{weight}", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 }
        """, extra: extra)
        XCTAssertEqual(errors, [
            "the typography's fontWeight refers to 'weight', which is a number token, but a font weight is needed here",
        ])
        XCTAssertNil(typography)
        let (tokens, diagnostics) = try TokenTestSupport.resolve("{ \(extra) \"x\": { \"$type\": \"number\", \"$value\": 1 } }")
        XCTAssertEqual(diagnostics.count, 0)
        guard case .composite(let stroke)? = tokens["stroke"]?.value else { return XCTFail("no stroke style") }
        XCTAssertEqual(stroke.objectValue?["dashArray"]?.arrayValue?.first?.objectValue?["value"]?.numberValue?.double, 4)
    }
}
