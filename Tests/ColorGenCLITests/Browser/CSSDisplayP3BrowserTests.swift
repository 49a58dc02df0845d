// Checks in Chromium that the golden stylesheet's Display P3 roles apply, and fall back to sRGB without P3.
import Foundation
import XCTest
import ColorGenKit
import TestSupport

/// Loads the golden four-appearance stylesheet (Tests/Golden/Appearances) in headless Chromium:
/// its P3 roles must compute to `color(display-p3 ...)` in every appearance, and to their sRGB
/// fallback when the Display P3 layer's `@supports` condition fails, as in a browser without
/// `color(display-p3 ...)`.
final class CSSDisplayP3BrowserTests: XCTestCase {
    private let schemes = ["light", "dark", "highContrastLight", "highContrastDark"]
    private let golden = PackageRoot.url.appendingPathComponent("Tests/Golden/Appearances/Generated/colors.css")
    private let condition = "@supports (color: color(display-p3 0 0 0))"

    /// `--brand-primary` in each scheme: its P3 value and its sRGB fallback as Chromium serialises them.
    private let brand: [String: (p3: String, fallback: String)] = [
        "light": ("color(display-p3 0.1 0.75 0.35)", "rgb(0, 190, 89)"),
        "dark": ("color(display-p3 0.25 0.9 0.45)", "rgb(0, 231, 108)"),
        "highContrastLight": ("color(display-p3 0 0.5 0.2)", "rgb(0, 127, 49)"),
        "highContrastDark": ("color(display-p3 0.4 1 0.6)", "rgb(0, 255, 142)"),
    ]

    func testP3ColorsComputeToDisplayP3() throws {
        try check(stylesheet: try String(contentsOf: golden, encoding: .utf8), expectsP3: true)
    }

    func testWithoutTheP3LayerTheSRGBFallbackApplies() throws {
        let css = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertTrue(css.contains(condition))
        try check(stylesheet: css.replacingOccurrences(of: condition, with: "@supports (not (color: color(display-p3 0 0 0)))"),
                  expectsP3: false)
    }

    private func check(stylesheet: String, expectsP3: Bool) throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        _ = try folder.write("colors.css", stylesheet)
        let page = try folder.write("probe.html", try BrowserPage.computedColors(
            stylesheet: "colors.css", propertyNames: ["--brand-primary", "--text-on-background-body"], schemes: schemes))
        let systems: [(HeadlessChromium.SystemAppearance, String)] = [
            (.light, "light"), (.dark, "dark"), (.highContrast, "highContrastLight"), (.darkHighContrast, "highContrastDark"),
        ]
        for (appearance, systemScheme) in systems {
            let dom = try chromium.dumpDOM(of: page, appearance: appearance)
            let result = try XCTUnwrap(try BrowserPage.result(inDump: dom) as? [String: [String]])
            for htmlScheme in [nil] + schemes {
                let scheme = htmlScheme ?? systemScheme
                let key = (htmlScheme ?? "-") + "/-"
                let expected = try XCTUnwrap(brand[scheme])
                XCTAssertEqual(result[key]?.first, expectsP3 ? expected.p3 : expected.fallback,
                               "system \(appearance), html scheme \(htmlScheme ?? "none")")
            }
        }
    }
}
