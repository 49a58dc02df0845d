// Tests OutputWriter: all-or-nothing writes, untouched unchanged files, owned folders swapped and guarded.
import Foundation
import XCTest
import DiskFiles
import OutputFiles
import TestSupport

final class OutputWriterTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Each difference as `kind path`: `outOfDate /tmp/…/Contents.json`.
    private func described(_ differences: [OutputWriter.Difference]) -> [String] {
        differences.map { "\($0.kind) \($0.path)" }
    }

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
        XCTAssertEqual(try described(OutputWriter().differences([(file.path, bytes("same")), (file.path, bytes("new"))])),
                       ["outOfDate " + file.path])
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

    // MARK: Owned folders

    private let marker = ".generated-by-colorgen"

    private func owned(_ folder: TemporaryFolder, _ name: String = "Colors.xcassets") -> OwnedDirectory {
        OwnedDirectory(path: folder.url.appendingPathComponent(name).path, marker: marker)
    }

    /// The catalog's files: the marker plus `relativePath → text`.
    private func catalog(_ directory: OwnedDirectory, _ files: [String: String]) -> [OutputWriter.File] {
        ([marker: "generated"].merging(files) { $1 }).sorted { $0.key < $1.key }
            .map { (directory.path + "/" + $0.key, bytes($0.value)) }
    }

    /// Every item below `folder`, relative and sorted (folders end in `/`).
    private func listing(_ folder: TemporaryFolder) throws -> [String] {
        let root = folder.url.path
        var items: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let item = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isFolder)
            items.append(isFolder.boolValue ? item + "/" : item)
        }
        return items.sorted()
    }

    func testAnOwnedFolderIsWrittenWithItsFiles() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        let files = catalog(directory, ["Contents.json": "root", "a/b.colorset/Contents.json": "b"])
        let outcomes = try OutputWriter().write(files, owning: [directory])
        XCTAssertEqual(outcomes.map(\.outcome), [.written, .written, .written])
        XCTAssertEqual(try listing(folder), ["Colors.xcassets/", "Colors.xcassets/.generated-by-colorgen", "Colors.xcassets/Contents.json",
                                             "Colors.xcassets/a/", "Colors.xcassets/a/b.colorset/",
                                             "Colors.xcassets/a/b.colorset/Contents.json"])
        XCTAssertEqual(folder.read("Colors.xcassets/a/b.colorset/Contents.json"), "b")
    }

    func testStaleFilesOfAnOwnedFolderAreRemovedAndNothingOutside() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        try folder.write("Colors.xcassets/\(marker)", "generated")
        try folder.write("Colors.xcassets/Contents.json", "root")
        try folder.write("Colors.xcassets/custom/Contents.json", "group")
        try folder.write("Colors.xcassets/custom/brand.colorset/Contents.json", "removed role")
        try folder.write("Colors.xcassets/kept.colorset/Contents.json", "old")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Colors.xcassets/empty/deeper"),
                                                withIntermediateDirectories: true)
        try folder.write("Colors.xcassets-notes.txt", "beside the catalog")
        try folder.write("Colors.xcassetsX/Contents.json", "a sibling with the same prefix")
        let files = catalog(directory, ["Contents.json": "root", "kept.colorset/Contents.json": "new"])
        XCTAssertEqual(try described(OutputWriter().differences(files, owning: [directory])), [
            "outOfDate " + directory.path + "/kept.colorset/Contents.json",
            "stale " + directory.path + "/custom/Contents.json",
            "stale " + directory.path + "/custom/brand.colorset/Contents.json",
            "stale " + directory.path + "/empty/deeper",
        ])
        let outcomes = try OutputWriter().write(files, owning: [directory])
        XCTAssertEqual(outcomes.map(\.path), files.map(\.path) + [
            directory.path + "/custom/Contents.json", directory.path + "/custom/brand.colorset/Contents.json",
            directory.path + "/empty/deeper",
        ])
        XCTAssertEqual(outcomes.map(\.outcome), [.unchanged, .unchanged, .written, .removed, .removed, .removed])
        XCTAssertEqual(try listing(folder), [
            "Colors.xcassets-notes.txt", "Colors.xcassets/", "Colors.xcassets/.generated-by-colorgen",
            "Colors.xcassets/Contents.json", "Colors.xcassets/kept.colorset/", "Colors.xcassets/kept.colorset/Contents.json",
            "Colors.xcassetsX/", "Colors.xcassetsX/Contents.json",
        ], "no temporary or previous folder is left behind")
        XCTAssertEqual(folder.read("Colors.xcassets/kept.colorset/Contents.json"), "new")
        XCTAssertEqual(try described(OutputWriter().differences(files, owning: [directory])), [])
    }

    func testAFolderOfAMissingExpectedFileIsNotStale() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        try folder.write("Colors.xcassets/\(marker)", "generated")
        try folder.write("Colors.xcassets/a/b.colorset/old.json", "stale beside a missing file")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Colors.xcassets/c/d"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Colors.xcassets/e/f"),
                                                withIntermediateDirectories: true)
        let files = catalog(directory, ["a/b.colorset/Contents.json": "b", "c/d/x.colorset/Contents.json": "x"])
        XCTAssertEqual(try described(OutputWriter().differences(files, owning: [directory])), [
            "outOfDate " + directory.path + "/a/b.colorset/Contents.json",
            "outOfDate " + directory.path + "/c/d/x.colorset/Contents.json",
            "stale " + directory.path + "/a/b.colorset/old.json",
            "stale " + directory.path + "/e/f",
        ])
    }

    func testANoChangeRunTouchesNothingInAnOwnedFolder() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        let files = catalog(directory, ["Contents.json": "root", "a/b.colorset/Contents.json": "b"])
        _ = try OutputWriter().write(files, owning: [directory])
        let past = Date(timeIntervalSince1970: 1_000_000)
        let paths = files.map(\.path) + [directory.path, directory.path + "/a"]
        for path in paths {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        let inode = try FileManager.default.attributesOfItem(atPath: directory.path)[.systemFileNumber] as? Int
        let outcomes = try OutputWriter().write(files, owning: [directory])
        XCTAssertEqual(outcomes.map(\.outcome), [.unchanged, .unchanged, .unchanged])
        for path in paths {
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, past, path)
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: directory.path)[.systemFileNumber] as? Int, inode)
    }

    func testAFailureAfterTheSwapPutsTheOwnedFolderBack() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        try folder.write("Colors.xcassets/\(marker)", "generated")
        try folder.write("Colors.xcassets/Contents.json", "old root")
        try folder.write("Colors.xcassets/stale.colorset/Contents.json", "stale")
        // A loose output whose target is a folder: its rename fails after the catalog was swapped in.
        try folder.write("blocked/inside.txt", "a folder where a file should go")
        let blocked = folder.url.appendingPathComponent("blocked").path
        let files = catalog(directory, ["Contents.json": "new root"]) + [(blocked, bytes("x"))]
        let before = try listing(folder)
        XCTAssertThrowsError(try OutputWriter().write(files, owning: [directory])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.path, blocked)
        }
        XCTAssertEqual(try listing(folder), before, "the old catalog is back and no temporary folder is left")
        XCTAssertEqual(folder.read("Colors.xcassets/Contents.json"), "old root")
        XCTAssertEqual(folder.read("Colors.xcassets/stale.colorset/Contents.json"), "stale")
    }

    func testAFolderColorgenDidNotWriteIsRefused() throws {
        let folder = try TemporaryFolder()
        let directory = owned(folder)
        try folder.write("Colors.xcassets/Contents.json", "hand made")
        try folder.write("Colors.xcassets/AppIcon.appiconset/Contents.json", "icon")
        let files = catalog(directory, ["Contents.json": "root"])
        let before = try listing(folder)
        for attempt in [{ _ = try OutputWriter().write(files, owning: [directory]) },
                        { _ = try OutputWriter().differences(files, owning: [directory]) }] {
            XCTAssertThrowsError(try attempt()) { error in
                let failure = error as? OutputWriter.Failure
                XCTAssertEqual(failure?.path, directory.path)
                XCTAssertEqual(failure?.reason.hasPrefix("the folder exists but colorgen did not write it (it has no "
                                                         + "'.generated-by-colorgen')"), true, failure?.reason ?? "")
            }
        }
        XCTAssertEqual(try listing(folder), before)
    }

    func testAnEmptyFolderIsTakenOverButNotALinkOrAFile() throws {
        let folder = try TemporaryFolder()
        let empty = owned(folder, "Empty.xcassets")
        try FileManager.default.createDirectory(atPath: empty.path, withIntermediateDirectories: true)
        XCTAssertEqual(try OutputWriter().write(catalog(empty, [:]), owning: [empty]).map(\.outcome), [.written])

        let link = owned(folder, "Link.xcassets")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: empty.path)
        XCTAssertThrowsError(try OutputWriter().write(catalog(link, [:]), owning: [link])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.reason.hasPrefix("it is a symbolic link"), true)
        }
        let file = owned(folder, "File.xcassets")
        try folder.write("File.xcassets", "a file")
        XCTAssertThrowsError(try OutputWriter().write(catalog(file, [:]), owning: [file])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.reason, "it exists and is not a folder")
        }
        XCTAssertEqual(folder.read("File.xcassets"), "a file")
    }

    func testOwnedFoldersMayNotOverlapOrHoldEscapingPaths() throws {
        let folder = try TemporaryFolder()
        let outer = owned(folder, "A.xcassets"), inner = owned(folder, "A.xcassets/B.xcassets")
        XCTAssertThrowsError(try OutputWriter().write([], owning: [outer, inner])) { error in
            XCTAssertEqual((error as? OutputWriter.Failure)?.reason, "it overlaps the owned folder '\(outer.path)'")
        }
        for relative in ["/../escaped.txt", "/a//b.txt", "/./x.txt", "/x/.", "/x/..", "/"] {
            let escaping = [(outer.path + relative, bytes("x"))]
            XCTAssertThrowsError(try OutputWriter().write(escaping, owning: [outer]), relative) { error in
                XCTAssertEqual((error as? OutputWriter.Failure)?.reason, "it does not lie plainly inside '\(outer.path)'",
                               relative)
            }
        }
        XCTAssertEqual(try listing(folder), [])
    }
}
