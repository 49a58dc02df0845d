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
    /// `Contents.json` is loaded and read, each file read is added to `filesRead`, every problem to `diagnostics`.
    init(path: String, entries: [SourceFolderEntry], loader: any SourceLoader, filesRead: inout [String],
         diagnostics: inout [Diagnostic]) {
        self.path = path
        for entry in entries where entry.isFolder {
            let itemPath = path + "/" + entry.name
            let (name, type) = Self.split(entry.name)
            if type == "colorset" {
                let contents = itemPath + "/Contents.json"
                let bytes: [UInt8]
                do {
                    bytes = try loader.load(contents)
                } catch {
                    diagnostics.append(.error("the color set '\(entry.name)' has no readable Contents.json: \(error.reason)",
                                              at: SourceLocation(path: contents, line: 1, column: 1)))
                    continue
                }
                filesRead.append(contents)
                do {
                    let document = try JSONParser.parse(bytes, path: contents, syntax: .json)
                    items.append(.colorSet(AssetCatalogColorSet(name: name, document: document, path: contents,
                                                                diagnostics: &diagnostics)))
                } catch {
                    diagnostics.append(error)
                }
            } else if type.map({ Self.otherAssetTypes.contains($0) }) != true {
                do {
                    let inner = try loader.entries(ofFolder: itemPath)
                    items.append(.group(name: entry.name, AssetCatalogFolder(path: itemPath, entries: inner, loader: loader,
                                                                             filesRead: &filesRead, diagnostics: &diagnostics)))
                } catch {
                    diagnostics.append(.error("cannot list the group '\(entry.name)' of the asset catalog: \(error.reason)",
                                              at: SourceLocation(path: itemPath, line: 1, column: 1)))
                }
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
