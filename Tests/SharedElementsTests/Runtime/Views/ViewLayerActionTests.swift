import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A view's own layer does not animate implicitly inside a plain transaction, as UIKit disables
/// its actions outside animation blocks; standalone layers still do, and block animations
/// animate both.
@MainActor
@Suite struct ViewLayerActionTests {
    let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let standalone = Layer()

    init() {
        window.addSubview(view)
        standalone.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(standalone)
    }

    @Test func aViewsLayerChangesAtOnceInsideAPlainTransaction() {
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        view.layer.position = CGPoint(x: 100, y: 100)
        view.layer.opacity = 0.5
        standalone.opacity = 0
        Transaction.commit()
        #expect(view.layer.animationKeys().isEmpty)
        #expect(view.layer.presentation()!.position == CGPoint(x: 100, y: 100))
        #expect(standalone.animationKeys() == ["opacity"], "a standalone layer keeps its implicit animation")
        window.clock.advance(by: 0.5)
        #expect(standalone.presentation()!.opacity > 0 && standalone.presentation()!.opacity < 1)
    }

    /// The usual idiom: set the model value in a transaction and add the explicit animation,
    /// which is then the only one.
    @Test func theModelAndExplicitAnimationIdiomRunsOneAnimation() {
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        let fade = LayerAnimation.basic(.opacity, from: 1.0, to: 0.0, duration: 0.4)
        view.layer.opacity = 0
        view.layer.add(fade, forKey: "fade")
        Transaction.commit()
        #expect(view.layer.animationKeys() == ["fade"])
        window.clock.advance(by: 0.2)
        #expect(isClose(Double(view.layer.presentation()!.opacity), 0.5, abs: 1e-6), "linear, as Core Animation's default")
        window.clock.advance(by: 0.25)
        #expect(done)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test func blockAnimationsStillAnimateAViewsLayer() {
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            Transaction.begin()   // a plain transaction inside the block does not turn it off
            view.layer.cornerRadius = 10
            Transaction.commit()
            view.alpha = 0
        })
        window.clock.advance(by: 0.5)
        #expect(isClose(Double(view.layer.presentation()!.cornerRadius), 5, abs: 1e-6))
        #expect(isClose(Double(view.layer.presentation()!.opacity), 0.5, abs: 1e-6))
    }
}
