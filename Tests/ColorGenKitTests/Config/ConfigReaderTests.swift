// Tests ConfigReader: the contract example, resolver defaults, unknown keys with hints, errors at positions.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import SourceDiagnostics

final class ConfigReaderTests: XCTestCase {
    private func read(_ text: String) -> (config: ColorGenConfig?, messages: [String]) {
        let (config, _, diagnostics) = Generator.readConfig(Array(text.utf8), path: "app/colorgen.json")
        return (config, diagnostics.map(\.description))
    }

    func testReadsTheContractExample() throws {
        let text = """
            {
              "rulesVersion": 2,
              "schemes": {
                "light": ["sage-v2.tokens.json", "beach.tokens.json"],
                "dark":  ["sage-v2.tokens.json", "beach-dark.tokens.json"]
              },
              "backgrounds": ["background", "primary"],
              "outputs": [
                { "format": "swift", "path": "Generated/Colors.swift", "options": { "accessLevel": "public" } },
                { "template": "Templates/custom.mustache", "path": "Generated/custom.txt" }
              ]
            }
            """
        let (config, messages) = read(text)
        XCTAssertEqual(messages, [])
        let parsed = try XCTUnwrap(config)
        XCTAssertEqual(parsed.rulesVersion?.value, .version2)
        guard case .tokenFiles(let schemes) = parsed.schemes else { return XCTFail("expected token files") }
        XCTAssertEqual(schemes.map(\.name.value), ["light", "dark"])
        XCTAssertEqual(schemes[1].files.map(\.path.value), ["sage-v2.tokens.json", "beach-dark.tokens.json"])
        XCTAssertEqual(schemes[1].files[1].path.location.description, "app/colorgen.json:5:38")
        XCTAssertEqual(parsed.backgrounds?.map(\.value), [.background, .primary])
        XCTAssertEqual(parsed.outputs.count, 2)
        guard case .format(.swift) = parsed.outputs[0].renderer else { return XCTFail("expected swift") }
        let outputs = Generator.readConfig(Array(text.utf8), path: "app/colorgen.json").outputs
        guard case .swift(let options) = outputs[0].options.format else { return XCTFail("expected swift options") }
        XCTAssertEqual(options.accessLevel.value, .public)
        XCTAssertEqual(options.accessLevel.location.description, "app/colorgen.json:9:88")
        guard case .template(let template) = parsed.outputs[1].renderer else { return XCTFail("expected template") }
        XCTAssertEqual(template, "Templates/custom.mustache")
        XCTAssertEqual(parsed.resolve(parsed.outputs[0].path.value), "app/Generated/Colors.swift")
    }

    func testResolverSchemesDefaultToTheSchemeModifier() throws {
        let (config, messages) = read("""
            {"resolver": "tokens.resolver.json", "inputs": {"brand": "acme"},
             "outputs": [{"format": "css", "path": "colors.css"}]}
            """)
        XCTAssertEqual(messages, [])
        guard case .resolver(let resolver) = try XCTUnwrap(config).schemes else { return XCTFail("expected resolver") }
        XCTAssertEqual(resolver.file.value, "tokens.resolver.json")
        XCTAssertEqual(resolver.modifier.value, "scheme")
        XCTAssertEqual(resolver.inputs.map(\.modifier), ["brand"])
        XCTAssertEqual(resolver.inputs.map(\.context.value), ["acme"])
        XCTAssertNil(config?.rulesVersion)
    }

    func testUnknownKeysAreErrorsWithDidYouMean() {
        let (config, messages) = read("""
            {"rulesVerison": 1, "schemes": {"light": ["a.json"]},
             "outputs": [{"fromat": "swift", "format": "swfit", "path": "C.swift"}]}
            """)
        XCTAssertNil(config)
        XCTAssertEqual(messages, [
            "app/colorgen.json:1:2: error: unknown key \"rulesVerison\" in colorgen.json; did you mean 'rulesVersion'?",
            "app/colorgen.json:2:15: error: unknown key \"fromat\" in an output; did you mean 'format'?",
            "app/colorgen.json:2:44: error: unknown output format \"swfit\"; expected one of swift, css, json, xcassets, html, android, compose, typescript, tailwind; did you mean 'swift'?",
        ])
    }

    func testEveryProblemIsReportedAtItsPosition() {
        let (config, messages) = read("""
            {
              "rulesVersion": "2",
              "schemes": {"light mode": ["a.json", 3], "dark": []},
              "backgrounds": ["primary", "primary", 7],
              "outputs": [{"format": "css"}, {"format": "json", "template": "x", "path": "a"},
                          {"format": "css", "path": "out.css"}, {"format": "swift", "path": "./out.css"}]
            }
            """)
        XCTAssertNil(config)
        XCTAssertEqual(messages, [
            "app/colorgen.json:2:19: error: \"rulesVersion\" must be a whole number such as 2, not \"2\"",
            "app/colorgen.json:3:15: error: scheme name \"light mode\" must be an identifier: a letter or '_' followed by letters, digits or '_'",
            "app/colorgen.json:3:40: error: a token file must be a non-empty path string or {\"path\": \"...\", \"referenceOnly\": true}, not 3",
            "app/colorgen.json:3:52: error: scheme \"dark\" lists no token files",
            "app/colorgen.json:4:30: error: background \"primary\" is listed twice",
            "app/colorgen.json:4:41: error: a background must be a name string, not 7",
            "app/colorgen.json:5:15: error: an output needs a \"path\" to write to",
            "app/colorgen.json:5:53: error: \"template\" with \"format\" replaces the template of one of the formats swift, css, html, android, compose, typescript, tailwind; \"json\" is not one of them (use \"partials\" to replace its partials)",
            "app/colorgen.json:6:81: error: output path \"./out.css\" is also written by the output at line 6",
        ])
    }

    func testSchemesAndResolverAreExclusive() {
        let (_, both) = read(#"{"schemes": {"a": ["x"]}, "resolver": "r.json", "outputs": []}"#)
        XCTAssertEqual(both, ["app/colorgen.json:1:27: error: give only one of \"schemes\", \"resolver\" and \"tokensStudio\" (\"schemes\" is at line 1)"])
        let (_, neither) = read(#"{"outputs": []}"#)
        XCTAssertEqual(neither, ["app/colorgen.json:1:1: error: missing \"schemes\" (scheme name → token files), \"resolver\" (a DTCG resolver file) "
                                 + "or \"tokensStudio\" (a Tokens Studio $themes.json)"])
        let (_, stray) = read(#"{"schemes": {"a": ["x"]}, "modifier": "m", "outputs": []}"#)
        XCTAssertEqual(stray, ["app/colorgen.json:1:27: error: \"modifier\" only applies with \"resolver\""])
    }

    func testSyntaxErrorsAndWrongRootAreReported() {
        XCTAssertEqual(read("{\"schemes\": }").messages, ["app/colorgen.json:1:13: error: unexpected '}'; expected a value"])
        XCTAssertEqual(read("[]").messages, ["app/colorgen.json:1:1: error: a colorgen.json must be a JSON object, not an array"])
    }

    func testSchemeNames() {
        XCTAssertTrue(ConfigReader.isValidSchemeName("highContrastDark"))
        XCTAssertTrue(ConfigReader.isValidSchemeName("_dark2"))
        XCTAssertFalse(ConfigReader.isValidSchemeName("2dark"))
        XCTAssertFalse(ConfigReader.isValidSchemeName("dark-mode"))
        XCTAssertFalse(ConfigReader.isValidSchemeName(""))
        XCTAssertFalse(ConfigReader.isValidSchemeName("tëst"))
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "outptus", in: ConfigReader.topLevelKeys), "outputs")
        XCTAssertNil(Suggestion.closest(to: "colour", in: ["format", "path"]))
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting", atMost: 3), 3)
        XCTAssertNil(Suggestion.editDistance("kitten", "sitting", atMost: 2), "a distance over the limit is not computed")
        XCTAssertEqual(Suggestion.editDistance("jsno", "json", atMost: 1), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(Suggestion.editDistance("abcdefgh", "abcdefgh", atMost: 0), 0)
        XCTAssertEqual(Suggestion.editDistance("xabcdefgh", "abcdefghy", atMost: 2), 2, "edits at both ends, inside the band")
    }
}
