import Foundation

/// What the plugins need to know of a `colorgen.json`, read as plain JSON: the files it reads
/// and the outputs it writes. Checking the config is colorgen's job, so anything this cannot
/// make sense of is left for colorgen to report at its line and column.
struct ColorGenConfigSummary {
    /// One entry of `"outputs"`.
    struct Output: Equatable {
        /// The built-in format, or nil for a template output.
        var format: String?
        /// The output path as written (relative to the config).
        var path: String
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
                outputs.append(Output(format: entry["format"] as? String, path: path))
            }
        }
    }

    /// The paths of the Swift outputs, as written: the `swift` format (with its own template or
    /// a user's), and `"template"` outputs whose path ends in `.swift`.
    var swiftOutputPaths: [String] {
        outputs.filter { $0.format == "swift" || ($0.format == nil && $0.path.hasSuffix(".swift")) }.map(\.path)
    }
}
