// After a failed write: each output the system refuses to write, reported at its "path" in the config with the command to run.
import ColorGenKit
import DiskFiles
import SourceDiagnostics

/// What `generate` reports when writing failed because the system refuses to let it write some
/// outputs (a folder without write permission; on macOS, SwiftPM's sandbox around a command
/// plugin, which allows only the folders the user granted): each such output, found by
/// ``WriteRefusalProbe``, as an error at its `"path"` in the config, with the command that allows
/// it when one was given (`--refused-hint`), rather than one bare system error.
enum RefusedWrites {
    /// Reports every refused output of `result` and returns how many errors that made; 0 when no
    /// output is refused (the write failed for another reason, which the caller reports).
    static func report(_ result: Generator.Result, hint: String?) -> Int {
        let targets = result.files.filter { $0.ownedDirectory == nil }.map(\.path) + result.ownedDirectories.map(\.path)
        var reported = Set<SourceLocation?>()
        var diagnostics: [Diagnostic] = []
        for refusal in WriteRefusalProbe.refusals(targets) {
            let location = result.outputLocations[refusal.path]
            guard reported.insert(location).inserted else { continue }
            let fix = hint.map { "; run '\($0.replacing("{folder}", with: refusal.folder))'" }
                ?? "; allow writing there, or choose another output path"
            diagnostics.append(.error("cannot write output '\(refusal.path)': the system refuses writing into "
                                      + "'\(refusal.folder)' (\(refusal.reason))\(fix)", at: location))
        }
        guard !diagnostics.isEmpty else { return 0 }
        Console.report(diagnostics)
        Console.error("colorgen: error: no output was changed")
        return diagnostics.count
    }
}
