import ColorGenModel

/// The names of the static members the `colorMembers` option adds to the platforms' color types
/// (`Color.textOnPrimaryBody`): every segment of the role path as one lower camel case
/// identifier, after the `memberPrefix` when there is one (`appTextOnPrimaryBody`).
///
/// Two roles with one member name are reported, and so, for the `flat` form, is a name Apple's
/// color types already have (``AppleColorMemberNames``), since every use of it would be ambiguous.
struct SwiftColorMemberNames: Sendable {
    /// The member name of each role, by position in the role list.
    private(set) var names: [String]
    /// Every collision, one message each.
    private(set) var problems: [String] = []

    /// No members.
    static let none = SwiftColorMemberNames(names: [])

    private init(names: [String]) {
        self.names = names
    }

    /// The names of `paths`' members; `checksPlatformNames` also refuses Apple's own member names.
    init(_ paths: [RolePath], prefix: String, checksPlatformNames: Bool) {
        names = paths.map { path in
            SwiftIdentifier.lowerCamel(([prefix] + path.segments).filter { !$0.isEmpty }.joined(separator: " "))
        }
        var seen: [String: RolePath] = [:]
        var taken: [String] = []
        for (path, name) in zip(paths, names) {
            if let other = seen[name] {
                problems.append("roles \(SwiftStringLiteral.quoted(other.description)) and "
                                + "\(SwiftStringLiteral.quoted(path.description)) both map to the color member \(name); "
                                + "rename one of them")
            }
            seen[name] = seen[name] ?? path
            if checksPlatformNames && AppleColorMemberNames.taken.contains(name) {
                taken.append("\(name) (\(path))")
            }
        }
        if !taken.isEmpty {
            problems.append("color members " + taken.joined(separator: ", ") + " would have the name of a member Apple's "
                            + "color types already have, so every use would be ambiguous; set \"memberPrefix\" "
                            + "(e.g. \"app\": appSeparator) or rename the roles")
        }
    }
}
