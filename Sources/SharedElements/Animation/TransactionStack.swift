import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The open transactions of one thread (Core Animation's transactions are per thread).
final class TransactionStack {
    var frames: [TransactionFrame] = []

    /// This thread's stack, if one was ever made.
    @inline(__always)
    static var current: TransactionStack? {
        guard let raw = pthread_getspecific(transactionKey) else { return nil }
        return Unmanaged<TransactionStack>.fromOpaque(raw).takeUnretainedValue()
    }

    /// This thread's stack, made on first use.
    static var forThisThread: TransactionStack {
        if let s = current { return s }
        let s = TransactionStack()
        pthread_setspecific(transactionKey, Unmanaged.passRetained(s).toOpaque())
        return s
    }

    /// Whether a transaction is open on this thread.
    @inline(__always)
    static var isOpen: Bool { current.map { !$0.frames.isEmpty } ?? false }

    // MARK: - Inherited settings (innermost frame that sets them)

    var duration: TimeInterval {
        frames.last(where: { $0.duration != nil })?.duration ?? Transaction.defaultDuration
    }

    var timing: AnimationTiming {
        frames.last(where: { $0.timing != nil })?.timing ?? .default
    }

    var disablesActions: Bool {
        frames.last(where: { $0.disableActions != nil })?.disableActions ?? false
    }

    var delay: TimeInterval { frames.last?.delay ?? 0 }

    var recorder: ChangeRecorder? { frames.last(where: { $0.recorder != nil })?.recorder }

    var repeatCount: Float { frames.last(where: { $0.repeatCount != nil })?.repeatCount ?? 0 }

    var autoreverses: Bool { frames.last(where: { $0.autoreverses != nil })?.autoreverses ?? false }

    var clock: AnimationClock? { frames.last(where: { $0.clock != nil })?.clock }

    /// The completion groups animations added now must join.
    var groups: [TransactionGroup] { frames.compactMap(\.group) }
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
final class TransactionFrame {
    var duration: TimeInterval?
    var timing: AnimationTiming?
    var disableActions: Bool?
    var repeatCount: Float?
    var autoreverses: Bool?
    /// Seconds from now until animations made in this frame begin.
    var delay: TimeInterval = 0
    var group: TransactionGroup?
    var recorder: ChangeRecorder?
    var clock: AnimationClock?
}

/// Waits for the animations of a transaction to end, then runs its completion once.
final class TransactionGroup {
    private var pending = 0
    private var allFinished = true
    private var committed = false
    private var done = false
    private let completion: (Bool) -> Void
    var clock: AnimationClock?

    init(completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    func animationAdded(clock: AnimationClock) {
        pending += 1
        if self.clock == nil { self.clock = clock }
    }

    func animationEnded(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        finishIfDone(fromClock: true)
    }

    func commit() {
        committed = true
        finishIfDone(fromClock: false)
    }

    private func finishIfDone(fromClock: Bool) {
        guard committed, pending <= 0, !done else { return }
        done = true
        let finished = allFinished
        let completion = completion
        if fromClock {
            completion(finished)
        } else {
            // Nothing to wait for: run at the next step of the clock, as UIKit runs it on the
            // next turn of the run loop.
            (clock ?? AnimationClock.default).schedule { completion(finished) }
        }
    }
}

/// Collects the property changes made inside a property animator's animation block.
final class ChangeRecorder {
    struct Change {
        let layer: Layer
        let property: AnimatableProperty
        let from: AnimationValue
        var to: AnimationValue
    }

    private(set) var changes: [Change] = []

    func record(_ layer: Layer, _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue) {
        if let i = changes.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            changes[i].to = to
        } else {
            changes.append(Change(layer: layer, property: property, from: from, to: to))
        }
    }
}
