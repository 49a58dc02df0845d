// `generate --check --diff`: a unified diff of each output file on disk against what would be written.
import ColorGenKit
import DiskFiles
import Platform

/// What `--check --diff` prints for each out-of-date output file beside the role diff: how the
/// file on disk differs from what `generate` would write, as a unified diff (`/dev/null` for a
/// missing file). A file of an owned folder that is no longer generated is named only.
enum OutputFileDiffs {
    /// Prints the diff of every out-of-date file among `differences`, whose new bytes are in `files`.
    static func print(_ differences: [OutputWriter.Difference], files: [OutputWriter.File],
                      fileSystem: any FileSystem = SystemFileSystem()) {
        var generated: [String: [UInt8]] = [:]
        for file in files { generated[file.path] = file.bytes }
        for difference in differences where difference.kind == .outOfDate {
            guard let bytes = generated[difference.path] else { continue }
            let disk = try? fileSystem.read(difference.path, limit: nil)
            Console.write(UnifiedDiff.render(old: disk ?? [], new: bytes, oldLabel: disk == nil ? "/dev/null" : difference.path,
                                             newLabel: difference.path + " (generated)"))
        }
    }
}
