// Tests the `android` output: goldens, well-formed XML, every role once, colors equal to the swift output's.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import SourceDiagnostics

#if canImport(FoundationXML)
import FoundationXML
import TestSupport
#endif

/// The `android` format: goldens of the default schemes' `values/` and `values-night/` files,
/// and each file read back with Foundation's XMLParser: well-formed, every role once under its
/// snake-case name, each color `#AARRGGBB` equal to the swift output's `#rrggbbaa`.
final class AndroidOutputTests: XCTestCase {
    private func generate(_ output: String) throws -> Generator.Result {
        let loader = try RepositoryFiles.loader(adding: [
            "Schemes/android-test.json": RepositoryFiles.defaultSchemesConfig(rulesVersion: 2, outputs: output),
        ])
        return Generator.generate(configPath: "Schemes/android-test.json", loader: loader)
    }

    func testTheDefaultSchemesMatchTheGoldensAndReadBackAsXML() throws {
        let result = try generate(#"{ "format": "android", "path": "res" }, { "format": "json", "path": "colors" }"#)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let android = result.files.filter { $0.path.hasSuffix("colors.xml") }
        XCTAssertEqual(android.map(\.path), ["Schemes/res/values/colors.xml", "Schemes/res/values-night/colors.xml"])
        let json = try GeneratedTokenColors(result.files, base: "Schemes/colors", schemes: ["light", "dark"])
        for (file, scheme, golden) in [(android[0], "light", "Android/values/colors.xml"), (android[1], "dark", "Android/values-night/colors.xml")] {
            let text = String(decoding: file.bytes, as: UTF8.self)
            GoldenFile.assertMatches(text, golden: golden)
            let colors = try XCTUnwrap(AndroidColors(file.bytes), "\(file.path) is not well-formed XML")
            XCTAssertEqual(colors.names.count, json.roles.count, "one color per role")
            XCTAssertEqual(Set(colors.names).count, colors.names.count, "names are unique")
            for (path, byScheme) in json.roles {
                let name = AndroidResourceName.name(RolePath(dotted: path), prefix: "")
                guard let value = colors.values[name] else {
                    XCTFail("\(path) (\(name)) is missing in \(file.path)")
                    continue
                }
                let expected = try XCTUnwrap(byScheme[scheme])
                let alpha = String(format: "%02X", Int((expected.alpha * 255).rounded()))
                XCTAssertEqual(value, "#" + alpha + expected.hex.dropFirst().uppercased(), "\(path) in \(scheme)")
            }
        }
        // A translucent rule color keeps its alpha in front: 35 % is 0x59.
        let light = try XCTUnwrap(AndroidColors(android[0].bytes))
        XCTAssertEqual(light.values["button_primary_on_background_background_disabled"], "#593E7293")
    }

    func testNamesArePrefixedSnakeCaseAndCollisionsAreErrors() throws {
        XCTAssertEqual(AndroidResourceName.name(RolePath(dotted: "text.onPrimary.body"), prefix: ""), "text_on_primary_body")
        XCTAssertEqual(AndroidResourceName.name(RolePath(dotted: "2xl.on-primary"), prefix: ""), "role_2xl_on_primary")
        XCTAssertEqual(AndroidResourceName.name(RolePath(dotted: "text.body"), prefix: "brand"), "brand_text_body")
        XCTAssertEqual(AndroidResourceName.commentText("a--b-"), "a- -b- ")
        let location = SourceLocation(path: "c.json", position: TextPosition(line: 2, column: 3))
        XCTAssertThrowsError(try AndroidResourceName.names([RolePath(dotted: "a.bC"), RolePath(dotted: "a.b-c")], prefix: "",
                                                           location: location)) { error in
            XCTAssertEqual("\(error)", #"c.json:2:3: error: roles "a.bC" and "a.b-c" both map to the Android resource name a_b_c; rename one of them"#)
        }
        let prefixed = try generate(#"{ "format": "android", "path": "res", "options": { "prefix": "brand" } }"#)
        let text = String(decoding: try XCTUnwrap(prefixed.files.first).bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(#"<color name="brand_text_on_primary_body">#FFFFFFFF</color>"#), text)
    }
}

/// The `<color name="...">value</color>` entries of an Android resources file, read with XMLParser.
private final class AndroidColors: NSObject, XMLParserDelegate {
    private(set) var names: [String] = []
    private(set) var values: [String: String] = [:]
    private var current: String?
    private var text = ""
    private var isInResources = false

    /// nil when the bytes are not well-formed XML with a `resources` root.
    init?(_ bytes: [UInt8]) {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        guard parser.parse(), isInResources else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == "resources" { isInResources = true }
        if element == "color" {
            current = attributes["name"]
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard element == "color", let name = current else { return }
        names.append(name)
        values[name] = text
        current = nil
    }
}
