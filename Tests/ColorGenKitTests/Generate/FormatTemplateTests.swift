// Tests a built-in format with a user "template" or "partials": same data, one partial alone, name errors.
import XCTest
import ColorGenKit
import ColorGenRender
import TestSupport

/// A built-in format with the user's `"template"` or `"partials"`: the user's files get exactly
/// the format's data, one partial can be replaced alone, and names the data lacks are errors at
/// the template's line and column unless written `name?`.
final class FormatTemplateTests: XCTestCase {
    private let root = PackageRoot.url.path

    /// A config at `/t/colorgen.json` over the repository's default schemes with one `output`.
    private func generate(_ output: String, files: [String: String]) -> Generator.Result {
        var overlay = ["/t/colorgen.json": """
            {"rulesVersion": 2, "layout": "palette",
             "schemes": {"light": ["\(root)/Schemes/sage/sage-v2.tokens.json", "\(root)/Schemes/default/light.tokens.json"],
                         "dark": ["\(root)/Schemes/default/dark.tokens.json"]},
             "outputs": [\(output)]}
            """]
        for (path, text) in files { overlay["/t/" + path] = text }
        return Generator.generate(configPath: "/t/colorgen.json", loader: RepositoryLoader(overlay: overlay))
    }

    private func text(_ result: Generator.Result) throws -> String {
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        return String(decoding: try XCTUnwrap(result.files.first).bytes, as: UTF8.self)
    }

    func testACopyOfTheBuiltInSwiftTemplateWritesTheBuiltInOutput() throws {
        let builtIn = try text(generate(#"{"format": "swift", "path": "A.swift", "options": {"registry": true}}"#, files: [:]))
        let copy = try text(generate(#"{"format": "swift", "template": "my-swift.mustache", "path": "A.swift", "options": {"registry": true}}"#,
                                     files: ["my-swift.mustache": try XCTUnwrap(BuiltInTemplates.text(named: "swift"))]))
        XCTAssertEqual(copy, builtIn, "a user template of the swift format sees the swift format's data")
        XCTAssertGreaterThan(builtIn.count, 100_000)
    }

    func testOnePartialOverridesTheBuiltInOne() throws {
        let partial = """
            {{#isNamespace}}
            /// Group `{{{path}}}`.
            {{{swiftAccess}}}enum {{{name}}} {
                {{#members}}
                {{> swift-namespace}}
                {{/members}}
            }
            {{/isNamespace}}
            {{^isNamespace}}
            {{{swiftAccess}}}static let {{{name}}}: {{{options.schemeColorType}}} = "{{#colors}}{{{hex}}}{{^last}} {{/last}}{{/colors}}" // custom
            {{/isNamespace}}
            """
        let output = #"{"format": "swift", "partials": "swift-partials", "path": "A.swift"}"#
        let result = generate(output, files: ["swift-partials/swift-namespace.mustache": partial])
        let text = try text(result)
        XCTAssertTrue(text.contains("/// Group `text.onPrimary`.\n    enum OnPrimary {\n        static let largeNumber: SchemeColor = \"#ffffffff #15171bff\" // custom"), text)
        XCTAssertTrue(text.contains("struct SchemeColor: Sendable, Hashable, ExpressibleByStringLiteral {"), "the other partials stay built-in")
    }

    func testAMisspelledNameIsAnErrorAtItsLineAndColumn() {
        let template = "// {{{header}}}\n{{#roles}}\nlet x = {{{swiftNmae}}}\n{{/roles}}\n"
        let result = generate(#"{"format": "swift", "template": "t.mustache", "path": "A.swift"}"#, files: ["t.mustache": template])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "/t/t.mustache:3:9: error: the data has no 'swiftNmae'; check its spelling against the fields the format provides "
                + "(docs/templates.md), or write 'swiftNmae?' where the field is optional",
        ])
    }

    func testOptionalNamesMayBeMissing() throws {
        let template = "{{#roles}}{{#last}}{{path}}{{subtitle?}}{{^nickname?}}!{{/nickname?}}{{/last}}{{/roles}}"
        let result = generate(#"{"template": "t.mustache", "path": "a.txt"}"#, files: ["t.mustache": template])
        XCTAssertEqual(try text(result), "severity.unselected.stroke!", "the last role, with the missing optional fields empty")
    }

    func testAFormatThatRendersSeveralTemplatesTakesOnlyPartials() {
        let result = generate(#"{"format": "json", "template": "t.mustache", "path": "colors"}"#, files: ["t.mustache": ""])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].description.contains(#""template" with "format" replaces the template of one of the formats swift, css, html, android, compose, typescript, tailwind"#),
                      result.diagnostics[0].description)
    }

    func testTheBuildPluginsSwiftSelectionIncludesTemplateSwiftOutputs() {
        let overlay = [
            "/t/colorgen.json": """
                {"rulesVersion": 2, "layout": "palette", "schemes": {"light": ["\(root)/Schemes/sage/sage-v2.tokens.json", "\(root)/Schemes/default/light.tokens.json"],
                             "dark": ["\(root)/Schemes/default/dark.tokens.json"]},
                 "outputs": [{"template": "t.mustache", "path": "../Generated/Custom.swift"}, {"format": "css", "path": "c.css"}]}
                """,
            "/t/t.mustache": "// {{{header}}}\n",
        ]
        let result = Generator.generate(configPath: "/t/colorgen.json", loader: RepositoryLoader(overlay: overlay),
                                        outputDirectory: "/work", formats: [.swift], flattensOutputPaths: true)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(result.files.map(\.path), ["/work/Custom.swift"], "a template output writing Swift counts as swift")
    }
}
