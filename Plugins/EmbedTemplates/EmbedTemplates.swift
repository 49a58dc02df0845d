import Foundation
import PackagePlugin

/// Compiles the files of the package's `Templates/` folder into ColorGenKit, so that the
/// `colorgen` binary carries exactly those templates and needs nothing beside it.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        let templates = try templateFiles(in: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplateTexts.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templates.count) built-in templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path, folder.path] + templates.map(\.path),
                inputFiles: templates,
                outputFiles: [output]
            ),
        ]
    }

    /// Every `.mustache` file below `folder`, sorted so the generated source is stable.
    private func templateFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.path < $1.path }
    }
}
