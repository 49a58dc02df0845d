// What html.mustache receives: contrast cells per role and summaries per scheme.
import ColorGenModel
import Mustache

/// The preview's template data: the common data of docs/templates.md plus `html` at the root,
/// in each scheme and in each role (its cells and whether it fails), and `contrastSummary`.
extension PreviewModel {
    /// The keys of a role's `html` map, in order, shared by every role's.
    private static let roleKeys = TemplateMap([("cells", TemplateValue.null), ("failing", .null)])

    /// The data `template` (the html template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        let roleSet = roles
        let measurements = measurements
        var extensions = RenderContext.Extensions()
        extensions.scheme = { index, _ in
            let measured = measurements[index].compactMap { $0 }
            let failing = measured.filter { !$0.passes }.count
            let summary = measured.isEmpty ? "no contrast pair checked"
                : "\(measured.count - failing) of \(measured.count) content roles pass"
            return [("contrastSummary", .string(summary)),
                    ("html", .map(TemplateMap([("targets", .list(HTMLPreviewOutput.targets(measured))),
                                               ("increasedContrast", .bool(roleSet.servesIncreasedContrast(scheme: index)))])))]
        }
        // The roles' cells and the page's summaries only for a template that can read them.
        guard context.reads("html") else { return context.value(extensions: extensions) }
        extensions.role = RenderContext.RoleFields(keys: ["html"]) { position, values in
            let role = roleSet.roles[position]
            let cells: [TemplateValue] = roleSet.schemes.indices.map { index in
                HTMLPreviewOutput.cell(role.colors[index], scheme: roleSet.schemes[index],
                                       measurement: measurements[index][position])
            }
            let failing = measurements.contains { $0[position]?.passes == false }
            values.append(.map(Self.roleKeys.withValues([.list(cells), .bool(failing)])))
        }
        // Catalogue content roles with nothing known beneath them, and no declared pair either.
        let unmeasured = roleSet.roles.indices.filter { position in
            ContrastPairs.pair(for: roleSet.roles[position].path) != nil && measurements.first?[position] == nil
        }.count
        let failing = HTMLPreviewOutput.failures(roleSet, measurements)
        extensions.root = [("html", .map(TemplateMap([
            ("roleCount", .number(.integer(roleSet.roles.count))),
            ("schemeCount", .number(.integer(roleSet.schemes.count))),
            ("unmeasured", .number(.integer(unmeasured))),
            ("failures", .list(failing)),
            ("hasFailures", .bool(!failing.isEmpty)),
            // Nothing may say that every role passes when no pair was measured.
            ("hasChecks", .bool(!roleSet.declaredContrast.isEmpty || measurements.contains { $0.contains { $0 != nil } })),
            ("hasDeclared", .bool(!roleSet.declaredContrast.isEmpty)),
            ("groups", .list(HTMLPreviewOutput.groups(roleSet))),
            // Roles of one segment are listed together under a heading of their own, after the groups.
            ("hasUngrouped", .bool(roleSet.roles.contains { $0.path.segments.count == 1 })),
            ("declared", .list(roleSet.declaredContrast.map(HTMLPreviewOutput.declared))),
            ("declaredMatrix", .list(HTMLPreviewOutput.declaredMatrix(roleSet.declaredContrast, schemes: roleSet.schemes))),
        ])))]
        return context.value(extensions: extensions)
    }
}
