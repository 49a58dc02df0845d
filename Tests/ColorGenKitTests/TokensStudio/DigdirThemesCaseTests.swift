// Tests the digdir-themes corpus case: schemes from its Tokens Studio $themes.json give the expected colors.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorMath
@testable import SourceDiagnostics
import TestSupport

/// The corpus case `digdir-themes` (../shared/realworld/cases.json): digdir designsystemet's
/// schemes come from its Tokens Studio `$themes.json` through
/// Tests/Fixtures/RealWorld/digdir-themes/colorgen.json, and its roles have the colors computed
/// independently of colorgen.
final class DigdirThemesCaseTests: XCTestCase {
    private static let caseID = "digdir-themes"
    private static let configPath = PackageRoot.url
        .appendingPathComponent("Tests/Fixtures/RealWorld/\(caseID)/colorgen.json").path
    /// The set with colors, font and radius tokens; the only file of the case that has non-color tokens.
    private static let themeSet = "digdir-designsystemet-tokens-studio/design-tokens/themes/designsystemet.json"

    /// The case's expected colors: token path → scheme name → `#rrggbbaa`.
    private func expectedColors() throws -> [String: [String: String]] {
        let realWorld = PackageRoot.url.deletingLastPathComponent().appendingPathComponent("shared/realworld")
        let cases = realWorld.appendingPathComponent("cases.json")
        guard FileManager.default.fileExists(atPath: cases.path) else {
            let message = "SKIPPED: \(cases.standardizedFileURL.path) is absent; place the shared/ folder beside the repository"
            print(message)
            throw XCTSkip(message)
        }
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: cases)) as? [String: Any])
        let all = try XCTUnwrap(root["cases"] as? [[String: Any]])
        let entry = try XCTUnwrap(all.first { $0["id"] as? String == Self.caseID })
        var expected: [String: [String: String]] = [:]
        for item in try XCTUnwrap(entry["expect"] as? [[String: Any]]) {
            expected[try XCTUnwrap(item["token"] as? String)] = try XCTUnwrap(item["expect"] as? [String: String])
        }
        return expected
    }

    /// Generates the case and checks every listed color; `overlay` replaces files by path.
    private func check(overlay: [String: String] = [:]) throws -> [Diagnostic] {
        let expected = try expectedColors()
        let resolved = Generator.resolveRoles(configPath: Self.configPath, loader: RepositoryLoader(overlay: overlay))
        guard let roles = resolved.roles else { return resolved.diagnostics.filter { $0.severity == .error } }
        XCTAssertEqual(roles.schemes, ["Dark", "Light"], "one scheme per theme of \"Color scheme\", in $themes.json order")
        for (token, colors) in expected {
            let role = try XCTUnwrap(roles.roles.first { $0.path.description == token }, "no role \(token)")
            for (scheme, color) in colors {
                let index = try XCTUnwrap(roles.schemes.firstIndex(of: scheme), "no scheme \(scheme)")
                XCTAssertEqual(hexWithAlpha(role.colors[index]), color, "\(token) in \(scheme)")
            }
        }
        return []
    }

    private func hexWithAlpha(_ color: RGBA) -> String {
        color.hex + String(format: "%02x", color.alpha8Bit)
    }

    /// The real files as they are. Until `generate` tolerates Tokens Studio's non-color types and
    /// math in the theme set (issue 11, item 1), the case can fail only with those errors, all in
    /// that set; the test then skips saying so, and any other error fails it.
    func testTheCaseGeneratesItsExpectedColors() throws {
        let errors = try check()
        guard !errors.isEmpty else { return }
        let others = errors.filter { error in
            !(error.location?.path.hasSuffix(Self.themeSet) ?? false)
                || !(error.message.contains("is not a DTCG token type") || error.message.contains("the dimension value"))
        }
        XCTAssertEqual(others.map(\.description), [], "errors other than the non-color tokens of the theme set")
        let message = "SKIPPED: \(Self.caseID) fails only on the non-color tokens of \(Self.themeSet) "
            + "(fontFamilies, fontWeights, math in dimensions: \(errors.count) errors), which generate must tolerate"
        print(message)
        throw XCTSkip(message)
    }

    /// The same case with the theme set's non-color groups left out (its `color` group as written):
    /// everything the `$themes.json` path itself does, checked now.
    func testTheCaseGeneratesItsExpectedColorsWithTheThemeSetsColorsOnly() throws {
        _ = try expectedColors()
        let path = SourcePath.normalize(PackageRoot.url.deletingLastPathComponent().path + "/shared/realworld/" + Self.themeSet)
        let set = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let colorsOnly = try JSONSerialization.data(withJSONObject: ["color": try XCTUnwrap(set["color"])], options: [.sortedKeys])
        let errors = try check(overlay: [path: try XCTUnwrap(String(data: colorsOnly, encoding: .utf8))])
        XCTAssertEqual(errors.map(\.description), [])
    }
}
