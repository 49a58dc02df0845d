// The real file system through Platform: files, folders, links, listing, locks, failures with their kind and reason.
import Foundation
import XCTest
import Platform
import TestSupport

final class SystemFileSystemTests: XCTestCase {
    private let fileSystem = SystemFileSystem()
    /// A fresh folder per test.
    private var temporary: TemporaryFolder?
    private var folder: String { temporary?.url.path ?? "" }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder()
    }

    override func tearDown() {
        temporary = nil
    }

    func testFilesAreCreatedReadRenamedLinkedListedAndRemoved() throws {
        let file = folder + "/a.txt"
        try fileSystem.createFile(file, holding: Array("hello".utf8))
        XCTAssertEqual(try fileSystem.read(file, limit: nil), Array("hello".utf8))
        XCTAssertEqual(try fileSystem.read(file, limit: 2), Array("he".utf8))
        XCTAssertEqual(fileSystem.kind(at: file, followingLinks: false), .regularFile)
        XCTAssertThrowsError(try fileSystem.createFile(file, holding: [])) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .alreadyExists, "a new file never replaces one")
        }
        try fileSystem.link(file, to: folder + "/b.txt")
        XCTAssertEqual(fileSystem.fingerprint(of: file).fileNumber, fileSystem.fingerprint(of: folder + "/b.txt").fileNumber)
        try fileSystem.rename(folder + "/b.txt", to: folder + "/c.txt")
        XCTAssertEqual(try fileSystem.entries(of: folder).map(\.name).sorted(), ["a.txt", "c.txt"])
        try fileSystem.removeFile(folder + "/c.txt")
        XCTAssertEqual(fileSystem.fingerprint(of: folder + "/c.txt"), .missing)
        let fingerprint = fileSystem.fingerprint(of: file)
        XCTAssertTrue(fingerprint.exists)
        XCTAssertEqual(fingerprint.size, 5)
        XCTAssertGreaterThan(fingerprint.modified, 0)
    }

    func testFailuresSayWhatKindTheyAreAndTheSystemsReason() {
        XCTAssertThrowsError(try fileSystem.read(folder + "/missing", limit: nil)) { error in
            XCTAssertEqual(error as? FileSystemError,
                           FileSystemError(path: folder + "/missing", kind: .notFound, reason: "No such file or directory"))
        }
        XCTAssertThrowsError(try fileSystem.createFolder(folder + "/no/such/parent")) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .notFound)
        }
        try? fileSystem.createFile(folder + "/kept", holding: [])
        XCTAssertThrowsError(try fileSystem.removeFolder(folder)) { error in
            XCTAssertEqual((error as? FileSystemError)?.reason, "Directory not empty")
        }
    }

    func testOnlyARegularFileIsReadAndAFIFOIsNeverWaitedOn() throws {
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let started = Date()
        // Opened without blocking, though no writer ever comes, and refused once open.
        XCTAssertThrowsError(try fileSystem.read(fifo, limit: nil)) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .notARegularFile(.other("a FIFO (named pipe)")))
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        let zero = folder + "/zero"
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try fileSystem.read(zero, limit: nil)) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .notARegularFile(.other("a character device")))
        }
        XCTAssertThrowsError(try fileSystem.read(folder, limit: nil)) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .notARegularFile(.directory))
        }
        let loop = folder + "/loop"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
        XCTAssertNil(fileSystem.kind(at: loop, followingLinks: true))
        XCTAssertThrowsError(try fileSystem.read(loop, limit: nil)) { error in
            XCTAssertEqual((error as? FileSystemError)?.kind, .linkLoop)
        }
    }

    func testALockHeldThroughOneOpeningIsRefusedThroughAnother() throws {
        let path = folder + "/.lock"
        let first = try fileSystem.openLock(path), second = try fileSystem.openLock(path)
        XCTAssertTrue(try fileSystem.tryLock(first))
        XCTAssertFalse(try fileSystem.tryLock(second), "flock locks belong to the opening, not the process")
        XCTAssertTrue(fileSystem.isLock(first, stillAt: path))
        try fileSystem.removeFile(path)
        XCTAssertFalse(fileSystem.isLock(first, stillAt: path), "a deleted lock file is no longer the one at its path")
        fileSystem.close(first)
        XCTAssertTrue(try fileSystem.tryLock(second))
        fileSystem.close(second)
    }

    func testFoldersAreExchangedAtomicallyWhereTheSystemCan() throws {
        try fileSystem.createFolder(folder + "/old")
        try fileSystem.createFolder(folder + "/new")
        try fileSystem.createFile(folder + "/new/marker", holding: [])
        guard fileSystem.exchange(folder + "/old", folder + "/new") else { throw XCTSkip("no atomic exchange on this file system") }
        XCTAssertEqual(try fileSystem.entries(of: folder + "/old").map(\.name), ["marker"])
        XCTAssertEqual(try fileSystem.entries(of: folder + "/new").map(\.name), [])
        try fileSystem.removeFile(folder + "/old/marker")
    }
}
