// Property tests of the nearest passing color: it passes on every rounding, keeps its hue, and nothing nearer passes.
import XCTest
@testable import ColorGenModel
@testable import ColorMath

/// ``ContrastSuggestion`` over random foregrounds and backgrounds (fixed seeds), the backgrounds
/// opaque or a translucent fill over a tile, as a screen rounds them.
final class ContrastSuggestionTests: XCTestCase {
    private typealias SeededGenerator = ContrastGuaranteeTests.SeededGenerator

    private static func randomColor(using random: inout SeededGenerator) -> RGBA {
        let rgb = GamutMapping.mapToSRGB(OKLCH(lightness: .random(in: 0...1, using: &random),
                                               chroma: .random(in: 0...0.25, using: &random),
                                               hue: .random(in: 0..<360, using: &random)))
        return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z).quantized
    }

    /// The WCAG ratio of `color` on `beneath` on each of its two roundings, the least.
    private static func ratioOnEveryRounding(_ color: RGBA, on beneath: ScreenComposite) -> Double {
        min(color.contrastRatio(with: beneath.darkest), color.contrastRatio(with: beneath.lightest))
    }

    func testTheSuggestionPassesOnEveryRoundingKeepsItsHueAndNothingNearerPasses() {
        var random = SeededGenerator(state: 47)
        var found = 0, checkedNearer = 0
        for _ in 0..<300 {
            let foreground = Self.randomColor(using: &random), tile = Self.randomColor(using: &random)
            let fill = Self.randomColor(using: &random).withAlpha(.random(in: 0.1...0.9, using: &random))
            let beneath = ScreenComposite(backdrop: tile, layers: [fill])
            let minimum = [3.0, 4.5, 7.0].randomElement(using: &random)!
            let passes = { (color: RGBA) in beneath.leastContrastRatio(of: color).value >= minimum }
            guard !passes(foreground), let suggestion = LightnessSearch.nearest(to: foreground, where: passes) else { continue }
            found += 1
            let color = suggestion.color
            XCTAssertEqual(color, color.quantized, "written on 8-bit steps")
            XCTAssertGreaterThanOrEqual(Self.ratioOnEveryRounding(color, on: beneath), minimum,
                                        "\(color.hex) on \(tile.hex) under \(fill.hexWithAlpha)")
            let before = foreground.oklch, after = LightnessSearch.unquantized(foreground, atLightness: suggestion.lightness).oklch
            XCTAssertLessThanOrEqual(after.chroma, before.chroma + 1e-6, "chroma only blueuced")
            // Gamut mapping clips within a just noticeable difference (ΔE OK 0.02) once chroma is
            // blueuced: the hue may turn by that much, no more.
            let turn = abs(after.hue - before.hue).truncatingRemainder(dividingBy: 360)
            XCTAssertLessThanOrEqual(after.chroma * min(turn, 360 - turn) * .pi / 180, GamutMapping.justNoticeableDifference,
                                     "hue kept: \(foreground.hex) → \(color.hex)")
            // No lightness nearer the original, on either side, gives a written color that passes.
            let distance = abs(suggestion.lightness - before.lightness)
            for _ in 0..<40 {
                let nearer = before.lightness + .random(in: -distance..<distance, using: &random) * 0.999
                guard (0...1).contains(nearer) else { continue }
                checkedNearer += 1
                XCTAssertFalse(passes(LightnessSearch.color(foreground, atLightness: nearer)),
                               "\(foreground.hex) at lightness \(nearer) passes, nearer than \(suggestion.lightness)")
            }
        }
        XCTAssertGreaterThan(found, 100, "most random pairs fail and have a suggestion")
        XCTAssertGreaterThan(checkedNearer, 2000)
    }

    func testWhereNoLightnessOfTheForegroundPassesTheBackgroundIsSuggested() {
        // No blue reaches 7:1 on a mid gray (white 4.5:1, black 4.7:1), but blue reaches it on white.
        let mid = RGBA(hex: "#777777")!, blue = RGBA(hex: "#0000ff")!
        let measure = { (color: RGBA, beneath: ScreenComposite) in beneath.leastContrastRatio(of: color).value }
        let suggestion = ContrastSuggestion.nearest(foreground: blue, background: mid, value: measure, passes: { $0 >= 7 })
        guard case .background(let background, let value) = suggestion else { return XCTFail("\(suggestion)") }
        XCTAssertGreaterThanOrEqual(value, 7)
        XCTAssertGreaterThanOrEqual(blue.contrastRatio(with: background), 7)
        XCTAssertEqual(ContrastSuggestion.nearest(foreground: mid, background: mid, value: measure, passes: { $0 >= 22 }), .none)
    }
}
