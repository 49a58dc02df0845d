import Mustache
import SourceDiagnostics

/// The `xcassets` format: an Xcode asset catalog with one color set per role.
///
/// The catalog is `<path>.xcassets` (a path already ending in `.xcassets` is used as it is). Role
/// paths become folders that provide a namespace, so Xcode names `text.onPrimary.body` as
/// `text/onPrimary/body`: `text/` and `text/onPrimary/` hold a group `Contents.json`, and
/// `text/onPrimary/body.colorset/Contents.json` holds the color in each appearance
/// (``XCAssetsAppearanceSlots``). Every `Contents.json` is written byte for byte the way Xcode
/// writes it, so a catalog edited in Xcode diffs cleanly against a generated one.
///
/// JSON has no comments, so the header goes into `.generated-by-colorgen` at the catalog's root,
/// which also marks the catalog as colorgen's: the output owns the whole folder
/// (``OwnedDirectory``), and writers delete the color sets of removed roles.
///
/// Each file is rendered from its own template (`Templates/xcassets/*.mustache`) with a small
/// context of its own rather than the full render context, which would cost time proportional to
/// every role for each of the thousand-odd color sets.
enum XCAssetsOutput {
    /// The catalog folder's extension.
    static let catalogExtension = ".xcassets"
    /// The file that carries the header and marks a catalog as colorgen's.
    static let markerName = ".generated-by-colorgen"

    /// The format's options: `gamut` (the config's `"appearances"` fill the appearances).
    static let options: [OutputOption] = [ColorGamutOption.option]

    /// The catalog's files. `spec` and `configPath` place errors in the config.
    static func render(_ context: RenderContext, path: String, spec: OutputSpec,
                       configPath: String) throws(Diagnostic) -> [RenderedFile] {
        let catalog = try catalogPath(path, written: spec.path.value, at: spec.path.location)
        let slots = XCAssetsAppearanceSlots(appearances: context.roles.appearances)
        try XCAssetsNames.check(context.roles.roles.map(\.path), at: spec.location)

        let owner = OwnedDirectory(path: catalog, marker: markerName)
        func file(_ relativePath: String, _ text: String) -> RenderedFile {
            RenderedFile(path: catalog + "/" + relativePath, text: text, ownedDirectory: owner)
        }
        let colorSet = try template("xcassets/colorset")
        let group = try template("xcassets/group").render(.map(TemplateMap()))
        let header = TemplateValue.map(TemplateMap([("header", .string(context.info.header))]))
        var files = [
            file("Contents.json", try template("xcassets/catalog").render(header)),
            file(markerName, try template("xcassets/marker").render(header)),
        ]
        var groups = Set<[String]>()
        for role in context.roles.roles {
            let segments = XCAssetsNames.segments(of: role.path)
            for depth in 1..<max(segments.count, 1) where groups.insert(Array(segments.prefix(depth))).inserted {
                files.append(file(segments.prefix(depth).joined(separator: "/") + "/Contents.json", group))
            }
            let text = try colorSet.render(colorSetContext(role, slots: slots))
            files.append(file(segments.joined(separator: "/") + ".colorset/Contents.json", text))
        }
        return files
    }

    /// `path` with `.xcassets` appended unless it already ends so. The path as `written` in the
    /// config must name a folder: not `.` or `..`, whose resolved name would be a folder's above.
    static func catalogPath(_ path: String, written: String, at location: SourceLocation) throws(Diagnostic) -> String {
        let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? "" }
        guard !["", ".", "..", catalogExtension].contains(name(written)), !name(path).isEmpty else {
            throw Diagnostic.error("an xcassets output's path must name the catalog, e.g. \"Generated/Colors\" or "
                                   + "\"Generated/Colors.xcassets\"", at: location)
        }
        return name(path).hasSuffix(catalogExtension) ? path : path + catalogExtension
    }

    /// One color set's context: `name`, `path`, and `entries`, each with `hasAppearances`,
    /// `appearances` ({appearance, value, last}), `scheme`, the components and `last`.
    static func colorSetContext(_ role: SchemeRole, slots: XCAssetsAppearanceSlots) -> TemplateValue {
        let entries: [TemplateValue] = slots.slots.enumerated().map { index, slot in
            let appearances: [TemplateValue] = slot.appearances.enumerated().map { offset, appearance in
                .map(TemplateMap([
                    ("appearance", .string(appearance.appearance)), ("value", .string(appearance.value)),
                    ("last", .bool(offset == slot.appearances.count - 1)),
                ]))
            }
            var entry = TemplateMap([
                ("hasAppearances", .bool(!appearances.isEmpty)), ("appearances", .list(appearances)),
                ("scheme", .number(.integer(slot.scheme))), ("last", .bool(index == slots.slots.count - 1)),
            ])
            for (key, value) in XCAssetsComponents.fields(of: role.colors[slot.scheme]) { entry[key] = value }
            return .map(entry)
        }
        return .map(TemplateMap([
            ("name", .string(XCAssetsNames.segments(of: role.path).joined(separator: "/"))),
            ("path", .string(role.path.description)),
            ("entries", .list(entries)),
        ]))
    }

    /// The parsed built-in template `name`.
    private static func template(_ name: String) throws(Diagnostic) -> MustacheTemplate {
        guard let text = BuiltInTemplates.text(named: name) else {
            throw Diagnostic.error("colorgen was built without its '\(name)' template", at: nil)
        }
        return try MustacheTemplate(parsing: text, path: BuiltInTemplates.path(of: name))
    }
}
