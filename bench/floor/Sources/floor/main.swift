// A do-nothing program that loads what colorgen loads (the C library through Glibc, Dispatch,
// and the standard library's concurrency and string processing): what starting colorgen costs
// before it does anything. bench/benchlib.py checks with `ldd` that both load the same libraries.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

// Reached only with 99 arguments: it keeps Dispatch linked without doing work in a measured run.
if CommandLine.arguments.count > 99 {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in }
    puts("unreachable")
}
