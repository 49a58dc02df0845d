// Pre-write safety check: output paths vs inputs and each other (links resolved), and non-regular targets.
import ColorGenModel
import OutputFiles
import SourceDiagnostics

/// Refuses outputs that would destroy something: an output file or folder that is an input of
/// the run (the config, a scheme or resolver file, a template, a partial) or holds one, two
/// outputs whose files (after name expansion) are one file or lie inside one another's folder,
/// and an output path that leads to anything but a regular file, a folder where a folder is
/// written, or nothing (a FIFO, a socket, a device).
///
/// Paths are compared as the ``SourceLoader`` resolves them (``SourceLoader/item(at:)``: `.`,
/// `..` and symbolic links resolved, hard links recognised), and every problem is an error at
/// the output's `"path"` in the config.
package enum OutputClashCheck {
    /// One output entry and the files it renders.
    package struct Output {
        var spec: OutputSpec
        var files: [RenderedFile]

        /// The output of entry `spec`, which renders `files`.
        package init(spec: OutputSpec, files: [RenderedFile]) {
            self.spec = spec
            self.files = files
        }
    }

    /// One place an output writes: a file on its own, or a folder it owns entirely.
    private struct Target {
        var path: String
        var item: FileSystemItem
        var isFolder: Bool
        var output: Int
    }

    /// Every clash among `outputs` and with `inputs` (paths as loaded, `configPath` among them).
    package static func check(_ outputs: [Output], inputs: [String], configPath: String,
                      loader: any SourceLoader) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let inputItems = inputs.map { (path: $0, item: loader.item(at: $0)) }
        var inputsByPlace: [String: String] = [:]
        for input in inputItems {
            for key in keys(of: input.item) where inputsByPlace[key] == nil { inputsByPlace[key] = input.path }
        }
        var targets: [Target] = []
        var targetsByPlace: [String: Int] = [:]
        for (index, output) in outputs.enumerated() {
            let location = output.spec.path.location
            func describe(_ input: String) -> String {
                input == configPath ? "the config '\(input)'" : "the input '\(input)'"
            }
            for target in self.targets(of: output, index: index, loader: loader) {
                if let problem = kindProblem(target) {
                    diagnostics.append(.error("output path '\(target.path)' \(problem)", at: location))
                    continue
                }
                if let input = keys(of: target.item).lazy.compactMap({ inputsByPlace[$0] }).first {
                    diagnostics.append(.error("output '\(target.path)' would overwrite \(describe(input)), which this "
                                              + "run reads; choose another output path", at: location))
                    continue
                }
                if target.isFolder, let input = inputItems.first(where: { target.item.contains($0.item) }) {
                    diagnostics.append(.error("output folder '\(target.path)' holds \(describe(input.path)); the folder "
                                              + "is replaced as a whole, which would delete it", at: location))
                    continue
                }
                if let earlier = keys(of: target.item).lazy.compactMap({ targetsByPlace[$0] }).first {
                    diagnostics.append(.error(clash(target, targets[earlier], outputs: outputs, isSame: true),
                                              at: location))
                    continue
                }
                if let earlier = targets.firstIndex(where: { ($0.isFolder && $0.item.contains(target.item))
                    || (target.isFolder && target.item.contains($0.item)) }) {
                    diagnostics.append(.error(clash(target, targets[earlier], outputs: outputs, isSame: false),
                                              at: location))
                    continue
                }
                for key in keys(of: target.item) { targetsByPlace[key] = targets.count }
                targets.append(target)
            }
        }
        return diagnostics
    }

    /// The places `output` writes: its folder (once) for files in an owned folder, else each file.
    private static func targets(of output: Output, index: Int, loader: any SourceLoader) -> [Target] {
        var seenFolders: Set<String> = []
        var targets: [Target] = []
        for file in output.files {
            if let folder = file.ownedDirectory {
                guard seenFolders.insert(folder.path).inserted else { continue }
                targets.append(Target(path: folder.path, item: loader.item(at: folder.path), isFolder: true, output: index))
            } else {
                targets.append(Target(path: file.path, item: loader.item(at: file.path), isFolder: false, output: index))
            }
        }
        return targets
    }

    /// The keys under which an item is found: its canonical path and, when it exists, its file ID.
    private static func keys(of item: FileSystemItem) -> [String] {
        ["path:" + item.canonicalPath] + (item.fileID.map { ["id:" + $0] } ?? [])
    }

    /// Why `target` cannot be written, judged by what is at its path; nil when it can.
    private static func kindProblem(_ target: Target) -> String? {
        switch (target.item.kind, target.isFolder) {
        case (.nothing, _), (.regularFile, false), (.directory, true):
            return nil
        case (.directory, false):
            return "is a folder; colorgen writes a file there only where a file or nothing is"
        case (.regularFile, true):
            return "is a file; colorgen writes a folder there only where a folder or nothing is"
        case (.other(let kind), _):
            return "is \(kind), not a regular file; colorgen writes only where a regular file, "
                + "a folder of its own or nothing is"
        }
    }

    /// The message for `target` being (`isSame`) or lying inside or around `earlier`.
    private static func clash(_ target: Target, _ earlier: Target, outputs: [Output], isSame: Bool) -> String {
        let what = target.isFolder ? "output folder" : "output"
        let writer = earlier.output == target.output
            ? "this output" : "the output at line \(outputs[earlier.output].spec.path.location.position.line)"
        if isSame {
            return "\(what) '\(target.path)' is also written by \(writer)"
                + (earlier.path == target.path ? "" : " (as '\(earlier.path)')") + "; every output must write its own files"
        }
        let relation = earlier.isFolder ? "lies inside" : "holds"
        return "\(what) '\(target.path)' \(relation) '\(earlier.path)', which \(writer) writes; "
            + "every output must write its own files"
    }
}
