// Names each role's CSS variable (prefix, kebab case, escaping) and errors on bad prefixes or name clashes.
import SourceDiagnostics

/// The custom property of each role: `--` + the optional prefix + the role path in kebab case
/// (`text.onPrimary.body` → `--app-text-on-primary-body`), every character outside
/// `[A-Za-z0-9_-]` hex-escaped by ``CSSText``.
struct CSSPropertyNames {
    /// One name per role, in role order.
    var names: [String]

    /// The names of `roles` with `prefix` (letters, digits, `-` and `_` only, as the config
    /// reader checks; empty for none). Two roles whose names would coincide (`a.bC` and `a.b-c`)
    /// are an error at `entry`, the output's entry in the config.
    init(roles: [SchemeRole], prefix: String, entry: SourceLocation) throws(Diagnostic) {
        let start = prefix.isEmpty ? "--" : "--\(prefix)-"
        var owners: [String: RolePath] = [:]
        var names: [String] = []
        names.reserveCapacity(roles.count)
        for role in roles {
            let name = start + CSSText.identifier(KebabCase.join(role.path.segments))
            if let owner = owners[name] {
                throw Diagnostic.error("roles \(owner) and \(role.path) would both be the CSS custom property \(name); "
                                       + "rename one of them", at: entry)
            }
            owners[name] = role.path
            names.append(name)
        }
        self.names = names
    }
}
