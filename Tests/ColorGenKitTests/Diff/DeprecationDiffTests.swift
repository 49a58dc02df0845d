// Tests that `colorgen diff` lists the roles that became deprecated, in every report format.
import Foundation
import XCTest
@testable import ColorGenKit
import ColorGenModel
import ColorMath

/// ``RoleDiff/deprecated``: roles of both sides that only the new side deprecates.
final class DeprecationDiffTests: XCTestCase {
    private func roles(deprecating deprecations: [String: RoleDeprecation]) -> ColorRoleSet {
        let paths = ["text.muted", "text.secondary", "accent", "border"]
        return ColorRoleSet(schemes: ["light"], roles: paths.map { path in
            SchemeRole(path: RolePath(dotted: path), colors: [RGBA(hex: "#5f6368")!],
                       documentation: RoleDocumentation(deprecation: deprecations[path]))
        }, rulesVersion: .version2)
    }

    func testListsTheRolesThatBecameDeprecatedOnly() throws {
        let rename = RoleDeprecation(message: "Renamed to text.muted", replacement: RolePath(dotted: "text.muted"))
        let old = roles(deprecating: ["border": RoleDeprecation(message: nil)])
        let new = roles(deprecating: ["text.secondary": rename, "accent": RoleDeprecation(message: nil),
                                      "border": RoleDeprecation(message: nil)])
        let diff = RoleDiffer.compare(old, label: "a", with: new, label: "b")
        XCTAssertEqual(diff.deprecated.map(\.path.description), ["text.secondary", "accent"], "border was deprecated before")
        XCTAssertTrue(diff.hasChanges)
        XCTAssertTrue(RoleDiffFormat.text.render(diff).contains("\ndeprecated:\n  text.secondary → text.muted: Renamed to text.muted\n  accent\n"))
        XCTAssertTrue(RoleDiffFormat.markdown.render(diff).contains("**Deprecated**\n\n- text.secondary → text.muted: Renamed to text.muted\n- accent\n"))
        let json = try JSONSerialization.jsonObject(with: Data(RoleDiffFormat.json.render(diff).utf8)) as? [String: Any]
        let listed = try XCTUnwrap(json?["deprecated"] as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["role"] as? String }, ["text.secondary", "accent"])
        XCTAssertEqual(listed.map { $0["replacement"] as? String }, ["text.muted", nil])
        XCTAssertEqual(listed.map { $0["message"] as? String }, ["Renamed to text.muted", nil])
        XCTAssertTrue(RoleDiffFormat.html.render(diff).contains("<li>text.secondary → text.muted: Renamed to text.muted</li>"))

        let none = RoleDiffer.compare(new, label: "a", with: new, label: "b")
        XCTAssertEqual(none.deprecated.count, 0)
        XCTAssertFalse(RoleDiffFormat.json.render(none).contains("deprecated"), "no deprecated list without a new deprecation")
    }
}
