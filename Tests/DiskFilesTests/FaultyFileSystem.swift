// A file system that fails chosen operations the way a real disk does, and records the files created, for OutputWriter's tests.
import Foundation
import Platform

/// The real file system, with chosen operations failing as they do on a full disk, a read-only
/// folder or a busy lock: each fault names the operation, a part of the path it applies to, and
/// the error the system would give. It records the path of every file created.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    /// An operation that can be made to fail.
    enum Operation: Hashable {
        case createFile, createFolder, rename, tryLock
    }

    private let real = SystemFileSystem()
    private let lock = NSLock()
    private var faults: [(operation: Operation, pathPart: String, error: FileSystemError.Kind, reason: String)] = []
    /// How many times each operation was refused.
    private(set) var refusals: [Operation: Int] = [:]
    /// The path of every file created, in order.
    private(set) var createdFiles: [String] = []

    /// Makes `operation` fail on every path containing `pathPart` with the system's `reason`.
    func fail(_ operation: Operation, on pathPart: String, kind: FileSystemError.Kind = .other, reason: String) {
        lock.withLock { faults.append((operation, pathPart, kind, reason)) }
    }

    private func check(_ operation: Operation, _ path: String) throws(FileSystemError) {
        let fault = lock.withLock { faults.first { $0.operation == operation && path.contains($0.pathPart) } }
        guard let fault else { return }
        lock.withLock { refusals[operation, default: 0] += 1 }
        throw FileSystemError(path: path, kind: fault.error, reason: fault.reason)
    }

    func kind(at path: String, followingLinks: Bool) -> FileKind? { real.kind(at: path, followingLinks: followingLinks) }
    func fingerprint(of path: String) -> FileFingerprint { real.fingerprint(of: path) }
    func status(at path: String) -> (kind: FileKind, fingerprint: FileFingerprint)? { real.status(at: path) }
    func read(_ path: String, limit: Int?) throws(FileSystemError) -> [UInt8] { try real.read(path, limit: limit) }
    func createFile(_ path: String, holding bytes: [UInt8]) throws(FileSystemError) {
        try check(.createFile, path)
        try real.createFile(path, holding: bytes)
        lock.withLock { createdFiles.append(path) }
    }
    func createFolder(_ path: String) throws(FileSystemError) {
        try check(.createFolder, path)
        try real.createFolder(path)
    }
    func entries(of folder: String) throws(FileSystemError) -> [(name: String, kind: FileKind?)] { try real.entries(of: folder) }
    func rename(_ source: String, to target: String) throws(FileSystemError) {
        try check(.rename, target)
        try real.rename(source, to: target)
    }
    func link(_ source: String, to target: String) throws(FileSystemError) { try real.link(source, to: target) }
    func removeFile(_ path: String) throws(FileSystemError) { try real.removeFile(path) }
    func removeFolder(_ path: String) throws(FileSystemError) { try real.removeFolder(path) }
    func exchange(_ first: String, _ second: String) -> Bool { real.exchange(first, second) }
    func realPath(_ path: String) -> String? { real.realPath(path) }
    var workingDirectory: String { real.workingDirectory }
    func openLock(_ path: String) throws(FileSystemError) -> LockFile { try real.openLock(path) }
    func tryLock(_ lock: LockFile) throws(FileSystemError) -> Bool {
        // A held lock is no error: the try fails, as it does while another run writes.
        let held = self.lock.withLock { faults.contains { $0.operation == .tryLock } }
        if held {
            self.lock.withLock { refusals[.tryLock, default: 0] += 1 }
            return false
        }
        return try real.tryLock(lock)
    }
    func waitForLock(_ lock: LockFile) throws(FileSystemError) { try real.waitForLock(lock) }
    func isLock(_ lock: LockFile, stillAt path: String) -> Bool { real.isLock(lock, stillAt: path) }
    func close(_ lock: LockFile) { real.close(lock) }
}
