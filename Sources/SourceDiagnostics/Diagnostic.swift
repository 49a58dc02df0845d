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
    /// What is wrong, in one sentence without a trailing period; bounded in length (a word, such
    /// as a quoted name, past 200 characters and the whole past 2,000 are cut in the middle with
    /// `…`: ``Swift/String/boundedForMessage()``).
    public var message: String
    /// Where it is; `nil` only for problems that belong to no file (e.g. a missing argument).
    public var location: SourceLocation?
    /// A name for warnings that can repeat many times in one file (e.g. every legacy color of an
    /// old export), so that ``Swift/Array/foldingRepeatedWarnings(keeping:)`` can fold them.
    public var repeatGroup: String?
    /// Whether this is a note that belongs to the diagnostic before it (``attachedNote(_:at:)``).
    public var isAttachedNote = false

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, repeatGroup: String? = nil) {
        self.severity = severity
        self.message = message.boundedForMessage()
        self.location = location
        self.repeatGroup = repeatGroup
    }

    /// An error at a location.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A note about the diagnostic reported just before it, printed right after that one in
    /// ``Swift/Array/inReadingOrder`` wherever it points (as a compiler's note that points at
    /// another file follows its error).
    public static func attachedNote(_ message: String, at location: SourceLocation?) -> Diagnostic {
        var note = Diagnostic(.note, message, at: location)
        note.isAttachedNote = true
        return note
    }

    /// A warning at a location.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `path:line:column: severity: message`, or `colorgen: severity: message` without a location,
    /// on one line, with control, bidirectional and invisible characters from the input escaped
    /// (see ``Swift/String/escapingInvisibleCharacters(keepingLineBreaks:)``).
    public var description: String {
        let prefix = location.map(\.description) ?? "colorgen"
        return "\(prefix): \(severity.rawValue): \(message)".escapingInvisibleCharacters()
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics with each file's warnings of one ``Diagnostic/repeatGroup`` cut to the
    /// first `limit`, followed by a note at the last one kept saying how many more there are.
    public func foldingRepeatedWarnings(keeping limit: Int = 3) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        var lastKept: [String: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in self {
            guard let group = diagnostic.repeatGroup, diagnostic.severity == .warning else {
                result.append(diagnostic)
                continue
            }
            let key = (diagnostic.location?.path ?? "") + "\u{0}" + group
            counts[key, default: 0] += 1
            if counts[key]! <= limit {
                result.append(diagnostic)
                lastKept[key] = result.count - 1
            }
        }
        var notes: [(index: Int, note: Diagnostic)] = []
        for (key, count) in counts where count > limit {
            guard let index = lastKept[key] else { continue }
            let kept = result[index]
            notes.append((index, Diagnostic(.note, "\(count - limit) more warnings like this one in this file",
                                            at: kept.location)))
        }
        for (index, note) in notes.sorted(by: { $0.index > $1.index }) {
            result.insert(note, at: index + 1)
        }
        return result
    }

    /// Sorted by file, then position, then the order found: the order a user reads them in. An
    /// attached note (``Diagnostic/attachedNote(_:at:)``) stays right after the diagnostic it
    /// follows, wherever it points.
    public var inReadingOrder: [Diagnostic] {
        var groups: [(lead: Diagnostic, members: ArraySlice<Diagnostic>)] = []
        var start = startIndex
        for index in indices where index > start && !self[index].isAttachedNote {
            groups.append((self[start], self[start..<index]))
            start = index
        }
        if start < endIndex { groups.append((self[start], self[start...])) }
        return groups.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.lead, rhs.element.lead)
            let lp = l.location?.path ?? "", rp = r.location?.path ?? ""
            if lp != rp { return lp < rp }
            let lpos = l.location?.position ?? .start, rpos = r.location?.position ?? .start
            if lpos != rpos { return lpos < rpos }
            return lhs.offset < rhs.offset
        }.flatMap(\.element.members)
    }
}
