// Tests which targets of a Package.swift text are found to apply ColorGenPlugin.
import XCTest

/// Which targets of a manifest apply ColorGenPlugin (Plugins/Shared/ColorGenManifestScan.swift).
final class ColorGenManifestScanTests: XCTestCase {
    func testTargetsNamingThePluginAreFound() {
        let manifest = """
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://example.com/colorgen.git", from: "0.1.0")],
                targets: [
                    .target(name: "AppColors", plugins: [.plugin(name: "ColorGenPlugin", package: "colorgen")]),
                    .target(
                        name: "Committed",
                        exclude: ["colorgen.json"]
                    ),
                    .executableTarget(name: "Tool", dependencies: ["AppColors"],
                                      plugins: [.plugin(name: "ColorGenPlugin", package: "colorgen")]),
                    .testTarget(name: "AppColorsTests", dependencies: ["AppColors"]),
                ]
            )
            """
        XCTAssertEqual(ColorGenManifestScan.targetsUsingBuildPlugin(in: manifest), ["AppColors", "Tool"])
    }
}
