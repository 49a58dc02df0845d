// Xcode asset catalogs (`.xcassets`, or a folder inside one), recognised by folder layout: each color set a role per appearance.
import PositionalJSON
import SourceDiagnostics

/// Reads an Xcode asset catalog listed under a scheme: the `.xcassets` folder, or a folder inside
/// one (a group holding color sets). Every color set, at any depth, is a color token named by its
/// folders, and each scheme takes the appearance of its name (``AssetCatalogSchemes``). A color
/// set that names a system color gets a warning and is left out; other asset types are passed over.
///
/// A color set's own `Contents.json` listed instead of the catalog is recognised too, and gets one
/// error saying to list the catalog.
struct AssetCatalogInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        switch input.content {
        case .folder(let entries):
            return input.name.hasSuffix(".xcassets") || input.path.contains(".xcassets/")
                || entries.contains { $0.isFolder && $0.name.hasSuffix(".colorset") }
        case .file:
            return input.name == "Contents.json" && (input.path.contains(".xcassets/") || input.path.contains(".colorset/"))
        }
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .folder(let entries) = input.content else {
            let catalog = Self.catalogPath(containing: input.mention.value) ?? "Assets.xcassets"
            return InputReading(tokens: .unreadable, diagnostics: [.error(
                "this file is part of an Xcode asset catalog, which colorgen reads as a whole: list the catalog folder under a "
                + "scheme instead, as \"light\": [\"\(catalog)\"] (each scheme takes the appearance of its name)",
                at: SourceLocation(path: input.path, line: 1, column: 1))])
        }
        var filesRead: [String] = []
        var diagnostics: [Diagnostic] = []
        let catalog = AssetCatalogFolder(path: input.path, entries: entries, loader: input.loader, filesRead: &filesRead,
                                         diagnostics: &diagnostics)
        var otherIdioms: [String: Int] = [:]
        Self.check(catalog, diagnostics: &diagnostics, otherIdioms: &otherIdioms)
        let location = filesRead.isEmpty && !entries.contains(where: { $0.name == "Contents.json" })
            ? input.mention.location : SourceLocation(path: input.path + "/Contents.json", line: 1, column: 1)
        let schemes = AssetCatalogSchemes(catalog: catalog, location: location,
                                          otherIdioms: otherIdioms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return InputReading(tokens: .perScheme(schemes), diagnostics: diagnostics, filesRead: filesRead)
    }

    /// Reports, once per catalog, the names that cannot be tokens and the color sets naming a
    /// system color, and counts the sets that take an idiom other than universal.
    private static func check(_ folder: AssetCatalogFolder, diagnostics: inout [Diagnostic], otherIdioms: inout [String: Int]) {
        for item in folder.items {
            switch item {
            case .group(let name, let inner):
                if AssetCatalogSchemes.tokenName(name) == nil {
                    diagnostics.append(.error("the group '\(name)' cannot name a token group (a '.', '{' or '}', or a leading '$'); "
                                              + "rename the folder", at: SourceLocation(path: inner.path, line: 1, column: 1)))
                    continue
                }
                check(inner, diagnostics: &diagnostics, otherIdioms: &otherIdioms)
            case .colorSet(let set):
                if AssetCatalogSchemes.tokenName(set.name) == nil {
                    diagnostics.append(.error("the color set '\(set.name)' cannot name a role (a '.', '{' or '}', or a leading '$'); "
                                              + "rename it", at: SourceLocation(path: set.path, position: set.rootPosition)))
                } else if let system = set.systemColor {
                    diagnostics.append(.warning("the color set '\(set.name)' names the system color '\(system.name)', which has no "
                                                + "fixed value, so its role is left out; give the set a color, or define the role "
                                                + "in a token file listed after the catalog",
                                                at: SourceLocation(path: set.path, position: system.position)))
                } else if let idiom = set.entries.values.first(where: { $0.idiom != "universal" })?.idiom {
                    otherIdioms[idiom, default: 0] += 1
                }
            }
        }
    }

    /// The `….xcassets` folder of `path`, as written, if it lies inside one.
    private static func catalogPath(containing path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }), catalog < parts.count - 1 else { return nil }
        return parts[...catalog].joined(separator: "/")
    }
}
