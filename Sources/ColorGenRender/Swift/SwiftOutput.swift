// Swift renderer: builds constants, namespaces, scheme cases and color-type members for the swift templates.
import ColorMath
import Mustache
import SourceDiagnostics

/// The `swift` format: one Swift file of case-less enum namespaces whose `static let` constants
/// are scheme colors (`TextAppearance.OnPrimary.body`), plus the support types `SchemeColor`,
/// `ColorSchemeOption` and `AppColorScheme` and, on request, a registry by role path, an ordered
/// role list, a `namespace` around everything and static members on the platforms' color types.
///
/// Rendered from Templates/swift.mustache and its `swift-*` partials; the fields this format adds
/// to the context are listed in docs/swift-output.md.
enum SwiftOutput: OutputFormatRenderer {
    /// The model: the checked settings and every Swift name; naming problems are errors at the
    /// output's entry in the config (member names at `colorMembers`).
    static func model(of request: OutputRequest) throws(OutputProblems) -> SwiftModel {
        let roles = request.roles
        guard case .swift(let options) = request.options.format else {
            preconditionFailure("the config reader gives a swift output the swift options")
        }
        let settings = SwiftOutputSettings(options, appearances: roles.appearances)
        let cases = schemeCases(roles.schemes)
        let names = SwiftRoleNames(roles.roles.map(\.path), reserved: settings.reservedNames,
                                   isNamespaced: options.namespace != nil)
        let members = options.colorMembers.value == .none ? SwiftColorMemberNames.none
            : SwiftColorMemberNames(roles.roles.map(\.path), prefix: options.memberPrefix.value,
                                    checksPlatformNames: options.colorMembers.value == .flat)
        let problems = cases.problems + names.problems
        guard problems.isEmpty, members.problems.isEmpty else {
            throw OutputProblems(problems.map { .error($0, at: options.entry) }
                                 + members.problems.map { .error($0, at: options.colorMembers.location) })
        }
        return SwiftModel(roles: roles, settings: settings, schemeCases: cases.names, names: names, members: members)
    }

    /// The one Swift file, rendered from the model's template data.
    static func renderings(of model: SwiftModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "swift") { model.templateData(request, for: $0) }]
    }

    /// The `ColorSchemeOption` case of each scheme, and every pair of schemes sharing one.
    static func schemeCases(_ schemes: [String]) -> (names: [String], problems: [String]) {
        var names: [String] = []
        var problems: [String] = []
        var seen: [String: String] = [:]
        for scheme in schemes {
            let word = SwiftIdentifier.lowerCamelWord(scheme)
            let name = SwiftIdentifier.escaped(word)
            if let other = seen[word] {
                problems.append("schemes \(SwiftStringLiteral.quoted(other)) and \(SwiftStringLiteral.quoted(scheme)) both map "
                                + "to the Swift case \(name); rename one of them")
            } else if word == "allCases" {
                problems.append("scheme \(SwiftStringLiteral.quoted(scheme)) maps to the Swift case allCases, which "
                                + "CaseIterable already declares; rename the scheme")
            }
            seen[word] = seen[word] ?? scheme
            names.append(name)
        }
        return (names, problems)
    }
}
