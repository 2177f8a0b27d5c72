import Foundation

/// An interaction controller that holds the layers a container animates alongside a transition
/// (``ContainerTransitionContext/alongsideLayers``) with the transition's own and scrubs them by
/// its progress, as UIKit scrubs a navigation bar with an interactive pop. A container animates
/// its bars alongside an interactive transition only when its interaction controller is one;
/// with another, the bars change when the transition ends.
package protocol ScrubsAlongsideAnimations: AnyObject {}
