// The `html` output and `colorgen preview`: a script-free page of every role with contrast, failures first.
import ColorGenModel
import ColorMath
import Mustache
import OutputFiles
import SourceDiagnostics

/// The `html` format (also `colorgen preview`): one self-contained page, inline CSS only, no
/// script, that leads with what fails. It opens with a summary per scheme (pass and fail counts per
/// contrast target), the list of failing content roles linking to their rows, a navigation by
/// role group and the contrast pairs the configuration declares with their values; then every
/// role in every scheme side by side, grouped by role path, with its hex value and, for content
/// roles, its WCAG contrast on what it is drawn on (``ContrastPairs``) with a pass/fail mark. A
/// checkbox hides every row that passes (CSS `:has()`, no script). See docs/preview.md.
package enum HTMLPreviewOutput: OutputFormatRenderer {
    /// The page of `roles` (`info` its header) at `path`, as the html output of an entry the
    /// config at `configPath` does not have (`colorgen preview`), placed at the config's start.
    package static func preview(_ roles: ColorRoleSet, info: GenerationInfo, path: String, configPath: String)
        -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let entry = SourceLocation(path: configPath, line: 1, column: 1)
        let spec = OutputSpec(renderer: .format(.html), path: Located(path, at: entry), options: nil, location: entry)
        return render(OutputRequest(roles: roles, info: info, path: path, spec: spec,
                                    options: OutputOptions(format: .html, gamut: nil), configPath: configPath,
                                    templates: .builtIn))
    }

    /// The model: every content role's contrast in every scheme.
    static func model(of request: OutputRequest) throws(OutputProblems) -> PreviewModel {
        PreviewModel(roles: request.roles)
    }

    /// The page, rendered from the model's template data.
    static func renderings(of model: PreviewModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "html") { model.templateData(request, for: $0) }]
    }

    /// One role in one scheme: its color, and for content its sample drawn on its background.
    static func cell(_ color: RGBA, scheme: String, measurement: ContrastPairs.Measurement?) -> TemplateValue {
        // false unless measured (templates read missing names as errors).
        let contrast: TemplateValue = measurement.map { measurement in
            .map(contrastKeys.withValues([
                .string(CSSColor.value(measurement.background)),
                .string(measurement.ratioText),
                .string(measurement.minimumText),
                .bool(measurement.passes),
                .bool(measurement.pair.content == .text),
            ]))
        } ?? false
        return .map(cellKeys.withValues([
            .string(scheme),
            .string(CSSColor.displayP3Value(color) ?? CSSColor.value(color)),
            .string(color.hexWithAlpha),
            .bool(color.alpha8Bit == 255),
            contrast,
        ]))
    }

    /// The keys of a cell's map, in order, shared by every cell's map.
    private static let cellKeys = TemplateMap(["scheme", "css", "hex", "isOpaque", "contrast"].map {
        ($0, TemplateValue.null)
    })
    /// The keys of a measured cell's `contrast` map, in order.
    private static let contrastKeys = TemplateMap(["background", "ratio", "minimum", "passes", "isText"].map {
        ($0, TemplateValue.null)
    })

    /// Pass and fail counts per target (text, then non-text) of one scheme's measurements.
    static func targets(_ measured: [ContrastPairs.Measurement]) -> [TemplateValue] {
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
    static func failures(_ roles: ColorRoleSet, _ measurements: [[ContrastPairs.Measurement?]]) -> [TemplateValue] {
        roles.schemes.indices.flatMap { index in
            roles.roles.indices.compactMap { position -> TemplateValue? in
                let role = roles.roles[position]
                guard let measured = measurements[index][position], !measured.passes else { return nil }
                return .map(TemplateMap([
                    ("path", .string(role.path.description)),
                    ("scheme", .string(roles.schemes[index])),
                    ("ratio", .string(ContrastText.ratio(measured.ratio))),
                    ("minimum", .string(ContrastText.number(measured.minimum))),
                    ("suggestion", measured.suggestion.map { .string($0.shortText) } ?? .bool(false)),
                ]))
            }
        }
    }

    /// The top-level role groups in catalogue order (roles of one segment are not groups).
    static func groups(_ roles: ColorRoleSet) -> [TemplateValue] {
        var seen = Set<String>()
        return roles.roles.compactMap { role in
            guard role.path.segments.count > 1, let first = role.path.segments.first, seen.insert(first).inserted else { return nil }
            return .map(TemplateMap([("path", .string(first))]))
        }
    }

    /// One declared pair (or pair by name) in one scheme.
    static func declared(_ result: DeclaredContrastCheck.Result) -> TemplateValue {
        .map(TemplateMap([
            ("foreground", .string(result.foreground.description)),
            ("background", .string(result.background.description)),
            ("scheme", .string(result.scheme)),
            ("value", .string(result.valueText)),
            ("minimum", .string(result.minimumText)),
            ("passes", .bool(result.passes)),
            ("isWarning", .bool(result.level == .warning)),
            ("isAutomatic", .bool(result.isAutomatic)),
            ("suggestion", result.passes ? .bool(false) : .string(result.suggestionText)),
            ("hasResult", .bool(true)),
        ]))
    }

    /// The declared pairs and pairs by name as a matrix: one row per pair (foreground on
    /// background, in the order first measured), one cell per scheme of `schemes` (`hasResult`
    /// false where the pair was not measured there), each cell as ``declared(_:)`` gives it.
    static func declaredMatrix(_ results: [DeclaredContrastCheck.Result], schemes: [String]) -> [TemplateValue] {
        var order: [String] = []
        var rows: [String: (first: DeclaredContrastCheck.Result, cells: [String: DeclaredContrastCheck.Result])] = [:]
        for result in results {
            let key = "\(result.foreground)\u{0}\(result.background)\u{0}\(result.isAutomatic)"
            if rows[key] == nil {
                order.append(key)
                rows[key] = (result, [:])
            }
            rows[key]?.cells[result.scheme] = result
        }
        return order.compactMap { rows[$0] }.map { row in
            .map(TemplateMap([
                ("foreground", .string(row.first.foreground.description)),
                ("background", .string(row.first.background.description)),
                ("isAutomatic", .bool(row.first.isAutomatic)),
                ("minimum", .string(row.first.minimumText)),
                ("cells", .list(schemes.map { scheme in
                    row.cells[scheme].map(declared) ?? .map(TemplateMap([("hasResult", .bool(false))]))
                })),
            ]))
        }
    }
}
