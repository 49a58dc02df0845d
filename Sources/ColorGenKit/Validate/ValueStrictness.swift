/// How closely token values must follow the DTCG Format Module 2025.10.
enum ValueStrictness: Sendable {
    /// Exactly as the Format Module writes them: what `colorgen validate` checks, so that the
    /// public format suite's invalid cases stay errors.
    case validation
    /// Also the forms real tools export where their meaning is clear, with a warning where they
    /// disagree with themselves: a color's `hex` of 3, 4 or 8 digits. What `generate` reads.
    case generation
}
