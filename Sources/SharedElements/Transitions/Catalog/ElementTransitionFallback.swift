import Foundation

/// Why a catalog transition built around one element (``ZoomTransition``,
/// ``CardExpandTransition``) ran a plain cross-fade instead: bad input never crashes, it fades.
public enum ElementTransitionFallback: Error, Sendable, Equatable, CustomStringConvertible {
    /// The element was not found on the named side (by ID or as a view under that screen).
    case missingElement(TransitionSide)
    /// The element's frame in the container is empty or not finite (zero size, NaN, behind the eye).
    case invalidFrame(TransitionSide)
    /// There is no image to fly (no image view with an image, and nothing could be rendered).
    case missingImage
    /// The transition has no window to run in.
    case notInWindow

    /// A screen of the transition.
    public enum TransitionSide: String, Sendable, Equatable {
        /// The screen underneath (the list, the grid).
        case back
        /// The screen presented or pushed (the detail).
        case fore
    }

    /// Why the transition cross-faded, for people.
    public var description: String {
        switch self {
        case .missingElement(let side): "no element on the \(side.rawValue) screen"
        case .invalidFrame(let side): "the \(side.rawValue) element has an empty or non-finite frame"
        case .missingImage: "no image to fly"
        case .notInWindow: "the transition's container is not in a window"
        }
    }
}
