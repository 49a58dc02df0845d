/// A piece of the demo's own code beside the generated colors.
public enum Greeting {
    /// The text the demo shows.
    public static let text = "Hello, colors"
}
