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
    package var frames: [TransactionFrame] = []

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

    /// Whether a transaction is open on this thread.
    @inline(__always)
    package static var isOpen: Bool { current.map { !$0.frames.isEmpty } ?? false }

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
