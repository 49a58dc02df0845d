// The app's own resource files beside an android output: color names both would declare.
import ColorGenModel
import SourceDiagnostics

/// The resource files an Android app already has in the `values*` folders an android output
/// writes into (its own `colors.xml`, `colors_brand.xml`, ...): a color both declare makes
/// Android's resource merge fail ("Duplicate resources"), so each such file is an error before
/// anything is written.
///
/// The folders are listed and the files read through the generation's ``SourceLoader`` (the core
/// does no I/O of its own); every `.xml` file but the output's own is read as a resource file
/// (``AndroidResourceFile/colorNames(in:path:)``), and files that are no resource files are left
/// alone.
enum AndroidHandWrittenColors {
    /// The file name Android apps keep their colors in, and the output's default.
    static let conventionalFileName = "colors.xml"

    /// An error for each resource file in a folder of `resFolder` that `model` writes into which
    /// declares a color `model` declares there too, at `location` (the `fileName` option).
    static func clashes(of model: AndroidModel, in resFolder: String, loader: any SourceLoader,
                        at location: SourceLocation) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for folder in Set(model.files.map(\.folder)).sorted() {
            let own = model.files.filter { $0.folder == folder }
            let written = Set(own.flatMap { file in model.resourceNames.map { $0 + file.nameSuffix } })
            let ownNames = Set(own.map(\.name))
            guard let entries = try? loader.entries(ofFolder: "\(resFolder)/\(folder)") else { continue }
            for entry in entries where !entry.isFolder && entry.name.hasSuffix(".xml") && !ownNames.contains(entry.name) {
                let path = "\(resFolder)/\(folder)/\(entry.name)"
                guard let bytes = try? loader.load(path),
                      let names = AndroidResourceFile.colorNames(in: bytes, path: path) else { continue }
                let clashing = names.filter(written.contains)
                guard !clashing.isEmpty else { continue }
                let listed = clashing.prefix(10).joined(separator: ", ") + (clashing.count > 10 ? ", …" : "")
                if GeneratedFileMark.mark(of: bytes) != nil {
                    diagnostics.append(.error("'\(path)' was written by colorgen before the output's file was named "
                                              + "\"\(model.fileName)\" and declares the same \(clashing.count) color(s) "
                                              + "(\(listed)); delete it, or Android's resource merge fails", at: location))
                } else {
                    diagnostics.append(.error("'\(path)' already declares \(clashing.count) color(s) this output writes into "
                                              + "'\(model.fileName)' (\(listed)), and Android's resource merge refuses duplicate "
                                              + "resources; rename or remove them there, or give the output a \"prefix\"",
                                              at: location))
                }
            }
        }
        return diagnostics
    }
}
