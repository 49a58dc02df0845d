// The targets around a config that apply ColorGenPlugin: a swift output may not be written into one.
import ColorGenModel
import SourceDiagnostics

/// The targets of the SwiftPM package holding a config that apply ColorGenPlugin, which
/// generates and compiles the config's Swift itself: a swift output written into one of their
/// folders would be compiled a second time beside the plugin's copy and break the build
/// (docs/plugins.md). The command-line tool finds them in `Package.swift`; the core only
/// compares paths.
public struct BuildPluginTargets: Sendable {
    /// One target that applies the plugin.
    public struct Target: Sendable {
        /// The target's name.
        public var name: String
        /// Its folder, absolute.
        public var folder: String

        /// Creates a target.
        public init(name: String, folder: String) {
            self.name = name
            self.folder = folder
        }
    }

    /// The package's folder, absolute.
    public var packageFolder: String
    /// The config's path, absolute.
    public var configPath: String
    /// The targets that apply ColorGenPlugin.
    public var targets: [Target]

    /// Creates the targets of the package at `packageFolder` around the config at `configPath`.
    public init(packageFolder: String, configPath: String, targets: [Target]) {
        self.packageFolder = packageFolder
        self.configPath = configPath
        self.targets = targets
    }

    /// The error for each of `outputs` that writes Swift into one of the targets, at its path
    /// in the config.
    package func problems(_ outputs: [OutputSpec]) -> [Diagnostic] {
        outputs.compactMap { output in
            let writesSwift = if case .format(.swift) = output.renderer { true } else { output.path.value.hasSuffix(".swift") }
            guard writesSwift else { return nil }
            let path = SourcePath.resolve(output.path.value, relativeTo: configPath)
            guard let target = targets.first(where: { path.hasPrefix($0.folder + "/") }) else { return nil }
            return .error("the swift output \"\(output.path.value)\" lies inside target '\(target.name)', which applies "
                          + "ColorGenPlugin in Package.swift: the build compiles the plugin's own copy of it, and this one "
                          + "beside it would break the build; give the output a path outside the target, e.g. \""
                          + suggestedPath(fileName: SourcePath.fileName(of: path) ?? "Colors.swift") + "\"",
                          at: output.path.location)
        }
    }

    /// `../../Generated/<fileName>`: the package's `Generated/` folder, relative to the config.
    private func suggestedPath(fileName: String) -> String {
        let folder = SourcePath.directory(of: configPath)
        let depth = folder.hasPrefix(packageFolder + "/")
            ? folder.dropFirst(packageFolder.count + 1).split(separator: "/").count : 0
        return String(repeating: "../", count: depth) + "Generated/" + fileName
    }
}
