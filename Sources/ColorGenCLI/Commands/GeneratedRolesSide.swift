// Reads roles back from the generated `json` output: the old side of `generate --check --diff`.
import ColorGenKit
import ColorGenModel
import ColorGenRender
import DiskFiles
import Platform
import SourceDiagnostics

/// The roles the outputs on disk hold, as the old side of `generate --check --diff`: read back
/// from the config's `json` output, whose `<path>.<scheme>.tokens.json` files are roles-only
/// schemes (docs/diff.md). The schemes are the token files found beside the output path.
enum GeneratedRolesSide {
    /// The side, or why there is none (no `json` output, or none written yet).
    static func side(configPath: String, outputDirectory: String?, flat: Bool) -> Result<DiffSide, Failure> {
        guard let bytes = try? DiskSourceLoader().load(configPath),
              let config = Generator.readConfig(bytes, path: configPath).config else {
            return .failure(Failure(reason: "the config cannot be read"))
        }
        guard let output = config.outputs.first(where: { if case .format(.json) = $0.renderer { true } else { false } }) else {
            return .failure(Failure(reason: "the config has no json output to read the generated roles back from",
                                    lacksJSONOutput: true))
        }
        var path = output.path.value
        if flat, let name = SourcePath.fileName(of: path) { path = name }
        let base = outputDirectory.map { SourcePath.resolve(path, relativeTo: $0 + "/" + "colorgen.json") }
            ?? config.resolve(path)
        let folder = SourcePath.directory(of: base), prefix = String(base.dropFirst(folder.isEmpty ? 0 : folder.count + 1)) + "."
        let names = ((try? SystemFileSystem().entries(of: folder.isEmpty ? "." : folder).map(\.name)) ?? []).sorted()
        let suffix = ".tokens.json"
        let schemes = names.compactMap { name -> String? in
            guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
            let scheme = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            return ConfigReader.isValidSchemeName(scheme) ? scheme : nil
        }
        guard !schemes.isEmpty else {
            return .failure(Failure(reason: "no generated token files '\(base).<scheme>\(suffix)' to compare with"))
        }
        let members = schemes.map { "\(JSONText.quoted($0)): [\(JSONText.quoted(prefix + $0 + suffix))]" }
        let readBack = (folder.isEmpty ? "" : folder + "/") + ".colorgen-generated-roles.json"
        let text = #"{"schemes": {\#(members.joined(separator: ", "))}, "outputs": []}"#
        return .success(DiffSide(label: "generated \(base)", configPath: readBack,
                                 loader: OverlayLoader(path: readBack, bytes: Array(text.utf8))))
    }

    /// Why the generated roles cannot be read.
    struct Failure: Error {
        var reason: String
        /// Whether the config has no `json` output at all (rather than none written yet).
        var lacksJSONOutput = false
    }

    /// The disk, with one more file held in memory.
    private struct OverlayLoader: SourceLoader {
        let path: String
        let bytes: [UInt8]

        func load(_ requested: String) throws(SourceLoaderError) -> [UInt8] {
            requested == path ? bytes : try DiskSourceLoader().load(requested)
        }

        func entries(ofFolder folder: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
            try DiskSourceLoader().entries(ofFolder: folder)
        }
    }
}
