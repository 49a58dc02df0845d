/// One problem found in the user's input, printed the way compilers print them so that Xcode,
/// SwiftPM and editors put it on the right line: `path:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// Whether this stops the input from being used.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is; `nil` only for problems that belong to no file (e.g. a missing argument).
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error at a location.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at a location.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:column: severity: message`, or `colorgen: severity: message` without a location.
    public var description: String {
        let prefix = location.map(\.description) ?? "colorgen"
        return "\(prefix): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, then position, then severity: the order a user reads them in.
    public var inReadingOrder: [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            let lp = l.location?.path ?? "", rp = r.location?.path ?? ""
            if lp != rp { return lp < rp }
            let lpos = l.location?.position ?? .start, rpos = r.location?.position ?? .start
            if lpos != rpos { return lpos < rpos }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
