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

        let delegate = vc.transitioningDelegate
        let style = vc.modalPresentationStyle
        let pc: PresentationController = switch style {
        case .custom:
            delegate?.presentationController(forPresented: vc, presenting: presenter, source: self)
                ?? PresentationController(presentedViewController: vc, presenting: presenter)
        case .overFullScreen: PresentationController(presentedViewController: vc, presenting: presenter)
        case .fullScreen: FullScreenPresentationController(presentedViewController: vc, presenting: presenter)
        }
        let presentedView: View = vc.view
        let presenterView: View = presenter.view
        let saved = [SavedViewState(presenterView), SavedViewState(presentedView)]
        // Where the presenter's view lives, before an animator moves it into the container.
        let presenterHome: (superview: View, index: Int) = presenterView.superview.map { home in
            (home, home.subviews.firstIndex { $0 === presenterView } ?? 0)
        } ?? (window, 0)

        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = pc
        window.addSubview(container)
        pc.containerView = container
        pc.presentingViewController = presenter
        presenter.presentedStorage = vc
        vc.presentingStorage = presenter
        vc.presentationControllerStorage = pc
        vc.presentationContainer = container
        vc.isBeingPresented = true

        let removes = pc.shouldRemovePresentersView
        let finalFrame = pc.frameOfPresentedViewInContainerView
        presentedView.frame = finalFrame
        var who = ContainerTransitionContext.Participants(from: presenter, to: vc)
        who.fromView = removes ? presenterView : nil
        who.toView = presentedView
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        who.initialFrames = [ObjectIdentifier(presenter): presenterFrame]
        who.finalFrames = [ObjectIdentifier(presenter): removes ? .zero : presenterFrame, ObjectIdentifier(vc): finalFrame]
        who.appearing = vc
        who.disappearing = removes ? presenter : nil

        let animator = animated
            ? delegate?.animationController(forPresented: vc, presenting: presenter, source: self) ?? CoverVerticalAnimator()
            : ImmediateAnimator()
        let interactor = animated ? delegate?.interactionControllerForPresentation(using: animator) : nil
        let context = ContainerTransitionContext(
            name: "presentation of \(vc.debugName) over \(presenter.debugName)", window: window, containerView: container,
            participants: who, animator: animator, interactor: interactor, isAnimated: animated,
            presentationStyle: style, saved: saved)
        context.applyOutcome = { completed in
            vc.isBeingPresented = false
            if completed {
                if presentedView.superview !== container {
                    context.report(.toViewNotAdded, "the animator of the \(context.name) did not add the presented view to the container")
                    container.addSubview(presentedView)
                }
                if removes {
                    presenter.detachedHome = presenterHome
                    presenterView.removeFromSuperview()
                } else if presenterView.superview !== presenterHome.superview {
                    presenterHome.superview.insertSubview(presenterView, at: presenterHome.index)
                }
            } else {
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationControllerStorage = nil
                vc.presentationContainer = nil
            }
        }
        context.afterOutcome = { completed in
            pc.presentationTransitionDidEnd(completed)
            if completed { completion?() }
        }
        pc.presentationTransitionWillBegin()
        context.start()
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
        let saved = [SavedViewState(presenterView), SavedViewState(presentedView)]
        if removes, presenterView.superview == nil, let home = presenter.detachedHome {
            home.superview.insertSubview(presenterView, at: home.index)
        }
        vc.isBeingDismissed = true

        var who = ContainerTransitionContext.Participants(from: vc, to: presenter)
        who.fromView = presentedView
        who.toView = removes ? presenterView : nil
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        who.initialFrames = [ObjectIdentifier(vc): presentedView.frame,
                             ObjectIdentifier(presenter): removes ? .zero : presenterFrame]
        who.finalFrames = [ObjectIdentifier(presenter): presenterFrame]
        who.appearing = removes ? presenter : nil
        who.disappearing = vc

        let delegate = vc.transitioningDelegate
        let animator = animated ? delegate?.animationController(forDismissed: vc) ?? CoverVerticalAnimator() : ImmediateAnimator()
        let interactor = animated ? delegate?.interactionControllerForDismissal(using: animator) : nil
        let context = ContainerTransitionContext(
            name: "dismissal of \(vc.debugName) from \(presenter.debugName)", window: window, containerView: container,
            participants: who, animator: animator, interactor: interactor, isAnimated: animated,
            presentationStyle: vc.modalPresentationStyle, saved: saved)
        context.applyOutcome = { completed in
            vc.isBeingDismissed = false
            guard completed else { return }
            presentedView.removeFromSuperview()
            container.removeFromSuperview()
            if removes, let home = presenter.detachedHome, presenterView.superview !== home.superview {
                home.superview.insertSubview(presenterView, at: home.index)
            }
            presenter.detachedHome = nil
            presenter.presentedStorage = nil
            vc.presentingStorage = nil
            vc.presentationControllerStorage = nil
            vc.presentationContainer = nil
        }
        context.afterOutcome = { completed in
            pc.dismissalTransitionDidEnd(completed)
            if completed { completion?() }
        }
        pc.dismissalTransitionWillBegin()
        context.start()
    }
}
