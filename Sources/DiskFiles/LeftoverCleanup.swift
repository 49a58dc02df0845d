// Removes the temporary files and folders killed runs left, or puts back a folder left aside.
import Platform

/// Removes what killed runs left in a folder: the temporary files and folders colorgen names
/// `.NAME.colorgen-UUID.tmp` or, for a name cut to fit, `.START.colorgen-cut-UUID.tmp` (and
/// `….tmp.previous`, a replaced file or folder kept aside until the end of a run). Only a run
/// that holds the folder's ``OutputLock`` may call it, so no live run is using them. A folder
/// left aside whose target is missing (a run killed between the two renames of the fallback
/// folder swap) is put back instead of deleted; one left aside under a cut name, whose target
/// is unknown, is left as it is.
enum LeftoverCleanup {
    /// Cleans `folder`; returns the paths removed or put back, sorted, and each leftover that
    /// could not be removed with the reason.
    static func clean(_ folder: String, in fileSystem: any FileSystem) -> (cleaned: [String], kept: [FileSystemError]) {
        let base = folder.isEmpty ? "." : folder
        guard let names = try? fileSystem.entries(of: base).map(\.name) else { return ([], []) }
        var cleaned: [String] = []
        var kept: [FileSystemError] = []
        for name in names.sorted() {
            guard let leftover = Leftover(name) else { continue }
            let path = base + "/" + name
            if leftover.isSetAside, fileSystem.kind(at: path, followingLinks: false) == .directory {
                // Under a cut name the folder's target is unknown: it is left as it is.
                guard let targetName = leftover.targetName else { continue }
                let target = base + "/" + targetName
                if fileSystem.kind(at: target, followingLinks: false) == nil, (try? fileSystem.rename(path, to: target)) != nil {
                    cleaned.append(path)
                    continue
                }
            }
            do throws(FileSystemError) {
                if try ItemRemoval.remove(path, in: fileSystem) { cleaned.append(path) }
            } catch {
                kept.append(FileSystemError(path: path, kind: error.kind,
                                            reason: error.path == path ? error.reason : "\(error.path): \(error.reason)"))
            }
        }
        return (cleaned, kept)
    }

    /// A name of colorgen's temporary naming (``TemporaryName``), taken apart.
    private struct Leftover {
        /// The name of the file or folder the temporary was made for; nil when the temporary's
        /// name holds only its start (a name too long to fit whole).
        var targetName: String?
        /// Whether it is the previous contents set aside (`.previous`), not new contents.
        var isSetAside: Bool

        init?(_ name: String) {
            var stem = Substring(name)
            isSetAside = stem.hasSuffix(".tmp" + TemporaryName.setAsideSuffix)
            if isSetAside { stem = stem.dropLast(TemporaryName.setAsideSuffix.count) }
            guard stem.hasPrefix("."), stem.hasSuffix(".tmp") else { return nil }
            stem = stem.dropFirst().dropLast(".tmp".count)
            guard stem.count > 36, TemporaryName.isIdentifier(stem.suffix(36)) else { return nil }
            let named = stem.dropLast(36)
            if named.hasSuffix(TemporaryName.cutMarker), named.count > TemporaryName.cutMarker.count {
                targetName = nil
            } else if named.hasSuffix(TemporaryName.marker), named.count > TemporaryName.marker.count {
                targetName = String(named.dropLast(TemporaryName.marker.count))
            } else {
                return nil
            }
        }
    }
}
