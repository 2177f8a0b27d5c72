import Foundation

/// One problem the runtime noticed with a transition request or an animator: the request was
/// refused or ignored and state was kept, as UIKit does with a console warning.
public struct TransitionDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A present, dismiss, push, pop or tab switch was asked for while a transition ran.
        case transitionInProgress
        /// The controller to present is already presented, is the presenter, or is a child.
        case alreadyPresented
        /// The presenter already presents another controller.
        case alreadyPresenting
        /// The presenter's view is not in a window.
        case notInWindow
        /// `dismiss` with nothing presented and nothing to dismiss.
        case nothingToDismiss
        /// `popViewController` with only the root on the stack.
        case popRoot
        /// A push or stack change with a controller already on a stack or in another container,
        /// a pop to a controller not on the stack, or an empty stack.
        case invalidStack
        /// The animator did not call `completeTransition` within its duration plus
        /// ``TransitionDiagnostics/completionTimeout``.
        case completionTimedOut
        /// `completeTransition` was called again after the first call.
        case completedTwice
        /// A transition completed without the animator adding the "to" view to the container;
        /// the runtime added it.
        case toViewNotAdded
        /// A tab index out of range.
        case invalidTab
    }

    /// What went wrong.
    public let kind: Kind
    /// What happened, naming the controllers involved.
    public let message: String
    /// The window clock's time when it was reported, in seconds.
    public let time: TimeInterval

    /// The kind and the message, for people.
    public var description: String { "[\(kind)] \(message)" }
}

/// The diagnostics a window collected, oldest first (`window.transitionDiagnostics`).
///
/// ```swift
/// root.present(detail, animated: true)
/// root.present(other, animated: true)          // refused: a transition is running
/// #expect(window.transitionDiagnostics.kinds == [.transitionInProgress])
/// ```
@MainActor
public final class TransitionDiagnostics {
    /// Seconds of clock time, past the animator's duration, after which a transition whose
    /// animator has not called `completeTransition` is reported as ``TransitionDiagnostic/Kind/completionTimedOut``.
    /// The transition keeps running: the runtime never completes it on the animator's behalf.
    /// For interactive transitions the time counts from the end of the interaction.
    public static let completionTimeout: TimeInterval = 2

    /// Everything reported, oldest first.
    public private(set) var entries: [TransitionDiagnostic] = []
    /// Called with each new entry (for example to print it).
    public var onReport: ((TransitionDiagnostic) -> Void)?

    /// An empty record.
    public init() {}

    /// The kinds of all entries, oldest first.
    public var kinds: [TransitionDiagnostic.Kind] { entries.map(\.kind) }

    /// Forgets all entries.
    public func removeAll() { entries.removeAll() }

    package func report(_ kind: TransitionDiagnostic.Kind, _ message: String, time: TimeInterval) {
        let entry = TransitionDiagnostic(kind: kind, message: message, time: time)
        entries.append(entry)
        onReport?(entry)
    }
}
