// Atomically swaps two folders (renameat2 RENAME_EXCHANGE / renamex_np RENAME_SWAP) for asset catalogs.
internal import CLibrary

/// Swaps two folders in one atomic step where the operating system and file system offer one:
/// `renameat2(…, RENAME_EXCHANGE)` on Linux (3.15 and later, on ext4, btrfs, xfs, tmpfs and
/// most local file systems) and `renamex_np(…, RENAME_SWAP)` on macOS (APFS). A process killed
/// at any instant leaves each path holding one of the two folders, never neither.
///
/// Where there is no such call, or the file system refuses it, ``exchange(_:_:)`` says so and the
/// caller falls back to two renames (see `OutputWriter`), between which the target is briefly
/// missing; the next run puts a folder left aside back if it was killed right there.
enum FolderExchange {
    /// Exchanges the items at `first` and `second` (both must exist); `true` when done, `false`
    /// when the system offers no atomic exchange here (nothing was changed then).
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #elseif canImport(Glibc) || canImport(Musl)
        guard let renameat2 = linuxRenameat2 else { return false }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #else
        return false
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`, which the Glibc module does not import.
    private static let renameExchange: UInt32 = 1 << 1
    /// glibc's `renameat2` (since 2.28), looked up at run time because the Glibc module does not
    /// declare it; nil on an older C library.
    private static let linuxRenameat2: Renameat2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()
    #endif
}
