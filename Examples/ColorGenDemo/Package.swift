// swift-tools-version:6.0
import PackageDescription

// A package that uses colorgen as its users do: the build plugin compiles the colors of
// Sources/DemoColors/colorgen.json into DemoColors, and `swift package generate-colors` writes
// the config's other outputs into Generated/.
let package = Package(
    name: "ColorGenDemo",
    dependencies: [
        .package(name: "colorgen", path: "../.."),
    ],
    targets: [
        .target(name: "DemoColors", plugins: [.plugin(name: "ColorGenPlugin", package: "colorgen")]),
        .testTarget(name: "DemoColorsTests", dependencies: ["DemoColors"]),
    ],
    swiftLanguageModes: [.v6]
)
