// Compares a folder an output owns (e.g. an asset catalog) with what it should hold; refuses foreign ones.
import OutputFiles
import Platform

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

    /// Reads the folder's state for the files it should hold (path relative to it → bytes, as
    /// ``expected(_:in:)`` makes them).
    init(_ directory: OwnedDirectory, expected: [String: [UInt8]], in fileSystem: any FileSystem) throws(OutputWriter.Failure) {
        self.directory = directory
        self.expected = expected
        exists = try Self.mayTakeOver(directory, in: fileSystem)
        guard exists else {
            outOfDate = expected.keys.sorted().map { directory.path + "/" + $0 }
            stale = []
            return
        }
        let existing: DirectoryContents
        do {
            existing = try DirectoryContents(listing: directory.path, in: fileSystem)
        } catch {
            throw OutputWriter.Failure(path: error.path, reason: "cannot list the folder: \(error.reason)")
        }
        // One pass over the files on disk: each is expected (and holds its bytes or not) or
        // stale. The folders above an expected one are wanted.
        var current: [String] = []
        var items = existing.others
        var wanted = [Bool](repeating: false, count: existing.folders.count)
        var listedExpected = 0
        for (file, folder) in zip(existing.files, existing.fileFolders) {
            guard let bytes = expected[file] else {
                items.append(file)
                continue
            }
            listedExpected += 1
            var above = folder
            while let index = above, !wanted[index] {
                wanted[index] = true
                above = existing.folderParents[index]
            }
            if FileBytesComparison.file(at: directory.path + "/" + file, holds: bytes, in: fileSystem) { current.append(file) }
        }
        if current.count == expected.count {
            outOfDate = []
        } else {
            let currentFiles = Set(current)
            outOfDate = expected.keys.filter { !currentFiles.contains($0) }.sorted().map { directory.path + "/" + $0 }
        }
        // An expected file that is missing may still lie in a folder that exists.
        if listedExpected < expected.count {
            let folders = Self.folders(holding: expected.keys)
            wanted = existing.folders.map(folders.contains)
        }
        stale = Self.stale(items: items, folders: existing.folders, wanted: wanted).map { directory.path + "/" + $0 }
    }

    /// The files an owned folder should hold, by path relative to it; throws for a file that does
    /// not lie plainly inside it. Every path of `files` lies inside the folder
    /// (``OwnedDirectory/contains(_:)``).
    static func expected(_ files: [(path: String, bytes: [UInt8])], in directory: OwnedDirectory)
        throws(OutputWriter.Failure) -> [String: [UInt8]] {
        var expected: [String: [UInt8]] = [:]
        expected.reserveCapacity(files.count)
        for file in files {
            let relativeBytes = file.path.utf8.dropFirst(directory.path.utf8.count + 1)
            guard Self.isPlain(relativeBytes) else {
                throw OutputWriter.Failure(path: file.path, reason: "it does not lie plainly inside '\(directory.path)'")
            }
            expected[String(Substring(relativeBytes))] = file.bytes
        }
        return expected
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

    /// Whether the folder exists; throws when colorgen may not take it over: a symbolic link, not
    /// a folder, or a non-empty folder without the marker. A few system calls, whatever it holds.
    static func mayTakeOver(_ directory: OwnedDirectory, in fileSystem: any FileSystem) throws(OutputWriter.Failure) -> Bool {
        switch fileSystem.kind(at: directory.path, followingLinks: false) {
        case nil:
            return false
        case .directory?:
            let isMarked = fileSystem.kind(at: directory.markerPath, followingLinks: false) == .regularFile
            if !isMarked, try !isEmpty(directory.path, in: fileSystem) {
                throw OutputWriter.Failure(
                    path: directory.path,
                    reason: "the folder exists but colorgen did not write it (it has no '\(directory.marker)'); colorgen "
                        + "replaces this folder as a whole, deleting whatever else it holds, so it will not take over a "
                        + "folder it did not write: choose another path, or delete the folder")
            }
            return true
        case .symbolicLink?:
            throw OutputWriter.Failure(path: directory.path, reason: "it is a symbolic link; colorgen replaces this folder "
                                       + "as a whole, so it must be a real folder")
        default:
            throw OutputWriter.Failure(path: directory.path, reason: "it exists and is not a folder")
        }
    }

    /// Whether the folder at `path` holds nothing.
    private static func isEmpty(_ path: String, in fileSystem: any FileSystem) throws(OutputWriter.Failure) -> Bool {
        do {
            return try fileSystem.entries(of: path).isEmpty
        } catch {
            throw OutputWriter.Failure(path: error.path, reason: "cannot list the folder: \(error.reason)")
        }
    }

    /// Each folder that holds one of `paths` (relative), at any depth.
    private static func folders(holding paths: Dictionary<String, [UInt8]>.Keys) -> Set<String> {
        // Found from the deepest: once a folder is known, so are the folders above it.
        var folders = Set<String>()
        for path in paths {
            let bytes = path.utf8
            var end = bytes.endIndex
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")),
                  folders.insert(String(Substring(bytes[..<slash]))).inserted {
                end = slash
            }
        }
        return folders
    }

    /// What the folder holds that the expected files do not account for (relative, sorted):
    /// `items` (its files that are not expected, and other items), and the deepest of its
    /// `folders` that are not `wanted` (hold no expected file) and hold none of `items`.
    private static func stale(items: [String], folders: [String], wanted: [Bool]) -> [String] {
        let unwanted = zip(folders, wanted).filter { !$0.1 }.map(\.0)
        let emptyFolders = unwanted.filter { folder in
            !items.contains { $0.hasPrefix(folder + "/") } && !unwanted.contains { $0.hasPrefix(folder + "/") }
        }
        return (items + emptyFolders).sorted()
    }
}
