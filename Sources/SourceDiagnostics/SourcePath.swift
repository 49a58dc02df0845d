/// Pure string operations on `/`-separated paths, so the core can resolve one file's mention
/// of another without asking the file system.
package enum SourcePath {
    /// The folder part of `path` (`""` for a bare file name).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `relative` resolved against the folder holding `file`; an absolute `relative` is kept.
    package static func resolve(_ relative: String, relativeTo file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = directory(of: file)
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// Removes `.` segments, folds `name/..` pairs and repeated slashes; keeps leading `..`.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        // Split on the separator's byte: splitting by characters costs thousands of instructions a path.
        for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let part = Substring(bytes)
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
