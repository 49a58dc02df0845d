// Tests kebab-casing of role paths for CSS names, and that its ASCII shortcut agrees with the Unicode rules.
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender

final class KebabCaseTests: XCTestCase {
    func testCamelCaseWordsAreLoweredAndJoined() {
        XCTAssertEqual(KebabCase.join(["text", "onPrimary", "body"]), "text-on-primary-body")
        XCTAssertEqual(KebabCase.join(["highContrastUI"]), "high-contrast-ui")
        XCTAssertEqual(KebabCase.join(["URLField", "on2Primary"]), "url-field-on2-primary")
        XCTAssertEqual(KebabCase.join(["UIKit9Label", "aB", "ABC"]), "ui-kit9-label-a-b-abc")
        XCTAssertEqual(KebabCase.join(["Ärger", "éclairBig"]), "ärger-éclair-big")
        XCTAssertEqual(KebabCase.join([]), "")
        XCTAssertEqual(KebabCase.join(["", "x"]), "-x")
    }

    func testASCIIShortcutAgreesWithTheUnicodeRules() {
        let alphabet = Array("aZ9-_.bYQ0")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let segments = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            }
            XCTAssertEqual(KebabCase.asciiJoin(segments), segments.map(KebabCase.words).joined(separator: "-"), "\(segments)")
        }
        XCTAssertNil(KebabCase.asciiJoin(["plain", "Ärger"]))
    }
}
