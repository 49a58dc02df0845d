// Scans Package.swift text for the targets that apply ColorGenPlugin, so no Swift output is written into them.

/// Which targets of a package apply ColorGenPlugin, read from the text of its `Package.swift`.
///
/// Neither a command plugin nor the command-line tool is told which build-tool plugins a target
/// uses, so this looks at each target declaration (`.target(name: "X", ...)` up to the next
/// declaration) for `"ColorGenPlugin"`. It only decides whether `colorgen generate` refuses to
/// write Swift into a target; a manifest written in an unusual way at worst goes unrefused, as
/// before. Standard library only: the command-line tool links no Foundation.
enum ColorGenManifestScan {
    /// The target declarations a manifest may hold (`.plugin(` is left out: it also names a
    /// plugin a target uses).
    private static let declarations = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(",
                                       ".systemLibrary("]

    /// The names of the targets declared in `manifest` whose declaration names ColorGenPlugin.
    static func targetsUsingBuildPlugin(in manifest: String) -> Set<String> {
        let text = Array(manifest.utf8)
        var starts: [Int] = []
        for declaration in declarations {
            starts += occurrences(of: Array(declaration.utf8), in: text, from: 0, to: text.count)
        }
        starts.sort()
        let plugin = Array("\"ColorGenPlugin\"".utf8)
        var names: Set<String> = []
        for (offset, start) in starts.enumerated() {
            let end = offset + 1 < starts.count ? starts[offset + 1] : text.count
            let declaration = text[start..<end]
            guard [".target(", ".executableTarget(", ".testTarget("].contains(where: { declaration.starts(with: $0.utf8) }),
                  !occurrences(of: plugin, in: text, from: start, to: end).isEmpty,
                  let name = declaredName(in: declaration) else { continue }
            names.insert(name)
        }
        return names
    }

    /// Where `pattern` begins in `text[from..<to]`.
    private static func occurrences(of pattern: [UInt8], in text: [UInt8], from: Int, to: Int) -> [Int] {
        guard to - from >= pattern.count else { return [] }
        return (from...(to - pattern.count)).filter { text[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    /// The string after the first `name:` in a declaration's text.
    private static func declaredName(in declaration: ArraySlice<UInt8>) -> String? {
        let label = Array("name:".utf8)
        guard let found = occurrences(of: label, in: Array(declaration), from: 0, to: declaration.count).first else { return nil }
        let rest = declaration.dropFirst(found + label.count).drop { $0 == UInt8(ascii: " ") }
        guard rest.first == UInt8(ascii: "\"") else { return nil }
        return String(decoding: rest.dropFirst().prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
    }
}
