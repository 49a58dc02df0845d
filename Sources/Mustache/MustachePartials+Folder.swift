// Partials read as `<folder>/<name>.mustache` through a source loader: the one look-up of user partials.
import SourceDiagnostics

extension MustachePartials {
    /// Partials read from `<folder>/<name>.mustache` through `loader` (`""`: the current folder),
    /// falling back to `fallback` for a name with no such file.
    public init(folder: String, loader: any SourceLoader, fallingBackTo fallback: MustachePartials) {
        self.init(whenMissing: fallback.whenMissing) { name in
            let file = name + ".mustache"
            let path = SourcePath.normalize(folder.isEmpty ? file : folder + "/" + file)
            if let bytes = try? loader.load(path) {
                return MustachePartial(text: String(decoding: bytes, as: UTF8.self), path: path)
            }
            return fallback.partial(named: name)
        }
    }
}
