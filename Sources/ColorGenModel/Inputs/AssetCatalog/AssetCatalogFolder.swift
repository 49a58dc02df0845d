// An asset catalog's folder tree as read: groups (folders, with or without "provides namespace") and color sets.
import PositionalJSON
import SourceDiagnostics

/// A folder of an asset catalog (the catalog itself, or a group inside it) with the color sets
/// and groups it holds, read through the loader; other asset types (image sets, app icons, data
/// sets, …) are passed over.
struct AssetCatalogFolder: Sendable {
    /// One item of a folder.
    enum Item: Sendable {
        case group(name: String, AssetCatalogFolder)
        case colorSet(AssetCatalogColorSet)
    }

    /// The folder's path.
    var path: String
    /// Its groups and color sets, by name.
    var items: [Item] = []

    /// The folder extensions of Xcode's other asset types, which hold no colors.
    private static let otherAssetTypes: Set<String> = [
        "imageset", "appiconset", "dataset", "symbolset", "brandassets", "imagestack", "imagestacklayer", "launchimage",
        "cubetextureset", "mipmapset", "textureset", "arimageset", "arresourcegroup", "spriteatlas", "complicationset",
        "iconset", "solidimagestack", "stickerpack", "sticker", "stickersequence", "gcdashboardimage", "gcleaderboard",
        "gcleaderboardset", "appicon",
    ]

    /// Reads the folder at `path`, whose `entries` are listed, through `loader`: every color set's
    /// `Contents.json` is loaded and read, each file read is added to `filesRead`, every problem to
    /// `diagnostics`, in the folders' order. The folders are listed first; the color sets, each
    /// a file of its own, are then loaded and parsed on every core.
    init(path: String, entries: [SourceFolderEntry], loader: any SourceLoader, filesRead: inout [String],
         diagnostics: inout [Diagnostic]) {
        var colorSets: [(name: String, contents: String)] = []
        let layout = Self.layout(path: path, entries: entries, loader: loader, colorSets: &colorSets)
        let read = colorSets.concurrentMap { Self.readColorSet(named: $0.name, from: $0.contents, loader: loader) }
        self.init(layout, read: read, filesRead: &filesRead, diagnostics: &diagnostics)
    }

    /// A folder as listed, before its color sets are read.
    private struct Layout {
        enum Item {
            case group(name: String, Layout)
            /// The index of the color set in the list of all of them.
            case colorSet(Int)
            /// A group that could not be listed.
            case unlisted(Diagnostic)
        }

        var path: String
        var items: [Item] = []
    }

    /// Lists the folder at `path` and its groups, appending each color set found (its name and the
    /// path of its `Contents.json`) to `colorSets`.
    private static func layout(path: String, entries: [SourceFolderEntry], loader: any SourceLoader,
                               colorSets: inout [(name: String, contents: String)]) -> Layout {
        var layout = Layout(path: path)
        for entry in entries where entry.isFolder {
            let itemPath = path + "/" + entry.name
            let (name, type) = split(entry.name)
            if type == "colorset" {
                layout.items.append(.colorSet(colorSets.count))
                colorSets.append((name, itemPath + "/Contents.json"))
            } else if type.map({ otherAssetTypes.contains($0) }) != true {
                do {
                    let inner = try loader.entries(ofFolder: itemPath)
                    layout.items.append(.group(name: entry.name, self.layout(path: itemPath, entries: inner, loader: loader,
                                                                             colorSets: &colorSets)))
                } catch {
                    layout.items.append(.unlisted(.error("cannot list the group '\(entry.name)' of the asset catalog: \(error.reason)",
                                                         at: SourceLocation(path: itemPath, line: 1, column: 1))))
                }
            }
        }
        return layout
    }

    /// One color set read from its `Contents.json` (`path`): the set (nil when the file could not be
    /// loaded or parsed), whether the file was loaded, and the problems found.
    private struct ReadColorSet: Sendable {
        var path: String
        var set: AssetCatalogColorSet?
        var loaded: Bool
        var diagnostics: [Diagnostic] = []
    }

    /// Loads and reads the color set `name` from `contents`.
    private static func readColorSet(named name: String, from contents: String, loader: any SourceLoader) -> ReadColorSet {
        let bytes: [UInt8]
        do {
            bytes = try loader.load(contents)
        } catch {
            return ReadColorSet(path: contents, loaded: false, diagnostics: [.error("the color set '\(name).colorset' has no readable Contents.json: "
                                                                     + error.reason, at: SourceLocation(path: contents, line: 1, column: 1))])
        }
        var read = ReadColorSet(path: contents, loaded: true)
        do {
            let document = try JSONParser.parse(bytes, path: contents, syntax: .json)
            read.set = AssetCatalogColorSet(name: name, document: document, path: contents, diagnostics: &read.diagnostics)
        } catch {
            read.diagnostics.append(error)
        }
        return read
    }

    /// The folder of `layout` with the color sets `read` in place, in the folders' order.
    private init(_ layout: Layout, read: [ReadColorSet], filesRead: inout [String], diagnostics: inout [Diagnostic]) {
        path = layout.path
        for item in layout.items {
            switch item {
            case .group(let name, let inner):
                items.append(.group(name: name, AssetCatalogFolder(inner, read: read, filesRead: &filesRead, diagnostics: &diagnostics)))
            case .colorSet(let index):
                let colorSet = read[index]
                if colorSet.loaded { filesRead.append(colorSet.path) }
                diagnostics += colorSet.diagnostics
                if let set = colorSet.set { items.append(.colorSet(set)) }
            case .unlisted(let problem):
                diagnostics.append(problem)
            }
        }
    }

    /// `Primary.colorset` as (`Primary`, `colorset`); a name without a folder extension as (name, nil).
    private static func split(_ name: String) -> (name: String, type: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        let type = name[name.index(after: dot)...]
        guard !type.isEmpty, type.allSatisfy(\.isLetter) else { return (name, nil) }
        return (String(name[..<dot]), String(type))
    }

    /// The number of color sets, at any depth.
    var colorSetCount: Int {
        items.reduce(0) { count, item in
            switch item {
            case .group(_, let folder): count + folder.colorSetCount
            case .colorSet: count + 1
            }
        }
    }
}
