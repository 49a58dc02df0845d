// Renders `colorgen diff --format json`, the document described by docs/diff.schema.json.
import ColorGenModel
import ColorGenRender
import SourceDiagnostics

/// The `json` format of `colorgen diff`, described by docs/diff.schema.json: every section of
/// every scheme in full (invisible changes listed too), numbers to four decimals.
enum RoleDiffJSONReport {
    /// The version of the document's layout, `formatVersion` in it.
    static let formatVersion = 1

    static func render(_ diff: RoleDiff) -> String {
        let schemes = diff.schemes.map { scheme in
            object([
                ("name", string(scheme.name)),
                ("summary", object([
                    ("contrastFlips", "\(scheme.contrastFlips.count)"),
                    ("contrastRegressions", "\(scheme.contrastRegressionCount)"),
                    ("changed", "\(scheme.changed.count)"),
                    ("added", "\(scheme.added.count)"),
                    ("removed", "\(scheme.removed.count)"),
                    ("belowThreshold", "\(scheme.belowThreshold.count)"),
                    ("unchanged", "\(scheme.unchangedCount)"),
                ])),
                ("contrastFlips", array(scheme.contrastFlips.map(change))),
                ("changed", array(scheme.changed.map(change))),
                ("belowThreshold", array(scheme.belowThreshold.map(change))),
                ("added", array(scheme.added.map(value))),
                ("removed", array(scheme.removed.map(value))),
            ])
        }
        // Listed only when a role became deprecated, so that diffs of designs without deprecations read as before.
        let deprecated = diff.deprecated.isEmpty ? [] : [("deprecated", array(diff.deprecated.map(deprecated)))]
        return object([
            ("formatVersion", "\(formatVersion)"),
            ("old", side(diff.old)),
            ("new", side(diff.new)),
            ("threshold", number(diff.threshold)),
            ("hasChanges", diff.hasChanges ? "true" : "false"),
            ("hasContrastRegressions", diff.hasContrastRegressions ? "true" : "false"),
            ("schemesOnlyInOld", array(diff.schemesOnlyInOld.map(string))),
            ("schemesOnlyInNew", array(diff.schemesOnlyInNew.map(string))),
        ] + deprecated + [
            ("schemes", array(schemes)),
        ]) + "\n"
    }

    private static func side(_ side: RoleDiff.Side) -> String {
        object([("label", string(side.label)), ("rulesVersion", "\(side.rulesVersion.rawValue)"),
                ("schemes", array(side.schemes.map(string)))])
    }

    private static func change(_ change: RoleChange) -> String {
        var members = [("role", string(change.path.description)), ("old", string(change.old.hexWithAlpha)),
                       ("new", string(change.new.hexWithAlpha)), ("deltaEOK", number(change.deltaEOK)),
                       ("oldContrast", contrast(change.oldContrast)), ("newContrast", contrast(change.newContrast))]
        if let flip = change.flip { members.append(("flip", string(flip.rawValue))) }
        return object(members)
    }

    private static func deprecated(_ role: DeprecatedRole) -> String {
        object([("role", string(role.path.description)),
                ("message", role.deprecation.message.map(string) ?? "null"),
                ("replacement", role.deprecation.replacement.map { string($0.description) } ?? "null")])
    }

    private static func value(_ role: RoleValue) -> String {
        object([("role", string(role.path.description)), ("color", string(role.color.hexWithAlpha)),
                ("contrast", contrast(role.contrast))])
    }

    private static func contrast(_ measurement: ContrastPairs.Measurement?) -> String {
        guard let measurement else { return "null" }
        return object([("ratio", number(measurement.ratio)), ("minimum", number(measurement.minimum)),
                       ("passes", measurement.passes ? "true" : "false"),
                       ("background", string(measurement.background.hexWithAlpha))])
    }

    private static func string(_ text: String) -> String { JSONText.quoted(text) }

    /// A number to four decimals without trailing zeros.
    private static func number(_ value: Double) -> String {
        var text = PrintfNumber.text(value, format: "%.4f")
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Members written one per line, nested values indented by two more spaces.
    private static func object(_ members: [(String, String)]) -> String {
        guard !members.isEmpty else { return "{}" }
        let lines = members.map { "  " + JSONText.quoted($0.0) + ": " + indented($0.1) }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    private static func array(_ elements: [String]) -> String {
        guard !elements.isEmpty else { return "[]" }
        return "[\n" + elements.map { "  " + indented($0) }.joined(separator: ",\n") + "\n]"
    }

    private static func indented(_ text: String) -> String {
        text.replacingEvery("\n", with: "\n  ")
    }
}
