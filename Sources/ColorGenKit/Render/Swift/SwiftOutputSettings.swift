// Option defaults of the swift output and the values Swift code must check itself (access level, members).
/// What the `swift` format derives from its options (``SwiftOutputOptions``, read and checked
/// with the config) and the schemes: the templates read the options themselves
/// (`options.schemeColorType`, ...); this holds what they cannot.
struct SwiftOutputSettings: Sendable {
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
    var colorMembers: SwiftOutputOptions.ColorMembers
    /// The word put in front of every flat member's name, as written.
    var memberPrefix: String
    /// Whether the registry type is declared (for `registry` or `roleList`).
    var writesRegistryType: Bool
    /// Whether the support types are written (`emitSupportTypes`).
    var emitsSupportTypes: Bool
    /// The color type's name (`schemeColorType`).
    var schemeColorType: String

    /// The settings of `options` for schemes served as `appearances` says.
    init(_ options: SwiftOutputOptions, appearances: AppearanceSchemes) {
        accessPrefix = options.accessLevel.value == .internal ? "" : options.accessLevel.value.rawValue + " "
        let writesRegistryType = options.registry.value || options.roleList.value
        self.writesRegistryType = writesRegistryType
        emitsSupportTypes = options.emitSupportTypes.value
        schemeColorType = options.supportType("schemeColorType")
        var reserved = Set(options.supportTypes.filter { writesRegistryType || $0.option != "registryType" }.map(\.name.value))
        let namespace = options.namespace.value
        if !namespace.isEmpty {
            reserved.insert(namespace)
            reserved.formUnion(SwiftGeneratedCodeNames.referencedTypes)
        }
        self.namespace = namespace.isEmpty ? nil : namespace
        colorMembers = options.colorMembers.value
        if colorMembers == .nested {
            reserved.insert(SwiftGeneratedCodeNames.colorMembersType)
        }
        memberPrefix = options.memberPrefix.value
        reservedNames = reserved
        systemLightScheme = appearances.scheme(for: .light)
        systemDarkScheme = appearances.scheme(for: .dark)
        systemLightIncreasedContrastScheme = appearances.scheme(for: .lightIncreasedContrast)
        systemDarkIncreasedContrastScheme = appearances.scheme(for: .darkIncreasedContrast)
    }
}
