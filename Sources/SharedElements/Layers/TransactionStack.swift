import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The open transactions of one thread (Core Animation's transactions are per thread).
package final class TransactionStack {
    @exclusivity(unchecked) package var frames: [TransactionFrame] = []

    /// This thread's stack, if one was ever made.
    @inline(__always)
    package static var current: TransactionStack? {
        guard let raw = pthread_getspecific(transactionKey) else { return nil }
        return Unmanaged<TransactionStack>.fromOpaque(raw).takeUnretainedValue()
    }

    /// This thread's stack, made on first use.
    package static var forThisThread: TransactionStack {
        if let s = current { return s }
        let s = TransactionStack()
        pthread_setspecific(transactionKey, Unmanaged.passRetained(s).toOpaque())
        return s
    }

    /// Whether an explicit transaction is open on this thread (the implicit one does not count).
    package static var isOpen: Bool { current.map { $0.frames.contains { !$0.isImplicit } } ?? false }

    /// The implicit transaction, when one is open (always the outermost frame).
    package var implicitFrame: TransactionFrame? { frames.first.flatMap { $0.isImplicit ? $0 : nil } }

    /// Closes the implicit transaction `frame` if it is still open: what the end of a run-loop
    /// turn does in Core Animation.
    package func flushImplicit(_ frame: TransactionFrame) {
        guard let i = frames.firstIndex(where: { $0 === frame }) else { return }
        frames.remove(at: i)
        frame.group?.commit()
    }

    /// Makes the implicit transaction close at the next step of `clock` (once per clock).
    package func scheduleImplicitFlush(on clock: AnimationClock) {
        guard let frame = implicitFrame else { return }
        let id = ObjectIdentifier(clock)
        guard !frame.flushClocks.contains(id) else { return }
        frame.flushClocks.append(id)
        clock.schedule { [weak self] in self?.flushImplicit(frame) }
    }

    // MARK: - Inherited settings (innermost frame that sets them)

    package var duration: TimeInterval {
        frames.last(where: { $0.duration != nil })?.duration ?? Transaction.defaultDuration
    }

    package var timing: AnimationTiming {
        frames.last(where: { $0.timing != nil })?.timing ?? .default
    }

    var disablesActions: Bool {
        frames.last(where: { $0.disableActions != nil })?.disableActions ?? false
    }

    package var delay: TimeInterval { frames.last?.delay ?? 0 }

    package var recorder: ChangeRecorder? { frames.last(where: { $0.recorder != nil })?.recorder }

    package var repeatCount: Float { frames.last(where: { $0.repeatCount != nil })?.repeatCount ?? 0 }

    package var autoreverses: Bool { frames.last(where: { $0.autoreverses != nil })?.autoreverses ?? false }

    package var clock: AnimationClock? { frames.last(where: { $0.clock != nil })?.clock }

    /// Whether a block animation (`View.animate`, keyframes) is open: only then do the layers of
    /// views animate.
    package var isInAnimationBlock: Bool { frames.contains { $0.isAnimationBlock } }

    /// The completion groups animations added now must join.
    package var groups: [TransactionGroup] { frames.compactMap(\.group) }
}

private let transactionKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        #if canImport(Darwin)
        Unmanaged<TransactionStack>.fromOpaque(raw).release()
        #else
        if let raw { Unmanaged<TransactionStack>.fromOpaque(raw).release() }
        #endif
    }
    return key
}()

/// One open transaction's settings.
package final class TransactionFrame {
    package init() {}

    package var duration: TimeInterval?
    package var timing: AnimationTiming?
    var disableActions: Bool?
    package var repeatCount: Float?
    package var autoreverses: Bool?
    /// Seconds from now until animations made in this frame begin.
    package var delay: TimeInterval = 0
    package var group: TransactionGroup?
    package var recorder: ChangeRecorder?
    package var clock: AnimationClock?
    /// Opened by a block animation (`Transaction.animate`), not by `begin()`.
    package var isAnimationBlock = false
    /// The implicit transaction: opened by a setting made with none open, closed at the next
    /// clock step.
    package var isImplicit = false
    /// Clocks whose next step closes this implicit transaction.
    package var flushClocks: [ObjectIdentifier] = []
    /// Collects the changes of a keyframe animation (`Transaction.animateKeyframes`).
    package var keyframes: KeyframeCollector?
    /// The part of the keyframe animation this frame's changes cover (`Transaction.addKeyframe`).
    package var keyframeSpan: KeyframeCollector.Span?
}

/// Collects the property changes made inside a property animator's animation block.
package final class ChangeRecorder {
    package init() {}

    package struct Change {
        package let layer: Layer
        package let property: AnimatableProperty
        package let from: AnimationValue
        package var to: AnimationValue
    }

    package private(set) var changes: [Change] = []

    package func record(_ layer: Layer, _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue) {
        if let i = changes.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            changes[i].to = to
        } else {
            changes.append(Change(layer: layer, property: property, from: from, to: to))
        }
    }
}
