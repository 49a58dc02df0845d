// Writes all outputs all-or-nothing: temporary files renamed into place, owned folders swapped, rollback.
import OutputFiles
import SourceDiagnostics
import Platform

/// Writes a set of output files all-or-nothing.
///
/// Every changed file is first written in full to a temporary file beside its target; only when
/// all of them are written are they renamed over their targets, and if a rename fails the ones
/// already renamed are put back. A file whose bytes would not change is not touched, so its
/// modification time stays and incremental builds stay incremental.
///
/// A folder an output owns entirely (``OwnedDirectory``, e.g. an asset catalog) is one unit of the
/// same transaction: when anything in it would change, its new contents are written in full to a
/// temporary sibling folder, which is swapped in with one atomic exchange (``FolderExchange``),
/// or with two renames where the file system has none (the old folder is kept aside until every
/// output is in place, then deleted; on a failure it is put back). Files that are no
/// longer generated disappear with the old folder. A swapped-in folder is new as a whole, so its
/// unchanged files get new modification times too; a folder with no change at all is not touched.
/// Nothing outside an owned folder is ever deleted, and an existing folder is taken over only when
/// it holds the owner's marker file (see ``OwnedDirectoryState``).
///
/// Writing holds an ``OutputLock`` on every folder it writes into, so that concurrent runs end
/// with one run's complete set, and first removes what killed runs left there
/// (``LeftoverCleanup``).
public struct OutputWriter {
    /// What happened to one output path.
    public enum Outcome: Equatable {
        /// The output was new or its bytes changed, and it was written.
        case written
        /// The output already held its bytes and was not touched.
        case unchanged
        /// A file of an owned folder that is no longer generated, deleted.
        case removed
        /// A temporary file or folder a killed run left, removed (or a folder it set aside, put back).
        case removedLeftover
        /// A leftover of a killed run that could not be removed, and why; the outputs are written
        /// all the same, and the next run tries again.
        case keptLeftover(reason: String)

        /// The line that reports this outcome for `path`: `written out/Colors.swift`.
        public func line(for path: String) -> String {
            switch self {
            case .written: "written \(path)"
            case .unchanged: "unchanged \(path)"
            case .removed: "removed \(path)"
            case .removedLeftover: "removed leftover \(path)"
            case .keptLeftover(let reason): "warning: cannot remove leftover \(path): \(reason)"
            }
        }
    }

    /// Why the outputs could not be written; nothing was changed.
    public struct Failure: Error {
        /// The path that could not be written (or taken over).
        public var path: String
        /// Why, in words.
        public var reason: String
    }

    /// One way the disk differs from the outputs, as `--check` reports it.
    public struct Difference: Equatable {
        /// How a file differs from the outputs.
        public enum Kind: Equatable {
            /// The file is missing or its bytes differ.
            case outOfDate
            /// The file (or folder) lies in an owned folder but is no longer generated.
            case stale
        }

        /// The file's (or folder's) path.
        public var path: String
        /// How it differs.
        public var kind: Kind
    }

    /// An output file: its path and bytes.
    public typealias File = (path: String, bytes: [UInt8])

    /// What ``write(_:owning:)`` does when another run is writing into the same folders.
    public var waiting: OutputLock.Waiting = .wait(notice: { _ in })
    /// The file system written to: the real one, or a test's that makes chosen operations fail.
    public var fileSystem: any FileSystem = SystemFileSystem()

    /// A writer to the real disk that waits for other runs.
    public init() {}

    /// The paths among `files` whose contents on disk differ from the given bytes (or are missing).
    func outOfDate(_ files: [File]) -> [String] {
        files.filter { !isCurrent($0.path, $0.bytes) }.map(\.path)
    }

    /// How the disk differs from `files` and the `directories` they own: files out of date, in
    /// the given order, then each owned folder's missing or changed files and stale items.
    /// Throws when an owned folder cannot be taken over.
    public func differences(_ files: [File], owning directories: [OwnedDirectory] = []) throws(Failure) -> [Difference] {
        let plan = try Plan(files, owning: directories, in: fileSystem)
        var differences = outOfDate(plan.looseFiles).map { Difference(path: $0, kind: .outOfDate) }
        for state in try plan.states() {
            differences += state.outOfDate.map { Difference(path: $0, kind: .outOfDate) }
            differences += state.stale.map { Difference(path: $0, kind: .stale) }
        }
        return differences
    }

    /// Writes `files`, replacing each of `directories` so that it holds exactly its files, and
    /// returns each path's outcome: the files in the given order, then the removed paths.
    public func write(_ files: [File], owning directories: [OwnedDirectory] = []) throws(Failure) -> [(path: String, outcome: Outcome)] {
        // Refuses what can be refused before creating any folder to lock, then reads the owned
        // folders under the lock.
        let plan = try Plan(files, owning: directories, in: fileSystem)
        let targets = plan.looseFiles.map(\.path) + directories.map(\.path)
        let lock = try OutputLock(foldersOf: targets, waiting: waiting, in: fileSystem)
        defer { lock.release() }
        let leftovers = Set(targets.map(SourcePath.directory)).sorted().map { LeftoverCleanup.clean($0, in: fileSystem) }
        let changedFiles = plan.looseFiles.filter { !isCurrent($0.path, $0.bytes) }
        let changedDirectories = try plan.states().filter { !$0.isCurrent }
        var written = Set(changedFiles.map(\.path))
        var removed: [String] = []
        for state in changedDirectories {
            written.formUnion(state.outOfDate)
            removed += state.stale
        }
        var staged: [Staged] = []
        do throws(Failure) {
            for state in changedDirectories {
                staged.append(.directory(target: state.directory.path, temporary: try stage(state)))
            }
            for file in changedFiles {
                staged.append(.file(target: file.path, temporary: try stage(file.bytes, for: file.path)))
            }
            try commit(staged)
        } catch {
            for entry in staged { discard(entry) }
            throw error
        }
        return files.map { ($0.path, written.contains($0.path) ? .written : .unchanged) }
            + removed.map { ($0, .removed) } + leftovers.flatMap(\.cleaned).map { ($0, .removedLeftover) }
            + leftovers.flatMap(\.kept).map { ($0.path, .keptLeftover(reason: $0.reason)) }
    }

    /// The outputs split into files written on their own and owned folders with their files,
    /// refused when they overlap, lie outside their folder or would take over a folder colorgen
    /// may not (a check of a few system calls; the folders' contents are read by ``states()``).
    private struct Plan {
        var looseFiles: [File] = []
        /// Each owned folder with the files it should hold: path relative to it → bytes.
        var directories: [(directory: OwnedDirectory, expected: [String: [UInt8]])] = []
        let fileSystem: any FileSystem

        init(_ files: [File], owning directories: [OwnedDirectory], in fileSystem: any FileSystem) throws(Failure) {
            self.fileSystem = fileSystem
            for (index, directory) in directories.enumerated() {
                for other in directories[..<index] where other.path == directory.path || other.contains(directory.path)
                    || directory.contains(other.path) {
                    throw Failure(path: directory.path, reason: "it overlaps the owned folder '\(other.path)'")
                }
            }
            var owned = Array(repeating: [File](), count: directories.count)
            for file in files {
                if let index = directories.firstIndex(where: { $0.contains(file.path) }) {
                    owned[index].append(file)
                } else if directories.contains(where: { $0.path == file.path }) {
                    throw Failure(path: file.path, reason: "an output folder is also written there")
                } else {
                    looseFiles.append(file)
                }
            }
            for (directory, files) in zip(directories, owned) {
                let expected = try OwnedDirectoryState.expected(files, in: directory)
                _ = try OwnedDirectoryState.mayTakeOver(directory, in: fileSystem)
                self.directories.append((directory, expected))
            }
        }

        /// How each owned folder stands on disk now.
        func states() throws(Failure) -> [OwnedDirectoryState] {
            var states: [OwnedDirectoryState] = []
            for (directory, expected) in directories {
                states.append(try OwnedDirectoryState(directory, expected: expected, in: fileSystem))
            }
            return states
        }
    }

    /// A change ready to commit: new contents written in full at `temporary`.
    private enum Staged {
        case file(target: String, temporary: String)
        case directory(target: String, temporary: String)
    }

    /// A committed change, with what its target held before (kept aside until the end).
    private enum Committed {
        case file(target: String, backup: String?)
        /// `exchanged`: the folders were swapped atomically, so `temporary` holds the old one.
        case directory(target: String, temporary: String, backup: String?, exchanged: Bool)
    }

    private func isCurrent(_ path: String, _ bytes: [UInt8]) -> Bool {
        FileBytesComparison.file(at: path, holds: bytes, in: fileSystem)
    }

    /// Creates `folder` and the folders above it.
    private func createFolder(_ folder: String, for target: String) throws(Failure) {
        try FolderCreation.create(folder, for: target, in: fileSystem)
    }

    /// Writes `bytes` to a new temporary file in the target's folder and returns its path.
    private func stage(_ bytes: [UInt8], for target: String) throws(Failure) -> String {
        let folder = SourcePath.directory(of: target)
        try createFolder(folder, for: target)
        let temporary = TemporaryName.path(beside: target)
        do {
            try fileSystem.createFile(temporary, holding: bytes)
        } catch {
            try? fileSystem.removeFile(temporary)
            throw Failure(path: target, reason: "cannot write a temporary file in '\(folder.isEmpty ? "." : folder)': \(error.reason)")
        }
        return temporary
    }

    /// Writes an owned folder's new contents to a new temporary sibling folder and returns its path.
    private func stage(_ state: OwnedDirectoryState) throws(Failure) -> String {
        let target = state.directory.path
        try createFolder(SourcePath.directory(of: target), for: target)
        let temporary = TemporaryName.path(beside: target)
        do throws(Failure) {
            try createFolder(temporary, for: target)
            var created: Set<String> = [temporary]
            for (relative, bytes) in state.expected.sorted(by: { $0.key < $1.key }) {
                let path = temporary + "/" + relative
                // A plain path below the folder (see OwnedDirectoryState): its folder is all before the last `/`.
                let folder = SourcePath.directory(of: path)
                if created.insert(folder).inserted {
                    try createFolder(folder, for: target + "/" + relative)
                }
                do {
                    try fileSystem.createFile(path, holding: bytes)
                } catch {
                    throw Failure(path: target + "/" + relative, reason: "cannot write into '\(temporary)': \(error.reason)")
                }
            }
        } catch {
            // Best effort: the failure being reported matters more, and a later run removes what is left.
            _ = try? ItemRemoval.remove(temporary, in: fileSystem)
            throw error
        }
        return temporary
    }

    /// Renames every staged change over its target; on a failure puts back the targets replaced
    /// so far. Only when all are in place are the previous contents deleted.
    private func commit(_ staged: [Staged]) throws(Failure) {
        var done: [Committed] = []
        for entry in staged {
            do throws(Failure) {
                done.append(try commit(entry))
            } catch {
                for earlier in done.reversed() { undo(earlier) }
                throw error
            }
        }
        for entry in done { finish(entry) }
    }

    private func commit(_ entry: Staged) throws(Failure) -> Committed {
        switch entry {
        case .file(let target, let temporary):
            let previous = temporary + ".previous"
            let backup: String? = (try? fileSystem.link(target, to: previous)) != nil ? previous : nil
            do {
                try fileSystem.rename(temporary, to: target)
            } catch {
                if let backup { try? fileSystem.removeFile(backup) }
                throw Failure(path: target, reason: error.reason)
            }
            return .file(target: target, backup: backup)
        case .directory(let target, let temporary):
            var backup: String?
            let exists = fileSystem.kind(at: target, followingLinks: false) != nil
            if exists && fileSystem.exchange(temporary, target) {
                return .directory(target: target, temporary: temporary, backup: temporary, exchanged: true)
            }
            if exists {
                let previous = temporary + ".previous"
                do {
                    try fileSystem.rename(target, to: previous)
                } catch {
                    throw Failure(path: target, reason: "cannot move the previous folder aside: \(error.reason)")
                }
                backup = previous
            }
            do {
                try fileSystem.rename(temporary, to: target)
            } catch {
                if let backup { try? fileSystem.rename(backup, to: target) }
                throw Failure(path: target, reason: error.reason)
            }
            return .directory(target: target, temporary: temporary, backup: backup, exchanged: false)
        }
    }

    /// Puts back what `entry` replaced.
    private func undo(_ entry: Committed) {
        switch entry {
        case .file(let target, let backup):
            if let backup {
                try? fileSystem.rename(backup, to: target)
            } else {
                try? fileSystem.removeFile(target)
            }
        case .directory(let target, let temporary, let backup, let exchanged):
            if exchanged {
                if fileSystem.exchange(temporary, target) { _ = try? ItemRemoval.remove(temporary, in: fileSystem) }
                return
            }
            if (try? fileSystem.rename(target, to: temporary)) != nil {
                _ = try? ItemRemoval.remove(temporary, in: fileSystem)
            }
            if let backup { try? fileSystem.rename(backup, to: target) }
        }
    }

    /// Deletes what `entry` replaced, now that every change is in place.
    private func finish(_ entry: Committed) {
        switch entry {
        case .file(_, let backup):
            if let backup { try? fileSystem.removeFile(backup) }
        case .directory(_, _, let backup, _):
            // What cannot be deleted now is a leftover that the next run removes (or reports).
            if let backup { _ = try? ItemRemoval.remove(backup, in: fileSystem) }
        }
    }

    /// Deletes a staged change's temporary contents (after a failure).
    private func discard(_ entry: Staged) {
        switch entry {
        case .file(_, let temporary):
            try? fileSystem.removeFile(temporary)
        case .directory(_, let temporary):
            _ = try? ItemRemoval.remove(temporary, in: fileSystem)
        }
    }
}
