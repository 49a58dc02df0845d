// Tests how an output's files split into renderings and how their results make the output.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
import OutputFiles
@testable import SourceDiagnostics

final class FileRenderingTests: XCTestCase {
    /// The json format renders each scheme's token file apart (a generation runs them on all
    /// cores beside the other outputs), then its resolver document.
    func testJSONRendersEachSchemeFileApartAndTheResolverLast() {
        let request = Self.request(format: .json, options: OutputOptions(format: .json, gamut: Located(.displayP3, at: Self.entry)))
        let prepared = JSONTokensOutput.prepare(request)
        XCTAssertEqual(prepared.diagnostics.map(\.description), [])
        let paths = prepared.renderings.map { rendering in (try? rendering.render())?.map(\.path) ?? [] }
        XCTAssertEqual(paths, RolesOnlyFixture.schemeNames.map { ["out/colors.\($0).tokens.json"] } + [["out/colors.resolver.json"]])
    }

    /// Android's folders (`values`, `values-night`) render apart too; the files come out in the
    /// order of the renderings.
    func testAndroidRendersEachFolderApart() {
        let request = Self.request(format: .android, options: OutputOptions.read(nil, format: .android, path: "colorgen.json",
                                                                                  entry: Self.entry).options)
        let rendered = AndroidOutput.render(request)
        XCTAssertEqual(rendered.diagnostics.map(\.description), [])
        let prepared = AndroidOutput.prepare(request)
        XCTAssertEqual(prepared.renderings.count, rendered.files.count)
        XCTAssertEqual(rendered.files.map(\.path), ["out/colors/values/colors.xml", "out/colors/values-night/colors.xml"])
    }

    /// An output whose rendering fails writes none of its files and reports the first error, in
    /// the order of its renderings, whichever thread finished first.
    func testAFailedRenderingLeavesTheOutputWithoutFilesAndReportsTheFirstError() {
        let first = Diagnostic.error("first", at: SourceLocation(path: "a.mustache", line: 1, column: 1))
        let second = Diagnostic.error("second", at: SourceLocation(path: "b.mustache", line: 2, column: 1))
        let file = RenderedFile(path: "out/one", text: "1")
        let failed = FileRendering.files(from: [.success([file]), .failure(first), .failure(second)])
        XCTAssertEqual(failed.files, [])
        XCTAssertEqual(failed.diagnostics.map(\.description), [first.description])
        let other = RenderedFile(path: "out/two", text: "2")
        let succeeded = FileRendering.files(from: [.success([file]), .success([]), .success([other])])
        XCTAssertEqual(succeeded.files, [file, other])
        XCTAssertEqual(succeeded.diagnostics.map(\.description), [])
    }

    private static let entry = SourceLocation(path: "colorgen.json", line: 1, column: 1)

    private static func request(format: OutputFormat, options: OutputOptions) -> OutputRequest {
        let roles = RolesOnlyFixture.roles.map { role in
            SchemeRole(path: RolePath(dotted: role.path), colors: role.colors.map { RGBA(hex: $0)! })
        }
        let roleSet = ColorRoleSet(schemes: RolesOnlyFixture.schemeNames, roles: roles, rulesVersion: .version2)
        let spec = OutputSpec(renderer: .format(format), path: Located("out/colors", at: entry), options: nil,
                              location: entry)
        return OutputRequest(roles: roleSet, info: GenerationInfo(configName: "colorgen.json", rulesVersion: .version2),
                             path: "out/colors", spec: spec, options: options, configPath: "colorgen.json", templates: .builtIn)
    }
}
