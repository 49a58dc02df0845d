// Writing files that must not exist yet (init's starter project, import's token files): all or nothing, never over a file.
import DiskFiles
import Platform

/// Writes files a command creates for the user to edit from then on, so it never replaces one:
/// when any of them exists, each is an error and nothing is written.
enum NewFiles {
    /// Writes `files` unless one exists (each reported as an error of `command`, ending with
    /// `advice`), printing each outcome unless `quiet`; false when anything was refused or failed.
    static func write(_ files: [OutputWriter.File], command: String, advice: String, quiet: Bool) -> Bool {
        let existing = files.map(\.path).filter { SystemFileSystem().kind(at: $0, followingLinks: false) != nil }
        guard existing.isEmpty else {
            for path in existing {
                Console.error("colorgen \(command): error: '\(path)' already exists; \(command) writes nothing over existing files "
                              + "(\(advice))")
            }
            return false
        }
        do {
            let outcomes = try OutputWriter().write(files)
            if !quiet {
                for outcome in outcomes { Console.out(outcome.outcome.line(for: outcome.path)) }
            }
            return true
        } catch {
            Console.error("colorgen \(command): error: cannot write '\(error.path)': \(error.reason); nothing was written")
            return false
        }
    }
}
