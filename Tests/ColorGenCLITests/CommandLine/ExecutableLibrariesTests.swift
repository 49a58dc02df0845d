// colorgen starts without Foundation: the dynamic libraries it loads, as the system's loader lists them.
import Foundation
import XCTest
import TestSupport

/// Loading Foundation (with ICU and its other libraries) takes about half of a do-nothing Swift
/// program's start on Linux; colorgen uses the C library and Dispatch instead, so that a run on
/// the default schemes is about 7 ms shorter (bench/generation.py). This keeps it that way.
final class ExecutableLibrariesTests: XCTestCase {
    func testTheExecutableLoadsNoFoundationLibrary() throws {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") else { throw XCTSkip("ldd is not installed") }
        let ldd = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/ldd"), [CLIRunner.executable.path])
        XCTAssertEqual(ldd.status, 0, ldd.output)
        XCTAssertTrue(ldd.output.contains("libswiftCore.so"), "ldd listed the libraries: \(ldd.output)")
        let foundation = ldd.output.split(separator: "\n").filter { $0.contains("Foundation") || $0.contains("ICU") }
        XCTAssertEqual(foundation, [], "colorgen links Foundation again: a module of the executable imports it")
        #else
        throw XCTSkip("the loader's library list is checked on Linux, where Foundation is not preloaded")
        #endif
    }
}
