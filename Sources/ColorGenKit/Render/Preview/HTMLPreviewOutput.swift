import Foundation
import ColorMath
import Mustache
import SourceDiagnostics

/// The `html` format (also `colorgen preview`): one self-contained page, inline CSS only, no
/// script, that leads with what fails. It opens with a summary per scheme (pass and fail counts per
/// contrast target), the list of failing content roles linking to their rows, a navigation by
/// role group and the contrast pairs the configuration declares with their values; then every
/// role in every scheme side by side, grouped by role path, with its hex value and, for content
/// roles, its WCAG contrast on what it is drawn on (``ContrastPairs``) with a pass/fail mark. A
/// checkbox hides every row that passes (CSS `:has()`, no script). See docs/preview.md.
enum HTMLPreviewOutput {
    /// The html format has no options.
    static let options: [OutputOption] = []

    static func render(_ context: RenderContext, path: String,
                       templates: FormatTemplates = .builtIn) throws(Diagnostic) -> [RenderedFile] {
        let roleSet = context.roles
        let measurements = roleSet.schemes.indices.map { ContrastPairs.measure(roleSet, scheme: $0) }
        var extensions = RenderContext.Extensions()
        extensions.role = { role in
            let cells: [TemplateValue] = roleSet.schemes.indices.map { index in
                cell(role.colors[index], scheme: roleSet.schemes[index], measurement: measurements[index][role.path])
            }
            let failing = measurements.contains { $0[role.path]?.passes == false }
            return [("html", .map(TemplateMap([("cells", .list(cells)), ("failing", .bool(failing))])))]
        }
        extensions.scheme = { index, _ in
            let measured = measurements[index].values
            let failing = measured.filter { !$0.passes }.count
            return [("contrastSummary", .string("\(measured.count - failing) of \(measured.count) content roles pass")),
                    ("html", .map(TemplateMap([("targets", .list(targets(measured))),
                                               ("increasedContrast", .bool(roleSet.servesIncreasedContrast(scheme: index)))])))]
        }
        let paired = roleSet.roles.filter { ContrastPairs.pair(for: $0.path) != nil }.count
        let failing = failures(roleSet, measurements)
        extensions.root = [("html", .map(TemplateMap([
            ("roleCount", .number(.integer(roleSet.roles.count))),
            ("schemeCount", .number(.integer(roleSet.schemes.count))),
            ("unmeasured", .number(.integer(paired - (measurements.first?.count ?? 0)))),
            ("failures", .list(failing)),
            ("hasFailures", .bool(!failing.isEmpty)),
            ("hasDeclared", .bool(!roleSet.declaredContrast.isEmpty)),
            ("groups", .list(groups(roleSet))),
            ("declared", .list(roleSet.declaredContrast.map(declared))),
        ])))]
        let bytes = try templates.render("html", context.value(extensions: extensions))
        return [RenderedFile(path: path, bytes: bytes)]
    }

    /// One role in one scheme: its color, and for content its sample drawn on its background.
    private static func cell(_ color: RGBA, scheme: String, measurement: ContrastPairs.Measurement?) -> TemplateValue {
        var map = TemplateMap([
            ("scheme", .string(scheme)),
            ("css", .string(CSSColor.displayP3Value(color) ?? CSSColor.value(color))),
            ("hex", .string(color.hexWithAlpha)),
            ("isOpaque", .bool(color.alpha8Bit == 255)),
            // false unless measured below (templates read missing names as errors).
            ("contrast", false),
        ])
        if let measurement {
            map["contrast"] = .map(TemplateMap([
                ("background", .string(CSSColor.value(measurement.background))),
                ("ratio", .string(measurement.ratioText)),
                ("minimum", .string(measurement.minimumText)),
                ("passes", .bool(measurement.passes)),
                ("isText", .bool(measurement.pair.content == .text)),
            ]))
        }
        return .map(map)
    }

    /// Pass and fail counts per target (text, then non-text) of one scheme's measurements.
    private static func targets(_ measured: Dictionary<RolePath, ContrastPairs.Measurement>.Values) -> [TemplateValue] {
        [ContrastPairs.Content.text, .nonText].compactMap { content in
            let ofContent = measured.filter { $0.pair.content == content }
            guard let minimum = ofContent.first?.minimum else { return nil }
            let passing = ofContent.filter(\.passes).count
            return .map(TemplateMap([
                ("content", .string(content == .text ? "text" : "non-text")),
                ("minimum", .string(ContrastText.number(minimum))),
                ("pass", .number(.integer(passing))),
                ("fail", .number(.integer(ofContent.count - passing))),
            ]))
        }
    }

    /// Every failing content role in every scheme, in scheme then catalogue order.
    private static func failures(_ roles: ColorRoleSet, _ measurements: [[RolePath: ContrastPairs.Measurement]]) -> [TemplateValue] {
        roles.schemes.indices.flatMap { index in
            roles.roles.compactMap { role -> TemplateValue? in
                guard let measured = measurements[index][role.path], !measured.passes else { return nil }
                return .map(TemplateMap([
                    ("path", .string(role.path.description)),
                    ("scheme", .string(roles.schemes[index])),
                    ("ratio", .string(ContrastText.ratio(measured.ratio))),
                    ("minimum", .string(ContrastText.number(measured.minimum))),
                ]))
            }
        }
    }

    /// The top-level role groups in catalogue order (roles of one segment are not groups).
    private static func groups(_ roles: ColorRoleSet) -> [TemplateValue] {
        var seen = Set<String>()
        return roles.roles.compactMap { role in
            guard role.path.segments.count > 1, let first = role.path.segments.first, seen.insert(first).inserted else { return nil }
            return .map(TemplateMap([("path", .string(first))]))
        }
    }

    /// One declared pair in one scheme.
    private static func declared(_ result: DeclaredContrastCheck.Result) -> TemplateValue {
        .map(TemplateMap([
            ("foreground", .string(result.foreground.description)),
            ("background", .string(result.background.description)),
            ("scheme", .string(result.scheme)),
            ("value", .string(result.valueText)),
            ("minimum", .string(result.minimumText)),
            ("passes", .bool(result.passes)),
            ("isWarning", .bool(result.level == .warning)),
        ]))
    }
}
