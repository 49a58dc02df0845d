// The per-folder flock(2) lock (.colorgen.lock) that makes runs writing the same folders take turns.
import SourceDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises colorgen runs that write into the same folders: an exclusive advisory lock
/// (`flock(2)`) on the file `.colorgen.lock` in each folder a run writes into, taken in sorted
/// order of the folders' real paths (so that two runs never wait on each other in a circle) and
/// held until the run's outputs are all in place. The operating system releases it when the
/// process ends in any way, so a killed run never leaves a folder locked.
///
/// The lock file is deleted when the lock is given back (while still held), so no stray file
/// stays in the user's folder; a run that gets a lock checks that its file is still the one at
/// the path, and starts over when a run it waited for has deleted it meanwhile. A killed run's
/// lock file stays until the next run gives the lock back.
final class OutputLock {
    /// What to do when another run holds a lock.
    enum Waiting {
        /// Fail at once (`--no-wait`).
        case failFast
        /// Wait for it, calling `notice` with the folder once the wait has lasted a second.
        case wait(notice: (String) -> Void)
    }

    /// The name of the lock file in each folder.
    static let fileName = ".colorgen.lock"

    private var held: [(path: String, descriptor: Int32)] = []

    /// Locks the folder of each of `targets` (created if missing), in sorted order of the folders'
    /// real paths. Throws, for the target, when a folder cannot be made or locked, or, with
    /// ``Waiting/failFast``, is busy.
    init(foldersOf targets: [String], waiting: Waiting) throws(OutputWriter.Failure) {
        var folders: [String: String] = [:]
        for target in targets {
            let folder = SourcePath.directory(of: target)
            let canonical = DiskSourceLoader.canonicalPath(folder.isEmpty ? "." : folder)
            folders[canonical] = folders[canonical] ?? target
        }
        do throws(OutputWriter.Failure) {
            for (folder, target) in folders.sorted(by: { $0.key < $1.key }) {
                try FolderCreation.create(folder, for: target)
                held.append((folder + "/" + Self.fileName, try Self.lock(folder, waiting: waiting)))
            }
        } catch {
            release()
            throw error
        }
    }

    deinit {
        release()
    }

    /// Gives every lock back, deleting the lock files.
    func release() {
        for (path, descriptor) in held.reversed() {
            unlink(path)
            close(descriptor)
        }
        held = []
    }

    /// Locks `folder`'s lock file and returns its open descriptor.
    private static func lock(_ folder: String, waiting: Waiting) throws(OutputWriter.Failure) -> Int32 {
        var noticed = false
        while true {
            let descriptor = try lockOnce(folder, waiting: waiting, noticed: &noticed)
            if isStillAtItsPath(descriptor, folder + "/" + fileName) { return descriptor }
            close(descriptor)
        }
    }

    /// Whether the file open at `descriptor` is the one at `path` (not deleted by the run that
    /// held the lock before).
    private static func isStillAtItsPath(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    private static func lockOnce(_ folder: String, waiting: Waiting, noticed: inout Bool) throws(OutputWriter.Failure) -> Int32 {
        let path = folder + "/" + fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputWriter.Failure(path: path, reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        if tryLock(descriptor) { return descriptor }
        guard errno == EWOULDBLOCK else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw OutputWriter.Failure(path: path, reason: "cannot lock: \(reason)")
        }
        guard case .wait(let notice) = waiting else {
            close(descriptor)
            throw OutputWriter.Failure(path: folder, reason: "another colorgen run is writing into this folder (--no-wait)")
        }
        // Poll for a second, so that the usual short overlap passes silently, then say why we wait.
        for _ in 0..<20 {
            usleep(50_000)
            if tryLock(descriptor) { return descriptor }
        }
        if !noticed { notice(folder) }
        noticed = true
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw OutputWriter.Failure(path: path, reason: "cannot lock: \(reason)")
            }
        }
        return descriptor
    }

    private static func tryLock(_ descriptor: Int32) -> Bool {
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            if errno != EINTR { return false }
        }
    }
}
