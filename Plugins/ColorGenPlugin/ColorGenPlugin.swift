import Foundation
import PackagePlugin

/// Generates a target's colors at build time: runs `colorgen` (built from source) on the
/// target's `colorgen.json` and compiles the Swift it emits into the target.
///
/// colorgen runs only when the config, one of its scheme files or colorgen itself changed, and
/// it writes only into this plugin's work directory.
@main
struct ColorGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let plan = try ColorGenBuildPlan(target: target.name,
                                         targetFiles: ColorGenConfigLocator.files(in: target.folderURL),
                                         workDirectory: context.pluginWorkDirectoryURL, targetFolder: target.folderURL)
        return [try Self.command(for: plan, target: target.name, colorgen: context.tool(named: "colorgen").url)]
    }

    /// The build command that carries out `plan` with the `colorgen` executable at `colorgen`.
    static func command(for plan: ColorGenBuildPlan, target: String, colorgen: URL) -> Command {
        .buildCommand(displayName: "Generating colors of \(target) from \(plan.config.lastPathComponent)",
                      executable: colorgen,
                      arguments: plan.arguments,
                      inputFiles: plan.inputFiles + [colorgen],
                      outputFiles: plan.outputFiles)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ColorGenPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target, whose files are its build phases' input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let plan = try ColorGenBuildPlan(target: target.displayName,
                                         targetFiles: target.inputFiles.map(\.url),
                                         workDirectory: context.pluginWorkDirectoryURL)
        return [Self.command(for: plan, target: target.displayName, colorgen: try context.tool(named: "colorgen").url)]
    }
}
#endif
