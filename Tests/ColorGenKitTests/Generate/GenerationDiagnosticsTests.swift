// Tests that every bad scheme input is reported at its file, line and column, all at once, with no files.
import XCTest
import ColorGenKit

/// Every bad input names the file, line and column of the offending token or key, every error of
/// a run is reported, and no file is produced.
final class GenerationDiagnosticsTests: XCTestCase {
    private let swatches = """
        {
          "swatch": {
            "$type": "color",
            "blue": {
              "0": {"$value": "#ddeeff"},
              "1": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}},
              "2": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.4]}}
            }
          }
        }
        """

    private func generate(_ files: [String: String]) -> [String] {
        let result = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: files))
        if result.diagnostics.containsErrors {
            XCTAssertEqual(result.files, [], "nothing is produced when there is an error")
        }
        return result.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    private func config(schemes: String, rulesVersion: String = "2") -> String {
        """
        {
          "rulesVersion": \(rulesVersion), "layout": "palette",
          "schemes": \(schemes),
          "outputs": [{"format": "json", "path": "out/colors"}]
        }
        """
    }

    private func palette(primary: String = "{swatch.blue.1}", extra: String = "") -> String {
        """
        {
          "palette": {
            "$type": "color",
            "primary": {"$value": "\(primary)"},
            "secondary": {"$value": "{swatch.blue.2}"},
            "accent": {"$value": "{swatch.blue.0}"}\(extra)
          }
        }
        """
    }

    func testAValidSchemeGenerates() {
        XCTAssertEqual(generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#),
                                 "/p/s.json": swatches, "/p/p.json": palette()]), [])
    }

    func testAliasToAMissingTile() {
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#),
                               "/p/s.json": swatches, "/p/p.json": palette(primary: "{swatch.blue.7}")])
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        XCTAssertTrue(errors[0].hasPrefix("/p/p.json:4:27: error: "), errors[0])
        XCTAssertTrue(errors[0].contains("swatch.blue.7"), errors[0])
    }

    func testAliasCycleNamesEveryMember() {
        let cyclic = palette(extra: """
            ,
                "loopA": {"$value": "{palette.loopB}"},
                "loopB": {"$value": "{palette.loopA}"}
            """)
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#),
                               "/p/s.json": swatches, "/p/p.json": cyclic])
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("/p/p.json:") }, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains { $0.contains("palette.loopA") && $0.contains("palette.loopB") },
                      errors.joined(separator: "\n"))
    }

    func testMissingPaletteKeyIsReportedAtThePaletteGroupWithTheConfigLineAsANote() {
        let noAccent = """
            {
              "palette": {"$type": "color", "primary": {"$value": "{swatch.blue.1}"}, "secondary": {"$value": "{swatch.blue.2}"}}
            }
            """
        let result = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: [
            "/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#),
            "/p/s.json": swatches, "/p/p.json": noAccent]))
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .warning }.map(\.description), [
            "/p/p.json:2:3: error: scheme \"light\" has no palette.accent: alias it to a swatch tile, e.g. "
                + "\"palette\": {\"accent\": {\"$value\": \"{swatch.royal.1}\"}}",
            "/p/colorgen.json:3:15: note: scheme \"light\" is defined here",
        ])
    }

    func testMissingPaletteGroupIsReportedAtTheSchemesFirstTokenFile() {
        let errors = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: [
            "/p/colorgen.json": config(schemes: #"{"light": ["s.json"]}"#), "/p/s.json": swatches])).diagnostics
            .filter { $0.severity != .warning }
        XCTAssertEqual(errors.map(\.description), ["primary", "secondary", "accent"].map {
            "/p/s.json:1:1: error: scheme \"light\" has no palette.\($0): alias it to a swatch tile, e.g. "
                + "\"palette\": {\"\($0)\": {\"$value\": \"{swatch.royal.1}\"}}"
        } + ["/p/colorgen.json:3:15: note: scheme \"light\" is defined here"])
    }

    func testThePaletteGroupOfTheFirstFileThatHasOneIsWhereAMissingKeyIsReported() {
        let primaryOnly = """
            {"palette": {"$type": "color", "primary": {"$value": "{swatch.blue.1}"}}}
            """
        let secondaryOnly = """
            {
              "palette": {"$type": "color", "secondary": {"$value": "{swatch.blue.2}"}}
            }
            """
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json", "q.json"]}"#),
                               "/p/s.json": swatches, "/p/p.json": primaryOnly, "/p/q.json": secondaryOnly])
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        XCTAssertTrue(errors[0].hasPrefix("/p/p.json:1:2: error: scheme \"light\" has no palette.accent"), errors[0])
    }

    func testGrayScaleMissingASlot() {
        let grays = """
            {"grayScale": {"$type": "color",
              "white": {"$value": "#ffffff"}, "veryLightGray": {"$value": "#eeeeee"}, "lightGray": {"$value": "#cccccc"},
              "gray": {"$value": "#999999"}, "darkGray": {"$value": "#666666"}, "veryDarkGray": {"$value": "#333333"},
              "blak": {"$value": "#000000"}}}
            """
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json", "g.json"]}"#),
                               "/p/s.json": swatches, "/p/p.json": palette(), "/p/g.json": grays])
        XCTAssertEqual(errors, [
            "/p/g.json:2:3: error: grayScale is missing the slot \"black\"; it needs all seven: white, veryLightGray, lightGray, gray, darkGray, veryDarkGray, black",
            "/p/g.json:4:3: error: unknown gray scale slot \"blak\"; the slots are white, veryLightGray, lightGray, gray, darkGray, veryDarkGray, black; did you mean 'black'?",
        ])
    }

    func testMissingSchemeFileIsReportedAtItsMention() {
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "nowhere.json"]}"#),
                               "/p/s.json": swatches])
        XCTAssertEqual(errors, ["/p/colorgen.json:3:35: error: cannot read token file 'nowhere.json': no such file"])
    }

    func testUnknownRulesVersion() {
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#, rulesVersion: "7"),
                               "/p/s.json": swatches, "/p/p.json": palette()])
        XCTAssertEqual(errors, ["/p/colorgen.json:2:19: error: unknown rules version 7; colorgen knows 0, 1, 2 and 3"])
    }

    func testColorOutOfRange() {
        let bad = swatches.replacingOccurrences(of: "[0.2, 0.4, 0.8]", with: "[0.2, 1.4, 0.8]")
        let errors = generate(["/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"]}"#),
                               "/p/s.json": bad, "/p/p.json": palette()])
        XCTAssertFalse(errors.isEmpty)
        XCTAssertTrue(errors[0].hasPrefix("/p/s.json:6:"), errors.joined(separator: "\n"))
        XCTAssertTrue(errors[0].contains("1.4"), errors[0])
    }

    func testEveryErrorOfARunIsReported() {
        let errors = generate([
            "/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"], "dark": ["s.json", "gone.json"]}"#),
            "/p/s.json": swatches, "/p/p.json": palette(primary: "{swatch.blue.7}"),
        ])
        XCTAssertEqual(errors.count, 2, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains("/p/colorgen.json:3:65: error: cannot read token file 'gone.json': no such file"),
                      errors.joined(separator: "\n"))
        XCTAssertTrue(errors.contains { $0.hasPrefix("/p/p.json:4:27: error: ") }, errors.joined(separator: "\n"))
    }

    func testSchemesMustShareTheirRoles() {
        let extra = palette(extra: "").replacingOccurrences(of: "\n}", with: ",\n  \"roles\": {\"brand\": {\"$type\": \"color\", \"$value\": \"#123456\"}}\n}")
        let errors = generate([
            "/p/colorgen.json": config(schemes: #"{"light": ["s.json", "p.json"], "dark": ["s.json", "d.json"]}"#),
            "/p/s.json": swatches, "/p/p.json": palette(), "/p/d.json": extra,
        ])
        XCTAssertEqual(errors, ["/p/colorgen.json:3:15: error: scheme \"light\" has no role brand, which scheme \"dark\" defines; "
                                + "every scheme needs the same roles"], "at the scheme that lacks it")
    }
}
