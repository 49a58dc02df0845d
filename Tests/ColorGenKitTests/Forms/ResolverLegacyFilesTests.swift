// Tests Style Dictionary legacy files reached through a resolver `$ref`: issue 50, item 5.
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// A DTCG resolver whose sets and contexts `$ref` token files in the legacy `value`/`type` form
/// reads them as a scheme listing them does: as DTCG, with one warning per file.
final class ResolverLegacyFilesTests: XCTestCase {
    /// The fixture (Tests/Fixtures/Forms/resolver-legacy). Expected: the hexes as written in the
    /// files, each context taking its own file over the base set's.
    func testLegacyFilesBehindAResolverAreReadWithOneWarningEach() throws {
        let result = try FormFixture("resolver-legacy").generate()
        let messages = result.diagnostics.map(\.description)
        let legacy = messages.filter { $0.contains("legacy Style Dictionary / Tokens Studio form") }
        XCTAssertEqual(legacy.map { String($0.prefix(while: { $0 != " " })) },
                       ["tokens/base.json:4:18:", "tokens/dark.json:2:19:", "tokens/light.json:2:19:"], "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("tokens/base.json:6:54: warning: token 'color.base.blue' has a member 'comment'") },
                      "\(messages)")
        let base = ["color.base.white": "#ffffffff", "color.base.ink": "#1a1c1eff", "color.base.blue": "#0a66c2ff"]
        XCTAssertEqual(try FormFixture.colors(result), [
            "light": base.merging(["background": "#ffffffff", "text": "#1a1c1eff", "accent": "#0a66c2ff"]) { $1 },
            "dark": base.merging(["background": "#1a1c1eff", "text": "#ffffffff", "accent": "#8ab4f8ff"]) { $1 },
        ])
    }

    /// A bad color in a legacy file behind the resolver is an error at its value, and nothing is written.
    func testABadColorInALegacyFileIsAnErrorAtItsValue() throws {
        let result = try FormFixture("resolver-legacy", replacing: [
            "tokens/dark.json": ##"{"background": {"value": "{color.base.ink}", "type": "color"}, "accent": {"value": "#8ab4f", "type": "color"}}"##,
        ]).generate()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "tokens/dark.json:1:84: error: the value must be a color object with 'colorSpace' and 'components', found string \"#8ab4f\"",
        ])
    }
}
