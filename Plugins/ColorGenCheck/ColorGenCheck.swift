// The `check-colors` command plugin: fails naming stale outputs, writes nothing (no write permission needed).
import Foundation
import PackagePlugin

/// `swift package check-colors [--target NAME]...`: fails listing every output of the targets'
/// `colorgen.json` files that is out of date, writing nothing, so it needs no
/// `--allow-writing-to-package-directory` (what CI runs).
@main
struct ColorGenCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ColorGenPackageCommand.perform(verb: "check-colors", package: context.package,
                                           colorgen: try context.tool(named: "colorgen").url, arguments: arguments, check: true)
    }
}
