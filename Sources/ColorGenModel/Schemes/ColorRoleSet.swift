// The render stage's input: scheme names, every role's per-scheme color, the rules version, and backdrops.
import ColorMath
import SourceDiagnostics

/// Every role's color in every scheme: what the render stage writes.
public struct ColorRoleSet: Sendable {
    /// The scheme names in config order; the first is the default scheme.
    public var schemes: [String]
    /// The roles in catalogue order (custom additions last), each with one color per scheme.
    public var roles: [SchemeRole]
    /// The rules version the roles were resolved with.
    public var rulesVersion: RulesVersion
    /// The color of each background tile roles are resolved on (`on<Bg>` in role paths), one per
    /// scheme, when every scheme has a palette; empty for schemes given as roles only. Contrast
    /// checks measure `text.onSecondary.*` on `backdrops[.secondary]`.
    var backdrops: [RoleBackground: [RGBA]]
    /// Which scheme serves each appearance; every output follows it.
    public var appearances: AppearanceSchemes
    /// The schemes (by name) that serve an increased-contrast appearance: their contrast targets
    /// are 7:1 and 4.5:1 instead of 4.5:1 and 3:1.
    public var increasedContrastSchemes: Set<String>
    /// The medium-contrast scheme derived from each scheme that has one (a `"counterpart":
    /// "mediumContrast"` derivation), source index to derived index: what Android's contrast
    /// setting selects at 0.5 (docs/appearances.md).
    public var mediumContrastCounterparts: [Int: Int] = [:]
    /// The contrast pairs the configuration declares, measured in every scheme
    /// (``DeclaredContrastCheck``); empty until checked.
    public var declaredContrast: [DeclaredContrastCheck.Result] = []
    /// The roles each scheme defines itself, with where, in the order of ``schemes`` (empty when
    /// not known): what messages about a role point at.
    var definedRoles: [[CustomRole]] = []

    /// Creates a role set; without `appearances`, the automatic choice for `schemes`.
    public init(schemes: [String], roles: [SchemeRole], rulesVersion: RulesVersion,
                backdrops: [RoleBackground: [RGBA]] = [:], appearances: AppearanceSchemes? = nil,
                increasedContrastSchemes: Set<String> = []) {
        self.schemes = schemes
        self.roles = roles
        self.rulesVersion = rulesVersion
        self.backdrops = backdrops
        self.appearances = appearances ?? .automatic(schemes)
        self.increasedContrastSchemes = increasedContrastSchemes
    }

    /// Where scheme `scheme` (an index into ``schemes``) defines role `path`, when it defines it
    /// itself and the place is known.
    public func definition(of path: RolePath, scheme: Int) -> SourceLocation? {
        guard scheme < definedRoles.count else { return nil }
        return definedRoles[scheme].last(where: { $0.path == path })?.location
    }

    /// The token holding role `path`'s color in scheme `scheme`, through its aliases, when the
    /// scheme defines the role itself in a file.
    public func literal(of path: RolePath, scheme: Int) -> ColorLiteral? {
        guard scheme < definedRoles.count else { return nil }
        return definedRoles[scheme].last(where: { $0.path == path })?.literal
    }

    /// The token holding each role's color in scheme `scheme`, through its aliases, for the roles
    /// the scheme defines itself in a file: ``literal(of:scheme:)`` for every role at once.
    public func literals(scheme: Int) -> [RolePath: ColorLiteral] {
        guard scheme < definedRoles.count else { return [:] }
        var literals: [RolePath: ColorLiteral] = [:]
        for role in definedRoles[scheme] {
            if let literal = role.literal { literals[role.path] = literal }
        }
        return literals
    }

    /// Whether the scheme at `scheme` (an index into ``schemes``) serves increased contrast.
    public func servesIncreasedContrast(scheme: Int) -> Bool {
        increasedContrastSchemes.contains(schemes[scheme])
    }
}

/// One role and its color in each scheme.
public struct SchemeRole: Sendable {
    /// The role path, e.g. `text.onPrimary.body`.
    public var path: RolePath
    /// The color per scheme, in the order of ``ColorRoleSet/schemes``.
    public var colors: [RGBA]
    /// The role's description and deprecation, from the first scheme whose token has either.
    public var documentation: RoleDocumentation
    /// The role each scheme's token aliases, in the order of ``ColorRoleSet/schemes`` (`nil` where
    /// it aliases no role); empty when no scheme's token aliases a role.
    public var aliases: [RolePath?]

    /// Creates a role.
    public init(path: RolePath, colors: [RGBA], documentation: RoleDocumentation = RoleDocumentation(),
                aliases: [RolePath?] = []) {
        self.path = path
        self.colors = colors
        self.documentation = documentation
        self.aliases = aliases
    }

    /// The role that role's token aliases in scheme `scheme` (an index into ``ColorRoleSet/schemes``).
    public func alias(inScheme scheme: Int) -> RolePath? {
        scheme < aliases.count ? aliases[scheme] : nil
    }
}
