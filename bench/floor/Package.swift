// swift-tools-version:6.0
// The reference programs of bench/generation.py, built with the same `swift build -c release`
// flags as colorgen: `floor` starts and exits (the process floor), `make-tree` creates the
// folders and files a manifest lists (the file-system floor of an asset catalog).
import PackageDescription

let package = Package(
    name: "bench-floor",
    targets: [
        .executableTarget(name: "floor"),
        .executableTarget(name: "make-tree"),
    ]
)
