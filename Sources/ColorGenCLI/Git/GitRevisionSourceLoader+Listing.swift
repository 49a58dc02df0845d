// Listing a folder of a git revision (`git ls-tree -z`), for input forms that are folders (an asset catalog, an Android res/).
import Platform
import SourceDiagnostics

extension GitRevisionSourceLoader {
    /// The entries of the folder at `path` in the revision, sorted by name, from `git ls-tree -z
    /// REV:PATH` (a `tree` entry is a folder).
    func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
        let repositoryPath = try self.repositoryPath(of: path)
        let listed: SubprocessOutput
        do {
            listed = try GitCommand.run(["ls-tree", "-z", "\(commit):\(repositoryPath)"], in: topLevel)
        } catch {
            throw SourceLoaderError(reason: error.reason)
        }
        guard listed.succeeded else { throw SourceLoaderError(reason: "not a folder in revision \(revision)") }
        // Each entry is "<mode> <type> <object>\t<name>", ended by a NUL.
        return listed.stdout.split(separator: 0).compactMap { entry -> SourceFolderEntry? in
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count >= 2 else { return nil }
            return SourceFolderEntry(name: String(decoding: entry[(tab + 1)...], as: UTF8.self),
                                     isFolder: fields[1].elementsEqual("tree".utf8))
        }.sorted { $0.name < $1.name }
    }
}
