// Pins the demo's generated colors: body text on primary per scheme, and the badge's background/text pair.
import DemoColors
import XCTest

/// The generated colors, as the demo's schemes and rules version 2 resolve them.
final class DemoColorsTests: XCTestCase {
    func testBodyTextOnPrimaryInEachScheme() {
        XCTAssertEqual(TextAppearance.OnPrimary.body.rgba(in: .light), 0xFFFF_FFFF)
        XCTAssertEqual(TextAppearance.OnPrimary.body.rgba(in: .dark), 0x1517_1BFF)
        let dark = TextAppearance.OnPrimary.body.components(in: .dark)
        XCTAssertEqual(dark.red * 255, 0x15, accuracy: 0.001)
        XCTAssertEqual(dark.green * 255, 0x17, accuracy: 0.001)
        XCTAssertEqual(dark.blue * 255, 0x1B, accuracy: 0.001)
        XCTAssertEqual(dark.alpha, 1)
    }

    func testBadgeUsesThePrimaryBackgroundAndTheTextOnIt() {
        let badge = Badge(text: "New")
        XCTAssertEqual(badge.fill(in: .light), 0x5A47_8FFF)
        XCTAssertEqual(badge.fill(in: .dark), 0xB7A9_E6FF)
        XCTAssertEqual(badge.textColor(in: .dark), TextAppearance.OnPrimary.body.rgba(in: .dark))
    }
}
