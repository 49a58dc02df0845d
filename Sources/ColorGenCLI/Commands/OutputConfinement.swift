// `--outputs-within`: the output paths that lead outside a folder.
import DiskFiles

/// `--outputs-within`: which output paths lead outside a folder once `.`, `..` and symbolic
/// links are resolved.
enum OutputConfinement {
    /// The paths of `paths` (files or owned folders) that do not lie inside `folder`, in order.
    static func outside(_ folder: String, _ paths: [String]) -> [String] {
        let root = DiskSourceLoader.canonicalPath(folder)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var seen: Set<String> = []
        return paths.filter { path in
            let canonical = DiskSourceLoader.canonicalPath(path)
            return canonical != root && !canonical.hasPrefix(prefix) && seen.insert(path).inserted
        }
    }
}
