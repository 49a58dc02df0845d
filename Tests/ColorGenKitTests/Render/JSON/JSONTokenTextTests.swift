// The json format's token text: sRGB components from 8-bit steps, wide-gamut colors as authored.
import XCTest
import ColorMath
@testable import ColorGenKit

final class JSONTokenTextTests: XCTestCase {
    func testAnSRGBColorIsWrittenFromItsEightBitSteps() {
        let color = RGBA(red: 0x77 / 255, green: 0x7f / 255, blue: 0x95 / 255, alpha: 0.35)
        XCTAssertEqual(JSONTokenText.token(of: color),
                       ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4667, 0.498, 0.5843], "alpha": 0.35, "hex": "#777f95"}}"##)
    }

    func testAWideGamutColorKeepsItsAuthoredSpaceAndComponents() {
        let authored = DTCGColor(colorSpace: .displayP3, components: [1, nil, 0.25], alpha: 1)
        XCTAssertEqual(JSONTokenText.token(of: authored.shown),
                       #"{"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, "none", 0.25], "alpha": 1, "hex": ""#
                       + authored.shown.hex + #""}}"#)
    }
}
