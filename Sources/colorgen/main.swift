// The colorgen executable: tunes the allocator, runs the command line with colorgen's commands, exits with its status.
import ColorGenCLI
import Platform

ProcessEnvironment.tuneAllocator()
let tool = CommandLineTool(commands: ColorGenCommands.all, defaultCommand: ColorGenCommands.main,
                           version: ColorGenCommands.version)
ProcessEnvironment.exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
