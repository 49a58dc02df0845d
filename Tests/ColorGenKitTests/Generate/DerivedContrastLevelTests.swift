// A config of roles with derived increased- and medium-contrast schemes: every pair meets its level, other roles unchanged.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorMath
@testable import SourceDiagnostics

/// docs/derived-schemes.md, "Contrast levels for a team's own roles".
final class DerivedContrastLevelTests: XCTestCase {
    private static let config = """
        {
          "schemes": {
            "light": ["light.tokens.json"],
            "lightMedium": {"derivedFrom": "light", "counterpart": "mediumContrast"},
            "lightHigh": {"derivedFrom": "light", "counterpart": "increasedContrast"}
          },
          "contrast": [
            {"foreground": "text.*", "background": "background.*", "minimum": 4.5, "mediumContrastMinimum": 5.5,
             "increasedContrastMinimum": 7},
            {"foreground": "accent", "background": "background.base", "minimum": 3, "mediumContrastMinimum": 4,
             "increasedContrastMinimum": 4.5}
          ],
          "outputs": []
        }
        """

    private static let tokens = """
        {
          "text": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#1c1c1e" } },
            "secondary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#5f6368" } }
          },
          "background": {
            "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ffffff" } },
            "raised": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#f2f2f7" } }
          },
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#0a84ff" } },
          "border": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#d1d1d6" } }
        }
        """

    func testEveryPairMeetsItsLevelAndOnlyTheFallingShortForegroundsMove() throws {
        let resolved = Generator.resolveRoles(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": Self.config, "light.tokens.json": Self.tokens,
        ]))
        XCTAssertFalse(resolved.diagnostics.containsErrors, resolved.diagnostics.map(\.description).joined(separator: "\n"))
        let roles = try XCTUnwrap(resolved.roles)
        XCTAssertEqual(roles.schemes, ["light", "lightMedium", "lightHigh"])
        let results = roles.declaredContrast
        XCTAssertFalse(results.isEmpty)
        for result in results {
            XCTAssertTrue(result.passes, "\(result.foreground) on \(result.background) in \(result.scheme): \(result.valueText)")
        }
        func minimum(_ foreground: String, _ scheme: String) -> Double? {
            results.first { $0.foreground.description == foreground && $0.scheme == scheme }?.minimum
        }
        XCTAssertEqual(minimum("text.secondary", "lightMedium"), 5.5)
        XCTAssertEqual(minimum("text.secondary", "lightHigh"), 7)
        XCTAssertEqual(minimum("accent", "lightMedium"), 4)
        func color(_ path: String, _ scheme: Int) -> RGBA {
            roles.roles.first { $0.path.description == path }!.colors[scheme]
        }
        // #5f6368 is short of 5.5:1 on #f2f2f7 by a little and of 7:1 by more; #0a84ff reaches 3.6:1.
        let secondary = color("text.secondary", 0).oklch.lightness
        XCTAssertLessThan(abs(color("text.secondary", 1).oklch.lightness - secondary),
                          abs(color("text.secondary", 2).oklch.lightness - secondary), "medium moves it less than high")
        XCTAssertNotEqual(color("accent", 1), color("accent", 0))
        for path in ["text.primary", "background.base", "background.raised", "border"] {
            for scheme in 1...2 { XCTAssertEqual(color(path, scheme), color(path, 0), "\(path) unchanged") }
        }
        // The moved foregrounds keep their hue and move no further than needed: a step nearer fails.
        let moved = color("text.secondary", 2)
        XCTAssertLessThan(moved.oklch.lightness, color("text.secondary", 0).oklch.lightness, "darker on light backgrounds")
        let nearer = LightnessSearch.color(moved, atLightness: moved.oklch.lightness + 0.004)
        XCTAssertLessThan(ScreenComposite(backdrop: color("background.raised", 2)).leastContrastRatio(of: nearer).value, 7)
    }
}
