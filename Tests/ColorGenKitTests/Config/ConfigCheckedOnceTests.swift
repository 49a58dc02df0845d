// A config with many kinds of mistakes reports them all in one run, reading no token file.
import XCTest
import ColorGenKit
import SourceDiagnostics

/// The config is read and checked as a whole before any token file is read: a config with
/// mistakes of every kind (keys, rules version, backgrounds, appearances, each format's options,
/// output paths) reports all of them in one run, each at its line and column, and loads nothing
/// but itself.
final class ConfigCheckedOnceTests: XCTestCase {
    private static let configPath = "/p/colorgen.json"

    /// Token files that would resolve, so that any read of them would show.
    private static let tokenFiles = [
        "/p/light.tokens.json": ##"{"text": {"$type": "color", "$value": "#000000"}}"##,
        "/p/dark.tokens.json": ##"{"text": {"$type": "color", "$value": "#ffffff"}}"##,
    ]

    /// Generates the config `text` through a loader that records every path asked for.
    private func generate(_ text: String, outputDirectory: String? = nil,
                          flattensOutputPaths: Bool = false) -> (errors: [String], requested: [String]) {
        let loader = RecordingSourceLoader(InMemorySourceLoader(texts: Self.tokenFiles.merging([Self.configPath: text]) { $1 }))
        let result = Generator.generate(configPath: Self.configPath, loader: loader, outputDirectory: outputDirectory,
                                        flattensOutputPaths: flattensOutputPaths)
        XCTAssertEqual(result.files, [])
        return (result.diagnostics.filter { $0.severity == .error }.map(\.description), loader.requestedPaths)
    }

    func testEveryMistakeOfTheConfigIsReportedInOneRunBeforeAnyTokenFileIsRead() {
        let run = generate("""
            {
              "rulesVersion": 9, "colour": "blue",
              "schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]},
              "backgrounds": ["background", "surfce"],
              "appearances": {"light": "light", "dusk": "dark"},
              "outputs": [
                {"format": "swift", "path": "Colors.swift", "options": {"accessLevel": "open", "namespace": "Color"}},
                {"format": "css", "path": "colors.css", "options": {"prefix": "a b", "strategy": "ligth-dark", "darkScheme": "dark"}},
                {"format": "json", "path": "tokens/colors", "options": {"gamut": "p3"}},
                {"format": "android", "path": "res", "options": {"prefix": 7}},
                {"format": "xcassets", "path": "Generated/.."}
              ]
            }
            """)
        XCTAssertEqual(run.errors, [
            "/p/colorgen.json:2:19: error: unknown rules version 9; colorgen knows 0, 1, 2 and 3",
            #"/p/colorgen.json:2:22: error: unknown key "colour" in colorgen.json"#,
            #"/p/colorgen.json:4:33: error: unknown background "surfce"; expected one of background, primary, secondary, "#
                + "accent, surface, inverse; did you mean 'surface'?",
            #"/p/colorgen.json:5:37: error: unknown appearance "dusk"; the appearances are "light", "dark", "#
                + #""lightIncreasedContrast", "darkIncreasedContrast", "lightMediumContrast", "darkMediumContrast""#,
            #"/p/colorgen.json:7:76: error: option "accessLevel" must be one of "internal", "public", "package""#,
            #"/p/colorgen.json:7:97: error: option "namespace" names Color, a type the generated code uses; "#
                + "a namespace of that name would hide it, choose another name",
            #"/p/colorgen.json:8:67: error: option "prefix" must hold only letters, digits, "-" and "_", not "a b""#,
            #"/p/colorgen.json:8:86: error: option "strategy" must be one of "media", "light-dark"; did you mean 'light-dark'?"#,
            #"/p/colorgen.json:8:100: error: option "darkScheme" of the css format is replaced by "appearances", which "#
                + #"every output follows: remove it and write "appearances": {"light": "<scheme>", "dark": "dark"} "#
                + "at the top level of the config",
            #"/p/colorgen.json:9:70: error: option "gamut" must be one of "display-p3", "srgb""#,
            #"/p/colorgen.json:10:64: error: option "prefix" must be a string"#,
            #"/p/colorgen.json:11:36: error: an xcassets output's path must name the catalog, e.g. "Generated/Colors" or "#
                + #""Generated/Colors.xcassets""#,
        ])
        XCTAssertEqual(run.requested, [Self.configPath], "no token file is read while the config has errors")
    }

    func testAnOutputPathThatNamesNoFileIsReportedBeforeAnyTokenFileIsRead() {
        let run = generate("""
            {"rulesVersion": 3, "schemes": {"light": ["light.tokens.json"]},
             "outputs": [{"format": "swift", "path": "Generated/.."}]}
            """, outputDirectory: "/work", flattensOutputPaths: true)
        XCTAssertEqual(run.errors, [#"/p/colorgen.json:2:42: error: output path "Generated/.." names no file to write "#
                                    + "into the output folder"])
        XCTAssertEqual(run.requested, [Self.configPath])
    }
}
