// Each role's contrast as the preview and `colorgen diff` show it: its catalogue pair, else its weakest declared pair.

/// One contrast figure per role and scheme, whichever check measured it: the catalogue's pair
/// (``ContrastPairs``) when it has one, else the weakest of the WCAG 2 pairs the role is the
/// content of, declared in `"contrast"` or by name (``DeclaredContrastCheck``, run before).
/// APCA pairs are listed with the declared pairs only: their Lc is no ratio.
package enum RoleContrast {
    /// One array per scheme, in the order of ``ColorRoleSet/schemes``, holding each role's
    /// measurement at the role's position, `nil` for a role no check measures.
    package static func measureEachScheme(_ roles: ColorRoleSet) -> [[ContrastPairs.Measurement?]] {
        var measured = ContrastPairs.measureEachScheme(roles)
        let declared = roles.declaredContrast.filter { $0.metric == .wcag2 }
        guard !declared.isEmpty else { return measured }
        var positions: [RolePath: Int] = [:]
        for (position, role) in roles.roles.enumerated() { positions[role.path] = position }
        var schemes: [String: Int] = [:]
        for (index, scheme) in roles.schemes.enumerated() { schemes[scheme] = index }
        // A role the catalogue measures keeps that figure; declared pairs fill only the others.
        let catalogued = measured.map { $0.map { $0 != nil } }
        for result in declared {
            guard let scheme = schemes[result.scheme], let position = positions[result.foreground],
                  !catalogued[scheme][position] else { continue }
            let candidate = measurement(of: result)
            if let current = measured[scheme][position], current.ratio / current.minimum <= result.value / result.minimum {
                continue
            }
            measured[scheme][position] = candidate
        }
        return measured
    }

    /// A declared pair's result as a measurement: text when its minimum is at least text's
    /// 4.5:1 (and for a pair by name), else non-text.
    private static func measurement(of result: DeclaredContrastCheck.Result) -> ContrastPairs.Measurement {
        let content: ContrastPairs.Content = result.isAutomatic || result.minimum >= ContrastPairs.Content.text.minimumRatio
            ? .text : .nonText
        return ContrastPairs.Measurement(
            pair: ContrastPairs.Pair(foreground: result.foreground, content: content,
                                     background: result.background.description, layers: []),
            background: result.backgroundColor, foreground: result.foregroundColor,
            ratio: result.value, minimum: result.minimum, suggestion: result.suggestion)
    }
}
