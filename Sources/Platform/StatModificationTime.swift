// A `stat`'s modification time, whose field Apple's C library names differently from glibc and musl.
internal import CLibrary

extension stat {
    /// The modification time in nanoseconds since 1970. Apple's `stat` names its times
    /// `st_…timespec`, glibc's and musl's `st_…tim`.
    var modificationNanoseconds: Int64 {
        #if canImport(Darwin)
        Int64(st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st_mtimespec.tv_nsec)
        #else
        Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec)
        #endif
    }
}
