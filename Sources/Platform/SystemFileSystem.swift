// The real file system: each operation one or a few POSIX calls, failures with errno's reason.
internal import CLibrary

/// The operating system's file system, through the C library.
public struct SystemFileSystem: FileSystem {
    /// The file system.
    public init() {}

    public func kind(at path: String, followingLinks: Bool) -> FileKind? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return Self.kind(of: status)
    }

    /// The kind of item `status` (from `stat`, `lstat` or `fstat`) describes.
    private static func kind(of status: stat) -> FileKind {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regularFile
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .other("a FIFO (named pipe)")
        case S_IFSOCK: .other("a socket")
        case S_IFCHR: .other("a character device")
        case S_IFBLK: .other("a block device")
        default: .other("not a file or folder")
        }
    }

    public func fingerprint(of path: String) -> FileFingerprint {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return Self.fingerprint(of: status)
    }

    public func status(at path: String) -> (kind: FileKind, fingerprint: FileFingerprint)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return (Self.kind(of: status), Self.fingerprint(of: status))
    }

    /// The fingerprint `status` (from `stat` or `lstat`) describes.
    private static func fingerprint(of status: stat) -> FileFingerprint {
        FileFingerprint(exists: true, size: Int64(status.st_size), modified: status.modificationNanoseconds,
                        device: UInt64(status.st_dev), fileNumber: UInt64(status.st_ino))
    }

    public func read(_ path: String, limit: Int?) throws(FileSystemError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO (put in place since the caller looked) returns
        // at once; the open item is then checked, so nothing but a regular file is ever read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Self.failure(path) }
        defer { closeDescriptor(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Self.failure(path) }
        let kind = Self.kind(of: status)
        guard kind == .regularFile else {
            throw FileSystemError(path: path, kind: .notARegularFile(kind), reason: "Not a regular file")
        }
        // One byte more than the file's size, so that the usual read meets the end in one pass.
        let size = max(Int(status.st_size), 0) + 1
        var chunkSize = limit.map { min($0, size) } ?? size
        var contents: [UInt8] = []
        while limit.map({ contents.count < $0 }) ?? true {
            var outcome = ReadLoop.Outcome.filled
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                outcome = ReadLoop.fill(buffer, count: &count) { readDescriptor(descriptor, $0, $1) }
            }
            if case .failed(let code) = outcome { throw Self.failure(path, code: code) }
            if contents.isEmpty { contents = chunk } else { contents += chunk }
            if case .reachedEnd = outcome { break }
            chunkSize = max(chunkSize, 1 << 16)
            if let limit { chunkSize = min(chunkSize, limit - contents.count) }
        }
        return contents
    }

    public func createFile(_ path: String, holding bytes: [UInt8]) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
        if let code = bytes.withUnsafeBytes({ WriteLoop.writeAll($0, through: { write(descriptor, $0, $1) }) }) {
            closeDescriptor(descriptor)
            throw Self.failure(path, code: code)
        }
        // A full disk can show only when the data is flushed (on network file systems, at close).
        guard closeDescriptor(descriptor) == 0 else { throw Self.failure(path) }
    }

    public func createFolder(_ path: String) throws(FileSystemError) {
        guard mkdir(path, 0o755) == 0 else { throw Self.failure(path) }
    }

    public func entries(of folder: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] {
        guard let stream = opendir(folder) else { throw Self.failure(folder) }
        defer { closedir(stream) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(stream) {
            let isDotOrDotDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
            }
            if isDotOrDotDot { continue }
            let name = withUnsafePointer(to: entry.pointee.d_name) { field in
                String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
            }
            // The listing says what most entries are; for the rest (DT_UNKNOWN) a caller asks.
            let kind: FileKind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .directory
            case Int32(DT_REG): .regularFile
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_UNKNOWN): nil
            default: .other("not a file or folder")
            }
            entries.append((name, kind))
        }
        return entries
    }

    public func rename(_ source: String, to target: String) throws(FileSystemError) {
        guard renamePath(source, target) == 0 else { throw Self.failure(target) }
    }

    public func link(_ source: String, to target: String) throws(FileSystemError) {
        guard linkPath(source, target) == 0 else { throw Self.failure(target) }
    }

    public func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw Self.failure(path) }
    }

    public func removeFolder(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw Self.failure(path) }
    }

    public func exchange(_ first: String, _ second: String) -> Bool {
        FolderExchange.exchange(first, second)
    }

    public func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public var workingDirectory: String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    public func openLock(_ path: String) throws(FileSystemError) -> LockFile {
        // A symbolic link planted at the path is not followed (ELOOP), and a FIFO there does not
        // block the open; anything but a regular file is refused.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP {
                throw FileSystemError(path: path, kind: .other, reason: "it is a symbolic link, which a lock file may not be")
            }
            throw Self.failure(path)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Self.failure(path)
            closeDescriptor(descriptor)
            throw failure
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            closeDescriptor(descriptor)
            throw FileSystemError(path: path, kind: .other, reason: "it is not a regular file, which a lock file must be")
        }
        return LockFile(descriptor: descriptor)
    }

    public func tryLock(_ lock: LockFile) throws(FileSystemError) -> Bool {
        while flock(lock.descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw Self.failure("lock file \(lock.descriptor)")
        }
        return true
    }

    public func waitForLock(_ lock: LockFile) throws(FileSystemError) {
        while flock(lock.descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Self.failure("lock file \(lock.descriptor)") }
        }
    }

    public func isLock(_ lock: LockFile, stillAt path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(lock.descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    public func close(_ lock: LockFile) {
        closeDescriptor(lock.descriptor)
    }

    /// The failure `code` (default: the current `errno`) on `path`.
    private static func failure(_ path: String, code: Int32 = errno) -> FileSystemError {
        let kind: FileSystemError.Kind = switch code {
        case ENOENT: .notFound
        case EEXIST: .alreadyExists
        case ENOTDIR: .notAFolder
        case EWOULDBLOCK: .wouldBlock
        case ELOOP: .linkLoop
        case EACCES, EPERM: .permissionDenied
        default: .other
        }
        return FileSystemError(path: path, kind: kind, reason: SystemError.reason(code))
    }
}

// The C calls whose names the file system's own methods take.
@discardableResult
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func renamePath(_ source: String, _ target: String) -> Int32 { rename(source, target) }
private func linkPath(_ source: String, _ target: String) -> Int32 { link(source, target) }
