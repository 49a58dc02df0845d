// Finds a target's single colorgen.json and lists the target folder's files for the plugins.
import Foundation

/// Finds the files of a target the colorgen plugins care about. A SwiftPM target's files are
/// listed from its folder rather than from its sources, so files it excludes are still found.
enum ColorGenConfigLocator {
    /// The name of the config file the plugins look for.
    static let configName = "colorgen.json"

    /// The one `colorgen.json` among a target's files, or an error naming the target when there
    /// is none or more than one.
    static func config(ofTarget target: String, among files: [URL]) throws -> URL {
        let found = files.filter { $0.lastPathComponent == configName }
        guard let config = found.first else {
            throw ColorGenPluginError("target '\(target)' uses ColorGenPlugin but has no \(configName)")
        }
        guard found.count == 1 else {
            let list = found.map(\.path).joined(separator: ", ")
            throw ColorGenPluginError("target '\(target)' has \(found.count) \(configName) files (\(list)); "
                                      + "ColorGenPlugin needs exactly one per target")
        }
        return config
    }

    /// Every regular file below `folder` (hidden files and folders skipped), sorted by path.
    static func files(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
    }
}
