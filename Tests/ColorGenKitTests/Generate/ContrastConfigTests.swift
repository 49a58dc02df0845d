// Tests the config's contrast features: declared pairs, increased-contrast schemes, unpinned-version warning.
import XCTest
import ColorGenKit
@testable import ColorGenModel

/// `colorgen.json`'s contrast features: declared pairs (`"contrast"`, WCAG 2 or APCA, error or
/// warning), the increased-contrast schemes of `"appearances"`, derived schemes, the warning for
/// an unpinned rules version, and every bad input at its place.
final class ContrastConfigTests: XCTestCase {
    static let swatches = """
        {
          "swatch": {
            "$type": "color",
            "blue": {
              "0": {"$value": "#ddeeff"},
              "1": {"$value": "#3366cc"},
              "2": {"$value": "#1a3366"}
            }
          },
          "grayScale": {
            "$type": "color",
            "white": {"$value": "#ffffff"}, "veryLightGray": {"$value": "#eaebee"}, "lightGray": {"$value": "#c3c7d1"},
            "gray": {"$value": "#9da3b3"}, "darkGray": {"$value": "#777f95"}, "veryDarkGray": {"$value": "#575e71"},
            "black": {"$value": "#2a2a2a"}
          },
          "palette": {
            "$type": "color",
            "primary": {"$value": "{swatch.blue.1}"},
            "secondary": {"$value": "{swatch.blue.2}"},
            "accent": {"$value": "{swatch.blue.0}"}
          }
        }
        """

    /// A config whose `extra` members follow `rulesVersion` and `schemes`.
    static func config(schemes: String = #"{"light": ["s.json"]}"#, rulesVersion: String? = "3", extra: String = "") -> String {
        let version = rulesVersion.map { "\n  \"rulesVersion\": \($0)," } ?? ""
        return """
            {"layout": "palette",\(version)
              "schemes": \(schemes),\(extra)
              "outputs": [{"format": "json", "path": "out/colors"}]
            }
            """
    }

    static func generate(_ config: String, files: [String: String] = [:]) -> Generator.Result {
        var overlay = ["/p/colorgen.json": config, "/p/s.json": swatches]
        overlay.merge(files) { $1 }
        var result = Generator.generate(configPath: "/p/colorgen.json", loader: RepositoryLoader(overlay: overlay))
        // The token files' legacy-color-form warnings are not what these tests are about.
        result.diagnostics.removeAll { $0.severity != .error && !$0.description.hasPrefix("/p/colorgen.json") }
        return result
    }

    /// `/p/colorgen.json:line:column` of the first occurrence of `needle` in `text`.
    static func place(of needle: String, in text: String) -> String {
        let before = text[..<text.range(of: needle)!.lowerBound]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return "/p/colorgen.json:\(lines.count):\(lines.last!.count + 1)"
    }

    func testAFailingDeclaredPairIsAnErrorAtThePairNamingRoleSchemeRatioAndTarget() throws {
        let config = Self.config(extra: """

              "contrast": [{"foreground": "text.onBackground.hint", "background": "background.primary", "minimum": 4.5}],
            """)
        let result = Self.generate(config)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        let place = Self.place(of: #"{"foreground""#, in: config)
        XCTAssertTrue(errors[0].hasPrefix("\(place): error: text.onBackground.hint on background.primary in scheme \"light\" reaches "),
                      errors[0])
        XCTAssertTrue(errors[0].hasSuffix(":1, below the declared minimum 4.5:1; #ebebeb (same hue, lighter) reaches 4.50:1"),
                      errors[0])
        XCTAssertEqual(result.files, [], "a failing pair writes nothing")
    }

    func testAPairAtWarningLevelOrUnderAGlobalWarningLevelOnlyWarns() {
        for extra in [
            #""contrast": [{"foreground": "text.onBackground.hint", "background": "background.primary", "minimum": 4.5, "level": "warning"}],"#,
            #""contrastLevel": "warning", "contrast": [{"foreground": "text.onBackground.hint", "background": "background.primary", "minimum": 4.5}],"#,
        ] {
            let result = Self.generate(Self.config(extra: "\n  " + extra))
            XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.map(\.description).joined(separator: "\n"))
            XCTAssertFalse(result.files.isEmpty)
            let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
            XCTAssertEqual(warnings.count, 1, warnings.joined(separator: "\n"))
            XCTAssertTrue(warnings[0].contains("text.onBackground.hint on background.primary"), warnings[0])
        }
    }

    func testPassingPairsWithWildcardsAndAPCAGiveNoDiagnostics() {
        let extra = """

              "contrast": [
                {"foreground": "text.onBackground.*", "background": "background.light", "minimum": 4.5},
                {"foreground": "text.**.body", "background": "background.light", "minimum": 1},
                {"foreground": "text.onBackground.body", "background": "background.light", "minimum": 75, "metric": "apca"}
              ],
            """
        let result = Self.generate(Self.config(extra: extra))
        XCTAssertEqual(result.diagnostics.map(\.description), [])
    }

    func testBadContrastInputIsReportedAtItsPlace() {
        let config = Self.config(extra: """

              "contrast": [
                {"foreground": "text.*", "background": "surface.card", "minimum": 4.5},
                {"foreground": "text.onBackground.body", "background": "background.light", "minimum": 4.5, "metric": "apcaa"},
                {"foreground": "text.onBackground.body", "background": "background.light", "minimum": 22},
                {"foreground": "text.onBackground.body", "background": "background.light", "minimum": 120, "metric": "apca"},
                {"foreground": "text.onBackground.body", "background": "background.light", "minimum": 4.5, "level": "info"}
              ],
            """)
        let errors = Self.generate(config).diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors, [
            "\(Self.place(of: "\"apcaa\"", in: config)): error: unknown contrast metric \"apcaa\"; expected one of wcag2, apca; did you mean 'apca'?",
            "\(Self.place(of: "22}", in: config)): error: a wcag2 minimum must lie between 1 and 21, not 22",
            "\(Self.place(of: "120", in: config)): error: a apca minimum must lie between 0 and 108, not 120",
            "\(Self.place(of: "\"info\"", in: config)): error: a contrast level must be \"error\" or \"warning\", not \"info\"",
        ], "config errors stop the run before roles are resolved")
        let unknownRole = Self.config(extra: """

              "contrast": [{"foreground": "text.*", "background": "surface.card", "minimum": 4.5}],
            """)
        let roleErrors = Self.generate(unknownRole).diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(roleErrors, [
            "\(Self.place(of: "\"text.*\"", in: unknownRole)): error: contrast pair names 'text.*', which matches no role",
            "\(Self.place(of: "\"surface.card\"", in: unknownRole)): error: contrast pair names 'surface.card', which matches no role",
        ])
    }

    func testAnUnpinnedConfigKeepsVersionTwoAndIsToldToPinOne() throws {
        let unpinned = Self.generate(Self.config(rulesVersion: nil))
        let pinned = Self.generate(Self.config(rulesVersion: "2"))
        XCTAssertEqual(unpinned.files.map(\.bytes), pinned.files.map(\.bytes), "no rulesVersion is version 2's output")
        XCTAssertEqual(unpinned.diagnostics.map(\.description), [
            "/p/colorgen.json:1:1: warning: no \"rulesVersion\": using version 2, as before; pin one, e.g. \"rulesVersion\": 3, "
                + "which guarantees every role's contrast (docs/rules-versions.md)",
        ])
        XCTAssertEqual(pinned.diagnostics.map(\.description), [])
    }

    /// The roles of `scheme` in a generation's JSON output.
    static func roles(_ result: Generator.Result, scheme: String) throws -> [String] {
        let file = try XCTUnwrap(result.files.first { $0.path.hasSuffix(".\(scheme).tokens.json") })
        return try NamedPaletteGenerationTests.roleLines(fromTokenFile: file.bytes).split(separator: "\n").map(String.init)
    }

    func testAnIncreasedContrastAppearanceRaisesTheTargets() throws {
        let config = Self.config(schemes: #"{"light": ["s.json"], "contrast": ["s.json"]}"#,
                                 extra: #"\#n  "appearances": {"light": "light", "lightIncreasedContrast": "contrast"},"#)
        let result = Self.generate(config)
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.map(\.description).joined(separator: "\n"))
        let ordinary = try Self.roles(result, scheme: "light"), increased = try Self.roles(result, scheme: "contrast")
        XCTAssertNotEqual(ordinary, increased, "7:1 needs other colors than 4.5:1")
        // #3366cc (5.3:1 with white) passes 4.5:1 as text on the light background but not 7:1.
        XCTAssertTrue(ordinary.contains("button.colored.primary.onBackground.normal #3366ccff"), ordinary.joined(separator: "\n"))
    }

    func testADerivedDarkSchemeMirrorsTheLightPaletteAndItsOwnFilesWinTokenByToken() throws {
        let override = """
            {"swatch": {"blue": {"1": {"$type": "color", "$value": "#ff0000"}}}}
            """
        let config = Self.config(schemes: """
            {"light": ["s.json"], "dark": {"derivedFrom": "light", "counterpart": "dark"},
               "darkRed": {"derivedFrom": "light", "counterpart": "dark", "files": ["red.json"]}}
            """)
        let result = Self.generate(config, files: ["/p/red.json": override])
        // darkRed is an alternative to dark, which serves dark mode: chosen explicitly, not warned about.
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let light = try Self.roles(result, scheme: "light"), dark = try Self.roles(result, scheme: "dark")
        XCTAssertTrue(light.contains("background.light #ffffffff"), light.joined(separator: "\n"))
        // Gray-scale white mirrored within the grays (#FFFFFF ... #2A2A2A): the darkest gray.
        let background = try XCTUnwrap(dark.first { $0.hasPrefix("background.light ") })
        XCTAssertEqual(background, "background.light #2a2a2aff")
        let red = try Self.roles(result, scheme: "darkRed")
        XCTAssertTrue(red.contains("background.primary #ff0000ff"), "the scheme's own tile is not mirrored")
        XCTAssertFalse(dark.contains("background.primary #ff0000ff"))
        XCTAssertFalse(dark.contains("background.primary #3366ccff"), "the derived primary is mirrored")
    }

    /// A light palette of swatches alone (the built-in gray scale): its dark counterpart takes the
    /// built-in grays mirrored, so its base background is dark too.
    func testADerivedDarkSchemeMirrorsTheBuiltInGrayScale() throws {
        let grays = try XCTUnwrap(Self.swatches.range(of: #""grayScale""#)), palette = try XCTUnwrap(Self.swatches.range(of: #""palette""#))
        let withoutGrays = Self.swatches.replacingCharacters(in: grays.lowerBound..<palette.lowerBound, with: "")
        XCTAssertFalse(withoutGrays.contains("grayScale"))
        let config = Self.config(schemes: #"{"light": ["s.json"], "dark": {"derivedFrom": "light", "counterpart": "dark"}}"#)
        let result = Self.generate(config, files: ["/p/s.json": withoutGrays])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let light = try Self.roles(result, scheme: "light"), dark = try Self.roles(result, scheme: "dark")
        XCTAssertTrue(light.contains("background.light #ffffffff"), light.joined(separator: "\n"))
        XCTAssertTrue(dark.contains("background.light #2a2a2aff"), dark.joined(separator: "\n"))
    }

    func testDerivationsFromItselfInACycleOrFromNoSchemeAreErrorsAtTheirPlace() {
        let config = Self.config(schemes: """
            {"light": ["s.json"], "self": {"derivedFrom": "self", "counterpart": "dark"},
               "a": {"derivedFrom": "b", "counterpart": "dark"}, "b": {"derivedFrom": "a", "counterpart": "increasedContrast"},
               "c": {"derivedFrom": "nothing", "counterpart": "dark"}, "d": {"derivedFrom": "light", "counterpart": "night"}}
            """)
        let errors = Self.generate(config).diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.sorted(), [
            "\(Self.place(of: "\"self\", \"counterpart", in: config)): error: scheme \"self\" cannot be derived from itself",
            "\(Self.place(of: "\"nothing\"", in: config)): error: scheme \"c\" is derived from \"nothing\", which is not a scheme here; "
                + "schemes are light, self, a, b, c, d",
            "\(Self.place(of: "\"b\", \"counterpart", in: config)): error: scheme \"a\" is derived from itself through a cycle: a → b → a",
            "\(Self.place(of: "\"a\", \"counterpart", in: config)): error: scheme \"b\" is derived from itself through a cycle: b → a → b",
            "\(Self.place(of: "\"night\"", in: config)): error: unknown counterpart \"night\"; expected one of dark, increasedContrast, mediumContrast",
        ].sorted())
    }
}

/// `increasedContrastMinimum` on a declared pair, and its mistakes.
final class IncreasedContrastMinimumTests: XCTestCase {
    func testTheIncreasedMinimumIsReadAndCheckedLikeTheMinimum() throws {
        let text = """
            {"schemes": {"light": ["l.json"]}, "outputs": [], "contrast": [
              {"foreground": "a", "background": "b", "minimum": 4.5, "increasedContrastMinimum": 7},
              {"foreground": "a", "background": "b", "minimum": 4.5, "increasedContrastMinimum": 30},
              {"foreground": "a", "background": "b", "minimum": 4.5, "increasedContrastMinimun": 7},
              {"foreground": "a", "background": "b", "minimum": 4.5, "increasedContrastMinimum": "7"}
            ]}
            """
        let (config, _, diagnostics) = Generator.readConfig(Array(text.utf8), path: "colorgen.json")
        XCTAssertNil(config)
        XCTAssertEqual(diagnostics.map(\.description), [
            "colorgen.json:3:86: error: a wcag2 minimum must lie between 1 and 21, not 30",
            "colorgen.json:4:58: error: unknown key \"increasedContrastMinimun\" in a contrast pair; did you mean 'increasedContrastMinimum'?",
            "colorgen.json:5:86: error: \"increasedContrastMinimum\" must be a number such as 7, not \"7\"",
        ])
        let valid = """
            {"schemes": {"light": ["l.json"]}, "outputs": [], "contrast": [
              {"foreground": "a", "background": "b", "minimum": 4.5, "increasedContrastMinimum": 7}]}
            """
        let good = try XCTUnwrap(Generator.readConfig(Array(valid.utf8), path: "colorgen.json").config?.contrastChecks.first)
        XCTAssertEqual(good.minimum(increasedContrast: false), 4.5)
        XCTAssertEqual(good.minimum(increasedContrast: true), 7)
    }
}
