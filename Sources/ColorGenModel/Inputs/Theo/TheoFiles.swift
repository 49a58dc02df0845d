// A Theo file and the files its `imports` name, loaded in the order Theo merges them (imports first).
import PositionalJSON
import SourceDiagnostics

/// A Theo file and, before it, every file its `imports` name (recursively, each once), each
/// parsed by its extension; an import that cannot be loaded or parsed, or that imports itself
/// again, is an error at its path in the `imports` list.
struct TheoFiles {
    let loader: any SourceLoader
    /// The files, imports before the files importing them.
    private(set) var documents: [JSONDocument] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var loading: [String] = []

    init(loader: any SourceLoader) {
        self.loader = loader
    }

    /// Adds `document` after the files it imports.
    mutating func add(_ document: JSONDocument) {
        loading.append(document.path)
        defer { loading.removeLast() }
        for entry in document.root.objectValue?["imports"]?.arrayValue ?? [] {
            let location = SourceLocation(path: document.path, position: entry.position)
            guard let relative = entry.stringValue else {
                diagnostics.append(.error("an import of a Theo file is a path, found \(entry.kindName)", at: location))
                continue
            }
            let path = SourcePath.resolve(relative, relativeTo: document.path)
            if loading.contains(path) {
                diagnostics.append(.error("Theo import '\(relative)' imports a file that is importing it", at: location))
                continue
            }
            guard !documents.contains(where: { $0.path == path }) else { continue }
            do {
                add(try InputItem.parse(try loader.load(path), path: path))
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {
                let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
                diagnostics.append(.error("cannot read Theo import '\(relative)': \(reason)", at: location))
            }
        }
        documents.append(document)
    }
}
