import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

    @Test func readmeContentExampleSetsEachElementsContent() throws {
        let window = Window()
        let list = ViewController(), detail = ViewController()
        window.rootViewController = list
        let thumb = View(frame: CGRect(x: 16, y: 120, width: 160, height: 90))
        thumb.transitionID = "card"
        thumb.addSubview(View(frame: CGRect(x: 8, y: 8, width: 40, height: 40)))
        list.view.addSubview(thumb)
        let avatarThumb = View(frame: CGRect(x: 200, y: 120, width: 40, height: 40))
        avatarThumb.transitionID = "avatar"
        list.view.addSubview(avatarThumb)
        let detailCard = View(frame: CGRect(x: 0, y: 300, width: 390, height: 400))
        detailCard.transitionID = "card"
        detail.view.addSubview(detailCard)
        let profilePhoto = View(frame: CGRect(x: 0, y: 0, width: 390, height: 260))
        profilePhoto.transitionID = "avatar"
        detail.view.addSubview(profilePhoto)

        var card = SharedElementOptions()
        card.content = .relayout                       // the card's own layout at every size in between
        detailCard.sharedElementOptions = card
        var avatar = SharedElementOptions()
        avatar.content = .scaleToBounds(.fill, .top)   // never distorted; the top stays in view
        profilePhoto.sharedElementOptions = avatar

        let transition = SharedElementTransition()
        detail.transitionController.transition = transition
        list.present(detail, animated: true)
        #expect(transition.lastPlan?.pairs.map(\.content) == [.relayout, .scaleToBounds(.fill, .top)])
        window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
