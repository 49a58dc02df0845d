// Lists everything inside a folder at any depth without following symbolic links.
import Foundation

/// Everything inside a folder, at any depth, by path relative to it. Symbolic links are listed,
/// never followed, so nothing outside the folder is ever looked at through one.
struct DirectoryContents {
    /// Regular files.
    var files: [String] = []
    /// Folders.
    var folders: [String] = []
    /// Anything else: symbolic links, sockets, devices.
    var others: [String] = []

    /// The kind of item at `path` without following a final symbolic link, or nil when nothing is there.
    static func kind(at path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// Lists the folder at `path`.
    init(listing path: String) throws(OutputWriter.Failure) {
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? path : path + "/" + relative
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw OutputWriter.Failure(path: folder, reason: "cannot list the folder: \(error.localizedDescription)")
            }
            for name in names.sorted() {
                let entry = relative.isEmpty ? name : relative + "/" + name
                switch Self.kind(at: path + "/" + entry) {
                case .typeDirectory?:
                    folders.append(entry)
                    pending.append(entry)
                case .typeRegular?:
                    files.append(entry)
                default:
                    others.append(entry)
                }
            }
        }
    }

    /// Whether the folder holds nothing at all.
    var isEmpty: Bool { files.isEmpty && folders.isEmpty && others.isEmpty }
}
