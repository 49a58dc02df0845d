// swift-tools-version:6.0
import PackageDescription

// The release variant of colorgen's Package.swift: the same three plugins, running a prebuilt
// colorgen from an artifact bundle instead of one built from source. Scripts/build-artifactbundle.sh
// assembles a package from this manifest, colorgen's Plugins/ and colorgen.artifactbundle; a
// consumer depends on that package exactly as on colorgen's repository (same package and plugin
// names). See docs/plugins.md, "Shipping colorgen prebuilt".
//
// The plugins find the tool by its artifact name, `colorgen`, as they find the executable target
// of the source build. To publish the bundle rather than commit it, replace the `path:` target
// with the zip the script writes and the checksum it prints:
//     .binaryTarget(name: "ColorGenBinary", url: "https://…/colorgen.artifactbundle.zip", checksum: "…"),
let package = Package(
    name: "colorgen",
    products: [
        .plugin(name: "ColorGenPlugin", targets: ["ColorGenPlugin"]),
        .plugin(name: "ColorGenCommand", targets: ["ColorGenCommand"]),
        .plugin(name: "ColorGenCheck", targets: ["ColorGenCheck"]),
    ],
    dependencies: [],
    targets: [
        .binaryTarget(name: "ColorGenBinary", path: "colorgen.artifactbundle"),
        .plugin(name: "ColorGenPlugin", capability: .buildTool(), dependencies: ["ColorGenBinary"]),
        .plugin(
            name: "ColorGenCommand",
            capability: .command(
                intent: .custom(verb: "generate-colors",
                                description: "Write every output of each target's colorgen.json into the package (--check: only verify)"),
                permissions: [.writeToPackageDirectory(reason: "generate-colors writes the outputs listed in colorgen.json")]
            ),
            dependencies: ["ColorGenBinary"]
        ),
        .plugin(
            name: "ColorGenCheck",
            capability: .command(
                intent: .custom(verb: "check-colors",
                                description: "Fail listing every output of each target's colorgen.json that is out of date (writes nothing)")
            ),
            dependencies: ["ColorGenBinary"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
