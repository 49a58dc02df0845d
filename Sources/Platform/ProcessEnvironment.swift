// The process's environment variables, its end, and its allocator settings.
internal import CLibrary

/// The running process: its environment, and how it ends.
public enum ProcessEnvironment {
    /// The value of the environment variable `name`, if it is set.
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `status`.
    public static func exit(_ status: Int32) -> Never {
        CLibrary.exit(status)
    }

    /// Tunes glibc's allocator for colorgen's work (large token files read into trees of many
    /// small values, on several threads at once); nothing elsewhere. glibc grows a heap by what
    /// each allocation lacks, one system call and a round of page faults at a time, and the calls
    /// of one thread stall the page faults of the others. Growing 64 MB at a time (memory is only
    /// touched when used) measured about 5% less wall time and a quarter fewer page faults
    /// generating 50,000 roles x 4 schemes.
    public static func tuneAllocator() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out, so it is looked up.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(topPad, 64 << 20)
        #endif
    }
}
