import Foundation

/// The `html` format (also `colorgen preview`): one self-contained page, inline CSS only, that
/// shows every role in every scheme side by side, grouped by role path, with its hex value and,
/// for content roles, its WCAG contrast on what it is drawn on (``ContrastPairs``) with a
/// pass/fail mark. See docs/preview.md.
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
            return [("html", .map(TemplateMap([("cells", .list(cells))])))]
        }
        extensions.scheme = { index, _ in
            let measured = measurements[index].values
            let failing = measured.filter { !$0.passes }.count
            return [("contrastSummary", .string("\(measured.count - failing) of \(measured.count) content roles pass"))]
        }
        let paired = roleSet.roles.filter { ContrastPairs.pair(for: $0.path) != nil }.count
        extensions.root = [("html", .map(TemplateMap([
            ("roleCount", .number(.integer(roleSet.roles.count))),
            ("schemeCount", .number(.integer(roleSet.schemes.count))),
            ("unmeasured", .number(.integer(paired - (measurements.first?.count ?? 0)))),
        ])))]
        let bytes = try templates.render("html", context.value(extensions: extensions))
        return [RenderedFile(path: path, bytes: bytes)]
    }

    /// One role in one scheme: its color, and for content its sample drawn on its background.
    private static func cell(_ color: RGBA, scheme: String, measurement: ContrastPairs.Measurement?) -> TemplateValue {
        var map = TemplateMap([
            ("scheme", .string(scheme)),
            ("css", .string(CSSColor.value(color))),
            ("hex", .string(color.hexWithAlpha)),
            ("isOpaque", .bool(color.alpha8Bit == 255)),
            // false unless measured below (templates read missing names as errors).
            ("contrast", false),
        ])
        if let measurement {
            map["contrast"] = .map(TemplateMap([
                ("background", .string(CSSColor.value(measurement.background))),
                ("ratio", .string(ratioText(measurement.ratio))),
                ("minimum", .string(String(format: "%g", measurement.pair.content.minimumRatio))),
                ("passes", .bool(measurement.passes)),
                ("isText", .bool(measurement.pair.content == .text)),
            ]))
        }
        return .map(map)
    }

    /// A ratio cut (not rounded) to two decimals, so 4.499 reads 4.49 and fails as it shows.
    private static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100).\(String(format: "%02d", hundredths % 100))"
    }
}
