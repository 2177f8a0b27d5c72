import Foundation

// MARK: - Bar choreography

extension NavigationController {
    /// Seconds the bar takes to hide or show (`UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// Shows or hides the navigation bar, sliding it up out of view or back down when animated.
    func animateNavigationBar(hidden: Bool, animated: Bool) {
        let bar = navigationBar
        let offset = AffineTransform(translationX: 0, y: -bar.frame.maxY)
        guard animated, view.window != nil else {
            bar.isHidden = hidden
            return
        }
        if hidden {
            View.animate(withDuration: NavigationController.hideShowBarDuration, animations: { bar.transform = offset }, completion: { _ in
                guard self.isNavigationBarHidden else { return }
                bar.isHidden = true
                View.performWithoutAnimation { bar.transform = .identity }
            })
        } else {
            View.performWithoutAnimation { bar.transform = offset }
            bar.isHidden = false
            View.animate(withDuration: NavigationController.hideShowBarDuration, animations: { bar.transform = .identity })
        }
    }

    /// Runs the bar's part of a push or pop alongside `context`, as UIKit choreographs it: on a
    /// push the old title travels onto the new back button's title and cross-fades into it while
    /// the new title comes in from the right, fading in over the last seven tenths; on a pop the
    /// back button's title travels to the middle and becomes the title while the old title
    /// leaves to the right, fading out over the first seven tenths. A back button that
    /// appears or goes fades; the chevron stays put. A tab bar that the new stack hides slides out
    /// with the old screen, and one it shows again slides back in with the new screen.
    func animateBarAndTabBar(
        for context: ContainerTransitionContext, operation: Operation, from oldStack: [ViewController], to newStack: [ViewController]
    ) {
        // An interaction controller that scrubs by progress holds the bars' animations with the
        // transition's (they follow the finger, as UIKit's do); with another, the bar changes
        // at the transition's end.
        guard context.isAnimated, context.interactor == nil || context.interactor is ScrubsAlongsideAnimations, isViewLoaded else { return }
        let duration = context.duration
        let bar = navigationBar
        context.alongsideLayers.append(bar.layer)
        if let tabs = tabBarController, tabs.selectedViewController === self, tabs.isViewLoaded {
            context.alongsideLayers.append(tabs.tabBar.layer)
        }
        let width = bar.bounds.width
        let push = operation != .pop
        bar.layoutIfNeeded()

        // Copies of what was shown, exactly as drawn, to travel and fade out.
        let outgoingTitle = Self.copy(of: bar.titleLabel, in: bar)
        let backWasVisible = !bar.backButton.isHidden
        let oldBackText = Self.textMinX(of: bar.backLabel, in: bar)
        let oldTitleText = Self.textMinX(of: bar.titleLabel, in: bar)
        let outgoingBack = backWasVisible ? Self.copy(of: bar.backLabel, in: bar) : nil
        View.performWithoutAnimation {
            bar.addSubview(outgoingTitle)
            if let outgoingBack { bar.addSubview(outgoingBack) }
            bar.show(stack: newStack)
            bar.layoutIfNeeded()
        }
        let backIsVisible = !bar.backButton.isHidden
        let newTitleText = Self.textMinX(of: bar.titleLabel, in: bar)
        let newBackText = Self.textMinX(of: bar.backLabel, in: bar)
        func shift(_ dx: CGFloat) -> AffineTransform { AffineTransform(translationX: dx.isFinite ? dx : 0, y: 0) }

        var backLabelStart = AffineTransform.identity
        var outgoingTitleEnd = AffineTransform.identity, outgoingBackEnd = AffineTransform.identity
        View.performWithoutAnimation {
            bar.titleLabel.alpha = 0
            bar.backLabel.alpha = 0
            if push {
                // The old title becomes the back button's title; the new title comes from the right.
                outgoingTitleEnd = shift(newBackText - oldTitleText)
                backLabelStart = shift(oldTitleText - newBackText)
                bar.titleLabel.transform = shift(width / 4)
                outgoingBackEnd = shift(-width / 4)
            } else {
                // The back button's title becomes the title; the old title leaves to the right.
                outgoingTitleEnd = shift(width / 4)
                bar.titleLabel.transform = shift(oldBackText - newTitleText)
                outgoingBackEnd = shift(newTitleText - oldBackText)
                backLabelStart = shift(-width / 4)
            }
            bar.backLabel.transform = backLabelStart
            // The chevron stays where it is when the back button stays; it fades in or out otherwise.
            bar.backChevron.alpha = backWasVisible ? 1 : 0
            if backWasVisible && !backIsVisible {
                // Going back to the root: the chevron fades out where it is.
                bar.backButton.isHidden = false
                bar.backLabel.isHidden = true
            }
        }
        // The title that travels alone (the new one coming in from the right on a push, the old
        // one leaving to the right on a pop) fades over part of the move only: in over the last
        // seven tenths, out over the first, so it never shows over the other title as the two
        // pass (a long new title meets the old one, still on its way to the back button, early
        // in a push). The titles that become each other cross-fade over the whole move.
        let lone = push ? bar.titleLabel : outgoingTitle
        View.animateKeyframes(withDuration: duration, animations: {
            View.addKeyframe(withRelativeStartTime: push ? 0.3 : 0, relativeDuration: 0.7) { lone.alpha = push ? 1 : 0 }
        })
        View.animate(withDuration: duration, animations: {
            if push { outgoingTitle.alpha = 0 }
            outgoingTitle.transform = outgoingTitleEnd
            outgoingBack?.alpha = 0
            outgoingBack?.transform = outgoingBackEnd
            if !push { bar.titleLabel.alpha = 1 }
            bar.titleLabel.transform = .identity
            bar.backLabel.alpha = 1
            bar.backLabel.transform = .identity
            bar.backChevron.alpha = backIsVisible ? 1 : 0
        }, completion: { _ in
            outgoingTitle.removeFromSuperview()
            outgoingBack?.removeFromSuperview()
            View.performWithoutAnimation {
                bar.backLabel.isHidden = false
                bar.backChevron.alpha = 1
                // A cancelled interaction that has played the bar back ends its animations before
                // the transition ends (its elements may still be flying back): the bar shows the
                // stack it goes back to, not the one the transition would have led to.
                bar.show(stack: context.transitionWasCancelled ? oldStack : self.viewControllers)
                bar.layoutIfNeeded()
            }
        })
        context.endHooks.append {
            outgoingTitle.removeFromSuperview()
            outgoingBack?.removeFromSuperview()
        }
        animateTabBar(for: context, from: oldStack, to: newStack, duration: duration)
    }

    /// A label drawn like `label` (text, font, colour, alignment) at its place in `bar`.
    private static func copy(of label: Label, in bar: View) -> Label {
        let copy = Label(frame: label.convert(label.bounds, to: bar))
        copy.text = label.text
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        copy.isUserInteractionEnabled = false
        return copy
    }

    /// Where `label`'s text starts, in `bar`'s coordinates (by its alignment in its bounds).
    private static func textMinX(of label: Label, in bar: View) -> CGFloat {
        let width = min(label.intrinsicContentSize.width, label.bounds.width)
        let x = label.textAlignment.offset(lineWidth: width, in: label.bounds.width)
        return label.convert(CGPoint(x: x, y: 0), to: bar).x
    }

    private func animateTabBar(for context: ContainerTransitionContext, from oldStack: [ViewController], to newStack: [ViewController], duration: TimeInterval) {
        guard let tabs = tabBarController, tabs.selectedViewController === self, tabs.isViewLoaded else { return }
        let bar = tabs.tabBar
        let wasHidden = tabs.wantsTabBarHidden(for: oldStack), willHide = tabs.wantsTabBarHidden(for: newStack)
        guard wasHidden != willHide else { return }
        let width = bar.bounds.width
        if willHide {
            View.animate(withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
                bar.transform = AffineTransform(translationX: -width, y: 0)
            })
        } else {
            View.performWithoutAnimation {
                bar.isHidden = false
                bar.transform = AffineTransform(translationX: -width / 3, y: 0)
            }
            View.animate(withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
                bar.transform = .identity
            })
        }
    }
}
