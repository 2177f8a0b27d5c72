import Foundation

/// The catalog transitions a prototype can name, with their parameters: one entry per
/// transition in `Catalog/`. Add a transition by adding an entry to ``entries``.
///
/// ```json
/// "transition": { "catalog": "slide", "edge": "bottom", "dampingRatio": 0.9 }
/// ```
public enum PrototypeCatalog {
    /// A named catalog transition: its parameters and how to make it.
    public struct Entry: Sendable {
        /// The name the document's `catalog` key gives.
        public var name: String
        /// What the transition does, for people.
        public var summary: String
        /// The parameters the entry takes.
        public var parameters: [PrototypeParameter]
        /// Makes the transition from checked arguments.
        public var make: @MainActor @Sendable (PrototypeArguments) throws -> Transition
        /// Whether the transition only presents (its presentation controller sizes or dims the
        /// screens, which a navigation push has not), so `"presentation": "push"` refuses it.
        public var presentsOnly: Bool

        /// An entry named `name`.
        public init(
            _ name: String, _ summary: String, parameters: [PrototypeParameter] = [], presentsOnly: Bool = false,
            make: @escaping @MainActor @Sendable (PrototypeArguments) throws -> Transition
        ) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.presentsOnly = presentsOnly
            self.make = make
        }
    }

    /// Every entry, in the order the README lists them.
    public static let entries: [Entry] = [
        Entry("fade", "the fore screen fades in, and out going backward") { a in
            FadeTransition(duration: a.duration)
        },
        Entry("slide", "a spring slide of the fore screen from an edge, the back screen sliding the other way", parameters: [
            PrototypeParameter("edge", .edge, "where the fore screen comes in from (default \"right\")"),
            PrototypeParameter("dampingRatio", .number(0.05...1), "the spring's damping ratio, 1 for no overshoot (default 0.5)"),
            PrototypeParameter("initialVelocity", .number(-100...100), "the spring's initial velocity in slides per second (default 0.8)"),
        ]) { a in
            SlideTransition(from: a.edge("edge") ?? .right, dampingRatio: a.number("dampingRatio") ?? 0.5,
                            initialVelocity: a.number("initialVelocity") ?? 0.8, duration: a.duration ?? 0.5)
        },
        Entry("rotate", "the screens swing about the window's top-left corner", parameters: [
            PrototypeParameter("dampingRatio", .number(0.05...1), "the spring's damping ratio (default 0.8)"),
        ]) { a in
            RotateTransition(duration: a.duration ?? 0.5, dampingRatio: a.number("dampingRatio") ?? 0.8)
        },
        Entry("cardFlip", "the card turns edge-on in perspective, the fore screen turns in at card size and grows", parameters: [
            PrototypeParameter("card", .backViewID, required: true, "the transitionID of the card on the back screen"),
            PrototypeParameter("perspectiveDistance", .number(50...100_000), "distance from the eye, points (default 500)"),
        ]) { a in
            CardFlipTransition(card: try a.view("card"), duration: a.duration ?? 0.6,
                               perspectiveDistance: a.number("perspectiveDistance") ?? 500)
        },
        Entry("verticalSheet", "the fore screen is a sheet sliding up over the dimmed back screen", parameters: [
            PrototypeParameter("heightFraction", .number(0.05...1), "the sheet's share of the screen height (default 0.55)"),
            PrototypeParameter("dimmingColor", .colorOrNone, "the colour over the back screen, or \"none\" (default \"#00000066\")"),
        ], presentsOnly: true) { a in
            VerticalSheetTransition(heightFraction: a.number("heightFraction") ?? 0.55,
                                    dimmingColor: a.color("dimmingColor") ?? Color(white: 0, alpha: 0.4),
                                    duration: a.duration ?? 0.4)
        },
        Entry("zoom", "the photo-gallery zoom: the thumbnail grows into the photo over a dimming colour", parameters: [
            PrototypeParameter("thumbnail", .backViewID, required: true, "the transitionID of the thumbnail on the back screen"),
            PrototypeParameter("photo", .foreViewID, "the transitionID of the photo on the fore screen (default: the thumbnail's)"),
            PrototypeParameter("dimmingColor", .color, "the colour over the back screen when the photo is open (default \"#000000\")"),
            PrototypeParameter("curve", .curve, "the timing curve (default \"standard\")"),
        ]) { a in
            let thumbnail = a.id("thumbnail") ?? ""
            return ZoomTransition(thumbnail: TransitionElement(transitionID: thumbnail),
                                  photo: TransitionElement(transitionID: a.id("photo") ?? thumbnail), duration: a.duration ?? 0.45,
                                  timing: .curve(a.curve("curve") ?? SharedElementOptions.standardCurve),
                                  dimmingColor: (a.color("dimmingColor") ?? nil) ?? .black)
        },
        Entry("cardExpand", "the App Store Today card: the card expands into the fore screen while the back screen shrinks and fades", parameters: [
            PrototypeParameter("card", .backViewID, required: true, "the transitionID of the card on the back screen"),
            PrototypeParameter("backScale", .number(0.01...1), "the scale the back screen shrinks to (default 0.92)"),
            PrototypeParameter("backAlpha", .number(0...1), "the back screen's opacity while the card is open (default 0.6)"),
            PrototypeParameter("curve", .curve, "the timing curve (default \"standard\")"),
        ]) { a in
            CardExpandTransition(card: .view(try a.view("card")), duration: a.duration ?? 0.5,
                                 timing: .curve(a.curve("curve") ?? SharedElementOptions.standardCurve),
                                 backScale: a.number("backScale") ?? 0.92, backAlpha: a.number("backAlpha") ?? 0.6)
        },
    ]

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
