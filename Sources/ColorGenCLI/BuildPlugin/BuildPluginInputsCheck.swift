// Under the build plugin, warns about files a run read that the plugin's command does not track.
import DiskFiles
import Platform
import PositionalJSON
import SourceDiagnostics

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
        ProcessEnvironment.variable(environmentKey).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The files among `read` (paths as the generator reports them) that the plugin's build
    /// command for the config at `configPath` does not list as inputs, in `read` order. Paths
    /// are compared canonical, with symbolic links resolved.
    static func untrackedInputs(configPath: String, read: [String], targetFolder: String) -> [String] {
        let config = DiskSourceLoader.canonicalPath(configPath)
        let configFolder = SourcePath.directory(of: config)
        let summary = ColorGenConfigSummary(root: jsonObject(atPath: config))
        let named = Set([config] + summary.namedInputs(in: configFolder, standardized: { DiskSourceLoader.canonicalPath($0) }))
        let folder = DiskSourceLoader.canonicalPath(targetFolder)
        let target = folder.hasSuffix("/") ? folder : folder + "/"
        return read.filter { path in
            let file = DiskSourceLoader.canonicalPath(path)
            guard !named.contains(file) else { return false }
            return !(file.hasPrefix(target)
                     && summary.isInputByKind(file, configFolder: configFolder, standardized: { DiskSourceLoader.canonicalPath($0) }))
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

    /// The config's top-level object in the plain form the summary reads (as the plugin's
    /// `JSONSerialization` gives it), or nil when the file is not a JSON object.
    private static func jsonObject(atPath path: String) -> [String: Any]? {
        guard let bytes = try? DiskSourceLoader().load(path),
              let document = try? JSONParser.parse(bytes, path: path, syntax: .json) else { return nil }
        return plain(document.root) as? [String: Any]
    }

    /// `value` as `[String: Any]`, `[Any]`, `String`, `Double` or `Bool`; `null` as nil.
    private static func plain(_ value: JSONValue) -> Any? {
        switch value.kind {
        case .null: nil
        case .bool(let flag): flag
        case .number: value.doubleValue
        case .string(let text): text
        case .array(let array): array.map(plain) as [Any?]
        case .object(let object):
            Dictionary(object.members.map { ($0.key, plain($0.value) as Any) }, uniquingKeysWith: { _, last in last })
        }
    }
}
