// Renders preview pages in Chromium: swatch layout and colors per scheme, screenshot, hostile names inert.
import Foundation
import XCTest
import ColorGenRender
import TestSupport

/// Renders `colorgen preview` pages in headless Chromium: every role's swatch is laid out in every
/// scheme with the generated color, the screenshot is a real picture, and hostile role names
/// neither run script nor break the CSS.
final class PreviewBrowserTests: XCTestCase {
    private let schemes = ["light", "dark", "highContrastLight"]

    private func writeConfig(in folder: TemporaryFolder) throws -> URL {
        try folder.write("colorgen.json", """
            {
              \(RepositorySchemes.members(schemes)),
              "outputs": [{ "format": "json", "path": "out/colors" }]
            }
            """)
    }

    /// The preview page with a script appended that reports, for each swatch, its role, scheme,
    /// size and the computed color of its sample (content roles) or chip (opaque colors).
    private func measuringCopy(of preview: URL) throws -> URL {
        let page = try String(contentsOf: preview, encoding: .utf8)
        let script = """
            <pre id="result"></pre>
            <script>
            const rows = [...document.querySelectorAll('.swatch')].map(swatch => {
              const chip = swatch.querySelector('.chip');
              const box = swatch.getBoundingClientRect();
              const style = getComputedStyle(chip);
              const color = chip.classList.contains('content') ? style.color
                : (chip.classList.contains('translucent') ? null : style.backgroundColor);
              return [swatch.closest('[data-role]').getAttribute('data-role'), swatch.getAttribute('data-scheme'),
                      box.width, box.height, color];
            });
            document.getElementById('result').textContent = JSON.stringify(rows);
            </script>
            </body>
            """
        let measuring = preview.deletingLastPathComponent().appendingPathComponent("measuring.html")
        try Data(page.replacingOccurrences(of: "</body>", with: script).utf8).write(to: measuring)
        return measuring
    }

    func testPreviewShowsEveryRoleInEverySchemeWithItsColor() throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        let config = try writeConfig(in: folder)
        XCTAssertEqual(try CLIRunner.run(["generate", "--config", config.path, "--quiet"]).status, 0)
        let run = try CLIRunner.run(["preview", "--config", config.path, "--output", folder.url.appendingPathComponent("out/preview.html").path])
        XCTAssertEqual(run.status, 0, run.stderr)

        let expected = try schemes.map { try GeneratedTokens(file: folder.url.appendingPathComponent("out/colors.\($0).tokens.json")) }
        var colors: [String: BrowserColor] = [:]
        for (index, tokens) in expected.enumerated() {
            for role in tokens.roles { colors[role.path.joined(separator: ".") + " " + schemes[index]] = role.color }
        }
        let measuring = try measuringCopy(of: folder.url.appendingPathComponent("out/preview.html"))
        let dom = try chromium.dumpDOM(of: measuring)
        let rows = try XCTUnwrap(try BrowserPage.result(inDump: dom) as? [[Any]])
        XCTAssertEqual(rows.count, expected[0].roles.count * schemes.count, "one swatch per role and scheme")
        var seen = Set<String>(), compared = 0
        for row in rows {
            guard let role = row[0] as? String, let scheme = row[1] as? String,
                  let width = row[2] as? Double, let height = row[3] as? Double else {
                XCTFail("bad row \(row)")
                continue
            }
            let key = role + " " + scheme
            XCTAssertTrue(seen.insert(key).inserted, "\(key) shown twice")
            XCTAssertGreaterThan(width, 100, key)
            XCTAssertGreaterThan(height, 20, key)
            guard let want = colors[key] else {
                XCTFail("\(key) is not a generated role")
                continue
            }
            if let computed = row[4] as? String {
                XCTAssertTrue(BrowserColor(computed: computed)?.matches(want) == true, "\(key): shows \(computed), generated \(want)")
                compared += 1
            }
        }
        XCTAssertEqual(seen.count, colors.count, "every role in every scheme is shown")
        // Translucent colors that are not content are drawn over a checkerboard and not compared.
        XCTAssertGreaterThan(compared, rows.count * 8 / 10)
    }

    func testScreenshotOfThePreview() throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        let config = try writeConfig(in: folder)
        let preview = folder.url.appendingPathComponent("preview.html")
        XCTAssertEqual(try CLIRunner.run(["preview", "--config", config.path, "--output", preview.path, "--quiet"]).status, 0)
        let png = folder.url.appendingPathComponent("preview.png")
        try chromium.screenshot(of: preview, to: png, width: 1400, height: 2000)
        let bytes = try [UInt8](Data(contentsOf: png))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(bigEndian(16), 1400, "IHDR width")
        XCTAssertEqual(bigEndian(20), 2000, "IHDR height")
        // A blank or single-color page compresses to a few kilobytes; hundreds of swatches and labels do not.
        XCTAssertGreaterThan(bytes.count, 100_000)
        if let keep = ProcessInfo.processInfo.environment["COLORGEN_KEEP_SCREENSHOT"] {
            try Data(bytes).write(to: URL(fileURLWithPath: keep))
        }
    }

    /// The page leads with what fails: a summary row per scheme and target, a failure list whose
    /// links jump to their rows (checked by following each in the browser), group navigation whose
    /// links reach their sections, and a filter that leaves only failing rows.
    func testFailureLinksJumpToTheirRowsAndTheFilterLeavesOnlyFailures() throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        let config = try writeConfig(in: folder)
        let preview = folder.url.appendingPathComponent("preview.html")
        XCTAssertEqual(try CLIRunner.run(["preview", "--config", config.path, "--output", preview.path, "--quiet"]).status, 0)
        let page = try String(contentsOf: preview, encoding: .utf8)
        let script = """
            <pre id="result"></pre>
            <script>
            const links = [...document.querySelectorAll('.failures a')];
            const jumps = links.slice(0, 40).map(link => {
              link.click();
              const target = document.querySelector(':target');
              const box = target ? target.getBoundingClientRect() : null;
              return [link.getAttribute('href'), target ? target.id : null, target ? target.classList.contains('failing') : false,
                      box ? box.top : null, box ? box.height : null, window.innerHeight];
            });
            const groups = [...document.querySelectorAll('nav a')].map(link => {
              link.click();
              const target = document.querySelector(':target');
              return [link.getAttribute('href'), target ? target.tagName : null];
            });
            const summary = document.querySelectorAll('#summary tr[data-scheme]').length;
            document.getElementById('only-failures').click();
            const visible = [...document.querySelectorAll('.role')].filter(row => row.getClientRects().length > 0);
            const failing = document.querySelectorAll('.role.failing').length;
            document.getElementById('result').textContent = JSON.stringify({
              links: links.length, jumps, groups, summary, failing,
              visible: visible.length, visibleFailing: visible.filter(row => row.classList.contains('failing')).length
            });
            </script>
            </body>
            """
        let measuring = folder.url.appendingPathComponent("links.html")
        try Data(page.replacingOccurrences(of: "</body>", with: script).utf8).write(to: measuring)
        let result = try XCTUnwrap(try BrowserPage.result(inDump: try chromium.dumpDOM(of: measuring)) as? [String: Any])
        // Rules version 2 on these schemes fails some roles in every scheme.
        let links = try XCTUnwrap(result["links"] as? Int)
        XCTAssertGreaterThan(links, 10)
        XCTAssertEqual(result["summary"] as? Int, schemes.count * 2, "a text and a non-text row per scheme")
        let jumps = try XCTUnwrap(result["jumps"] as? [[Any]])
        XCTAssertEqual(jumps.count, min(links, 40))
        for jump in jumps {
            let href = try XCTUnwrap(jump[0] as? String)
            XCTAssertEqual(jump[1] as? String, String(href.dropFirst()), "the link's row is the target")
            XCTAssertEqual(jump[2] as? Bool, true, "\(href) points at a failing row")
            let top = try XCTUnwrap(jump[3] as? Double), height = try XCTUnwrap(jump[5] as? Double)
            XCTAssertTrue(top >= 0 && top < height, "\(href) is scrolled into view (top \(top))")
        }
        let groups = try XCTUnwrap(result["groups"] as? [[Any]])
        XCTAssertEqual(groups.map { $0[0] as? String }, ["#group-background", "#group-icon", "#group-text", "#group-button",
                                                        "#group-checkbox", "#group-checkmark", "#group-progress",
                                                        "#group-completion", "#group-table", "#group-textField",
                                                        "#group-severity", "#group-ungrouped"],
                       "the roles of one segment have a section of their own, last")
        XCTAssertEqual(groups.map { $0[1] as? String }, Array(repeating: "SECTION", count: groups.count))
        let failing = try XCTUnwrap(result["failing"] as? Int)
        XCTAssertGreaterThan(failing, 0)
        XCTAssertEqual(result["visible"] as? Int, failing, "the filter leaves exactly the failing rows")
        XCTAssertEqual(result["visibleFailing"] as? Int, failing)
    }

    func testHostileRoleNamesRunNoScriptAndStillNameTheirColors() throws {
        let chromium = try HeadlessChromium.require()
        let folder = try TemporaryFolder()
        let names = ["</style><script>document['body']['setAttribute']('data-pwned','1')</script>",
                     "say \"hi\" */ body:after [content: 'x'] /*", "grün ✓", "<img src=x onerror=\"document['title']='pwned'\">"]
        for (scheme, shade) in [("light", 0x11), ("dark", 0xcc)] {
            let members = names.enumerated().map { index, name -> String in
                let channel = Double(shade + index * 8) / 255
                return "\(JSONText.quoted(name)): {\"$type\": \"color\", \"$description\": \"</style><script>document['title']='pwned'</script>\", "
                    + "\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(channel), \(channel), \(channel)]}}"
            }
            try folder.write("\(scheme).tokens.json", "{\"text\": {\"onBackground\": {\(members.joined(separator: ", "))}}}")
        }
        let probe = try RoleNamesProbe.output("css", template: RoleNamesProbe.cssTemplate, path: "out/names.txt", in: folder)
        let config = try folder.write("colorgen.json", """
            {"schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]},
             "outputs": [{"format": "json", "path": "out/colors"}, {"format": "css", "path": "out/colors.css"},
                         {"format": "html", "path": "out/preview.html"}, \(probe)]}
            """)
        let run = try CLIRunner.run(["generate", "--config", config.path, "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)

        let previewDOM = try chromium.dumpDOM(of: folder.url.appendingPathComponent("out/preview.html"))
        XCTAssertFalse(previewDOM.contains("data-pwned=\"1\""), "a role name ran script")
        XCTAssertFalse(previewDOM.contains("<title>pwned"), "a role name ran script")
        XCTAssertFalse(previewDOM.contains("<img"), "a role name made an element")
        XCTAssertEqual(previewDOM.components(separatedBy: "class=\"swatch\"").count - 1, names.count * 2)

        let expected = try ["light", "dark"].map { try GeneratedTokens(file: folder.url.appendingPathComponent("out/colors.\($0).tokens.json")) }
        XCTAssertEqual(expected[0].roles.count, names.count)
        let properties = try RoleNamesProbe.cssNames(in: folder.url.appendingPathComponent("out/names.txt"))
        let propertyNames = try expected[0].roles.map { role in
            try XCTUnwrap(properties[role.path.joined(separator: ".")], "no custom property for \(role.path)")
        }
        let page = try folder.write("out/probe.html", try BrowserPage.computedColors(
            stylesheet: "colors.css", propertyNames: propertyNames, schemes: ["light", "dark"]))
        let result = try XCTUnwrap(try BrowserPage.result(inDump: try chromium.dumpDOM(of: page)) as? [String: [String]])
        for (key, scheme) in [("-/-", 0), ("-/dark", 1), ("dark/light", 0)] {
            let got = try XCTUnwrap(result[key])
            for (role, computed) in zip(expected[scheme].roles, got) {
                XCTAssertTrue(BrowserColor(computed: computed)?.matches(role.color) == true,
                              "\(key) \(role.path.joined(separator: ".")): \(computed), expected \(role.color)")
            }
        }
    }
}
