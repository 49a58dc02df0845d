// Finds the package around a config and the targets its manifest applies ColorGenPlugin to.
import ColorGenKit
import DiskFiles
import Platform
import SourceDiagnostics

/// The ``BuildPluginTargets`` of the SwiftPM package holding a config: the nearest folder above
/// it with a `Package.swift`, whose targets that name ColorGenPlugin (``ColorGenManifestScan``)
/// are taken to lie in `Sources/<name>` (or `Tests/<name>`), SwiftPM's default folders.
enum BuildPluginTargetsLookup {
    /// The targets, or nil when no package holds the config or none of its targets applies the plugin.
    static func targets(aroundConfig configPath: String, in fileSystem: any FileSystem = SystemFileSystem()) -> BuildPluginTargets? {
        let config = SourcePath.normalize(configPath.hasPrefix("/") ? configPath : fileSystem.workingDirectory + "/" + configPath)
        var folder = SourcePath.directory(of: config)
        while !folder.isEmpty {
            let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
            if fileSystem.kind(at: manifest, followingLinks: false) == .regularFile {
                guard let bytes = try? DiskSourceLoader(fileSystem: fileSystem).load(manifest) else { return nil }
                let names = ColorGenManifestScan.targetsUsingBuildPlugin(in: String(decoding: bytes, as: UTF8.self))
                guard !names.isEmpty else { return nil }
                let targets = names.sorted().map { name in
                    let tests = folder + "/Tests/" + name
                    let inTests = fileSystem.kind(at: folder + "/Sources/" + name, followingLinks: false) == nil
                        && fileSystem.kind(at: tests, followingLinks: false) == .directory
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
