// Built-in templates given as a user's template and partials write the same bytes; user templates get every field.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender

/// One data contract for every template of a format: a context holds what its template can read,
/// whoever wrote the template. A copy of a format's built-in template and partials, given as the
/// user's `"template"` and `"partials"`, must therefore write exactly the built-in bytes, and a
/// user's template must get the fields that colorgen's own templates never read.
final class FormatTemplateDataTests: XCTestCase {
    /// The folder of the copies of the built-in templates, beside the config.
    private static let copies = "copies"

    /// Every built-in output template and partial as a file of the user's under ``copies``.
    private static let copiedFiles: [String: String] = {
        var files: [String: String] = [:]
        for name in BuiltInTemplates.names { files["\(copies)/\(name).mustache"] = BuiltInTemplates.text(named: name) }
        for name in BuiltInTemplates.partialNames {
            files["\(copies)/partials/\(name).mustache"] = BuiltInTemplates.partialText(named: name)
        }
        return files
    }()

    /// `outputs` rendered with the built-in templates, and again with each output reading the
    /// copies: its format's template as `"template"` (for a format that takes one) and the
    /// partials as `"partials"`.
    private func assertCopiesWriteTheSame(_ outputs: [String], schemeCount: Int = 4, appearances: String? = nil,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let copied = outputs.map { output -> String in
            let format = output.firstMatch(of: /"format": "([a-z]+)"/).map { String($0.1) } ?? ""
            let template = OutputFormat(rawValue: format)?.acceptsUserTemplate == true
                ? #""template": "\#(Self.copies)/\#(format).mustache", "# : ""
            return #"{\#(template)"partials": "\#(Self.copies)/partials", "# + output.dropFirst()
        }
        let builtIn = RolesOnlyFixture.generate(outputs: outputs.joined(separator: ", "), schemeCount: schemeCount,
                                                appearances: appearances, file: file, line: line)
        let user = RolesOnlyFixture.generate(outputs: copied.joined(separator: ", "), schemeCount: schemeCount,
                                             appearances: appearances, files: Self.copiedFiles, file: file, line: line)
        XCTAssertFalse(builtIn.isEmpty, file: file, line: line)
        XCTAssertEqual(builtIn.keys.sorted(), user.keys.sorted(), file: file, line: line)
        for (path, text) in builtIn {
            XCTAssertEqual(text, user[path], "\(path) differs when the built-in templates are the user's", file: file, line: line)
        }
    }

    func testEveryFormatRenderedThroughTheUserPathIsCovered() {
        // xcassets renders its pieces with small data of their own, not the common context.
        let covered: Set<OutputFormat> = [.swift, .css, .json, .html, .android, .compose, .typescript, .tailwind]
        XCTAssertEqual(Set(OutputFormat.allCases).subtracting(covered), [.xcassets])
    }

    func testSwiftCopiesWriteTheSame() {
        assertCopiesWriteTheSame([
            #"{"format": "swift", "path": "A.swift", "options": {"registry": true, "roleList": true, "colorMembers": "flat", "memberPrefix": "app"}}"#,
            #"{"format": "swift", "path": "B.swift", "options": {"colorMembers": "nested", "namespace": "Brand"}}"#,
            #"{"format": "swift", "path": "C.swift", "options": {"emitSupportTypes": false, "namespace": "Brand"}}"#,
        ])
    }

    func testCSSCopiesWriteTheSame() {
        assertCopiesWriteTheSame([
            #"{"format": "css", "path": "a.css"}"#,
            #"{"format": "css", "path": "b.css", "options": {"strategy": "light-dark", "prefix": "app"}}"#,
        ], appearances: #"{"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrastLight", "darkIncreasedContrast": "highContrastDark"}"#)
    }

    func testJSONCopiesWriteTheSame() {
        assertCopiesWriteTheSame([#"{"format": "json", "path": "tokens/colors"}"#])
        assertCopiesWriteTheSame([#"{"format": "json", "path": "one"}"#], schemeCount: 1)
    }

    func testAndroidAndPreviewCopiesWriteTheSame() {
        assertCopiesWriteTheSame([#"{"format": "android", "path": "res"}"#, #"{"format": "html", "path": "p.html"}"#])
        assertCopiesWriteTheSame([#"{"format": "android", "path": "res", "options": {"prefix": "app"}}"#], schemeCount: 1)
    }

    func testComposeCopiesWriteTheSame() {
        assertCopiesWriteTheSame([
            #"{"format": "compose", "path": "A.kt", "options": {"package": "com.example"}}"#,
            #"{"format": "compose", "path": "B.kt", "options": {"package": "com.example.flat", "colorMembers": "flat", "accessLevel": "internal"}}"#,
        ])
    }

    func testTypeScriptCopiesWriteTheSame() {
        assertCopiesWriteTheSame([
            #"{"format": "typescript", "path": "a.ts"}"#,
            #"{"format": "typescript", "path": "b.ts", "options": {"colorMembers": "flat", "namespace": "Theme", "cssPrefix": "app"}}"#,
        ])
    }

    func testTailwindCopiesWriteTheSame() {
        assertCopiesWriteTheSame([
            #"{"format": "tailwind", "path": "a.css"}"#,
            #"{"format": "tailwind", "path": "b.css", "options": {"strategy": "light-dark", "prefix": "app"}}"#,
        ])
    }

    /// A user's template of a format reads common fields that no built-in template of it reads,
    /// beside the format's own.
    func testAUserTemplateGetsFieldsTheBuiltInOnesNeverRead() {
        // The role's fields are named in a partial that the template includes inside `roles`.
        let swift = """
            {{#roles}}{{#last}}{{> role-line}}{{/last}}{{/roles}}
            {{#tree}}{{#isGroup}}{{name}},{{/isGroup}}{{^isGroup}}{{path}}={{kebab}}{{/isGroup}}{{/tree}}

            """
        let line = """
            {{kebab}} {{#segments}}{{name}}{{^last}}/{{/last}}{{/segments}} {{{swiftName}}} \
            {{#colors}}{{scheme}}={{hex}}{{^last}},{{/last}}{{/colors}}
            """
        let files = RolesOnlyFixture.generate(
            outputs: #"{"format": "swift", "template": "roles.mustache", "path": "Roles.swift"}"#,
            files: ["roles.mustache": swift, "role-line.mustache": line])
        XCTAssertEqual(files["Roles.swift"], "separator separator SchemeColor.separator light=#eaebee,dark=#2a2e35\n"
                       + "background,text,icon,button,separator=separator\n")

        let node = """
            {{#isGroup}}{{#children}}{{> json-node}}{{/children}}{{/isGroup}}\
            {{^isGroup}}{{kebab}}={{color.hex}} {{{jsonName}}} {{scheme.name}};{{/isGroup}}
            """
        let tokens = RolesOnlyFixture.generate(outputs: #"{"format": "json", "partials": "mine", "path": "t"}"#,
                                               files: ["mine/json-node.mustache": node])
        let dark = tokens["t.dark.tokens.json"] ?? ""
        XCTAssertTrue(dark.contains(#"text-on-background-body=#f2f3f5 "body" dark;"#), dark)
        XCTAssertTrue(dark.contains(#"button-primary-on-background-background-disabled=#7fb4d6 "disabled" dark;"#), dark)
        XCTAssertTrue(dark.contains(#"separator=#2a2e35 "separator" dark;"#), dark)
    }
}
