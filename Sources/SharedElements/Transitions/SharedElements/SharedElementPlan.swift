import Foundation

/// What a ``SharedElementTransition`` decided to do, as a value: which views fly, which did not
/// and why. Read it from ``SharedElementTransition/lastPlan`` to debug "why didn't my view fly".
///
/// Views are named by ``SharedElementPlan/Element``: their ``View/transitionID``, their side and
/// their index path from the side's root view (so plans compare across runs).
///
/// ```swift
/// list.present(detail, animated: true)
/// let plan = try #require(transition.lastPlan)
/// print(plan.pairs.map(\.id), plan.skipped.map(\.reason))
/// ```
public struct SharedElementPlan: Sendable, Equatable {
    /// A side of the transition.
    public enum Side: String, Sendable, Hashable, Codable {
        /// The presented or pushed controller's view.
        case fore
        /// The controller underneath.
        case back
    }

    /// One tagged view.
    public struct Element: Sendable, Hashable {
        /// The view's `transitionID`.
        public var id: String
        /// The screen the view is on.
        public var side: Side
        /// Subview indices from the side's root view down to the view.
        public var path: [Int]

        package init(id: String, side: Side, path: [Int]) {
            self.id = id
            self.side = side
            self.path = path
        }
    }

    /// Why a tagged view was left out of matching.
    public enum SkipReason: String, Sendable, Hashable, Codable {
        /// The view or an ancestor is hidden.
        case hidden
        /// Its effective opacity (with its ancestors') is below 1%.
        case transparent
        /// Its bounds have no area.
        case zeroSize
        /// It lies entirely outside the window.
        case offScreen
        /// Its transform to the container cannot be inverted or is not finite.
        case singularTransform
        /// It is the controller's root view, which the transition itself moves.
        case rootView
        /// A view with the same ID earlier in tree order on the same side was matched.
        case duplicateLost
        /// The pairs before it in the plan already take as many snapshot pixels as one
        /// transition may hold (80 million device pixels, about a dozen full-screen pairs at
        /// 3x): it goes with its screen, and so does every pair after it.
        case overSnapshotBudget
    }

    /// A view that was skipped, and why.
    public struct Skipped: Sendable, Hashable {
        /// The view that does not fly.
        public var element: Element
        /// Why it does not fly.
        public var reason: SkipReason

        package init(element: Element, reason: SkipReason) {
            self.element = element
            self.reason = reason
        }
    }

    /// An ID used by more than one view on one side: the first in tree order pairs first.
    public struct Duplicate: Sendable, Hashable {
        /// The ID used more than once.
        public var id: String
        /// The screen where it is used more than once.
        public var side: Side
        /// Every view with the ID on that side, in tree order.
        public var elements: [Element]
        /// The one that was paired, if any.
        public var winner: Element?
    }

    /// One flight: where the element starts and ends, in container coordinates.
    public struct Pair: Sendable, Equatable {
        /// The pair's `transitionID`.
        public var id: String
        /// The view whose appearance the flight starts from (back when moving forward).
        public var source: Element
        /// The view whose appearance the flight ends at.
        public var destination: Element
        /// Where the flight starts, in the container (or the parent flyer).
        public var from: SharedElementGeometry
        /// Where the flight ends, in the container (or the parent flyer).
        public var to: SharedElementGeometry
        /// Seconds after the transition starts.
        public var delay: TimeInterval
        /// Seconds.
        public var duration: TimeInterval
        /// How far the path bows from a straight line, as a fraction of the distance (0: straight).
        public var arc: CGFloat = 0
        /// How the flight moves through its change (its curve or spring).
        public var timing: AnimationTiming = .curve(SharedElementOptions.standardCurve)
        /// The flyer's `zPosition` in the container.
        public var zPosition: CGFloat = 0
        /// Whether the flight used per-element options (``View/sharedElementOptions``).
        public var hasElementOptions = false
        /// Whether the flyer passes over the screens' chrome (``SharedElementOptions/fliesAboveChrome``,
        /// or lifted with a flyer that does, to stay above it as its ``zPosition`` asks).
        public var fliesAboveChrome = false
        /// How the flyer blends its two sides.
        public var crossFade: SharedElementOptions.CrossFade = .both
        /// How the flyer's snapshots fill it as its size changes.
        public var content: SharedElementOptions.Content = .automatic
        /// For a shared element nested in another on both screens (its source inside the
        /// parent's source, its destination inside the parent's destination): the index in
        /// ``SharedElementPlan/pairs`` of the parent's flight, which it flies inside, once. Its
        /// ``from`` and ``to`` are then in the parent flyer's coordinates (its bounds, origin at
        /// the top-left corner), and its alpha is relative to the parent's. `nil` for a flight in
        /// the container. A nested element whose parents do not pair flies in the container; in
        /// every case the parents' snapshots leave it out, so it shows once.
        public var parent: Int?
        /// Whether the flyer flies inside its views' clipping ancestors' clip
        /// (``SharedElementOptions/keepsAncestorClip``).
        public var keepsAncestorClip = true
        /// Whether the flyer's corners are concentric with the window's
        /// (``SharedElementOptions/concentricCorners``).
        public var concentricCorners = false
        /// Where the flyer really ends when the options match only part of the geometry
        /// (`.position` or `.size`): the destination's own. ``to`` is where the matched part ends;
        /// the flight reaches it over the first three quarters and settles from there onto this
        /// over the last quarter, so the destination view takes over without a jump. `nil` for
        /// a whole-frame match.
        public var settle: SharedElementGeometry?

        package init(id: String, source: Element, destination: Element, from: SharedElementGeometry,
            to: SharedElementGeometry, delay: TimeInterval, duration: TimeInterval, arc: CGFloat = 0,
            timing: AnimationTiming = .curve(SharedElementOptions.standardCurve), zPosition: CGFloat = 0,
            hasElementOptions: Bool = false) {
            self.id = id
            self.source = source
            self.destination = destination
            self.from = from
            self.to = to
            self.delay = delay
            self.duration = duration
            self.arc = arc
            self.timing = timing
            self.zPosition = zPosition
            self.hasElementOptions = hasElementOptions
        }
    }

    /// Which way the transition ran.
    public var direction: TransitionDirection
    /// The flights, in source tree order except that an element nested in another at either end
    /// comes after it (which is also their z order, last on top).
    public var pairs: [Pair] = []
    /// Tagged views that matched nothing on the other side (they get the unmatched treatment).
    public var unmatched: [Element] = []
    /// IDs used more than once on one side.
    public var duplicates: [Duplicate] = []
    /// Tagged views left out, with the reason.
    public var skipped: [Skipped] = []
    /// Destinations scrolled into view inside their scroll view before planning (dismissals).
    public var scrolledIntoView: [Element] = []
    /// Seconds the transition waited for content to be ready before capturing.
    public var readinessWait: TimeInterval = 0
    /// Pairs whose destination moved during the flight (something scrolled or laid out again):
    /// the flight followed it and landed where it is (filled in as the run plays).
    public var destinationsMoved: [Element] = []
    /// Pairs whose destination left the window during the flight: the flyer stopped where it
    /// was and faded out (filled in as the run plays).
    public var destinationsRemoved: [Element] = []
    /// The timing of the transition's flights (its options' ``SharedElementOptions/timing``).
    /// A pair with per-element options may differ: see its ``Pair/timing``.
    public var timing: AnimationTiming = .curve(SharedElementOptions.standardCurve)

    /// The longest flight's end (delay plus duration), in seconds.
    public var totalDuration: TimeInterval { pairs.map { $0.delay + $0.duration }.max() ?? 0 }

    package init(direction: TransitionDirection, pairs: [Pair] = [], unmatched: [Element] = [],
        duplicates: [Duplicate] = [], skipped: [Skipped] = [], scrolledIntoView: [Element] = [],
        readinessWait: TimeInterval = 0, timing: AnimationTiming = .curve(SharedElementOptions.standardCurve)) {
        self.direction = direction
        self.pairs = pairs
        self.unmatched = unmatched
        self.duplicates = duplicates
        self.skipped = skipped
        self.scrolledIntoView = scrolledIntoView
        self.readinessWait = readinessWait
        self.timing = timing
    }
}
