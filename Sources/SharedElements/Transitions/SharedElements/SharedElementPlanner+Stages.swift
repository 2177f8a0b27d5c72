import Foundation

// MARK: - Measure

extension SharedElementPlanner {
    /// What measuring needs of the container and both sides: the map from the roots' space into
    /// the container, and the opacity above each side's root.
    package struct MeasureSpace {
        let containerInverse: ProjectiveTransform
        let sourceAbove: CGFloat
        let destinationAbove: CGFloat
        /// Whether the container's map is, bit for bit, the window's the matcher checked views
        /// against: a candidate's map into the window is then its map into the container.
        let containerIsWindow: Bool
        /// Device pixels per point of the snapshots (the window's scale).
        let scale: CGFloat

        /// `nil` when the container's map cannot be inverted (nothing can be measured).
        @MainActor package init?(container: View, window: Window?, sourceRoot: View, destinationRoot: View) {
            guard let inverse = container.layer.projectiveTransformToRoot().inverse else { return nil }
            containerInverse = inverse
            sourceAbove = SharedElementPlanner.opacity(above: sourceRoot)
            destinationAbove = SharedElementPlanner.opacity(above: destinationRoot)
            let windowInverse = window?.layer.projectiveTransformToRoot().inverse
            containerIsWindow = windowInverse.map { Self.sameBits($0, inverse) } ?? false
            scale = window?.scale ?? Window.defaultScale
        }

        private static func sameBits(_ a: ProjectiveTransform, _ b: ProjectiveTransform) -> Bool {
            [a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32, a.m33].map(\.bitPattern)
                == [b.m11, b.m12, b.m13, b.m21, b.m22, b.m23, b.m31, b.m32, b.m33].map(\.bitPattern)
        }
    }

    /// The measure stage: appends to `pairs` the flight between two matched candidates with
    /// their geometry at both ends (options not yet applied); `false` (and the view in
    /// `skipped`) when either map is singular or not finite. The candidates' elements move into
    /// the flight (a candidate flies at most once), leaving empty ones behind.
    package static func measure(
        _ source: UnsafeMutablePointer<SharedElementMatcher.Candidate>,
        _ destination: UnsafeMutablePointer<SharedElementMatcher.Candidate>,
        in space: MeasureSpace, into pairs: inout [SharedElementPlan.Pair], skipped: inout [SharedElementPlan.Skipped]
    ) -> Bool {
        guard let from = geometry(of: UnsafePointer(source), in: space, opacityAbove: space.sourceAbove) else {
            skipped.append(.init(element: source.pointee.element, reason: .singularTransform))
            return false
        }
        guard let to = geometry(of: UnsafePointer(destination), in: space, opacityAbove: space.destinationAbove) else {
            skipped.append(.init(element: destination.pointee.element, reason: .singularTransform))
            return false
        }
        let moved = SharedElementPlan.Element(id: "", side: .back, path: [])
        let sourceElement = exchange(&source.pointee.element, with: moved)
        let destinationElement = exchange(&destination.pointee.element, with: moved)
        pairs.append(SharedElementPlan.Pair(
            id: sourceElement.id, source: sourceElement, destination: destinationElement, from: from, to: to, delay: 0,
            duration: 0))
        return true
    }

    /// Where `candidate`'s view appears in the coordinates of `space`'s container, or `nil` when
    /// its map there is singular or not finite.
    package static func geometry(
        of candidate: UnsafePointer<SharedElementMatcher.Candidate>, in space: MeasureSpace, opacityAbove: CGFloat
    ) -> SharedElementGeometry? {
        // The walk worked out the map into the window already: the same product when the
        // container's map is the window's.
        let map = if space.containerIsWindow, let toWindow = candidate.pointee.toWindow { toWindow }
            else { candidate.pointee.toRoot.concatenating(space.containerInverse) }
        let b = candidate.pointee.bounds
        let centred = ProjectiveTransform(scale: 1, translation: CGPoint(x: b.midX, y: b.midY)).concatenating(map)
        guard centred.isFinite, abs(centred.determinant) > 1e-12 else { return nil }
        // The walk gave the opacity down from the side's root; what lies above it comes in
        // `opacityAbove`.
        let alpha = candidate.pointee.opacity * opacityAbove
        // Corner radius and border width as they are drawn: at most half the shorter side (a
        // wider border fills the view), 0 when not a number, so they interpolate finitely.
        let half = min(b.width, b.height) / 2
        func drawn(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), half) }
        return SharedElementGeometry(
            size: b.size, transform: embed(centred), alpha: alpha,
            cornerRadius: drawn(candidate.pointee.cornerRadius), borderWidth: drawn(candidate.pointee.borderWidth))
    }

    /// Where `view`, whose layer maps to its root's space by `toRoot`, is now in the coordinates
    /// of the container whose map from the window is `containerInverse` (centre and size; for
    /// following a destination that moves), or `nil` when its map there is singular or not finite.
    package static func geometry(of view: View, toRoot: ProjectiveTransform, containerInverse: ProjectiveTransform) -> SharedElementGeometry? {
        let b = view.bounds
        let map = toRoot.concatenating(containerInverse)
        let centred = ProjectiveTransform(scale: 1, translation: CGPoint(x: b.midX, y: b.midY)).concatenating(map)
        guard centred.isFinite, abs(centred.determinant) > 1e-12 else { return nil }
        return SharedElementGeometry(size: b.size, transform: embed(centred))
    }

    /// The product of the opacities of `root`'s ancestors.
    package static func opacity(above root: View) -> CGFloat {
        var alpha: CGFloat = 1
        var v = root.superview
        while let current = v {
            alpha *= current.alpha
            v = current.superview
        }
        return alpha
    }

    /// The 4x4 transform whose flattening is `p`.
    static func embed(_ p: ProjectiveTransform) -> Transform3D {
        Transform3D(
            m11: p.m11, m12: p.m12, m13: 0, m14: p.m13,
            m21: p.m21, m22: p.m22, m23: 0, m24: p.m23,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: p.m31, m42: p.m32, m43: 0, m44: p.m33)
    }
}

// MARK: - Apply options

extension SharedElementPlanner {
    /// The flight options of one pairing, with the numbers made safe (finite, delays not
    /// negative): worked out once for the transition's options, per pairing for an element's.
    /// Applying them reads only the fields a flight needs, never copying the whole options.
    package struct FlightOptions {
        /// What the flight matches (``SharedElementOptions/properties``).
        package let properties: SharedElementOptions.MatchedProperties
        /// Seconds before the flight starts, finite and not negative.
        package let delay: TimeInterval
        /// The flight's length when it does not depend on the flight's distance (a fixed
        /// duration, or an automatic one following a spring); `nil` for the automatic length.
        package let duration: TimeInterval?
        /// The path's bow, finite.
        package let arc: CGFloat
        /// The flight's curve or spring.
        package let timing: AnimationTiming
        /// The z position, chrome offset included.
        package let zPosition: CGFloat
        /// ``SharedElementOptions/fliesAboveChrome``.
        package let fliesAboveChrome: Bool
        /// ``SharedElementOptions/keepsAncestorClip``.
        package let keepsAncestorClip: Bool
        /// ``SharedElementOptions/concentricCorners``.
        package let concentricCorners: Bool
        /// ``SharedElementOptions/crossFade``.
        package let crossFade: SharedElementOptions.CrossFade
        /// ``SharedElementOptions/content``.
        package let content: SharedElementOptions.Content

        @MainActor package init(_ options: SharedElementOptions) {
            properties = options.properties
            delay = options.delay.isFinite ? max(options.delay, 0) : 0
            duration = switch options.duration {
            case .automatic: options.springDuration
            case .fixed(let seconds): seconds.isFinite ? max(seconds, 0) : 0
            }
            arc = options.arc.isFinite ? options.arc : 0
            timing = options.timing
            let z = options.zPosition.isFinite ? options.zPosition : 0
            zPosition = z + (options.fliesAboveChrome ? SharedElementPlanner.aboveChrome : 0)
            fliesAboveChrome = options.fliesAboveChrome
            keepsAncestorClip = options.keepsAncestorClip
            concentricCorners = options.concentricCorners
            crossFade = options.crossFade
            content = options.content
        }
    }

    /// The apply-options stage: the fore view's options, else the back view's, else the
    /// transition's (`shared`) limit what the flight matches and give its timing, delay,
    /// length, arc, z position and cross-fade.
    static func applyOptions(
        to pair: inout SharedElementPlan.Pair, fore: UnsafePointer<SharedElementMatcher.Candidate>,
        back: UnsafePointer<SharedElementMatcher.Candidate>, _ shared: FlightOptions
    ) {
        // The options are looked up only for a view the walk found to have some.
        if fore.pointee.hasOptions, let own = fore.pointee.view.sharedElementOptions {
            apply(FlightOptions(own), to: &pair, own: true)
        } else if back.pointee.hasOptions, let own = back.pointee.view.sharedElementOptions {
            apply(FlightOptions(own), to: &pair, own: true)
        } else {
            apply(shared, to: &pair, own: false)
        }
    }

    private static func apply(_ flight: borrowing FlightOptions, to pair: inout SharedElementPlan.Pair, own: Bool) {
        if flight.properties == .frame {
            pair.settle = nil
        } else {
            let whole = pair.to
            pair.to = restrict(whole, from: pair.from, to: flight.properties)
            pair.settle = whole
        }
        pair.delay = flight.delay
        pair.duration = flight.duration ?? SharedElementOptions.automaticDuration(from: pair.from, to: pair.to)
        pair.arc = flight.arc
        pair.timing = flight.timing
        pair.zPosition = flight.zPosition
        pair.fliesAboveChrome = flight.fliesAboveChrome
        pair.keepsAncestorClip = flight.keepsAncestorClip
        pair.concentricCorners = flight.concentricCorners
        pair.crossFade = flight.crossFade
        pair.content = flight.content
        pair.hasElementOptions = own
    }

    /// `to` limited to the properties the options match: with `.position` the flyer keeps the
    /// source's size, transform and corner radius (its shape: a circle moving to where a rounded
    /// square rests stays a circle) and only moves; with `.size` it keeps the source's centre.
    static func restrict(
        _ to: SharedElementGeometry, from: SharedElementGeometry, to properties: SharedElementOptions.MatchedProperties
    ) -> SharedElementGeometry {
        var result = to
        switch properties {
        case .frame:
            break
        case .position:
            result.size = from.size
            result.cornerRadius = from.cornerRadius
            result.transform = from.transform
            result.transform.m41 = to.center.x * from.transform.m44
            result.transform.m42 = to.center.y * from.transform.m44
        case .size:
            result.transform.m41 = from.center.x * to.transform.m44
            result.transform.m42 = from.center.y * to.transform.m44
        }
        return result
    }
}
