// What css.mustache receives: the shared data plus the stylesheet's declaration blocks.
import ColorGenModel
import ColorMath
import Mustache

/// The css format's template data: the common data of docs/templates.md plus `css`, the
/// stylesheet's blocks of declarations (docs/css-output.md).
extension CSSModel {
    /// The data `template` (the css template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        if context.reads("css") { extensions.root = [("css", .map(css(request)))] }
        return context.value(extensions: extensions)
    }

    /// The `css` field (also the tailwind format's).
    func css(_ request: OutputRequest) -> TemplateMap {
        var css = TemplateMap([
            ("header", .string(CSSText.comment(request.info.header))),
            ("rootColorScheme", .string(plan.rootColorScheme)),
        ])
        for (key, value) in blocks(of: Array(roles.roles.indices), documenting: true, CSSColor.value) { css[key] = value }
        // The Display P3 layer repeats every block for the roles some scheme shows in P3, so that
        // the cascade among the blocks is the same as above.
        let wide = roles.roles.indices.filter { roles.roles[$0].colors.contains { $0.wideGamut != nil } }
        css["displayP3"] = wide.isEmpty
            ? false : .map(TemplateMap(blocks(of: wide) { CSSColor.displayP3Value($0) ?? CSSColor.value($0) }))
        return css
    }

    /// `{name, value, documentation}` for every role of `indices` (positions in the role list), the
    /// value made by `value` from the position; `documentation` (the role's description and
    /// deprecation, for a comment) only when `documenting`, else `null`.
    private func declarations(of indices: [Int], documenting: Bool = false, _ value: (Int) -> String) -> TemplateValue {
        let replacements = documenting ? RoleDocumentationText(roles).replacements : []
        return .list(indices.map { index in
            let documentation = documenting ? RoleDocumentationText.commentValue(
                roles.roles[index].documentation, description: { .string(CSSText.comment($0)) }, message: CSSText.comment,
                replacement: replacements[index].map { propertyNames[$0] }) : .null
            return .map(Self.declarationKeys.withValues([.string(propertyNames[index]), .string(value(index)), documentation]))
        })
    }

    /// With the `references` option, for each role the position of the role its token aliases in
    /// each scheme (`nil` where none); empty without the option or when no role aliases one.
    private func referencedRoles() -> [[Int?]] {
        guard references, roles.roles.contains(where: { !$0.aliases.isEmpty }) else { return [] }
        let positions = Dictionary(roles.roles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        return roles.roles.map { role in roles.schemes.indices.map { role.alias(inScheme: $0).flatMap { positions[$0] } } }
    }

    /// The keys of a declaration's map, shared by all of them.
    private static let declarationKeys = TemplateMap([("name", .null), ("value", .null), ("documentation", .null)])

    /// The blocks of the stylesheet (`root`, `lightDark`, `media`, `attributes`) for the roles
    /// of `indices`, each color written by `write`; `documenting` gives the first block's
    /// declarations the roles' documentation.
    private func blocks(of indices: [Int], documenting: Bool = false,
                        _ write: @escaping (RGBA) -> String) -> [(String, TemplateValue)] {
        // A role aliasing another is `var(--that-role)` in a scheme where it aliases it (`references`).
        let referenced = referencedRoles()
        let propertyNames = propertyNames
        let reference = { (role: Int, scheme: Int) -> String? in
            referenced.isEmpty ? nil : referenced[role][scheme].map { "var(\(propertyNames[$0]))" }
        }
        let value = { (role: Int, scheme: Int) in reference(role, scheme) ?? write(self.roles.roles[role].colors[scheme]) }
        // Each scheme's declarations are made once, though `:root` and a media rule repeat an attribute rule's.
        let bySchemes = roles.schemes.indices.map { scheme in declarations(of: indices) { value($0, scheme) } }
        func ofScheme(_ scheme: Int) -> TemplateValue { bySchemes[scheme] }
        // The roles' descriptions and deprecations are written once, in the first block.
        let documented = documenting && indices.contains { !roles.roles[$0].documentation.isEmpty }
        let root = documented ? declarations(of: indices, documenting: true) { value($0, plan.rootScheme) }
            : ofScheme(plan.rootScheme)
        var blocks: [(String, TemplateValue)] = [
            ("root", .map(TemplateMap([("declarations", root)]))),
            ("media", .list(plan.mediaRules.compactMap { rule in
                if strategy == .lightDark, rule.scheme == plan.darkScheme { return nil }
                return .map(TemplateMap([
                    ("query", .string(rule.query)), ("scheme", .string(CSSText.comment(roles.schemes[rule.scheme]))),
                    ("declarations", ofScheme(rule.scheme)),
                ]))
            })),
            ("attributes", .list(roles.schemes.indices.map { index in
                .map(TemplateMap([
                    ("selector", .string("[data-color-scheme=\(CSSText.quoted(roles.schemes[index]))]")),
                    ("colorScheme", .string(plan.isDark(index) ? "dark" : "light")),
                    ("declarations", ofScheme(index)),
                ]))
            })),
        ]
        if strategy == .lightDark, let dark = plan.darkScheme {
            let rootScheme = plan.rootScheme
            blocks.append(("lightDark", .map(TemplateMap([("declarations", declarations(of: indices) { role in
                // The referenced property is itself light-dark(): referred to whole when both schemes alias it.
                if let light = reference(role, rootScheme), light == reference(role, dark) { return light }
                let colors = self.roles.roles[role].colors
                return "light-dark(\(write(colors[rootScheme])), \(write(colors[dark])))"
            })]))))
        } else {
            blocks.append(("lightDark", false))  // templates read a missing name as an error
        }
        return blocks
    }
}
