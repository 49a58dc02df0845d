// Tests the starting point `colorgen init` writes: its contrast pairs hold in every scheme, its colors are plain hex.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import SourceDiagnostics

/// The files of ``StarterProject``, generated in memory as `colorgen init` writes them.
final class StarterProjectTests: XCTestCase {
    private func texts(editing edit: (inout [String: String]) -> Void = { _ in }) -> [String: String] {
        var texts = Dictionary(uniqueKeysWithValues: StarterProject.files(swiftOutputPath: "Generated/Colors.swift")
            .map { ("app/" + $0.path, $0.text) })
        edit(&texts)
        return texts
    }

    private func resolve(_ texts: [String: String]) -> (roles: ColorRoleSet?, messages: [String]) {
        let resolved = Generator.resolveRoles(configPath: "app/colorgen.json", loader: InMemorySourceLoader(texts: texts))
        return (resolved.roles, resolved.diagnostics.map(\.description))
    }

    func testEveryStarterPairIsCheckedAndPassesInEveryScheme() throws {
        let (roles, messages) = resolve(texts())
        XCTAssertEqual(messages, [], "the starter generates without a warning")
        let set = try XCTUnwrap(roles)
        XCTAssertEqual(set.schemes, ["light", "dark"])
        // text.primary, text.secondary and accent, each on background.base and background.raised.
        for scheme in set.schemes {
            let results = set.declaredContrast.filter { $0.scheme == scheme }
            XCTAssertEqual(results.map { "\($0.foreground) on \($0.background)" }, [
                "text.primary on background.base", "text.primary on background.raised",
                "text.secondary on background.base", "text.secondary on background.raised",
                "accent on background.base", "accent on background.raised",
            ], scheme)
            XCTAssertEqual(Set(results.map(\.minimum)), [4.5], scheme)
            XCTAssertTrue(results.allSatisfy(\.passes), results.filter { !$0.passes }.map(\.valueText).description)
        }
        // The preview and diff show each of the three content roles' contrast in both schemes.
        XCTAssertEqual(RoleContrast.measureEachScheme(set).map { $0.compactMap { $0 }.count }, [3, 3])
    }

    func testAnIncreasedContrastSchemeIsHeldTo7To1() throws {
        let (_, messages) = resolve(texts { texts in
            texts["app/colorgen.json"] = texts["app/colorgen.json"]!.replacingOccurrences(
                of: #""dark": ["Colors/dark.tokens.json"]"#,
                with: #""dark": ["Colors/dark.tokens.json"], "highContrast": ["Colors/light.tokens.json"]"#)
                .replacingOccurrences(of: #""rulesVersion": 3,"#, with: #""rulesVersion": 3, "appearances": {"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrast"},"#)
        })
        // The light colors pass 4.5:1 but not all of them 7:1: each failure at the color's token, a note at the pair.
        XCTAssertEqual(messages.map { $0.prefix(while: { $0 != "," }) }, [
            "app/Colors/light.tokens.json:4:5: error: text.secondary on background.base in scheme \"highContrast\" reaches 6.04:1",
            "app/colorgen.json:8:5: note: the pair is declared here",
            "app/Colors/light.tokens.json:4:5: error: text.secondary on background.raised in scheme \"highContrast\" reaches 5.42:1",
            "app/colorgen.json:8:5: note: the pair is declared here",
            "app/Colors/light.tokens.json:10:3: error: accent on background.base in scheme \"highContrast\" reaches 5.68:1",
            "app/colorgen.json:9:5: note: the pair is declared here",
            "app/Colors/light.tokens.json:10:3: error: accent on background.raised in scheme \"highContrast\" reaches 5.09:1",
            "app/colorgen.json:9:5: note: the pair is declared here",
        ])
    }

    func testAColorIsItsHexAloneAndEditingTheHexChangesIt() throws {
        XCTAssertFalse(StarterProject.lightTokens.contains("components"))
        let (roles, messages) = resolve(texts { texts in
            texts["app/Colors/light.tokens.json"] = texts["app/Colors/light.tokens.json"]!
                .replacingOccurrences(of: ##""hex": "#0a66c2""##, with: ##""hex": "#0b57d0""##)
        })
        XCTAssertEqual(messages, [])
        let accent = try XCTUnwrap(roles?.roles.first { $0.path == RolePath("accent") })
        XCTAssertEqual(accent.colors.map(\.hex), ["#0b57d0", "#4d9cff"])
    }
}
