// Plans a target's one colorgen build run (inputs, Swift outputs, arguments) without running colorgen.
import Foundation

/// The one colorgen run a target's build needs: what it reads, what it writes, how it is called.
///
/// Everything is decided without running colorgen (a build-tool plugin cannot run a tool while
/// the build is planned): the config is read as JSON for its token files, and its `swift`
/// outputs are generated into the plugin's work directory under their file names, nothing else.
struct ColorGenBuildPlan {
    /// The target's `colorgen.json`.
    var config: URL
    /// The files whose change must run colorgen again (the colorgen executable is added by the plugin).
    var inputFiles: [URL]
    /// The Swift files colorgen writes, all directly inside the work directory.
    var outputFiles: [URL]
    /// The arguments of `colorgen`.
    var arguments: [String]

    /// Plans the build of `target`, whose files (everything in its folder) are `targetFiles`;
    /// `targetFolder` (nil for an Xcode target) makes suggested paths lead out of the target.
    ///
    /// Inputs are the config and the files ``ColorGenConfigSummary`` finds it reads: its token
    /// files, or for a config whose schemes come from a DTCG resolver or a Tokens Studio
    /// `$themes.json` (which may name any file) that file and every `.json` file of the target;
    /// the user templates of its Swift outputs and the `.mustache` files where their partials are found.
    init(target: String, targetFiles: [URL], workDirectory: URL, targetFolder: URL? = nil) throws {
        config = try ColorGenConfigLocator.config(ofTarget: target, among: targetFiles)
        let config = config
        let summary = ColorGenConfigSummary(contentsOf: config)
        let folder = config.deletingLastPathComponent()
        let inputs = [config] + summary.namedInputs(in: folder)
            + targetFiles.filter { summary.isInputByKind($0, configFolder: folder) }
        inputFiles = Self.unique(inputs)

        // An unreadable config gets one nominal output: colorgen then fails, reporting where.
        let names = summary.isReadable ? summary.swiftOutputPaths.compactMap(Self.fileName) : [Self.nominalOutputName]
        guard !names.isEmpty else {
            let path = Self.suggestedOutputPath(config: config, targetFolder: targetFolder, fileName: Self.nominalOutputName)
            throw ColorGenPluginError("\(config.path): target '\(target)' uses ColorGenPlugin, but its "
                                      + "\(ColorGenConfigLocator.configName) lists no swift output; add one to \"outputs\", "
                                      + "e.g. {\"format\": \"swift\", \"path\": \"\(path)\"}")
        }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ColorGenPluginError("\(config.path): two swift outputs are named '\(twice)'; "
                                      + "ColorGenPlugin compiles them into one module, so their file names must differ")
        }
        for name in names {
            if let clash = targetFiles.first(where: { $0.lastPathComponent == name && $0.pathExtension == "swift" }) {
                let path = Self.suggestedOutputPath(config: config, targetFolder: targetFolder, fileName: name)
                throw ColorGenPluginError("target '\(target)' already has a source file '\(clash.path)', the name of the "
                                          + "Swift that ColorGenPlugin generates from \(config.path); rename one. If it is "
                                          + "a copy written by 'generate-colors', delete it and give the swift output a path "
                                          + "outside the target's folder, e.g. \"\(path)\"")
            }
        }
        outputFiles = names.map { workDirectory.appendingPathComponent($0) }
        arguments = ["generate", "--config", config.path, "--output-dir", workDirectory.path, "--flat",
                     "--formats", "swift", "--quiet"]
    }

    /// A swift output path, relative to `config`, that leads out of the target into the package's
    /// `Generated/` folder (`../../Generated/ColorGen.swift` for a config at the top of
    /// `Sources/<Target>`); without the target's folder, `../Generated/<fileName>` beside the folder of the config.
    static func suggestedOutputPath(config: URL, targetFolder: URL?, fileName: String) -> String {
        let configFolder = config.deletingLastPathComponent().standardizedFileURL.pathComponents
        guard let targetFolder else { return "../Generated/" + fileName }
        let target = targetFolder.standardizedFileURL.pathComponents
        // Up from the config to the target's folder, then out of the target and Sources/.
        let depth = configFolder.count >= target.count && Array(configFolder.prefix(target.count)) == target
            ? configFolder.count - target.count : 0
        return String(repeating: "../", count: depth + 2) + "Generated/" + fileName
    }

    /// The file name generated when the config cannot be read.
    static let nominalOutputName = "ColorGen.swift"

    /// The last segment of `path` once `.` and `name/..` are folded, as `colorgen generate --flat`
    /// names the file; nil when no file is named (`.`, `..`, `/`).
    static func fileName(of path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard let last = parts.last, last != ".." else { return nil }
        return String(last)
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.path).inserted }
    }
}
