// Reads a palette-layout scheme's palette keys, swatches, gray scale and custom roles from its tokens.
import ColorMath
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// What a scheme's tokens give the resolve stage.
enum SchemeRoleSource: Sendable {
    /// A palette (swatches, `palette.*` keys, gray scale, custom roles) for the color rules.
    case palette(Palette)
    /// Layout ``RoleLayout/roles``: every selected color token is a role by its path, e.g.
    /// colorgen's own JSON output read back as input.
    case roles([CustomRole])
}

/// Reads a scheme's palette out of its resolved tokens (the layout of docs/palette-layout.md).
///
/// - `palette.primary`, `.secondary`, `.accent` (required) and `.successGreen`, `.errorRed`,
///   `.text` (optional) are aliases to a tile of a swatch: the alias's target names the tile, the
///   group holding the target is the swatch, and its color tokens in document order are the
///   swatch's tiles, lightest first.
/// - `grayScale` holds exactly the seven named slots, or is absent (SageResearch's grays).
/// - Tokens below `roles` are custom roles.
/// - A tile's `usesLightStyle` is `$extensions.colorgen.usesLightStyle`; when absent it is derived
///   from the color: light content when white text has a higher WCAG contrast on the color than
///   black text (``RGBA/prefersLightContent``).
/// - Colors in other color spaces are converted to sRGB, gamut mapped when out of gamut.
enum SchemePaletteReader {
    /// The group holding the palette keys.
    static let paletteGroup = "palette"
    /// The group holding the gray scale slots.
    static let grayScaleGroup = "grayScale"
    /// The group holding custom roles.
    static let rolesGroup = "roles"
    /// What the path of a token below ``rolesGroup`` starts with.
    static let rolesPrefix = rolesGroup + "."
    /// The UTF-8 of ``rolesPrefix``.
    static let rolesPrefixUTF8 = Array(rolesPrefix.utf8)
    /// Every palette key a scheme may set.
    static let paletteKeys = ["primary", "secondary", "accent", "successGreen", "errorRed", "text"]

    /// The palette (layout ``RoleLayout/palette``) or roles (``RoleLayout/roles``) of `scheme`,
    /// with every problem found. With roles, a color token is a role unless it is located in one of
    /// the scheme's reference-only files, and, when `patterns` are given, only if its path matches one.
    package static func read(_ scheme: SchemeTokens, layout: RoleLayout = .palette,
                            patterns: [RolePattern]? = nil) -> (source: SchemeRoleSource?, diagnostics: [Diagnostic]) {
        var reader = Reader(scheme: scheme)
        let source = layout == .palette ? reader.read() : reader.readRoles(patterns: patterns)
        return (reader.diagnostics.containsErrors ? nil : source, reader.diagnostics)
    }

    /// Whether a color token at `path`, defined in the file `file`, is one of `scheme`'s roles under
    /// layout ``RoleLayout/roles``: not from a reference-only file or a reference-only group of its
    /// file, and matching a pattern if any.
    static func selectsRole(path: String, file: String, in scheme: SchemeTokens, patterns: [RolePattern]?) -> Bool {
        !scheme.referenceOnlyFiles.contains(file)
            && !(scheme.referenceOnlyGroups[file].map { $0.contains(String(path.prefix { $0 != "." })) } ?? false)
            && (patterns.map { $0.contains { $0.matches(path) } } ?? true)
    }

    /// Whether `tokens` hold the rules-palette keys (`palette.primary`, `.secondary` and `.accent`
    /// as aliases): what a config that relied on colorgen guessing the layout looks like.
    static func looksLikeRulesPalette(_ tokens: EvaluatedTokens) -> Bool {
        ["primary", "secondary", "accent"].allSatisfy { tokens["\(paletteGroup).\($0)"]?.aliasTarget != nil }
    }

    private struct Reader {
        let scheme: SchemeTokens
        var diagnostics: [Diagnostic] = []
        /// The tokens in document order.
        let tokens: [EvaluatedToken]
        /// The UTF-8 length of each token's parent group path, `-1` for a top-level token.
        let parentLengths: [Int]

        init(scheme: SchemeTokens) {
            self.scheme = scheme
            tokens = scheme.tokens.tokens
            parentLengths = tokens.map { token in
                token.path.utf8.lastIndex(of: UInt8(ascii: ".")).map { token.path.utf8.distance(from: token.path.startIndex, to: $0) } ?? -1
            }
        }

        /// Every selected color token as a role by its path (a leading `roles.` dropped).
        mutating func readRoles(patterns: [RolePattern]?) -> SchemeRoleSource {
            let scheme = self.scheme
            return .roles(scheme.tokens.compactMap { token in
                guard token.color != nil,
                      SchemePaletteReader.selectsRole(path: token.path, file: token.location.path, in: scheme, patterns: patterns),
                      let color = color(token) else { return nil }
                func rolePath(_ dotted: String) -> RolePath {
                    var path = RolePath(dotted: dotted)
                    if path.segments.first == SchemePaletteReader.rolesGroup, path.segments.count > 1 {
                        path.segments.removeFirst()
                    }
                    return path
                }
                return CustomRole(path: rolePath(token.path), color: color.shown, location: token.location,
                                  documentation: RoleDocumentation(token), aliasOf: token.aliasTarget.map(rolePath),
                                  literal: literal(of: token))
            })
        }

        /// The rules palette.
        mutating func read() -> SchemeRoleSource? {
            let paletteTokens = tokens(in: SchemePaletteReader.paletteGroup)
            var keys: [String: ColorMapping] = [:]
            for token in paletteTokens {
                let key = String(token.path.dropFirst(SchemePaletteReader.paletteGroup.count + 1))
                guard SchemePaletteReader.paletteKeys.contains(key) else {
                    error("unknown palette key \"\(key)\"; expected one of \(SchemePaletteReader.paletteKeys.joined(separator: ", "))"
                          + Suggestion.hint(for: key, in: SchemePaletteReader.paletteKeys), at: token.location)
                    continue
                }
                if let mapping = mapping(for: token, key: key) { keys[key] = mapping }
            }
            // Reported where the palette is written, with the scheme's place in the config as a note.
            let missing = ["primary", "secondary", "accent"].filter { keys[$0] == nil && !hasToken("palette.\($0)") }
            for key in missing {
                error("scheme \"\(scheme.name.value)\" has no palette.\(key): alias it to a swatch tile, e.g. "
                      + "\"palette\": {\"\(key)\": {\"$value\": \"{swatch.royal.1}\"}}",
                      at: scheme.paletteLocation ?? scheme.name.location)
            }
            if !missing.isEmpty, scheme.paletteLocation != nil {
                diagnostics.append(.attachedNote("scheme \"\(scheme.name.value)\" is defined here", at: scheme.name.location))
            }
            let grayScale = readGrayScale()
            let customRoles = readCustomRoles()
            guard let primary = keys["primary"], let secondary = keys["secondary"], let accent = keys["accent"],
                  let grayScale else { return nil }
            return .palette(Palette(primary: primary, secondary: secondary, accent: accent,
                                    successGreen: keys["successGreen"], errorRed: keys["errorRed"], text: keys["text"],
                                    grayScale: grayScale, customRoles: customRoles))
        }

        /// The swatch mapping a palette key's alias points at.
        mutating func mapping(for token: EvaluatedToken, key: String) -> ColorMapping? {
            guard token.color != nil else {
                error("palette.\(key) must be a color token aliasing a swatch tile, not a \(token.type.rawValue) token",
                      at: token.location)
                return nil
            }
            guard let target = token.aliasTarget else {
                error("palette.\(key) must be an alias to a swatch tile, e.g. \"{swatch.royal.1}\", so that lighter and "
                      + "darker shades can be found; put the color in a swatch group and alias it", at: token.location)
                return nil
            }
            let swatchPath = Self.parent(of: target)
            let members = colorTokens(directlyIn: swatchPath)
            guard !swatchPath.isEmpty, let index = members.firstIndex(where: { $0.path == target }) else {
                error("palette.\(key) aliases \"{\(target)}\", which is not a color tile of a swatch group", at: token.location)
                return nil
            }
            let tiles = members.compactMap { tile($0) }
            guard tiles.count == members.count else { return nil }
            let swatch = ColorSwatch(name: swatchPath, tiles: tiles, location: members[0].location)
            return ColorMapping(swatch: swatch, index: index)
        }

        mutating func readGrayScale() -> GrayScale? {
            let slots = tokens(in: SchemePaletteReader.grayScaleGroup)
            guard let first = slots.first else { return scheme.mirrorsBuiltInGrayScale ? .sage.mirroredForDarkCounterpart() : .sage }
            let names = GrayShade.allCases.map(\.rawValue)
            var tiles: [GrayShade: ColorTile] = [:]
            for token in slots {
                let name = String(token.path.dropFirst(SchemePaletteReader.grayScaleGroup.count + 1))
                guard let shade = GrayShade(rawValue: name) else {
                    error("unknown gray scale slot \"\(name)\"; the slots are \(names.joined(separator: ", "))"
                          + Suggestion.hint(for: name, in: names), at: token.location)
                    continue
                }
                tiles[shade] = tile(token)
            }
            let missing = GrayShade.allCases.filter { tiles[$0] == nil && !hasToken("grayScale.\($0.rawValue)") }
            if !missing.isEmpty {
                error("grayScale is missing the slot\(missing.count == 1 ? "" : "s") "
                      + missing.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "; it needs all seven: "
                      + names.joined(separator: ", "), at: first.location)
            }
            let ordered = GrayShade.allCases.compactMap { tiles[$0] }
            guard ordered.count == 7 else { return nil }
            return GrayScale(white: ordered[0], veryLightGray: ordered[1], lightGray: ordered[2], gray: ordered[3],
                             darkGray: ordered[4], veryDarkGray: ordered[5], black: ordered[6], location: first.location)
        }

        mutating func readCustomRoles() -> [CustomRole] {
            var roles: [CustomRole] = []
            for index in tokens.indices {
                guard let path = Self.customRolePath(tokens[index].path), let color = color(at: index) else { continue }
                // At most every token from here on is a role: room for them once, not by doubling.
                if roles.isEmpty { roles.reserveCapacity(tokens.count - index) }
                roles.append(CustomRole(path: path, color: color.shown, location: tokens[index].location,
                                        documentation: RoleDocumentation(tokens[index]),
                                        aliasOf: tokens[index].aliasTarget.flatMap(Self.customRolePath),
                                        literal: literal(of: tokens[index])))
            }
            return roles
        }

        /// The role path of a token at `path` below the `roles` group (`roles.brand.ink` →
        /// `brand.ink`), read from its bytes; nil for a token elsewhere.
        static func customRolePath(_ path: String) -> RolePath? {
            let prefix = SchemePaletteReader.rolesPrefixUTF8
            var text = path
            let read = text.withUTF8 { bytes -> RolePath?? in
                guard bytes.count >= prefix.count else { return .some(nil) }
                for index in prefix.indices where bytes[index] != prefix[index] { return .some(nil) }
                // After ASCII the prefix ends a character; a non-ASCII byte might extend the dot's.
                guard bytes.count == prefix.count || bytes[prefix.count] < 0x80 else { return nil }
                return RolePath(dottedUTF8: UnsafeBufferPointer(rebasing: bytes[prefix.count...]))
            }
            if let read { return read }
            guard path.hasPrefix(SchemePaletteReader.rolesPrefix) else { return nil }
            return RolePath(dotted: path[path.utf8.index(path.startIndex, offsetBy: prefix.count)...])
        }

        /// The tile a color token stands for; non-color tokens give nil (with an error inside
        /// the palette's own groups, and silently elsewhere: generation ignores other types).
        mutating func tile(_ token: EvaluatedToken) -> ColorTile? {
            guard let color = color(token) else { return nil }
            return ColorTile(color: color.shown, usesLightStyle: color.usesLightStyle ?? color.shown.prefersLightContent,
                             name: Self.lastSegment(of: token.path), location: token.location)
        }

        /// A color token's color in sRGB and its valid `usesLightStyle` setting, if any; non-color
        /// tokens give nil, reported as ``tile(_:)`` says.
        mutating func color(_ token: EvaluatedToken) -> (shown: RGBA, usesLightStyle: Bool?)? {
            color(of: token.value, path: token.path, type: token.type, extensions: token.extensions, at: token.location)
        }

        /// The token holding `token`'s literal value, following its whole-value aliases (at most
        /// one per token of the scheme: evaluation has already refused cycles).
        func literal(of token: EvaluatedToken) -> ColorLiteral {
            var current = token
            var aliases: [ColorLiteral.Alias] = []
            while let target = current.aliasTarget, let next = scheme.tokens[target], aliases.count < tokens.count {
                aliases.append(ColorLiteral.Alias(path: current.path, location: current.location))
                current = next
            }
            return ColorLiteral(path: current.path, location: current.location, aliases: aliases)
        }

        /// ``color(_:)`` for the token at `index`, read in place rather than copied.
        mutating func color(at index: Int) -> (shown: RGBA, usesLightStyle: Bool?)? {
            color(of: tokens[index].value, path: tokens[index].path, type: tokens[index].type,
                  extensions: tokens[index].extensions, at: tokens[index].location)
        }

        private mutating func color(of value: TokenValue, path: String, type: TokenType, extensions: JSONObject?,
                                    at location: SourceLocation) -> (shown: RGBA, usesLightStyle: Bool?)? {
            guard let color = value.color else {
                let reserved = [SchemePaletteReader.grayScaleGroup, SchemePaletteReader.rolesGroup]
                if reserved.contains(where: { path.hasPrefix($0 + ".") }) {
                    error("\(path) must be a color token, not a \(type.rawValue) token", at: location)
                }
                return nil
            }
            var usesLightStyle: Bool?
            if let setting = extensions?["colorgen"]?.objectValue?.member("usesLightStyle") {
                if let flag = setting.value.boolValue {
                    usesLightStyle = flag
                } else {
                    error("$extensions.colorgen.usesLightStyle must be true or false",
                          at: SourceLocation(path: location.path, position: setting.value.position))
                }
            }
            return (color.shown, usesLightStyle)
        }

        /// The color tokens whose parent group is `group`, in document order.
        func colorTokens(directlyIn group: String) -> [EvaluatedToken] {
            let length = group.utf8.count
            let prefix = group + "."
            return tokens.indices.compactMap { index in
                guard parentLengths[index] == length, tokens[index].path.hasPrefix(prefix), tokens[index].color != nil
                else { return nil }
                return tokens[index]
            }
        }

        /// Tokens directly or indirectly inside the top-level group `group`, in document order.
        func tokens(in group: String) -> [EvaluatedToken] {
            let prefix = group + "."
            return tokens.indices.compactMap { index in tokens[index].path.hasPrefix(prefix) ? tokens[index] : nil }
        }

        /// Whether a token at `path` exists but was left out (wrong type, already reported).
        func hasToken(_ path: String) -> Bool {
            scheme.tokens[path] != nil
        }

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(message, at: location))
        }

        /// The last non-empty segment of a dotted path, if any.
        static func lastSegment(of path: String) -> String? {
            let utf8 = path.utf8
            guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: ".") }) else { return nil }
            let end = utf8.index(after: last)
            let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
            return String(path[start..<end])
        }

        static func parent(of path: String) -> String {
            guard let dot = path.lastIndex(of: ".") else { return "" }
            return String(path[..<dot])
        }
    }
}
