// Checks in Chromium that the css output's references (var(--that-role)) give the colors the plain values give.
import Foundation
import XCTest
import TestSupport

/// Loads the golden stylesheets of Tests/Golden/Documentation in headless Chromium: with the
/// `references` option (a role aliasing another written `var(--that-role)`, with either strategy)
/// every role must compute to the same color as in the stylesheet without it, for every system
/// appearance and every `data-color-scheme` on `<html>` and on a nested element, the Display P3
/// layer included.
final class CSSReferencesBrowserTests: XCTestCase {
    private let folder = PackageRoot.url.appendingPathComponent("Tests/Golden/Documentation")
    private let schemes = ["light", "dark"]
    private let properties = ["--text-primary", "--text-muted", "--text-secondary", "--background-base", "--accent", "--border",
                              "--brand-primary", "--brand-link"]

    func testReferencesComputeToTheColorsOfThePlainValues() throws {
        let chromium = try HeadlessChromium.require()
        let plain = try computed("colors.css", chromium)
        XCTAssertTrue(plain.values.contains { $0.contains { $0.hasPrefix("color(display-p3") } }, "the P3 layer applies")
        for stylesheet in ["references.css", "references-light-dark.css"] {
            let text = try String(contentsOf: folder.appendingPathComponent(stylesheet), encoding: .utf8)
            XCTAssertTrue(text.contains("--text-secondary: var(--text-muted);") && text.contains("--brand-link: var(--brand-primary);"),
                          stylesheet)
            XCTAssertEqual(try computed(stylesheet, chromium), plain, stylesheet)
        }
    }

    /// The computed colors of every role under each system appearance and scheme attribute.
    private func computed(_ stylesheet: String, _ chromium: HeadlessChromium) throws -> [String: [String]] {
        let temporary = try TemporaryFolder()
        _ = try temporary.write("colors.css", try String(contentsOf: folder.appendingPathComponent(stylesheet), encoding: .utf8))
        let page = try temporary.write("probe.html", try BrowserPage.computedColors(
            stylesheet: "colors.css", propertyNames: properties, schemes: schemes))
        var all: [String: [String]] = [:]
        for appearance in [HeadlessChromium.SystemAppearance.light, .dark] {
            let result = try XCTUnwrap(try BrowserPage.result(inDump: try chromium.dumpDOM(of: page, appearance: appearance))
                as? [String: [String]])
            for (key, colors) in result { all["\(appearance) \(key)"] = colors }
        }
        return all
    }
}
