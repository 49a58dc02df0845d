import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises colorgen runs that write into the same folders: an exclusive advisory lock
/// (`flock(2)`) on the file `.colorgen.lock` in each folder a run writes into, taken in sorted
/// order of the folders' real paths (so that two runs never wait on each other in a circle) and
/// held until the run's outputs are all in place. The operating system releases it when the
/// process ends in any way, so a killed run never leaves a folder locked; the lock file itself
/// stays, empty, for the next run.
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

    private var descriptors: [Int32] = []

    /// Locks every folder of `folders` (created if missing), in sorted order of their real paths.
    /// Throws when a folder cannot be made or locked, or, with ``Waiting/failFast``, is busy.
    init(folders: [String], waiting: Waiting) throws(OutputWriter.Failure) {
        let real = Set(folders.map { DiskSourceLoader.canonicalPath($0.isEmpty ? "." : $0) }).sorted()
        do throws(OutputWriter.Failure) {
            for folder in real {
                try FolderCreation.create(folder, for: folder)
                descriptors.append(try Self.lock(folder, waiting: waiting))
            }
        } catch {
            release()
            throw error
        }
    }

    deinit {
        release()
    }

    /// Gives every lock back.
    func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    private static func lock(_ folder: String, waiting: Waiting) throws(OutputWriter.Failure) -> Int32 {
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
        notice(folder)
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
