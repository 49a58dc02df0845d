// Tests of the 8-bit screen composite: a translucent fill rounded both ways, opaque colors exact, least contrast.
import XCTest
import ColorMath

final class ScreenCompositeTests: XCTestCase {
    private let black = RGBA(red: 0, green: 0, blue: 0)
    private let white = RGBA(red: 1, green: 1, blue: 1)

    func testATranslucentFillLandsOnTheStepsBelowAndAboveItsExactBlend() {
        // 50% white over black is 127.5 of 255 exactly: a screen holds 127 or 128.
        let composite = ScreenComposite(backdrop: black, layers: [white.withAlpha(0.5)])
        XCTAssertEqual(composite.darkest, RGBA(red: 127 / 255, green: 127 / 255, blue: 127 / 255))
        XCTAssertEqual(composite.lightest, RGBA(red: 128 / 255, green: 128 / 255, blue: 128 / 255))
    }

    func testEachChannelIsRoundedOnItsOwn() {
        // #3e7293 at 50% over #5a478f: red (62 + 90) / 2 = 76 exactly, green (114 + 71) / 2 = 92.5,
        // blue (147 + 143) / 2 = 145 exactly.
        let fill = RGBA(hex: "#3e7293")!.withAlpha(0.5)
        let composite = ScreenComposite(backdrop: RGBA(hex: "#5a478f")!, layers: [fill])
        XCTAssertEqual(composite.darkest.rgba8Bit, [76, 92, 145, 255])
        XCTAssertEqual(composite.lightest.rgba8Bit, [76, 93, 145, 255])
    }

    func testABlendThatEndsOnAStepAndOpaqueColorsAreHeldExactly() {
        // 20% white over black is 51 of 255: no rounding.
        let onStep = ScreenComposite(backdrop: black, layers: [white.withAlpha(0.2)])
        XCTAssertEqual(onStep.darkest, onStep.lightest)
        XCTAssertEqual(onStep.darkest.rgba8Bit, [51, 51, 51, 255])
        // An opaque color between steps is held as written, and hides what is beneath it.
        let between = RGBA(red: 0.3001, green: 0.5, blue: 0.7)
        let opaque = ScreenComposite(backdrop: black, layers: [white.withAlpha(0.5), between])
        XCTAssertEqual(opaque.darkest, between)
        XCTAssertEqual(opaque.lightest, between)
    }

    func testATranslucentBackdropIsBlendedOverWhite() {
        let composite = ScreenComposite(backdrop: black.withAlpha(0.5))
        XCTAssertEqual(composite.darkest.rgba8Bit, [127, 127, 127, 255])
        XCTAssertEqual(composite.lightest.rgba8Bit, [128, 128, 128, 255])
    }

    func testTheLeastRatioIsTakenOnTheBoundThatIsWorseForTheContent() {
        let composite = ScreenComposite(backdrop: black, layers: [white.withAlpha(0.5)])
        // Relative luminances of 127/255 and 128/255 computed by hand from WCAG's formula:
        // black text is worst on the darker 127 (5.2446:1), white text on the lighter 128 (3.9494:1).
        let blackText = composite.leastContrastRatio(of: black)
        XCTAssertEqual(blackText.value, 5.244615148, accuracy: 1e-8)
        XCTAssertEqual(blackText.background.rgba8Bit, [127, 127, 127, 255])
        let whiteText = composite.leastContrastRatio(of: white)
        XCTAssertEqual(whiteText.value, 3.949439648, accuracy: 1e-8)
        XCTAssertEqual(whiteText.background.rgba8Bit, [128, 128, 128, 255])
        // The exact blend would give more than either screen: 127.5 lies between.
        let exact = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        XCTAssertLessThan(whiteText.value, white.contrastRatio(with: exact))
        XCTAssertLessThan(blackText.value, black.contrastRatio(with: exact))
    }

    func testTranslucentContentIsRoundedBothWaysToo() {
        // 50% white text over opaque black is itself 127.5: the worse screen shows 127 on black.
        let least = ScreenComposite(exactly: black).leastContrastRatio(of: white.withAlpha(0.5))
        XCTAssertEqual(least.foreground.rgba8Bit, [127, 127, 127, 255])
        XCTAssertEqual(least.value, 5.244615148, accuracy: 1e-8)
    }
}

final class ScreenCompositeStepTests: XCTestCase {
    func testABlendOnAStepStaysOnIt() {
        // #705140 at 25% over #705140 is #705140 exactly: no screen rounds it, so #0ceb85 on it
        // is 4.50:1 (4.5027), not the 4.43:1 of a whole step up.
        let base = RGBA(hex: "#705140")!
        let composite = ScreenComposite(backdrop: base, layers: [base.withAlpha(0.25)])
        XCTAssertEqual(composite.darkest.rgba8Bit, [0x70, 0x51, 0x40, 255])
        XCTAssertEqual(composite.lightest.rgba8Bit, [0x70, 0x51, 0x40, 255])
        XCTAssertEqual(composite.darkest, composite.lightest)
        let least = composite.leastContrastRatio(of: RGBA(hex: "#0ceb85")!)
        XCTAssertEqual(least.value, 4.5027, accuracy: 1e-4)
    }

    func testColorsAreBlendedAsWrittenOnTheirSteps() {
        // The same #705140 read from components written to six decimals lies 0.00008 of a step
        // above 112/255: written out, it is #705140, and the blend of it over itself is too.
        let components = RGBA(red: 0.439216, green: 0.317647, blue: 0.25098)
        XCTAssertEqual(components.hex, "#705140")
        let composite = ScreenComposite(backdrop: components, layers: [components.withAlpha(0.25)])
        XCTAssertEqual(composite.darkest.rgba8Bit, [0x70, 0x51, 0x40, 255])
        XCTAssertEqual(composite.lightest.rgba8Bit, [0x70, 0x51, 0x40, 255])
        XCTAssertGreaterThanOrEqual(composite.leastContrastRatio(of: RGBA(hex: "#0ceb85")!).value, 4.5)
    }

    func testAStepIsTestedPastFloatingPointErrorButShortOfAnyWrittenBlend() {
        // 35% of a 20-step difference is 7 steps exactly, though 0.35 is not exact in binary.
        let composite = ScreenComposite(backdrop: RGBA(hex: "#000000")!, layers: [RGBA(hex: "#141414")!.withAlpha(0.35)])
        XCTAssertEqual(composite.darkest, composite.lightest)
        XCTAssertEqual(composite.darkest.rgba8Bit, [7, 7, 7, 255])
        // The nearest a blend of written colors comes to a step without reaching it: one step
        // at an alpha of 1/255, or a 4-decimal alpha of one step: 0.0001 of a step.
        let near = ScreenComposite(backdrop: RGBA(hex: "#000000")!, layers: [RGBA(hex: "#010101")!.withAlpha(0.9999)])
        XCTAssertEqual(near.darkest.rgba8Bit, [0, 0, 0, 255])
        XCTAssertEqual(near.lightest.rgba8Bit, [1, 1, 1, 255])
    }
}
