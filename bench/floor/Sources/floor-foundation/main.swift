// The process floor with all of Foundation (with ICU) loaded as well: what starting colorgen
// would cost on Foundation (bench/startup.py).
import Foundation

if CommandLine.arguments.count > 99 {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in }
    print(ProcessInfo.processInfo.arguments)
}
