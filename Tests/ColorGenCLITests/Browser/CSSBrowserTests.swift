// Checks generated CSS in headless Chromium: every role's computed color in every appearance and override.
import Foundation
import XCTest
import TestSupport

/// Loads generated CSS in headless Chromium and checks that every role's computed color, in every
/// system appearance and under every `data-color-scheme` override (on `<html>` and on a nested
/// element, in both directions), is the color of the expected scheme in the generated JSON.
final class CSSBrowserTests: XCTestCase {
    private let schemes = RepositorySchemes.all

    /// Light, dark and two schemes standing for high-contrast light and dark (`RepositorySchemes`),
    /// with a json output and `outputs`.
    private func writeConfig(in folder: TemporaryFolder, outputs: String) throws -> URL {
        try folder.write("colorgen.json", """
            {
              \(RepositorySchemes.members()),
              \(RepositorySchemes.appearances),
              "outputs": [
                { "format": "json", "path": "out/colors" },
                \(outputs)
              ]
            }
            """)
    }

    func testMediaStrategyInEveryAppearanceAndOverride() throws {
        try checkStylesheet(options: "{}", prefix: "")
    }

    func testLightDarkStrategyWithPrefixInEveryAppearanceAndOverride() throws {
        try checkStylesheet(options: #"{ "strategy": "light-dark", "prefix": "app" }"#, prefix: "app")
    }

    private func checkStylesheet(options: String, prefix: String) throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        let probe = try RoleNamesProbe.output("css", template: RoleNamesProbe.cssTemplate, options: options,
                                              path: "out/names.txt", in: folder)
        let config = try writeConfig(in: folder, outputs: #"{ "format": "css", "path": "out/colors.css", "options": \#(options) },"#
                                     + "\n" + probe)
        let run = try CLIRunner.run(["generate", "--config", config.path, "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)

        let expected = try schemes.map { try GeneratedTokens(file: folder.url.appendingPathComponent("out/colors.\($0).tokens.json")) }
        let paths = expected[0].roles.map(\.path)
        for (index, tokens) in expected.enumerated() {
            XCTAssertEqual(tokens.roles.map(\.path), paths, "scheme \(schemes[index]) has other roles")
        }
        XCTAssertGreaterThan(paths.count, 500)
        // The schemes must really differ, or a wrong scheme could go unnoticed.
        for first in schemes.indices {
            for other in schemes.indices where other > first {
                let differing = zip(expected[first].roles, expected[other].roles).filter { !$0.color.matches($1.color) }.count
                XCTAssertGreaterThan(differing, 100, "\(schemes[first]) and \(schemes[other]) differ in too few roles")
            }
        }
        let properties = try RoleNamesProbe.cssNames(in: folder.url.appendingPathComponent("out/names.txt"))
        let names = try paths.map { path in
            try XCTUnwrap(properties[path.joined(separator: ".")], "no custom property for \(path)")
        }
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix(prefix.isEmpty ? "--" : "--\(prefix)-") }, "\(names.prefix(3))")
        let page = try folder.write("out/probe.html", try BrowserPage.computedColors(
            stylesheet: "colors.css", propertyNames: names, schemes: schemes))

        let systems: [(HeadlessChromium.SystemAppearance, String)] = [
            (.light, "light"), (.dark, "dark"), (.highContrast, "highContrastLight"), (.darkHighContrast, "highContrastDark"),
        ]
        for (appearance, systemScheme) in systems {
            let dom = try chromium.dumpDOM(of: page, appearance: appearance)
            guard let result = try BrowserPage.result(inDump: dom) as? [String: [String]] else {
                return XCTFail("unexpected result shape in \(appearance)")
            }
            XCTAssertEqual(result.count, (schemes.count + 1) * (schemes.count + 1))
            for htmlScheme in [nil] + schemes {
                for nestedScheme in [nil] + schemes {
                    let key = (htmlScheme ?? "-") + "/" + (nestedScheme ?? "-")
                    let scheme = nestedScheme ?? htmlScheme ?? systemScheme
                    let want = expected[schemes.firstIndex(of: scheme)!].roles
                    guard let got = result[key], got.count == want.count else {
                        XCTFail("\(appearance) \(key): \(result[key]?.count ?? 0) colors for \(want.count) roles")
                        continue
                    }
                    let wrong = zip(want, got).filter { role, computed in
                        BrowserColor(computed: computed).map { !$0.matches(role.color) } ?? true
                    }
                    XCTAssertTrue(wrong.isEmpty, "system \(appearance), html scheme \(htmlScheme ?? "none"), nested scheme "
                                  + "\(nestedScheme ?? "none"): \(wrong.count) roles are not \(scheme), e.g. "
                                  + wrong.prefix(3).map { "\($0.0.path.joined(separator: ".")) = \($0.1), expected \($0.0.color)" }
                                      .joined(separator: "; "))
                }
            }
        }
    }
}
