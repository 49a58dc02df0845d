// Under the build plugin, warns about files a run read that the plugin's command does not track.
import Foundation

/// When ColorGenPlugin runs `generate`, checks that every file the run read is an input of the
/// plugin's build command, so that changing it runs colorgen again. The plugin decides those
/// inputs with ``ColorGenConfigSummary`` before any build (it cannot run colorgen then); this
/// asks the same summary about the files the generator actually read, and warns about each
/// one it does not cover, such as a file outside the target that a DTCG resolver references.
enum BuildPluginInputsCheck {
    /// The environment variable through which the plugin tells colorgen that it runs it, holding
    /// the folder of the target (for an Xcode target, the config's folder): files below it are
    /// the target's files.
    static let environmentKey = "COLORGEN_BUILD_PLUGIN_TARGET"

    /// The target folder the plugin passed, or nil when the plugin did not start this run.
    static var targetFolder: String? {
        ProcessInfo.processInfo.environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The files among `read` (paths as the generator reports them) that the plugin's build
    /// command for the config at `configPath` does not list as inputs, in `read` order.
    static func untrackedInputs(configPath: String, read: [String], targetFolder: String) -> [String] {
        let config = URL(fileURLWithPath: configPath).standardizedFileURL
        let configFolder = config.deletingLastPathComponent()
        let summary = ColorGenConfigSummary(contentsOf: config)
        // Compared with symbolic links resolved: Foundation standardizes a path through a link
        // differently depending on how the URL was made.
        let named = Set(([config] + summary.namedInputs(in: configFolder)).map { $0.resolvingSymlinksInPath().path })
        let folder = URL(fileURLWithPath: targetFolder).resolvingSymlinksInPath().path
        let target = folder.hasSuffix("/") ? folder : folder + "/"
        return read.filter { path in
            let file = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            guard !named.contains(file.path) else { return false }
            return !(file.path.hasPrefix(target) && summary.isInputByKind(file, configFolder: configFolder))
        }
    }

    /// Prints a warning for each file of `read` the plugin does not track.
    static func warn(configPath: String, read: [String], targetFolder: String) {
        for path in untrackedInputs(configPath: configPath, read: read, targetFolder: targetFolder) {
            Console.error("\(configPath):1:1: warning: colorgen read '\(path)', which is not an input of ColorGenPlugin's "
                          + "build command: changing it does not regenerate the colors until another input changes; "
                          + "keep the files the config reads inside the target, named in the config")
        }
    }
}
