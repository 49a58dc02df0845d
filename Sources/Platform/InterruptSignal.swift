// Ctrl-C (SIGINT) delivered to a Dispatch queue instead of ending the process.
internal import CLibrary
import Dispatch

/// Ctrl-C, handled by the program rather than ending it.
public enum InterruptSignal {
    /// Stops SIGINT from ending the process and calls `handler` on `queue` at each one; keep the
    /// returned source (and cancel it) for as long as Ctrl-C should be handled so.
    public static func observe(on queue: DispatchQueue, _ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }
}
