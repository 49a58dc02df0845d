// Validation vs. generation strictness, and how generation turns problems in unused tokens into warnings.
import SourceDiagnostics

/// Why token files are read, which decides how strict reading is.
///
/// `colorgen validate` checks a file against DTCG 2025.10 completely: every problem is an error.
/// Generation only uses color tokens, so a problem in a token no output uses (a type colorgen does
/// not know, such as Tokens Studio's `fontFamilies`; an `em` unit; math in a dimension; a stray
/// member beside `$value`) is a warning, folded per file, and the token is left out. A color token
/// that depends on such a token is still an error.
public enum ReadingPurpose: Sendable {
    /// Validation: every problem is an error.
    case validation
    /// Generation: problems in tokens no output uses are warnings.
    case generation

    /// Whether problems in tokens no output uses are warnings.
    var toleratesUnusedTokens: Bool { self == .generation }
}

/// The repeat groups of the warnings generation gives instead of errors, so that
/// ``Swift/Array/foldingRepeatedWarnings(keeping:)`` folds each kind per file.
enum ToleratedProblem: String {
    /// A token or group `$type` colorgen does not know.
    case unknownType = "unknown-type"
    /// A non-`$` member beside a token's `$value`.
    case strayMember = "stray-member"
    /// A token other than a color whose value, type or aliases have a problem.
    case unusedToken = "unused-token"

    /// `diagnostic`, an error about a token generation does not use, as the warning generation gives.
    func warning(from diagnostic: Diagnostic, ignoring what: String) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        return Diagnostic(.warning, diagnostic.message + "; generation ignores \(what)", at: diagnostic.location,
                          repeatGroup: rawValue)
    }
}
