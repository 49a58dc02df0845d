// Tests round trips through every conversion and that each typed-in matrix pair is an inverse pair.
import XCTest
@testable import ColorMath

/// Round trips through every conversion, and consistency of the constant matrices typed in from the
/// CSS Color 4 sample code (a mistyped digit would break the inverse pairs).
final class RoundTripTests: XCTestCase {
    private let models: [(String, RGBColorModel)] = [
        ("srgb", .sRGB), ("srgb-linear", .sRGBLinear), ("display-p3", .displayP3),
        ("a98-rgb", .a98RGB), ("prophoto-rgb", .proPhotoRGB), ("rec2020", .rec2020),
    ]

    /// A grid of sRGB colors including out-of-range components (negative and above 1).
    private var samples: [SIMD3<Double>] {
        let steps: [Double] = [-0.2, 0, 0.02, 0.3, 0.5, 0.77, 1, 1.1]
        return steps.flatMap { r in steps.flatMap { g in steps.map { b in SIMD3(r, g, b) } } }
    }

    func testMatrixPairsAreInverses() {
        let basis = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        for (name, model) in models {
            for vector in basis {
                assertClose(model.fromXYZ.applied(to: model.toXYZ.applied(to: vector)), vector, tolerance: 1e-9, name)
            }
        }
        for vector in basis {
            assertClose(ChromaticAdaptation.d65ToD50(ChromaticAdaptation.d50ToD65(vector)), vector, tolerance: 1e-9)
            let oklab = OKLab(lightness: vector.x, a: vector.y, b: vector.z)
            let back = OKLab(xyzD65: oklab.xyzD65)
            assertClose(SIMD3(back.lightness, back.a, back.b), vector, tolerance: 1e-9)
        }
    }

    func testEveryRGBModelMapsWhiteToItsWhite() {
        for (name, model) in models {
            let white = model.toXYZ.applied(to: SIMD3(repeating: 1))
            assertClose(white, model.whitePoint.xyz, tolerance: 1e-6, name)
        }
    }

    func testBradfordMapsWhiteOntoWhite() {
        assertClose(ChromaticAdaptation.d50ToD65(WhitePoint.d50.xyz), WhitePoint.d65.xyz, tolerance: 1e-9)
        assertClose(ChromaticAdaptation.d65ToD50(WhitePoint.d65.xyz), WhitePoint.d50.xyz, tolerance: 1e-9)
    }

    func testRGBSpacesRoundTripThroughXYZ() {
        for (name, model) in models {
            for sample in samples {
                let xyz = ColorConversion.sRGBToXYZD65(sample)
                let encoded = model.encoded(fromXYZD65: xyz)
                assertClose(model.xyzD65(fromEncoded: encoded), xyz, tolerance: 1e-9, "\(name) \(sample)")
            }
        }
    }

    /// The sRGB curve's published breakpoints (0.04045 encoded, 0.0031308 linear) do not meet exactly,
    /// which leaves a step of about 3e-8 at the joint; hence the tolerance.
    func testTransferFunctionsRoundTripAcrossTheirBreakpoints() {
        let curves: [TransferFunction] = [.linear, .sRGB, .a98RGB, .proPhotoRGB, .rec2020]
        let values: [Double] = [-1.5, -0.5, -0.03, -0.001, 0, 0.0001, 0.001953125, 0.03125, 0.04045, 0.2, 0.7, 1, 1.3]
        for curve in curves {
            for value in values {
                assertClose(curve.toEncoded(curve.toLinear(value)), value, tolerance: 1e-7, "\(curve) \(value)")
            }
        }
    }

    func testLabAndLCHRoundTrip() {
        for sample in samples {
            let xyz = ColorConversion.sRGBToXYZD65(sample)
            let lab = ColorConversion.xyzD65ToLab(xyz)
            assertClose(ColorConversion.labToXYZD65(lab), xyz, tolerance: 1e-9, "\(sample)")
            let lch = PolarForm.polar(fromRectangular: lab, powerlessChroma: 0)
            assertClose(PolarForm.rectangular(fromPolar: lch), lab, tolerance: 1e-9, "\(sample)")
            let viaDTCG = ColorConversion.toXYZD65(DTCGColor(colorSpace: .lch, components: [lch.x, lch.y, lch.z]))
            assertClose(viaDTCG, xyz, tolerance: 1e-9, "\(sample)")
        }
    }

    func testOKLabAndOKLCHRoundTrip() {
        for sample in samples {
            let oklab = ColorConversion.sRGBToOKLab(sample)
            assertClose(ColorConversion.okLabToSRGB(oklab), sample, tolerance: 1e-9, "\(sample)")
            let back = oklab.oklch.oklab
            assertClose(SIMD3(back.lightness, back.a, back.b), SIMD3(oklab.lightness, oklab.a, oklab.b),
                        tolerance: 1e-5, "\(sample)")
        }
    }

    func testEveryDTCGSpaceRoundTripsAColor() {
        // One color, #6b8e23 (olivedrab), expressed in each space through the inverse conversions, must
        // come back as the same sRGB.
        let srgb = SIMD3<Double>(107, 142, 35) / 255
        let xyz = ColorConversion.sRGBToXYZD65(srgb)
        let lab = ColorConversion.xyzD65ToLab(xyz)
        let lch = PolarForm.polar(fromRectangular: lab, powerlessChroma: 0)
        let oklab = OKLab(xyzD65: xyz)
        let oklch = oklab.oklch
        let linear = TransferFunction.sRGB.toLinear(srgb)
        let expressions: [(ColorSpace, SIMD3<Double>)] = [
            (.srgb, srgb),
            (.srgbLinear, linear),
            // RGB → HSL/HWB by their definitions (max = green 142, min = blue 35, span 107):
            // hue = 120 + 60·(b − r)/span, l = (max + min)/2, s = span/(255 − |max + min − 255|).
            (.hsl, SIMD3(120 - 60 * 72.0 / 107.0, 100 * 107.0 / 177.0, 100 * 177.0 / 510.0)),
            (.hwb, SIMD3(120 - 60 * 72.0 / 107.0, 100 * 35.0 / 255.0, 100 * 113.0 / 255.0)),
            (.lab, lab),
            (.lch, lch),
            (.oklab, SIMD3(oklab.lightness, oklab.a, oklab.b)),
            (.oklch, SIMD3(oklch.lightness, oklch.chroma, oklch.hue)),
            (.displayP3, RGBColorModel.displayP3.encoded(fromXYZD65: xyz)),
            (.a98RGB, RGBColorModel.a98RGB.encoded(fromXYZD65: xyz)),
            (.prophotoRGB, RGBColorModel.proPhotoRGB.encoded(fromXYZD65: xyz)),
            (.rec2020, RGBColorModel.rec2020.encoded(fromXYZD65: xyz)),
            (.xyzD65, xyz),
            (.xyzD50, ChromaticAdaptation.d65ToD50(xyz)),
        ]
        XCTAssertEqual(Set(expressions.map(\.0)), Set(ColorSpace.allCases), "every space is covered")
        for (space, values) in expressions {
            let color = DTCGColor(colorSpace: space, components: [values.x, values.y, values.z])
            assertClose(ColorConversion.toUnmappedSRGB(color), srgb, tolerance: 1e-9, space.rawValue)
            XCTAssertEqual(color.srgb.hex, "#6b8e23", space.rawValue)
        }
    }
}
