// The `colorgen init` command: writes a starter config and light and dark token files, never overwriting.
import ColorGenKit
import CommandOptions
import DiskFiles
import Platform
import SourceDiagnostics

/// `colorgen init`: writes a starting point, a config and two token files (light and dark).
enum InitCommand: Command {
    static let dir = ValueOption("dir", "DIR", help: "the folder to write into (default: the current folder)")

    static let spec = CommandSpec(
        name: "init",
        summary: "Start a project: write colorgen.json and light and dark token files",
        forms: [UsageForm([.otherOptions])],
        description: """
            Writes a colorgen.json and two token files, Colors/light.tokens.json and
            Colors/dark.tokens.json, whose color tokens are your roles (text.primary,
            background.base, accent, ...), each color its hex, and the contrast pairs those roles need
            (text and accent on each background, 4.5:1, 7:1 where Increase Contrast is served):
            rename them, change the colors, add your own, then build. In a SwiftPM target folder (Sources/<Target>) the swift output goes to
            ../../Generated/Colors.swift, outside the target, as the build plugin needs, and a
            target folder without a Swift file gets <Target>.swift (SwiftPM skips a target that
            has none). Nothing is written when any of the files exists already.
            """,
        options: [dir, SharedOptions.quiet],
        exitStatus: """
            exit status: 0 on success, 1 when a file exists or cannot be written, 2 for a wrong
            command line.
            """)

    /// Whether `folder` (or a folder inside it) has a `.swift` file.
    private static func holdsSwiftFile(_ folder: String) -> Bool {
        ((try? DirectoryContents(listing: folder, in: SystemFileSystem()))?.files ?? []).contains { $0.hasSuffix(".swift") }
    }

    /// What to run after init: in a SwiftPM target, what the app package can run (the build, whose
    /// plugin generates, or the command plugin, which writes every output); elsewhere `colorgen`.
    static func nextStep(config: String, target: String?) -> String {
        guard let target else { return "next: edit the token files, then run 'colorgen generate --config \(config)'" }
        return "next: apply ColorGenPlugin to target \(target) in Package.swift, edit the token files and run 'swift build' "
            + "(the plugin generates the Swift at every build); 'swift package --allow-writing-to-package-directory "
            + "generate-colors --target \(target)' writes every output of the config"
    }

    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus {
        let folder = try arguments.value(of: dir) ?? "."
        let absolute = folder.hasPrefix("/") ? folder : SystemFileSystem().workingDirectory + "/" + folder
        var files = StarterProject.files(swiftOutputPath: StarterProject.swiftOutputPath(forFolder: absolute),
                                         cssOutputPath: StarterProject.cssOutputPath(forFolder: absolute))
        let target = StarterProject.targetName(ofFolder: absolute)
        if let target, !Self.holdsSwiftFile(folder) {
            files.append(StarterProject.targetSourceFile(target: target))
        }
        let paths = files.map { SourcePath.normalize(folder + "/" + $0.path) }
        let quiet = arguments.isSet(SharedOptions.quiet)
        guard NewFiles.write(zip(paths, files).map { (path: $0, bytes: Array($1.text.utf8)) }, command: "init",
                             advice: "run colorgen to generate from it, or init into another folder with --dir", quiet: quiet) else {
            return .failure
        }
        if !quiet {
            Console.out(nextStep(config: SourcePath.normalize(folder + "/" + StarterProject.configName), target: target))
        }
        return .success
    }
}
