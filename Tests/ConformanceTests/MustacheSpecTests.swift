// Runs the Mustache specification's core modules from ../shared against MustacheTemplate.
import Foundation
import XCTest
import ColorGenKit
import Mustache
import PositionalJSON

/// Runs the Mustache specification's core modules from `../shared/conformance/mustache-spec`
/// against ``MustacheTemplate``, reporting every failing case by file and name. The spec files
/// are read with ``JSONParser`` and their data converted with ``TemplateValue/init(_:)``, so the
/// numbers print from their JSON literals as a colorgen context's would.
final class MustacheSpecTests: XCTestCase {
    /// The spec modules the engine implements, with the number of cases each holds.
    private static let modules: [(file: String, caseCount: Int)] = [
        ("comments", 12), ("delimiters", 14), ("interpolation", 42),
        ("inverted", 22), ("partials", 12), ("sections", 34),
    ]

    func testComments() throws { try runModule("comments") }
    func testDelimiters() throws { try runModule("delimiters") }
    func testInterpolation() throws { try runModule("interpolation") }
    func testInverted() throws { try runModule("inverted") }
    func testPartials() throws { try runModule("partials") }
    func testSections() throws { try runModule("sections") }

    func testAllCoreModulesArePresent() throws {
        let folder = try SharedFolder.require("conformance/mustache-spec")
        var total = 0
        for module in Self.modules {
            total += try Self.loadCases(module.file, in: folder).count
        }
        XCTAssertEqual(total, 136)
    }

    private func runModule(_ file: String) throws {
        let folder = try SharedFolder.require("conformance/mustache-spec")
        let cases = try Self.loadCases(file, in: folder)
        let expectedCount = Self.modules.first { $0.file == file }?.caseCount
        XCTAssertEqual(cases.count, expectedCount, "\(file).json: unexpected number of cases")
        var failures: [String] = []
        for specCase in cases {
            if let failure = specCase.failure() {
                failures.append(failure)
                XCTFail(failure)
            }
        }
        print("Mustache spec \(file).json: \(cases.count - failures.count)/\(cases.count) cases pass")
    }

    private static func loadCases(_ file: String, in folder: URL) throws -> [SpecCase] {
        let path = "\(file).json"
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
        let root = try JSONParser.parse(bytes, path: path).root
        let tests = try XCTUnwrap(root.objectValue?["tests"]?.arrayValue, "\(path) has no tests")
        return try tests.map { test in
            let object = try XCTUnwrap(test.objectValue, "\(path): a test is not an object")
            func string(_ key: String) throws -> String {
                try XCTUnwrap(object[key]?.stringValue, "\(path): a test has no string '\(key)'")
            }
            var partials: [String: String] = [:]
            for member in object["partials"]?.objectValue?.members ?? [] {
                partials[member.key] = try XCTUnwrap(member.value.stringValue, "\(path): partial is not a string")
            }
            return SpecCase(
                file: file, name: try string("name"), template: try string("template"),
                data: TemplateValue(try XCTUnwrap(object["data"], "\(path): a test has no data")),
                partials: partials, expected: try string("expected"))
        }
    }
}

/// One test of the spec.
private struct SpecCase {
    var file: String
    var name: String
    var template: String
    var data: TemplateValue
    var partials: [String: String]
    var expected: String

    /// A description of how the engine fails this case, or `nil` when it passes.
    func failure() -> String? {
        let label = "\(file).json: \"\(name)\""
        do {
            let parsed = try MustacheTemplate(parsing: template, path: "\(file)/\(name)")
            let rendered = try parsed.render(data, partials: MustachePartials(partials, whenMissing: .renderNothing))
            if rendered == expected { return nil }
            return "\(label): expected \(expected.debugDescription), rendered \(rendered.debugDescription)"
        } catch {
            return "\(label): \(error)"
        }
    }
}
