// The parsed config model: scheme sources (token files, resolver, Tokens Studio), outputs and their formats.
import PositionalJSON
import SourceDiagnostics

/// The contents of a `colorgen.json`: which schemes to read, which rules to apply, what to write.
public struct ColorGenConfig: Sendable {
    /// The config file's path; every path inside it is relative to its folder.
    public var path: String
    /// The pinned rules version; `nil` means version 2 (``RulesVersion/unpinned``), with a warning.
    public var rulesVersion: Located<RulesVersion>?
    /// Where each scheme's tokens come from.
    public var schemes: SchemeSources
    /// The background tiles roles are resolved on; `nil` means all of them.
    var backgrounds: [Located<RoleBackground>]?
    /// The files to write.
    public var outputs: [OutputSpec]
    /// Which scheme serves each appearance (`"appearances"`); `nil` for the automatic choice.
    public var appearances: AppearanceDeclaration?
    /// `"layout"`: whether the tokens are a rules palette or supply roles directly; `nil` when the
    /// config does not say (then a token file's `$extensions.colorgen.layout` may, else roles).
    public var layout: Located<RoleLayout>?
    /// `"roles"`: the path patterns selecting which color tokens are roles; `nil` selects all.
    var rolePatterns: [Located<RolePattern>]?
    /// `"modeOverrides"`: per-token mode values to read from `$extensions`.
    var modeOverrides: ModeOverrides?

    /// The declared contrast pairs (`"contrast"`), checked in every scheme.
    var contrastChecks: [ContrastCheckSpec]
    /// What a failing declared pair is unless it says (`"contrastLevel"`): an error by default.
    var contrastLevel: Diagnostic.Severity
    /// Whether roles named `on<Name>` are measured on the role `<name>` (`"contrastByName"`, on by
    /// default; ``NamedContrastPairs``).
    var contrastByName: Bool

    /// Creates a configuration.
    public init(path: String, rulesVersion: Located<RulesVersion>?, schemes: SchemeSources,
                backgrounds: [Located<RoleBackground>]?, outputs: [OutputSpec], appearances: AppearanceDeclaration? = nil,
                layout: Located<RoleLayout>? = nil,
                rolePatterns: [Located<RolePattern>]? = nil, modeOverrides: ModeOverrides? = nil,
                contrastChecks: [ContrastCheckSpec] = [], contrastLevel: Diagnostic.Severity = .error,
                contrastByName: Bool = true) {
        self.path = path
        self.rulesVersion = rulesVersion
        self.schemes = schemes
        self.backgrounds = backgrounds
        self.outputs = outputs
        self.appearances = appearances
        self.layout = layout
        self.rolePatterns = rolePatterns
        self.modeOverrides = modeOverrides
        self.contrastChecks = contrastChecks
        self.contrastLevel = contrastLevel
        self.contrastByName = contrastByName
    }

    /// The schemes that serve an increased-contrast appearance: those `"appearances"` binds to
    /// `lightIncreasedContrast` or `darkIncreasedContrast`, and those derived as an
    /// increased-contrast counterpart.
    public var increasedContrastSchemes: Set<String> {
        schemes(at: .increased)
    }

    /// The schemes of the medium contrast level: those `"appearances"` binds to
    /// `lightMediumContrast` or `darkMediumContrast` (Material's medium-contrast schemes), and those
    /// derived as a medium-contrast counterpart (``SchemeDerivation/Counterpart/mediumContrast``).
    public var mediumContrastSchemes: Set<String> {
        schemes(at: .medium)
    }

    /// The schemes an appearance of contrast `level` names, and those derived as that level's counterpart.
    private func schemes(at level: ContrastLevel) -> Set<String> {
        var names = Set((appearances?.schemes ?? [:]).filter { $0.key.contrastLevel == level }.map(\.value.value))
        if case .tokenFiles(let definitions) = schemes {
            for definition in definitions where definition.derivation?.counterpart.contrastLevel == level {
                names.insert(definition.name.value)
            }
        }
        return names
    }

    /// The medium-contrast counterpart of each scheme one is derived from, as indices into
    /// `schemes` (the first such counterpart of a source when there are several).
    public func mediumContrastCounterparts(in schemes: [String]) -> [Int: Int] {
        guard case .tokenFiles(let definitions) = self.schemes else { return [:] }
        var counterparts: [Int: Int] = [:]
        for definition in definitions {
            guard let derivation = definition.derivation, derivation.counterpart == .mediumContrast,
                  let source = schemes.firstIndex(of: derivation.source.value),
                  let derived = schemes.firstIndex(of: definition.name.value), counterparts[source] == nil else { continue }
            counterparts[source] = derived
        }
        return counterparts
    }

    /// The contrast level of scheme `name`: increased, medium or standard.
    public func contrastLevel(ofScheme name: String) -> ContrastLevel {
        if increasedContrastSchemes.contains(name) { return .increased }
        return mediumContrastSchemes.contains(name) ? .medium : .standard
    }

    /// `relative`, as written in this config, resolved against the config's folder.
    public func resolve(_ relative: String) -> String {
        SourcePath.resolve(relative, relativeTo: path)
    }
}

/// Where the schemes' tokens come from.
public enum SchemeSources: Sendable {
    /// `"schemes": {"light": [files...], ...}`: each scheme merges its token files in order.
    case tokenFiles([SchemeDefinition])
    /// `"resolver": file, "modifier": name`: each context of the modifier is a scheme (a resolver
    /// without modifiers gives one scheme, named by `"scheme"`).
    case resolver(ResolverSchemes)
    /// `"tokensStudio": {...}`: each theme of one group of a Tokens Studio `$themes.json` is a scheme.
    case tokensStudio(TokensStudioSchemes)
}

/// One scheme of a `"schemes"` map: its name and its token files, merged in order (last wins).
public struct SchemeDefinition: Sendable {
    /// The scheme's name, an identifier such as `light` or `highContrastDark`.
    public var name: Located<String>
    /// Token files as written in the config (paths relative to it), some perhaps reference-only.
    public var files: [SchemeFile]
    /// The scheme this one is derived from, if it is derived (its files then merge over the derived tokens).
    var derivation: SchemeDerivation?

    /// Creates a scheme definition.
    public init(name: Located<String>, files: [SchemeFile], derivation: SchemeDerivation? = nil) {
        self.name = name
        self.files = files
        self.derivation = derivation
    }
}

/// Schemes taken from the contexts of one modifier of a DTCG resolver document, or the one scheme
/// of a resolver without modifiers.
public struct ResolverSchemes: Sendable {
    /// The name of the one scheme a resolver without modifiers gives when `"scheme"` does not name it.
    static let defaultSingleScheme = "light"

    /// The resolver file's path as written in the config.
    public var file: Located<String>
    /// The modifier whose contexts become schemes.
    public var modifier: Located<String>
    /// Whether the config names the modifier (`"modifier"`) rather than taking the default, `scheme`.
    var namesModifier: Bool
    /// `"scheme"`: the name of the one scheme of a resolver without modifiers, if the config gives one.
    var singleScheme: Located<String>?
    /// Fixed contexts for the resolver's other modifiers, by modifier name.
    public var inputs: [(modifier: String, context: Located<String>)]

    /// Creates resolver-based scheme sources.
    public init(file: Located<String>, modifier: Located<String>, namesModifier: Bool = true, singleScheme: Located<String>? = nil,
                inputs: [(modifier: String, context: Located<String>)]) {
        self.file = file
        self.modifier = modifier
        self.namesModifier = namesModifier
        self.singleScheme = singleScheme
        self.inputs = inputs
    }
}

/// One entry of `"outputs"`.
public struct OutputSpec: Sendable {
    /// What renders the output.
    public enum Renderer: Sendable {
        /// A built-in format.
        case format(OutputFormat)
        /// A built-in template by name, or a user template by path relative to the config.
        case template(String)
    }

    /// What renders the output.
    public var renderer: Renderer
    /// Where it goes, as written (relative to the config).
    public var path: Located<String>
    /// The `"options"` object as written (nil when not given): what they mean is up to the
    /// format's renderer, which reads and checks them right after the config is read, or to the
    /// template that reads them.
    public var options: JSONObject?
    /// Where the entry is in the config.
    public var location: SourceLocation
    /// With a built-in format: the user's template (relative to the config) that replaces the
    /// format's own and gets the same data.
    public var formatTemplate: Located<String>?
    /// With a built-in format: a folder (relative to the config) of partials that replace the
    /// format's built-in partials of the same name.
    public var formatPartials: Located<String>?

    /// Creates an output entry.
    package init(renderer: Renderer, path: Located<String>, options: JSONObject?, location: SourceLocation,
                formatTemplate: Located<String>? = nil, formatPartials: Located<String>? = nil) {
        self.renderer = renderer
        self.path = path
        self.options = options
        self.location = location
        self.formatTemplate = formatTemplate
        self.formatPartials = formatPartials
    }
}

/// The built-in output formats.
public enum OutputFormat: String, CaseIterable, Sendable {
    case swift, css, json, xcassets, html, android, compose, typescript, tailwind

    /// Whether a user's `"template"` may replace the format's main template: formats rendered
    /// from one template of their own name. (`json` renders two, `xcassets` pieces; their
    /// partials can still be replaced.)
    var acceptsUserTemplate: Bool {
        switch self {
        case .swift, .css, .html, .android, .compose, .typescript, .tailwind: true
        case .json, .xcassets: false
        }
    }
}
