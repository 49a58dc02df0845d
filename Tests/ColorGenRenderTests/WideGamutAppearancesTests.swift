// Tests the four-appearance wide-gamut golden config through every output, and the P3 fallback rules.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
import OutputFiles
import TestSupport

/// The golden config of Tests/Golden/Appearances (four appearances, a Display P3 brand color and
/// a rec2020 one wider than P3) through every output, and the wide-gamut rules on their own.
final class WideGamutAppearancesTests: XCTestCase {
    private func text(_ file: RenderedFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

    func testEveryOutputMatchesItsGoldenFile() throws {
        let (files, diagnostics) = try AppearanceFixture.generate()
        // brand.onPrimary is paired with brand.primary by its name, and is too light on it.
        XCTAssertEqual(diagnostics.map(\.description).map { $0.prefix(while: { $0 != "(" }) }, [
            "Appearances/highContrastLight.tokens.json:45:5: warning: brand.onPrimary on brand.primary in scheme \"highContrastLight\" reaches 5.13:1, below 7:1 for text ",
            "Appearances/light.tokens.json:45:5: warning: brand.onPrimary on brand.primary in scheme \"light\" reaches 2.45:1, below 4.5:1 for text ",
        ])
        let prefix = "Appearances/"
        XCTAssertFalse(files.isEmpty)
        for file in files {
            GoldenFile.assertMatches(text(file), golden: "Appearances/" + file.path.dropFirst(prefix.count))
        }
    }

    func testDisplayP3ColorsKeepTheirValueAndTheSRGBFallbackIsGamutMapped() throws {
        let authored = DTCGColor(colorSpace: .displayP3, components: [0.1, 0.75, 0.35])
        let shown = authored.shown
        XCTAssertEqual(shown.wideGamut?.displayP3, SIMD3(0.1, 0.75, 0.35), "a P3 color inside P3 keeps its components")
        XCTAssertEqual(shown.wideGamut?.authored, authored)
        XCTAssertTrue(GamutMapping.isInSRGBGamut(SIMD3(shown.red, shown.green, shown.blue)))
        XCTAssertEqual(shown.hex, DTCGColor(srgb: authored.srgb).hex, "the fallback is the sRGB gamut mapping")

        let rec2020 = DTCGColor(colorSpace: .rec2020, components: [0, 0.62, 0.2]).shown
        let p3 = try XCTUnwrap(rec2020.wideGamut?.displayP3)
        XCTAssertTrue(GamutMapping.isInSRGBGamut(p3), "a color wider than P3 is mapped into P3: \(p3)")
        let unmapped = RGBColorModel.displayP3.encoded(fromXYZD65: ColorConversion.toXYZD65(
            DTCGColor(colorSpace: .rec2020, components: [0, 0.62, 0.2])))
        XCTAssertFalse(GamutMapping.isInSRGBGamut(unmapped), "the fixture's rec2020 color must lie outside P3")

        XCTAssertNil(DTCGColor(colorSpace: .oklch, components: [0.7, 0.1, 150]).shown.wideGamut, "inside sRGB: sRGB only")
        XCTAssertNil(DTCGColor(colorSpace: .srgb, components: [1, 0, 0]).shown.wideGamut)
        XCTAssertNotNil(shown.withAlpha(0.35).wideGamut, "a rule's alpha keeps the P3 value")
    }

    func testTheJSONOutputReadsBackToTheSameP3Components() throws {
        let (files, _) = try AppearanceFixture.generate()
        var replacing: [String: String] = [:]
        for scheme in AppearanceFixture.schemes {
            let file = try XCTUnwrap(files.first { $0.path == "Appearances/Generated/colors.\(scheme).tokens.json" })
            replacing["\(scheme).tokens.json"] = text(file)
        }
        let light = try XCTUnwrap(replacing["light.tokens.json"])
        XCTAssertTrue(light.contains(#""colorSpace": "display-p3", "components": [0.1, 0.75, 0.35]"#), light)
        XCTAssertTrue(light.contains(#""colorSpace": "rec2020", "components": [0, 0.62, 0.2]"#), light)
        let (again, _) = try AppearanceFixture.generate(replacing: replacing)
        for scheme in AppearanceFixture.schemes {
            let path = "Appearances/Generated/colors.\(scheme).tokens.json"
            XCTAssertEqual(again.first { $0.path == path }.map(text), files.first { $0.path == path }.map(text), path)
        }
    }

    func testAnSRGBOnlyOutputWarnsOncePerClippedRole() throws {
        let config = try String(decoding: Data(contentsOf: AppearanceFixture.folder.appendingPathComponent("colorgen.json")), as: UTF8.self)
        let srgbOnly = config.replacingOccurrences(of: #"{ "format": "css", "path": "Generated/colors.css" }"#,
                                                   with: #"{ "format": "css", "path": "Generated/colors.css", "options": { "gamut": "srgb" } }"#)
        XCTAssertNotEqual(srgbOnly, config)
        let (files, diagnostics) = try AppearanceFixture.generate(replacing: ["colorgen.json": srgbOnly])
        let gamut = diagnostics.filter { !$0.message.contains("paired by the name") }
        XCTAssertEqual(gamut.map(\.description).count, 2)
        XCTAssertEqual(gamut.first?.description.hasPrefix(
            #"Appearances/colorgen.json:16:5: warning: role brand.primary is outside sRGB in "light", "dark", "highContrastLight", "#
                + #""highContrastDark"; the css output writes sRGB only ("gamut": "srgb"), so it gets the gamut-mapped sRGB fallback #"#),
            true, gamut.first?.description ?? "")
        let css = try XCTUnwrap(files.first { $0.path.hasSuffix(".css") }.map(text))
        XCTAssertFalse(css.contains("display-p3"))
        let swift = try XCTUnwrap(files.first { $0.path.hasSuffix(".swift") }.map(text))
        XCTAssertTrue(swift.contains("/p3#"), "the other outputs still write P3")
    }

    func testContrastIsMeasuredOnTheP3ValueWhereP3IsShown() throws {
        let white = RGBA(hex: "#ffffff")!
        let green = DTCGColor(colorSpace: .displayP3, components: [0, 0.55, 0.2]).shown
        let roles = ColorRoleSet(schemes: ["light"], roles: [
            SchemeRole(path: RolePath(dotted: "background.light"), colors: [white]),
            SchemeRole(path: RolePath(dotted: "text.onBackground.body"), colors: [green]),
        ], rulesVersion: .newest)
        let body = try XCTUnwrap(ContrastPairs.measure(roles, scheme: 0)[RolePath(dotted: "text.onBackground.body")])
        let p3Luminance = RGBColorModel.displayP3.xyzD65(fromEncoded: SIMD3(0, 0.55, 0.2)).y
        XCTAssertEqual(body.ratio, 1.05 / (p3Luminance + 0.05), accuracy: 1e-9)
        XCTAssertNotEqual(body.ratio, green.sRGBOnly.contrastRatio(with: white), accuracy: 1e-4,
                          "the sRGB fallback has another luminance")
        let plain = RGBA(hex: "#1f2329")!
        XCTAssertEqual(RGBA.displayP3ContrastRatio(plain.displayP3Channels, white.displayP3Channels),
                       plain.contrastRatio(with: white), accuracy: 0.01, "sRGB colors measure the same either way")
    }
}
