// Finds the package around a config and the targets its manifest applies ColorGenPlugin to.
import ColorGenKit
import SourceDiagnostics

/// The ``BuildPluginTargets`` of the SwiftPM package holding a config: the nearest folder above
/// it with a `Package.swift`, whose targets that name ColorGenPlugin (``ColorGenManifestScan``)
/// are taken to lie in `Sources/<name>` (or `Tests/<name>`), SwiftPM's default folders.
enum BuildPluginTargetsLookup {
    /// The targets, or nil when no package holds the config or none of its targets applies the plugin.
    static func targets(aroundConfig configPath: String) -> BuildPluginTargets? {
        let config = SourcePath.normalize(configPath.hasPrefix("/") ? configPath : WorkingDirectory.path + "/" + configPath)
        var folder = SourcePath.directory(of: config)
        while !folder.isEmpty {
            let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
            if DirectoryContents.kind(at: manifest) == .regular {
                guard let bytes = try? DiskSourceLoader().load(manifest) else { return nil }
                let names = ColorGenManifestScan.targetsUsingBuildPlugin(in: String(decoding: bytes, as: UTF8.self))
                guard !names.isEmpty else { return nil }
                let targets = names.sorted().map { name in
                    let tests = folder + "/Tests/" + name
                    let inTests = DirectoryContents.kind(at: folder + "/Sources/" + name) == nil
                        && DirectoryContents.kind(at: tests) == .directory
                    return BuildPluginTargets.Target(name: name, folder: inTests ? tests : folder + "/Sources/" + name)
                }
                return BuildPluginTargets(packageFolder: folder, configPath: config, targets: targets)
            }
            guard folder != "/" else { return nil }
            folder = SourcePath.directory(of: folder)
        }
        return nil
    }
}
