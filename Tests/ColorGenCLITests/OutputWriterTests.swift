import Foundation
import XCTest
@testable import colorgen

final class OutputWriterTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testWritesNewFilesAndCreatesFolders() throws {
        let folder = try TemporaryFolder()
        let a = folder.url.appendingPathComponent("out/a.txt").path
        let b = folder.url.appendingPathComponent("out/deep/b.txt").path
        let outcomes = try OutputWriter().write([(a, bytes("A")), (b, bytes("B"))])
        XCTAssertEqual(outcomes.map(\.outcome), [.written, .written])
        XCTAssertEqual(folder.read("out/a.txt"), "A")
        XCTAssertEqual(folder.read("out/deep/b.txt"), "B")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path)
        XCTAssertEqual(leftovers.sorted(), ["a.txt", "deep"])
    }

    func testUnchangedFilesAreNotTouched() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.txt", "same")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let outcomes = try OutputWriter().write([(file.path, bytes("same"))])
        XCTAssertEqual(outcomes.map(\.outcome), [.unchanged])
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        XCTAssertEqual(modified, past)
        XCTAssertEqual(OutputWriter().outOfDate([(file.path, bytes("same")), (file.path, bytes("new"))]), [file.path])
    }

    func testAFailureLeavesEveryFileAsItWas() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("first.txt", "old")
        try folder.write("blocker", "a file where a folder should be")
        let second = folder.url.appendingPathComponent("blocker/second.txt").path
        XCTAssertThrowsError(try OutputWriter().write([(first.path, bytes("new")), (second, bytes("x"))])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.path, second)
        }
        XCTAssertEqual(folder.read("first.txt"), "old")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names.sorted(), ["blocker", "first.txt"], "no temporary files are left behind")
    }

    func testReplacesExistingFiles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.txt", "old")
        XCTAssertEqual(try OutputWriter().write([(file.path, bytes("new"))]).map(\.outcome), [.written])
        XCTAssertEqual(folder.read("a.txt"), "new")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names, ["a.txt"])
    }
}
