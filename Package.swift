// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "colorgen",
    products: [
        .library(name: "ColorGenKit", targets: ["ColorGenKit"]),
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
        // The core: read → validate → resolve → render. No file-system or process access.
        .target(name: "ColorGenKit"),
        // The thin command-line front end; it alone owns the file system.
        .executableTarget(name: "colorgen", dependencies: ["ColorGenKit"]),
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
        .testTarget(name: "ColorGenKitTests", dependencies: ["ColorGenKit"]),
        // The public DTCG and Mustache suites, read from ../shared when it is present.
        .testTarget(name: "ConformanceTests", dependencies: ["ColorGenKit"]),
        // Runs the built `colorgen` binary as a user would.
        .testTarget(name: "ColorGenCLITests", dependencies: ["colorgen"]),
    ],
    swiftLanguageModes: [.v6]
)
