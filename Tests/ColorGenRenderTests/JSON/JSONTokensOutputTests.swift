// Tests that the `json` output's templates print the same from their reduced contexts as from the full one.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
@testable import Mustache
@testable import SourceDiagnostics

final class JSONTokensOutputTests: XCTestCase {
    /// The json format renders each scheme and the resolver from contexts holding only what
    /// their templates can read (no `roles` list, and for the resolver no `tree` either); its
    /// templates must therefore print exactly what they print from the full context.
    func testSchemeFilesAreWhatTheFullContextRenders() throws {
        let roles = RolesOnlyFixture.roles.map { role in
            SchemeRole(path: RolePath(dotted: role.path), colors: role.colors.map { RGBA(hex: $0)! })
        }
        let roleSet = ColorRoleSet(schemes: RolesOnlyFixture.schemeNames, roles: roles, rulesVersion: .version2)
        let info = GenerationInfo(configName: "colorgen.json", rulesVersion: .version2)
        let context = RenderContext(roles: roleSet, info: info, options: TemplateMap())
        let entry = SourceLocation(path: "colorgen.json", line: 1, column: 1)
        let spec = OutputSpec(renderer: .format(.json), path: Located("out/colors", at: entry),
                              options: nil, location: entry)
        let request = OutputRequest(roles: roleSet, info: info, path: "out/colors", spec: spec,
                                    options: OutputOptions(format: .json, gamut: Located(.displayP3, at: entry)),
                                    configPath: "colorgen.json", templates: .builtIn)
        let rendered = JSONTokensOutput.render(request)
        XCTAssertEqual(rendered.diagnostics.map(\.description), [])
        let files = rendered.files
        XCTAssertEqual(files.count, RolesOnlyFixture.schemeNames.count + 1)
        var extensions = RenderContext.Extensions()
        extensions.scheme = { _, name in [("tokenFileJSON", .string(JSONText.quoted("colors.\(name).tokens.json")))] }
        for (index, scheme) in RolesOnlyFixture.schemeNames.enumerated() {
            var schemeExtensions = extensions
            schemeExtensions.role = RenderContext.RoleFields(keys: ["tokenJSON"]) { role, values in
                values.append(.string(JSONTokenText.token(of: roleSet.roles[role].colors[index])))
            }
            let data = context.value(forScheme: index, extensions: schemeExtensions)
            let full = String(decoding: try FormatTemplates.builtIn.template(named: "json").render(data), as: UTF8.self)
            XCTAssertEqual(files[index].path, "out/colors.\(scheme).tokens.json")
            XCTAssertEqual(String(decoding: files[index].bytes, as: UTF8.self), full)
            XCTAssertTrue(full.contains("\"separator\": {\"$type\": \"color\""), full)
        }
        let resolver = String(decoding: try FormatTemplates.builtIn.template(named: "json-resolver").render(context.value(extensions: extensions)),
                              as: UTF8.self)
        XCTAssertEqual(files.last?.path, "out/colors.resolver.json")
        XCTAssertEqual(files.last.map { String(decoding: $0.bytes, as: UTF8.self) }, resolver)
        XCTAssertTrue(resolver.contains("\"highContrastDark\": [{\"$ref\": \"colors.highContrastDark.tokens.json\"}]"), resolver)
    }
}
