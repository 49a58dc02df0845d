/// A 3×3 matrix of doubles, stored as rows, that maps one color triple linearly onto another
/// (for example linear-light RGB onto CIE XYZ).
struct Matrix3: Sendable {
    /// The first, second and third rows.
    let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Creates a matrix from its three rows.
    init(_ first: SIMD3<Double>, _ second: SIMD3<Double>, _ third: SIMD3<Double>) {
        rows = (first, second, third)
    }

    /// The product of this matrix and the column vector `vector`.
    func applied(to vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((rows.0 * vector).sum(), (rows.1 * vector).sum(), (rows.2 * vector).sum())
    }
}
