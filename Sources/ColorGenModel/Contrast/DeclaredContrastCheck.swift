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
        /// The content role's color and the background role's, as the scheme gives them (before
        /// the screen composite), from which a failure's ``suggestion`` is found.
        var content: RGBA
        var backdrop: RGBA
        /// The token holding the foreground's color in this scheme, when the scheme defines it
        /// (looked up for failing pairs only).
        public var literal: ColorLiteral?

        /// For a failing pair, the nearest color that passes; nil when it passes. Found when asked
        /// for, not when measured: a pattern pair such as `"**"` on `"**"` can fail millions of
        /// times, and only the few reported, the preview and `colorgen fix` ask.
        public var suggestion: ContrastSuggestion? {
            guard !passes else { return nil }
            let metric = metric, minimum = minimum
            return .nearest(foreground: content, background: backdrop,
                            value: { DeclaredContrastCheck.leastContrast(of: $0, on: $1, metric: metric).value },
                            passes: { abs($0) >= minimum })
        }

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
        let literals = roles.schemes.indices.map { roles.literals(scheme: $0) }
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
                var failures = Failures()
                for foreground in foregrounds {
                    for background in backgrounds where background != foreground {
                        let result = measure(roles, foreground, on: background, scheme: schemeIndex, metric: spec.metric,
                                             minimum: minimum, level: level, isAutomatic: false, literals: literals[schemeIndex])
                        results.append(result)
                        if !result.passes { failures.add(result) }
                    }
                }
                diagnostics += failures.diagnostics(level: level, at: spec.location)
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
                                     minimum: minimum, level: .warning, isAutomatic: true, literals: literals[schemeIndex])
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

    /// One declared entry's failing pairs in one scheme, as they are reported: a pattern pair
    /// such as `"**"` on `"**"` can match millions, so only the ``shown`` worst are kept, and how
    /// many there are in all.
    private struct Failures {
        /// How many failing pairs are reported one by one.
        static let shown = 3
        /// The worst failures so far, each with its place among all failures, worst first.
        private var worst: [(result: Result, order: Int)] = []
        /// How many pairs failed.
        private var count = 0

        /// How far `result` is below its minimum: the smaller, the worse.
        private static func reach(_ result: Result) -> Double { abs(result.value) / result.minimum }

        /// Counts `result`, keeping it if it is among the worst.
        mutating func add(_ result: Result) {
            defer { count += 1 }
            guard worst.count < Self.shown || Self.reach(result) < Self.reach(worst[worst.count - 1].result) else { return }
            let index = worst.firstIndex { Self.reach(result) < Self.reach($0.result) } ?? worst.count
            worst.insert((result, count), at: index)
            if worst.count > Self.shown { worst.removeLast() }
        }

        /// A diagnostic of `level` at `location` for each of the worst failures, in the order
        /// the pairs were found, and a note with how many more fail.
        func diagnostics(level: Diagnostic.Severity, at location: SourceLocation) -> [Diagnostic] {
            var diagnostics = worst.sorted { $0.order < $1.order }.map(\.result).flatMap { result in
                DeclaredContrastCheck.at(result, message: "\(result.failureText), below the declared minimum "
                                         + "\(result.minimumText); \(result.suggestionText)", level: level,
                                         pairLocation: location, pairNote: "the pair is declared here")
            }
            if let scheme = worst.first?.result.scheme, count > worst.count {
                diagnostics.append(.attachedNote("\(count - worst.count) more pairs of this entry fail in scheme \"\(scheme)\" "
                                                 + "(the \(worst.count) furthest below the minimum are shown)", at: location))
            }
            return diagnostics
        }
    }

    /// A failure's diagnostic at the token holding the foreground's color (`pairLocation` when the
    /// scheme does not define it in a file), with a note at each alias that leads there and, given
    /// `pairNote`, one at `pairLocation`.
    fileprivate static func at(_ result: Result, message: String, level: Diagnostic.Severity,
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
                                isAutomatic: Bool, literals: [RolePath: ColorLiteral]) -> Result {
        let backgroundColor = roles.roles[background].colors[scheme]
        let content = roles.roles[foreground].colors[scheme]
        let least = leastContrast(of: content, on: ScreenComposite(backdrop: backgroundColor), metric: metric)
        var result = Result(foreground: roles.roles[foreground].path, background: roles.roles[background].path,
                            scheme: roles.schemes[scheme], metric: metric, value: least.value, minimum: minimum, level: level,
                            backgroundColor: least.background, foregroundColor: least.foreground, isAutomatic: isAutomatic,
                            content: content, backdrop: backgroundColor)
        if !result.passes { result.literal = literals[result.foreground] }
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
