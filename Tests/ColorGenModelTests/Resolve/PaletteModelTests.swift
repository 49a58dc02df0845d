// Tests the palette model: tile equality, shade indices, mapping bounds and relative-shade clamping.
import XCTest
@testable import ColorGenModel
@testable import ColorMath

final class PaletteModelTests: XCTestCase {
    func testTileEqualityComparesColorAndLightStyleButNotName() {
        XCTAssertEqual(ColorTile("#777F95", usesLightStyle: false, name: "3"),
                       ColorTile("#777f95", usesLightStyle: false, name: "darkGray"))
        XCTAssertNotEqual(tile("#777F95", lightStyle: false), tile("#777F95", lightStyle: true))
        XCTAssertNotEqual(tile("#777F95"), tile("#777F96"))
    }

    func testTileEqualityComparesColorsAtEightBitsPerChannel() {
        let fromComponents = RGBA(red: 0.4667, green: 0.498, blue: 0.5843)
        XCTAssertEqual(ColorTile(color: fromComponents, usesLightStyle: false), tile("#777F95"))
        XCTAssertEqual(Set([ColorTile(color: fromComponents, usesLightStyle: false), tile("#777F95")]).count, 1)
    }

    func testShadeIndicesFollowTheSwatchLength() {
        func indices(_ count: Int) -> [Int] { SwatchShade.allCases.map { $0.index(inSwatchOf: count) } }
        XCTAssertEqual(indices(5), [0, 1, 2, 3, 4])
        XCTAssertEqual(indices(7), [0, 2, 3, 4, 6])
        XCTAssertEqual(indices(3), [0, 0, 1, 2, 2])
        XCTAssertEqual(indices(2), [0, 0, 1, 1, 1])
        XCTAssertEqual(indices(1), [0, 0, 0, 0, 0])
    }

    func testMappingRejectsIndicesOutsideTheSwatch() {
        let swatch = ColorSwatch(sage: "pair", "#111111 #222222*")
        XCTAssertNil(swatch.mapping(at: 2))
        XCTAssertNil(swatch.mapping(at: -1))
        XCTAssertNil(ColorSwatch(name: "empty", tiles: []).mapping(forShade: .medium))
        XCTAssertEqual(swatch.mapping(at: 1)?.normal, tile("#222222", lightStyle: true))
    }

    func testRelativeAccessorsClampByFallingBackToTheNearerShade() throws {
        let swatch = ColorSwatch(sage: "five", "#000001 #000002 #000003 #000004 #000005")
        func shades(_ index: Int) throws -> [String] {
            let m = try XCTUnwrap(swatch.mapping(at: index))
            return [m.veryLight, m.light, m.normal, m.dark, m.veryDark].map(\.color.hex)
        }
        XCTAssertEqual(try shades(0), ["#000001", "#000001", "#000001", "#000002", "#000003"])
        XCTAssertEqual(try shades(1), ["#000001", "#000001", "#000002", "#000003", "#000004"])
        XCTAssertEqual(try shades(2), ["#000001", "#000002", "#000003", "#000004", "#000005"])
        XCTAssertEqual(try shades(4), ["#000003", "#000004", "#000005", "#000005", "#000005"])
        let single = try XCTUnwrap(ColorSwatch(sage: "one", "#EE6070").mapping(at: 0))
        XCTAssertEqual([single.veryLight, single.light, single.dark, single.veryDark], Array(repeating: single.normal, count: 4))
    }

    func testGrayScaleSlotsAndDefaults() {
        let gray = GrayScale.sage
        XCTAssertEqual(GrayShade.allCases.map { gray[$0].color.hex },
                       ["#ffffff", "#eaebee", "#c3c7d1", "#9da3b3", "#777f95", "#575e71", "#2a2a2a"])
        XCTAssertEqual(GrayShade.allCases.map { gray[$0].usesLightStyle }, [false, false, false, false, true, true, true])
        XCTAssertEqual(gray.mapping(forShade: .veryLightGray).index, 1)
        XCTAssertEqual(gray.mapping(forShade: .veryLightGray).light, gray[.white])
        XCTAssertEqual(GrayScale.sageTest[.darkGray], tile("#3BAB22", lightStyle: true))
        XCTAssertEqual(GrayScale.sageTest[.black], tile("#17440D", lightStyle: true))
    }

    func testPaletteDefaultsComeFromTheNewestLibrary() throws {
        let royal = ColorLibrary.sageVersion2.swatch(named: "royal")!
        let palette = Palette(primary: royal.mapping(at: 0)!, secondary: royal.mapping(at: 1)!, accent: royal.mapping(at: 2)!)
        XCTAssertEqual(palette.successGreen.normal, tile("#63D49E"))
        XCTAssertEqual(palette.successGreen.index, 2)
        XCTAssertEqual(palette.errorRed.normal, tile("#EE6070"))
        XCTAssertEqual(palette.text.count, 5)
        XCTAssertEqual(palette.text.normal, tile("#9DA3B3"))
        XCTAssertEqual(palette.grayScale, .sage)
        XCTAssertEqual(palette[.secondary].normal, tile("#7B67B3", lightStyle: true))
    }

    func testRolePathForms() {
        let path = RolePath(dotted: "text.onPrimary.body")
        XCTAssertEqual(path, RolePath("text", "onPrimary", "body"))
        XCTAssertEqual(path.description, "text.onPrimary.body")
        XCTAssertEqual(path.enclosingGroups, [RolePath("text"), RolePath("text", "onPrimary")])
        XCTAssertEqual(RolePath("separator").enclosingGroups, [])
        XCTAssertEqual(RolePath(dotted: "a..b").segments, ["a", "", "b"])
        XCTAssertEqual(RolePath(dotted: ".é.").segments, ["", "é", ""])
        XCTAssertEqual(RolePath(dotted: "").segments, [""])
        XCTAssertEqual(RolePath(dotted: "roles.brand.logo".dropFirst(6)).segments, ["brand", "logo"])
        XCTAssertEqual(RoleBackground.allCases.map(\.pathSegment),
                       ["onBackground", "onPrimary", "onSecondary", "onAccent", "onSurface", "onInverse"])
    }
}
