// Tests the built-in SageResearch libraries: shapes, tiles, version look-up and named palettes' shades.
import XCTest
@testable import ColorGenModel

final class SageLibraryTests: XCTestCase {
    private func hexes(_ swatch: ColorSwatch) -> String {
        swatch.tiles.map { $0.color.hex.uppercased() + ($0.usesLightStyle ? "*" : "") }
            .joined(separator: " ")
    }

    func testLibraryShapes() {
        XCTAssertEqual(SageColorMatrix.libraries.map(\.version), [0, 1, 2])
        XCTAssertEqual(SageColorMatrix.newestVersion, 2)
        XCTAssertNil(ColorLibrary.sageVersion0.grayScale)
        XCTAssertEqual(ColorLibrary.sageVersion1.grayScale, .sage)
        XCTAssertEqual(ColorLibrary.sageVersion0.swatches.count, 16)
        XCTAssertEqual(ColorLibrary.sageVersion1.swatches.count, 17)
        XCTAssertEqual(ColorLibrary.sageVersion2.swatches.count, 16)
        XCTAssertNil(ColorLibrary.sageVersion0.swatch(named: "text"))
        XCTAssertNil(ColorLibrary.sageVersion2.swatch(named: "cloud"))
        for swatch in ColorLibrary.sageVersion0.swatches where !["successGreen", "errorRed"].contains(swatch.name) {
            XCTAssertEqual(swatch.tiles.count, 7, swatch.name)
        }
    }

    func testSampleTilesMatchTheSpecTables() {
        XCTAssertEqual(hexes(ColorLibrary.sageVersion0.swatch(named: "royal")!),
                       "#D5CFE3 #B2A5D1 #907FBA #5A478F* #47337D* #332069* #251454*")
        XCTAssertEqual(hexes(ColorLibrary.sageVersion0.swatch(named: "successGreen")!), "#91EDC1 #63D49E")
        XCTAssertEqual(hexes(ColorLibrary.sageVersion1.swatch(named: "powder")!), "#DFF2F2 #AFDDDF #7EC8CC #4DB3B9 #37878B")
        XCTAssertEqual(hexes(ColorLibrary.sageVersion1.swatch(named: "text")!), "#FFFFFF #9DA3B3 #2A2A2A*")
        XCTAssertEqual(hexes(ColorLibrary.sageVersion2.swatch(named: "text")!), "#FFFFFF #EAEBEE #9DA3B3 #777F95 #2A2A2A*")
        XCTAssertEqual(hexes(ColorLibrary.sageVersion2.swatch(named: "slate")!), "#92A3C1 #677FA8 #4A5E81* #313F56* #181F2B*")
    }

    func testVersionOneAndTwoShareEverySwatchButCloudAndText() {
        for swatch in ColorLibrary.sageVersion2.swatches where swatch.name != "text" {
            XCTAssertEqual(ColorLibrary.sageVersion1.swatch(named: swatch.name)?.tiles, swatch.tiles, swatch.name)
        }
    }

    func testLibraryLookupFallsBackToTheNewest() {
        XCTAssertEqual(SageColorMatrix.library(for: 1).version, 1)
        XCTAssertEqual(SageColorMatrix.library(for: nil).version, 2)
        XCTAssertEqual(SageColorMatrix.library(for: 9).version, 2)
    }

    func testSwatchLookupClampsToTheNamesAllowedVersions() {
        XCTAssertEqual(SageColorMatrix.swatch(.cloud, version: nil), ColorLibrary.sageVersion1.swatch(named: "cloud"))
        XCTAssertEqual(SageColorMatrix.swatch(.cloud, version: 0).tiles.count, 7)
        XCTAssertEqual(SageColorMatrix.swatch(.text, version: 0).tiles.count, 3)
        XCTAssertEqual(SageColorMatrix.swatch(.text, version: nil).tiles.count, 5)
        XCTAssertEqual(SageColorMatrix.swatch(.errorRed, version: 0).tiles.count, 1)
        XCTAssertEqual(SageColorMatrix.newestMapping(for: .royal, shade: .veryDark).normal, tile("#211A34", lightStyle: true))
    }

    /// docs/color-rules-contract.md §1.10, resolved relative shades: veryLight, light, normal, dark, veryDark.
    func testNamedPaletteKeysMatchTheSpecTable() {
        func row(_ mapping: ColorMapping) -> String {
            [mapping.veryLight, mapping.light, mapping.normal, mapping.dark, mapping.veryDark]
                .map { $0.color.hex.uppercased() + ($0.usesLightStyle ? "*" : "") }
                .joined(separator: " ")
        }
        let wireframe = NamedPalette.wireframe.palette
        XCTAssertEqual(wireframe.primary.index, 0)
        XCTAssertEqual(row(wireframe.primary), "#FCFCFC #FCFCFC #FCFCFC #DBD9D9 #BAB6B6")
        XCTAssertEqual(wireframe.secondary.index, 3)
        XCTAssertEqual(row(wireframe.secondary), "#677FA8 #4A5E81* #313F56* #181F2B* #181F2B*")
        XCTAssertEqual(wireframe.accent.index, 3)
        XCTAssertEqual(row(wireframe.accent), "#C3C7D1 #9DA3B3 #777F95 #575E71* #575E71*")
        let beach = NamedPalette.beach.palette
        XCTAssertEqual(row(beach.primary), "#DFF2F2 #DFF2F2 #AFDDDF #7EC8CC #4DB3B9")
        XCTAssertEqual(row(beach.secondary), "#C7E3D0 #9ACCAB #6DB585 #4B9363 #346645*")
        XCTAssertEqual(row(beach.accent), "#FCE5BD #F8CC7D #F5B33C #E2950C #A16A08*")
        let midnight = NamedPalette.midnight.palette
        XCTAssertEqual(row(midnight.primary), "#5A478F* #3D3062* #211A34* #211A34* #211A34*")
        XCTAssertEqual(row(midnight.secondary), "#ABBCE8 #7692D9 #4168CA* #2B4B9C* #2B4B9C*")
        XCTAssertEqual(row(midnight.accent), "#E566A1 #DB2C7D #A71C5D* #A71C5D* #A71C5D*")
        let spring = NamedPalette.spring.palette
        XCTAssertEqual([spring.primary.index, spring.secondary.index, spring.accent.index], [1, 2, 2])
        XCTAssertEqual([spring.primary, spring.secondary, spring.accent].map(\.normal),
                       [tile("#7B67B3", lightStyle: true), tile("#E566A1"), tile("#EB8231")])
        let twilight = NamedPalette.twilight.palette
        XCTAssertEqual([twilight.primary.index, twilight.secondary.index, twilight.accent.index], [3, 2, 2])
        XCTAssertEqual([twilight.primary, twilight.secondary, twilight.accent].map(\.normal),
                       [tile("#3D3062", lightStyle: true), tile("#24AB9F"), tile("#F5B33C")])
        for named in NamedPalette.allCases {
            let palette = named.palette
            XCTAssertEqual(row(palette.successGreen), "#CEF1E0 #98E3BF #63D49E #35BF7D #26895A*", named.rawValue)
            XCTAssertEqual(row(palette.errorRed), "#FBDBDE #F59DA7 #EE6070 #E72339* #B31325*", named.rawValue)
            XCTAssertEqual(row(palette.text), "#FFFFFF #EAEBEE #9DA3B3 #777F95 #2A2A2A*", named.rawValue)
        }
        XCTAssertEqual(NamedPalette.test.palette.grayScale, .sageTest)
        XCTAssertEqual(NamedPalette.test.palette.primary.normal, tile("#999393"))
    }

    func testWireframeAccentHasTheColorButNotTheStyleOfDarkGray() {
        let palette = NamedPalette.wireframe.palette
        XCTAssertEqual(palette.accent.normal.color, palette.grayScale[.darkGray].color)
        XCTAssertNotEqual(palette.accent.normal, palette.grayScale[.darkGray])
    }
}
