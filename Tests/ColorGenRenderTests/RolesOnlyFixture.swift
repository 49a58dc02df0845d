// Test fixture: small in-memory roles-only configs with up to four schemes, for output tests.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
@testable import SourceDiagnostics

/// Small in-memory configs whose schemes are given as roles only (token files without a
/// `palette` group), for testing outputs on a handful of readable roles.
enum RolesOnlyFixture {
    /// One role's color per scheme, as `#rrggbb` or `#rrggbbaa`.
    typealias Role = (path: String, colors: [String])

    /// Background, text, icon and button roles with a translucent disabled button, in up to four
    /// schemes: light, dark, highContrastLight, highContrastDark.
    static let roles: [Role] = [
        ("background.light", ["#ffffff", "#121417", "#ffffff", "#000000"]),
        ("background.primary", ["#5a478f", "#b7a9e6", "#3d3062", "#dcd4f5"]),
        ("text.onBackground.body", ["#1f2329", "#f2f3f5", "#000000", "#ffffff"]),
        ("text.onBackground.hint", ["#9da3b3", "#777f95", "#575e71", "#c3c7d1"]),
        ("text.onPrimary.body", ["#ffffff", "#15171b", "#ffffff", "#000000"]),
        ("icon.tinted.onBackground", ["#f5b33c", "#f2c063", "#8a5a00", "#ffd27a"]),
        ("button.primary.onBackground.background.normal", ["#3e7293", "#7fb4d6", "#1f3a4b", "#cfe5f3"]),
        ("button.primary.onBackground.background.disabled", ["#3e729359", "#7fb4d659", "#1f3a4b59", "#cfe5f359"]),
        ("button.primary.onBackground.text.normal", ["#ffffff", "#15171b", "#ffffff", "#000000"]),
        ("separator", ["#eaebee", "#2a2e35", "#575e71", "#c3c7d1"]),
    ]

    static let schemeNames = ["light", "dark", "highContrastLight", "highContrastDark"]

    /// A DTCG token file holding `roles` (path → hex color) as color tokens.
    static func tokenFile(_ roles: [(path: String, hex: String)]) -> String {
        mergedTree(roles.map { (RolePath(dotted: $0.path).segments, tokenValue($0.hex)) })
    }

    /// Generates `outputs` (the JSON of the config's `outputs` array) for the first `schemeCount`
    /// schemes of ``roles`` and returns every file by path, failing on any error. `appearances`
    /// is the JSON of the config's `"appearances"` object, if any; `files` are further files
    /// beside the config (templates), by path.
    static func generate(outputs: String, schemeCount: Int = 2, roles: [Role] = roles, appearances: String? = nil,
                         files: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
        let result = run(outputs: outputs, schemeCount: schemeCount, roles: roles, appearances: appearances, files: files)
        // Without "appearances", the schemes after light and dark serve none, which is a warning each.
        let unserved = result.diagnostics.filter(\.isUnservedSchemeWarning)
        XCTAssertEqual(unserved.map { $0.message.prefix(while: { $0 != ":" }) },
                       appearances == nil ? schemeNames.prefix(schemeCount).dropFirst(2).map { "scheme \"\($0)\" serves no appearance" } : [],
                       file: file, line: line)
        XCTAssertEqual(result.diagnostics.filter { !unserved.contains($0) }.map(\.description), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    /// The whole generation result, errors included.
    static func run(outputs: String, schemeCount: Int = 2, roles: [Role] = roles, appearances: String? = nil,
                    files: [String: String] = [:]) -> Generator.Result {
        var texts = files
        var schemes: [String] = []
        for index in 0..<schemeCount {
            let name = schemeNames[index]
            texts["\(name).tokens.json"] = tokenFile(roles.map { ($0.path, $0.colors[index]) })
            schemes.append("\(JSONText.quoted(name)): [\(JSONText.quoted("\(name).tokens.json"))]")
        }
        let declared = appearances.map { ", \"appearances\": \($0)" } ?? ""
        texts["colorgen.json"] = "{\"schemes\": {\(schemes.joined(separator: ", "))}, \"outputs\": [\(outputs)]\(declared)}"
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: texts))
    }

    private static func tokenValue(_ hex: String) -> String {
        let color = RGBA(hex: hex)!
        let components = [color.red, color.green, color.blue].map { String($0) }.joined(separator: ", ")
        return "{\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(components)], \"alpha\": \(color.alpha)}}"
    }

    /// Nested JSON groups for `leaves` (segments → token JSON), keeping first-appearance order.
    private static func mergedTree(_ leaves: [([String], String)]) -> String {
        var order: [String] = []
        var children: [String: [([String], String)]] = [:]
        var tokens: [String: String] = [:]
        for (segments, token) in leaves {
            guard let head = segments.first else { continue }
            if children[head] == nil && tokens[head] == nil { order.append(head) }
            if segments.count == 1 {
                tokens[head] = token
            } else {
                children[head, default: []].append((Array(segments.dropFirst()), token))
            }
        }
        let members = order.map { key in JSONText.quoted(key) + ": " + (tokens[key] ?? mergedTree(children[key] ?? [])) }
        return "{" + members.joined(separator: ", ") + "}"
    }
}
