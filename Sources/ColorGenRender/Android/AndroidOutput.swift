// Android renderer: light and night colors.xml under a res folder, snake_case names, alpha-first hex colors.
import ColorGenModel
import ColorMath
import Mustache
import OutputFiles
import SourceDiagnostics

/// The `android` format: Android color resources, `<path>/values/colors.xml` for the light
/// appearance's scheme and `<path>/values-night/colors.xml` for the dark one (with a single
/// scheme only the first), `<path>` being a module's `res` folder; with schemes for Android's
/// medium or high contrast level, `colors_medium_contrast.xml` and `colors_high_contrast.xml`
/// beside them, whose names end in `_medium_contrast` and `_high_contrast` (``AndroidModel/files(of:fileName:)``).
///
/// Each role is `<color name="text_on_primary_body">#AARRGGBB</color>`: the role path in
/// snake case (``AndroidResourceName``) and the color with alpha first, as Android reads it.
/// Rendered per scheme from Templates/android.mustache; the fields it adds are in
/// docs/templates.md ("Example: the `android` format").
enum AndroidOutput: OutputFormatRenderer {
    /// The model: each role's resource name and the folder of each scheme written.
    static func model(of request: OutputRequest) throws(OutputProblems) -> AndroidModel {
        let roles = request.roles
        guard case .android(let options) = request.options.format else {
            preconditionFailure("the config reader gives an android output the android options")
        }
        let names: [String]
        do {
            names = try AndroidResourceName.names(roles.roles.map(\.path), prefix: options.prefix.value,
                                                  location: options.entry)
        } catch {
            throw OutputProblems(error)
        }
        let files = AndroidModel.files(of: roles.appearances, fileName: options.fileName.value)
        let clashes = suffixClashes(names, files: files, paths: roles.roles.map(\.path))
        if !clashes.isEmpty {
            throw OutputProblems(Diagnostic.error(clashes.joined(separator: "; "), at: options.entry))
        }
        let model = AndroidModel(roles: roles, resourceNames: names, files: files, fileName: options.fileName.value)
        if let loader = request.loader {
            let clashes = AndroidHandWrittenColors.clashes(of: model, in: request.path, loader: loader, at: options.fileName.location)
            if !clashes.isEmpty { throw OutputProblems(clashes) }
        }
        return model
    }

    /// A problem for each role whose name is another role's name with a contrast level's suffix
    /// (`text.body.mediumContrast` beside `text.body`): Android's resource merge refuses the two.
    private static func suffixClashes(_ names: [String], files: [AndroidModel.File], paths: [RolePath]) -> [String] {
        let positions = Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let suffixes = Set(files.map(\.nameSuffix)).filter { !$0.isEmpty }.sorted()
        return suffixes.flatMap { suffix in
            names.indices.compactMap { index in
                positions[names[index] + suffix].map {
                    "role \"\(paths[$0])\" has the Android resource name \(names[$0]), which the contrast level's file also "
                        + "gives role \"\(paths[index])\" (\(names[index]) with \(suffix)); rename one of them"
                }
            }
        }
    }

    /// Each file of the model, rendered on its own.
    static func renderings(of model: AndroidModel, request: OutputRequest) -> [FileRendering] {
        let template = request.templates.template(named: "android")
        return model.files.map { file in
            FileRendering { () throws(Diagnostic) in
                let bytes = try template.render(model.templateData(file, request: request, for: template))
                return [RenderedFile(path: "\(request.path)/\(file.folder)/\(file.name)", bytes: bytes)]
            }
        }
    }

    /// `#AARRGGBB` in upper-case digits, the 8-bit steps the swift format writes.
    static func argbHex(_ color: RGBA) -> String {
        String(unsafeUninitializedCapacity: 9) { buffer in
            var writer = UTF8BufferWriter(buffer)
            writer.write(UInt8(ascii: "#"))
            writer.writeHex(UnitQuantization.steps(color.alpha, of: 255), digits: 2, uppercase: true)
            writer.writeHex(UnitQuantization.steps(color.red, of: 255), digits: 2, uppercase: true)
            writer.writeHex(UnitQuantization.steps(color.green, of: 255), digits: 2, uppercase: true)
            writer.writeHex(UnitQuantization.steps(color.blue, of: 255), digits: 2, uppercase: true)
            return writer.count
        }
    }
}
