import Foundation

/// Collects the property changes of a keyframe animation (`Transaction.animateKeyframes`), then
/// turns each animated property of each layer into one keyframe animation over the whole
/// duration, as UIKit builds a `CAKeyframeAnimation` per property.
package final class KeyframeCollector {
    package init() {}

    /// Where a keyframe sits in the whole animation, as fractions of its duration (checked:
    /// `start` and `length` finite, `start + length <= 1`).
    package struct Span: Equatable {
        package var start: Double
        package var length: Double
        package static let whole = Span(start: 0, length: 1)
    }

    private struct Stop {
        var span: Span
        var value: AnimationValue
    }

    private struct Track {
        let layer: Layer
        let property: AnimatableProperty
        let initial: AnimationValue
        var stops: [Stop]
    }

    private var tracks: [Track] = []

    /// Notes that `layer`'s `property` changed from `from` to `to` inside the keyframe `span`.
    package func record(_ layer: Layer, _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue, span: Span) {
        guard let i = tracks.firstIndex(where: { $0.layer === layer && $0.property == property }) else {
            tracks.append(Track(layer: layer, property: property, initial: from, stops: [Stop(span: span, value: to)]))
            return
        }
        if let last = tracks[i].stops.last, last.span == span {
            tracks[i].stops[tracks[i].stops.count - 1].value = to
        } else {
            tracks[i].stops.append(Stop(span: span, value: to))
        }
    }

    /// Values and key times of one track: the value holds until a keyframe starts, moves to the
    /// keyframe's value by its end, and holds after the last. Keyframes are taken in order of
    /// their start (a keyframe starting before the previous one ended starts at that end).
    private static func keyframes(of track: Track, mode: Keyframes.CalculationMode) -> Keyframes {
        var times: [Double] = [0]
        var values: [AnimationValue] = [track.initial]
        var current = track.initial
        let stops = track.stops.enumerated().sorted { ($0.element.span.start, $0.offset) < ($1.element.span.start, $1.offset) }
        for (_, stop) in stops {
            let last = times[times.count - 1]
            let start = max(stop.span.start, last)
            let end = max(stop.span.start + stop.span.length, start)
            if start > last {
                times.append(start)
                values.append(current)
            }
            times.append(min(end, 1))
            values.append(stop.value)
            current = stop.value
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(current)
        }
        return Keyframes(values: values, keyTimes: times, calculationMode: mode)
    }

    /// Attaches one keyframe animation per changed property, lasting `duration` seconds from
    /// `delay` seconds after now, with `timing` over the whole animation. Call while the
    /// transaction is still open, so that its completion waits for them.
    package func attachAnimations(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, mode: Keyframes.CalculationMode,
        repeatCount: Float, autoreverses: Bool
    ) {
        defer { tracks = [] }
        guard duration.isFinite, duration > 0 else { return }
        for track in tracks {
            let layer = track.layer
            let clock = layer.effectiveClock
            var animation = LayerAnimation(
                property: track.property, content: .keyframes(Self.keyframes(of: track, mode: mode)),
                timing: timing, duration: duration)
            animation.beginTime = layer.localTime(forGlobalTime: clock.now) + delay
            animation.fillMode = .backwards
            animation.repeatCount = repeatCount
            animation.autoreverses = autoreverses
            let key = layer.uniqueAnimationKey(track.property.rawValue)
            guard let compiled = try? layer.compile(animation, key: key, clock: clock) else { continue }
            layer.attach(compiled, clock: clock)
        }
    }
}
