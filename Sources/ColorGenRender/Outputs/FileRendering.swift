// One independent piece of an output's rendering: the unit by which a generation's outputs share the cores.
import Mustache
import OutputFiles
import SourceDiagnostics

/// Files of an output that render on their own, apart from the output's other files and from
/// other outputs: the token file of one scheme, say, or a whole stylesheet. A generation runs the
/// renderings of all its outputs on all cores at once, so an output whose files render apart
/// (json's file per scheme) spreads over the cores beside the others instead of after them.
package struct FileRendering: Sendable {
    /// Renders the files.
    let render: @Sendable () throws(Diagnostic) -> [RenderedFile]

    /// The one file at `request`'s path, rendered from its template `name` (or the user's in its
    /// place), prepared when the rendering runs, with the data `data` makes for that template.
    static func file(of request: OutputRequest, template name: String,
                     data: @escaping @Sendable (PreparedTemplate) -> TemplateValue) -> FileRendering {
        FileRendering { () throws(Diagnostic) in
            let template = request.templates.template(named: name)
            return [RenderedFile(path: request.path, bytes: try template.render(data(template)))]
        }
    }

    /// The files of an output whose renderings gave `results`, in order: all of them, or none and
    /// the first error.
    static func files(from results: [Result<[RenderedFile], Diagnostic>]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        var files: [RenderedFile] = []
        for result in results {
            switch result {
            case .success(let rendered): files += rendered
            case .failure(let error): return ([], [error])
            }
        }
        return (files, [])
    }

    /// Runs the rendering, its error kept as a value.
    package func run() -> Result<[RenderedFile], Diagnostic> {
        Result { () throws(Diagnostic) in try render() }
    }
}
