import Foundation

// MARK: - Following a gesture

extension SharedElementTransition: TransitionWithInteraction {
    public func interactionDidChange(_ sample: TransitionInteractionSample, with context: TransitionContext) {
        guard context === self.context else { return }
        heldSample = sample
        driver?.follow(sample)
    }

    public func interactionDidEnd(_ sample: TransitionInteractionSample, completing: Bool, with context: TransitionContext) {
        guard context === self.context else { return }
        heldSample = nil
        guard let driver, let window = context.containerView.window else {
            pendingRelease = (sample, completing)
            return
        }
        driver.release(completing: completing, velocity: sample.velocity,
                       spring: releaseSpring.speeded(by: sample.completionSpeed), at: window.clock.now)
        window.clock.register(driver)
    }

    public func interactionDidCatch(with context: TransitionContext) -> CGFloat {
        guard context === self.context else { return 0 }
        if let pending = pendingRelease {
            pendingRelease = nil
            heldSample = pending.sample
            return pending.sample.progress
        }
        guard let driver, let window = context.containerView.window else { return heldSample?.progress ?? 0 }
        return driver.hold(at: window.clock.now)
    }
}

// MARK: - Turning round

extension SharedElementTransition: TransitionWithRetargeting {
    public func retargetToStart(with context: TransitionContext) -> Bool {
        guard context === self.context, let driver, let window = context.containerView.window,
              driver.retarget(at: window.clock.now, spring: releaseSpring) else { return false }
        window.clock.register(driver)
        return true
    }
}
