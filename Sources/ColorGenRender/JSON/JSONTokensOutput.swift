// DTCG renderer: per-scheme .tokens.json files and a .resolver.json tying them (one set for one scheme).
import OutputFiles
import SourceDiagnostics

/// The `json` format: one DTCG 2025.10 token file per scheme, `<path>.<scheme>.tokens.json`,
/// whose groups follow the role paths, plus `<path>.resolver.json` (Resolver Module 2025.10)
/// tying them together with a `scheme` modifier whose default is the first scheme.
///
/// A resolver modifier needs at least two contexts, so with a single scheme the resolver
/// document holds one set instead.
enum JSONTokensOutput: OutputFormatRenderer {

    /// The model: the token tree of the roles and the files' names.
    static func model(of request: OutputRequest) throws(OutputProblems) -> JSONTokensModel {
        JSONTokensModel(request)
    }

    /// Each scheme's token file, each rendered on its own, then the resolver document.
    static func renderings(of model: JSONTokensModel, request: OutputRequest) -> [FileRendering] {
        let path = request.path
        let tokenFiles = model.schemes.enumerated().map { index, scheme in
            FileRendering { () throws(Diagnostic) in
                let bytes = try model.tokensTemplate.render(model.templateData(forScheme: index))
                return [RenderedFile(path: "\(path).\(scheme).tokens.json", bytes: bytes)]
            }
        }
        return tokenFiles + [FileRendering { () throws(Diagnostic) in
            [RenderedFile(path: "\(path).resolver.json", bytes: try model.resolverTemplate.render(model.resolverData()))]
        }]
    }
}
