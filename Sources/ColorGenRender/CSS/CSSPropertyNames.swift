// Names each role's CSS variable (prefix, kebab case, escaping) and errors on bad prefixes or name clashes.
import ColorGenModel
import SourceDiagnostics

/// The custom property of each role: `--` + the optional prefix + the role path in kebab case
/// (`text.onPrimary.body` → `--app-text-on-primary-body`), every character outside
/// `[A-Za-z0-9_-]` hex-escaped by ``CSSText``.
struct CSSPropertyNames {
    /// One name per role, in role order.
    var names: [String]

    /// The names of `roles` with `prefix` (letters, digits, `-` and `_` only, as the config
    /// reader checks; empty for none). Every two roles whose names would coincide (`a.bC` and
    /// `a.b-c`) are an error at `entry`, the output's entry in the config.
    init(roles: [SchemeRole], prefix: String, entry: SourceLocation) throws(OutputProblems) {
        // The start is plain text (the config reader checks the prefix), so escaping the whole
        // name escapes only the role's part.
        let start = prefix.isEmpty ? "--" : "--\(prefix)-"
        var owners: [String: Int] = [:]
        owners.reserveCapacity(roles.count)
        var names: [String] = []
        names.reserveCapacity(roles.count)
        var problems: [Diagnostic] = []
        for (index, role) in roles.enumerated() {
            let name = CSSText.identifier(KebabCase.join(role.path.segments, after: start))
            if let owner = owners[name] {
                problems.append(.error("roles \(roles[owner].path) and \(role.path) would both be the CSS custom property "
                                       + "\(name); rename one of them", at: entry))
            } else {
                owners[name] = index
            }
            names.append(name)
        }
        guard problems.isEmpty else { throw OutputProblems(problems) }
        self.names = names
    }
}
