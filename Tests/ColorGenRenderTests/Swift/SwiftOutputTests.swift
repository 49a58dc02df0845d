// Tests the swift output's options, diagnostics and scheme choices through the whole pipeline.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
@testable import SourceDiagnostics

/// The swift format's options, diagnostics and scheme choices, through the whole pipeline.
final class SwiftOutputTests: XCTestCase {
    /// Generates a roles-only config whose swift output has `options`; the output entry is on line 4.
    private func generate(roles: [String] = ["text.body"], schemes: [String] = ["light", "dark"],
                          options: String = "{}", appearances: String? = nil) -> Generator.Result {
        var files: [String: String] = [:]
        for (index, scheme) in schemes.enumerated() {
            files["\(scheme).tokens.json"] = SwiftTestConfigs.rolesOnly(roles, seed: index)
        }
        let schemeList = schemes.map { "\"\($0)\": [\"\($0).tokens.json\"]" }.joined(separator: ", ")
        files["colorgen.json"] = """
            {
              "schemes": { \(schemeList) },\(appearances.map { "\n  \"appearances\": \($0)," } ?? "")
              "outputs": [
                { "format": "swift", "path": "Colors.swift", "options": \(options) }
              ], "rulesVersion": 2
            }
            """
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: files))
    }

    private func messages(_ result: Generator.Result) -> [String] {
        result.diagnostics.map(\.description)
    }

    func testCollidingRoleNamesAreErrorsAtTheOutputEntry() {
        let result = generate(roles: ["text.on-primary.body", "text.onPrimary.body", "a.2d.x", "a._2d"])
        XCTAssertEqual(result.files, [])
        // Roles come in token file order (the helper writes keys sorted: "a" first, "_2d" before "2d").
        XCTAssertEqual(messages(result), [
            #"colorgen.json:4:5: error: roles "a._2d" and "a.2d.x" both map to the Swift name AAppearance._2d; rename one of them"#,
            #"colorgen.json:4:5: error: roles "text.on-primary.body" and "text.onPrimary.body" both map to the Swift name TextAppearance.OnPrimary; rename one of them"#,
        ])
    }

    func testSupportTypeNamesMustBeDistinctPlainIdentifiers() {
        XCTAssertEqual(messages(generate(options: #"{ "schemeColorType": "Scheme Color" }"#)), [
            #"colorgen.json:4:82: error: option "schemeColorType" must be a Swift type name (an identifier that is not a keyword), found "Scheme Color""#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "schemeType": "Type" }"#)), [
            #"colorgen.json:4:77: error: option "schemeType" must be a Swift type name (an identifier that is not a keyword), found "Type""#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "schemeType": "SchemeColor" }"#)), [
            #"colorgen.json:4:77: error: options "schemeColorType" and "schemeType" both name the type SchemeColor; each support type needs its own name"#,
        ])
    }

    func testRolesCannotTakeASupportTypeName() {
        XCTAssertEqual(messages(generate(roles: ["brand.x"], options: #"{ "schemeType": "BrandAppearance" }"#)), [
            "colorgen.json:4:5: error: role \"brand.x\" maps to the Swift name BrandAppearance, which is taken by the "
                + "support type BrandAppearance; rename the role, or the type with the options schemeColorType, "
                + "schemeOptionType, schemeType, registryType or namespace",
        ])
        // The registry's name is free when no registry is written.
        XCTAssertEqual(messages(generate(roles: ["color.x"], options: #"{ "registryType": "ColorAppearance" }"#)), [])
        XCTAssertEqual(messages(generate(roles: ["color.x"], options: #"{ "registryType": "ColorAppearance", "registry": true }"#)).count, 1)
    }

    func testOptionsAreChecked() {
        XCTAssertEqual(messages(generate(options: #"{ "acessLevel": "public" }"#)), [
            "colorgen.json:4:63: error: unknown option \"acessLevel\" for the swift format; its options are accessLevel, registry, "
                + "roleList, emitSupportTypes, namespace, colorMembers, memberPrefix, schemeColorType, schemeOptionType, "
                + "schemeType, registryType, gamut; did you mean 'accessLevel'?",
        ])
        XCTAssertEqual(messages(generate(options: #"{ "accessLevel": "open" }"#)), [
            #"colorgen.json:4:78: error: option "accessLevel" must be one of "internal", "public", "package""#,
        ])
        XCTAssertEqual(messages(generate(options: #"{ "systemDarkScheme": "dim" }"#)), [
            #"colorgen.json:4:63: error: option "systemDarkScheme" of the swift format is replaced by "appearances", which every "#
                + #"output follows: remove it and write "appearances": {"light": "<scheme>", "dark": "dim"} at the top level of the config"#,
        ])
    }

    func testSchemesSharingOneSwiftCaseAreErrors() {
        XCTAssertEqual(messages(generate(schemes: ["light", "Light"])), [
            #"colorgen.json:4:5: error: schemes "light" and "Light" both map to the Swift case light; rename one of them"#,
        ])
        XCTAssertEqual(messages(generate(schemes: ["light", "allCases"])), [
            #"colorgen.json:4:5: error: scheme "allCases" maps to the Swift case allCases, which CaseIterable already declares; rename the scheme"#,
        ])
    }

    func testSchemeCasesKeepTheirNamesAsRawValues() throws {
        let result = generate(schemes: ["light", "HighContrast", "default"])
        let text = try XCTUnwrap(SwiftTestConfigs.text(of: result.files, endingWith: ".swift"))
        XCTAssertTrue(text.contains("    case light\n"))
        XCTAssertTrue(text.contains(#"    case highContrast = "HighContrast""#))
        XCTAssertTrue(text.contains("    case `default`\n"))
        XCTAssertTrue(text.contains("init(light lightRGBA: UInt32, highContrast highContrastRGBA: UInt32, `default` defaultRGBA: UInt32, "
                                    + "lightP3: UInt64 = 0, highContrastP3: UInt64 = 0, defaultP3: UInt64 = 0)"))
        XCTAssertTrue(text.contains("static let body: SchemeColor = \"#"))
        XCTAssertTrue(text.contains("self.init(light: lightRGBA.rgba, highContrast: highContrastRGBA.rgba, default: defaultRGBA.rgba, "
                                    + "lightP3: lightRGBA.p3, highContrastP3: highContrastRGBA.p3, defaultP3: defaultRGBA.p3)"),
                      "keywords need no escape as argument labels")
    }

    func testOptionsShapeTheFile() throws {
        let plain = try XCTUnwrap(SwiftTestConfigs.text(of: generate().files, endingWith: ".swift"))
        XCTAssertTrue(plain.contains("\nenum TextAppearance {"))
        XCTAssertTrue(plain.contains("\nstruct SchemeColor: Sendable, Hashable, ExpressibleByStringLiteral {"))
        XCTAssertFalse(plain.contains("ColorRoles"))

        let shared = try XCTUnwrap(SwiftTestConfigs.text(of: generate(options: #"{ "emitSupportTypes": false, "accessLevel": "public" }"#).files,
                                                         endingWith: ".swift"))
        XCTAssertTrue(shared.contains("\npublic enum TextAppearance {"))
        XCTAssertFalse(shared.contains("struct SchemeColor"))
        XCTAssertFalse(shared.contains("import UIKit"))

        let registry = try XCTUnwrap(SwiftTestConfigs.text(of: generate(roles: ["a.b", "c"], options: #"{ "registry": true, "registryType": "Roles" }"#).files,
                                                           endingWith: ".swift"))
        XCTAssertTrue(registry.contains("""
            enum Roles {
                /// Every role's color, keyed by its role path as written in the scheme files.
                static let all: [String: SchemeColor] = [
                    "a.b": AAppearance.b,
                    "c": SchemeColor.c,
                ]
            }
            """), registry)
    }

    func testColorLiteralsRoundEachChannelAndKeepAlpha() {
        // 0.5 × 255 = 127.5 rounds to 0x80; 0.35 × 255 = 89.25 rounds to 0x59.
        XCTAssertEqual(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.35).rgba8Bit, [255, 128, 0, 89])
        let literal = String(unsafeUninitializedCapacity: SwiftColorLiteral.maximumLength) { buffer in
            var writer = UTF8BufferWriter(buffer)
            SwiftColorLiteral.write(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.35), to: &writer)
            return writer.count
        }
        XCTAssertEqual(literal, "#ff800059")
        XCTAssertEqual(RGBA(red: -0.2, green: 1.3, blue: 0.25, alpha: 1).rgba8Bit, [0, 255, 64, 255])
    }

    func testSystemAppearanceSchemes() {
        XCTAssertTrue(SystemAppearanceSchemes.choose(["light", "dark"]) == (0, 1))
        XCTAssertTrue(SystemAppearanceSchemes.choose(["dark", "light"]) == (1, 0))
        XCTAssertTrue(SystemAppearanceSchemes.choose(["dark", "dim"]) == (1, 0), "light is the first scheme that is not dark")
        XCTAssertTrue(SystemAppearanceSchemes.choose(["day", "night", "dusk"]) == (0, 1), "without names: first and second")
        XCTAssertTrue(SystemAppearanceSchemes.choose(["contrast", "light", "x"]) == (1, 0))
        XCTAssertTrue(SystemAppearanceSchemes.choose(["only"]) == (0, 0))
        XCTAssertTrue(SystemAppearanceSchemes.choose(["light", "HighContrast", "dark"]) == (0, 2))
    }

    func testDeclaredAppearancesOverrideTheAutomaticChoice() throws {
        let result = generate(schemes: ["light", "dark", "dim", "contrast"],
                              appearances: #"{ "light": "dark", "dark": "dim", "lightIncreasedContrast": "contrast" }"#)
        XCTAssertEqual(result.diagnostics.filter { !$0.isUnservedSchemeWarning }.map(\.description), [])
        XCTAssertEqual(result.diagnostics.filter(\.isUnservedSchemeWarning).map(\.location?.position.line), [2], "scheme light serves none")
        let text = try XCTUnwrap(SwiftTestConfigs.text(of: result.files, endingWith: ".swift"))
        XCTAssertTrue(text.contains("static let systemLightOption: ColorSchemeOption = .dark\n"))
        XCTAssertTrue(text.contains("static let systemDarkOption: ColorSchemeOption = .dim\n"))
        XCTAssertTrue(text.contains("static let systemLightIncreasedContrastOption: ColorSchemeOption = .contrast\n"))
        XCTAssertTrue(text.contains("static let systemDarkIncreasedContrastOption: ColorSchemeOption = .dim\n"),
                      "dark with Increase Contrast falls back to dark")
    }
}
