import Foundation
import Testing
import SharedElements

@MainActor
@Suite struct SharedElementReadmeTests {
    @Test func readmeExampleFliesThePhotoAndRestoresEverything() throws {
        let window = Window()
        let list = ViewController()
        let detail = ViewController()
        window.rootViewController = list

        let thumbnail = View(frame: CGRect(x: 16, y: 120, width: 80, height: 80))
        thumbnail.transitionID = "photo"
        thumbnail.layer.cornerRadius = 12
        list.view.addSubview(thumbnail)

        let photo = View(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        photo.transitionID = "photo"
        detail.view.addSubview(photo)

        let transition = SharedElementTransition()
        detail.transitionController.transition = transition
        list.present(detail, animated: true)

        let plan = transition.lastPlan
        #expect(plan?.pairs.count == 1)
        #expect(plan?.timelineJSON().contains("\"photo\"") == true)
        #expect(thumbnail.isHidden && photo.isHidden)
        window.clock.advance(by: 0.5)
        #expect(list.presentedViewController === detail)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!thumbnail.isHidden && !photo.isHidden && thumbnail.layer.cornerRadius == 12)
    }
}
