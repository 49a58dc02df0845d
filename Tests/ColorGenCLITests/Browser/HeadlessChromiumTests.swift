// Tests of HeadlessChromium itself: skip without chromium locally, fail under CI=true, found on PATH.
import Foundation
import XCTest
import TestSupport

final class HeadlessChromiumTests: XCTestCase {
    func testMissingChromiumSkipsLocallyWithInstallInstructions() throws {
        let folder = try TemporaryFolder()
        guard case .failure(let missing) = HeadlessChromium.locate(in: ["PATH": folder.url.path]) else {
            return XCTFail("found a chromium in an empty folder")
        }
        XCTAssertFalse(missing.failsTest)
        XCTAssertTrue(missing.message.contains("apt-get install -y chromium"), missing.message)
    }

    func testMissingChromiumFailsOnCI() throws {
        let folder = try TemporaryFolder()
        guard case .failure(let missing) = HeadlessChromium.locate(in: ["PATH": folder.url.path, "CI": "true"]) else {
            return XCTFail("found a chromium in an empty folder")
        }
        XCTAssertTrue(missing.failsTest)
    }

    func testFindsAnExecutableOnThePath() throws {
        let folder = try TemporaryFolder()
        let fake = try folder.write("bin/chromium", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        guard case .success(let chromium) = HeadlessChromium.locate(in: ["PATH": "/nonexistent:" + fake.deletingLastPathComponent().path]) else {
            return XCTFail("did not find the executable")
        }
        XCTAssertEqual(chromium.executable.path, fake.path)
    }
}
