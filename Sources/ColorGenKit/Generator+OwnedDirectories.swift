// Generator.Result.ownedDirectories: the folders a generation's outputs own entirely, for the writer.
import ColorGenRender
import OutputFiles

extension Generator.Result {
    /// The folders the outputs own entirely, in the order of their first file: every file of
    /// ``files`` inside one of them belongs to it, and a writer removes whatever else it holds.
    public var ownedDirectories: [OwnedDirectory] {
        var seen = Set<OwnedDirectory>()
        return files.compactMap(\.ownedDirectory).filter { seen.insert($0).inserted }
    }
}
