// Option defaults of the swift output and the values Swift code must check itself (access level, members).
import ColorGenModel
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

    /// The options themselves.
    var options: SwiftOutputOptions
    /// Whether the registry type is declared (for `registry` or `roleList`).
    var writesRegistryType: Bool

    /// The settings of `options` for schemes served as `appearances` says.
    init(_ options: SwiftOutputOptions, appearances: AppearanceSchemes) {
        accessPrefix = options.accessLevel.value == .internal ? "" : options.accessLevel.value.rawValue + " "
        self.options = options
        let writesRegistryType = options.registry.value || options.roleList.value
        self.writesRegistryType = writesRegistryType
        var reserved = Set(options.supportTypes.filter { writesRegistryType || $0.option != "registryType" }.map(\.name.value))
        if let namespace = options.namespace {
            reserved.insert(namespace.value)
            reserved.formUnion(SwiftGeneratedCodeNames.referencedTypes)
        }
        if options.colorMembers.value == .nested {
            reserved.insert(SwiftGeneratedCodeNames.colorMembersType)
        }
        reservedNames = reserved
        systemLightScheme = appearances.scheme(for: .light)
        systemDarkScheme = appearances.scheme(for: .dark)
        systemLightIncreasedContrastScheme = appearances.scheme(for: .lightIncreasedContrast)
        systemDarkIncreasedContrastScheme = appearances.scheme(for: .darkIncreasedContrast)
    }
}
