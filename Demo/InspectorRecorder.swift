import Foundation
import SharedElements

/// Finds the shared-element flyers in a window on every frame of a film and notes where each is,
/// for the inspector's lanes and curves.
///
/// ```swift
/// let recorder = InspectorRecorder(fps: 60)
/// for i in 0..<count { render(); recorder.record(window, frame: i) }
/// let lanes = recorder.lanes
/// ```
@MainActor
final class InspectorRecorder {
    let fps: Double
    /// The flights seen so far, held so that a new flight cannot take a freed one's identity.
    private var flights: [SharedElementFlight] = []
    /// Each flight's index in ``flights`` and ``lanes`` (a lookup per flyer per frame).
    private var laneOfFlight: [ObjectIdentifier: Int] = [:]
    private(set) var lanes: [InspectorData.Lane] = []

    init(fps: Double) {
        self.fps = fps
    }

    /// Notes every flyer in `window` as frame `frame` shows it.
    func record(_ window: Window, frame: Int) {
        for flight in Self.flights(under: window) {
            let i: Int
            if let known = laneOfFlight[ObjectIdentifier(flight)] {
                i = known
            } else {
                i = flights.count
                laneOfFlight[ObjectIdentifier(flight)] = i
                flights.append(flight)
                lanes.append(Self.lane(of: flight, start: Double(frame) / fps))
            }
            Self.sample(flight.flyer, frame: frame, into: &lanes[i].samples)
        }
    }

    /// The flights whose flyers are in the tree under `view`, in tree order.
    static func flights(under view: View) -> [SharedElementFlight] {
        var found: [SharedElementFlight] = []
        var stack = [view]
        while let v = stack.popLast() {
            if let flight = SharedElementFlight.flight(ofFlyer: v) { found.append(flight) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }

    /// A new lane for `flight`, its transition started at film time `start`.
    static func lane(of flight: SharedElementFlight, start: Double) -> InspectorData.Lane {
        let track = flight.track
        let id = flight.sourceView?.transitionID ?? flight.destinationView?.transitionID
        return InspectorData.Lane(
            element: id, start: start, delay: track.delay, duration: track.duration, easing: easing(track.ease),
            zPosition: Double(flight.flyer.layer.zPosition), samples: InspectorData.Samples())
    }

    static func easing(_ ease: SharedElementTimeline.Lane.Ease) -> InspectorData.Easing {
        switch ease {
        case .curve(let c):
            return InspectorData.Easing(kind: "curve", controlPoints: c.controlPoints)
        case .spring(let s, let span):
            return InspectorData.Easing(
                kind: "spring", mass: s.spring.mass, stiffness: s.spring.stiffness, damping: s.spring.damping,
                initialVelocity: s.initialVelocity, span: span)
        }
    }

    /// Appends the flyer's frame in window points, corner radius and opacity as they are on screen.
    static func sample(_ flyer: View, frame: Int, into s: inout InspectorData.Samples) {
        let box = flyer.convert(flyer.bounds, to: nil)
        let shown = flyer.layer.renderProperties(at: flyer.layer.effectiveClock.now)
        let rect = box.isNull ? CGRect.zero : box
        s.frame.append(frame)
        s.x.append(round(rect.minX))
        s.y.append(round(rect.minY))
        s.width.append(round(rect.width))
        s.height.append(round(rect.height))
        s.cornerRadius.append(round(shown.cornerRadius))
        s.opacity.append(round(Double(shown.opacity)))
    }

    /// Rounded to 1/1000, enough for points and opacity and short in the page.
    static func round(_ v: CGFloat) -> Double { round(Double(v)) }

    static func round(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let r = (v * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}
