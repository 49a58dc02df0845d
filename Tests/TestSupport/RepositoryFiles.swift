// Test support: the repository's Schemes/ folder as an in-memory SourceLoader.
import Foundation
import SourceDiagnostics

/// The repository's `Schemes/` folder in memory, so tests can generate from the real scheme
/// files through the core's ``SourceLoader`` (the core never reads the disk itself).
public enum RepositoryFiles {
    /// Every file below `Schemes/`, keyed `Schemes/<relative path>`, plus `extra` files.
    public static func loader(adding extra: [String: String] = [:]) throws -> InMemorySourceLoader {
        let schemes = PackageRoot.url.appendingPathComponent("Schemes")
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: schemes, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json", !url.path.contains("/Generated/") else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(schemes.standardizedFileURL.path.count + 1))
            files["Schemes/" + relative] = Array(try Data(contentsOf: url))
        }
        for (path, text) in extra {
            files[path] = Array(text.utf8)
        }
        return InMemorySourceLoader(files: files)
    }

    /// A config beside the repository's `Schemes/colorgen.json` that generates its schemes (`light`
    /// from the Sage library and the default light tokens, `dark` from the default dark tokens)
    /// with `rulesVersion` into `outputs`, the members of its `"outputs"` array as JSON text.
    public static func defaultSchemesConfig(rulesVersion: Int, outputs: String) -> String {
        """
        {
          "rulesVersion": \(rulesVersion), "layout": "palette",
          "schemes": {
            "light": ["sage/sage-v2.tokens.json", "default/light.tokens.json"],
            "dark": ["default/dark.tokens.json"]
          },
          "outputs": [
        \(outputs)
          ]
        }
        """
    }
}
