import Foundation

// MARK: - Modal presentation

extension ViewController {
    /// The controller presented by this one (or by the container it is in).
    public var presentedViewController: ViewController? { presentationContext.presentedStorage }
    /// The controller that presented this one (or the container it is in).
    public var presentingViewController: ViewController? { presentationContext.presentingStorage }
    /// The presentation controller managing this controller's presentation, while presented.
    public var presentationController: PresentationController? { presentationContext.presentationControllerStorage }

    /// Presents `viewController` over this controller's screen.
    ///
    /// The presentation is made by the top of this controller's parent chain. The animator comes
    /// from the presented controller's `transitioningDelegate` (`animated: false` uses none).
    /// `completion` runs after the presentation ends. Refused with a diagnostic, state kept and
    /// `completion` not called: while a transition runs, when `viewController` is already
    /// presented or is a child, when the presenter already presents, or when this controller's
    /// view is not in a window.
    ///
    /// ```swift
    /// detail.modalPresentationStyle = .overFullScreen
    /// detail.transitioningDelegate = manager
    /// list.present(detail, animated: true)
    /// ```
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        let vc = viewController
        if let current = presenter.presentedStorage {
            return report(.alreadyPresenting, "cannot present \(vc.debugName): \(presenter.debugName) already presents \(current.debugName)")
        }
        guard let window = viewIfLoaded?.window else {
            return report(.notInWindow, "cannot present \(vc.debugName) from \(debugName): its view is not in a window")
        }
        guard window.runningTransition == nil else {
            return report(.transitionInProgress, "cannot present \(vc.debugName) from \(debugName) while a transition is running")
        }
        guard vc !== presenter, vc.presentingStorage == nil, vc.parent == nil, vc.viewIfLoaded?.window == nil else {
            return report(.alreadyPresented, "cannot present \(vc.debugName): it is already presented, on screen or a child")
        }

        let pc = makePresentationController(for: vc, presenter: presenter)
        presentationTransition(of: vc, over: presenter, managedBy: pc, in: window, animated: animated, completion: completion).run()
    }

    /// The presentation controller for presenting `vc` over `presenter` from `self`, by style.
    private func makePresentationController(for vc: ViewController, presenter: ViewController) -> PresentationController {
        switch vc.modalPresentationStyle {
        case .custom:
            vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: presenter, source: self)
                ?? PresentationController(presentedViewController: vc, presenting: presenter)
        case .overFullScreen: PresentationController(presentedViewController: vc, presenting: presenter)
        case .fullScreen: FullScreenPresentationController(presentedViewController: vc, presenting: presenter)
        }
    }

    /// The presentation of `vc` over `presenter` (requested by `self`), in a new container view.
    private func presentationTransition(
        of vc: ViewController, over presenter: ViewController, managedBy pc: PresentationController, in window: Window,
        animated: Bool, completion: (() -> Void)?
    ) -> ContainerTransition {
        let delegate = vc.transitioningDelegate
        let presentedView: View = vc.view
        let presenterView: View = presenter.view
        let container = PresentationContainerView(frame: window.bounds)
        var presenterHome: (superview: View, index: Int) = (window, 0)
        var removes = false
        var transition = ContainerTransition(
            name: "presentation of \(vc.debugName) over \(presenter.debugName)", window: window, containerView: container,
            isAnimated: animated, presentationStyle: vc.modalPresentationStyle, savedViews: [presenterView, presentedView],
            prepare: {
                // Where the presenter's view lives, before an animator moves it into the container.
                presenterHome = presenterView.superview.map { home in
                    (home, home.subviews.firstIndex { $0 === presenterView } ?? 0)
                } ?? (window, 0)
                vc.linkPresentation(over: presenter, managedBy: pc, in: container, window: window)
                removes = pc.shouldRemovePresentersView
                let who = Self.presentationParticipants(of: vc, over: presenter, managedBy: pc, in: container, removes: removes)
                if removes {
                    // UIKit hands the animator a container that already holds the "from" view
                    // of a full-screen presentation, where it stays until the presentation ends.
                    if let home = presenterView.superview { presenterView.center = home.convert(presenterView.center, to: container) }
                    container.insertSubview(presenterView, at: 0)
                }
                return who
            },
            controllers: {
                let animator = animated
                    ? delegate?.animationController(forPresented: vc, presenting: presenter, source: self) ?? CoverVerticalAnimator()
                    : ImmediateAnimator()
                return (animator, animated ? delegate?.interactionControllerForPresentation(using: animator) : nil)
            },
            outcome: { completed, context in
                vc.isBeingPresented = false
                guard completed else {
                    container.removeFromSuperview()
                    return vc.unlinkPresentation(from: presenter)
                }
                context.placeInContainer(presentedView, described: "the presented view")
                if removes {
                    presenter.detachedHome = presenterHome
                    presenterView.removeFromSuperview()
                } else if presenterView.superview !== presenterHome.superview {
                    presenterHome.superview.insertSubview(presenterView, at: presenterHome.index)
                }
            })
        transition.willStart = { _ in pc.presentationTransitionWillBegin() }
        transition.ended = { completed in
            pc.presentationTransitionDidEnd(completed)
            if completed { completion?() }
        }
        return transition
    }

    /// Dismisses the controller this one presents, or else this controller (or the container
    /// it is in) if it is presented.
    ///
    /// Controllers presented above the one dismissed are dismissed first, without animation.
    /// With nothing to dismiss this is a no-op reported as a diagnostic (`completion` still
    /// runs); while a transition runs it is refused (`completion` does not run).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let presented: ViewController
        if let p = context.presentedStorage {
            presented = p
        } else if context.presentingStorage != nil {
            presented = context
        } else {
            report(.nothingToDismiss, "\(debugName) has nothing to dismiss: it neither presents nor is presented")
            completion?()
            return
        }
        guard let presenter = presented.presentingStorage,
              let window = presented.hostWindow else {
            report(.notInWindow, "cannot dismiss \(presented.debugName): it is not in a window")
            return
        }
        guard window.runningTransition == nil else {
            return report(.transitionInProgress, "cannot dismiss \(presented.debugName) while a transition is running")
        }
        if let above = presented.presentedStorage {
            above.presentationContext.dismiss(animated: false)
        }
        presented.performDismissal(from: presenter, in: window, animated: animated, completion: completion)
    }

    /// Runs the dismissal of `self` (a presented controller) back to `presenter`.
    private func performDismissal(from presenter: ViewController, in window: Window, animated: Bool, completion: (() -> Void)?) {
        let vc = self
        let pc = presentationControllerStorage ?? FullScreenPresentationController(presentedViewController: vc, presenting: presenter)
        let container: View = presentationContainer ?? window
        let removes = pc.shouldRemovePresentersView
        let presentedView: View = vc.view
        let presenterView: View = presenter.view
        let delegate = vc.transitioningDelegate
        var transition = ContainerTransition(
            name: "dismissal of \(vc.debugName) from \(presenter.debugName)", window: window, containerView: container,
            isAnimated: animated, presentationStyle: vc.modalPresentationStyle, savedViews: [presenterView, presentedView],
            prepare: {
                if removes, presenterView.superview == nil, let home = presenter.detachedHome {
                    // The screen underneath comes back inside the container, below the
                    // presented view, so the animator can move it as in the presentation.
                    if container !== window, presentedView.superview === container {
                        container.insertSubview(presenterView, belowSubview: presentedView)
                    } else {
                        home.superview.insertSubview(presenterView, at: home.index)
                    }
                }
                vc.isBeingDismissed = true
                return Self.dismissalParticipants(of: vc, from: presenter, in: container, removes: removes)
            },
            controllers: {
                let animator = animated ? delegate?.animationController(forDismissed: vc) ?? CoverVerticalAnimator() : ImmediateAnimator()
                return (animator, animated ? delegate?.interactionControllerForDismissal(using: animator) : nil)
            },
            outcome: { completed, _ in
                vc.isBeingDismissed = false
                guard completed else { return }
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                if removes, let home = presenter.detachedHome, presenterView.superview !== home.superview {
                    home.superview.insertSubview(presenterView, at: home.index)
                }
                presenter.detachedHome = nil
                vc.unlinkPresentation(from: presenter)
            })
        transition.willStart = { _ in pc.dismissalTransitionWillBegin() }
        transition.ended = { completed in
            pc.dismissalTransitionDidEnd(completed)
            if completed { completion?() }
        }
        transition.run()
    }
}

// MARK: - Presentation links and participants

extension ViewController {
    /// Puts `container` in `window` and links `self` (being presented) to `presenter` and `pc`.
    fileprivate func linkPresentation(
        over presenter: ViewController, managedBy pc: PresentationController, in container: PresentationContainerView,
        window: Window
    ) {
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = pc
        window.addSubview(container)
        pc.containerView = container
        pc.presentingViewController = presenter
        presenter.presentedStorage = self
        presentingStorage = presenter
        presentationControllerStorage = pc
        presentationContainer = container
        isBeingPresented = true
    }

    /// Ends the links between `self` (presented) and `presenter`: after a dismissal, or a
    /// cancelled presentation.
    fileprivate func unlinkPresentation(from presenter: ViewController) {
        presenter.presentedStorage = nil
        presentingStorage = nil
        presentationControllerStorage = nil
        presentationContainer = nil
    }

    /// The participants of presenting `vc` over `presenter`; puts the presented view at its
    /// final frame.
    fileprivate static func presentationParticipants(
        of vc: ViewController, over presenter: ViewController, managedBy pc: PresentationController, in container: View,
        removes: Bool
    ) -> ContainerTransition.Participants {
        let presentedView: View = vc.view
        let presenterView: View = presenter.view
        let finalFrame = pc.frameOfPresentedViewInContainerView
        presentedView.frame = finalFrame
        var who = ContainerTransition.Participants(from: presenter, to: vc)
        who.fromView = removes ? presenterView : nil
        who.toView = presentedView
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        who.initialFrames = [ObjectIdentifier(presenter): presenterFrame]
        who.finalFrames = [ObjectIdentifier(presenter): removes ? .zero : presenterFrame, ObjectIdentifier(vc): finalFrame]
        who.appearing = vc
        who.disappearing = removes ? presenter : nil
        return who
    }

    /// The participants of dismissing `vc` back to `presenter`.
    fileprivate static func dismissalParticipants(
        of vc: ViewController, from presenter: ViewController, in container: View, removes: Bool
    ) -> ContainerTransition.Participants {
        let presentedView: View = vc.view
        let presenterView: View = presenter.view
        var who = ContainerTransition.Participants(from: vc, to: presenter)
        who.fromView = presentedView
        who.toView = removes ? presenterView : nil
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        who.initialFrames = [ObjectIdentifier(vc): presentedView.frame,
                             ObjectIdentifier(presenter): removes ? .zero : presenterFrame]
        who.finalFrames = [ObjectIdentifier(presenter): presenterFrame]
        who.appearing = removes ? presenter : nil
        who.disappearing = vc
        return who
    }
}
