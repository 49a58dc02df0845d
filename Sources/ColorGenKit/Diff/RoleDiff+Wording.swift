// Wording every `colorgen diff` report format shares: side labels, summaries, scheme mismatches.
import ColorGenModel

/// Wording the report formats share, so every format says the same thing the same way.
extension RoleDiff {
    /// `old/colorgen.json (rules 2)`.
    static func sideText(_ side: Side) -> String {
        "\(side.label) (rules \(side.rulesVersion.rawValue))"
    }

    /// The threshold as written, `0.02`.
    var thresholdText: String { PrintfNumber.text(threshold, format: "%g") }

    /// The report's terms in plain words, where a reader first meets them: ΔE OK, invisible, a
    /// contrast flip.
    var termsText: String {
        "ΔE OK is how different two colors look (their distance in the OKLab color space; 0.02 is about the least "
            + "difference an eye notices), and changes below ΔE OK \(thresholdText) count as invisible. A contrast flip "
            + "is a role that met its contrast minimum and now fails it (a regression), or the other way round (an "
            + "improvement), whether its own color or the one it is drawn on changed"
    }

    /// The warning about schemes only one side has, or nil when both have the same.
    public var schemeMismatchText: String? {
        guard !schemesOnlyInOld.isEmpty || !schemesOnlyInNew.isEmpty else { return nil }
        var parts: [String] = []
        if !schemesOnlyInOld.isEmpty {
            parts.append(Self.schemeList(schemesOnlyInOld) + " only in " + old.label)
        }
        if !schemesOnlyInNew.isEmpty {
            parts.append(Self.schemeList(schemesOnlyInNew) + " only in " + new.label)
        }
        return parts.joined(separator: ", ") + "; the other schemes are compared by name"
    }

    private static func schemeList(_ names: [String]) -> String {
        (names.count == 1 ? "scheme " : "schemes ") + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension SchemeRoleDiff {
    /// `2 contrast flips (1 regression, 1 improvement), 3 changed, 1 added, 2 invisible, 250 unchanged`, or
    /// `no changes (255 roles)`.
    var summaryText: String {
        guard hasChanges else { return "no changes (\(unchangedCount) roles)" }
        var parts: [String] = []
        if !contrastFlips.isEmpty {
            let regressions = contrastFlips.filter { $0.flip == .regression }.count
            let improvements = contrastFlips.count - regressions
            let kinds = [(regressions, "regression"), (improvements, "improvement")].filter { $0.0 > 0 }
                .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            parts.append("\(contrastFlips.count) contrast flip\(contrastFlips.count == 1 ? "" : "s") (\(kinds.joined(separator: ", ")))")
        }
        if !changed.isEmpty { parts.append("\(changed.count) changed") }
        if !added.isEmpty { parts.append("\(added.count) added") }
        if !removed.isEmpty { parts.append("\(removed.count) removed") }
        if !belowThreshold.isEmpty { parts.append("\(belowThreshold.count) invisible") }
        parts.append("\(unchangedCount) unchanged")
        return parts.joined(separator: ", ")
    }

    /// `2 roles changed invisibly (ΔE OK below 0.02, at most 0.004)`, or nil when none did.
    func belowThresholdText(threshold: String) -> String? {
        guard let largest = belowThreshold.map(\.deltaEOK).max() else { return nil }
        let count = belowThreshold.count
        return "\(count) role\(count == 1 ? "" : "s") changed invisibly (ΔE OK below \(threshold), at most "
            + RoleChange.deltaText(largest) + ")"
    }
}

extension RoleChange {
    /// ΔE OK to three decimals.
    static func deltaText(_ delta: Double) -> String { PrintfNumber.text(delta, format: "%.3f") }

    /// `4.62:1 pass → 3.10:1 fail`, `4.62:1 pass` when only one side is measured, or nil for
    /// non-content. When what the role is drawn on changed, that change first:
    /// `background primary #5a478f → #b0a0e0, contrast 7.68:1 pass → 2.34:1 fail (needs 4.5)`.
    var contrastText: String? {
        switch (oldContrast, newContrast) {
        case let (old?, new?) where old.background.hexWithAlpha != new.background.hexWithAlpha:
            "background \(new.pair.background) \(old.background.hexWithAlpha) → \(new.background.hexWithAlpha), "
                + "contrast \(old.verdictText) → \(new.verdictWithSuggestionText)"
        case let (old?, new?): "\(old.verdictText) → \(new.verdictWithSuggestionText)"
        case let (old?, nil): "\(old.verdictText) → not measured"
        case let (nil, new?): "not measured → \(new.verdictWithSuggestionText)"
        case (nil, nil): nil
        }
    }
}

extension ContrastPairs.Measurement {
    /// `4.62:1 pass` or `3.10:1 fail (needs 4.5)`.
    var verdictText: String {
        "\(ratioText):1 " + (passes ? "pass" : "fail (needs \(minimumText))")
    }

    /// ``verdictText`` with the nearest passing color of a failure: `3.10:1 fail (needs 4.5; try #767676 (4.54:1))`.
    var verdictWithSuggestionText: String {
        guard let suggestion, !passes else { return verdictText }
        return "\(ratioText):1 fail (needs \(minimumText); \(suggestion.shortText))"
    }
}
