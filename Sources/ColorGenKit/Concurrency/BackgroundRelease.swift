// Frees large data on a background thread once its work is done, off the path the run waits on.
import Dispatch

/// Frees data that was made for one step on a background thread, so the thread that made it
/// goes straight on with the next step instead of first freeing tens of thousands of values one
/// by one.
///
/// Template data is the case: a render's maps, lists and strings are no longer needed once its
/// text is written. A long-running host (a test run, an IDE) gets the memory back moments later;
/// a command-line run that ends first leaves the rest to the operating system, like compilers
/// that skip freeing at exit.
enum BackgroundRelease {
    /// Drops `value` on a background thread: what it alone holds is freed there.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let value = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
