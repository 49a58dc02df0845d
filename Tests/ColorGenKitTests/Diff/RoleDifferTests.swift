// Tests RoleDiffer and Generator.diff on small in-memory role sets: each change in its section.
import XCTest
@testable import ColorGenKit
import ColorGenModel
import ColorMath
import SourceDiagnostics

/// ``RoleDiffer`` and ``Generator/diff(old:new:threshold:)`` on small role sets held in memory.
final class RoleDifferTests: XCTestCase {
    private func roles(_ colors: [(String, String)], background: String = "#ffffff") -> ColorRoleSet {
        let all = [("background.light", background)] + colors
        return ColorRoleSet(schemes: ["light"], roles: all.map { SchemeRole(path: RolePath(dotted: $0.0), colors: [RGBA(hex: $0.1)!]) },
                            rulesVersion: .version2)
    }

    func testSortsEachRoleIntoItsSection() throws {
        let old = roles([("text.onBackground.body", "#000000"), ("text.onBackground.hint", "#999999"), ("fill.a", "#808080"),
                         ("fill.b", "#808080"), ("fill.gone", "#123456"), ("fill.alpha", "#80808080")])
        let new = roles([("text.onBackground.body", "#aaaaaa"), ("text.onBackground.hint", "#595959"), ("fill.a", "#818181"),
                         ("fill.b", "#808080"), ("fill.alpha", "#80808081"), ("fill.new", "#654321")])
        let diff = RoleDiffer.compare(old, label: "a", with: new, label: "b")
        let scheme = try XCTUnwrap(diff.schemes.first)
        XCTAssertEqual(scheme.contrastFlips.map(\.path.description), ["text.onBackground.body", "text.onBackground.hint"],
                       "the regression comes before the improvement")
        XCTAssertEqual(scheme.contrastFlips.map(\.flip), [.regression, .improvement])
        XCTAssertEqual(scheme.belowThreshold.map(\.path.description), ["fill.a"])
        XCTAssertEqual(scheme.changed.map(\.path.description), ["fill.alpha"], "another alpha is never invisible")
        XCTAssertEqual(scheme.added.map(\.path.description), ["fill.new"])
        XCTAssertEqual(scheme.removed.map(\.path.description), ["fill.gone"])
        XCTAssertEqual(scheme.unchangedCount, 2)
        XCTAssertTrue(diff.hasChanges)
        XCTAssertTrue(diff.hasContrastRegressions)
        XCTAssertEqual(scheme.contrastRegressionCount, 1)

        let strict = RoleDiffer.compare(old, label: "a", with: new, label: "b", threshold: 0)
        XCTAssertEqual(strict.schemes[0].changed.map(\.path.description), ["fill.a", "fill.alpha"])
    }

    func testAnAddedFailingContentRoleIsARegression() {
        let diff = RoleDiffer.compare(roles([]), label: "a", with: roles([("text.onBackground.body", "#eeeeee")]), label: "b")
        XCTAssertEqual(diff.schemes[0].added.first?.contrast?.passes, false)
        XCTAssertTrue(diff.hasContrastRegressions)
    }

    func testTextSwatchesAre24BitBackgroundsOnlyWhenAsked() {
        let diff = RoleDiffer.compare(roles([("fill.a", "#5a478f")]), label: "a", with: roles([("fill.a", "#b0a0e080")]), label: "b")
        let colored = RoleDiffFormat.text.render(diff, swatches: true)
        // The translucent color is shown over white: 0xb0 * 128/255 + 255 * 127/255 = 215.4.
        XCTAssertTrue(colored.contains("    fill.a  \u{1B}[48;2;90;71;143m  \u{1B}[0m #5a478f → \u{1B}[48;2;215;207;239m  \u{1B}[0m #b0a0e080  ΔE OK"),
                      colored.debugDescription)
        let plain = RoleDiffFormat.text.render(diff)
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(plain.contains("    fill.a  #5a478f → #b0a0e080  ΔE OK"), plain)
    }

    func testGeneratorDiffReadsEachSideThroughItsOwnLoader() throws {
        let config = #"{"schemes": {"light": ["s.tokens.json"]}, "outputs": []}"#
        func side(_ hex: String, label: String) -> DiffSide {
            let components = stride(from: 1, to: 7, by: 2).map { index -> String in
                let digits = hex.dropFirst(index).prefix(2)
                return String(Double(Int(digits, radix: 16)!) / 255)
            }
            let tokens = #"{"fill": {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))]}}}}"#
            return DiffSide(label: label, configPath: "c.json",
                            loader: InMemorySourceLoader(texts: ["c.json": config, "s.tokens.json": tokens]))
        }
        let result = Generator.diff(old: side("#000000", label: "old"), new: side("#ffffff", label: "new"))
        XCTAssertEqual(result.oldDiagnostics, [])
        let change = try XCTUnwrap(result.diff?.schemes.first?.changed.first)
        XCTAssertEqual(change.deltaEOK, 1, accuracy: 0.001)

        let broken = DiffSide(label: "broken", configPath: "c.json", loader: InMemorySourceLoader(texts: ["c.json": "{"]))
        let failed = Generator.diff(old: broken, new: side("#ffffff", label: "new"))
        XCTAssertNil(failed.diff)
        XCTAssertEqual(failed.oldDiagnostics.first?.location?.path, "c.json")
        XCTAssertEqual(failed.newDiagnostics, [])
    }
}
