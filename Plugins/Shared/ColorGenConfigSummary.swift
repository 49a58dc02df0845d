// Reads a colorgen.json as plain JSON for the plugins: the token files it reads and the outputs it writes.
import Foundation

/// What the build plugin needs to know of a `colorgen.json`, read as plain JSON: the files
/// generating its Swift reads and the Swift outputs it writes. Checking the config is colorgen's
/// job, so anything this cannot make sense of is left for colorgen to report at its line and column.
///
/// One source compiled three times: into the plugins (Plugins/Shared, through each plugin's
/// `Shared` link), into the colorgen CLI (Sources/colorgen/BuildPlugin, through a link to this
/// file), which checks, when the build plugin runs it, that every file it read is one this
/// summary made the build depend on; and into ColorGenCLITests, which compare it with what the
/// generator reads.
struct ColorGenConfigSummary {
    /// One entry of `"outputs"`.
    struct Output: Equatable {
        /// The built-in format, or nil for a template output.
        var format: String?
        /// The output path as written (relative to the config).
        var path: String
        /// `"template"` as written: a user template's path, or a built-in template's name.
        var template: String? = nil
        /// `"partials"` as written: the folder of a format output's own partials.
        var partials: String? = nil
    }

    /// Whether the file parsed as a JSON object; when false every other property is empty.
    var isReadable = false
    /// The token files of every scheme as written, each once, in the order first met.
    var tokenFiles: [String] = []
    /// The DTCG resolver file as written, for a config that takes its schemes from one.
    var resolverFile: String?
    /// The Tokens Studio `$themes.json` as written, for a config that takes its schemes from one.
    var tokensStudioThemesFile: String?
    /// Every output that has a path, in config order.
    var outputs: [Output] = []

    /// Reads the config at `url`.
    init(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        isReadable = true
        if let schemes = root["schemes"] as? [String: Any] {
            for name in schemes.keys.sorted() {
                // An entry is a path, or an object with "path" (and "referenceOnly").
                for entry in schemes[name] as? [Any] ?? [] {
                    guard let file = entry as? String ?? (entry as? [String: Any])?["path"] as? String,
                          !tokenFiles.contains(file) else { continue }
                    tokenFiles.append(file)
                }
            }
        }
        resolverFile = root["resolver"] as? String
        tokensStudioThemesFile = (root["tokensStudio"] as? [String: Any])?["themes"] as? String
        for case let entry as [String: Any] in root["outputs"] as? [Any] ?? [] {
            if let path = entry["path"] as? String {
                outputs.append(Output(format: entry["format"] as? String, path: path,
                                      template: entry["template"] as? String, partials: entry["partials"] as? String))
            }
        }
    }

    /// The Swift outputs: the `swift` format (with its own template or a user's), and
    /// `"template"` outputs whose path ends in `.swift`.
    var swiftOutputs: [Output] {
        outputs.filter { $0.format == "swift" || ($0.format == nil && $0.path.hasSuffix(".swift")) }
    }

    /// The paths of the Swift outputs, as written.
    var swiftOutputPaths: [String] {
        swiftOutputs.map(\.path)
    }

    /// Whether the schemes come from a file that may name any other (a DTCG resolver, a Tokens
    /// Studio `$themes.json`) or the config cannot be read: then every JSON file of the target
    /// counts as an input.
    var readsAnyJSONFile: Bool {
        !isReadable || resolverFile != nil || tokensStudioThemesFile != nil
    }

    /// The files the config names that generating its Swift reads, resolved against `folder`
    /// (the config's), each once: the resolver and `$themes.json` files, or else the token files;
    /// then the user templates of the Swift outputs (a `"template"` naming a file, with a `.` or a
    /// `/`, rather than a built-in template such as `swift`).
    func namedInputs(in folder: URL) -> [URL] {
        var paths = [resolverFile, tokensStudioThemesFile].compactMap { $0 }
        if !readsAnyJSONFile { paths += tokenFiles }
        paths += swiftOutputs.compactMap(\.template).filter { $0.contains(".") || $0.contains("/") }
        var seen: Set<String> = []
        return paths.map { Self.resolve($0, in: folder) }.filter { seen.insert($0.path).inserted }
    }

    /// Whether `file`, a file of the target, is an input without being named by the config: a
    /// JSON file when ``readsAnyJSONFile``, a `.mustache` file directly inside the `"partials"`
    /// folder or beside the user template of a Swift output (where colorgen looks for partials).
    func isInputByKind(_ file: URL, configFolder: URL) -> Bool {
        if readsAnyJSONFile && file.pathExtension == "json" { return true }
        guard file.pathExtension == "mustache" else { return false }
        let folder = file.standardizedFileURL.deletingLastPathComponent().path
        let partialFolders = swiftOutputs.flatMap { output in
            [output.partials.map { Self.resolve($0, in: configFolder) },
             output.template.map { Self.resolve($0, in: configFolder).deletingLastPathComponent() }].compactMap { $0 }
        }
        return partialFolders.contains { $0.path == folder }
    }

    /// A config-relative path (or an absolute one) as a standardized file URL.
    static func resolve(_ path: String, in folder: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
