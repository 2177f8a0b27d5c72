import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A presented fore screen that lets the back screen show through (a card over a clear
/// background) is presented over full screen, so the back screen stays, dimmed, once it is up.
@MainActor
@Suite struct PrototypeOverlayTests {
    /// A white back screen with a blue button that grows into a card on a fore screen of
    /// `foreBackground` (none: clear), dimming the back screen with 50% black.
    func document(foreBackground: String? = nil, style: String? = nil) -> String {
        let background = foreBackground.map { ##""backgroundColor": "\##($0)","## } ?? ""
        let key = style.map { #""modalPresentationStyle": "\#($0)","# } ?? ""
        return ##"""
        { "size": [200, 400], "fps": 20, "direction": "forward", "hold": 0.1, \##(key)
          "screens": {
            "back": { "backgroundColor": "#FFFFFF", "children": [
              { "frame": [150, 340, 40, 40], "backgroundColor": "#007AFF", "cornerRadius": 20, "transitionID": "compose" } ] },
            "fore": { \##(background) "children": [
              { "frame": [20, 100, 160, 200], "backgroundColor": "#FFFFFF", "cornerRadius": 16, "transitionID": "compose" } ] } },
          "duration": 0.3, "transition": { "sharedElements": { "background": { "dim": "#00000080" } } } }
        """##
    }

    /// The last frame of the film (the screen at rest after the presentation).
    func lastFrame(_ json: String) throws -> (PrototypeStage, Bitmap) {
        let stage = try PrototypeStage(TransitionPrototype(data: Data(json.utf8)))
        let frames = try stage.film()
        return (stage, try #require(frames.last))
    }

    @Test func aClearForeScreenKeepsTheDimmedBackScreenInSight() throws {
        let (stage, end) = try lastFrame(document())
        #expect(stage.fore.modalPresentationStyle == .overFullScreen)
        // The back screen's white, under 50% black, beside the card.
        #expect(abs(Int(end[10, 10].r) - 127) <= 1 && end[10, 10].a == 255)
        #expect(end[100, 200].r == 255, "the card")
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }

    @Test func anOpaqueForeScreenIsPresentedFullScreen() throws {
        let (stage, end) = try lastFrame(document(foreBackground: "#F2F2F7"))
        #expect(stage.fore.modalPresentationStyle == .fullScreen)
        #expect(end[10, 10].r == 0xF2)
        // A translucent one lets the back screen through: over full screen.
        let (translucent, _) = try lastFrame(document(foreBackground: "#F2F2F780"))
        #expect(translucent.fore.modalPresentationStyle == .overFullScreen)
    }

    @Test func theStyleCanBeChosen() throws {
        // Full screen, asked for: the back screen leaves the window, and the window's black shows.
        let (full, end) = try lastFrame(document(style: "fullScreen"))
        #expect(full.fore.modalPresentationStyle == .fullScreen)
        #expect(end[10, 10].r == 0 && end[10, 10].a == 255)
        let (over, _) = try lastFrame(document(foreBackground: "#F2F2F7", style: "overFullScreen"))
        #expect(over.fore.modalPresentationStyle == .overFullScreen)
        let (automatic, _) = try lastFrame(document(style: "automatic"))
        #expect(automatic.fore.modalPresentationStyle == .overFullScreen)
    }

    @Test func aSheetKeepsItsOwnPresentationController() throws {
        let sheet = document().replacingOccurrences(
            of: ##"{ "sharedElements": { "background": { "dim": "#00000080" } } }"##, with: #"{ "catalog": "verticalSheet" }"#)
        let stage = try PrototypeStage(TransitionPrototype(data: Data(sheet.utf8)))
        #expect(stage.fore.modalPresentationStyle == .custom)
    }

    @Test func aPushedScreenHasNoModalStyle() {
        let pushed = document(style: "overFullScreen").replacingOccurrences(of: #""fps": 20,"#, with: #""fps": 20, "presentation": "push","#)
        do {
            _ = try TransitionPrototype(data: Data(pushed.utf8))
            Issue.record("a modal style on a push was accepted")
        } catch let failure as JSONReader.Failure {
            #expect(failure.path == "modalPresentationStyle" && failure.message.contains("pushed"), "\(failure)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        let unknown = document(style: "pageSheet")
        #expect(throws: JSONReader.Failure.self) { try TransitionPrototype(data: Data(unknown.utf8)) }
    }
}
