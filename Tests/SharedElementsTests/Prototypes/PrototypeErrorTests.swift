import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Every mistake in a prototype document is refused with a message naming its key path.
@Suite struct PrototypeErrorTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let json: String
        let message: String
        var description: String { name }
    }

    static let frame0 = ##"{ "frame": [0, 0, 10, 10] }"##
    static func back(_ child: String) -> String { ##"{ "children": [ \##(child) ] }"## }

    static let cases: [Case] = [
        Case(name: "not an object", json: "[1, 2]", message: "expected a prototype (an object), got an array"),
        Case(name: "syntax error", json: ##"{ "size": [1, 2 }"##, message: "invalid JSON at line 1, column 17 (byte 16) in size: expected ',' or ']'"),
        Case(name: "empty file", json: "", message: "invalid JSON: the document is empty; write one JSON object, { ... }"),
        Case(name: "trailing comma", json: ##"{ "size": [1, 2],\##n}"##,
             message: "invalid JSON at line 1, column 17 (byte 16): a trailing comma before '}'; remove the comma"),
        Case(name: "number out of range", json: ##"{ "fps": 1e999 }"##, message: "fps: number out of range: 1e999 does not fit a double"),
        Case(name: "missing screens", json: ##"{ "transition": { "catalog": "fade" } }"##, message: "screens: missing"),
        Case(name: "missing fore", json: ##"{ "screens": { "back": {} }, "transition": { "catalog": "fade" } }"##, message: "screens.fore: missing"),
        Case(name: "missing transition", json: ##"{ "screens": { "back": {}, "fore": {} } }"##, message: "transition: missing"),
        Case(name: "unknown top-level key, close", json: prototypeJSON(extra: ##", "durations": 1"##),
             message: ##"durations: unknown key; did you mean "duration"?"##),
        Case(name: "unknown screen", json: ##"{ "screens": { "back": {}, "fore": {}, "middle": {} }, "transition": { "catalog": "fade" } }"##,
             message: "screens.middle: unknown key; expected one of back, fore"),
        Case(name: "version", json: prototypeJSON(extra: ##", "version": 2"##), message: "version: unsupported version, expected 1"),
        Case(name: "frame of 3 numbers", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 10] }"##)),
             message: "screens.back.children[0].frame: expected 4 numbers, got 3"),
        Case(name: "frame not an array", json: prototypeJSON(back: back(##"{ "frame": "0 0 10 10" }"##)),
             message: "screens.back.children[0].frame: expected 4 numbers [x, y, width, height], got a string"),
        Case(name: "frame with a string", json: prototypeJSON(back: back(##"{ "frame": [0, "NaN", 10, 10] }"##)),
             message: "screens.back.children[0].frame[1]: expected a number, got a string"),
        Case(name: "negative size", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 10, -5] }"##)),
             message: "screens.back.children[0].frame: width and height must not be negative, got 10x-5"),
        Case(name: "huge frame", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1e9, 5] }"##)),
             message: "screens.back.children[0].frame: expected numbers from -100000 to 100000"),
        Case(name: "missing frame", json: prototypeJSON(back: back("{}")), message: "screens.back.children[0].frame: missing"),
        Case(name: "NaN as a string", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "alpha": "NaN" }"##)),
             message: "screens.back.children[0].alpha: expected a number, got a string"),
        Case(name: "alpha out of range", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "alpha": 2 }"##)),
             message: "screens.back.children[0].alpha: expected a number from 0 to 1, got 2"),
        Case(name: "negative corner radius", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "cornerRadius": -3 }"##)),
             message: "screens.back.children[0].cornerRadius: expected zero or a positive number, got -3"),
        Case(name: "typo in a view key", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "cornerRadias": 3 }"##)),
             message: ##"screens.back.children[0].cornerRadias: unknown key; did you mean "cornerRadius"?"##),
        Case(name: "case typo", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "backgroundcolor": "#FFFFFF" }"##)),
             message: ##"screens.back.children[0].backgroundcolor: unknown key; did you mean "backgroundColor"?"##),
        Case(name: "bad colour", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "backgroundColor": "red" }"##)),
             message: ##"screens.back.children[0].backgroundColor: expected a colour like "#RRGGBB" or "#RRGGBBAA", got "red""##),
        Case(name: "signed colour", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "backgroundColor": "#+FFFFF" }"##)),
             message: ##"screens.back.children[0].backgroundColor: expected a colour like "#RRGGBB" or "#RRGGBBAA", got "#+FFFFF""##),
        Case(name: "signed colour with alpha", json: prototypeJSON(back: ##"{ "backgroundColor": "#+FFFFFFF" }"##),
             message: ##"screens.back.backgroundColor: expected a colour like "#RRGGBB" or "#RRGGBBAA", got "#+FFFFFFF""##),
        Case(name: "unknown view type", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "type": "button" }"##)),
             message: ##"screens.back.children[0].type: expected one of view, image, label, got "button""##),
        Case(name: "label key on a plain view", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "text": "Hi" }"##)),
             message: ##"screens.back.children[0].text: only for views of type "label", this one is "view""##),
        Case(name: "label without text", json: prototypeJSON(back: back(##"{ "type": "label", "frame": [0, 0, 1, 1] }"##)),
             message: "screens.back.children[0].text: missing"),
        Case(name: "fractional lines", json: prototypeJSON(back: back(##"{ "type": "label", "frame": [0, 0, 1, 1], "text": "a", "lines": 1.5 }"##)),
             message: "screens.back.children[0].lines: expected a whole number from 0 to 1000, got 1.5"),
        Case(name: "unknown weight", json: prototypeJSON(back: back(##"{ "type": "label", "frame": [0, 0, 1, 1], "text": "a", "weight": "bld" }"##)),
             message: ##"screens.back.children[0].weight: expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, got "bld"; did you mean "bold"?"##),
        Case(name: "image file missing", json: prototypeJSON(back: back(##"{ "type": "image", "frame": [0, 0, 1, 1], "image": "no-such-file.png" }"##)),
             message: ##"screens.back.children[0].image: cannot read the PNG file "no-such-file.png""##),
        Case(name: "unknown generator", json: prototypeJSON(back: back(##"{ "type": "image", "frame": [0, 0, 1, 1], "image": { "generator": "noise" } }"##)),
             message: ##"screens.back.children[0].image.generator: expected one of solid, gradient, checker, rings, landscape, got "noise""##),
        Case(name: "gradient of one colour", json: prototypeJSON(back: back(##"{ "type": "image", "frame": [0, 0, 1, 1], "image": { "generator": "gradient", "colors": ["#FFFFFF"] } }"##)),
             message: "screens.back.children[0].image.colors: expected 2 to 16 colours, got 1"),
        Case(name: "parameter of another generator", json: prototypeJSON(back: back(##"{ "type": "image", "frame": [0, 0, 1, 1], "image": { "generator": "checker", "color": "#FFFFFF" } }"##)),
             message: "screens.back.children[0].image.color: not a parameter of the checker generator"),
        Case(name: "children not an array", json: prototypeJSON(back: ##"{ "children": {} }"##),
             message: "screens.back.children: expected an array, got an object"),
        Case(name: "child not an object", json: prototypeJSON(back: ##"{ "children": [ 3 ] }"##),
             message: "screens.back.children[0]: expected a view (an object), got a number"),
        Case(name: "deep path", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "children": [ \##(frame0), { "frame": [1, 2] } ] }"##)),
             message: "screens.back.children[0].children[1].frame: expected 4 numbers, got 2"),
        Case(name: "frame on a screen", json: prototypeJSON(fore: ##"{ "frame": [0, 0, 10, 10] }"##),
             message: "screens.fore.frame: not allowed on a screen: a screen is a view controller's view, which fills the window"),
        Case(name: "duplicate transitionID", json: prototypeJSON(back: ##"{ "children": [ { "frame": [0, 0, 1, 1], "transitionID": "a" }, { "frame": [0, 0, 1, 1], "transitionID": "a" } ] }"##),
             message: ##"screens.back.children[1].transitionID: "a" is already the transitionID of screens.back.children[0]; each ID names one view per screen"##),
        Case(name: "empty transitionID", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "" }"##)),
             message: "screens.back.children[0].transitionID: expected a non-empty string"),
        Case(name: "sharedElement without an ID", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "sharedElement": { "delay": 1 } }"##)),
             message: "screens.back.children[0].sharedElement: needs a transitionID on the same view"),
        Case(name: "negative element delay", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "delay": -1 } }"##)),
             message: "screens.back.children[0].sharedElement.delay: expected zero or a positive number, got -1"),
        Case(name: "unknown catalog name", json: prototypeJSON(transition: ##"{ "catalog": "fdae" }"##),
             message: ##"transition.catalog: no catalog transition named "fdae"; did you mean "fade"?; expected one of fade, slide, rotate, cardFlip, verticalSheet, zoom, cardExpand"##),
        Case(name: "catalog name not a string", json: prototypeJSON(transition: ##"{ "catalog": 3 }"##),
             message: "transition.catalog: expected a string, got a number"),
        Case(name: "neither kind", json: prototypeJSON(transition: "{}"), message: ##"transition: expected "sharedElements" or "catalog""##),
        Case(name: "both kinds", json: prototypeJSON(transition: ##"{ "catalog": "fade", "sharedElements": {} }"##),
             message: ##"transition: expected either "sharedElements" or "catalog", not both"##),
        Case(name: "bad edge", json: prototypeJSON(transition: ##"{ "catalog": "slide", "edge": "diagonal" }"##),
             message: ##"transition.edge: expected one of left, right, top, bottom, got "diagonal""##),
        Case(name: "damping out of range", json: prototypeJSON(transition: ##"{ "catalog": "rotate", "dampingRatio": 0 }"##),
             message: "transition.dampingRatio: expected a number from 0.05 to 1, got 0"),
        Case(name: "card flip without a card", json: prototypeJSON(transition: ##"{ "catalog": "cardFlip" }"##),
             message: "transition.card: missing (the transitionID of the card on the back screen)"),
        Case(name: "card flip with an unknown card", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "card" }"##), transition: ##"{ "catalog": "cardFlip", "card": "crad" }"##),
             message: ##"transition.card: no view on the back screen has the transitionID "crad"; did you mean "card"?"##),
        Case(name: "zoom photo not on the fore screen", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "p" }"##), transition: ##"{ "catalog": "zoom", "thumbnail": "p", "photo": "q" }"##),
             message: "transition.photo: no view on the fore screen has the transitionID \"q\"; the fore screen has no views with a transitionID"),
        Case(name: "card expand curve", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "c" }"##), transition: ##"{ "catalog": "cardExpand", "card": "c", "curve": "bouncy" }"##),
             message: ##"transition.curve: expected "standard", "linear", "easeIn", "easeOut", "easeInOut", "default" or [x1, y1, x2, y2], got "bouncy""##),
        Case(name: "unknown shared-element option", json: prototypeJSON(transition: ##"{ "sharedElements": { "arcs": 0.2 } }"##),
             message: ##"transition.sharedElements.arcs: unknown key; did you mean "arc"?"##),
        Case(name: "bad curve", json: prototypeJSON(transition: ##"{ "sharedElements": { "curve": [2, 0, 0.5, 1] } }"##),
             message: "transition.sharedElements.curve: expected control points x1, y1, x2, y2 with x1 and x2 from 0 to 1, got 2, 0, 0.5, 1"),
        Case(name: "parameter of a transition without any", json: prototypeJSON(transition: ##"{ "catalog": "fade", "edge": "left" }"##),
             message: "transition.edge: unknown key; the fade transition takes no parameters besides catalog"),
        Case(name: "wild curve", json: prototypeJSON(transition: ##"{ "sharedElements": { "curve": [0.5, 1e300, 0.5, -1e300] } }"##),
             message: "transition.sharedElements.curve: expected y1 and y2 from -10 to 10 (an overshoot of more than ten times the distance throws the flyers off the screen), got 0.5, 1e+300, 0.5, -1e+300"),
        Case(name: "bad unmatched", json: prototypeJSON(transition: ##"{ "sharedElements": { "unmatched": { "spin": 1 } } }"##),
             message: ##"transition.sharedElements.unmatched.spin: unknown key; expected one of scale, translate"##),
        Case(name: "curve and spring", json: prototypeJSON(transition: ##"{ "sharedElements": { "curve": "linear", "spring": {} } }"##),
             message: "transition.sharedElements: expected either curve or spring, not both"),
        Case(name: "spring damping", json: prototypeJSON(transition: ##"{ "sharedElements": { "spring": { "dampingRatio": 0 } } }"##),
             message: "transition.sharedElements.spring.dampingRatio: expected a number from 0.05 to 2, got 0"),
        Case(name: "spring not an object", json: prototypeJSON(transition: ##"{ "sharedElements": { "spring": 0.5 } }"##),
             message: ##"transition.sharedElements.spring: expected {"response": seconds, "dampingRatio": ratio}, got a number"##),
        Case(name: "dim of a signed colour", json: prototypeJSON(transition: ##"{ "sharedElements": { "background": { "dim": "#+0000080" } } }"##),
             message: ##"transition.sharedElements.background.dim: expected a colour like "#RRGGBB" or "#RRGGBBAA", got "#+0000080""##),
        Case(name: "dim without a colour", json: prototypeJSON(transition: ##"{ "sharedElements": { "background": { "dim": 1 } } }"##),
             message: ##"transition.sharedElements.background.dim: expected a colour like "#RRGGBB" or "#RRGGBBAA", got a number"##),
        Case(name: "element zPosition", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "zPosition": "top" } }"##)),
             message: "screens.back.children[0].sharedElement.zPosition: expected a number, got a string"),
        Case(name: "unknown cross-fade", json: prototypeJSON(transition: ##"{ "sharedElements": { "crossFade": "dissolve" } }"##),
             message: ##"transition.sharedElements.crossFade: expected one of both, fadeOutSource, fadeInDestination, none, got "dissolve""##),
        Case(name: "element cross-fade", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "crossFade": "fadeOutDestination" } }"##)),
             message: ##"screens.back.children[0].sharedElement.crossFade: expected one of both, fadeOutSource, fadeInDestination, none, got "fadeOutDestination""##),
        Case(name: "zero fps", json: prototypeJSON(extra: ##", "fps": 0"##), message: "fps: expected a number from 1 to 120, got 0"),
        Case(name: "negative duration", json: prototypeJSON(extra: ##", "duration": -1"##), message: "duration: expected a positive number, got -1"),
        Case(name: "duration as a string", json: prototypeJSON(extra: ##", "duration": "0.5s""##), message: "duration: expected a number, got a string"),
        Case(name: "unknown direction", json: prototypeJSON(extra: ##", "direction": "sideways""##),
             message: ##"direction: expected one of forward, backward, both, got "sideways""##),
        Case(name: "zero size", json: prototypeJSON(extra: ##", "scale": 1"##).replacingOccurrences(of: "[100, 200]", with: "[0, 200]"),
             message: "size: expected a width and height from 1 to 4096 points, got 0x200"),
        Case(name: "too many pixels", json: prototypeJSON(extra: ##", "scale": 4"##).replacingOccurrences(of: "[100, 200]", with: "[4000, 4000]"),
             message: "scale: frames of 4000x4000 points at scale 4 are 16000x16000 pixels, too large (at most 4096 a side and 8 megapixels); lower the size or the scale"),
        Case(name: "too many pixels at scale 1", json: prototypeJSON(extra: ##", "scale": 1"##).replacingOccurrences(of: "[100, 200]", with: "[4096, 4096]"),
             message: "size: frames of 4096x4096 points at scale 1 are 4096x4096 pixels, too large (at most 4096 a side and 8 megapixels); lower the size or the scale"),
        Case(name: "spring that settles too slowly", json: prototypeJSON(transition: ##"{ "sharedElements": { "spring": { "response": 1, "dampingRatio": 0.05 } } }"##),
             message: "transition.sharedElements.spring: this spring (response 1, dampingRatio 0.05) settles in 21.7 s, longer than the 10 s a flight may last; raise dampingRatio or shorten response"),
        Case(name: "spring too short to compute", json: prototypeJSON(transition: ##"{ "sharedElements": { "spring": { "response": 1e-300 } } }"##),
             message: "transition.sharedElements.spring: this spring (response 1e-300, dampingRatio 0.825) settles in no finite time: "
                 + "a response this short overflows the spring's stiffness; give a response of at least 0.01 s"),
        Case(name: "gesture not an object", json: prototypeJSON(extra: ##", "gesture": []"##),
             message: "gesture: expected a gesture (an object), got an array"),
        Case(name: "gesture pan", json: prototypeJSON(extra: ##", "gesture": { "pan": "sideways", "through": [[1, 1], [2, 2]], "duration": 1 }"##),
             message: ##"gesture.pan: expected one of down, edge-bottom, edge-left, edge-right, edge-top, left, right, up, got "sideways""##),
        Case(name: "gesture one point", json: prototypeJSON(extra: ##", "gesture": { "pan": "down", "through": [[1, 1]], "duration": 1 }"##),
             message: "gesture.through: expected at least 2 points (where the finger goes down and where it goes), got 1"),
        Case(name: "gesture point outside", json: prototypeJSON(extra: ##", "gesture": { "pan": "down", "through": [[1, 1], [50, 900]], "duration": 1 }"##),
             message: "gesture.through[1]: expected a point inside the 100x200 window, got [50, 900]"),
        Case(name: "gesture duration", json: prototypeJSON(extra: ##", "gesture": { "pan": "down", "through": [[1, 1], [2, 2]] }"##),
             message: "gesture.duration: missing"),
        Case(name: "gesture going forward", json: prototypeJSON(extra: ##", "direction": "forward", "gesture": { "pan": "down", "through": [[1, 1], [2, 2]], "duration": 1 }"##),
             message: ##"gesture: a gesture drives the backward run (the dismissal or pop), but "direction" is "forward""##),
    ]

    /// A value that may take several forms (a word, a number, an object or an array) is refused
    /// with all of them, and transition IDs are quoted: the whole message.
    static let formCases: [Case] = [
        Case(name: "unmatched key without its value", json: prototypeJSON(transition: ##"{ "sharedElements": { "unmatched": "scale" } }"##),
             message: ##"transition.sharedElements.unmatched: expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got "scale"; did you mean {"scale": s}?"##),
        Case(name: "unmatched typo", json: prototypeJSON(transition: ##"{ "sharedElements": { "unmatched": "fades" } }"##),
             message: ##"transition.sharedElements.unmatched: expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got "fades"; did you mean "fade"?"##),
        Case(name: "unmatched of another type", json: prototypeJSON(transition: ##"{ "sharedElements": { "unmatched": 0.9 } }"##),
             message: ##"transition.sharedElements.unmatched: expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got a number"##),
        Case(name: "background key without its value", json: prototypeJSON(transition: ##"{ "sharedElements": { "background": "dim" } }"##),
             message: ##"transition.sharedElements.background: expected "fade", "none" or {"dim": colour}, got "dim"; did you mean {"dim": colour}?"##),
        Case(name: "background of another type", json: prototypeJSON(transition: ##"{ "sharedElements": { "background": true } }"##),
             message: ##"transition.sharedElements.background: expected "fade", "none" or {"dim": colour}, got a boolean"##),
        Case(name: "curve of another type", json: prototypeJSON(transition: ##"{ "sharedElements": { "curve": { "x1": 0.4 } } }"##),
             message: ##"transition.sharedElements.curve: expected "standard", "linear", "easeIn", "easeOut", "easeInOut", "default" or [x1, y1, x2, y2], got an object"##),
        Case(name: "element duration word", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "duration": "auto" } }"##)),
             message: ##"screens.back.children[0].sharedElement.duration: expected "automatic" or a number of seconds, got "auto""##),
        Case(name: "element duration typo", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "duration": "Automatic" } }"##)),
             message: ##"screens.back.children[0].sharedElement.duration: expected "automatic" or a number of seconds, got "Automatic"; did you mean "automatic"?"##),
        Case(name: "element duration of another type", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "duration": [0.5] } }"##)),
             message: ##"screens.back.children[0].sharedElement.duration: expected "automatic" or a number of seconds, got an array"##),
        Case(name: "element duration out of range", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a", "sharedElement": { "duration": 20 } }"##)),
             message: "screens.back.children[0].sharedElement.duration: expected at most 10, got 20"),
        Case(name: "sheet dimming colour", json: prototypeJSON(transition: ##"{ "catalog": "verticalSheet", "dimmingColor": "nothing" }"##),
             message: ##"transition.dimmingColor: expected a colour like "#RRGGBB" or "#RRGGBBAA", or "none", got "nothing""##),
        Case(name: "sheet dimming colour of another type", json: prototypeJSON(transition: ##"{ "catalog": "verticalSheet", "dimmingColor": false }"##),
             message: ##"transition.dimmingColor: expected a colour like "#RRGGBB" or "#RRGGBBAA", or "none", got a boolean"##),
        Case(name: "zoom thumbnail not on the back screen", json: prototypeJSON(back: back(##"{ "frame": [0, 0, 1, 1], "transitionID": "a" }"##), transition: ##"{ "catalog": "zoom", "thumbnail": "photo" }"##),
             message: ##"transition.thumbnail: no view on the back screen has the transitionID "photo"; the back screen has "a""##),
        Case(name: "zoom thumbnail among two IDs", json: prototypeJSON(back: ##"{ "children": [ { "frame": [0, 0, 1, 1], "transitionID": "b" }, { "frame": [0, 0, 1, 1], "transitionID": "a" } ] }"##, transition: ##"{ "catalog": "zoom", "thumbnail": "photo" }"##),
             message: ##"transition.thumbnail: no view on the back screen has the transitionID "photo"; the back screen has "a", "b""##),
    ]

    @Test(arguments: cases)
    func refusesWithTheKeyPath(_ c: Case) {
        let message = prototypeFailure(c.json)
        #expect(message?.hasPrefix(c.message) == true, "got \(message ?? "no error")")
    }

    @Test(arguments: formCases)
    func namesEveryFormTheValueMayTake(_ c: Case) {
        #expect(prototypeFailure(c.json) == c.message)
    }

    @Test func theBaseDocumentOfTheTableReads() {
        #expect(prototypeFailure(prototypeJSON()) == nil)
    }

    /// A prototype of more views than ``PrototypeView/maxViews`` (a small file of empty views took
    /// 4 KB a view, out of memory at a million) is refused naming the limit, both screens counted.
    @Test func moreViewsThanTheLimitAreRefused() {
        let children = { (n: Int) in #"{ "children": ["# + Array(repeating: #"{ "frame": [0, 0, 1, 1] }"#, count: n).joined(separator: ",") + "] }" }
        let half = PrototypeView.maxViews / 2
        #expect(prototypeFailure(prototypeJSON(back: children(half - 1), fore: children(half - 1))) == nil)
        #expect(prototypeFailure(prototypeJSON(back: children(half - 1), fore: children(half))) == "screens.fore.children: the prototype has more "
                + "than 10000 views, the most a prototype may have (PrototypeView.maxViews, both screens and all their children counted); use fewer views")
    }

    /// Random edits of the shipped example never crash: each reads and builds, or is refused.
    @MainActor
    @Test func randomEditsAreReadOrRefusedNeverCrash() throws {
        let data = try Data(contentsOf: examplesFolder.appendingPathComponent("photo-zoom.json"))
        let original = try JSONValue.parse(data)
        var rng = SeededGenerator(seed: 10)
        let replacements: [JSONValue] = [.null, .bool(true), .number(-1), .number(0), .number(1e6), .string(""), .string("#FFF"), .array([]),
                                         .array([.number(1), .number(2), .number(3), .number(4)]), .object([:], keys: [])]
        var read = 0, refused = 0
        for _ in 0..<300 {
            let edited = Self.edit(original, rng: &rng, replacements: replacements)
            do {
                let p = try TransitionPrototype(data: Data(Self.text(edited).utf8), baseURL: examplesFolder)
                _ = try PrototypeStage(p)
                read += 1
            } catch is JSONReader.Failure {
                refused += 1
            }
        }
        // Every edit is read or refused (anything else throws out of the test); both must happen.
        #expect(refused > 100, "\(refused) of 300 refused")
        #expect(read > 0, "no edit was read: the reader may refuse everything")
    }

    /// `value` with one randomly chosen member or item replaced or removed.
    static func edit(_ value: JSONValue, rng: inout SeededGenerator, replacements: [JSONValue]) -> JSONValue {
        switch value {
        case .object(var d, var keys) where !keys.isEmpty:
            let k = keys[Int.random(in: 0..<keys.count, using: &rng)]
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: d[k] = nil; keys.removeAll { $0 == k }
            case 1: d[k] = replacements.randomElement(using: &rng)
            default: d[k] = edit(d[k] ?? .null, rng: &rng, replacements: replacements)
            }
            return .object(d, keys: keys)
        case .array(var items) where !items.isEmpty:
            let i = Int.random(in: 0..<items.count, using: &rng)
            items[i] = Int.random(in: 0..<3, using: &rng) == 0 ? (replacements.randomElement(using: &rng) ?? .null) : edit(items[i], rng: &rng, replacements: replacements)
            return .array(items)
        default:
            return replacements.randomElement(using: &rng) ?? .null
        }
    }

    /// JSON text for `value`.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let items): "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let d, let keys): "{" + keys.map { "\"\($0)\":" + text(d[$0] ?? .null) }.joined(separator: ",") + "}"
        }
    }
}
