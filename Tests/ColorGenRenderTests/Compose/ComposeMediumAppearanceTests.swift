// Tests that the compose theme's medium level takes the scheme "appearances" names for it (Material Theme Builder's medium schemes).
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import SourceDiagnostics

/// The medium level of Android's contrast setting picks the `lightMediumContrast` and
/// `darkMediumContrast` appearances' schemes when `"appearances"` names them (as a config of a
/// Material Theme Builder export does), before any derived `mediumContrast` counterpart.
final class ComposeMediumAppearanceTests: XCTestCase {
    func testTheMediumLevelTakesTheNamedMediumAppearancesSchemes() throws {
        // The fixture's four schemes: light, dark, and two more named as the medium appearances.
        let files = try RolesOnlyFixture.generate(
            outputs: #"{"format": "compose", "path": "Colors.kt", "options": {"package": "p"}}"#, schemeCount: 4,
            appearances: #"{"light": "light", "dark": "dark", "lightMediumContrast": "highContrastLight", "darkMediumContrast": "highContrastDark"}"#)
        let kotlin = try XCTUnwrap(files["Colors.kt"])
        let medium = try XCTUnwrap(kotlin.split(separator: "\n").first { $0.contains("contrast >= 0.5f ->") })
        XCTAssertTrue(medium.contains(".highContrastDark else ") && medium.hasSuffix(".highContrastLight"), String(medium))
        let high = try XCTUnwrap(kotlin.split(separator: "\n").first { $0.contains("contrast >= 1f ->") })
        XCTAssertTrue(high.contains(".highContrastDark else ") && high.hasSuffix(".highContrastLight"),
                      "no increased-contrast scheme: the high level falls back to the medium one: \(high)")
    }
}
