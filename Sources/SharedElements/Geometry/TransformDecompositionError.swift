import Foundation

/// Why a ``Transform3D`` has no decomposition (``Transform3D/decompose()``).
public enum TransformDecompositionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An entry of the matrix is NaN or infinite, or decomposing it overflowed: the matrix
    /// describes no transform at all (as opposed to a real but singular one).
    case notFinite
    /// `m44` is 0: the matrix sends every point to infinity.
    case zeroW
    /// The upper 3×3 (after dividing by `m44`) is singular: the transform flattens space
    /// onto a plane, a line or a point, so it has no rotation to blend.
    case singular

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .notFinite: "the transform has a non-finite entry (NaN or infinity)"
        case .zeroW: "the transform's m44 is 0"
        case .singular: "the transform is singular (it flattens space), so it has no decomposition"
        }
    }
}
