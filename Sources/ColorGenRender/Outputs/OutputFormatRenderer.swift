// The protocol every built-in format implements: request -> typed model -> renderings of its files.
import OutputFiles
import SourceDiagnostics

/// One built-in output format, between the roles and the text: from an output's request it
/// builds its typed model once (Swift namespaces, CSS rule sets, catalog folders, token files,
/// contrast measurements), then renders the model's template data, which is exactly what a user
/// template of the format gets (docs/templates.md), into files: in one or more
/// ``FileRendering``s, which a generation runs on all cores beside the other outputs'.
///
/// Each format lives in its own folder of ColorGenRender (`Swift/`, `CSS/`, …) with its model, its template data and its
/// conformance; ``OutputRenderer`` picks the format of an output.
protocol OutputFormatRenderer {
    /// The format's typed model of one output.
    associatedtype Model: Sendable

    /// The model of `request`'s roles, or every problem that prevents it.
    static func model(of request: OutputRequest) throws(OutputProblems) -> Model

    /// The renderings of `model`'s files with `request`'s templates, in the order of the files.
    static func renderings(of model: Model, request: OutputRequest) -> [FileRendering]

    /// What building `model` changed and the user should know (a name renamed), as warnings.
    static func warnings(of model: Model) -> [Diagnostic]
}

extension OutputFormatRenderer {
    /// No warnings: most formats write every name as it is or refuse it.
    static func warnings(of model: Model) -> [Diagnostic] { [] }

    /// The renderings of `request`'s files and the model's warnings, or the problems that stop its model.
    static func prepare(_ request: OutputRequest) -> (renderings: [FileRendering], diagnostics: [Diagnostic]) {
        do {
            let model = try model(of: request)
            return (renderings(of: model, request: request), warnings(of: model))
        } catch {
            return ([], error.diagnostics)
        }
    }

    /// The files of `request`, rendered on the calling thread, or the problems that stop them.
    package static func render(_ request: OutputRequest) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let prepared = prepare(request)
        guard !prepared.diagnostics.contains(where: { $0.severity == .error }) else { return ([], prepared.diagnostics) }
        let rendered = FileRendering.files(from: prepared.renderings.map { $0.run() })
        return (rendered.files, prepared.diagnostics + rendered.diagnostics)
    }
}
