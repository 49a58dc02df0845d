// The file-system interface the command line's policy code works through, so tests can inject faults.

/// What is at a path, without following a symbolic link there.
public enum FileKind: Equatable, Sendable {
    case directory
    case regularFile
    case symbolicLink
    /// A FIFO, socket or device, described in words ("a FIFO (named pipe)").
    case other(String)
}

/// A file's existence, size, modification time and identity: what a watcher compares between
/// polls, and what tells two paths of one file apart from two files.
public struct FileFingerprint: Equatable, Sendable {
    /// Whether anything is at the path.
    public var exists: Bool
    /// The size in bytes.
    public var size: Int64 = 0
    /// The modification time in nanoseconds since 1970.
    public var modified: Int64 = 0
    /// The number of the device holding the file.
    public var device: UInt64 = 0
    /// The file's number on its device (its inode): with ``device``, the file itself.
    public var fileNumber: UInt64 = 0

    /// Nothing at the path.
    public static let missing = FileFingerprint(exists: false)
}

/// An open lock file, held or not (``FileSystem/openLock(_:)``).
public struct LockFile: Hashable, Sendable {
    /// The file's descriptor (or a test's number for it).
    public var descriptor: Int32

    /// A lock file by its descriptor.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }
}

/// Every file-system operation colorgen's command line needs, each reporting the operating
/// system's reason when it fails. ``SystemFileSystem`` is the real one; tests wrap it to make
/// chosen operations fail (no space, no permission, a failed rename, a lock held by another run).
public protocol FileSystem: Sendable {
    /// What is at `path`: with `followingLinks`, what a symbolic link there points at.
    func kind(at path: String, followingLinks: Bool) -> FileKind?
    /// The fingerprint of what `path` names (links followed).
    func fingerprint(of path: String) -> FileFingerprint
    /// What is at `path` and its fingerprint, in one look without following a symbolic link
    /// there (a link's own fingerprint); nil when nothing is there.
    func status(at path: String) -> (kind: FileKind, fingerprint: FileFingerprint)?
    /// The whole file, or its first `limit` bytes. Only a regular file is read (links
    /// followed): anything else (a FIFO, a device, a socket, a folder) fails with
    /// ``FileSystemError/Kind/notARegularFile(_:)`` without waiting on it or reading from it.
    func read(_ path: String, limit: Int?) throws(FileSystemError) -> [UInt8]
    /// Creates the file `path`, which must not exist, holding `bytes` (written in full, however
    /// the system splits or interrupts the writes).
    func createFile(_ path: String, holding bytes: [UInt8]) throws(FileSystemError)
    /// Creates the folder `path`; its parent must exist.
    func createFolder(_ path: String) throws(FileSystemError)
    /// The names of the entries of `folder` (but `.` and `..`), with their kinds where the
    /// listing gives them.
    func entries(of folder: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)]
    /// Renames `source` to `target`, replacing a file there.
    func rename(_ source: String, to target: String) throws(FileSystemError)
    /// Makes `target` a second name (a hard link) of the file `source`.
    func link(_ source: String, to target: String) throws(FileSystemError)
    /// Deletes the file or symbolic link `path`.
    func removeFile(_ path: String) throws(FileSystemError)
    /// Deletes the empty folder `path`.
    func removeFolder(_ path: String) throws(FileSystemError)
    /// Swaps two folders in one atomic step; false where the file system cannot (the caller
    /// then renames them one after the other).
    func exchange(_ first: String, _ second: String) -> Bool
    /// `path` with every symbolic link resolved, when it exists.
    func realPath(_ path: String) -> String?
    /// The process's current folder.
    var workingDirectory: String { get }
    /// Opens (creating it) the lock file `path`, not yet locked; refuses a symbolic link there
    /// (never followed) and anything but a regular file.
    func openLock(_ path: String) throws(FileSystemError) -> LockFile
    /// Takes the lock if no one holds it: false (and no error) when another process does.
    func tryLock(_ lock: LockFile) throws(FileSystemError) -> Bool
    /// Waits until the lock is free and takes it.
    func waitForLock(_ lock: LockFile) throws(FileSystemError)
    /// Whether `lock` is still the file at `path` (another run may have deleted and recreated it).
    func isLock(_ lock: LockFile, stillAt path: String) -> Bool
    /// Closes the lock file, releasing the lock.
    func close(_ lock: LockFile)
}
