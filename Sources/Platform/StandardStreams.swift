// Standard output and standard error: whole texts written through short and interrupted writes.
internal import CLibrary

/// The process's standard output and standard error.
public enum StandardStream: Sendable {
    case output
    case error

    private var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Writes all of `text` (a closed stream, e.g. a pipe whose reader left, ends the write quietly).
    public func write(_ text: String) {
        let descriptor = self.descriptor
        var text = text
        _ = text.withUTF8 { WriteLoop.writeAll(UnsafeRawBufferPointer($0), through: { writeDescriptor(descriptor, $0, $1) }) }
    }

    /// Whether the stream is a terminal (not a file or a pipe).
    public var isTerminal: Bool {
        isatty(descriptor) == 1
    }
}

private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
