// The compose output's options (package, accessLevel, className, colorMembers, material), read and checked right after the config.
import Mustache
import SourceDiagnostics

/// The `compose` format's options (docs/compose-output.md), read and checked right after the config: the
/// Kotlin package is required and must be a dotted Kotlin name, the class name a Kotlin type name
/// that the generated file does not already use.
struct ComposeOutputOptions: Sendable {
    /// The visibility of every generated declaration (`accessLevel`).
    enum AccessLevel: String, CaseIterable, Sendable {
        /// Visible everywhere (Kotlin's default, written out for explicit API mode).
        case `public`
        /// Visible in the module only.
        case `internal`
    }

    /// How the class holds the roles (`colorMembers`).
    enum ColorMembers: String, CaseIterable, Sendable {
        /// A nested class per role group: `colors.text.onPrimary.body`.
        case nested
        /// One property per role on the class: `colors.textOnPrimaryBody`.
        case flat
    }

    /// The file's Kotlin package, e.g. `com.example.app.ui.theme`.
    var package: Located<String>
    /// The visibility of every declaration.
    var accessLevel: Located<AccessLevel>
    /// The name of the class with a property per role; the scheme instances are in its companion.
    var className: Located<String>
    /// Nested classes per role group, or every role on the class.
    var colorMembers: Located<ColorMembers>
    /// `"material"`: each Material 3 color role (a `lightColorScheme` parameter) with the role
    /// path that gives it, in the order written; empty to map roles by their names
    /// (``MaterialColorRoles``). The names are checked here, the paths against the roles.
    var material: [(name: Located<String>, role: Located<String>)]
    /// Where the output entry is, for problems of the whole output.
    var entry: SourceLocation

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        package = reader.string("package", default: "")
        accessLevel = reader.choice("accessLevel", default: .public)
        className = reader.string("className", default: "AppColors")
        colorMembers = reader.choice("colorMembers", default: .nested)
        material = reader.stringMap("material").map { (name: $0.key, role: $0.value) }
        entry = reader.entry
        for (name, _) in material where !MaterialColorRoles.names.contains(name.value) {
            reader.error("option \"material\" names \"\(name.value)\", which is not a color role of Material 3's ColorScheme"
                         + Suggestion.hint(for: name.value, in: MaterialColorRoles.names), at: name.location)
        }
        if package.value.isEmpty {
            reader.error("the compose format needs option \"package\", the Kotlin package of the file "
                         + "(e.g. \"com.example.app.ui.theme\")", at: package.location)
        } else if !package.value.split(separator: ".", omittingEmptySubsequences: false)
            .allSatisfy({ KotlinIdentifier.isPlainIdentifier(String($0)) }) {
            reader.error("option \"package\" must be Kotlin names joined by dots (each a letter or \"_\" and then letters, "
                         + "digits or \"_\", no keyword), found \"\(package.value)\"", at: package.location)
        }
        if !KotlinIdentifier.isPlainIdentifier(className.value) {
            reader.error("option \"className\" must be a Kotlin type name (a letter or \"_\" and then letters, digits "
                         + "or \"_\", no keyword), found \"\(className.value)\"", at: className.location)
        } else if ComposeNames.importedNames.contains(className.value) {
            reader.error("option \"className\" names \(className.value), which the generated file imports; choose another "
                         + "name", at: className.location)
        }
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        TemplateMap([
            ("package", .string(package.value)), ("accessLevel", .string(accessLevel.value.rawValue)),
            ("className", .string(className.value)), ("colorMembers", .string(colorMembers.value.rawValue)),
            ("material", .map(TemplateMap(material.map { ($0.name.value, .string($0.role.value)) }))),
        ])
    }
}
