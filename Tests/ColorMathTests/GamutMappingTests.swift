// Tests CSS Color 4 §13.2 gamut mapping into sRGB and Display P3 against an independent implementation.
import XCTest
@testable import ColorMath

/// CSS Color 4 §13.2 gamut mapping to sRGB.
final class GamutMappingTests: XCTestCase {
    private func mapped(_ space: ColorSpace, _ components: [Double?]) -> SIMD3<Double> {
        GamutMapping.mapToSRGB(DTCGColor(colorSpace: space, components: components))
    }

    private func isInside(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= 0 && rgb.max() <= 1
    }

    func testInGamutColorsAreReturnedUnchanged() {
        XCTAssertEqual(mapped(.srgb, [0.2, 0.4, 0.6]), SIMD3(0.2, 0.4, 0.6))
        XCTAssertEqual(mapped(.srgb, [1, 0, 0]), SIMD3(1, 0, 0))
        XCTAssertEqual(mapped(.hsl, [120, 75, 85]), ColorConversion.toUnmappedSRGB(
            DTCGColor(colorSpace: .hsl, components: [120, 75, 85])))
        // display-p3 gray is inside sRGB: only conversion, no mapping.
        assertClose(mapped(.displayP3, [0.5, 0.5, 0.5]), SIMD3(repeating: 0.5), tolerance: 1e-9)
    }

    func testSRGBPropertyOfInGamutSRGBColorsEqualsTheFullMapping() {
        // `srgb` skips the mapping for sRGB colors in gamut; it must give exactly what the mapping gives,
        // including at and near white and black, where the mapping's lightness test decides.
        let levels: [Double] = [0, 1e-9, 0.0005, 0.001, 0.002, 0.2, 0.5, 0.998, 0.999, 0.9995, 1 - 1e-12, 1]
        for red in levels {
            for green in levels {
                for blue in levels {
                    let color = DTCGColor(colorSpace: .srgb, components: [red, green, blue], alpha: 0.5)
                    let rgb = GamutMapping.mapToSRGB(color)
                    let expected = RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: 0.5)
                    XCTAssertEqual(color.srgb, expected, "\(red), \(green), \(blue)")
                }
            }
        }
        XCTAssertEqual(DTCGColor(colorSpace: .srgb, components: [nil, 0.5, 0.5]).srgb, RGBA(red: 0, green: 0.5, blue: 0.5))
        let outside = DTCGColor(colorSpace: .srgb, components: [1.5, 0.5, 0.5])
        let outsideMapped = mapped(.srgb, [1.5, 0.5, 0.5])
        XCTAssertTrue(isInside(outsideMapped))
        XCTAssertEqual(outside.srgb, RGBA(red: outsideMapped.x, green: outsideMapped.y, blue: outsideMapped.z))
    }

    func testLightnessAtOrAbove1IsWhiteAndAtOrBelow0IsBlack() {
        // §13.2 steps 3 and 4, whatever the chroma.
        XCTAssertEqual(mapped(.oklch, [1, 0.3, 120]), SIMD3(repeating: 1))
        XCTAssertEqual(mapped(.oklch, [1.2, 0.1, 300]), SIMD3(repeating: 1))
        XCTAssertEqual(mapped(.oklch, [0, 0.3, 120]), SIMD3(repeating: 0))
        XCTAssertEqual(mapped(.oklab, [-0.1, 0.2, 0.2]), SIMD3(repeating: 0))
    }

    func testBarelyOutOfGamutIsClippedWhenClippingIsNotNoticeable() {
        // §13.2 step 14: ΔEOK(clip(origin), origin) < JND → the clipped color.
        XCTAssertEqual(mapped(.srgb, [1.001, 0.5, -0.001]), SIMD3(1, 0.5, 0))
    }

    func testDisplayP3RedKeepsLightnessAndHue() {
        // color(display-p3 1 0 0) = oklch(0.64857 0.29949 28.958) lies outside sRGB (it converts to
        // srgb(1.093 −0.227 −0.150)). Plain clipping would give #ff0000; chroma reduction keeps OKLCH
        // lightness and hue. Expected (1, 0.044570, 0.045932): an independent NumPy implementation of
        // the §13.2 pseudocode with the CSS sample code matrices (computed while writing these tests).
        let color = DTCGColor(colorSpace: .displayP3, components: [1, 0, 0])
        let origin = ColorConversion.toOKLCH(color)
        assertClose(SIMD3(origin.lightness, origin.chroma, origin.hue), SIMD3(0.648574, 0.299485, 28.958133), tolerance: 1e-5)
        let result = GamutMapping.mapToSRGB(color)
        XCTAssertTrue(isInside(result))
        assertClose(result, SIMD3(1, 0.044570, 0.045932), tolerance: 1e-4)
        XCTAssertEqual(color.srgb.hex, "#ff0b0c")
        let resultLCH = ColorConversion.sRGBToOKLab(result).oklch
        assertClose(resultLCH.lightness, origin.lightness, tolerance: GamutMapping.justNoticeableDifference)
        assertClose(resultLCH.hue, origin.hue, tolerance: 2)
        XCTAssertLessThan(resultLCH.chroma, origin.chroma)
    }

    func testDisplayP3GreenAndAVividOKLCH() {
        // The same independent NumPy implementation of §13.2: color(display-p3 0 1 0) → (0, 0.985764, 0.159742)
        // (#00fb29) and oklch(0.7 0.4 40) → (1, 0.359285, 0) (#ff5c00).
        assertClose(mapped(.displayP3, [0, 1, 0]), SIMD3(0, 0.985764, 0.159742), tolerance: 1e-4)
        assertClose(mapped(.oklch, [0.7, 0.4, 40]), SIMD3(1, 0.359285, 0), tolerance: 1e-4)
    }

    func testEveryOutOfGamutColorEndsInsideSRGBNearTheReducedChromaColor() {
        // Over a grid of vivid OKLCH colors: the result is inside sRGB, and, because every accepted
        // candidate differs from its clip by less than the JND and shares the origin's lightness, the
        // result's lightness stays within the JND of the origin's.
        var outOfGamutCount = 0
        for lightness in stride(from: 0.05, through: 0.95, by: 0.15) {
            for hue in stride(from: 0.0, to: 360, by: 30) {
                for chroma in [0.15, 0.3, 0.45] {
                    let origin = OKLCH(lightness: lightness, chroma: chroma, hue: hue)
                    let unmapped = ColorConversion.okLabToSRGB(origin.oklab)
                    let result = GamutMapping.mapToSRGB(origin)
                    XCTAssertTrue(isInside(result), "\(origin) → \(result)")
                    if GamutMapping.isInSRGBGamut(unmapped) {
                        XCTAssertEqual(result, unmapped)
                        continue
                    }
                    outOfGamutCount += 1
                    let resultLab = ColorConversion.sRGBToOKLab(result)
                    XCTAssertLessThan(
                        abs(resultLab.lightness - lightness), GamutMapping.justNoticeableDifference, "\(origin)")
                    XCTAssertLessThan(resultLab.oklch.chroma, chroma, "\(origin)")
                }
            }
        }
        XCTAssertGreaterThan(outOfGamutCount, 150, "the grid exercises the search")
    }

    func testResultDiffersFromItsChromaReducedOriginByAboutTheJND() {
        // The search stops where clipping the chroma-reduced candidate costs just under the JND (the
        // "local MINDE"). The candidates lie on the line of the origin's lightness and hue, so the
        // result must be within the JND of some point on that line, yet not on it (it was clipped);
        // plain clipping of the origin would be over twice the JND away.
        let origin = OKLCH(lightness: 0.648574, chroma: 0.299485, hue: 28.958133)
        let result = GamutMapping.mapToSRGB(origin)
        let resultLab = ColorConversion.sRGBToOKLab(result)
        let nearestOnLine = stride(from: 0.0, through: origin.chroma, by: 0.0001).map { chroma in
            OKLCH(lightness: origin.lightness, chroma: chroma, hue: origin.hue).oklab.deltaEOK(to: resultLab)
        }.min() ?? .infinity
        XCTAssertLessThan(nearestOnLine, GamutMapping.justNoticeableDifference)
        XCTAssertGreaterThan(nearestOnLine, GamutMapping.justNoticeableDifference / 4, "not simply in gamut")
        let clipped = ColorConversion.okLabToSRGB(origin.oklab)
            .clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        XCTAssertGreaterThan(
            ColorConversion.sRGBToOKLab(clipped).deltaEOK(to: origin.oklab), 2 * GamutMapping.justNoticeableDifference)
    }

    func testNoneHueWithChromaMapsAsHueZero() {
        XCTAssertEqual(mapped(.oklch, [0.6, 0.35, nil]), mapped(.oklch, [0.6, 0.35, 0]))
    }

    func testSRGBPropertyCarriesAlpha() {
        let color = DTCGColor(colorSpace: .displayP3, components: [1, 0, 0], alpha: 0.35, hex: "#ff0000")
        let rgba = color.srgb
        XCTAssertEqual(rgba.alpha, 0.35)
        // The hex fallback is not consulted: the components decide.
        XCTAssertEqual(rgba.hex, "#ff0b0c")
    }
}
