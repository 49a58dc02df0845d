// Tests generation from real teams' file forms: layout, reference-only files, patterns, mode values.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import DesignTokens
@testable import SourceDiagnostics
import TestSupport

/// What generation reads of the forms real teams' files take (issue 11): tolerance of tokens no
/// output uses, the declared layout, reference-only files and role patterns, per-mode values in
/// `$extensions`, the legacy `value`/`type` form and a recognised foreign format.
final class RealWorldFormsTests: XCTestCase {
    private func generate(_ texts: [String: String]) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: texts))
    }

    private func messages(_ result: Generator.Result) -> [String] {
        result.diagnostics.map(\.description)
    }

    private func color(_ hex: String) -> String {
        let value = Int(hex, radix: 16)!
        let channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map { String(Double($0) / 255) }
        return ##"{"colorSpace": "srgb", "components": [\##(channels.joined(separator: ", "))], "hex": "#\##(hex)"}"##
    }

    private let jsonOutput = #""outputs": [{"format": "json", "path": "out/colors"}]"#

    // MARK: Item 1: tolerant of what is not used

    func testProblemsInTokensNoOutputUsesAreFoldedWarningsInGenerateAndErrorsInValidate() {
        let tokens = """
            {
              "brand": {"$type": "color", "$value": \(color("3366cc"))},
              "font": {"$type": "fontFamilies", "$value": "Inter"},
              "label": {"$type": "string", "$value": "a"},
              "gap": {"$type": "dimension", "$value": "min({space.1}*3, 8px)"},
              "tracking": {"$type": "dimension", "$value": {"value": 0.5, "unit": "em"}},
              "more": {"$type": "string", "$value": "b"},
              "evenMore": {"$type": "string", "$value": "c"},
              "andMore": {"$type": "string", "$value": "d"}
            }
            """
        let result = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#, "t.json": tokens])
        XCTAssertEqual(result.files.count, 2, messages(result).joined(separator: "\n"))
        let shown = messages(result)
        XCTAssertEqual(shown.filter { $0.contains(": error: ") }, [])
        XCTAssertTrue(shown.contains("t.json:3:21: warning: 'fontFamilies' is not a DTCG token type; the types are "
                                     + "\(TokenType.allNames); generation ignores tokens of this type: no output uses them"), "\(shown)")
        XCTAssertTrue(shown.contains { $0.hasPrefix("t.json:5:43: warning: the dimension value must be a dimension object") })
        XCTAssertTrue(shown.contains { $0.hasPrefix("t.json:6:71: warning: the unit of a dimension must be 'px' or 'rem'") })
        // Five unknown types: three shown, then one note for the rest of the file.
        XCTAssertEqual(shown.filter { $0.contains("is not a DTCG token type") }.count, 3)
        XCTAssertTrue(shown.contains("t.json:7:21: note: 2 more warnings like this one in this file"), "\(shown)")
        let validated = TokenValidator.validate(Array(tokens.utf8), path: "t.json")
        XCTAssertEqual(validated.filter { $0.severity == .error }.count, 7, "validate stays strict: \(validated)")
    }

    func testAColorThatDependsOnAnIgnoredTokenIsStillAnError() {
        let tokens = """
            {
              "font": {"$type": "fontFamilies", "$value": "Inter"},
              "brand": {"$type": "color", "$value": "{font}"}
            }
            """
        let result = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#, "t.json": tokens])
        XCTAssertEqual(result.files, [])
        XCTAssertTrue(messages(result).contains(
            "t.json:3:41: error: color token 'brand' refers to 'font', which generation ignores because of the warning at t.json:2:3"),
            "\(messages(result))")
    }

    func testAStrayMemberBesideValueIsAWarningInGenerate() {
        let tokens = #"{"clear": {"$type": "color", "$value": \#(color("000000")), "alpha": 0}}"#
        let result = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#, "t.json": tokens])
        XCTAssertEqual(result.files.count, 2)
        XCTAssertTrue(messages(result).contains { $0.hasPrefix("t.json:1:") && $0.contains("warning: token 'clear' has a member 'alpha'") },
                      "\(messages(result))")
    }

    func testABrokenColorNoRoleUsesIsAWarningAndOneARoleUsesIsAnError() {
        let primitives = #"{"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 2]}}, "# +
            #""red": {"$type": "color", "$value": \#(color("cc0000"))}}"#
        let unused = generate(["colorgen.json": #"{"schemes": {"light": [{"path": "p.json", "referenceOnly": true}, "t.json"]}, \#(jsonOutput)}"#,
                               "p.json": primitives, "t.json": #"{"danger": {"$value": "{red}"}}"#])
        XCTAssertEqual(unused.files.count, 2, messages(unused).joined(separator: "\n"))
        XCTAssertTrue(messages(unused).contains { $0.hasPrefix("p.json:1:83: warning: color component") && $0.hasSuffix("generation ignores 'blue': no role uses it") },
                      "\(messages(unused))")
        let used = generate(["colorgen.json": #"{"schemes": {"light": [{"path": "p.json", "referenceOnly": true}, "t.json"]}, \#(jsonOutput)}"#,
                             "p.json": primitives, "t.json": #"{"accent": {"$value": "{blue}"}}"#])
        XCTAssertEqual(used.files, [])
        XCTAssertTrue(messages(used).contains { $0.hasPrefix("p.json:1:83: error: color component") }, "\(messages(used))")
    }

    // MARK: Item 3: the layout is declared

    func testAPaletteIsNeverGuessedAndAnOldConfigIsToldWhatToWrite() throws {
        let loader = try RepositoryFiles.loader(adding: ["Schemes/old.json": """
            {"rulesVersion": 2,
             "schemes": {"light": ["sage/sage-v2.tokens.json", "default/light.tokens.json"]},
             "outputs": [{"format": "json", "path": "out/colors"}]}
            """])
        let result = Generator.generate(configPath: "Schemes/old.json", loader: loader)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.description), [
            #"Schemes/old.json:2:14: error: scheme "light" is laid out as a rules palette (palette.primary, palette.secondary "#
            + #"and palette.accent alias swatch tiles), but colorgen.json does not say so, and colorgen no longer guesses it from "#
            + #"the group name: add "layout": "palette" to colorgen.json for the rules to derive the roles (or "layout": "roles" "#
            + #"to take these tokens as the roles)"#,
        ])
    }

    func testATopLevelPaletteGroupIsOrdinaryTokensAndAMarkerCanDeclareTheLayout() throws {
        let fluentLike = #"{"palette": {"$type": "color", "themePrimary": {"$value": \#(color("0078d4"))}}}"#
        let plain = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#, "t.json": fluentLike])
        XCTAssertEqual(messages(plain), [])
        XCTAssertTrue(String(decoding: try XCTUnwrap(plain.files.first).bytes, as: UTF8.self).contains(#""themePrimary""#))
        let marked = #"{"$extensions": {"colorgen": {"layout": "palette"}}, "# + fluentLike.dropFirst()
        let declared = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#, "t.json": marked])
        XCTAssertTrue(messages(declared).contains { $0.contains("unknown palette key \"themePrimary\"") }, "\(messages(declared))")
        let wrong = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"]}, \#(jsonOutput)}"#,
                              "t.json": #"{"$extensions": {"colorgen": {"layout": "pallete"}}}"#])
        XCTAssertEqual(messages(wrong), [#"t.json:1:41: error: $extensions.colorgen.layout must be "palette" or "roles""#])
    }

    func testFilesOfASchemeThatDeclareDifferentLayoutsAreAnError() {
        let result = generate([
            "colorgen.json": #"{"schemes": {"light": ["a.json", "b.json"]}, \#(jsonOutput)}"#,
            "a.json": #"{"$extensions": {"colorgen": {"layout": "roles"}}, "x": {"$type": "color", "$value": \#(color("112233"))}}"#,
            "b.json": #"{"$extensions": {"colorgen": {"layout": "palette"}}}"#,
        ])
        XCTAssertEqual(result.files, [])
        XCTAssertTrue(messages(result).contains(
            #"b.json:1:41: error: this file declares "layout": "palette", but another file of the same scheme declares "roles" (at a.json:1:41)"#),
            "\(messages(result))")
    }

    func testBadLayoutRolesAndFileEntriesAreReportedAtTheirPosition() {
        let (_, _, diagnostics) = Generator.readConfig(Array("""
            {"layout": "pallete",
             "schemes": {"light": [{"path": "a.json", "referenceOnly": "yes"}, {"referenceOnly": true}, {"path": "b.json", "reference": true}]},
             "roles": ["color..x", "a**"],
             "outputs": []}
            """.utf8), path: "c.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            #"c.json:2:60: error: "referenceOnly" must be true or false, not "yes""#,
            #"c.json:2:68: error: a token file entry needs "path""#,
            #"c.json:2:112: error: unknown key "reference" in a token file entry"#,
            #"c.json:1:12: error: "layout" must be "palette" (the tokens are a rules palette; the rules derive the roles) or "roles" (every color token is a role), not "pallete"; did you mean 'palette'?"#,
            #"c.json:3:12: error: role pattern "color..x" has an empty segment; segments are separated by single dots"#,
            #"c.json:3:24: error: role pattern "a**": '**' must be a whole segment (any number of segments)"#,
        ])
    }

    // MARK: Item 4: reference-only files and role patterns

    func testRolePatternsMatchOneSegmentAnyNumberOrPartOfASegment() throws {
        func matches(_ pattern: String, _ path: String) throws -> Bool {
            try RolePattern.parse(pattern).get().matches(path)
        }
        XCTAssertTrue(try matches("color.*", "color.red"))
        XCTAssertFalse(try matches("color.*", "color.red.1"))
        XCTAssertTrue(try matches("color.**", "color.red.1"))
        XCTAssertTrue(try matches("color.**", "color"))
        XCTAssertTrue(try matches("**.hover", "button.primary.hover"))
        XCTAssertTrue(try matches("gray-*", "gray-500"))
        XCTAssertFalse(try matches("gray-*", "blue-500"))
        XCTAssertTrue(try matches("a.*-x-*.b", "a.1-x-2.b"))
    }

    func testReferenceOnlyFilesAndPatternsSelectTheRoles() {
        let texts = [
            "colorgen.json": #"{"schemes": {"light": [{"path": "p.json", "referenceOnly": true}, "t.json"]}, "roles": ["text.**"], \#(jsonOutput)}"#,
            "p.json": #"{"blue": {"$type": "color", "$value": \#(color("0000ff"))}}"#,
            "t.json": #"{"text": {"link": {"$value": "{blue}"}}, "border": {"$value": "{blue}"}}"#,
        ]
        let result = generate(texts)
        XCTAssertEqual(messages(result), [])
        let json = String(decoding: result.files.first { $0.path.hasSuffix(".light.tokens.json") }!.bytes, as: UTF8.self)
        XCTAssertTrue(json.contains(#""link""#))
        XCTAssertFalse(json.contains(#""blue""#))
        XCTAssertFalse(json.contains(#""border""#))
    }

    // MARK: Item 6: modes kept inside one file

    private let primerLike = """
        {
          "base": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
                   "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}},
          "bg": {"$type": "color", "$value": "{base.white}",
                 "$extensions": {"org.primer.overrides": {"dark": "{base.black}", "dark-dimmed": {"$value": "{base.black}"}}}}
        }
        """

    func testPerModeValuesAreReadWhenTheConfigNamesThem() {
        let result = generate([
            "colorgen.json": #"{"schemes": {"light": ["t.json"], "dark": ["t.json"]}, "roles": ["bg"], "# +
                #""modeOverrides": {"extension": "org.primer.overrides", "modes": {"dark": "dark"}}, \#(jsonOutput)}"#,
            "t.json": primerLike,
        ])
        XCTAssertEqual(messages(result), [])
        let dark = String(decoding: result.files.first { $0.path.hasSuffix(".dark.tokens.json") }!.bytes, as: UTF8.self)
        let light = String(decoding: result.files.first { $0.path.hasSuffix(".light.tokens.json") }!.bytes, as: UTF8.self)
        XCTAssertTrue(dark.contains(##""hex": "#000000""##), dark)
        XCTAssertTrue(light.contains(##""hex": "#ffffff""##), light)
    }

    func testUnreadPerModeValuesGetOneWarningPerFile() {
        let result = generate(["colorgen.json": #"{"schemes": {"light": ["t.json"], "dark": ["t.json"]}, \#(jsonOutput)}"#,
                               "t.json": primerLike])
        XCTAssertEqual(messages(result), [
            #"t.json:5:26: warning: this file keeps per-mode values in $extensions["org.primer.overrides"] (modes dark, "#
            + #"dark-dimmed), which colorgen.json does not read, so every scheme takes $value; to give a scheme a mode's values, "#
            + #"add "modeOverrides": {"extension": "org.primer.overrides", "modes": {"<scheme>": "dark"}}"#,
        ])
    }

    func testBadModeOverridesAreReportedAtTheirPosition() {
        let (_, _, diagnostics) = Generator.readConfig(Array("""
            {"schemes": {"light": ["a.json"]},
             "modeOverrides": {"extension": 3, "modes": {"drak": "dark", "light": 1}, "mode": {}},
             "outputs": []}
            """.utf8), path: "c.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            #"c.json:2:75: error: unknown key "mode" in "modeOverrides"; did you mean 'modes'?"#,
            #"c.json:2:33: error: "extension" must name the $extensions member holding the mode values, such as "org.primer.overrides", not 3"#,
            #"c.json:2:46: error: "modes" names scheme "drak", which "schemes" does not define"#,
            #"c.json:2:71: error: the mode of scheme "light" must be a mode name string, not 1"#,
        ])
    }

    // MARK: Item 5 (legacy form) and recognised formats

    func testTheLegacyFormIsReadAsDTCGWithOneWarningPerFile() {
        let result = generate([
            "colorgen.json": #"{"schemes": {"light": ["base.json", "brand.json"]}, \#(jsonOutput)}"#,
            "base.json": ##"{"color": {"base": {"red": {"value": "#ff0000", "type": "color", "comment": "x"}}}}"##,
            "brand.json": #"{"color": {"brand": {"primary": {"value": "{color.base.red}", "type": "color", "description": "d"}}}}"#,
        ])
        XCTAssertEqual(result.files.count, 2, messages(result).joined(separator: "\n"))
        XCTAssertEqual(messages(result).filter { $0.contains("legacy Style Dictionary / Tokens Studio form") }.map { String($0.prefix(16)) },
                       ["base.json:1:29: ", "brand.json:1:34:"])
        XCTAssertTrue(messages(result).contains { $0.hasPrefix("base.json:1:66: warning: token 'color.base.red' has a member 'comment'") },
                      "\(messages(result))")
    }

    func testAdobeSpectrumsOwnFormatIsOneErrorPerFile() {
        let adobe = #"{"black": {"$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json", "# +
            #""value": "rgb(0, 0, 0)", "uuid": "1", "private": true}}"#
        let result = generate(["colorgen.json": #"{"schemes": {"light": ["a.json"]}, \#(jsonOutput)}"#, "a.json": adobe])
        XCTAssertEqual(messages(result).count, 1)
        XCTAssertTrue(messages(result)[0].hasPrefix("a.json:1:1: error: this is Adobe Spectrum's own token format"), messages(result)[0])
        XCTAssertEqual(TokenValidator.validate(Array(adobe.utf8), path: "a.json").count, 1)
    }
}
