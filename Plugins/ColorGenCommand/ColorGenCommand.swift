// The `generate-colors` command plugin: writes every configured output into the package, or checks them.
import Foundation
import PackagePlugin

/// `swift package generate-colors [--target NAME]... [--check [--diff]]`: writes every output configured
/// in the `colorgen.json` of each target (Swift, CSS, JSON, asset catalogs) into the package,
/// or with `--check` writes nothing and fails listing the outputs that are out of date (with
/// `--diff` also how the roles differ from the generated ones)
/// (`swift package check-colors` does the same without asking for write permission).
@main
struct ColorGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ColorGenPackageCommand.perform(verb: "generate-colors", package: context.package,
                                           colorgen: try context.tool(named: "colorgen").url, arguments: arguments, check: false)
    }
}
