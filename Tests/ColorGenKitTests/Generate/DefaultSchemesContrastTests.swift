// Tests that the default Schemes/ config's text roles reach WCAG AA on every background in both schemes.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel

/// The default configuration in Schemes/ is accessible: every text role on every background
/// reaches WCAG AA (4.5:1) in both schemes.
final class DefaultSchemesContrastTests: XCTestCase {
    func testEveryTextRoleReachesAAOnItsBackgroundInEveryScheme() throws {
        let loader = RepositoryLoader()
        let configPath = "\(RepositoryLoader.schemes)/colorgen.json"
        let (config, _, configDiagnostics) = Generator.readConfig(try loader.load(configPath), path: configPath)
        XCTAssertEqual(configDiagnostics.map(\.description), [])
        let read = SchemeTokensReader.read(try XCTUnwrap(config), loader: loader)
        XCTAssertEqual(read.schemes.map(\.name.value), ["light", "dark"])
        var checked = 0
        var failures: [String] = []
        for scheme in read.schemes {
            guard case .palette(let palette)? = SchemePaletteReader.read(scheme).source else {
                return XCTFail("scheme \(scheme.name.value) has no palette")
            }
            let roles = try RoleResolver.resolve(palette: palette, rulesVersion: .version2)
            for background in RoleBackground.allCases {
                let tile = background.tile(in: palette)
                for role in roles where role.path.segments.count == 3 && role.path.segments[0] == "text"
                    && role.path.segments[1] == background.pathSegment {
                    let ratio = role.color.composited(over: tile.color).contrastRatio(with: tile.color)
                    checked += 1
                    if ratio < 4.5 {
                        failures.append("\(scheme.name.value) \(role.path): \(role.color.hex) on \(tile.color.hex) = \(ratio)")
                    }
                }
            }
        }
        XCTAssertEqual(checked, 2 * 6 * 15, "every text type on every background in both schemes")
        XCTAssertEqual(failures, [])
    }

    /// `Schemes/colorgen.json` pins rules version 3, and then every pair of the pair table
    /// (text 4.5:1; icons, checkmarks, checkbox borders, progress fills 3:1) passes in both schemes.
    func testThePinnedDefaultSchemesPassEveryContrastTargetInBothSchemes() throws {
        let loader = RepositoryLoader()
        let configPath = "\(RepositoryLoader.schemes)/colorgen.json"
        let resolved = Generator.resolveRoles(configPath: configPath, loader: loader)
        XCTAssertEqual(resolved.diagnostics.map(\.description), [], "no shortfall warnings")
        let roles = try XCTUnwrap(resolved.roles)
        XCTAssertEqual(roles.rulesVersion, .version3)
        for scheme in roles.schemes.indices {
            let measured = ContrastPairs.measure(roles, scheme: scheme)
            // 6 backgrounds × (15 text + icon + 2 text buttons + 5 × 3 titles + 6 checkbox parts) + 8 others.
            XCTAssertEqual(measured.count, 242, "the whole pair table is measured")
            let failing = measured.values.filter { !$0.passes }.map { "\($0.pair.foreground): \($0.ratio)" }
            XCTAssertEqual(failing, [], "scheme \(roles.schemes[scheme])")
        }
    }

    func testTheDarkSchemeIsDesignedNotInverted() throws {
        let result = Generator.generate(configPath: "\(RepositoryLoader.schemes)/colorgen.json",
                                        loader: RepositoryLoader(), formats: [.json])
        let dark = try XCTUnwrap(result.files.first { $0.path.hasSuffix(".dark.tokens.json") })
        let lines = try NamedPaletteGenerationTests.roleLines(fromTokenFile: dark.bytes)
        // The base background is dark and body text on it light, with brand colors of their own.
        XCTAssertTrue(lines.contains("background.light #121417ff"), lines)
        XCTAssertTrue(lines.contains("text.onBackground.body #f2f3f5ff"), lines)
        XCTAssertTrue(lines.contains("background.primary #b7a9e6ff"), lines)
    }
}
