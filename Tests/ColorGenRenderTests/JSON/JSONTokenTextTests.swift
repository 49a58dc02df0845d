// The json format's token text: sRGB components from 8-bit steps, wide-gamut colors as authored.
import XCTest
import ColorMath
import Mustache
@testable import ColorGenKit
@testable import ColorGenRender

final class JSONTokenTextTests: XCTestCase {
    func testAnSRGBColorIsWrittenFromItsEightBitSteps() {
        let color = RGBA(red: 0x77 / 255, green: 0x7f / 255, blue: 0x95 / 255, alpha: 0.35)
        XCTAssertEqual(JSONTokenText.token(of: color),
                       ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.4667, 0.498, 0.5843], "alpha": 0.35, "hex": "#777f95"}}"##)
    }

    func testAWideGamutColorKeepsItsAuthoredSpaceAndComponents() {
        let authored = DTCGColor(colorSpace: .displayP3, components: [1, nil, 0.25], alpha: 1)
        XCTAssertEqual(JSONTokenText.token(of: authored.shown),
                       #"{"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, "none", 0.25], "alpha": 1, "hex": ""#
                       + authored.shown.hex + #""}}"#)
    }

    /// The components are copied from texts made once per 8-bit step: every step, and values
    /// between steps and outside 0...1, must give what ``DTCGColor/init(srgb:)`` writes, printed
    /// as templates print numbers; so must opaque, translucent and out-of-range alphas.
    func testEveryStepAndAlphaMatchTheWrittenDTCGColor() {
        let channels = (0...255).map { Double($0) / 255 } + [-0.2, 0.00196, 0.5, 0.99804, 1.3]
        let alphas = [1, 1.2, 0.99999, 0.35, 0.12345, 0, -1]
        for (index, red) in channels.enumerated() {
            let color = RGBA(red: red, green: channels[(index * 7) % channels.count],
                             blue: channels[(index * 13) % channels.count], alpha: alphas[index % alphas.count])
            let written = DTCGColor(srgb: color)
            func text(_ value: Double) -> String {
                var bytes: [UInt8] = []
                TemplateNumber.decimal(value).appendText(to: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
            let components = written.components.map { text($0 ?? 0) }.joined(separator: ", ")
            XCTAssertEqual(JSONTokenText.token(of: color),
                           #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": ["# + components
                           + #"], "alpha": "# + text(written.alpha) + #", "hex": ""# + (written.hex ?? "") + #""}}"#,
                           "red \(red)")
        }
    }
}
