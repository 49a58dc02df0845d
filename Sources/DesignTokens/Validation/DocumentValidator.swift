// Validate command's backend: loads a file, detects tokens vs resolver, checks it and every file it names.
import PositionalJSON
import SourceDiagnostics

/// Checks one DTCG document of either kind: the core of `colorgen validate`.
public enum DocumentValidator {
    /// Every diagnostic for the file at `path`, read through `loader`, in reading order;
    /// `kind` nil = detect it (``DocumentKind/detect(_:)``).
    ///
    /// A token file is checked on its own (aliases must resolve within it). A resolver file is
    /// checked for structure and for the files it references, which must exist and parse and are
    /// then validated as the resolver merges them, once per context of each modifier.
    public static func validate(path: String, kind: DocumentKind?, loader: any SourceLoader) -> [Diagnostic] {
        validate(parsedDocument(at: path, loader: loader), kind: kind, loader: loader)
    }

    /// ``validate(path:kind:loader:)`` for a file already parsed (or its syntax error), so that a
    /// caller that has parsed it to see what it is does not make it read and parsed again.
    public static func validate(_ parsed: Result<JSONDocument, Diagnostic>, kind: DocumentKind?,
                                loader: any SourceLoader) -> [Diagnostic] {
        let document: JSONDocument
        switch consume parsed {
        case .success(let read): document = read
        case .failure(let problem): return [problem]
        }
        let path = document.path
        switch kind ?? DocumentKind.detect(document.root) {
        case .tokens:
            return TokenValidator.validate(consume document)
        case .resolver:
            var diagnostics = document.warnings
            let read = ResolverDocumentReader.read(document.root, path: path)
            diagnostics += read.diagnostics
            if let resolver = read.document {
                let evaluator = ResolverEvaluator(document: resolver, loader: loader)
                let fileDiagnostics = evaluator.inputFiles().diagnostics
                diagnostics += fileDiagnostics
                if !fileDiagnostics.containsErrors {
                    diagnostics += evaluator.tokenDiagnosticsOfEveryContext()
                }
            }
            return diagnostics.inReadingOrder
        }
    }

    /// The file at `path`, read through `loader` and parsed. Its bytes are freed on return, so
    /// that they are not held beside the parsed tree while it is validated.
    private static func parsedDocument(at path: String, loader: any SourceLoader) -> Result<JSONDocument, Diagnostic> {
        let bytes: [UInt8]
        do {
            bytes = try loader.load(path)
        } catch {
            return .failure(.error("cannot read '\(path)': \(error.reason)", at: nil))
        }
        do {
            return .success(try JSONParser.parse(bytes, path: path))
        } catch {
            return .failure(error)
        }
    }

    /// Every diagnostic for token files that are only complete together (a palette file aliasing
    /// a library's swatches), merged in order (a later file wins) as a scheme merges them.
    public static func validateMerged(paths: [String], loader: any SourceLoader) -> [Diagnostic] {
        var files: [(bytes: [UInt8], path: String)] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            do {
                files.append((try loader.load(path), path))
            } catch {
                diagnostics.append(.error("cannot read '\(path)': \(error.reason)", at: nil))
            }
        }
        guard diagnostics.isEmpty else { return diagnostics }
        return TokenValidator.validateMerged(files)
    }
}
