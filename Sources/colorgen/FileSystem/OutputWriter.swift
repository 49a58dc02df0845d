import Foundation

/// Writes a set of output files all-or-nothing.
///
/// Every changed file is first written in full to a temporary file beside its target; only when
/// all of them are written are they renamed over their targets, and if a rename fails the ones
/// already renamed are put back. A file whose bytes would not change is not touched, so its
/// modification time stays and incremental builds stay incremental.
struct OutputWriter {
    /// What happened to one output path.
    enum Outcome: String {
        case written
        case unchanged
    }

    /// Why the outputs could not be written; nothing was changed.
    struct Failure: Error {
        var path: String
        var reason: String
    }

    private let fileManager = FileManager.default

    /// The paths among `files` whose contents on disk differ from the given bytes (or are missing).
    func outOfDate(_ files: [(path: String, bytes: [UInt8])]) -> [String] {
        files.filter { !isCurrent($0.path, $0.bytes) }.map(\.path)
    }

    /// Writes `files` (path → bytes) and returns each path's outcome, in the given order.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) -> [(path: String, outcome: Outcome)] {
        let changed = files.filter { !isCurrent($0.path, $0.bytes) }
        var staged: [(target: String, temporary: String)] = []
        do throws(Failure) {
            for file in changed {
                staged.append((file.path, try stage(file.bytes, for: file.path)))
            }
            try commit(staged)
        } catch {
            for entry in staged {
                try? fileManager.removeItem(atPath: entry.temporary)
            }
            throw error
        }
        let changedPaths = Set(changed.map(\.path))
        return files.map { ($0.path, changedPaths.contains($0.path) ? .written : .unchanged) }
    }

    private func isCurrent(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard let existing = fileManager.contents(atPath: path) else { return false }
        return existing.elementsEqual(bytes)
    }

    /// Writes `bytes` to a new temporary file in the target's folder and returns its path.
    private func stage(_ bytes: [UInt8], for target: String) throws(Failure) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        do {
            if !folder.isEmpty {
                try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        } catch {
            throw Failure(path: target, reason: "cannot create folder '\(folder)': \(error.localizedDescription)")
        }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).colorgen-\(UUID().uuidString).tmp"
        guard fileManager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw Failure(path: target, reason: "cannot write a temporary file in '\(folder.isEmpty ? "." : folder)'")
        }
        return temporary
    }

    /// Renames every staged file over its target (an atomic replace); on a failure puts back the
    /// targets replaced so far from hard-linked copies of their previous contents.
    private func commit(_ staged: [(target: String, temporary: String)]) throws(Failure) {
        var done: [(target: String, backup: String?)] = []
        for entry in staged {
            let previous = entry.temporary + ".previous"
            let backup: String? = link(entry.target, previous) == 0 ? previous : nil
            if rename(entry.temporary, entry.target) != 0 {
                let reason = String(cString: strerror(errno))
                if let backup { unlink(backup) }
                for earlier in done.reversed() {
                    if let saved = earlier.backup {
                        rename(saved, earlier.target)
                    } else {
                        unlink(earlier.target)
                    }
                }
                throw Failure(path: entry.target, reason: reason)
            }
            done.append((entry.target, backup))
        }
        for entry in done {
            if let backup = entry.backup { unlink(backup) }
        }
    }
}
