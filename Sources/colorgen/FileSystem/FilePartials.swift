import ColorGenKit
import Foundation
import Mustache

/// Mustache partials read from `<folder>/<name>.mustache` on disk.
struct FilePartials {
    /// The folder partials are looked up in (`""` = the current folder).
    var folder: String

    /// The partial `name` from disk, if the file exists.
    func partial(named name: String) -> MustachePartial? {
        let path = (folder.isEmpty ? "" : folder + "/") + name + ".mustache"
        guard let bytes = try? DiskSourceLoader().load(path) else { return nil }
        return MustachePartial(text: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Partials from disk first, then from `fallback`.
    func fallingBack(to fallback: MustachePartials) -> MustachePartials {
        let files = self
        return MustachePartials(whenMissing: fallback.whenMissing) { name in
            files.partial(named: name) ?? fallback.partial(named: name)
        }
    }
}
