// The helpers of TestSupport that this target's compile and tool tests use, named for every file here.
import TestSupport

/// TestSupport's swiftc look-up and runner.
typealias SwiftCompiler = TestSupport.SwiftCompiler
/// TestSupport's look-up of kotlinc, tsc, node and the like on PATH.
typealias ExternalTool = TestSupport.ExternalTool
