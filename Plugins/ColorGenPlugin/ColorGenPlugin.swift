// The build-tool plugin (SwiftPM and Xcode): runs colorgen on a target's colorgen.json, compiles its Swift.
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
        return [try Self.command(for: plan, target: target.name, targetFolder: target.folderURL,
                                 colorgen: context.tool(named: "colorgen").url)]
    }

    /// The build command that carries out `plan` with the `colorgen` executable at `colorgen`.
    /// colorgen is told the target's folder (`COLORGEN_BUILD_PLUGIN_TARGET`), so that it warns
    /// about any file it reads that is not among the command's inputs.
    static func command(for plan: ColorGenBuildPlan, target: String, targetFolder: URL, colorgen: URL) -> Command {
        .buildCommand(displayName: "Generating colors of \(target) from \(plan.config.lastPathComponent)",
                      executable: colorgen,
                      arguments: plan.arguments,
                      environment: ["COLORGEN_BUILD_PLUGIN_TARGET": targetFolder.path],
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
        // An Xcode target has no folder: the files below the config's count as the target's.
        return [Self.command(for: plan, target: target.displayName, targetFolder: plan.config.deletingLastPathComponent(),
                             colorgen: try context.tool(named: "colorgen").url)]
    }
}
#endif
