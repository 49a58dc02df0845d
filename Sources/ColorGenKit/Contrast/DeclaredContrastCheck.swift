// Checker for user-declared `contrast` pairs: matches role patterns, measures WCAG/APCA per scheme, reports.
import ColorMath
import SourceDiagnostics

/// The contrast pairs a `colorgen.json` declares (`"contrast"`), measured in every scheme on the
/// final colors (docs/contrast-checks.md).
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
        public var metric: ContrastMetric
        /// The WCAG ratio, or the APCA Lc (signed: negative for light on dark).
        public var value: Double
        /// The least ratio or Lc magnitude that passes.
        public var minimum: Double
        /// What a failure is.
        public var level: Diagnostic.Severity

        /// Whether the pair reaches its minimum (for APCA, the magnitude of Lc).
        public var passes: Bool { abs(value) >= minimum }

        /// `4.49:1` or `Lc 58.14`, cut to two decimals.
        public var valueText: String {
            metric == .wcag2 ? ContrastText.ratio(value) + ":1" : "Lc " + ContrastText.ratio(value)
        }

        /// `4.5:1` or `Lc 60`.
        public var minimumText: String {
            metric == .wcag2 ? ContrastText.number(minimum) + ":1" : "Lc " + ContrastText.number(minimum)
        }
    }

    /// Every declared pair in every scheme, and a diagnostic at the pair's place in `colorgen.json`
    /// for each failure (an error or a warning, per the pair's or the config's level) and for
    /// each pattern that matches no role.
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
            for (schemeIndex, scheme) in roles.schemes.enumerated() {
                for foreground in foregrounds {
                    for background in backgrounds where background != foreground {
                        let beneath = ScreenComposite(backdrop: roles.roles[background].colors[schemeIndex])
                        let value = Self.leastValue(of: roles.roles[foreground].colors[schemeIndex], over: beneath, metric: spec.metric)
                        let result = Result(foreground: roles.roles[foreground].path, background: roles.roles[background].path,
                                            scheme: scheme, metric: spec.metric, value: value, minimum: spec.minimum, level: level)
                        results.append(result)
                        guard !result.passes else { continue }
                        let message = "\(result.foreground) on \(result.background) in scheme \"\(scheme)\" reaches "
                            + "\(result.valueText), below the declared minimum \(result.minimumText)"
                        diagnostics.append(level == .error ? .error(message, at: spec.location) : .warning(message, at: spec.location))
                    }
                }
            }
        }
        return (results, diagnostics)
    }

    /// The least contrast by `metric` that a screen can show for `content` over `beneath`
    /// (``ScreenComposite``): a WCAG ratio, or the APCA Lc of least magnitude, keeping its sign.
    private static func leastValue(of content: RGBA, over beneath: ScreenComposite, metric: ContrastMetric) -> Double {
        switch metric {
        case .wcag2:
            return beneath.leastContrastRatio(of: content).value
        case .apca:
            let least = beneath.leastContrast(of: content) { abs($0.apcaContrast(on: $1)) }
            return least.foreground.apcaContrast(on: least.background)
        }
    }
}
