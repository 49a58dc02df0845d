// Why a file-system operation failed: the path, the kind of failure a caller decides by, the system's words.

/// A file-system operation that failed: on which path, what kind of failure it was (the few a
/// caller acts on), and the operating system's reason in words ("No space left on device").
public struct FileSystemError: Error, Equatable, Sendable {
    /// The failures callers tell apart; everything else is ``other``.
    public enum Kind: Equatable, Sendable {
        /// Nothing is at the path, or a folder on the way is missing.
        case notFound
        /// Something is already at the path.
        case alreadyExists
        /// A part of the path is not a folder.
        case notAFolder
        /// A lock is held by someone else.
        case wouldBlock
        /// Symbolic links on the way lead back to one another (a loop), or nest too deep.
        case linkLoop
        /// The path leads (after following links) to something other than a regular file: what
        /// is there.
        case notARegularFile(FileKind)
        /// The system refuses the operation (`EACCES`, `EPERM`): a folder without write permission,
        /// or a sandbox (SwiftPM's, around a command plugin on macOS) that does not allow it.
        case permissionDenied
        /// Any other failure.
        case other
    }

    /// The path the operation was about.
    public var path: String
    /// What kind of failure it was.
    public var kind: Kind
    /// The operating system's reason, e.g. "Permission denied".
    public var reason: String

    /// A failure of `kind` on `path`, for `reason`.
    public init(path: String, kind: Kind = .other, reason: String) {
        self.path = path
        self.kind = kind
        self.reason = reason
    }
}
