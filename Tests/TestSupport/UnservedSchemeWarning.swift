// Recognises the warning about a scheme that serves no appearance, which fixtures of many schemes get.
import SourceDiagnostics

extension Diagnostic {
    /// Whether this is the config's warning that a scheme serves no appearance (a fixture with
    /// more schemes than light and dark and no "appearances" gets one per further scheme);
    /// AppearancesConfigTests checks the warning itself.
    public var isUnservedSchemeWarning: Bool {
        severity == .warning && message.hasPrefix("scheme \"") && message.contains("\" serves no appearance: ")
    }
}
