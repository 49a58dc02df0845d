// Compares every role of every named palette under every rules version with Tests/Golden/Resolve.
import TestSupport
import XCTest
@testable import ColorGenModel

/// Every role of every named palette under every rules version, compared with
/// `Tests/Golden/Resolve/rules-v<N>/<palette>.txt` (one `role.path #rrggbbaa` line per role).
/// Rewrite with `COLORGEN_UPDATE_GOLDEN=1` after a deliberate change, and review the diff.
final class RoleGoldenTests: XCTestCase {
    static let palettes: [NamedPalette] = [.wireframe, .spring, .beach, .twilight, .midnight]

    private func check(_ version: RulesVersion, file: StaticString = #filePath, line: UInt = #line) throws {
        for palette in Self.palettes {
            let roles = try resolvedRoles(palette, version)
            let text = roles.map(\.description).joined(separator: "\n") + "\n"
            GoldenFile.assertMatches(text, golden: "Resolve/rules-v\(version.rawValue)/\(palette.rawValue).txt",
                                     file: file, line: line)
        }
    }

    func testRulesVersion0() throws { try check(.version0) }
    func testRulesVersion1() throws { try check(.version1) }
    func testRulesVersion2() throws { try check(.version2) }
    func testRulesVersion3() throws { try check(.version3) }
}
