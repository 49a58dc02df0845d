// The name each role gets in a css or tailwind output, read as the format's own templates read it.
import Foundation
import TestSupport

/// The custom property (css) or theme name (tailwind) each role of a generation gets, read
/// through the formats' real interface: a user template given with the format sees the same data
/// as its built-in template (docs/templates.md), so it can write the names the stylesheet uses
/// beside each role's path, without the tests reaching into colorgen's naming code.
enum RoleNamesProbe {
    /// The file, beside the config, that a probe output renders.
    private static let templateFile = "role-names.mustache"

    /// The line between a css probe's role paths and its custom properties.
    private static let cssSeparator = "== properties =="

    /// A css output's custom property names: every role path in role order, a separator line,
    /// then the declarations of the default scheme, which hold every role in the same order.
    static let cssTemplate = "{{#roles}}{{{path}}}\n{{/roles}}\(cssSeparator)\n"
        + "{{#css.root}}{{#declarations}}{{{name}}}\n{{/declarations}}{{/css.root}}"

    /// A tailwind output's theme variables: a line per role, its path, its namespace in the theme
    /// and its name there, tab-separated (both empty for a role the theme leaves out).
    static let tailwindTemplate = "{{#roles}}{{{path}}}\t{{#tailwindName}}{{{tailwindNamespace}}}{{/tailwindName}}\t"
        + "{{#tailwindName}}{{{tailwindName}}}{{/tailwindName}}\n{{/roles}}"

    /// Writes `template` into `folder` and returns the output entry (for the config's
    /// `"outputs"`) of `format` with `options` that renders it to `path`.
    static func output(_ format: String, template: String, options: String = "{}", path: String,
                       in folder: TemporaryFolder) throws -> String {
        _ = try folder.write(templateFile, template)
        return #"{ "format": "\#(format)", "template": "\#(templateFile)", "path": "\#(path)", "options": \#(options) }"#
    }

    /// The custom property of each role path (dotted) that a probe output of ``cssTemplate`` wrote
    /// to `file`.
    static func cssNames(in file: URL) throws -> [String: String] {
        let parts = try String(contentsOf: file, encoding: .utf8).components(separatedBy: cssSeparator + "\n")
        guard parts.count == 2 else { throw BrowserError("\(file.lastPathComponent) is not a css names probe") }
        let paths = parts[0].split(separator: "\n").map(String.init)
        let names = parts[1].split(separator: "\n").map(String.init)
        guard paths.count == names.count else { throw BrowserError("\(paths.count) roles, but \(names.count) properties") }
        return Dictionary(uniqueKeysWithValues: zip(paths, names))
    }

    /// The theme name of each role path (dotted; empty when left out of the theme) that a probe
    /// output of ``tailwindTemplate`` wrote to `file`.
    static func tailwindNames(in file: URL) throws -> [String: (namespace: String, name: String)] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        return Dictionary(uniqueKeysWithValues: try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { throw BrowserError("not a tailwind names probe line: \(line)") }
            return (String(fields[0]), (String(fields[1]), String(fields[2])))
        })
    }
}
