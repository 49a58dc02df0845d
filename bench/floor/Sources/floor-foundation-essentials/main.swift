// The process floor with FoundationEssentials (Foundation without ICU) loaded as well: what
// starting colorgen would cost if its platform layer used FoundationEssentials (bench/startup.py).
import FoundationEssentials
import Dispatch

if CommandLine.arguments.count > 99 {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in }
    print(ProcessInfo.processInfo.arguments)
}
