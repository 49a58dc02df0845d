// A failing pair is reported at the token holding the foreground's color, through its aliases, with the nearest color that passes.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import SourceDiagnostics

/// docs/contrast-checks.md, "At the token, with the fix".
final class ContrastAtTheTokenTests: XCTestCase {
    private static func config(minimum: Double) -> String { """
        {
          "schemes": {"light": ["light.tokens.json"]},
          "contrast": [{"foreground": "text.*", "background": "background.*", "minimum": \(minimum)}],
          "outputs": []
        }
        """
    }

    private func generate(_ tokens: String, minimum: Double = 4.5) -> [String] {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": Self.config(minimum: minimum), "light.tokens.json": tokens,
        ])).diagnostics.inReadingOrder.map(\.description)
    }

    func testTheErrorIsAtTheLiteralWithANoteAtEachAliasAndAtThePair() {
        let diagnostics = generate("""
            {
              "swatch": { "gray": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#999999" } } },
              "text": {
                "muted": { "$type": "color", "$value": "{text.quiet}" },
                "quiet": { "$type": "color", "$value": "{swatch.gray}" }
              },
              "background": { "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ffffff" } } }
            }
            """)
        let failure = "on background.base in scheme \"light\" reaches 2.84:1, below the declared minimum 4.5:1; "
            + "#767676 (same hue, darker) reaches 4.54:1"
        XCTAssertEqual(diagnostics, [
            "light.tokens.json:2:15: error: text.muted \(failure)",
            "light.tokens.json:5:5: note: text.quiet takes its color from swatch.gray",
            "light.tokens.json:4:5: note: text.muted takes its color from text.quiet",
            "colorgen.json:3:16: note: the pair is declared here",
            "light.tokens.json:2:15: error: text.quiet \(failure)",
            "light.tokens.json:5:5: note: text.quiet takes its color from swatch.gray",
            "colorgen.json:3:16: note: the pair is declared here",
        ])
    }

    func testWhereNoLightnessOfTheForegroundPassesTheBackgroundIsSuggested() {
        let diagnostics = generate("""
            {
              "text": { "link": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#0000ff" } } },
              "background": { "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#777777" } } }
            }
            """, minimum: 7)
        // No blue reaches 7:1 on a mid gray (white 4.5:1, black 4.7:1), but blue reaches it on a light gray.
        XCTAssertEqual(diagnostics.count, 2, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics[0].hasPrefix("light.tokens.json:2:13: error: text.link on background.base in scheme \"light\" "
                                               + "reaches 1.91:1, below the declared minimum 7:1; no lightness of the "
                                               + "foreground's hue reaches it; background.base as #"), diagnostics[0])
    }
}
