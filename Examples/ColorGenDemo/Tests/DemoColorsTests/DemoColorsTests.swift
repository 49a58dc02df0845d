import DemoColors
import XCTest

final class DemoColorsTests: XCTestCase {
    func testGreeting() {
        XCTAssertEqual(Greeting.text, "Hello, colors")
    }
}
