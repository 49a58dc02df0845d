// Tests that hostile role names (quotes, <, /, *, Unicode) cannot change the structure of CSS or HTML.
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
@testable import ColorMath
@testable import SourceDiagnostics

/// Role names come from token names, which may hold quotes, `<`, `/`, `*`, spaces and any
/// Unicode (DTCG only forbids `{`, `}` and `.`, and names starting with `$`); none of it may change the structure of the CSS
/// or HTML written. Descriptions never reach either output.
final class NameInjectionTests: XCTestCase {
    static let hostileNames = [
        "</style><script>document['body']['setAttribute']('data-pwned','1')</script>",
        "say \"hi\" */ body:after [content: 'x'] /*",
        "it's <b>bold</b> & more",
        "grün ✓",
        "back\\slash;--x:red",
    ]

    /// A roles-only token file whose roles have hostile names and a hostile description.
    static func tokenFile(colors: [String]) -> String {
        let members = zip(hostileNames, colors).map { name, hex in
            "\(JSONText.quoted(name)): {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": "
                + "[\(components(hex))], \"hex\": \(JSONText.quoted(hex))}, "
                + "\"$description\": \"</style><script>alert('description')</script> */\"}"
        }
        return "{\"text\": {\"onBackground\": {" + members.joined(separator: ", ") + "}}}"
    }

    private static func components(_ hex: String) -> String {
        let color = RGBA(hex: hex)!
        return [color.red, color.green, color.blue].map { String($0) }.joined(separator: ", ")
    }

    private func generate(_ outputs: String) throws -> [String: String] {
        let loader = InMemorySourceLoader(texts: [
            "light.tokens.json": Self.tokenFile(colors: ["#111111", "#222222", "#333333", "#444444", "#555555"]),
            "dark.tokens.json": Self.tokenFile(colors: ["#eeeeee", "#dddddd", "#cccccc", "#bbbbbb", "#aaaaaa"]),
            "colorgen.json": "{\"schemes\": {\"light\": [\"light.tokens.json\"], \"dark\": [\"dark.tokens.json\"]}, \"outputs\": [\(outputs)], \"rulesVersion\": 2}",
        ])
        let result = Generator.generate(configPath: "colorgen.json", loader: loader)
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    func testEveryCSSLineIsOneOfTheStatementsColorgenWrites() throws {
        for strategy in ["media", "light-dark"] {
            let css = try XCTUnwrap(try generate(#"{"format": "css", "path": "c.css", "options": {"strategy": "\#(strategy)"}}"#)["c.css"])
            let declaration = try Regex(#"^ *--[A-Za-z0-9_-]*(\\[0-9a-f]+ [A-Za-z0-9_-]*)*: (#[0-9a-f]{6}|light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\));$"#)
            let statement = try Regex(#"^ *(:root \{|\}|color-scheme: [a-z ]+;|@media \([a-z: -]+\) \{|@supports \(color: light-dark\(#000, #fff\)\) \{|\[data-color-scheme="[a-z]+"\] \{|/\* [^*]*(\*[^/][^*]*)* \*/)?$"#)
            var declarations = 0
            for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.wholeMatch(of: declaration) != nil {
                    declarations += 1
                } else {
                    XCTAssertNotNil(line.wholeMatch(of: statement), "\(strategy): unexpected CSS line: \(line)")
                }
            }
            // Five roles in :root, once more in the dark rule or the light-dark block, and in each attribute rule.
            XCTAssertEqual(declarations, 5 * 4, strategy)
            XCTAssertFalse(css.contains("<") || css.contains("description"), strategy)
        }
    }

    func testHTMLEscapesNamesAndHasNoScript() throws {
        let html = try XCTUnwrap(try generate(#"{"format": "html", "path": "p.html"}"#)["p.html"])
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertFalse(html.contains("description"))
        XCTAssertEqual(html.components(separatedBy: "</style>").count, 2, "only the page's own style element ends")
        XCTAssertTrue(html.contains("&lt;/style&gt;&lt;script&gt;document['body']['setAttribute']('data-pwned','1')&lt;/script&gt;"))
        XCTAssertTrue(html.contains("data-role=\"text.onBackground.say &quot;hi&quot; */ body:after [content: 'x'] /*\""))
        XCTAssertTrue(html.contains("grün ✓"))
    }

    func testCustomPropertyNamesEscapeEveryHostileCharacter() throws {
        let css = try XCTUnwrap(try generate(#"{"format": "css", "path": "c.css"}"#)["c.css"])
        // Spaces and slashes separate words (docs/real-world-files.md); everything else is escaped.
        XCTAssertTrue(css.contains(#"  --text-on-background-say-\22 hi\22 -\2a -body\3a after-\5b content\3a -\27 x\27 \5d -\2a : #222222;"#), css)
        XCTAssertTrue(css.contains(#"  --text-on-background-gr\fc n-\2713 : #444444;"#), css)
    }
}
