// Test helpers: assertClose for color triples and numbers within a tolerance.
import XCTest

/// Fails unless every component of `actual` is within `tolerance` of `expected`.
func assertClose(
    _ actual: SIMD3<Double>, _ expected: SIMD3<Double>, tolerance: Double,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let delta = actual - expected
    let difference = max(abs(delta.x), abs(delta.y), abs(delta.z))
    XCTAssertLessThanOrEqual(
        difference, tolerance, "\(actual) is not within \(tolerance) of \(expected). \(message)",
        file: file, line: line)
}

/// Fails unless `actual` is within `tolerance` of `expected`.
func assertClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, expected, accuracy: tolerance, message, file: file, line: line)
}
