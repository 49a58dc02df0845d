// Reading and writing through calls that may do part of the work or be interrupted by a signal.

/// Fills a buffer through `read(2)`-like calls: a call may return fewer bytes than asked for, or
/// fail with `EINTR` when a signal arrives, and the loop carries on until the buffer is full, the
/// end is reached or a real error comes.
enum ReadLoop {
    /// How filling a buffer ended.
    enum Outcome: Equatable {
        case filled
        case reachedEnd
        /// A failure, with its `errno`.
        case failed(Int32)
    }

    /// Fills `buffer` through `read(pointer, count)`, which returns the bytes read, 0 at the end,
    /// or -1 with `errno` set; `count` is how many bytes arrived.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int,
                     read: (UnsafeMutableRawPointer, Int) -> Int) -> Outcome {
        count = 0
        while count < buffer.count {
            let result = read(buffer.baseAddress! + count, buffer.count - count)
            if result == 0 { return .reachedEnd }
            if result < 0 {
                let code = SystemError.current
                if code == SystemError.interrupted { continue }
                return .failed(code)
            }
            count += result
        }
        return .filled
    }
}

/// Writes bytes in full through `write(2)`-like calls, which may write only part of what they
/// are given or fail with `EINTR`.
enum WriteLoop {
    /// Writes all of `bytes` through `write(pointer, count)`, which returns the bytes written or
    /// -1 with `errno` set; returns nil, or the `errno` of the failure (`EIO` for a call that
    /// wrote nothing without saying why).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, through write: (UnsafeRawPointer, Int) -> Int) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = write(bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && SystemError.current == SystemError.interrupted { continue }
            guard count > 0 else { return count < 0 ? SystemError.current : SystemError.inputOutput }
            offset += count
        }
        return nil
    }
}
