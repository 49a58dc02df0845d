// The colorgen executable's entry point: tunes the allocator, runs the command line, exits with its status.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

AllocatorTuning.apply()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
