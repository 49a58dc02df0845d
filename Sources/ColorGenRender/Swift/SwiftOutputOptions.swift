// The swift output's naming and access options, read and checked right after the config, before any token is read.
import Mustache
import SourceDiagnostics

/// The `swift` format's options (docs/swift-output.md), read and checked right after the config: each
/// type name must be a Swift identifier of its own, the namespace one the generated code does not
/// use, `"nested"` members need a namespace and the member prefix must be lower camel case.
struct SwiftOutputOptions: Sendable {
    /// The access level of every generated declaration (`accessLevel`).
    enum AccessLevel: String, CaseIterable, Sendable {
        /// No keyword: the module's own (the default).
        case `internal`
        /// `public`: for a library's clients.
        case `public`
        /// `package`: for the package's other modules.
        case `package`
    }

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

    /// The access level of every generated declaration.
    var accessLevel: Located<AccessLevel>
    /// Whether the registry by role path is written.
    var registry: Located<Bool>
    /// Whether the ordered role list is written.
    var roleList: Located<Bool>
    /// Whether the support types are written (`false` for a second file extending a first).
    var emitSupportTypes: Located<Bool>
    /// The enum everything is nested in; nil for none (`""`, the default).
    var namespace: Located<String>?
    /// The static members added to the platforms' color types.
    var colorMembers: Located<ColorMembers>
    /// The word put in front of every flat member's name.
    var memberPrefix: Located<String>
    /// The support types' names: `schemeColorType`, `schemeOptionType`, `schemeType`, `registryType`.
    var supportTypes: [(option: String, name: Located<String>)]
    /// Where the output entry is, for problems of the whole output (two roles with one name).
    var entry: SourceLocation

    /// The support type names' options with their defaults, in the order the format declares them.
    static let supportTypeDefaults = [("schemeColorType", "SchemeColor"), ("schemeOptionType", "ColorSchemeOption"),
                                      ("schemeType", "AppColorScheme"), ("registryType", "ColorRoles")]

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        accessLevel = reader.choice("accessLevel", default: .internal)
        registry = reader.bool("registry", default: false)
        roleList = reader.bool("roleList", default: false)
        emitSupportTypes = reader.bool("emitSupportTypes", default: true)
        let namespace = reader.string("namespace", default: "")
        self.namespace = namespace.value.isEmpty ? nil : namespace
        colorMembers = reader.choice("colorMembers", default: .none)
        memberPrefix = reader.string("memberPrefix", default: "")
        supportTypes = Self.supportTypeDefaults.map { option, name in (option, reader.string(option, default: name)) }
        entry = reader.entry
        check(&reader)
    }

    /// The support type named by option `key`.
    func supportType(_ key: String) -> String {
        supportTypes.first { $0.option == key }?.name.value ?? ""
    }

    /// The options as templates read them (`options.schemeColorType`, ...).
    var templateValues: TemplateMap {
        var values = TemplateMap([
            ("accessLevel", .string(accessLevel.value.rawValue)),
            ("registry", .bool(registry.value)),
            ("roleList", .bool(roleList.value)),
            ("emitSupportTypes", .bool(emitSupportTypes.value)),
            ("namespace", .string(namespace?.value ?? "")),
            ("colorMembers", .string(colorMembers.value.rawValue)),
            ("memberPrefix", .string(memberPrefix.value)),
        ])
        for type in supportTypes { values[type.option] = .string(type.name.value) }
        return values
    }

    /// The checks among the options: every problem is an error at the option's value.
    private func check(_ reader: inout OutputOptionsReader) {
        var names: [String: String] = [:]
        for (key, name) in supportTypes {
            guard SwiftIdentifier.isPlainIdentifier(name.value) else {
                reader.error("option \"\(key)\" must be a Swift type name (an identifier that is not a keyword), "
                             + "found \(SwiftStringLiteral.quoted(name.value))", at: name.location)
                continue
            }
            if let other = supportTypes.first(where: { $0.option != key && $0.name.value == name.value && names[$0.option] != nil }) {
                reader.error("options \"\(other.option)\" and \"\(key)\" both name the type \(name.value); "
                             + "each support type needs its own name", at: name.location)
                continue
            }
            names[key] = name.value
        }
        if let namespace {
            let name = namespace.value
            if !SwiftIdentifier.isPlainIdentifier(name) {
                reader.error("option \"namespace\" must be a Swift type name (an identifier that is not a keyword), "
                             + "found \(SwiftStringLiteral.quoted(name))", at: namespace.location)
            } else if let key = supportTypes.first(where: { names[$0.option] == name })?.option {
                reader.error("option \"namespace\" names \(name), the type of option \"\(key)\"; "
                             + "the namespace needs a name of its own", at: namespace.location)
            } else if SwiftGeneratedCodeNames.referencedTypes.contains(name) {
                reader.error("option \"namespace\" names \(name), a type the generated code uses; "
                             + "a namespace of that name would hide it, choose another name", at: namespace.location)
            }
        }
        if colorMembers.value == .nested, namespace == nil {
            reader.error("option \"colorMembers\": \"nested\" names its member after the \"namespace\" "
                         + "(Color.theme.textOnPrimaryBody for \"Theme\"); give a namespace, or use \"flat\"",
                         at: colorMembers.location)
        }
        let prefix = memberPrefix.value
        if !prefix.isEmpty && SwiftIdentifier.lowerCamel(prefix) != prefix {
            reader.error("option \"memberPrefix\" must be a lower camel case Swift identifier such as \"app\", "
                         + "found \(SwiftStringLiteral.quoted(prefix))", at: memberPrefix.location)
        }
    }
}
