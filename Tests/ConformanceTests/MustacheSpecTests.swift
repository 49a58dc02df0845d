import ColorGenKit
import Foundation
import XCTest

/// Runs the Mustache specification's core modules from `../shared/conformance/mustache-spec`
/// against ``MustacheTemplate``, reporting every failing case by file and name.
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
        let url = folder.appendingPathComponent("\(file).json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let tests = try XCTUnwrap(root?["tests"] as? [[String: Any]], "\(file).json has no tests")
        return try tests.map { test in
            SpecCase(
                file: file,
                name: try XCTUnwrap(test["name"] as? String),
                template: try XCTUnwrap(test["template"] as? String),
                data: templateValue(test["data"] ?? NSNull()),
                partials: test["partials"] as? [String: String] ?? [:],
                expected: try XCTUnwrap(test["expected"] as? String))
        }
    }

    /// Converts what `JSONSerialization` returns; the spec's contexts do not depend on key order.
    private static func templateValue(_ json: Any) -> TemplateValue {
        switch json {
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": return .bool(number.boolValue)
            case "d", "f": return .number(.decimal(number.doubleValue))
            default: return .number(.integer(number.intValue))
            }
        case let string as String:
            return .string(string)
        case let array as [Any]:
            return .list(array.map(templateValue))
        case let object as [String: Any]:
            return .map(TemplateMap(object.sorted { $0.key < $1.key }.map { ($0.key, templateValue($0.value)) }))
        default:
            return .null
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
