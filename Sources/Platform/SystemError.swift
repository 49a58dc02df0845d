// errno and the few of its values the loops and callers tell apart.
internal import CLibrary

/// The C library's `errno`, read where a call has just failed.
enum SystemError {
    /// The current `errno`.
    static var current: Int32 { errno }
    /// `EINTR`: a signal interrupted the call, which may be made again.
    static var interrupted: Int32 { EINTR }
    /// `EIO`: an input or output error.
    static var inputOutput: Int32 { EIO }

    /// The C library's words for `code`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
