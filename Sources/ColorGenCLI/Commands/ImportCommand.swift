// The `colorgen import` command: any input form colorgen reads, written once as DTCG token files (one per scheme), never overwriting.
import ColorGenModel
import CommandOptions
import DiskFiles
import SourceDiagnostics

/// `colorgen import`: reads sources in any form a scheme can list and writes each scheme's
/// tokens as a DTCG token file, for a team that keeps token files as its source from then on.
enum ImportCommand: Command {
    static let dir = ValueOption("dir", "DIR", help: "the folder to write the token files into")
    static let schemes = ValueOption(
        "schemes", "LIST", help: "the schemes to write, comma-separated (default: light,dark); each source is read as a "
            + "scheme of that name reads it (an asset catalog's appearance, an Android configuration)", parse: parseSchemes)

    static let spec = CommandSpec(
        name: "import",
        summary: "Write DTCG token files (one per scheme) from colors in any form colorgen reads",
        forms: [UsageForm([.required(dir), .otherOptions, .operand("SOURCE", repeats: true)])],
        description: """
            Reads each SOURCE as a scheme of colorgen.json that lists them all reads them (DTCG token
            files, a Material Theme Builder export, an Xcode asset catalog, an Android res/ folder or
            resource files; docs/real-world-files.md), once per scheme, and writes
            DIR/<scheme>.tokens.json: the scheme's tokens under the names they were read with, aliases
            kept. Then list those files under the schemes of colorgen.json instead of the sources.
            Nothing is written when a file exists already or any source has an error.
            """,
        options: [dir, schemes, SharedOptions.quiet],
        exitStatus: """
            exit status: 0 on success, 1 when a source has an error or a file exists or cannot be
            written, 2 for a wrong command line.
            """)

    static func parseSchemes(_ list: String) throws(UsageError) -> [String] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingSpaces()) }
        for name in names where !ConfigReader.isValidSchemeName(name) {
            throw UsageError("'\(name)' in --schemes cannot name a scheme: scheme names are identifiers (a letter or '_' "
                             + "followed by letters, digits or '_')")
        }
        return names
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        guard let folder = try arguments.value(of: dir) else { throw UsageError("--dir names the folder to write into") }
        guard !arguments.positionals.isEmpty else { throw UsageError("no sources to import") }
        let names = try arguments.value(of: schemes) ?? ["light", "dark"]
        let read = InputImport.read(arguments.positionals, schemes: names, loader: DiskSourceLoader())
        Console.report(read.diagnostics, quiet: arguments.isSet(SharedOptions.quiet))
        guard !read.diagnostics.containsErrors else {
            Console.error("colorgen import: nothing was written")
            return .failure
        }
        let files = read.trees.map { scheme in
            (path: SourcePath.normalize(folder + "/" + scheme.scheme + ".tokens.json"),
             bytes: Array(scheme.tree.dtcgText(description: "Imported by colorgen from "
                                              + arguments.positionals.joined(separator: ", ") + " as scheme \(scheme.scheme)").utf8))
        }
        let quiet = arguments.isSet(SharedOptions.quiet)
        guard NewFiles.write(files, command: "import", advice: "import into another folder with --dir", quiet: quiet) else {
            return .failure
        }
        if !quiet {
            let listed = names.map { "\"\($0)\": [\"\(SourcePath.normalize(folder + "/" + $0 + ".tokens.json"))\"]" }
            Console.out("next: list the token files in colorgen.json, \"schemes\": {" + listed.joined(separator: ", ") + "}")
        }
        return .success
    }
}
