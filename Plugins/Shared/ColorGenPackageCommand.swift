// What generate-colors and check-colors share: argument parsing, finding targets' configs, running colorgen.
#if canImport(PackagePlugin)
import Foundation
import PackagePlugin

/// What `swift package generate-colors` and `swift package check-colors` share: finding the
/// configs of a package's targets and running colorgen on each.
enum ColorGenPackageCommand {
    /// The command that rewrites the outputs of `config`: `swift package
    /// --allow-writing-to-package-directory generate-colors`, with SwiftPM's permission for the
    /// folder of each output outside `package` (`--allow-writing-to-directory ../web`), relative
    /// to the working directory, against which SwiftPM resolves it.
    static func generateCommand(for config: URL, package: URL) -> String {
        let configFolder = config.deletingLastPathComponent()
        let packagePath = package.standardizedFileURL.path
        let workingDirectory = FileManager.default.currentDirectoryPath
        var folders: [String] = []
        for output in ColorGenConfigSummary(contentsOf: config).outputs {
            let folder = ColorGenConfigSummary.resolve(output.path, in: configFolder).deletingLastPathComponent().path
            guard folder != packagePath && !folder.hasPrefix(packagePath + "/") else { continue }
            let shown = relativePath(folder, from: workingDirectory)
            if !folders.contains(shown) { folders.append(shown) }
        }
        return (["swift package --allow-writing-to-package-directory"] + folders.map { "--allow-writing-to-directory \($0)" }
                + ["generate-colors"]).joined(separator: " ")
    }

    /// `path` relative to the folder `base` (both absolute and standardized): `../web`.
    private static func relativePath(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < target.count && common < origin.count && target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Runs colorgen on the configs of `package`'s targets (or of those named by `--target`),
    /// writing the outputs, or only checking them when `check`. `verb` names the command in messages.
    static func perform(verb: String, package: Package, colorgen: URL, arguments: [String], check: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let checkFlag = extractor.extractFlag(named: "check") > 0
        let diff = extractor.extractFlag(named: "diff") > 0
        let usage = check ? "check-colors [--target NAME]... [--diff]" : "generate-colors [--target NAME]... [--check [--diff]]"
        guard !diff || check || checkFlag else {
            throw ColorGenPluginError("\(verb): --diff needs --check; usage: \(usage)")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw ColorGenPluginError("\(verb): unexpected argument(s) \(extractor.remainingArguments.joined(separator: " ")); "
                                      + "usage: \(usage)")
        }
        let checking = check || checkFlag
        if checkFlag && !check {
            // SwiftPM asks a command plugin's permission before it sees the arguments.
            print("\(verb): note: 'swift package check-colors\(diff ? " --diff" : "")' checks the same without asking for "
                  + "write permission")
        }
        // colorgen itself refuses a swift output inside a target that applies ColorGenPlugin, at its
        // place in the config (BuildPluginTargetsLookup).
        let targets = try configs(of: package, targets: named, verb: verb)
        var failed: [URL] = []
        for target in targets {
            let hint = generateCommand(for: target.config, package: package.directoryURL)
            if try !run(colorgen, config: target.config, check: checking, diff: diff, staleHint: hint) {
                failed.append(target.config)
            }
        }
        guard failed.isEmpty else {
            let list = failed.map(\.path).joined(separator: ", ")
            // colorgen said above what is wrong with each output (out of date, with the command to
            // run; refused, with the permission to grant) or with the config: no summary guesses.
            throw ColorGenPluginError(checking
                ? "\(verb): the check of \(list) failed; colorgen's messages above say why"
                : "\(verb): colorgen failed for \(list)")
        }
    }

    /// A target's folder and its `colorgen.json`.
    struct TargetConfig {
        var target: String
        var folder: URL
        var config: URL
    }

    /// The `colorgen.json` files of the named targets (each must have one), or of every target when none is named.
    static func configs(of package: Package, targets named: [String], verb: String) throws -> [TargetConfig] {
        let targets: [any Target]
        if named.isEmpty {
            targets = package.targets
        } else {
            targets = try named.map { name in
                guard let target = package.targets.first(where: { $0.name == name }) else {
                    throw ColorGenPluginError("\(verb): no target named '\(name)' in package '\(package.displayName)'")
                }
                return target
            }
        }
        var configs: [TargetConfig] = []
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let found = ColorGenConfigLocator.files(in: module.folderURL)
                .filter { $0.lastPathComponent == ColorGenConfigLocator.configName }
            if found.isEmpty && !named.isEmpty {
                throw ColorGenPluginError("\(verb): target '\(target.name)' has no \(ColorGenConfigLocator.configName)")
            }
            for config in found where !configs.contains(where: { $0.config == config }) {
                configs.append(TargetConfig(target: target.name, folder: module.folderURL, config: config))
            }
        }
        guard !configs.isEmpty else {
            let packageFolder = package.directoryURL
            let unbuilt = ColorGenConfigLocator.files(in: packageFolder.appendingPathComponent("Sources"))
                .filter { $0.lastPathComponent == ColorGenConfigLocator.configName }
            if let config = unbuilt.first {
                throw ColorGenPluginError("\(verb): \(config.path) is in a folder SwiftPM builds no target from: a target needs "
                                          + "at least one Swift file (SwiftPM skips it with a warning otherwise); add one, e.g. "
                                          + config.deletingLastPathComponent().appendingPathComponent(
                                              config.deletingLastPathComponent().lastPathComponent + ".swift").path)
            }
            throw ColorGenPluginError("\(verb): no target of package '\(package.displayName)' has a "
                                      + ColorGenConfigLocator.configName)
        }
        return configs
    }

    /// The command that grants the write permission an output outside the package needs, for
    /// colorgen to suggest where it is refused (`{folder}`: the refused folder).
    static let refusedHint = "swift package --allow-writing-to-package-directory --allow-writing-to-directory {folder} generate-colors"

    /// Runs `colorgen generate` on `config` (with `--check`, and `--diff`, when asked), its output
    /// going to the terminal, and tells whether it succeeded.
    ///
    /// Outputs may lie outside the package (`../android`, `../web` in a monorepo). A command plugin
    /// cannot see which folders the user allowed: SwiftPM passes `--allow-writing-to-directory`
    /// only to the macOS sandbox it runs the plugin in, not to the plugin (docs/plugins.md, "Outputs
    /// outside the package"). So colorgen writes wherever the outputs say, the sandbox refuses what
    /// was not allowed, and colorgen reports each refused output at its line in the config with
    /// ``refusedHint``.
    /// `staleHint` is the command suggested for out-of-date outputs.
    static func run(_ colorgen: URL, config: URL, check: Bool, diff: Bool, staleHint: String) throws -> Bool {
        let process = Process()
        process.executableURL = colorgen
        process.arguments = ["generate", "--config", config.path]
            + (check ? ["--check", "--stale-hint", staleHint] : ["--refused-hint", refusedHint])
            + (diff ? ["--diff"] : [])
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
#endif
