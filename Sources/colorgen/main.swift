// The colorgen executable's entry point: tunes the allocator, runs the command line, exits with its status.
import Foundation

AllocatorTuning.apply()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
