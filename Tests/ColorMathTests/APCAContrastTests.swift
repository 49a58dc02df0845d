// Tests APCA-W3 Lc against apca-w3's published sample values, translucent text and near-equal colors.
import XCTest
import ColorMath

/// APCA-W3 0.0.98G-4g Lc against the sample values apca-w3 publishes with its tests
/// (github.com/Myndex/apca-w3, test/index.js): text color first, background second.
final class APCAContrastTests: XCTestCase {
    private func lc(_ text: String, _ background: String) -> Double {
        RGBA(hex: text)!.apcaContrast(on: RGBA(hex: background)!)
    }

    func testPublishedSampleValues() {
        XCTAssertEqual(lc("#888888", "#ffffff"), 63.056469930209424, accuracy: 1e-9)
        XCTAssertEqual(lc("#ffffff", "#888888"), -68.54146436644962, accuracy: 1e-9)
        XCTAssertEqual(lc("#000000", "#aaaaaa"), 58.146262578561334, accuracy: 1e-9)
        XCTAssertEqual(lc("#aaaaaa", "#000000"), -56.24113336839742, accuracy: 1e-9)
        XCTAssertEqual(lc("#112233", "#ddeeff"), 91.66830811481631, accuracy: 1e-9)
        XCTAssertEqual(lc("#ddeeff", "#112233"), -93.06770049484275, accuracy: 1e-9)
        XCTAssertEqual(lc("#112233", "#444444"), 8.32326136957393, accuracy: 1e-9)
        XCTAssertEqual(lc("#444444", "#112233"), -7.526878460278154, accuracy: 1e-9)
    }

    func testTranslucentTextIsBlendedOverTheBackgroundFirst() {
        // #0006 on white: black at 40 % over white is #999999.
        let text = RGBA(red: 0, green: 0, blue: 0, alpha: 0.4).composited(over: RGBA(red: 1, green: 1, blue: 1))
        XCTAssertEqual(text.apcaContrast(on: RGBA(red: 1, green: 1, blue: 1)), 54.62184067441377, accuracy: 1e-9)
    }

    func testNearlyEqualColorsHaveNoContrast() {
        XCTAssertEqual(lc("#777777", "#777777"), 0)
        XCTAssertEqual(lc("#777777", "#787878"), 0, "below the low clip")
    }
}
