// Tests backgrounds, icons, checkboxes, progress, tables, severity (rules §3, §5), hand-resolved.
import XCTest
@testable import ColorGenModel

/// docs/color-rules-contract.md §3.1-3.3, 3.11-3.20 and the RVS_Checkbox tint (§5), against hand-resolved values.
final class OtherRuleTests: XCTestCase {
    func testBackgroundsAndIcons() throws {
        let roles = try resolvedRoles(.spring)
        XCTAssertEqual(roles.hex("background.light"), "#ffffff")
        XCTAssertEqual(roles.hex("background.primary"), "#7b67b3")
        XCTAssertEqual(roles.hex("icon.tinted.onBackground"), "#eb8231")
        XCTAssertEqual(roles.hex("icon.tinted.onPrimary"), "#ffffff")
        XCTAssertEqual(roles.hex("icon.tinted.onAccent"), "#eb8231")
    }

    func testMidnightCheckboxClampsPrimaryDarkToPrimary() throws {
        let roles = try resolvedRoles(.midnight)
        for state in ["on", "clear"] {
            XCTAssertEqual(roles.hex("checkbox.onBackground.\(state).background"), "#211a34")
            XCTAssertEqual(roles.hex("checkbox.onBackground.\(state).border"), "#211a34")
            XCTAssertEqual(roles.hex("checkbox.onBackground.\(state).checkmark"), "#ffffff")
            XCTAssertEqual(roles.hex("checkbox.onPrimary.\(state).background"), "#4168ca")
            XCTAssertEqual(roles.hex("checkbox.onPrimary.\(state).border"), "#7692d9")
        }
        XCTAssertEqual(roles.hex("checkbox.onPrimary.off.checkmark"), "#00000000")
        XCTAssertEqual(roles.hex("checkbox.onPrimary.off.background"), "#ffffff")
        XCTAssertEqual(roles.hex("checkbox.onPrimary.off.border"), "#c3c7d1")
    }

    func testBeachCheckboxCheckmarkFollowsTheInnerTilesStyle() throws {
        let roles = try resolvedRoles(.beach)
        XCTAssertEqual(roles.hex("checkbox.onBackground.on.background"), "#7ec8cc")  // primary.dark
        XCTAssertEqual(roles.hex("checkbox.onBackground.on.border"), "#afdddf")
        XCTAssertEqual(roles.hex("checkbox.onBackground.on.checkmark"), "#575e71")  // very dark gray
    }

    func testCheckboxTintFollowsRVSCheckbox() throws {
        let roles = try resolvedRoles(.wireframe)
        XCTAssertEqual(roles.hex("checkbox.onBackground.tint.normal"), "#2a2a2a")
        XCTAssertEqual(roles.hex("checkbox.onBackground.tint.pressed"), "#2a2a2a80")
        XCTAssertEqual(roles.hex("checkbox.onBackground.tint.disabled"), "#c3c7d180")
        XCTAssertEqual(roles.hex("checkbox.onSecondary.tint.pressed"), "#ffffff80")
        XCTAssertEqual(try resolvedRoles(.wireframe, .version0).hex("checkbox.onBackground.tint.pressed"), "#313f5680")
    }

    func testRoundedCheckmarkProgressAndCompletion() throws {
        let roles = try resolvedRoles(.midnight)
        XCTAssertEqual(roles.hex("checkmark.rounded.checkmark"), "#ffffff")
        XCTAssertEqual(roles.hex("checkmark.rounded.fill"), "#4168ca")
        XCTAssertEqual(roles.hex("checkmark.rounded.border"), "#4168ca")
        XCTAssertEqual(roles.hex("progress.bar.filled"), "#a71c5d")
        XCTAssertEqual(roles.hex("progress.bar.unfilled"), "#eaebee")
        XCTAssertEqual(roles.hex("completion.gradient.min"), "#98e3bf")
        XCTAssertEqual(roles.hex("completion.gradient.max"), "#63d49e")
        XCTAssertEqual(try resolvedRoles(.beach).hex("checkmark.rounded.checkmark"), "#575e71")
    }

    func testProgressDialStyles() throws {
        let roles = try resolvedRoles(.midnight)
        XCTAssertEqual(roles.hex("progress.dial.primary.filled"), "#3d3062")
        XCTAssertEqual(roles.hex("progress.dial.primary.inner"), "#211a34")
        XCTAssertEqual(roles.hex("progress.dial.primary.unfilled"), "#eaebee")
        XCTAssertEqual(roles.hex("progress.dial.successGreen.filled"), "#98e3bf")
        XCTAssertEqual(roles.hex("progress.dial.errorRed.inner"), "#ee6070")
        XCTAssertEqual(roles.hex("progress.dial.default.filled"), "#a71c5d")
        XCTAssertEqual(roles.hex("progress.dial.default.unfilled"), "#eaebee")
        XCTAssertEqual(roles.hex("progress.dial.default.inner"), "#00000000")
        let rules = RulesVersion.version2.rules(for: NamedPalette.midnight.palette)
        XCTAssertTrue(rules.progressDial(on: tile("#211A34", lightStyle: true), style: nil).inner.usesLightStyle)
        XCTAssertFalse(rules.progressDial(on: tile("#FFFFFF"), style: nil).inner.usesLightStyle)
    }

    func testTablesSeparatorAndTextField() throws {
        let midnight = try resolvedRoles(.midnight)
        XCTAssertEqual(midnight.hex("table.cell.selected"), "#5a478f")  // primary uses light style: primary.veryLight
        XCTAssertEqual(midnight.hex("table.cell.unselected"), "#ffffff")
        XCTAssertEqual(midnight.hex("table.section"), "#ffffff")
        XCTAssertEqual(midnight.hex("separator"), "#eaebee")
        XCTAssertEqual(midnight.hex("textField.underline"), "#a71c5d")
        XCTAssertEqual(try resolvedRoles(.beach).hex("table.cell.selected"), "#fce5bd")  // accent.veryLight
    }

    func testSeverityScale() throws {
        let roles = try resolvedRoles(.beach)
        XCTAssertEqual(roles.hex("severity.none.fill"), "#e8fae8")
        XCTAssertEqual(roles.hex("severity.none.stroke"), "#c0ebc0")
        XCTAssertEqual(roles.hex("severity.mild.fill"), "#fff0d4")
        XCTAssertEqual(roles.hex("severity.mild.stroke"), "#ffe2ad")
        XCTAssertEqual(roles.hex("severity.moderate.fill"), "#ffe8d6")
        XCTAssertEqual(roles.hex("severity.moderate.stroke"), "#facfaf")
        XCTAssertEqual(roles.hex("severity.severe.fill"), "#fce9e6")
        XCTAssertEqual(roles.hex("severity.severe.stroke"), "#ffc5bd")
        XCTAssertEqual(roles.hex("severity.unselected.fill"), "#ffffff")
        XCTAssertEqual(roles.hex("severity.unselected.stroke"), "#c3c7d1")
    }

    func testTestPaletteUsesItsOwnGrayScale() throws {
        let roles = try resolvedRoles(.test)
        XCTAssertEqual(roles.hex("background.light"), "#ffe0d3")
        XCTAssertEqual(roles.hex("separator"), "#ffb191")
        XCTAssertEqual(roles.hex("severity.unselected.stroke"), "#ff834f")
    }
}
