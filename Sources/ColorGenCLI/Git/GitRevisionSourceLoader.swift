// A SourceLoader that reads files from a git revision, for `colorgen diff --against REV`.
import ColorGenKit
import Platform
import SourceDiagnostics

/// Gives the core the files of one git revision, read with `git cat-file blob REV:PATH` (what `git show` prints for a file), so that
/// `colorgen diff --against REV` resolves the roles the design had then. Paths are the ones the
/// working tree has (relative to the current folder, or absolute) and are mapped to the
/// repository's paths.
struct GitRevisionSourceLoader: SourceLoader {
    /// The revision as the user named it, for messages.
    let revision: String
    /// The commit it names, fixed once so every file comes from the same commit.
    let commit: String
    /// The repository's top folder, symbolic links resolved.
    let topLevel: String
    /// The current folder, symbolic links resolved.
    let currentFolder: String

    /// Why a revision cannot be used; a wrong command line.
    struct Failure: Error {
        var message: String
    }

    /// The loader of `revision` in the repository holding the current folder.
    init(revision: String) throws(Failure) {
        do {
            let top = try GitCommand.run(["rev-parse", "--show-toplevel"])
            guard top.succeeded else {
                throw Failure(message: "--against needs a git repository: \(top.gitProblem)")
            }
            let resolved = try GitCommand.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
            guard resolved.succeeded, !resolved.text.isEmpty else {
                throw Failure(message: "revision '\(revision)' does not exist in the git repository at \(top.text)")
            }
            self.revision = revision
            commit = resolved.text
            topLevel = Self.realPath(top.text)
            currentFolder = Self.realPath(SystemFileSystem().workingDirectory)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: (error as? LaunchFailure)?.reason ?? "\(error)")
        }
    }

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        let repositoryPath = try self.repositoryPath(of: path)
        let shown: SubprocessOutput
        do {
            shown = try GitCommand.run(["cat-file", "blob", "\(commit):\(repositoryPath)"], in: topLevel)
        } catch {
            throw SourceLoaderError(reason: error.reason)
        }
        guard shown.succeeded else {
            if shown.stderr.contains("does not exist") || shown.stderr.contains("exists on disk, but not in") {
                throw SourceLoaderError(reason: "not in revision \(revision)")
            }
            if shown.stderr.contains("bad file") {
                throw SourceLoaderError(reason: "is a directory in revision \(revision), not a file")
            }
            throw SourceLoaderError(reason: shown.gitProblem)
        }
        return shown.stdout
    }

    /// `path` relative to the repository's top folder.
    func repositoryPath(of path: String) throws(SourceLoaderError) -> String {
        let absolute = SourcePath.normalize(path.hasPrefix("/") ? path : currentFolder + "/" + path)
        let real = Self.realPathOfExistingPart(absolute)
        guard real.hasPrefix(topLevel + "/") else {
            throw SourceLoaderError(reason: "lies outside the git repository at \(topLevel)")
        }
        return String(real.dropFirst(topLevel.count + 1))
    }

    /// `path` with symbolic links resolved, or `path` itself when it does not exist.
    private static func realPath(_ path: String) -> String {
        SystemFileSystem().realPath(path) ?? path
    }

    /// An absolute path with the symbolic links of its longest existing folder resolved: a file
    /// the working tree no longer has may still be in the revision.
    private static func realPathOfExistingPart(_ path: String) -> String {
        var existing = path, rest: [String] = []
        while existing != "/", SystemFileSystem().kind(at: existing, followingLinks: false) == nil {
            rest.insert(String(existing.split(separator: "/").last ?? ""), at: 0)
            existing = SourcePath.directory(of: existing)
        }
        let base = realPath(existing)
        return ([base == "/" ? "" : base] + rest).joined(separator: "/")
    }
}
