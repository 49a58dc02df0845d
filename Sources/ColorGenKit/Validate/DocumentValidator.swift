/// Checks one DTCG document of either kind: the core of `colorgen validate`.
public enum DocumentValidator {
    /// Every diagnostic for the file at `path`, read through `loader`; `kind` nil = detect it.
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
        switch kind ?? DocumentKind.detect(document.root) {
        case .tokens, .resolver:
            return document.warnings
        }
    }
}
