// Android color resources, recognised by folder layout (res/ with values/) or extension (.xml): day and night colors.
import SourceDiagnostics

/// Reads Android color resources listed under a scheme: a `res/` folder (recognised by its
/// `values/` or `values-night/` folder), whose day and night configurations the schemes pick by
/// name (``AndroidResourceSchemes``), or one resource file (`.xml`), whose colors every scheme
/// listing it takes, so that `["res/values/colors.xml", "res/values-night/colors.xml"]` gives a
/// dark scheme the night colors over the day ones. `@color/` references are aliases, so they
/// reach across files and across the `res/` folders of several modules listed together.
struct AndroidResourcesInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        switch input.content {
        case .folder(let entries):
            return entries.contains { $0.isFolder && ($0.name == "values" || $0.name == "values-night") }
        case .file:
            return input.name.hasSuffix(".xml")
        }
    }

    func read(_ input: InputItem) -> InputReading {
        var diagnostics: [Diagnostic] = []
        guard case .folder(let entries) = input.content else {
            guard case .file(let bytes) = input.content else { return InputReading(tokens: .unreadable, diagnostics: []) }
            let file = AndroidResourceFile(bytes, path: input.path, diagnostics: &diagnostics)
            let note = Diagnostic(.note, "read as an Android resource file: \(file.colors.count) color\(file.colors.count == 1 ? "" : "s"), each a role of its name; "
                                  + "#AARRGGBB is alpha first, @color/ references are aliases, other resources (dimen, string, "
                                  + "style) are ignored; list values-night/ files after values/ ones for a dark scheme",
                                  at: SourceLocation(path: input.path, line: 1, column: 1))
            return InputReading(tokens: diagnostics.containsErrors ? .unreadable : .shared(file.tree), diagnostics: [note] + diagnostics)
        }
        var filesRead: [String] = []
        func files(in folder: String) -> [AndroidResourceFile] {
            guard entries.contains(where: { $0.isFolder && $0.name == folder }) else { return [] }
            let path = input.path + "/" + folder
            let listed: [SourceFolderEntry]
            do {
                listed = try input.loader.entries(ofFolder: path)
            } catch {
                diagnostics.append(.error("cannot list '\(folder)' of the Android resources: \(error.reason)", at: input.mention.location))
                return []
            }
            // Each file is read on a core of its own; a color two files define is found after, in order.
            let loader = input.loader, mention = input.mention
            let read = listed.filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.concurrentMap {
                entry -> (path: String, file: AndroidResourceFile?, diagnostics: [Diagnostic]) in
                let filePath = path + "/" + entry.name
                let bytes: [UInt8]
                do throws(SourceLoaderError) {
                    bytes = try loader.load(filePath)
                } catch {
                    return (filePath, nil, [.error("cannot read '\(folder)/\(entry.name)': \(error.reason)", at: mention.location)])
                }
                var found: [Diagnostic] = []
                let file = AndroidResourceFile(bytes, path: filePath, diagnostics: &found)
                return (filePath, file, found)
            }
            for file in read {
                if file.file != nil { filesRead.append(file.path) }
                diagnostics += file.diagnostics
            }
            let files = read.compactMap { $0.file }
            diagnostics += AndroidResourceFile.duplicates(in: files)
            return files
        }
        let day = files(in: "values")
        let night = files(in: "values-night")
        let others = entries.filter { $0.isFolder && $0.name.hasPrefix("values-") && $0.name != "values-night" }.map(\.name)
        let location = filesRead.first.map { SourceLocation(path: $0, line: 1, column: 1) } ?? input.mention.location
        let schemes = AndroidResourceSchemes(day: day, night: night, location: location, otherFolders: others)
        return InputReading(tokens: .perScheme(schemes), diagnostics: diagnostics, filesRead: filesRead)
    }
}
