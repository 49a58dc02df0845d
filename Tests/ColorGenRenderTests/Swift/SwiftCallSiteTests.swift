// Builds two generated color modules and a consumer using every call-site shape of docs/swift-output.md.
import Foundation
import XCTest
@testable import ColorGenKit
import TestSupport

/// Every call-site shape of docs/swift-output.md, used as an app would: two generated color
/// modules (one flat with static members, one inside `namespace` "Theme" with nested members)
/// are built as modules against the stub Apple modules, and a consumer file that imports both,
/// SwiftUI and UIKit uses every shape, SwiftUI's `ColorScheme` unqualified among them.
final class SwiftCallSiteTests: XCTestCase {
    /// The consumer: one use of each call-site shape (the README and docs show the same ones).
    static let consumer = """
        import SwiftUI
        import UIKit
        import AppColors
        import ThemeColors

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @MainActor func screen(appearance: ColorScheme) -> [any View] {
            // SwiftUI's ColorScheme, unqualified, beside the generated AppColorScheme.
            let isDark = appearance == ColorScheme.dark
            AppColorScheme.shared.choice = isDark ? .dark : nil
            Theme.AppColorScheme.shared.choice = .light
            // Namespaces and constants.
            let body: SchemeColor = TextAppearance.OnPrimary.body
            let label: UIColor = TextAppearance.OnPrimary.body.uiColor()
            let themed = Theme.Text.OnPrimary.body.uiColor()
            // A role of one segment.
            let line = SchemeColor.separator.color
            let themedLine = Theme.separator.color
            // Static members on the platform types, flat and nested.
            let flat: UIColor = .appTextOnPrimaryBody
            let nested = UIColor.theme.textOnPrimaryBody
            let swiftUI = Color.appSeparator
            let nestedSwiftUI = Color.theme.separator
            // Every role, in order, and by path.
            let paths = ColorRoles.allRoles.map(\\.path) + Theme.ColorRoles.allRoles.map(\\.path)
            let byPath = ColorRoles.all["text.onPrimary.body"]
            _ = (body, label, themed, line, themedLine, flat, nested, swiftUI, nestedSwiftUI, paths, byPath)
            return [
                Text(verbatim: "flat").foregroundStyle(.appTextOnPrimaryBody),
                Text(verbatim: "nested").foregroundStyle(.theme.textOnPrimaryBody),
                Text(verbatim: "color").foregroundStyle(TextAppearance.OnBackground.body.color),
            ]
        }

        """

    func testTwoGeneratedModulesAndSwiftUIImportIntoOneFile() throws {
        let stubs = try StubModules.folders()
        let loader = try RepositoryFiles.loader(adding: [
            "Schemes/call-sites.json": RepositoryFiles.defaultSchemesConfig(rulesVersion: 2, outputs: """
                    { "format": "swift", "path": "Generated/App.swift",
                      "options": { "accessLevel": "public", "registry": true, "roleList": true, "colorMembers": "flat", "memberPrefix": "app" } },
                    { "format": "swift", "path": "Generated/Theme.swift",
                      "options": { "accessLevel": "public", "namespace": "Theme", "roleList": true, "colorMembers": "nested" } }
                    """),
        ])
        let files = SwiftTestConfigs.generate("Schemes/call-sites.json", loader: loader)
        let folder = try TemporaryFolder()
        try folder.write("App.swift", try XCTUnwrap(SwiftTestConfigs.text(of: files, endingWith: "App.swift")))
        try folder.write("Theme.swift", try XCTUnwrap(SwiftTestConfigs.text(of: files, endingWith: "Theme.swift")))
        try folder.write("Consumer.swift", Self.consumer)
        let flags = ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", stubs.uiKit.path, "-I", "."]
        for (module, file) in [("AppColors", "App.swift"), ("ThemeColors", "Theme.swift")] {
            try SwiftCompiler.expectSuccess(flags + ["-emit-module", "-module-name", module,
                                                    "-emit-module-path", "\(module).swiftmodule", file],
                                            in: folder.url, "building \(module) against the UIKit stubs")
        }
        try SwiftCompiler.expectSuccess(flags + ["-typecheck", "Consumer.swift"], in: folder.url,
                                        "type-checking the consumer of both modules")
        // The AppKit branches of the same two files, in one module each.
        for file in ["App.swift", "Theme.swift"] {
            try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck",
                                             "-I", stubs.appKit.path, file],
                                            in: folder.url, "type-checking \(file) against the AppKit stubs")
        }
    }
}
