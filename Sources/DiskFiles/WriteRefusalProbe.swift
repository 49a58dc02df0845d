// Which output folders the system refuses to let this run write into (EACCES, EPERM), found by trying.
import Platform
import SourceDiagnostics

/// Finds the outputs the system refuses to write, after a write failed: for each output's folder
/// (or, when it does not exist yet, the nearest folder above it that does, where it would be
/// created), creates and removes a temporary file of ``TemporaryName``'s shape (so that a killed
/// probe leaves only what ``LeftoverCleanup`` removes), and reports the outputs where the system
/// refused that with a permission error. Trying is the only test that sees every refusal: a
/// folder without write permission, and SwiftPM's sandbox around a command plugin on macOS,
/// which allows only the folders the user granted and which file permissions do not show.
public enum WriteRefusalProbe {
    /// One output path the system refuses to write.
    public struct Refusal: Equatable, Sendable {
        /// The output's path, as given.
        public var path: String
        /// The existing folder where writing is refused.
        public var folder: String
        /// The system's reason, e.g. "Permission denied" or "Operation not permitted".
        public var reason: String
    }

    /// The paths among `targets` (output files and owned folders) whose folder refuses writing,
    /// in the given order; each folder is tried once.
    public static func refusals(_ targets: [String], in fileSystem: any FileSystem = SystemFileSystem()) -> [Refusal] {
        var verdicts: [String: String?] = [:]
        var refusals: [Refusal] = []
        for target in targets {
            let folder = existingFolder(of: target, in: fileSystem)
            let verdict: String?
            if let known = verdicts[folder] {
                verdict = known
            } else {
                verdict = refusal(in: folder, fileSystem: fileSystem)
                verdicts[folder] = verdict
            }
            if let reason = verdict { refusals.append(Refusal(path: target, folder: folder, reason: reason)) }
        }
        return refusals
    }

    /// The folder of `target`, or the nearest existing folder above it.
    private static func existingFolder(of target: String, in fileSystem: any FileSystem) -> String {
        var folder = SourcePath.directory(of: target)
        while !folder.isEmpty && folder != "/" && fileSystem.kind(at: folder, followingLinks: true) != .directory {
            let parent = SourcePath.directory(of: folder)
            guard parent != folder else { break }
            folder = parent
        }
        return folder.isEmpty ? "." : folder
    }

    /// The system's reason when creating a file in `folder` is refused for permission, else nil.
    private static func refusal(in folder: String, fileSystem: any FileSystem) -> String? {
        let probe = TemporaryName.path(beside: folder + "/.colorgen-write-probe")
        do {
            try fileSystem.createFile(probe, holding: [])
        } catch {
            return error.kind == .permissionDenied ? error.reason : nil
        }
        try? fileSystem.removeFile(probe)
        return nil
    }
}
