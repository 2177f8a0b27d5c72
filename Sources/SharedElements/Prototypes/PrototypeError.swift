import Foundation

/// A prototype that was read correctly but cannot be built or played.
///
/// Malformed documents are reported as ``JSONReader/Failure`` with the key path instead.
public enum PrototypeError: Error, CustomStringConvertible, Equatable {
    /// A catalog parameter names a view the built screens do not have.
    case missingView(key: String)
    /// The transition was still running after `seconds` of film.
    case didNotEnd(direction: TransitionDirection, seconds: Double)
    /// The transition did not start (the runtime refused it; `reason` says why).
    case didNotStart(direction: TransitionDirection, reason: String)
    /// The film would have more frames than the limit.
    case tooManyFrames(limit: Int)

    /// The key path and what is wrong, for people.
    public var description: String {
        switch self {
        case .missingView(let key): "transition.\(key): the view is not on the back screen"
        case .didNotEnd(let d, let s): "the \(d) transition was still running after \(JSONReader.format(s)) s"
        case .didNotStart(let d, let reason): "the \(d) transition did not start: \(reason)"
        case .tooManyFrames(let limit): "the film would have more than \(limit) frames; lower fps, duration or hold"
        }
    }
}
