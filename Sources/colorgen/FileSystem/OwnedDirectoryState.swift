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
            let relativeBytes = file.path.utf8.dropFirst(directory.path.utf8.count + 1)
            let relative = String(Substring(relativeBytes))
            guard directory.contains(file.path), Self.isPlain(relativeBytes) else {
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

    /// Whether `path`, relative, names something below the folder plainly: no segment is empty,
    /// `.` or `..`. The bytes are read as the file system does: `/` and `.` are ASCII, so no
    /// longer character holds them.
    private static func isPlain(_ path: Substring.UTF8View) -> Bool {
        var segmentLength = 0
        var dots = 0
        func segmentIsPlain() -> Bool { segmentLength > 0 && !(segmentLength == dots && dots <= 2) }
        for byte in path {
            if byte == UInt8(ascii: "/") {
                guard segmentIsPlain() else { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return segmentIsPlain()
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
        case .directory?:
            let contents = try DirectoryContents(listing: directory.path)
            guard contents.isEmpty || DirectoryContents.kind(at: directory.markerPath) == .regular else {
                throw OutputWriter.Failure(
                    path: directory.path,
                    reason: "the folder exists but colorgen did not write it (it has no '\(directory.marker)'); colorgen "
                        + "replaces this folder as a whole, deleting whatever else it holds, so it will not take over a "
                        + "folder it did not write: choose another path, or delete the folder")
            }
            return contents
        case .symbolicLink?:
            throw OutputWriter.Failure(path: directory.path, reason: "it is a symbolic link; colorgen replaces this folder "
                                       + "as a whole, so it must be a real folder")
        default:
            throw OutputWriter.Failure(path: directory.path, reason: "it exists and is not a folder")
        }
    }

    /// The items of `existing` that `expected` does not account for (relative, sorted): files and
    /// other items, and the deepest unwanted folders that hold none of them.
    private static func stale(in existing: DirectoryContents, expected: [String: [UInt8]]) -> [String] {
        // Each folder that holds an expected file, found from the deepest: once a folder is
        // known, so are the folders above it.
        var wanted = Set<String>()
        for path in expected.keys {
            let bytes = path.utf8
            var end = bytes.endIndex
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")),
                  wanted.insert(String(Substring(bytes[..<slash]))).inserted {
                end = slash
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
