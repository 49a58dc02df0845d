// Checker for declared `contrast` pairs and pairs by name: matches role patterns, measures WCAG/APCA per scheme, reports.
import ColorMath
import SourceDiagnostics

/// The contrast pairs a `colorgen.json` declares (`"contrast"`) and those the roles' names declare
/// (``NamedContrastPairs``), measured in every scheme on the final colors, each scheme against its
/// own minimum (a pair's `increasedContrastMinimum` in a scheme serving increased contrast)
/// (docs/contrast-checks.md).
public enum DeclaredContrastCheck {
    /// One foreground role on one background role in one scheme.
    public struct Result: Hashable, Sendable {
        /// The content role.
        public var foreground: RolePath
        /// The role it is drawn on.
        public var background: RolePath
        /// The scheme's name.
        public var scheme: String
        /// How it was measured.
        var metric: ContrastMetric
        /// The WCAG ratio, or the APCA Lc (signed: negative for light on dark).
        public var value: Double
        /// The least ratio or Lc magnitude that passes.
        public var minimum: Double
        /// What a failure is.
        public var level: Diagnostic.Severity
        /// The opaque color the content is measured on: the background composited over white.
        var backgroundColor: RGBA
        /// The content composited over ``backgroundColor``.
        var foregroundColor: RGBA
        /// Whether the pair comes from the roles' `on<Name>` names (``NamedContrastPairs``)
        /// rather than from the config's `"contrast"`.
        public var isAutomatic: Bool
        /// For a failing pair, the nearest color that passes; nil when it passes.
        public var suggestion: ContrastSuggestion?
        /// The token holding the foreground's color in this scheme, when the scheme defines it.
        public var literal: ColorLiteral?

        /// The failure in words: `text.muted on background.base in scheme "dark" reaches 2.72:1`.
        public var failureText: String {
            "\(foreground) on \(background) in scheme \"\(scheme)\" reaches \(valueText)"
        }

        /// The suggestion in words, `; #8e8e93 (same hue, lighter) reaches 4.52:1`, or nothing.
        public var suggestionText: String {
            guard let suggestion else { return "" }
            return suggestion.text(from: foregroundColor, background: background.description, valueText: text(of:))
        }

        /// `value` written as ``valueText`` writes the pair's own.
        private func text(of value: Double) -> String {
            metric == .wcag2 ? ContrastText.ratio(value) + ":1" : "Lc " + ContrastText.ratio(value)
        }

        /// Whether the pair reaches its minimum (for APCA, the magnitude of Lc).
        public var passes: Bool { abs(value) >= minimum }

        /// `4.49:1` or `Lc 58.14`, cut to two decimals.
        public var valueText: String { text(of: value) }

        /// `4.5:1` or `Lc 60`.
        public var minimumText: String {
            metric == .wcag2 ? ContrastText.number(minimum) + ":1" : "Lc " + ContrastText.number(minimum)
        }
    }

    /// Every declared pair in every scheme, then every pair by name (``NamedContrastPairs``)
    /// that no declared entry covers (matching both its roles), and a diagnostic for each failure: a declared
    /// pair's at its place in `colorgen.json` (an error or a warning, per the pair's or the
    /// config's level), a pair by name's a warning at the content role's definition; and an error
    /// for each pattern that matches no role.
    public static func check(_ roles: ColorRoleSet, config: ColorGenConfig) -> (results: [Result], diagnostics: [Diagnostic]) {
        var results: [Result] = []
        var diagnostics: [Diagnostic] = []
        for spec in config.contrastChecks {
            let foregrounds = roles.roles.indices.filter { spec.foreground.value.matches(roles.roles[$0].path) }
            let backgrounds = roles.roles.indices.filter { spec.background.value.matches(roles.roles[$0].path) }
            for (pattern, matched) in [(spec.foreground, foregrounds), (spec.background, backgrounds)] where matched.isEmpty {
                let suggestion = Suggestion.hint(for: pattern.value.description, in: roles.roles.map(\.path.description))
                diagnostics.append(.error("contrast pair names '\(pattern.value)', which matches no role" + suggestion,
                                          at: pattern.location))
            }
            let level = spec.level ?? config.contrastLevel
            for schemeIndex in roles.schemes.indices {
                let minimum = spec.minimum(at: config.contrastLevel(ofScheme: roles.schemes[schemeIndex]))
                for foreground in foregrounds {
                    for background in backgrounds where background != foreground {
                        let result = measure(roles, foreground, on: background, scheme: schemeIndex, metric: spec.metric,
                                             minimum: minimum, level: level, isAutomatic: false)
                        results.append(result)
                        guard !result.passes else { continue }
                        let message = "\(result.failureText), below the declared minimum \(result.minimumText); "
                            + result.suggestionText
                        diagnostics += at(result, message: message, level: level, pairLocation: spec.location,
                                          pairNote: "the pair is declared here")
                    }
                }
            }
        }
        guard config.contrastByName else { return (results, diagnostics) }
        // A pair the config declares itself (both its roles matched by one entry) is left to that entry.
        let named = NamedContrastPairs.pairs(in: roles.roles).filter { pair in
            !config.contrastChecks.contains { spec in
                spec.foreground.value.matches(roles.roles[pair.foreground].path)
                    && spec.background.value.matches(roles.roles[pair.background].path)
            }
        }
        for schemeIndex in roles.schemes.indices {
            let minimum = ContrastPairs.Content.text.minimumRatio(increasedContrast: roles.servesIncreasedContrast(scheme: schemeIndex))
            for pair in named {
                let result = measure(roles, pair.foreground, on: pair.background, scheme: schemeIndex, metric: .wcag2,
                                     minimum: minimum, level: .warning, isAutomatic: true)
                results.append(result)
                guard !result.passes else { continue }
                let definition = roles.definition(of: result.foreground, scheme: schemeIndex)
                    ?? SourceLocation(path: config.path, line: 1, column: 1)
                let message = "\(result.failureText), below \(result.minimumText) for text (paired by the name "
                    + "\(result.foreground.segments.last ?? ""); declare the pair in \"contrast\" to choose its minimum, "
                    + "or set \"contrastByName\": false); \(result.suggestionText)"
                diagnostics += at(result, message: message, level: .warning, pairLocation: definition, pairNote: nil)
            }
        }
        return (results, diagnostics)
    }

    /// A failure's diagnostic at the token holding the foreground's color (`pairLocation` when the
    /// scheme does not define it in a file), with a note at each alias that leads there and, given
    /// `pairNote`, one at `pairLocation`.
    private static func at(_ result: Result, message: String, level: Diagnostic.Severity,
                           pairLocation: SourceLocation, pairNote: String?) -> [Diagnostic] {
        guard let literal = result.literal else {
            return [level == .error ? .error(message, at: pairLocation) : .warning(message, at: pairLocation)]
        }
        var diagnostics = [level == .error ? Diagnostic.error(message, at: literal.location)
                           : .warning(message, at: literal.location)]
        var target = literal.path
        for alias in literal.aliases.reversed() {
            diagnostics.append(.attachedNote("\(alias.path) takes its color from \(target)", at: alias.location))
            target = alias.path
        }
        if let pairNote { diagnostics.append(.attachedNote(pairNote, at: pairLocation)) }
        return diagnostics
    }

    /// `foreground` (a role position) measured on `background` in scheme `scheme` as a screen
    /// shows it (``ScreenComposite``): the background composited over white, the content over it,
    /// every blend on 8-bit steps, and the least contrast over their roundings (for APCA, the Lc
    /// of least magnitude, with its sign).
    private static func measure(_ roles: ColorRoleSet, _ foreground: Int, on background: Int, scheme: Int,
                                metric: ContrastMetric, minimum: Double, level: Diagnostic.Severity,
                                isAutomatic: Bool) -> Result {
        let backgroundColor = roles.roles[background].colors[scheme]
        let content = roles.roles[foreground].colors[scheme]
        let least = leastContrast(of: content, on: ScreenComposite(backdrop: backgroundColor), metric: metric)
        var result = Result(foreground: roles.roles[foreground].path, background: roles.roles[background].path,
                            scheme: roles.schemes[scheme], metric: metric, value: least.value, minimum: minimum, level: level,
                            backgroundColor: least.background, foregroundColor: least.foreground, isAutomatic: isAutomatic)
        guard !result.passes else { return result }
        result.suggestion = .nearest(foreground: content, background: backgroundColor,
                                     value: { leastContrast(of: $0, on: $1, metric: metric).value },
                                     passes: { abs($0) >= minimum })
        result.literal = roles.literal(of: result.foreground, scheme: scheme)
        return result
    }

    /// The least contrast by `metric` a screen shows for `content` on `beneath` (for APCA, the Lc
    /// of least magnitude, with its sign), with the colors that give it.
    static func leastContrast(of content: RGBA, on beneath: ScreenComposite, metric: ContrastMetric)
        -> (value: Double, foreground: RGBA, background: RGBA) {
        switch metric {
        case .wcag2:
            return beneath.leastContrastRatio(of: content)
        case .apca:
            let least = beneath.leastContrast(of: content) { abs($0.apcaContrast(on: $1)) }
            return (least.foreground.apcaContrast(on: least.background), least.foreground, least.background)
        }
    }
}
