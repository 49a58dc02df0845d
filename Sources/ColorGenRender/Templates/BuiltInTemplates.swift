// Lookup of bundled templates: output names, partials, format pieces, and the pseudo-paths in diagnostics.
import Mustache

/// The templates compiled into colorgen from the package's `Templates/` folder.
///
/// `Templates/<name>.mustache` is an output template selected by `"template": "<name>"` (the
/// built-in formats use the template of the same name); `Templates/partials/<name>.mustache`
/// is a partial that any template may include as `{{> <name>}}`; templates in other folders
/// (`Templates/xcassets/colorset.mustache`) are pieces a format renders with data of its own,
/// reachable by `colorgen template show` but not as outputs.
public enum BuiltInTemplates {
    /// The folder of partials below `Templates/`.
    static let partialFolder = "partials/"

    /// The output templates' names, sorted.
    public static var names: [String] {
        builtInTemplateTexts.map(\.name).filter { !$0.contains("/") }.sorted()
    }

    /// The format pieces' names (`folder/name`), sorted.
    public static var pieceNames: [String] {
        builtInTemplateTexts.map(\.name).filter { $0.contains("/") && !$0.hasPrefix(partialFolder) }.sorted()
    }

    /// The partials' names (without the `partials/` folder), sorted.
    public static var partialNames: [String] {
        builtInTemplateTexts.map(\.name).filter { $0.hasPrefix(partialFolder) }
            .map { String($0.dropFirst(partialFolder.count)) }.sorted()
    }

    /// The text of the output template or format piece called `name`.
    public static func text(named name: String) -> String? {
        guard !name.hasPrefix(partialFolder) else { return nil }
        return builtInTemplateTexts.first { $0.name == name }?.text
    }

    /// The text of the partial called `name`.
    public static func partialText(named name: String) -> String? {
        builtInTemplateTexts.first { $0.name == partialFolder + name }?.text
    }

    /// The built-in partials, for rendering; a missing one is an error. Diagnostics inside one
    /// name it `Templates/partials/<name>.mustache`, where its source lives.
    public static var partials: MustachePartials {
        MustachePartials { name in
            partialText(named: name).map { MustachePartial(text: $0, path: "Templates/\(partialFolder)\(name).mustache") }
        }
    }

    /// The path diagnostics name for the built-in template `name`.
    public static func path(of name: String) -> String {
        "Templates/\(name).mustache"
    }

    /// Whether `path` is the name diagnostics give a built-in template, piece or partial.
    static func isBuiltInPath(_ path: String) -> Bool {
        builtInTemplateTexts.contains { self.path(of: $0.name) == path }
    }
}
