// Tests the swift options namespace, colorMembers, memberPrefix and roleList, and their errors.
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// The `namespace`, `colorMembers`, `memberPrefix` and `roleList` options: what they write and
/// their errors, at the option's value in the config.
final class SwiftNamingOptionTests: XCTestCase {
    /// Generates a roles-only config whose swift output has `options` on line 4.
    private func generate(roles: [String] = ["text.body", "separator"], options: String) -> Generator.Result {
        var files: [String: String] = [:]
        for (index, scheme) in ["light", "dark"].enumerated() {
            files["\(scheme).tokens.json"] = SwiftTestConfigs.rolesOnly(roles, seed: index)
        }
        files["colorgen.json"] = """
            {
              "schemes": { "light": ["light.tokens.json"], "dark": ["dark.tokens.json"] },
              "outputs": [
                { "format": "swift", "path": "Colors.swift", "options": \(options) }
              ]
            }
            """
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: files))
    }

    private func messages(_ result: Generator.Result) -> [String] {
        result.diagnostics.map(\.description)
    }

    private func text(_ result: Generator.Result) throws -> String {
        try XCTUnwrap(SwiftTestConfigs.text(of: result.files, endingWith: ".swift"), messages(result).joined(separator: "\n"))
    }

    func testTheNamespaceNestsEverything() throws {
        let text = try text(generate(options: #"{ "namespace": "Theme", "roleList": true }"#))
        XCTAssertTrue(text.contains("\nenum Theme {\n\n    /// The role group `text`.\n    enum Text {"), text)
        XCTAssertTrue(text.contains("\n    static let separator: SchemeColor = "), text)
        XCTAssertTrue(text.contains("\n    struct SchemeColor: Sendable, Hashable, ExpressibleByStringLiteral {"), text)
        XCTAssertTrue(text.contains("\n    final class AppColorScheme: @unchecked Sendable {"), text)
        XCTAssertTrue(text.contains("\nextension Theme.SchemeColor {"), text)
        XCTAssertTrue(text.contains("(path: \"separator\", color: Theme.separator),\n            (path: \"text.body\", color: Theme.Text.body),"), text)
        XCTAssertFalse(text.contains("\nstruct SchemeColor"), "no support type at the top level")

        let second = try self.text(generate(roles: ["chart.grid"], options: #"{ "namespace": "Theme", "emitSupportTypes": false }"#))
        XCTAssertTrue(second.contains("\nextension Theme {\n"), "a file without support types extends the namespace")
    }

    func testWithoutANamespaceOneSegmentRolesAreColorTypeMembers() throws {
        let text = try text(generate(options: #"{ "schemeColorType": "Tint" }"#))
        XCTAssertTrue(text.contains("\nextension Tint {\n    /// `separator`: "), text)
        XCTAssertTrue(text.contains("    static let separator: Tint = \""), text)
        XCTAssertFalse(text.contains(".color.color") || text.contains("static let color:"))
    }

    func testFlatMembersOnEveryColorType() throws {
        let text = try text(generate(options: #"{ "colorMembers": "flat", "memberPrefix": "app" }"#))
        // A flat member's doc comment gives each scheme's color, as its constant's does.
        let lines = text.components(separatedBy: "\n")
        let separator = try XCTUnwrap(lines.first { $0.hasPrefix("    /// `separator`: light #") }, text)
        let body = try XCTUnwrap(lines.first { $0.hasPrefix("    /// `text.body`: light #") }, text)
        XCTAssertTrue(separator.contains(", dark #"), separator)
        for expected in [
            "extension Color {\n\(separator)\n    static var appSeparator: Color { SchemeColor.separator.color }\n"
                + "\(body)\n    static var appTextBody: Color { TextAppearance.body.color }",
            "extension ShapeStyle where Self == Color {\n\(separator)\n    static var appSeparator: Color { SchemeColor.separator.color }",
            "extension UIColor {\n\(separator)\n    static var appSeparator: UIColor { SchemeColor.separator.uiColor() }",
            "extension NSColor {\n\(separator)\n    static var appSeparator: NSColor { SchemeColor.separator.nsColor() }",
        ] {
            XCTAssertTrue(text.contains(expected), expected)
        }
    }

    func testNestedMembersAreNamedAfterTheNamespace() throws {
        let text = try text(generate(options: #"{ "namespace": "BrandKit", "colorMembers": "nested" }"#))
        XCTAssertTrue(text.contains("static var brandKit: BrandKit.ColorMembers<Color> { .init { $0.color } }"), text)
        XCTAssertTrue(text.contains("        var textBody: Value { make(BrandKit.Text.body) }"), text)
    }

    func testBadNamesAreErrorsAtTheOption() {
        // The options object starts at column 61 of line 4; each value's column follows.
        XCTAssertEqual(messages(generate(options: #"{ "namespace": "my theme" }"#)), [
            #"colorgen.json:4:76: error: option "namespace" must be a Swift type name (an identifier that is not a keyword), found "my theme""#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "namespace": "Color" }"#)), [
            #"colorgen.json:4:76: error: option "namespace" names Color, a type the generated code uses; a namespace of that name would hide it, choose another name"#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "namespace": "SchemeColor" }"#)), [
            #"colorgen.json:4:76: error: option "namespace" names SchemeColor, the type of option "schemeColorType"; the namespace needs a name of its own"#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "colorMembers": "nested" }"#)), [
            #"colorgen.json:4:79: error: option "colorMembers": "nested" names its member after the "namespace" (Color.theme.textOnPrimaryBody for "Theme"); give a namespace, or use "flat""#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "colorMembers": "flat", "memberPrefix": "App-" }"#)), [
            #"colorgen.json:4:103: error: option "memberPrefix" must be a lower camel case Swift identifier such as "app", found "App-""#,
        ])
    }

    func testGeneratedNamesThatCollideAreErrors() {
        XCTAssertEqual(messages(generate(options: #"{ "colorMembers": "flat" }"#)), [
            #"colorgen.json:4:79: error: color members separator (separator) would have the name of a member Apple's color types already have, so every use would be ambiguous; set "memberPrefix" (e.g. "app": appSeparator) or rename the roles"#,
        ])
        XCTAssertEqual(messages(generate(roles: ["text.onPrimary", "textOn.primary"], options: #"{ "colorMembers": "flat" }"#)), [
            #"colorgen.json:4:79: error: roles "text.onPrimary" and "textOn.primary" both map to the color member textOnPrimary; rename one of them"#,
        ])
        XCTAssertEqual(messages(generate(roles: ["theme.x", "a.b"], options: #"{ "namespace": "Theme" }"#)).count, 1,
                       "a group named like the namespace would hide it inside")
        XCTAssertEqual(messages(generate(roles: ["colorMembers.x"], options: #"{ "namespace": "Theme", "colorMembers": "nested" }"#)).count, 1)
    }
}
