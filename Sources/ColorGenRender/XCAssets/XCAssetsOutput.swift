// Asset catalog renderer: group and colorset Contents.json per role path, marker file, owned-folder output.
import ColorMath
import Mustache
import OutputFiles
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
/// Each file is rendered from its own template (`Templates/xcassets/*.mustache`) with the small
/// data of its own piece of the model (``XCAssetsModel``) rather than the full render context,
/// which would cost time proportional to every role for each of the thousand-odd color sets.
enum XCAssetsOutput: OutputFormatRenderer {
    /// The catalog folder's extension.
    static let catalogExtension = ".xcassets"
    /// The file that carries the header and marks a catalog as colorgen's.
    static let markerName = ".generated-by-colorgen"


    /// The model: the catalog's folder, its groups and its color sets.
    static func model(of request: OutputRequest) throws(OutputProblems) -> XCAssetsModel {
        let catalog: String
        do {
            catalog = try catalogPath(request.path, written: request.spec.path.value, at: request.spec.path.location)
        } catch {
            throw OutputProblems(error)
        }
        let paths = request.roles.roles.map(\.path)
        let segments = paths.map(XCAssetsNames.segments(of:))
        try XCAssetsNames.check(segments, of: paths, at: request.spec.location)
        return XCAssetsModel(catalog: catalog, roles: request.roles, segments: segments)
    }

    /// The catalog, rendered as one: its color sets share the renderings of equal colors.
    static func renderings(of model: XCAssetsModel, request: OutputRequest) -> [FileRendering] {
        [FileRendering { () throws(Diagnostic) in try files(of: model, request: request) }]
    }

    /// The catalog's files: its `Contents.json` and marker, then each group's `Contents.json`
    /// before the first color set inside it, each color set's `Contents.json`.
    private static func files(of model: XCAssetsModel, request: OutputRequest) throws(Diagnostic) -> [RenderedFile] {
        let owner = OwnedDirectory(path: model.catalog, marker: markerName)
        func file(_ relativePath: String, _ text: String) -> RenderedFile {
            RenderedFile(path: model.catalog + "/" + relativePath, text: text, ownedDirectory: owner)
        }
        let colorSet = try template("xcassets/colorset")
        let group = try template("xcassets/group").render(.map(TemplateMap()))
        let header = model.headerData(request.info)
        var files = [
            file("Contents.json", try template("xcassets/catalog").render(header)),
            file(markerName, try template("xcassets/marker").render(header)),
        ]
        files.reserveCapacity(files.count + model.entries.count)
        // A color set's file depends only on its slots' colors: roles that share them (many do)
        // share one rendering.
        var colorSetBytes: [[RGBA]: [UInt8]] = [:]
        for entry in model.entries {
            switch entry {
            case .group(let folder):
                files.append(file(folder + "/Contents.json", group))
            case .colorSet(let role, let folder):
                let colors = model.slotColors(ofRole: role)
                let bytes: [UInt8]
                if let rendered = colorSetBytes[colors] {
                    bytes = rendered
                } else {
                    bytes = try colorSet.renderUTF8(model.colorSetData(colors))
                    colorSetBytes[colors] = bytes
                }
                files.append(RenderedFile(path: model.catalog + "/" + folder + ".colorset/Contents.json",
                                          bytes: bytes, ownedDirectory: owner))
            }
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

    /// The parsed built-in template `name`.
    private static func template(_ name: String) throws(Diagnostic) -> MustacheTemplate {
        guard let text = BuiltInTemplates.text(named: name) else {
            throw Diagnostic.error("colorgen was built without its '\(name)' template", at: nil)
        }
        return try MustacheTemplate(parsing: text, path: BuiltInTemplates.path(of: name))
    }
}
