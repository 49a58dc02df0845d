// Compares a folder an output owns (e.g. an asset catalog) with what it should hold; refuses foreign ones.
import ColorGenKit
import Foundation

/// How a folder that an output owns entirely stands on disk against the files it should hold.
///
/// Refuses (throws) a folder colorgen may not take over: one that is a symbolic link or not a
/// folder at all, or a non-empty folder without the owner's marker file, which colorgen writes
/// into every folder it owns. That protects a hand-made asset catalog, or `.`, from being emptied.
struct OwnedDirectoryState {
    /// The folder.
    let directory: OwnedDirectory
    /// The files it should hold: path relative to the folder → bytes.
    let expected: [String: [UInt8]]
    /// The expected files (full paths, sorted) whose bytes on disk differ or are missing.
    let outOfDate: [String]
    /// What the folder holds that it should not (full paths, sorted): files and other items, and
    /// folders only when nothing stale lies inside them.
    let stale: [String]
    /// Whether the folder exists.
    let exists: Bool

    /// Reads the folder's state for the given files (full paths, all inside the folder).
    init(_ directory: OwnedDirectory, files: [(path: String, bytes: [UInt8])]) throws(OutputWriter.Failure) {
        self.directory = directory
        var expected: [String: [UInt8]] = [:]
        for file in files {
            let relative = String(Substring(file.path.utf8.dropFirst(directory.path.utf8.count + 1)))
            let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard directory.contains(file.path), !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw OutputWriter.Failure(path: file.path, reason: "it does not lie plainly inside '\(directory.path)'")
            }
            expected[relative] = file.bytes
        }
        self.expected = expected
        let existing = try Self.contents(of: directory)
        exists = existing != nil
        let existingFiles = Set(existing?.files ?? [])
        outOfDate = expected.keys.sorted().filter { relative in
            guard existingFiles.contains(relative) else { return true }
            return !FileBytesComparison.file(at: directory.path + "/" + relative, holds: expected[relative] ?? [])
        }.map { directory.path + "/" + $0 }
        stale = existing.map { Self.stale(in: $0, expected: expected) }?.map { directory.path + "/" + $0 } ?? []
    }

    /// Whether the folder holds exactly the expected files with the expected bytes.
    var isCurrent: Bool {
        exists && outOfDate.isEmpty && stale.isEmpty
    }

    /// What `directory` holds, nil when it does not exist; throws when colorgen may not take it over.
    private static func contents(of directory: OwnedDirectory) throws(OutputWriter.Failure) -> DirectoryContents? {
        switch DirectoryContents.kind(at: directory.path) {
        case nil:
            return nil
        case .typeDirectory?:
            let contents = try DirectoryContents(listing: directory.path)
            guard contents.isEmpty || DirectoryContents.kind(at: directory.markerPath) == .typeRegular else {
                throw OutputWriter.Failure(
                    path: directory.path,
                    reason: "the folder exists but colorgen did not write it (it has no '\(directory.marker)'); colorgen "
                        + "replaces this folder as a whole, deleting whatever else it holds, so it will not take over a "
                        + "folder it did not write: choose another path, or delete the folder")
            }
            return contents
        case .typeSymbolicLink?:
            throw OutputWriter.Failure(path: directory.path, reason: "it is a symbolic link; colorgen replaces this folder "
                                       + "as a whole, so it must be a real folder")
        default:
            throw OutputWriter.Failure(path: directory.path, reason: "it exists and is not a folder")
        }
    }

    /// The items of `existing` that `expected` does not account for (relative, sorted): files and
    /// other items, and the deepest unwanted folders that hold none of them.
    private static func stale(in existing: DirectoryContents, expected: [String: [UInt8]]) -> [String] {
        var wanted = Set<String>()
        for path in expected.keys {
            let bytes = path.utf8
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                wanted.insert(String(Substring(bytes[..<index])))
            }
        }
        let items = existing.files.filter { expected[$0] == nil } + existing.others
        let unwanted = existing.folders.filter { !wanted.contains($0) }
        let emptyFolders = unwanted.filter { folder in
            !items.contains { $0.hasPrefix(folder + "/") } && !unwanted.contains { $0.hasPrefix(folder + "/") }
        }
        return (items + emptyFolders).sorted()
    }
}
