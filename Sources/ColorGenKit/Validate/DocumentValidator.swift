/// Checks one DTCG document of either kind: the core of `colorgen validate`.
public enum DocumentValidator {
    /// Every diagnostic for the file at `path`, read through `loader`, in reading order;
    /// `kind` nil = detect it (``DocumentKind/detect(_:)``).
    ///
    /// A token file is checked on its own (aliases must resolve within it). A resolver file is
    /// checked for structure and for the files it references, which must exist and parse.
    public static func validate(path: String, kind: DocumentKind?, loader: any SourceLoader) -> [Diagnostic] {
        let bytes: [UInt8]
        do {
            bytes = try loader.load(path)
        } catch {
            return [.error("cannot read '\(path)': \(error.reason)", at: nil)]
        }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, path: path)
        } catch {
            return [error]
        }
        var diagnostics = document.warnings
        switch kind ?? DocumentKind.detect(document.root) {
        case .tokens:
            let read = TokenTreeReader.read(document.root, path: path)
            diagnostics += read.diagnostics
            diagnostics += TokenResolver.resolve(read.tree).diagnostics
        case .resolver:
            let read = ResolverDocumentReader.read(document.root, path: path)
            diagnostics += read.diagnostics
            if let resolver = read.document {
                diagnostics += ResolverEvaluator(document: resolver, loader: loader).inputFiles().diagnostics
            }
        }
        return diagnostics.inReadingOrder
    }
}
