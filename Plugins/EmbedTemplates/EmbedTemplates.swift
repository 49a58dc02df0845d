// The maintainers' `swift package embed-templates`: writes Templates/ into the core as Swift source.
import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory embed-templates`: rewrites
/// `Sources/ColorGenRender/Templates/BuiltInTemplateTexts.swift` from the `.mustache` files of
/// `Templates/`, the single source of the built-in templates (SwiftPM runs no build step for a package
/// that consumers build as a plugin dependency, so the core compiles this generated copy).
@main
struct EmbedTemplates: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let source = try EmbeddedTemplatesSource.make(from: root.appendingPathComponent("Templates"))
        let file = root.appendingPathComponent("Sources/ColorGenRender/Templates/BuiltInTemplateTexts.swift")
        let current = try? String(contentsOf: file, encoding: .utf8)
        guard current != source else {
            print("embed-templates: \(file.path) is up to date")
            return
        }
        try Data(source.utf8).write(to: file, options: .atomic)
        print("embed-templates: wrote \(file.path)")
    }
}
