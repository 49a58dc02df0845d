// Test fixture: two schemes of roles with descriptions, deprecations (a rename by alias) and a hostile description.
import XCTest
@testable import ColorGenKit
import OutputFiles
@testable import ColorGenRender
@testable import SourceDiagnostics

/// Roles whose tokens carry `$description` and `$deprecated`: a group description that its
/// tokens without one inherit, `text.secondary` deprecated as a rename of `text.muted` (an alias
/// with a message), `accent` deprecated with `true` and no replacement, and `border`, whose
/// description and deprecation message hold what would end a comment or string in every format.
enum DocumentedRolesFixture {
    /// What would end a comment, a string or an element in some output: `*/`, `-->`, a line
    /// break, quotes, a backslash, `$` and Kotlin's `${`, `<`, and Mustache's `}}`.
    static let hostileText = "Ends */ here --> and <!-- \"quoted\" \\ back\nnext line: ${x} $y </style> }} /* open"

    /// The token file of a scheme whose colors are `colors` (text.primary, text.muted,
    /// background.base, accent, border, and brand.primary's Display P3 components as a JSON
    /// array); `brand.link` aliases `brand.primary`.
    static func tokenFile(_ colors: [String]) -> String {
        func color(_ hex: String) -> String { #"{ "colorSpace": "srgb", "hex": "\#(hex)" }"# }
        return """
        {
          "$type": "color",
          "text": {
            "$description": "Text drawn on the backgrounds.",
            "primary": { "$value": \(color(colors[0])), "$description": "Body text." },
            "muted": { "$value": \(color(colors[1])), "$description": "Captions and hints." },
            "secondary": { "$value": "{text.muted}", "$deprecated": "Renamed to text.muted" }
          },
          "background": {
            "base": { "$value": \(color(colors[2])), "$description": "The page." }
          },
          "accent": { "$value": \(color(colors[3])), "$deprecated": true },
          "brand": {
            "primary": { "$value": { "colorSpace": "display-p3", "components": \(colors[5]) } },
            "link": { "$value": "{brand.primary}" }
          },
          "border": { "$value": \(color(colors[4])), "$description": \(JSONText.quoted(hostileText)),
                      "$deprecated": \(JSONText.quoted(hostileText)) }
        }
        """
    }

    /// The files of a config with light and dark schemes and `outputs` (the JSON of its array).
    static func files(outputs: String) -> [String: String] {
        [
            "light.tokens.json": tokenFile(["#1c1c1e", "#5f6368", "#ffffff", "#0a66c2", "#d0d4da", "[0.1, 0.75, 0.35]"]),
            "dark.tokens.json": tokenFile(["#f2f2f7", "#a1a5ab", "#121417", "#6cb4ff", "#3a3f47", "[0.25, 0.9, 0.45]"]),
            "colorgen.json": #"{"schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]}, "outputs": [\#(outputs)]}"#,
        ]
    }

    /// Every file `outputs` generate, by path; fails on any error.
    static func generate(outputs: String, file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: files(outputs: outputs)))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }
}
