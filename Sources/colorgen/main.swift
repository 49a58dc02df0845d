// The colorgen executable's entry point: tunes the allocator, runs the command line, exits with its status.
import Platform

ProcessEnvironment.tuneAllocator()
ProcessEnvironment.exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
