import Foundation
import PackagePlugin

/// `swift package generate-colors [--target NAME]... [--check]`: writes every output configured
/// in the `colorgen.json` of each target (Swift, CSS, JSON, asset catalogs) into the package,
/// or with `--check` writes nothing and fails listing the outputs that are out of date.
@main
struct ColorGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw ColorGenPluginError("generate-colors: unexpected argument(s) \(extractor.remainingArguments.joined(separator: " ")); "
                                      + "usage: generate-colors [--target NAME]... [--check]")
        }
        let configs = try Self.configs(of: context.package, targets: named)
        let colorgen = try context.tool(named: "colorgen").url
        // `directoryURL` needs tools version 6.1; `directory` describes itself as its path.
        let packageFolder = URL(fileURLWithPath: String(describing: context.package.directory), isDirectory: true)
        var failed: [URL] = []
        for config in configs {
            if try !Self.run(colorgen, config: config, check: check, packageFolder: packageFolder) { failed.append(config) }
        }
        guard failed.isEmpty else {
            let list = failed.map(\.path).joined(separator: ", ")
            throw ColorGenPluginError(check
                ? "generate-colors --check: outputs of \(list) are out of date; run "
                    + "'swift package --allow-writing-to-package-directory generate-colors'"
                : "generate-colors: colorgen failed for \(list)")
        }
    }

    /// The `colorgen.json` files of the named targets (each must have one), or of every target when none is named.
    static func configs(of package: Package, targets named: [String]) throws -> [URL] {
        let targets: [any Target]
        if named.isEmpty {
            targets = package.targets
        } else {
            targets = try named.map { name in
                guard let target = package.targets.first(where: { $0.name == name }) else {
                    throw ColorGenPluginError("generate-colors: no target named '\(name)' in package '\(package.displayName)'")
                }
                return target
            }
        }
        var configs: [URL] = []
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let found = ColorGenConfigLocator.files(in: module.folderURL)
                .filter { $0.lastPathComponent == ColorGenConfigLocator.configName }
            if found.isEmpty && !named.isEmpty {
                throw ColorGenPluginError("generate-colors: target '\(target.name)' has no \(ColorGenConfigLocator.configName)")
            }
            configs += found.filter { !configs.contains($0) }
        }
        guard !configs.isEmpty else {
            throw ColorGenPluginError("generate-colors: no target of package '\(package.displayName)' has a "
                                      + ColorGenConfigLocator.configName)
        }
        return configs
    }

    /// Runs `colorgen generate` on `config` (with `--check` when asked), its output going to the
    /// terminal, and tells whether it succeeded. colorgen refuses any output outside `packageFolder`.
    static func run(_ colorgen: URL, config: URL, check: Bool, packageFolder: URL) throws -> Bool {
        let process = Process()
        process.executableURL = colorgen
        process.arguments = ["generate", "--config", config.path, "--outputs-within", packageFolder.path]
            + (check ? ["--check"] : [])
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
