/// The `swift` format's options, read from the output's `"options"` and checked. The templates
/// read the options themselves (`options.schemeColorType`, ...); this holds what they cannot.
struct SwiftOutputSettings: Sendable {
    /// The options the swift format accepts, with their defaults (docs/swift-output.md).
    static let options: [OutputOption] = [
        OutputOption("accessLevel", .choice(["internal", "public", "package"]), default: "internal"),
        OutputOption("registry", .bool, default: false),
        OutputOption("emitSupportTypes", .bool, default: true),
        OutputOption("schemeColorType", .string, default: "SchemeColor"),
        OutputOption("schemeOptionType", .string, default: "ColorSchemeOption"),
        OutputOption("schemeType", .string, default: "ColorScheme"),
        OutputOption("registryType", .string, default: "ColorRoles"),
        OutputOption("systemLightScheme", .string, default: ""),
        OutputOption("systemDarkScheme", .string, default: ""),
    ]

    /// The keys of the options that name a support type.
    static let typeNameOptions = ["schemeColorType", "schemeOptionType", "schemeType", "registryType"]

    /// The declaration prefix of every generated API: `""`, `"public "` or `"package "`.
    var accessPrefix: String
    /// The names no role may take: the support types' (the registry's only when it is written).
    var reservedNames: Set<String>
    /// The index of the scheme used when the system appearance is light.
    var systemLightScheme: Int
    /// The index of the scheme used when the system appearance is dark.
    var systemDarkScheme: Int

    /// Reads `options` (defaults already applied) for `schemes`; each problem is an error at `location`.
    init(_ options: TemplateMap, schemes: [String], location: SourceLocation) throws(Diagnostic) {
        let access = Self.string(options, "accessLevel")
        accessPrefix = access == "internal" ? "" : access + " "
        let registry = options["registry"] == .bool(true)
        var names: [String: String] = [:]
        for key in Self.typeNameOptions {
            let name = Self.string(options, key)
            guard SwiftIdentifier.isPlainIdentifier(name) else {
                throw .error("option \"\(key)\" must be a Swift type name (an identifier that is not a keyword), "
                             + "found \(SwiftStringLiteral.quoted(name))", at: location)
            }
            if let other = names.first(where: { $0.value == name }) {
                throw .error("options \"\(other.key)\" and \"\(key)\" both name the type \(name); "
                             + "each support type needs its own name", at: location)
            }
            names[key] = name
        }
        reservedNames = Set(names.filter { registry || $0.key != "registryType" }.values)
        let chosenLight = try Self.scheme(options, "systemLightScheme", in: schemes, location: location)
        let chosenDark = try Self.scheme(options, "systemDarkScheme", in: schemes, location: location)
        let (light, dark) = SystemAppearanceSchemes.choose(schemes)
        systemLightScheme = chosenLight ?? light
        systemDarkScheme = chosenDark ?? dark
    }

    private static func string(_ options: TemplateMap, _ key: String) -> String {
        if case .string(let text)? = options[key] { return text }
        return ""
    }

    /// The index of the scheme an option names, nil when the option is empty (automatic).
    private static func scheme(_ options: TemplateMap, _ key: String, in schemes: [String],
                               location: SourceLocation) throws(Diagnostic) -> Int? {
        let name = string(options, key)
        guard !name.isEmpty else { return nil }
        guard let index = schemes.firstIndex(of: name) else {
            throw .error("option \"\(key)\" names the scheme \(SwiftStringLiteral.quoted(name)), which the config does not "
                         + "define; the schemes are " + schemes.joined(separator: ", ")
                         + Suggestion.hint(for: name, in: schemes), at: location)
        }
        return index
    }
}
