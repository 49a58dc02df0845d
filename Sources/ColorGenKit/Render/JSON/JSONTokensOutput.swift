// DTCG renderer: per-scheme .tokens.json files and a .resolver.json tying them (one set for one scheme).
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

    /// Each scheme's token file, each rendered on its own core, then the resolver document.
    static func files(of model: JSONTokensModel, request: OutputRequest) throws(Diagnostic) -> [RenderedFile] {
        let path = request.path
        let renderings = Array(model.schemes.enumerated()).concurrentMap { index, scheme in
            Result { () throws(Diagnostic) -> RenderedFile in
                let bytes = try request.templates.render("json", model.templateData(forScheme: index))
                return RenderedFile(path: "\(path).\(scheme).tokens.json", bytes: bytes)
            }
        }
        var files = try renderings.map { rendering throws(Diagnostic) in try rendering.get() }
        let resolver = try request.templates.render("json-resolver", model.resolverData())
        files.append(RenderedFile(path: "\(path).resolver.json", bytes: resolver))
        return files
    }
}
