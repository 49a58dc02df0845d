// Pre-write safety check: output paths vs inputs and each other (links resolved), non-regular targets, foreign files.
import ColorGenModel
import ColorGenRender
import OutputFiles
import SourceDiagnostics

/// Refuses outputs that would destroy something: an output file or folder that is an input of
/// the run (the config, a scheme or resolver file, a template, a partial) or holds one, two
/// outputs whose files (after name expansion) are one file or lie inside one another's folder,
/// an output path that leads to anything but a regular file, a folder where a folder is written,
/// or nothing (a FIFO, a socket, a device), a file that colorgen did not write (it lacks the mark
/// of the file replacing it, ``GeneratedFileMark``), and two outputs whose paths differ only in
/// letter case or Unicode normalization (one file on the file systems Macs use).
///
/// Paths are compared as the ``SourceLoader`` resolves them (``SourceLoader/item(at:)``: `.`,
/// `..` and symbolic links resolved, hard links recognised), and every problem is an error at
/// the output's `"path"` in the config (or, for a page whose path the command line gave, without one).
package enum OutputClashCheck {
    /// One output entry and the files it renders.
    package struct Output {
        /// Where the output's path is written in the config; nil for a path from the command line.
        var location: SourceLocation?
        var files: [RenderedFile]

        /// The output of entry `spec`, which renders `files`.
        package init(spec: OutputSpec, files: [RenderedFile]) {
            self.init(location: spec.path.location, files: files)
        }

        /// An output whose path is written at `location` (nil: given on the command line), which renders `files`.
        package init(location: SourceLocation?, files: [RenderedFile]) {
            self.location = location
            self.files = files
        }
    }

    /// One place an output writes: a file on its own, or a folder it owns entirely.
    private struct Target {
        var path: String
        var item: FileSystemItem
        var isFolder: Bool
        var output: Int
        /// The bytes a file target is to hold (nil for a folder).
        var bytes: [UInt8]?
    }

    /// Every clash among `outputs` and with `inputs` (paths as loaded, `configPath` among them).
    package static func check(_ outputs: [Output], inputs: [String], configPath: String,
                      loader: any SourceLoader) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Thousands of inputs (an asset catalog's color sets) are looked at in a few batches on all cores.
        let batch = max(512, (inputs.count + 7) / 8)
        let looked = stride(from: 0, to: inputs.count, by: batch).map { Array(inputs[$0..<min($0 + batch, inputs.count)]) }
            .concurrentMap { loader.items(at: $0) }
        let inputItems = zip(inputs, looked.joined()).map { (path: $0, item: $1) }
        var inputsByPlace: [String: String] = [:]
        for input in inputItems {
            for key in keys(of: input.item) where inputsByPlace[key] == nil { inputsByPlace[key] = input.path }
        }
        var targets: [Target] = []
        var targetsByPlace: [String: Int] = [:]
        for (index, output) in outputs.enumerated() {
            let location = output.location
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
                if let earlier = targetsByPlace[foldedKey(of: target.item)] {
                    diagnostics.append(.error("output '\(target.path)' and '\(targets[earlier].path)', which "
                                              + "\(writer(of: targets[earlier], for: target, outputs: outputs)) writes, differ only in "
                                              + "letter case or Unicode normalization: one file on macOS file systems; "
                                              + "choose names that differ otherwise", at: location))
                    continue
                }
                if let problem = foreignFileProblem(target, loader: loader) {
                    diagnostics.append(.error("output '\(target.path)' \(problem)", at: location))
                    continue
                }
                if let earlier = targets.firstIndex(where: { ($0.isFolder && $0.item.contains(target.item))
                    || (target.isFolder && target.item.contains($0.item)) }) {
                    diagnostics.append(.error(clash(target, targets[earlier], outputs: outputs, isSame: false),
                                              at: location))
                    continue
                }
                for key in keys(of: target.item) + [foldedKey(of: target.item)] { targetsByPlace[key] = targets.count }
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
                targets.append(Target(path: file.path, item: loader.item(at: file.path), isFolder: false, output: index,
                                      bytes: file.bytes))
            }
        }
        return targets
    }

    /// The keys under which an item is found: its canonical path and, when it exists, its file ID.
    private static func keys(of item: FileSystemItem) -> [String] {
        ["path:" + item.canonicalPath] + (item.fileID.map { ["id:" + $0] } ?? [])
    }

    /// The key under which paths that differ only in letter case or Unicode normalization meet
    /// (Swift compares strings by canonical equivalence, as APFS compares names).
    private static func foldedKey(of item: FileSystemItem) -> String {
        "folded:" + item.canonicalPath.lowercased()
    }

    /// Why the file at `target` may not be replaced, nil when it may: it exists, differs from the
    /// new bytes, and lacks the mark of colorgen's header that the new bytes carry.
    private static func foreignFileProblem(_ target: Target, loader: any SourceLoader) -> String? {
        guard !target.isFolder, target.item.kind == .regularFile, let bytes = target.bytes,
              let mark = GeneratedFileMark.mark(of: bytes),
              let existing = loader.leadingBytes(of: target.path, count: GeneratedFileMark.searchedLength),
              !GeneratedFileMark.holds(mark, in: existing) else { return nil }
        return "would replace a file that colorgen did not write (it lacks the header '"
            + String(decoding: mark, as: UTF8.self) + " …'); colorgen replaces only files it wrote. "
            + "Move the file away or merge it into the token files, or choose another output path"
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

    /// Who writes `earlier`, as `target`'s message names it: this output, or the one at a line.
    private static func writer(of earlier: Target, for target: Target, outputs: [Output]) -> String {
        guard earlier.output != target.output else { return "this output" }
        guard let line = outputs[earlier.output].location?.position.line else { return "another output" }
        return "the output at line \(line)"
    }

    /// The message for `target` being (`isSame`) or lying inside or around `earlier`.
    private static func clash(_ target: Target, _ earlier: Target, outputs: [Output], isSame: Bool) -> String {
        let what = target.isFolder ? "output folder" : "output"
        let writer = writer(of: earlier, for: target, outputs: outputs)
        if isSame {
            return "\(what) '\(target.path)' is also written by \(writer)"
                + (earlier.path == target.path ? "" : " (as '\(earlier.path)')") + "; every output must write its own files"
        }
        let relation = earlier.isFolder ? "lies inside" : "holds"
        return "\(what) '\(target.path)' \(relation) '\(earlier.path)', which \(writer) writes; "
            + "every output must write its own files"
    }
}
