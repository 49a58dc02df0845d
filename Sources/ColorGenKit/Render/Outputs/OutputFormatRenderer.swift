// The protocol every built-in format implements: request -> typed model -> rendered files.
import SourceDiagnostics

/// One built-in output format, between the roles and the text: from an output's request it
/// builds its typed model once (Swift namespaces, CSS rule sets, catalog folders, token files,
/// contrast measurements), then renders the model's template data, which is exactly what a user
/// template of the format gets (docs/templates.md), into files.
///
/// Each format lives in its own folder under `Render/` with its model, its template data and its
/// conformance; ``OutputRenderer`` picks the format of an output.
protocol OutputFormatRenderer {
    /// The format's typed model of one output.
    associatedtype Model

    /// The model of `request`'s roles, or every problem that prevents it.
    static func model(of request: OutputRequest) throws(OutputProblems) -> Model

    /// The files of `model`, rendered with `request`'s templates.
    static func files(of model: Model, request: OutputRequest) throws(Diagnostic) -> [RenderedFile]
}

extension OutputFormatRenderer {
    /// The files of `request`, or the problems that stop them.
    static func render(_ request: OutputRequest) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let model: Model
        do {
            model = try self.model(of: request)
        } catch {
            return ([], error.diagnostics)
        }
        do {
            return (try files(of: model, request: request), [])
        } catch {
            return ([], [error])
        }
    }
}
