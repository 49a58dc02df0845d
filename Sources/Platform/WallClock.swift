// The local time of day, for the lines a watching run prints.
internal import CLibrary

/// The time as the person at the terminal reads it.
public enum WallClock {
    /// The local time of day as `HH:MM:SS`, or `--:--:--` when it cannot be read.
    public static func timeOfDay() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "--:--:--" }
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec))"
    }

    /// Waits `milliseconds`.
    public static func sleep(milliseconds: Int) {
        usleep(UInt32(milliseconds * 1000))
    }
}
