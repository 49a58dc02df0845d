// Tests the compose output's one warning listing the Material roles its ColorScheme leaves at Material's baseline.
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender

/// When the roles are Material's, the `ColorScheme` sets only the Material roles they have; one
/// warning names every other, which keeps Material's baseline color.
final class MaterialBaselineWarningTests: XCTestCase {
    func testTheMaterialRolesLeftAtBaselineAreListedInOneWarning() {
        let given = ["primary", "onPrimary", "surface", "onSurface", "error"]
        let roles = given.map { (path: "theme.\($0)", colors: ["#112233", "#445566"]) }
        let result = RolesOnlyFixture.run(outputs: #"{"format": "compose", "path": "Colors.kt", "options": {"package": "p"}}"#,
                                          roles: roles)
        let left = MaterialColorRoles.names.filter { !given.contains($0) }
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains("Material") }.map(\.message), [
            "the Material ColorScheme takes 5 of Material 3's 36 color roles from the roles; 31 stay at Material's baseline "
                + "(\(left.joined(separator: ", "))): add roles of those names beside the others to set them",
        ])
        XCTAssertEqual(left.count, 31)
    }

    func testNoWarningWithoutMaterialRoles() {
        let result = RolesOnlyFixture.run(outputs: #"{"format": "compose", "path": "Colors.kt", "options": {"package": "p"}}"#)
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains("Material") }.map(\.message), [])
    }
}
