import Foundation
import Synchronization

// MARK: - Media timing (CAMediaTiming)

extension Layer {
    /// Whether the layer's time equals its superlayer's.
    @inline(__always)
    var hasDefaultTiming: Bool { speed == 1 && timeOffset == 0 && beginTime == 0 }

    /// How many live layers have a speed, time offset or begin time of their own. While none
    /// has, every layer's time is the clock's and evaluation skips walking up the tree.
    static let layersWithTiming = Atomic<Int>(0)

    func timingDidChange() {
        let timed = !hasDefaultTiming
        guard timed != countsAsTimed else { return }
        countsAsTimed = timed
        if timed { Layer.layersWithTiming.add(1, ordering: .relaxed) } else { Layer.layersWithTiming.subtract(1, ordering: .relaxed) }
    }

    /// The layer's local time for a time of the clock (the root's parent time):
    /// `(parentTime - beginTime) × speed + timeOffset`, applied from the root down.
    @inline(__always)
    func localTime(forGlobalTime t: TimeInterval) -> TimeInterval {
        Layer.layersWithTiming.load(ordering: .relaxed) == 0 ? t : timedLocalTime(forGlobalTime: t)
    }

    private func timedLocalTime(forGlobalTime t: TimeInterval) -> TimeInterval {
        let parent = superlayer.map { $0.timedLocalTime(forGlobalTime: t) } ?? t
        guard !hasDefaultTiming else { return parent }
        let s = Double(speed)
        let local = (parent - (beginTime.isFinite ? beginTime : 0)) * (s.isFinite ? s : 1)
            + (timeOffset.isFinite ? timeOffset : 0)
        return local
    }

    /// The clock time for a local time of this layer; for a paused layer (speed 0 somewhere
    /// above), every local time maps to the layer's begin time chain.
    package func globalTime(forLocalTime t: TimeInterval) -> TimeInterval {
        var parent = t
        if !hasDefaultTiming {
            let s = Double(speed)
            parent = s != 0 && s.isFinite ? (t - timeOffset) / s + beginTime : beginTime
        }
        return superlayer.map { $0.globalTime(forLocalTime: parent) } ?? parent
    }

    /// Converts `time` from `layer`'s time space (the clock's when `nil`) to this layer's
    /// (`CALayer.convertTime(_:from:)`).
    ///
    /// The pause idiom of percent-driven interaction:
    /// ```swift
    /// let paused = layer.convertTime(clock.now, from: nil)
    /// layer.speed = 0
    /// layer.timeOffset = paused
    /// ```
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        let global = layer.map { $0.globalTime(forLocalTime: time) } ?? time
        return localTime(forGlobalTime: global)
    }

    /// Converts `time` from this layer's time space to `layer`'s (the clock's when `nil`).
    public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(forLocalTime: time)
        return layer.map { $0.localTime(forGlobalTime: global) } ?? global
    }
}
