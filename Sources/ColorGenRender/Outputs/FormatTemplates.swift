// Picks built-in or user templates and partials for an output, user partials shadowing the built-in ones.
import Mustache
import SourceDiagnostics

/// The templates an output renders with: the built-in ones, or a user's template and partials
/// from the output's `"template"` and `"partials"` in their place.
///
/// A user's main template replaces the built-in template of the format's name (`swift`,
/// `css`, ...) and sees exactly the data that one sees: the data a template can read
/// (``PreparedTemplate/readableNames``), whoever wrote it. The user's main template is read and
/// parsed once, when the templates are made; what went wrong is reported when it is used. A
/// format prepares each of its templates once (``template(named:)``), with the partials it
/// can reach. Partials are looked up in the user's partial folder (by default the main
/// template's folder) first, then among the built-in partials, so one partial of a built-in
/// format can be overridden alone.
struct FormatTemplates: Sendable {
    /// The name of the built-in template the user's main template replaces.
    private var mainName: String?
    /// The user's main template parsed, or why it could not be read or parsed.
    private var main: Result<MustacheTemplate, Diagnostic>?
    /// The folder searched for partials before the built-in ones, resolved; nil for none.
    private var partialFolder: String?
    private var loader: (any SourceLoader)?

    /// colorgen's own templates.
    package static let builtIn = FormatTemplates()

    private init() {}

    /// The user's files: `template` (a path relative to the config at `configPath`) replaces the
    /// built-in template `mainName`; `partials` (a folder relative to the config) holds partials
    /// that replace built-in ones. Either may be nil. Read through `loader`; a file that cannot
    /// be read is an error at `location` with the message `unreadable` makes from the path and
    /// the reason.
    init(replacing mainName: String, template: String?, partials: String?, configPath: String,
         loader: any SourceLoader, location: SourceLocation,
         unreadable: (_ path: String, _ reason: String) -> String = { "cannot read template '\($0)': \($1)" }) {
        self.mainName = mainName
        let mainPath = template.map { SourcePath.resolve($0, relativeTo: configPath) }
        if let partials {
            partialFolder = SourcePath.normalize(SourcePath.resolve(partials, relativeTo: configPath))
        } else {
            partialFolder = mainPath.map(SourcePath.directory(of:))
        }
        self.loader = loader
        if let mainPath {
            main = Result { () throws(Diagnostic) in
                try Self.parse(mainPath, loader: loader, location: location, unreadable: unreadable)
            }
        }
    }

    /// The template file at `path` read through `loader` and parsed; a file that cannot be read
    /// is an error at `location` with the message `unreadable` makes.
    private static func parse(_ path: String, loader: any SourceLoader, location: SourceLocation,
                              unreadable: (_ path: String, _ reason: String) -> String) throws(Diagnostic) -> MustacheTemplate {
        let bytes: [UInt8]
        do {
            bytes = try loader.load(path)
        } catch {
            throw Diagnostic.error(unreadable(path, error.reason), at: location)
        }
        return try MustacheTemplate(parsing: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// The template `name` (the user's one when it replaces `name`) with the partials it can
    /// reach, read and parsed once; what went wrong is reported when it is rendered.
    func template(named name: String) -> PreparedTemplate {
        PreparedTemplate(Result { () throws(Diagnostic) in try parsedTemplate(named: name) }, partials: partials)
    }

    /// The template `name`, the user's one when it replaces `name`, parsed.
    private func parsedTemplate(named name: String) throws(Diagnostic) -> MustacheTemplate {
        if name == mainName, let main {
            return try main.get()
        }
        guard let text = BuiltInTemplates.text(named: name) else {
            throw Diagnostic.error("colorgen was built without its '\(name)' template", at: nil)
        }
        return try MustacheTemplate(parsing: text, path: BuiltInTemplates.path(of: name))
    }

    /// The user's partials first, then the built-in ones.
    private var partials: MustachePartials {
        let builtIn = BuiltInTemplates.partials
        guard let partialFolder, let loader else { return builtIn }
        return MustachePartials(folder: partialFolder, loader: loader, fallingBackTo: builtIn)
    }
}
