// Removes the temporary files and folders killed runs left, or puts back a folder left aside.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes what killed runs left in a folder: the temporary files and folders colorgen names
/// `.NAME.colorgen-UUID.tmp` (and `….tmp.previous`, a replaced file or folder kept aside until
/// the end of a run). Only a run that holds the folder's ``OutputLock`` may call it, so no live
/// run is using them. A folder left aside whose target is missing (a run killed between the two
/// renames of the fallback folder swap) is put back instead of deleted.
enum LeftoverCleanup {
    /// Cleans `folder`; returns the paths removed or put back, sorted, and each leftover that
    /// could not be removed with the reason.
    static func clean(_ folder: String) -> (cleaned: [String], kept: [ItemRemoval.Failure]) {
        let base = folder.isEmpty ? "." : folder
        guard let names = try? DirectoryContents.names(in: base) else { return ([], []) }
        var cleaned: [String] = []
        var kept: [ItemRemoval.Failure] = []
        for name in names.sorted() {
            guard let leftover = Leftover(name) else { continue }
            let path = base + "/" + name
            let target = base + "/" + leftover.targetName
            if leftover.isSetAside, DirectoryContents.kind(at: path) == .directory,
               DirectoryContents.kind(at: target) == nil, rename(path, target) == 0 {
                cleaned.append(path)
                continue
            }
            do throws(ItemRemoval.Failure) {
                if try ItemRemoval.remove(path) { cleaned.append(path) }
            } catch {
                kept.append(ItemRemoval.Failure(path: path, reason: error.path == path ? error.reason : "\(error.path): \(error.reason)"))
            }
        }
        return (cleaned, kept)
    }

    /// A name of colorgen's temporary naming, taken apart.
    private struct Leftover {
        /// The name of the file or folder the temporary was made for.
        var targetName: String
        /// Whether it is the previous contents set aside (`.previous`), not new contents.
        var isSetAside: Bool

        init?(_ name: String) {
            var stem = Substring(name)
            isSetAside = stem.hasSuffix(".tmp.previous")
            if isSetAside { stem = stem.dropLast(".previous".count) }
            guard stem.hasPrefix("."), stem.hasSuffix(".tmp") else { return nil }
            stem = stem.dropFirst().dropLast(".tmp".count)
            let marker = ".colorgen-"
            guard stem.count > marker.count + 36, TemporaryName.isIdentifier(stem.suffix(36)),
                  stem.dropLast(36).hasSuffix(marker) else {
                return nil
            }
            targetName = String(stem.dropLast(36 + marker.count))
        }
    }
}
