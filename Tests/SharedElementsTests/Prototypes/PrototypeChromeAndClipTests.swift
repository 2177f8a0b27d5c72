import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The prototype format's `chrome` view key and the `fliesAboveChrome` and `keepsAncestorClip`
/// options: read into the views and options, and refused with a key path when wrong.
@Suite struct PrototypeChromeAndClipTests {
    @Test func optionsAndChromeRead() throws {
        let back = ##"{ "children": [ { "frame": [0, 0, 40, 40], "chrome": true }, { "frame": [0, 50, 40, 40], "transitionID": "c", "sharedElement": { "fliesAboveChrome": true, "keepsAncestorClip": false } } ] }"##
        let doc = prototypeJSON(back: back, transition: ##"{ "sharedElements": { "fliesAboveChrome": true, "keepsAncestorClip": false } }"##)
        let prototype = try TransitionPrototype(data: Data(doc.utf8))
        #expect(prototype.back.children[0].isChrome && !prototype.back.children[1].isChrome)
        let own = try #require(prototype.back.children[1].sharedElement)
        #expect(own.fliesAboveChrome == true && own.keepsAncestorClip == false)
        let applied = own.applied(to: SharedElementOptions())
        #expect(applied.fliesAboveChrome && !applied.keepsAncestorClip)
        guard case .sharedElements(let options) = prototype.transition else { Issue.record("not shared elements"); return }
        #expect(options.fliesAboveChrome && !options.keepsAncestorClip)
    }

    @Test func mistakesNameTheirKeyPath() {
        #expect(prototypeFailure(prototypeJSON(back: ##"{ "children": [ { "frame": [0, 0, 4, 4], "chrome": "yes" } ] }"##))
                == "screens.back.children[0].chrome: expected a boolean, got a string")
        #expect(prototypeFailure(prototypeJSON(back: ##"{ "chrome": true }"##))?.hasPrefix("screens.back.chrome:") == true)
        #expect(prototypeFailure(prototypeJSON(transition: ##"{ "sharedElements": { "keepsAncestorClip": 1 } }"##))
                == "transition.sharedElements.keepsAncestorClip: expected a boolean, got a number")
    }
}
