import Foundation

/// Which way a film strip runs a modal transition: the fore controller being presented over the
/// back one, or being dismissed from it.
public enum TransitionDirection: String, Sendable, CaseIterable {
    /// `back.present(fore, animated: true)`.
    case present
    /// `fore` presented without animation first, then `fore.dismiss(animated: true)`.
    case dismiss
}
