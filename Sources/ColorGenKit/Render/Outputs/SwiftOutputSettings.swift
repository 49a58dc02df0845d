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
        ColorGamutOption.option,
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
    /// The index of the scheme used when the system appearance is light with Increase Contrast.
    var systemLightIncreasedContrastScheme: Int
    /// The index of the scheme used when the system appearance is dark with Increase Contrast.
    var systemDarkIncreasedContrastScheme: Int

    /// Reads `options` (defaults already applied) for schemes served as `appearances` says; each
    /// problem is an error at `location`.
    init(_ options: TemplateMap, appearances: AppearanceSchemes, location: SourceLocation) throws(Diagnostic) {
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
        systemLightScheme = appearances.scheme(for: .light)
        systemDarkScheme = appearances.scheme(for: .dark)
        systemLightIncreasedContrastScheme = appearances.scheme(for: .lightIncreasedContrast)
        systemDarkIncreasedContrastScheme = appearances.scheme(for: .darkIncreasedContrast)
    }

    private static func string(_ options: TemplateMap, _ key: String) -> String {
        if case .string(let text)? = options[key] { return text }
        return ""
    }
}
