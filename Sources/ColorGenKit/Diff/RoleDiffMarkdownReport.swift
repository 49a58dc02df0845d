import SourceDiagnostics

/// The `markdown` format of `colorgen diff`, for a pull-request comment: a heading per scheme with
/// its summary, then a table per section (contrast flips first). GitHub-flavoured Markdown.
enum RoleDiffMarkdownReport {
    static func render(_ diff: RoleDiff) -> String {
        var lines = ["## colorgen diff", "",
                     "\(code(RoleDiff.sideText(diff.old))) → \(code(RoleDiff.sideText(diff.new))). "
                        + diff.termsText + "."]
        if let mismatch = diff.schemeMismatchText {
            lines += ["", "> **Warning:** \(escaped(mismatch))."]
        }
        if !diff.deprecated.isEmpty {
            lines += ["", "**Deprecated**", ""] + diff.deprecated.map { "- " + escaped($0.text) }
        }
        for scheme in diff.schemes {
            lines += ["", "### \(escaped(scheme.name)): \(scheme.summaryText)"]
            if !scheme.contrastFlips.isEmpty {
                lines += ["", "**Contrast flips**", "", "| flip | role | old | new | ΔE OK | contrast |", "|---|---|---|---|---|---|"]
                for change in scheme.contrastFlips {
                    let mark = change.flip == .regression ? "❌ regression" : "✅ improvement"
                    lines.append("| \(mark) | \(code(change.path.description)) | \(code(change.old.hexWithAlpha)) | "
                                 + "\(code(change.new.hexWithAlpha)) | \(RoleChange.deltaText(change.deltaEOK)) | "
                                 + "\(change.contrastText ?? "") |")
                }
            }
            if !scheme.changed.isEmpty {
                lines += ["", "**Changed**", "", "| role | old | new | ΔE OK | contrast |", "|---|---|---|---|---|"]
                for change in scheme.changed {
                    lines.append("| \(code(change.path.description)) | \(code(change.old.hexWithAlpha)) | "
                                 + "\(code(change.new.hexWithAlpha)) | \(RoleChange.deltaText(change.deltaEOK)) | "
                                 + "\(change.contrastText ?? "") |")
                }
            }
            for (title, roles) in [("Added", scheme.added), ("Removed", scheme.removed)] where !roles.isEmpty {
                lines += ["", "**\(title)**", "", "| role | color | contrast |", "|---|---|---|"]
                for role in roles {
                    lines.append("| \(code(role.path.description)) | \(code(role.color.hexWithAlpha)) | "
                                 + "\(role.contrast?.verdictText ?? "") |")
                }
            }
            if let invisible = scheme.belowThresholdText(threshold: diff.thresholdText) {
                lines += ["", "_\(invisible)._"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as inline code that is safe in a table cell: backticks long enough for the text's
    /// own, and `|` escaped (GitHub reads `\|` as a pipe even inside code in a table).
    private static func code(_ text: String) -> String {
        let pipesEscaped = text.replacingEvery("|", with: "\\|")
        var fence = "`"
        while pipesEscaped.contains(fence) { fence += "`" }
        let padding = pipesEscaped.hasPrefix("`") || pipesEscaped.hasSuffix("`") ? " " : ""
        return fence + padding + pipesEscaped + padding + fence
    }

    /// `text` with Markdown's inline punctuation escaped, for prose that holds user names.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
