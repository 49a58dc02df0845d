// Partials read as `<folder>/<name>.mustache` through a source loader: the one look-up of user partials.
import SourceDiagnostics

extension MustachePartials {
    /// Partials read from `<folder>/<name>.mustache` through `loader` (`""`: the current folder),
    /// falling back to `fallback` for a name with no such file.
    ///
    /// A partial stays inside its folder: a name with a `..` part or a leading `/` is refused, and
    /// so is a file that leads outside the folder through a symbolic link (the folder's own path
    /// may be a link). A file that is there but cannot be read (a FIFO, a loop of links) is
    /// refused with the reason, not passed over for a built-in partial of the same name.
    public init(folder: String, loader: any SourceLoader, fallingBackTo fallback: MustachePartials) {
        self.init(whenMissing: fallback.whenMissing) { name in
            let file = name + ".mustache"
            let path = SourcePath.normalize(folder.isEmpty ? file : folder + "/" + file)
            let shown = folder.isEmpty ? "the current folder" : "'\(folder)'"
            if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
                return .refused(path: path, because: "a partial is named by its path inside its folder (\(shown)), "
                                + "without '..' or a leading '/'")
            }
            let item = loader.item(at: path)
            if item.kind == .nothing { return fallback.partial(named: name) }
            guard loader.item(at: folder.isEmpty ? "." : folder).contains(item) else {
                return .refused(path: path, because: "'\(path)' leads outside the partials' folder (\(shown)) "
                                + "to '\(item.canonicalPath)' through a symbolic link")
            }
            do throws(SourceLoaderError) {
                let bytes = try loader.load(path)
                return MustachePartial(text: String(decoding: bytes, as: UTF8.self), path: path)
            } catch {
                return .refused(path: path, because: "'\(path)' \(error.reason)")
            }
        }
    }
}
