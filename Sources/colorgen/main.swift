import Foundation

AllocatorTuning.apply()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
