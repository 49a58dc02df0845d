// The per-folder flock(2) lock (.colorgen.lock) that makes runs writing the same folders take turns.
import SourceDiagnostics
import Platform

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
public final class OutputLock {
    /// What to do when another run holds a lock.
    public enum Waiting {
        /// Fail at once (`--no-wait`).
        case failFast
        /// Wait for it, calling `notice` with the folder once the wait has lasted a second.
        case wait(notice: (String) -> Void)
    }

    /// The name of the lock file in each folder.
    static let fileName = ".colorgen.lock"

    private let fileSystem: any FileSystem
    /// The lock files held, with their paths.
    private var held: [(path: String, lock: LockFile)] = []

    /// Locks the folder of each of `targets` (created if missing) in `fileSystem`, in sorted
    /// order of the folders' real paths. Throws, for the target, when a folder cannot be made or
    /// locked, or, with ``Waiting/failFast``, is busy.
    init(foldersOf targets: [String], waiting: Waiting, in fileSystem: any FileSystem) throws(OutputWriter.Failure) {
        self.fileSystem = fileSystem
        var folders: [String: String] = [:]
        for target in targets {
            let folder = SourcePath.directory(of: target)
            let canonical = DiskSourceLoader.canonicalPath(folder.isEmpty ? "." : folder, in: fileSystem)
            folders[canonical] = folders[canonical] ?? target
        }
        do throws(OutputWriter.Failure) {
            for (folder, target) in folders.sorted(by: { $0.key < $1.key }) {
                try FolderCreation.create(folder, for: target, in: fileSystem)
                held.append((folder + "/" + Self.fileName, try lock(folder, waiting: waiting)))
            }
        } catch {
            release()
            throw error
        }
    }

    deinit {
        release()
    }

    /// Gives every lock back, deleting its file first (while it is still held).
    func release() {
        for (path, lock) in held.reversed() {
            try? fileSystem.removeFile(path)
            fileSystem.close(lock)
        }
        held = []
    }

    /// Locks `folder`, starting over when the lock file was replaced while waiting.
    private func lock(_ folder: String, waiting: Waiting) throws(OutputWriter.Failure) -> LockFile {
        var noticed = false
        while true {
            let lock = try lockOnce(folder, waiting: waiting, noticed: &noticed)
            if fileSystem.isLock(lock, stillAt: folder + "/" + Self.fileName) { return lock }
            fileSystem.close(lock)
        }
    }

    /// Opens and locks the lock file of `folder` once, waiting as `waiting` says.
    private func lockOnce(_ folder: String, waiting: Waiting, noticed: inout Bool) throws(OutputWriter.Failure) -> LockFile {
        let path = folder + "/" + Self.fileName
        let lock: LockFile
        do {
            lock = try fileSystem.openLock(path)
        } catch {
            throw OutputWriter.Failure(path: path, reason: "cannot open the lock file: \(error.reason)")
        }
        let acquired: Bool
        do {
            acquired = try fileSystem.tryLock(lock)
        } catch {
            fileSystem.close(lock)
            throw OutputWriter.Failure(path: path, reason: "cannot lock: \(error.reason)")
        }
        if acquired { return lock }
        guard case .wait(let notice) = waiting else {
            fileSystem.close(lock)
            throw OutputWriter.Failure(path: folder, reason: "another colorgen run is writing into this folder (--no-wait)")
        }
        do throws(FileSystemError) {
            // Poll for a second, so that the usual short overlap passes silently, then say why we wait.
            for _ in 0..<20 {
                WallClock.sleep(milliseconds: 50)
                if try fileSystem.tryLock(lock) { return lock }
            }
            if !noticed { notice(folder) }
            noticed = true
            try fileSystem.waitForLock(lock)
            return lock
        } catch {
            fileSystem.close(lock)
            throw OutputWriter.Failure(path: path, reason: "cannot lock: \(error.reason)")
        }
    }
}
