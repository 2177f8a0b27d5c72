import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct ViewLayoutTests {
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func flexibleSizeFollowsTheSuperview() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let child = View(frame: parent.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 500)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 50, y: 10, width: 100, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(child.frame == CGRect(x: 100, y: 110, width: 100, height: 20))
    }

    @Test func fixedChildKeepsItsFrame() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 50, y: 10, width: 100, height: 20))
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(child.frame == CGRect(x: 50, y: 10, width: 100, height: 20))
    }

    @Test func layoutRunsOncePerRequest() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(v.layouts == 1)
        v.setNeedsLayout()
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == 2)
        v.frame.size = CGSize(width: 20, height: 20)
        v.layoutIfNeeded()
        #expect(v.layouts == 3)
    }

    @Test func windowRenderRunsPendingLayout() throws {
        let window = Window(size: CGSize(width: 40, height: 30), scale: 1)
        let v = CountingView(frame: window.bounds)
        window.addSubview(v)
        _ = try window.render()
        #expect(v.layouts == 1)
    }

    @Test func controllerHearsItsViewsLayout() {
        final class VC: ViewController {
            var calls: [String] = []
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() { calls.append("did") }
        }
        let vc = VC()
        vc.view.layoutIfNeeded()
        #expect(vc.calls == ["will", "did"])
    }

    @Test func controllerViewFollowsWindowSize() {
        let window = Window(size: CGSize(width: 300, height: 600))
        let vc = ViewController()
        window.rootViewController = vc
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        window.frame.size = CGSize(width: 600, height: 300)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 600, height: 300))
    }
}
