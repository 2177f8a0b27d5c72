import Foundation

/// How a view's content is fitted into its bounds (`UIView.ContentMode`, the cases that matter
/// for images and snapshots).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds.
    case scaleToFill
    /// Scaled uniformly to fit inside the bounds, centred.
    case scaleAspectFit
    /// Scaled uniformly to cover the bounds, centred; overflow shows unless the view clips.
    case scaleAspectFill
    /// Natural size, centred.
    case center

    /// The layer gravity that draws contents this way.
    public var contentsGravity: ContentsGravity {
        switch self {
        case .scaleToFill: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        }
    }
}
