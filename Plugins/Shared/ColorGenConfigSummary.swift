// Reads a colorgen.json as plain JSON for the plugins: the token files it reads and the outputs it writes.

/// What the build plugin needs to know of a `colorgen.json`, read as plain JSON: the files
/// generating its Swift reads and the Swift outputs it writes. Checking the config is colorgen's
/// job, so anything this cannot make sense of is left for colorgen to report at its line and column.
///
/// One source compiled three times: into the plugins (Plugins/Shared, through each plugin's
/// `Shared` link), into the colorgen CLI (Sources/ColorGenCLI/BuildPlugin, through a link to this
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

    /// The summary of a config parsed as `root`, its top-level JSON object (nil when the file
    /// is not a JSON object). Objects are `[String: Any]`, arrays `[Any]`, strings `String`, as
    /// `JSONSerialization` gives them and the CLI builds them, so the summary needs no Foundation.
    init(root: [String: Any]?) {
        guard let root else { return }
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
    /// (the config's) and made canonical by `standardized`, each once: the resolver and
    /// `$themes.json` files, or else the token files; then the user templates of the Swift outputs
    /// (a `"template"` naming a file, with a `.` or a `/`, rather than a built-in template such as `swift`).
    func namedInputs(in folder: String, standardized: (String) -> String) -> [String] {
        var paths = [resolverFile, tokensStudioThemesFile].compactMap { $0 }
        if !readsAnyJSONFile { paths += tokenFiles }
        paths += swiftOutputs.compactMap(\.template).filter { $0.contains(".") || $0.contains("/") }
        var seen: Set<String> = []
        return paths.map { standardized(Self.resolve($0, in: folder)) }.filter { seen.insert($0).inserted }
    }

    /// Whether `file`, a file of the target, is an input without being named by the config: a
    /// JSON file when ``readsAnyJSONFile``, a file inside a folder a scheme lists (an asset
    /// catalog, an Android `res/`), a `.mustache` file directly inside the `"partials"` folder or
    /// beside the user template of a Swift output (where colorgen looks for partials).
    /// Folders are compared as `standardized` makes them.
    func isInputByKind(_ file: String, configFolder: String, standardized: (String) -> String) -> Bool {
        let fileExtension = Self.fileExtension(of: file)
        if readsAnyJSONFile && fileExtension == "json" { return true }
        let standardizedFile = standardized(file)
        if tokenFiles.contains(where: { entry in
            let folder = standardized(Self.resolve(entry, in: configFolder))
            return standardizedFile.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }) {
            return true
        }
        guard fileExtension == "mustache" else { return false }
        let folder = Self.folder(of: standardized(file))
        let partialFolders = swiftOutputs.flatMap { output in
            [output.partials.map { standardized(Self.resolve($0, in: configFolder)) },
             output.template.map { Self.folder(of: standardized(Self.resolve($0, in: configFolder))) }].compactMap { $0 }
        }
        return partialFolders.contains(folder)
    }

    /// A config-relative path (or an absolute one) joined to the config's folder as written;
    /// callers make it canonical their own way.
    static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// The folder part of `path`, without a trailing `/` (`/` for a file at the root).
    private static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The extension of the last part of `path` (`json` of `a/b.json`), `""` when it has none;
    /// a name's leading dot (`.json`) starts no extension.
    private static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
