import Foundation

// MARK: - The default clock

extension AnimationClock {
    private static let storage = DefaultStorage()

    @TaskLocal private static var override: AnimationClock?

    /// The clock of layers that have none in their tree, and of the class-level API that takes
    /// no clock (`View.animate`). Replaceable: set it once for the process, or scope a
    /// replacement to a task with ``withDefault(_:operation:)`` (what tests do, so tests running
    /// in parallel do not share time).
    public static var `default`: AnimationClock {
        get { override ?? storage.clock }
        set { storage.clock = newValue }
    }

    /// Runs `operation` with `clock` as ``default`` for this task and the tasks it creates.
    ///
    /// ```swift
    /// let clock = AnimationClock()
    /// AnimationClock.withDefault(clock) {
    ///     Transaction.animate(duration: 0.3) { layer.opacity = 0 }
    ///     clock.advance(by: 0.3)
    /// }
    /// ```
    public static func withDefault<R>(_ clock: AnimationClock, operation: () throws -> R) rethrows -> R {
        try $override.withValue(clock, operation: operation)
    }

    /// ``withDefault(_:operation:)`` for asynchronous work.
    public static func withDefault<R>(
        _ clock: AnimationClock, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await $override.withValue(clock, operation: operation, isolation: isolation)
    }
}

private final class DefaultStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var value = AnimationClock()

    var clock: AnimationClock {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}
