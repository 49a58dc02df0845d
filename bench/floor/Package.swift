// swift-tools-version:6.0
// The reference programs of bench/, built with the same `swift build -c release` flags as
// colorgen: `floor` starts and exits loading what colorgen loads (the process floor);
// `floor-foundation-essentials` and `floor-foundation` do the same with FoundationEssentials or
// Foundation loaded too (bench/startup.py); `make-tree` creates the folders and files a manifest
// lists (the file-system floor of an asset catalog).
import PackageDescription

let package = Package(
    name: "bench-floor",
    targets: [
        .executableTarget(name: "floor"),
        .executableTarget(name: "floor-foundation-essentials"),
        .executableTarget(name: "floor-foundation"),
        .executableTarget(name: "make-tree"),
    ],
    swiftLanguageModes: [.v6]
)
