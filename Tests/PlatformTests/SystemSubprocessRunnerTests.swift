// Running programs: exit statuses, both outputs, a program killed by a signal, and one that does not exist.
import XCTest
import Platform

final class SystemSubprocessRunnerTests: XCTestCase {
    private let runner = SystemSubprocessRunner()

    func testAnExitStatusAndBothOutputsAreCollected() throws {
        let run = try runner.run(["sh", "-c", "printf out; printf err >&2; exit 3"])
        XCTAssertEqual(run.termination, .exited(3))
        XCTAssertEqual(run.stdout, Array("out".utf8))
        XCTAssertEqual(run.stderr, "err")
        XCTAssertFalse(run.succeeded)
    }

    func testAProgramKilledByASignalIsReportedAsThatSignalNotAsAStatus() throws {
        let run = try runner.run(["sh", "-c", "kill -KILL $$"])
        XCTAssertEqual(run.termination, .killed(signal: 9))
        XCTAssertEqual("\(run.termination)", "was killed by signal 9")
        XCTAssertEqual(Termination(waitStatus: 9 << 8), .exited(9), "status 9 is an exit, not a signal")
    }

    func testAProgramThatIsNotOnThePathEndsEnvWithStatus127() throws {
        let run = try runner.run(["colorgen-no-such-program"])
        XCTAssertEqual(run.termination, .exited(127))
        XCTAssertTrue(run.stdout.isEmpty)
    }
}
