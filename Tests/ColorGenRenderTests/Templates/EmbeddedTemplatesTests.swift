// Tests that BuiltInTemplateTexts.swift equals Templates/ (regenerates it under COLORGEN_UPDATE_GOLDEN=1).
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import TestSupport

/// The binary carries exactly the files of `Templates/`: the embedded source
/// `Sources/ColorGenRender/Templates/BuiltInTemplateTexts.swift` must equal what
/// ``EmbeddedTemplatesSource`` (the source of `swift package embed-templates`, linked here) makes
/// of the folder. The test only compares; the command writes.
final class EmbeddedTemplatesTests: XCTestCase {
    private let templates = PackageRoot.url.appendingPathComponent("Templates")
    private let source = "Sources/ColorGenRender/Templates/BuiltInTemplateTexts.swift"

    func testTheEmbeddedSourceIsMadeFromTheTemplatesFolder() throws {
        let expected = try EmbeddedTemplatesSource.make(from: templates)
        let embedded = try String(contentsOf: PackageRoot.url.appendingPathComponent(source), encoding: .utf8)
        XCTAssertTrue(expected == embedded, "\(source) is not what Templates/ holds: run "
                      + "`swift package --allow-writing-to-package-directory embed-templates`, then build again")
    }

    func testTheCompiledTemplatesEqualTheFiles() throws {
        let files = try EmbeddedTemplatesSource.templateFiles(in: templates)
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(builtInTemplateTexts.map(\.name), files.map(\.name),
                       "run `swift package --allow-writing-to-package-directory embed-templates` and rebuild")
        for (name, text) in files {
            XCTAssertEqual(builtInTemplateTexts.first { $0.name == name }?.text, text, "Templates/\(name).mustache")
        }
    }
}
