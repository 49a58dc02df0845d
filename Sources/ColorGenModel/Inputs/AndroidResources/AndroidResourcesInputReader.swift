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
            var defined: [String: SourceLocation] = [:]
            let file = AndroidResourceFile(bytes, path: input.path, defined: &defined, diagnostics: &diagnostics)
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
            var defined: [String: SourceLocation] = [:]
            return listed.filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.compactMap { entry in
                let filePath = path + "/" + entry.name
                do {
                    let bytes = try input.loader.load(filePath)
                    filesRead.append(filePath)
                    return AndroidResourceFile(bytes, path: filePath, defined: &defined, diagnostics: &diagnostics)
                } catch {
                    let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
                    diagnostics.append(.error("cannot read '\(folder)/\(entry.name)': \(reason)", at: input.mention.location))
                    return nil
                }
            }
        }
        let day = files(in: "values")
        let night = files(in: "values-night")
        let others = entries.filter { $0.isFolder && $0.name.hasPrefix("values-") && $0.name != "values-night" }.map(\.name)
        let location = filesRead.first.map { SourceLocation(path: $0, line: 1, column: 1) } ?? input.mention.location
        let schemes = AndroidResourceSchemes(day: day, night: night, location: location, otherFolders: others)
        return InputReading(tokens: .perScheme(schemes), diagnostics: diagnostics, filesRead: filesRead)
    }
}
