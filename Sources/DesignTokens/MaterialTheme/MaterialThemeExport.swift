// Material Theme Builder's material-theme.json: recognised by shape, one scheme's roles as a DTCG tree.
import ColorMath
import PositionalJSON
import SourceDiagnostics

/// What Material Theme Builder (the web tool and its Figma plugin) exports as `material-theme.json`:
/// `description`, `seed`, `coreColors` (name → `#RRGGBB`), `extendedColors` (custom colors:
/// `name`, `color`, `description`, `harmonized`), `schemes` (`light`, `light-medium-contrast`,
/// `light-high-contrast`, `dark`, `dark-medium-contrast`, `dark-high-contrast`, each Material role
/// → `#RRGGBB`) and `palettes` (tonal palettes: name → tone `"0"`…`"100"` → `#RRGGBB`).
///
/// One of its schemes reads as a DTCG token tree (``tree(forScheme:)``): the scheme's roles are
/// top-level color tokens under their Material names (`primary`, `onPrimary`, …); `palettes` and
/// `coreColors` are the groups of the same names (``referenceOnlyGroups``: tokens to alias, such
/// as `{palettes.primary.40}`); an extended color whose entry carries values for the scheme
/// (`"light": {"color": …, "onColor": …, "colorContainer": …, "onColorContainer": …}`) adds the
/// roles `brand`, `onBrand`, `brandContainer`, `onBrandContainer` for a color named "Brand".
///
/// Values are checked where they are used, as any token's: a `#RRGGBB` string is read as sRGB,
/// any other value is left to the token evaluator (a CSS color string with the legacy warning, an
/// error for anything else), at its line and column.
package struct MaterialThemeExport: Sendable {
    /// The top-level groups that hold tokens to alias, not roles.
    package static let referenceOnlyGroups: Set<String> = [paletteGroup, coreColorsGroup]
    private static let paletteGroup = "palettes"
    private static let coreColorsGroup = "coreColors"
    /// The top-level members an export has.
    private static let knownKeys = ["description", "seed", coreColorsGroup, "extendedColors", "schemes", paletteGroup]

    /// One entry of `extendedColors`.
    private struct ExtendedColor: Sendable {
        /// `name` as written, where it is.
        var name: Located<String>
        /// The name as a role name: "Brand blue" is `brandBlue`.
        var roleName: String
        /// `color`, the custom color's source value, if it is a string.
        var color: String?
        /// Its own values per scheme of the export, by scheme name.
        var schemes: [String: JSONObject]
    }

    /// The file's path.
    package let path: String
    /// The export's schemes in document order, by their names in the file.
    package private(set) var schemeNames: [String] = []
    /// Problems of the file's structure, and the warning for extended colors without per-scheme values.
    package private(set) var diagnostics: [Diagnostic] = []
    private var schemes: [String: JSONObject] = [:]
    private var palettes: [JSONMember] = []
    private var coreColors: [JSONMember] = []
    private var extendedColors: [ExtendedColor] = []
    /// Where the export's opening brace is.
    package let rootPosition: TextPosition

    /// Whether the document `root` is shaped as such an export: an object with `schemes` and a
    /// string `seed` or an object `coreColors` of strings. Neither is a DTCG token or group, so no
    /// DTCG file is taken for one.
    package static func recognise(_ root: JSONValue) -> Bool {
        guard let object = root.objectValue, object["schemes"] != nil else { return false }
        if object["seed"]?.stringValue != nil { return true }
        guard let core = object[coreColorsGroup]?.objectValue else { return false }
        return core.members.contains { $0.value.stringValue != nil }
    }

    /// Reads the structure of the export `root`, parsed from `path`; every problem is in ``diagnostics``.
    package init(_ root: JSONValue, path: String) {
        self.path = path
        rootPosition = root.position
        guard let object = root.objectValue else { return }
        for member in object.members where !Self.knownKeys.contains(member.key) {
            warning("'\(member.key)' is not a member of a Material Theme Builder export; ignored", at: member.keyPosition)
        }
        if let value = object["schemes"] {
            for scheme in members(of: value, "'schemes'", holding: "schemes such as \"light\" and \"dark\"") {
                guard let roles = scheme.value.objectValue else {
                    error("scheme '\(scheme.key)' must be an object of Material roles (\"primary\": \"#6750A4\", …), "
                          + "found \(scheme.value.kindName)", at: scheme.value.position)
                    continue
                }
                schemeNames.append(scheme.key)
                schemes[scheme.key] = roles
            }
        }
        if let value = object[Self.paletteGroup] {
            palettes = members(of: value, "'palettes'", holding: "tonal palettes such as \"primary\"").filter { palette in
                guard palette.value.objectValue != nil else {
                    error("palette '\(palette.key)' must be an object of tones (\"40\": \"#6750A4\", …), found "
                          + palette.value.kindName, at: palette.value.position)
                    return false
                }
                return true
            }
        }
        if let value = object[Self.coreColorsGroup] {
            coreColors = members(of: value, "'coreColors'", holding: "colors such as \"primary\"")
        }
        if let value = object["extendedColors"] {
            readExtendedColors(value)
        }
    }

    /// The export's scheme that a scheme named `name` in colorgen.json takes: the one of that name,
    /// or the one whose dashed name reads as `name` in camel case (`light-high-contrast` for
    /// `lightHighContrast`), since scheme names are identifiers.
    package func scheme(for name: String) -> String? {
        schemeNames.first { $0 == name } ?? schemeNames.first { Self.camelCased($0) == name }
    }

    /// How a scheme of colorgen.json names the export's scheme `name`: `lightHighContrast` for `light-high-contrast`.
    package static func schemeName(for name: String) -> String {
        camelCased(name)
    }

    /// The export's scheme `name` (one of ``schemeNames``) as a DTCG token tree, with the problems
    /// of reading it.
    package func tree(forScheme name: String) -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var members: [JSONMember] = []
        if !coreColors.isEmpty {
            members.append(group(Self.coreColorsGroup, coreColors.map(token), at: coreColors[0].keyPosition))
        }
        if !palettes.isEmpty {
            let groups = palettes.map { palette in
                group(palette.key, palette.value.objectValue?.members.map(token) ?? [], at: palette.keyPosition)
            }
            members.append(group(Self.paletteGroup, groups, at: palettes[0].keyPosition))
        }
        for role in schemes[name]?.members ?? [] {
            members.append(token(role))
        }
        for extended in extendedColors {
            guard let values = extended.schemes[name] else {
                if !extended.schemes.isEmpty {
                    diagnostics.append(.error(
                        "extended color '\(extended.name.value)' has values for the schemes "
                        + extended.schemes.keys.sorted().joined(separator: ", ") + " but none for '\(name)', whose roles need them",
                        at: extended.name.location))
                }
                continue
            }
            for value in values.members {
                guard let role = Self.roleName(value.key, of: extended.roleName) else {
                    diagnostics.append(.warning(
                        "'\(value.key)' of extended color '\(extended.name.value)' is none of color, onColor, colorContainer and "
                        + "onColorContainer; ignored", at: location(value.keyPosition)))
                    continue
                }
                if members.contains(where: { $0.key == role }) {
                    diagnostics.append(.error(
                        "extended color '\(extended.name.value)' gives the role '\(role)', which the export already has; rename the color",
                        at: location(value.keyPosition)))
                    continue
                }
                var member = token(value)
                member.key = role
                members.append(member)
            }
        }
        let root = JSONValue(.object(JSONObject(members: members, at: rootPosition)), at: rootPosition)
        let read = TokenTreeReader.read(root, path: path, purpose: .generation)
        return (read.tree, diagnostics + read.diagnostics)
    }

    // MARK: Reading

    private mutating func readExtendedColors(_ value: JSONValue) {
        guard let entries = value.arrayValue else {
            error("'extendedColors' must be an array of custom colors ({\"name\": …, \"color\": …}), found \(value.kindName)",
                  at: value.position)
            return
        }
        var sourceOnly: [ExtendedColor] = []
        for entry in entries {
            guard let object = entry.objectValue else {
                error("an extended color must be an object with \"name\" and \"color\", found \(entry.kindName)", at: entry.position)
                continue
            }
            guard let nameMember = object.member("name"), let name = nameMember.value.stringValue,
                  case let roleName = Self.camelCased(name), !roleName.isEmpty else {
                let found = object.member("name").map { "found \(TokenValueValidator.describe($0.value))" } ?? "it has none"
                error("an extended color needs a \"name\" with a letter or digit, which names its roles; \(found)",
                      at: object.member("name")?.value.position ?? object.position)
                continue
            }
            var extended = ExtendedColor(name: Located(name, at: location(nameMember.value.position)), roleName: roleName,
                                         color: object["color"]?.stringValue, schemes: [:])
            for member in object.members where schemes[member.key] != nil {
                guard let values = member.value.objectValue else {
                    error("the '\(member.key)' values of extended color '\(name)' must be an object such as {\"color\": …, "
                          + "\"onColor\": …}, found \(member.value.kindName)", at: member.value.position)
                    continue
                }
                extended.schemes[member.key] = values
            }
            // Roles the schemes list themselves need nothing here.
            let listedBySchemes = !schemes.isEmpty && schemes.values.allSatisfy { $0[roleName] != nil }
            if extended.schemes.isEmpty && !listedBySchemes {
                sourceOnly.append(extended)
            }
            extendedColors.append(extended)
        }
        guard let first = sourceOnly.first else { return }
        let listed = sourceOnly.map { "'\($0.name.value)'" + ($0.color.map { " (\($0))" } ?? "") }.joined(separator: ", ")
        warning("extended color\(sourceOnly.count == 1 ? "" : "s") \(listed) \(sourceOnly.count == 1 ? "has" : "have") only a "
                + "source color here: the export carries no per-scheme values (no \"\(schemeNames.first ?? "light")\": "
                + "{\"color\": …, \"onColor\": …} in the entry, no '\(first.roleName)' in its schemes), so \(sourceOnly.count == 1 ? "it is" : "they are") "
                + "not roles; define \(sourceOnly.count == 1 ? "its" : "their") roles in a token file listed after the export",
                at: first.name.location.position)
    }

    /// The members of the object `value`, or none after an error saying what it must hold.
    private mutating func members(of value: JSONValue, _ what: String, holding content: String) -> [JSONMember] {
        guard let object = value.objectValue else {
            error("\(what) of a Material Theme Builder export must be an object of \(content), found \(value.kindName)",
                  at: value.position)
            return []
        }
        return Array(object.members)
    }

    // MARK: Building the DTCG tree

    /// A color token for the member `name: value`: a `#RRGGBB` string as an sRGB color object,
    /// anything else as written, for the evaluator to read or report.
    private func token(_ member: JSONMember) -> JSONMember {
        var value = member.value
        if let text = value.stringValue, let rgba = RGBA(hex: text) {
            let color = DTCGColor(colorSpace: .srgb, components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha,
                                  hex: rgba.hex)
            value = TokenValueValidator.json(for: color, at: value.position)
        }
        let position = member.keyPosition
        let token = JSONObject(members: [
            JSONMember(key: "$type", keyPosition: position, value: JSONValue(.string("color"), at: position)),
            JSONMember(key: "$value", keyPosition: value.position, value: value),
        ], at: position)
        return JSONMember(key: member.key, keyPosition: position, value: JSONValue(.object(token), at: position))
    }

    /// A group `name` of `children`.
    private func group(_ name: String, _ children: [JSONMember], at position: TextPosition) -> JSONMember {
        JSONMember(key: name, keyPosition: position, value: JSONValue(.object(JSONObject(members: children, at: position)), at: position))
    }

    // MARK: Names

    /// `text`'s words (runs of letters and digits) in camel case: "Brand blue" and "brand-blue" are `brandBlue`.
    private static func camelCased(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "" }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The role an extended color's value `key` gives for a color whose role name is `name`:
    /// `color` is `name`, `onColor` is `onName`, `colorContainer` is `nameContainer`, and so on.
    private static func roleName(_ key: String, of name: String) -> String? {
        if key.hasPrefix("color") { return name + key.dropFirst("color".count) }
        guard key.hasPrefix("onColor") else { return nil }
        return "on" + name.prefix(1).uppercased() + name.dropFirst() + key.dropFirst("onColor".count)
    }

    // MARK: Diagnostics

    private func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(path: path, position: position)
    }

    private mutating func error(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: location(position)))
    }

    private mutating func warning(_ message: String, at position: TextPosition) {
        diagnostics.append(.warning(message, at: location(position)))
    }
}
