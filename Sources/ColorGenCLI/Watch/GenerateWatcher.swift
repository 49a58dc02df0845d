// `colorgen generate --watch`: polls every file generation read and regenerates on change until Ctrl-C.
import ColorGenKit
import DiskFiles
import Dispatch
import Platform
import SourceDiagnostics

/// `colorgen generate --watch`: generates, then polls every file the generation read (or tried
/// to read) and generates again when one changes, until Ctrl-C.
///
/// Polling needs nothing but `stat`, so it works alike on Linux and macOS. Every
/// ``pollInterval`` the files' fingerprints are taken; a run starts at the first poll that sees
/// the same change as the poll before (so a file being saved in several writes is read once it is
/// complete): a change is picked up within two intervals (≤ 0.5 s) plus the generation time. Each
/// run goes through ``GenerateCommand/generate(_:loader:listsFiles:)``, the path `generate` takes,
/// so on an error the outputs stay untouched; the watched files are those the latest run read, so a
/// file added to the config is watched from the run that reads it, and the folders it listed (an
/// asset catalog's, an Android `res/`'s), so a color set or resource file added to one is read. A failed run is retried
/// without a change too (what failed may be fixed outside the watched files: a token file made
/// readable, an output folder made writable), after ``firstRetryPolls`` polls, then twice as
/// long after each failed retry up to ``longestRetryPolls``. Polls, runs and Ctrl-C are handled
/// one at a time on one queue, so Ctrl-C never interrupts a run.
final class GenerateWatcher: @unchecked Sendable {
    /// How often the files are looked at.
    static let pollInterval: DispatchTimeInterval = .milliseconds(250)
    /// The polls after a failed run before it is retried without a change (1 s).
    static let firstRetryPolls = 4
    /// The most polls between two retries of a run that keeps failing (30 s).
    static let longestRetryPolls = 120

    private let options: GenerateCommand.Options
    /// Polls, runs and the signal handler all run here; the state below is only touched on it.
    private let queue = DispatchQueue(label: "colorgen.watch")
    /// The fingerprints the last run started from.
    private var generated: [String: FileFingerprint] = [:]
    /// Fingerprints that differed from `generated` at the previous poll, waiting to settle.
    private var pending: [String: FileFingerprint]?
    /// The polls left before the failed last run is retried; nil after a run that succeeded.
    private var pollsUntilRetry: Int?
    /// The polls from a failed run to its retry, doubled after each failed retry.
    private var retryPolls = firstRetryPolls

    init(options: GenerateCommand.Options) {
        self.options = options
    }

    /// Watches until SIGINT, then returns success.
    func run() -> ExitStatus {
        let stopped = DispatchSemaphore(value: 0)
        let interrupts = InterruptSignal.observe(on: queue) {
            Console.out("stopped watching")
            stopped.signal()
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
        timer.setEventHandler { [self] in poll() }
        // The queue is serial: the first run is over before the first poll is handled.
        queue.async { [self] in generate(reason: "watching \(options.configPath)") }
        timer.resume()
        stopped.wait()
        timer.cancel()
        interrupts.cancel()
        return .success
    }

    /// Looks at the watched files and generates once a change has settled.
    private func poll() {
        let current = Self.fingerprints(of: Array(generated.keys))
        guard current != generated else {
            pending = nil
            retryIfDue()
            return
        }
        guard current == pending else {
            pending = current
            return
        }
        let changed = current.keys.filter { current[$0] != generated[$0] }.sorted()
        let words = changed.map { path in current[path]?.exists == false ? "\(path) removed" : "\(path) changed" }
        generate(reason: words.joined(separator: ", "))
    }

    /// Retries the failed last run once its wait is over.
    private func retryIfDue() {
        guard let polls = pollsUntilRetry else { return }
        guard polls <= 1 else {
            pollsUntilRetry = polls - 1
            return
        }
        generate(reason: "retrying after the failure", isRetry: true)
    }

    /// One run, reported in one line: why, and what it did. A failure is retried after
    /// ``retryPolls`` polls, which a failed retry doubles (up to ``longestRetryPolls``) and any
    /// other run starts again from ``firstRetryPolls``.
    private func generate(reason: String, isRetry: Bool = false) {
        pending = nil
        let loader = RecordingSourceLoader(DiskSourceLoader())
        let before = Self.fingerprints(of: Array(generated.keys))
        let outcome = GenerateCommand.generate(options, loader: loader, listsFiles: options.verbose)
        var watched = before
        for path in [options.configPath] + loader.requestedPaths where watched[path] == nil {
            watched[path] = Self.fileSystem.fingerprint(of: path)
        }
        // Files no longer read (a scheme file taken out of the config) are no longer watched.
        let read = Set([options.configPath] + loader.requestedPaths)
        generated = watched.filter { read.contains($0.key) }
        if outcome.status == .success {
            pollsUntilRetry = nil
            retryPolls = Self.firstRetryPolls
        } else {
            retryPolls = isRetry ? min(retryPolls * 2, Self.longestRetryPolls) : Self.firstRetryPolls
            pollsUntilRetry = retryPolls
        }
        let result: String
        if outcome.status == .success {
            let written = outcome.written.isEmpty ? "" : " (\(outcome.written.joined(separator: ", ")))"
            result = "\(outcome.written.count) written\(written), \(outcome.unchanged.count) unchanged"
        } else {
            result = "\(outcome.errorCount) error\(outcome.errorCount == 1 ? "" : "s"), outputs unchanged"
        }
        Console.out("[\(WallClock.timeOfDay())] \(reason): \(result)")
    }

    /// The file system the watched files are looked at in.
    private static let fileSystem = SystemFileSystem()

    /// The fingerprint of each of `paths`.
    private static func fingerprints(of paths: [String]) -> [String: FileFingerprint] {
        Dictionary(paths.map { ($0, fileSystem.fingerprint(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }
}
