// Scans Package.swift text for the targets that apply ColorGenPlugin, so generate-colors can refuse them.
import Foundation

/// Which targets of a package apply ColorGenPlugin, read from the text of its `Package.swift`.
///
/// A command plugin is not told which build-tool plugins a target uses, so this looks at each
/// target declaration (`.target(name: "X", ...)` up to the next declaration) for
/// `"ColorGenPlugin"`. It only decides whether `generate-colors` refuses to write Swift into a
/// target; a manifest written in an unusual way at worst goes unrefused, as before.
enum ColorGenManifestScan {
    /// The target declarations a manifest may hold (`.plugin(` is left out: it also names a
    /// plugin a target uses).
    private static let declarations = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(",
                                       ".systemLibrary("]

    /// The names of the targets declared in `manifest` whose declaration names ColorGenPlugin.
    static func targetsUsingBuildPlugin(in manifest: String) -> Set<String> {
        var starts: [String.Index] = []
        for declaration in declarations {
            var searchStart = manifest.startIndex
            while let found = manifest.range(of: declaration, range: searchStart..<manifest.endIndex) {
                starts.append(found.lowerBound)
                searchStart = found.upperBound
            }
        }
        starts.sort()
        var names: Set<String> = []
        for (offset, start) in starts.enumerated() {
            let end = offset + 1 < starts.count ? starts[offset + 1] : manifest.endIndex
            let text = manifest[start..<end]
            guard text.hasPrefix(".target(") || text.hasPrefix(".executableTarget(") || text.hasPrefix(".testTarget("),
                  text.contains("\"ColorGenPlugin\""), let name = declaredName(in: text) else { continue }
            names.insert(name)
        }
        return names
    }

    /// The string after the first `name:` in a declaration's text.
    private static func declaredName(in text: Substring) -> String? {
        guard let label = text.range(of: "name:") else { return nil }
        let rest = text[label.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }
}
