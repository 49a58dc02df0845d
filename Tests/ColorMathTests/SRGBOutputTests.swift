// Tests the written form of colors (components to four places agreeing with hex) and RGBA's OKLab/OKLCH.
import Foundation
import XCTest
import ColorMath

/// `DTCGColor(srgb:)` (the color written to outputs) and `RGBA.oklab` / `oklch`.
final class SRGBOutputTests: XCTestCase {
    func testComponentsAreTheHexChannelsToFourPlaces() {
        let color = DTCGColor(srgb: RGBA(hex: "#777F95")!)
        XCTAssertEqual(color.colorSpace, .srgb)
        // 0x77/255 = 0.46667, 0x7f/255 = 0.49804, 0x95/255 = 0.58431.
        XCTAssertEqual(color.components, [0.4667, 0.498, 0.5843])
        XCTAssertEqual(color.hex, "#777f95")
        XCTAssertEqual(color.alpha, 1)
    }

    func testComponentsAgreeWithTheHexEvenBetweenSteps() {
        // 0.5 · 255 = 127.5 rounds to step 128 (0.50196 → 0.502); 0.123456 · 255 = 31.48 → 31
        // (0.12157 → 0.1216); 0.999 · 255 = 254.7 → 255 (1). The components are the steps, not the input.
        let color = DTCGColor(srgb: RGBA(red: 0.5, green: 0.123456, blue: 0.999))
        XCTAssertEqual(color.hex, "#801fff")
        XCTAssertEqual(color.components, [0.502, 0.1216, 1])
    }

    func testHexSpellsEveryByteInTwoLowercaseDigits() {
        for byte in 0...255 {
            let value = Double(byte) / 255
            let expected = String(repeating: String(format: "%02x", byte), count: 3)
            XCTAssertEqual(RGBA(red: value, green: value, blue: value).hex, "#" + expected)
            XCTAssertEqual(RGBA(red: value, green: value, blue: value, alpha: value).hexWithAlpha,
                           byte == 255 ? "#ffffff" : "#" + expected + String(format: "%02x", byte))
        }
    }

    func testEveryByteSurvivesWriteAndReadBack() {
        for byte in 0...255 {
            let value = Double(byte) / 255
            let written = DTCGColor(srgb: RGBA(red: value, green: value, blue: value))
            let reread = written.srgb
            XCTAssertEqual(reread.hex, written.hex, "byte \(byte)")
            XCTAssertEqual(DTCGColor(srgb: reread), written, "byte \(byte) is stable")
        }
    }

    func testAlphaIsRoundedToFourPlacesAndClamped() {
        XCTAssertEqual(DTCGColor(srgb: RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)).alpha, 0.35)
        XCTAssertEqual(DTCGColor(srgb: RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)).alpha, 0.3333)
        let outOfRange = DTCGColor(srgb: RGBA(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.5))
        XCTAssertEqual(outOfRange.components, [1, 0, 0.502])
        XCTAssertEqual(outOfRange.alpha, 1)
        XCTAssertEqual(outOfRange.hex, "#ff0080")
    }

    func testRGBAInOKLabAndOKLCH() {
        // Ottosson's reference value for sRGB red: oklab(0.627955 0.224863 0.125846),
        // i.e. oklch(0.627955 0.257683 29.2339).
        let red = RGBA(red: 1, green: 0, blue: 0)
        XCTAssertEqual(red.oklab.lightness, 0.627955, accuracy: 1e-6)
        XCTAssertEqual(red.oklab.a, 0.224863, accuracy: 1e-6)
        XCTAssertEqual(red.oklab.b, 0.125846, accuracy: 1e-6)
        XCTAssertEqual(red.oklch.chroma, 0.257683, accuracy: 1e-6)
        XCTAssertEqual(red.oklch.hue, 29.2339, accuracy: 1e-4)
        // White: lightness 1, no chroma, a powerless hue reported as 0.
        let white = RGBA(red: 1, green: 1, blue: 1).oklch
        XCTAssertEqual(white.lightness, 1, accuracy: 1e-6)
        XCTAssertEqual(white.chroma, 0, accuracy: 1e-6)
        XCTAssertEqual(white.hue, 0)
    }
}
