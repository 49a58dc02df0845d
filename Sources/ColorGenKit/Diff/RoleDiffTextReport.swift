// Terminal writer for `colorgen diff`: header, per-scheme summary and role lines, optional 24-bit swatches.
import ColorMath

/// The `text` format of `colorgen diff`: a header, then per scheme its summary line and one line
/// per role, contrast flips first. With swatches, each color is preceded by a two-cell block in
/// that color (24-bit ANSI background; a translucent color shown over white).
enum RoleDiffTextReport {
    static func render(_ diff: RoleDiff, swatches: Bool) -> String {
        var lines = ["colorgen diff: \(RoleDiff.sideText(diff.old)) → \(RoleDiff.sideText(diff.new))",
                     diff.termsText]
        if let mismatch = diff.schemeMismatchText { lines.append("warning: " + mismatch) }
        let color = { (rgba: RGBA) in swatch(rgba, shown: swatches) + rgba.hexWithAlpha }
        if !diff.deprecated.isEmpty {
            lines += ["", "deprecated:"] + diff.deprecated.map { "  " + $0.text }
        }
        for scheme in diff.schemes {
            lines.append("")
            lines.append("\(scheme.name): \(scheme.summaryText)")
            if !scheme.contrastFlips.isEmpty {
                lines.append("  contrast flips:")
                for change in scheme.contrastFlips {
                    // A role whose own color stayed flips because what it is drawn on changed.
                    let colors = change.old.hexWithAlpha == change.new.hexWithAlpha
                        ? "\(color(change.new)) (same color)"
                        : "\(color(change.old)) → \(color(change.new))  ΔE OK \(RoleChange.deltaText(change.deltaEOK))"
                    lines.append("    \(change.flip?.rawValue ?? "") \(change.path)  \(colors)  \(change.contrastText ?? "")")
                }
            }
            if !scheme.changed.isEmpty {
                lines.append("  changed:")
                for change in scheme.changed {
                    lines.append("    \(change.path)  \(color(change.old)) → \(color(change.new))  "
                                 + "ΔE OK \(RoleChange.deltaText(change.deltaEOK))"
                                 + (change.contrastText.map { "  " + $0 } ?? ""))
                }
            }
            for (title, roles) in [("added", scheme.added), ("removed", scheme.removed)] where !roles.isEmpty {
                lines.append("  \(title):")
                for role in roles {
                    lines.append("    \(role.path)  \(color(role.color))" + (role.contrast.map { "  " + $0.verdictText } ?? ""))
                }
            }
            if let invisible = scheme.belowThresholdText(threshold: diff.thresholdText) {
                lines.append("  " + invisible)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two cells in `color` followed by a space, or nothing when swatches are off.
    private static func swatch(_ color: RGBA, shown: Bool) -> String {
        guard shown else { return "" }
        // The channels as the hex form rounds them, read back from its digits.
        let hex = Array(color.composited(over: RGBA(red: 1, green: 1, blue: 1)).hex.utf8.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { String(Int(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0) }
        return "\u{1B}[48;2;\(channels.joined(separator: ";"))m  \u{1B}[0m "
    }
}
