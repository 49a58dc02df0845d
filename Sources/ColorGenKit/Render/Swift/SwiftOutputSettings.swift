import Mustache
import SourceDiagnostics

/// The `swift` format's options, read from the output's `"options"` and checked. The templates
/// read the options themselves (`options.schemeColorType`, ...); this holds what they cannot.
struct SwiftOutputSettings: Sendable {
    /// The options the swift format accepts, with their defaults (docs/swift-output.md).
    static let options: [OutputOption] = [
        OutputOption("accessLevel", .choice(["internal", "public", "package"]), default: "internal"),
        OutputOption("registry", .bool, default: false),
        OutputOption("roleList", .bool, default: false),
        OutputOption("emitSupportTypes", .bool, default: true),
        OutputOption("namespace", .string, default: ""),
        OutputOption("colorMembers", .choice(ColorMembers.allCases.map(\.rawValue)), default: "none"),
        OutputOption("memberPrefix", .string, default: ""),
        OutputOption("schemeColorType", .string, default: "SchemeColor"),
        OutputOption("schemeOptionType", .string, default: "ColorSchemeOption"),
        OutputOption("schemeType", .string, default: "AppColorScheme"),
        OutputOption("registryType", .string, default: "ColorRoles"),
        ColorGamutOption.option,
    ]

    /// The keys of the options that name a support type.
    static let typeNameOptions = ["schemeColorType", "schemeOptionType", "schemeType", "registryType"]

    /// Which static members on the platforms' color types the file adds (`colorMembers`).
    enum ColorMembers: String, CaseIterable, Sendable {
        /// None: colors are reached through their namespaces only.
        case none
        /// `Color.textOnPrimaryBody`, `.foregroundStyle(.textOnPrimaryBody)`, `UIColor.textOnPrimaryBody`.
        case flat
        /// `Color.theme.textOnPrimaryBody`, `.foregroundStyle(.theme.textOnPrimaryBody)`: one member
        /// per color type named after the `namespace`, which needs one.
        case nested
    }

    /// The declaration prefix of every generated API: `""`, `"public "` or `"package "`.
    var accessPrefix: String
    /// The names no role may take: the support types' (the registry's only when it is written),
    /// and inside a namespace also the namespace's and the types the generated code names.
    var reservedNames: Set<String>
    /// The index of the scheme used when the system appearance is light.
    var systemLightScheme: Int
    /// The index of the scheme used when the system appearance is dark.
    var systemDarkScheme: Int
    /// The index of the scheme used when the system appearance is light with Increase Contrast.
    var systemLightIncreasedContrastScheme: Int
    /// The index of the scheme used when the system appearance is dark with Increase Contrast.
    var systemDarkIncreasedContrastScheme: Int

    /// The enum everything is nested in, or nil.
    var namespace: String?
    /// The color members written.
    var colorMembers: ColorMembers
    /// The word put in front of every flat member's name, as written.
    var memberPrefix: String
    /// Whether the registry type is declared (for `registry` or `roleList`).
    var writesRegistryType: Bool
    /// Whether the support types are written (`emitSupportTypes`).
    var emitsSupportTypes: Bool
    /// The color type's name (`schemeColorType`).
    var schemeColorType: String

    /// Reads `options` (defaults already applied) for schemes served as `appearances` says; each
    /// problem is an error at the option's value in the config (at the output entry for a default).
    init(_ options: TemplateMap, appearances: AppearanceSchemes, locations: OptionLocations) throws(Diagnostic) {
        let access = Self.string(options, "accessLevel")
        accessPrefix = access == "internal" ? "" : access + " "
        let writesRegistryType = options["registry"] == .bool(true) || options["roleList"] == .bool(true)
        var names: [String: String] = [:]
        for key in Self.typeNameOptions {
            let name = Self.string(options, key)
            guard SwiftIdentifier.isPlainIdentifier(name) else {
                throw .error("option \"\(key)\" must be a Swift type name (an identifier that is not a keyword), "
                             + "found \(SwiftStringLiteral.quoted(name))", at: locations[key])
            }
            if let other = names.first(where: { $0.value == name }) {
                throw .error("options \"\(other.key)\" and \"\(key)\" both name the type \(name); "
                             + "each support type needs its own name", at: locations[key])
            }
            names[key] = name
        }
        self.writesRegistryType = writesRegistryType
        emitsSupportTypes = options["emitSupportTypes"] != .bool(false)
        schemeColorType = names["schemeColorType"] ?? ""
        var reserved = Set(names.filter { writesRegistryType || $0.key != "registryType" }.values)
        let namespace = Self.string(options, "namespace")
        if !namespace.isEmpty {
            guard SwiftIdentifier.isPlainIdentifier(namespace) else {
                throw .error("option \"namespace\" must be a Swift type name (an identifier that is not a keyword), "
                             + "found \(SwiftStringLiteral.quoted(namespace))", at: locations["namespace"])
            }
            if let key = names.first(where: { $0.value == namespace })?.key {
                throw .error("option \"namespace\" names \(namespace), the type of option \"\(key)\"; "
                             + "the namespace needs a name of its own", at: locations["namespace"])
            }
            if SwiftGeneratedCodeNames.referencedTypes.contains(namespace) {
                throw .error("option \"namespace\" names \(namespace), a type the generated code uses; "
                             + "a namespace of that name would hide it, choose another name", at: locations["namespace"])
            }
            reserved.insert(namespace)
            reserved.formUnion(SwiftGeneratedCodeNames.referencedTypes)
        }
        self.namespace = namespace.isEmpty ? nil : namespace
        colorMembers = ColorMembers(rawValue: Self.string(options, "colorMembers")) ?? .none
        if colorMembers == .nested {
            guard !namespace.isEmpty else {
                throw .error("option \"colorMembers\": \"nested\" names its member after the \"namespace\" "
                             + "(Color.theme.textOnPrimaryBody for \"Theme\"); give a namespace, or use \"flat\"",
                             at: locations["colorMembers"])
            }
            reserved.insert(SwiftGeneratedCodeNames.colorMembersType)
        }
        memberPrefix = Self.string(options, "memberPrefix")
        if !memberPrefix.isEmpty && SwiftIdentifier.lowerCamel(memberPrefix) != memberPrefix {
            throw .error("option \"memberPrefix\" must be a lower camel case Swift identifier such as \"app\", "
                         + "found \(SwiftStringLiteral.quoted(memberPrefix))", at: locations["memberPrefix"])
        }
        reservedNames = reserved
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
