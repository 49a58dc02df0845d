// Tests source-over alpha compositing of translucent colors.
import XCTest
import ColorMath

/// Source-over alpha compositing (W3C Compositing and Blending Level 1, simple alpha compositing).
final class CompositingTests: XCTestCase {
    private let white = RGBA(red: 1, green: 1, blue: 1)
    private let black = RGBA(red: 0, green: 0, blue: 0)

    func testHalfTransparentWhiteOverBlackIsMidGray() {
        let result = white.withAlpha(0.5).composited(over: black)
        XCTAssertEqual(result, RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    func testOpaqueSourceHidesTheBackground() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        XCTAssertEqual(red.composited(over: white), red)
    }

    func testTransparentSourceLeavesTheBackground() {
        let background = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertEqual(white.withAlpha(0).composited(over: background), background)
    }

    func testTranslucentOverTranslucent() {
        // αo = 0.5 + 0.5·0.5 = 0.75; red = 1·0.5 / 0.75 = 2/3; blue = 1·0.5·0.5 / 0.75 = 1/3.
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
        let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)
        let result = red.composited(over: blue)
        XCTAssertEqual(result.alpha, 0.75, accuracy: 1e-15)
        XCTAssertEqual(result.red, 2.0 / 3.0, accuracy: 1e-15)
        XCTAssertEqual(result.green, 0)
        XCTAssertEqual(result.blue, 1.0 / 3.0, accuracy: 1e-15)
    }

    func testBothTransparentIsTransparentBlack() {
        XCTAssertEqual(white.withAlpha(0).composited(over: white.withAlpha(0)), RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }

    func testTranslucentForegroundIsMeasuredOnItsBackground() {
        // Black text at 35 % (the disabled alpha) on white: composite 0.65 gray, luminance
        // ((0.65 + 0.055) / 1.055)^2.4 = 0.38006, contrast 1.05 / 0.43006 = 2.4415 — far below the
        // 21:1 the opaque color would suggest.
        let disabled = black.withAlpha(0.35).composited(over: white)
        XCTAssertEqual(disabled.red, 0.65, accuracy: 1e-15)
        XCTAssertEqual(disabled.contrastRatio(with: white), 2.4415, accuracy: 1e-4)
    }
}
