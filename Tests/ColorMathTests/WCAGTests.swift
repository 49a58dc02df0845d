// Tests WCAG relative luminance, contrast ratio (never rounded up) and the derived light-content rule.
import XCTest
import ColorMath

/// WCAG 2.x relative luminance, contrast ratio and the light-content rule.
final class WCAGTests: XCTestCase {
    private let white = RGBA(red: 1, green: 1, blue: 1)
    private let black = RGBA(red: 0, green: 0, blue: 0)

    private func gray(_ byte: Int) -> RGBA {
        let value = Double(byte) / 255
        return RGBA(red: value, green: value, blue: value)
    }

    func testRelativeLuminanceOfWellKnownColors() {
        XCTAssertEqual(white.relativeLuminance, 1, accuracy: 1e-12)
        XCTAssertEqual(black.relativeLuminance, 0)
        // WCAG 2.2 definition: #808080 → ((128/255 + 0.055)/1.055)^2.4 = 0.2158605.
        XCTAssertEqual(gray(128).relativeLuminance, 0.215860500965, accuracy: 1e-9)
        // Channel coefficients 0.2126, 0.7152, 0.0722.
        XCTAssertEqual(RGBA(hex: "#ff0000")!.relativeLuminance, 0.2126, accuracy: 1e-12)
        XCTAssertEqual(RGBA(hex: "#00ff00")!.relativeLuminance, 0.7152, accuracy: 1e-12)
        XCTAssertEqual(RGBA(hex: "#0000ff")!.relativeLuminance, 0.0722, accuracy: 1e-12)
    }

    func testLinearSegmentUsesThe004045Threshold() {
        // 0.04 lies between the old 0.03928 threshold and 0.04045: WCAG 2.2 (0.04045) keeps it on the
        // linear segment, 0.04 / 12.92 = 0.0030959752; the power segment would give 0.0030954.
        let channel = RGBA(red: 0.04, green: 0.04, blue: 0.04)
        XCTAssertEqual(channel.relativeLuminance, 0.04 / 12.92, accuracy: 1e-12)
    }

    func testWhiteOnBlackIs21To1() {
        XCTAssertEqual(white.contrastRatio(with: black), 21, accuracy: 1e-12)
        XCTAssertEqual(black.contrastRatio(with: white), 21, accuracy: 1e-12)
        XCTAssertEqual(gray(128).contrastRatio(with: gray(128)), 1)
    }

    func testGray777OnWhiteFailsAAAndGray767676Passes() {
        // WebAIM contrast checker: #777777 on white is 4.48:1 (fails AA for normal text),
        // #767676 on white is 4.54:1 (passes). Exact: 1.05 / (L + 0.05).
        let ratio777 = gray(0x77).contrastRatio(with: white)
        XCTAssertEqual(ratio777, 4.4781, accuracy: 1e-4)
        XCTAssertLessThan(ratio777, 4.5, "never rounded up to 4.5")
        let ratio767676 = gray(0x76).contrastRatio(with: white)
        XCTAssertEqual(ratio767676, 4.5422, accuracy: 1e-4)
        XCTAssertGreaterThanOrEqual(ratio767676, 4.5)
    }

    func testContrastRatioIsNotRounded() {
        // 1.05 / (L + 0.05) = 4.499 needs L = 0.183385, about the luminance of gray 0.46537: its ratio with
        // white is 4.4992, which must stay below 4.5 (a rounding to one or two decimals would pass it).
        let justUnder = RGBA(red: 0.46537, green: 0.46537, blue: 0.46537)
        let ratio = justUnder.contrastRatio(with: white)
        XCTAssertEqual(ratio, 1.05 / (justUnder.relativeLuminance + 0.05), accuracy: 1e-15)
        XCTAssertEqual(ratio, 4.4992, accuracy: 1e-4)
        XCTAssertLessThan(ratio, 4.5)
    }

    func testPrefersLightContentAgainstPureBlack() {
        XCTAssertFalse(white.prefersLightContent)
        XCTAssertTrue(black.prefersLightContent)
        // The crossover is at relative luminance √(0.0525) − 0.05 ≈ 0.1791 (both ratios ≈ 4.58):
        // #757575 (L 0.1779) is just darker → light content; #767676 (L 0.1812) → dark content.
        XCTAssertTrue(gray(0x75).prefersLightContent)
        XCTAssertFalse(gray(0x76).prefersLightContent)
        // Saturated colors: red (L 0.2126) has 5.25:1 with black vs 4.00:1 with white → dark content;
        // blue (L 0.0722) → light content.
        XCTAssertFalse(RGBA(hex: "#ff0000")!.prefersLightContent)
        XCTAssertTrue(RGBA(hex: "#0000ff")!.prefersLightContent)
    }
}
