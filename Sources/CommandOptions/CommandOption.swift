/// A declared option of either kind, as the option table, constraints and usage forms name it.
public protocol CommandOption: Sendable {
    /// The option's row in the command's table.
    var spec: OptionSpec { get }
}

extension FlagOption: CommandOption {}
extension ValueOption: CommandOption {}
