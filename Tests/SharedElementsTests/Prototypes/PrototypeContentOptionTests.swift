import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The prototype format's `content` and `autoresizing` keys: read into the options and views,
/// and refused with a key path when wrong.
@Suite struct PrototypeContentOptionTests {
    static func card(_ sharedElement: String) -> String {
        ##"{ "children": [ { "frame": [0, 0, 40, 40], "transitionID": "c", "sharedElement": \##(sharedElement) } ] }"##
    }

    @Test func contentReadsEveryForm() throws {
        let forms: [(String, SharedElementOptions.Content)] = [
            (##""stretch""##, .stretch), (##""relayout""##, .relayout), (##""automatic""##, .automatic),
            (##"{ "scaleToBounds": "fill" }"##, .scaleToBounds(.fill, .center)),
            (##"{ "scaleToBounds": "fit", "alignment": "topLeading" }"##, .scaleToBounds(.fit, .topLeading)),
        ]
        for (json, content) in forms {
            let doc = prototypeJSON(back: Self.card(##"{ "content": \##(json) }"##),
                                    transition: ##"{ "sharedElements": { "content": \##(json) } }"##)
            let prototype = try TransitionPrototype(data: Data(doc.utf8))
            guard case .sharedElements(let options) = prototype.transition else { Issue.record("not shared elements"); continue }
            #expect(options.content == content, "\(json)")
            #expect(prototype.back.children.first?.sharedElement?.content == content, "\(json)")
        }
    }

    @Test func contentMistakesNameTheirKeyPath() {
        let cases: [(String, String)] = [
            (##""stretched""##, ##"screens.back.children[0].sharedElement.content: expected "automatic", "stretch", "relayout" or {"scaleToBounds": scale, "alignment": name}, got "stretched"; did you mean "stretch"?"##),
            (##""scaleToBounds""##, ##"screens.back.children[0].sharedElement.content: expected "automatic", "stretch", "relayout" or {"scaleToBounds": scale, "alignment": name}, got "scaleToBounds"; did you mean {"scaleToBounds": scale, "alignment": name}?"##),
            (##"{ "scaleToBounds": "crop" }"##, ##"screens.back.children[0].sharedElement.content.scaleToBounds: expected one of fit, fill, fillWidth, fillHeight, none, got "crop""##),
            (##"{ "scaleToBounds": "fit", "alignment": "middle" }"##, ##"screens.back.children[0].sharedElement.content.alignment: expected one of center, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, got "middle""##),
            (##"{ "alignment": "top" }"##, "screens.back.children[0].sharedElement.content.scaleToBounds: missing"),
            ("3", ##"screens.back.children[0].sharedElement.content: expected "automatic", "stretch", "relayout" or {"scaleToBounds": scale, "alignment": name}, got a number"##),
        ]
        for (json, message) in cases {
            let doc = prototypeJSON(back: Self.card(##"{ "content": \##(json) }"##))
            #expect(prototypeFailure(doc) == message, "\(json)")
        }
    }

    @Test func autoresizingReadsUIKitsNames() throws {
        let back = ##"{ "children": [ { "frame": [0, 0, 40, 40], "autoresizing": ["flexibleWidth", "flexibleTopMargin"] } ] }"##
        let prototype = try TransitionPrototype(data: Data(prototypeJSON(back: back).utf8))
        #expect(prototype.back.children.first?.autoresizing == [.flexibleWidth, .flexibleTopMargin])
        let wrong = ##"{ "children": [ { "frame": [0, 0, 40, 40], "autoresizing": ["flexibleWidht"] } ] }"##
        #expect(prototypeFailure(prototypeJSON(back: wrong))?.hasPrefix("screens.back.children[0].autoresizing[0]: expected one of") == true)
        let notArray = ##"{ "children": [ { "frame": [0, 0, 40, 40], "autoresizing": "flexibleWidth" } ] }"##
        #expect(prototypeFailure(prototypeJSON(back: notArray))?.hasPrefix("screens.back.children[0].autoresizing: expected an array") == true)
    }
}
