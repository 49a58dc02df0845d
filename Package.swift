// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "colorgen",
    products: [
        .library(name: "ColorGenKit", targets: ["ColorGenKit"]),
        .executable(name: "colorgen", targets: ["colorgen"]),
    ],
    dependencies: [],
    targets: [
        // The core: read → validate → resolve → render. No file-system or process access.
        .target(name: "ColorGenKit", plugins: ["EmbedTemplates"]),
        // The thin command-line front end; it alone owns the file system.
        .executableTarget(name: "colorgen", dependencies: ["ColorGenKit"]),
        // Compiles Templates/ into ColorGenKit at build time.
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        .executableTarget(name: "TemplateEmbedder", path: "Sources/TemplateEmbedder"),
        .testTarget(name: "ColorGenKitTests", dependencies: ["ColorGenKit"]),
        // The public DTCG and Mustache suites, read from ../shared when it is present.
        .testTarget(name: "ConformanceTests", dependencies: ["ColorGenKit"]),
        // Runs the built `colorgen` binary as a user would.
        .testTarget(name: "ColorGenCLITests", dependencies: ["colorgen"]),
    ],
    swiftLanguageModes: [.v6]
)
