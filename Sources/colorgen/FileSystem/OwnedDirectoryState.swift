import ColorGenKit
import Foundation

/// How a folder that an output owns entirely stands on disk against the files it should hold.
///
/// Refuses (throws) a folder colorgen may not take over: one that is a symbolic link or not a
/// folder at all, or a non-empty folder without the owner's marker file, which colorgen writes
/// into every folder it owns. That protects a hand-made asset catalog, or `.`, from being emptied.
struct OwnedDirectoryState {
    /// The folder.
    var directory: OwnedDirectory
    /// The files it should hold: path relative to the folder → bytes.
    var expected: [String: [UInt8]]
    /// What it holds now; nil when it does not exist.
    var existing: DirectoryContents?
    /// The regular files it holds now, relative to it.
    private var existingFiles: Set<String> = []

    /// Reads the folder's state for the given files (full paths, all inside the folder).
    init(_ directory: OwnedDirectory, files: [(path: String, bytes: [UInt8])]) throws(OutputWriter.Failure) {
        self.directory = directory
        var expected: [String: [UInt8]] = [:]
        for file in files {
            let relative = String(file.path.dropFirst(directory.path.count + 1))
            let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard directory.contains(file.path), !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw OutputWriter.Failure(path: file.path, reason: "it does not lie plainly inside '\(directory.path)'")
            }
            expected[relative] = file.bytes
        }
        self.expected = expected
        switch DirectoryContents.kind(at: directory.path) {
        case nil:
            existing = nil
        case .typeDirectory?:
            let contents = try DirectoryContents(listing: directory.path)
            guard contents.isEmpty || DirectoryContents.kind(at: directory.markerPath) == .typeRegular else {
                throw OutputWriter.Failure(
                    path: directory.path,
                    reason: "the folder exists but colorgen did not write it (it has no '\(directory.marker)'); colorgen "
                        + "replaces this folder as a whole, deleting whatever else it holds, so it will not take over a "
                        + "folder it did not write: choose another path, or delete the folder")
            }
            existing = contents
            existingFiles = Set(contents.files)
        case .typeSymbolicLink?:
            throw OutputWriter.Failure(path: directory.path, reason: "it is a symbolic link; colorgen replaces this folder "
                                       + "as a whole, so it must be a real folder")
        default:
            throw OutputWriter.Failure(path: directory.path, reason: "it exists and is not a folder")
        }
    }

    /// The folders the expected files need, relative to the owned folder.
    private var expectedFolders: Set<String> {
        var folders = Set<String>()
        for path in expected.keys {
            var segments = path.split(separator: "/").dropLast()
            while !segments.isEmpty {
                folders.insert(segments.joined(separator: "/"))
                segments = segments.dropLast()
            }
        }
        return folders
    }

    /// Whether the file at `relative` already holds its expected bytes.
    func isCurrent(_ relative: String) -> Bool {
        guard existingFiles.contains(relative), let bytes = expected[relative],
              let data = FileManager.default.contents(atPath: directory.path + "/" + relative) else { return false }
        return data.elementsEqual(bytes)
    }

    /// The expected files (full paths) whose bytes on disk differ or are missing, sorted.
    var outOfDate: [String] {
        expected.keys.sorted().filter { !isCurrent($0) }.map { directory.path + "/" + $0 }
    }

    /// What the folder holds that it should not (full paths, sorted): files and other items, and
    /// folders only when nothing stale lies inside them.
    var stale: [String] {
        guard let existing else { return [] }
        let items = (existing.files.filter { expected[$0] == nil } + existing.others).sorted()
        let wanted = expectedFolders
        let folders = existing.folders.filter { folder in
            !wanted.contains(folder) && !items.contains { $0.hasPrefix(folder + "/") }
                && !existing.folders.contains { $0.hasPrefix(folder + "/") && !wanted.contains($0) }
        }
        return (items + folders).sorted().map { directory.path + "/" + $0 }
    }

    /// Whether the folder holds exactly the expected files with the expected bytes.
    var isCurrent: Bool {
        existing != nil && outOfDate.isEmpty && stale.isEmpty
    }
}
