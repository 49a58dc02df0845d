// Tests the android output's fileName option and the check against the app's own colors.xml in the same res folder.
import XCTest
@testable import ColorGenKit
import OutputFiles
@testable import SourceDiagnostics

/// `"fileName": "colors_tokens.xml"` puts the output beside the app's `colors.xml`; a color that
/// file declares too is an error at the option, before anything is written.
final class AndroidFileNameTests: XCTestCase {
    private func generate(options: String, files: [String: String] = [:]) -> Generator.Result {
        var texts = DocumentedRolesFixture.files(outputs: #"{"format": "android", "path": "app/res", "options": \#(options)}"#)
        texts.merge(files) { _, new in new }
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: texts))
    }

    func testTheFileNameNamesTheFileOfEachFolder() {
        let result = generate(options: #"{"fileName": "colors_tokens.xml"}"#, files: [
            "app/res/values/colors.xml": #"<resources><color name="brand_red">#FFFF0000</color></resources>"#,
        ])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(result.files.map(\.path), ["app/res/values/colors_tokens.xml", "app/res/values-night/colors_tokens.xml"])
    }

    func testAColorTheAppsColorsFileDeclaresTooIsAnError() {
        let result = generate(options: #"{"fileName": "colors_tokens.xml"}"#, files: [
            "app/res/values-night/colors.xml": """
                <resources>
                    <color name="brand_red">#FFFF0000</color>
                    <color
                        name="text_primary">#FF000000</color>
                    <color-state-list name="accent"/>
                    <color tools:name="border" name="border">#FF000000</color>
                </resources>
                """,
        ])
        XCTAssertEqual(result.files.count, 0, "nothing is written")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "colorgen.json:1:154: error: 'app/res/values-night/colors.xml' already declares 2 color(s) this output writes into "
                + "'colors_tokens.xml' (text_primary, border), and Android's resource merge refuses duplicate resources; "
                + "rename or remove them there, or give the output a \"prefix\"",
        ])
    }

    func testEveryResourceFileOfTheFoldersWrittenIsChecked() {
        // Any file of the folders the output writes into, also when the output writes colors.xml itself.
        let brand = #"<resources><color name="brand_red">#FFFF0000</color><item name="text_primary" type="color">#FF000000</item></resources>"#
        for options in [#"{"fileName": "colors_tokens.xml"}"#, "{}"] {
            let result = generate(options: options, files: [
                "app/res/values/colors_brand.xml": brand,
                "app/res/values/strings.xml": #"<resources><string name="text_primary">Hi</string></resources>"#,
                "app/res/values/notes.txt": "text_primary",
                "app/res/values/broken.xml": "<resources><color name=",
            ])
            XCTAssertEqual(result.files.count, 0, options)
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [
                "'app/res/values/colors_brand.xml' already declares 1 color(s) this output writes into "
                    + "'\(options == "{}" ? "colors.xml" : "colors_tokens.xml")' (text_primary), and Android's resource merge "
                    + "refuses duplicate resources; rename or remove them there, or give the output a \"prefix\"",
            ], "a string, a file that is no resource file and a malformed one are left alone: \(options)")
        }
    }

    func testAColorsFileColorgenWroteBeforeIsToBeDeleted() throws {
        let earlier = generate(options: "{}")
        let old = try XCTUnwrap(earlier.files.first { $0.path == "app/res/values/colors.xml" })
        let result = generate(options: #"{"fileName": "colors_tokens.xml"}"#,
                              files: ["app/res/values/colors.xml": String(decoding: old.bytes, as: UTF8.self)])
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("'app/res/values/colors.xml' was written by colorgen before the output's file was named "
                                              + "\"colors_tokens.xml\" and declares the same 8 color(s)") == true, "\(errors)")
    }

    func testTheFileNameMustBeAResourceFileName() {
        for name in ["Colors.xml", "colors-tokens.xml", "colors", ".xml", "values/colors.xml"] {
            let result = generate(options: #"{"fileName": "\#(name)"}"#)
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [
                "option \"fileName\" must be a resource file name of lower-case letters, digits and \"_\" ending in \".xml\", "
                    + "such as \"colors_tokens.xml\", not \"\(name)\"",
            ], name)
        }
    }
}
