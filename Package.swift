// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "colorgen",
    // The tool runs on the developer's Mac (or Linux). Its sources use standard-library APIs that
    // macOS has from 13 on (`firstRange(of:)`; `String(unsafeUninitializedCapacity:initializingUTF8With:)`
    // from 11); without this, SwiftPM would build it for macOS 10.13. Swift 6 toolchains run on
    // macOS 14.5 and later anyway. The Swift colorgen generates has its own, lower availability.
    platforms: [.macOS(.v13)],
    products: [
        // The core as a library: the colorgen domain and the libraries it is built from.
        .library(
            name: "ColorGenKit",
            targets: ["ColorGenKit", "ColorGenRender", "ColorGenModel", "DesignTokens", "Mustache", "ColorMath", "PositionalJSON",
                      "PositionalXML", "PositionalYAML", "OutputFiles", "SourceDiagnostics"]
        ),
        .executable(name: "colorgen", targets: ["colorgen"]),
        // Generates a target's Swift colors at build time from its colorgen.json.
        .plugin(name: "ColorGenPlugin", targets: ["ColorGenPlugin"]),
        // `swift package generate-colors`: writes (or checks) every configured output into the package.
        .plugin(name: "ColorGenCommand", targets: ["ColorGenCommand"]),
        // `swift package check-colors`: fails when committed outputs are out of date; writes nothing.
        .plugin(name: "ColorGenCheck", targets: ["ColorGenCheck"]),
    ],
    dependencies: [],
    targets: [
        // The core, in layers that never touch the file system or start a process.
        // Source paths, text positions, the loader the CLI implements, and diagnostics.
        .target(name: "SourceDiagnostics"),
        // JSON and JSON5 parsed into values that remember where they were written.
        .target(name: "PositionalJSON", dependencies: ["SourceDiagnostics"]),
        // The block subset of YAML that token files use, read into PositionalJSON's values.
        .target(name: "PositionalYAML", dependencies: ["PositionalJSON", "SourceDiagnostics"]),
        // The platform's C library (Apple's, glibc or musl), imported in this one place: math for
        // ColorMath, formatting for reports, and every system call of Platform.
        .target(name: "CLibrary"),
        // Color spaces, conversions, gamut mapping and contrast (WCAG 2, APCA).
        .target(name: "ColorMath", dependencies: ["CLibrary"]),
        // XML as resource files write it (elements, attributes, text, comments, entities, CDATA), each
        // part where it was written.
        .target(name: "PositionalXML", dependencies: ["SourceDiagnostics"]),
        // A Mustache engine (the spec, partials, budgets) for built-in and user templates.
        .target(name: "Mustache", dependencies: ["SourceDiagnostics", "PositionalJSON"]),
        // DTCG design tokens: documents, aliases, resolver modules, value validation.
        .target(name: "DesignTokens", dependencies: ["SourceDiagnostics", "PositionalJSON", "ColorMath"]),
        // The colorgen domain's model, read → validate → resolve: the config, appearances, palettes,
        // the rules libraries, roles, contrast and the schemes' roles.
        .target(name: "ColorGenModel", dependencies: ["SourceDiagnostics", "PositionalJSON", "PositionalXML", "PositionalYAML", "ColorMath", "DesignTokens"]),
        // What the render stage hands the writer: each file's path and bytes, and the folders an
        // output owns entirely (an asset catalog).
        .target(name: "OutputFiles"),
        // The render stage: every output format's options, template data, templates and renderer.
        .target(
            name: "ColorGenRender",
            dependencies: ["ColorGenModel", "SourceDiagnostics", "PositionalJSON", "ColorMath", "Mustache", "OutputFiles"]
        ),
        // The pipeline the command line and plugins call (read → validate → resolve → render), and
        // what works on its results: diff and its reports, the starter project.
        .target(
            name: "ColorGenKit",
            dependencies: ["ColorGenModel", "ColorGenRender", "OutputFiles", "SourceDiagnostics", "PositionalJSON", "ColorMath",
                           "CLibrary"]
        ),
        // All system access of the command line, behind Swift interfaces tests can replace: the
        // file system, starting programs, standard streams, the environment, the clock, Ctrl-C.
        .target(name: "Platform", dependencies: ["CLibrary"]),
        // The CLI's files on disk, over Platform: the disk loader and all-or-nothing output writing
        // (locks, leftovers of killed runs, folders an output owns).
        .target(name: "DiskFiles", dependencies: ["OutputFiles", "SourceDiagnostics", "Platform"]),
        // Declarative option tables: parsing a command line, `--help` and usage lines from one table.
        .target(name: "CommandOptions", dependencies: ["SourceDiagnostics"]),
        // The command line: colorgen's commands, their tables, git revisions, watch; it alone owns
        // the file system, through DiskFiles and Platform.
        .target(
            name: "ColorGenCLI",
            dependencies: ["ColorGenKit", "ColorGenRender", "ColorGenModel", "DesignTokens", "Mustache", "PositionalJSON",
                           "SourceDiagnostics", "Platform", "DiskFiles", "CommandOptions"]
        ),
        // The executable: main.swift runs ColorGenCLI's commands.
        .executableTarget(name: "colorgen", dependencies: ["ColorGenCLI", "Platform"]),
        // The plugins for packages that use colorgen; each compiles Plugins/Shared through a symlink.
        .plugin(name: "ColorGenPlugin", capability: .buildTool(), dependencies: ["colorgen"]),
        .plugin(
            name: "ColorGenCommand",
            capability: .command(
                intent: .custom(verb: "generate-colors",
                                description: "Write every output of each target's colorgen.json into the package (--check: only verify)"),
                permissions: [.writeToPackageDirectory(reason: "generate-colors writes the outputs listed in colorgen.json")]
            ),
            dependencies: ["colorgen"]
        ),
        .plugin(
            name: "ColorGenCheck",
            capability: .command(
                intent: .custom(verb: "check-colors",
                                description: "Fail listing every output of each target's colorgen.json that is out of date (writes nothing)")
            ),
            dependencies: ["colorgen"]
        ),
        // One test target per library, in the folder of the same name under Tests/.
        // Maintainers' `swift package --allow-writing-to-package-directory embed-templates`: writes
        // Templates/ into the core (no product: consumers never see it).
        .plugin(
            name: "EmbedTemplates",
            capability: .command(
                intent: .custom(verb: "embed-templates",
                                description: "Write Templates/ into Sources/ColorGenRender/Templates/BuiltInTemplateTexts.swift"),
                permissions: [.writeToPackageDirectory(reason: "embed-templates rewrites the embedded copy of Templates/")]
            )
        ),
        // What several test targets share (Tests/TestSupport): fixtures and helpers, no tests.
        .target(name: "TestSupport", dependencies: ["SourceDiagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics"]),
        .testTarget(name: "PositionalJSONTests", dependencies: ["PositionalJSON", "SourceDiagnostics", "TestSupport"]),
        .testTarget(name: "PositionalYAMLTests", dependencies: ["PositionalYAML", "PositionalJSON", "SourceDiagnostics"]),
        .testTarget(name: "PositionalXMLTests", dependencies: ["PositionalXML", "SourceDiagnostics"]),
        .testTarget(name: "ColorMathTests", dependencies: ["ColorMath"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
        .testTarget(
            name: "DiskFilesTests",
            dependencies: ["DiskFiles", "OutputFiles", "SourceDiagnostics", "Platform", "TestSupport"]
        ),
        .testTarget(name: "CommandOptionsTests", dependencies: ["CommandOptions"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "PositionalJSON", "SourceDiagnostics"]),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DesignTokens", "PositionalJSON", "ColorMath", "SourceDiagnostics", "TestSupport"]
        ),
        .testTarget(
            name: "ColorGenModelTests",
            dependencies: ["ColorGenModel", "ColorMath", "DesignTokens", "PositionalJSON", "PositionalYAML", "SourceDiagnostics",
                           "TestSupport"]
        ),
        .testTarget(
            name: "ColorGenKitTests",
            dependencies: ["ColorGenKit", "ColorGenRender", "ColorGenModel", "DesignTokens", "Mustache", "ColorMath",
                           "PositionalJSON", "OutputFiles", "SourceDiagnostics", "TestSupport"]
        ),
        // The render stage's formats, through the pipeline (each format's output is generated from a config).
        .testTarget(
            name: "ColorGenRenderTests",
            dependencies: ["ColorGenKit", "ColorGenRender", "ColorGenModel", "DesignTokens", "Mustache", "ColorMath",
                           "PositionalJSON", "OutputFiles", "SourceDiagnostics", "TestSupport"]
        ),
        // The public DTCG, JSON5, YAML and Mustache suites, read from ../shared when it is present.
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["ColorGenKit", "ColorGenRender", "ColorGenModel", "DesignTokens", "Mustache", "ColorMath",
                           "PositionalJSON", "PositionalYAML", "SourceDiagnostics", "TestSupport"]
        ),
        // Runs the built `colorgen` binary as a user would.
        .testTarget(
            name: "ColorGenCLITests",
            dependencies: ["colorgen", "ColorGenCLI", "CommandOptions", "DiskFiles", "ColorGenKit", "ColorGenRender",
                           "ColorGenModel", "DesignTokens", "Mustache", "ColorMath", "PositionalJSON", "SourceDiagnostics",
                           "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
