// Changing chosen tokens of a group and every group below it, replacing only the groups that changed.

extension TokenGroup {
    /// Replaces every token below this group for which `change` returns a changed token;
    /// returns whether any changed, so that only changed groups are replaced.
    @discardableResult
    mutating func changeTokens(_ change: (TokenDefinition) -> TokenDefinition?) -> Bool {
        var changed = false
        for node in children {
            switch node {
            case .token(let token):
                guard let new = change(token) else { continue }
                setChild(.token(new))
                changed = true
            case .group(var group):
                if group.changeTokens(change) {
                    setChild(.group(group))
                    changed = true
                }
            }
        }
        return changed
    }
}
