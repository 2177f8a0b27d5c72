import Foundation

/// A scripted finger in a prototype: it drives the backward run (the dismissal) through a
/// ``TransitionInteractiveController``, so a designer can see a swipe that completes or one that
/// is released short and springs back.
///
/// ```json
/// "gesture": { "pan": "down", "through": [[195, 300], [200, 460]], "duration": 0.5,
///              "pause": 0.2, "distance": 300 }
/// ```
public struct PrototypeGesture: Sendable, Equatable {
    /// The pan that dismisses: a direction anywhere on the fore screen, or from a screen edge.
    public var pan: TransitionInteractiveController.Pan
    /// The finger's path in window points: down at the first point, through the others.
    public var through: [CGPoint]
    /// Seconds the finger takes along the path.
    public var duration: TimeInterval
    /// Seconds the finger rests at the last point before lifting (0: it lifts moving, a flick).
    public var pause: TimeInterval = 0
    /// Seconds after the run begins that the finger goes down.
    public var start: TimeInterval = 0
    /// Points of travel for the whole transition (`nil`: the container's width or height).
    public var distance: CGFloat?

    /// The `pan` names the format accepts.
    public static let pans: [String: TransitionInteractiveController.Pan] = [
        "up": .regular(.up), "down": .regular(.down), "left": .regular(.left), "right": .regular(.right),
        "edge-left": .edge(.left), "edge-right": .edge(.right), "edge-top": .edge(.top), "edge-bottom": .edge(.bottom),
    ]

    /// The finger as a touch script, times from the moment it goes down.
    public var script: TouchScript {
        guard pause > 0 else { return .drag(through: through, duration: duration) }
        let last = through.last ?? .zero
        return TouchScript.drag(through: through, duration: duration, lift: false)
            .followed(by: TouchScript(steps: [.init(time: 0, phase: .ended, location: last)]), after: pause)
    }

    /// Reads the `gesture` object, checking that its points lie in a window of `size`.
    package static func read(_ r: JSONReader, size: CGSize) throws -> PrototypeGesture {
        guard case .object = r.value else { throw r.fail("expected a gesture (an object), got \(r.value.typeName)") }
        try r.rejectUnknownKeys(suggesting: ["pan", "through", "duration", "pause", "start", "distance"])
        let panReader = try r.required("pan")
        let name = try panReader.oneOf(pans.keys.sorted())
        let pathReader = try r.required("through")
        let items = try pathReader.array()
        guard items.count >= 2 else {
            throw pathReader.fail("expected at least 2 points (where the finger goes down and where it goes), got \(items.count)")
        }
        var points: [CGPoint] = []
        for item in items {
            let v = try item.numbers(count: 2)
            guard v[0] >= 0, v[0] <= Double(size.width), v[1] >= 0, v[1] <= Double(size.height) else {
                throw item.fail("expected a point inside the \(JSONReader.format(Double(size.width)))x\(JSONReader.format(Double(size.height))) window, got [\(JSONReader.format(v[0])), \(JSONReader.format(v[1]))]")
            }
            points.append(CGPoint(x: v[0], y: v[1]))
        }
        var gesture = PrototypeGesture(
            pan: pans[name]!, through: points, duration: try r.required("duration").positiveNumber(upTo: 10))
        if let p = try r.optional("pause") { gesture.pause = try p.nonNegativeNumber(upTo: 10) }
        if let s = try r.optional("start") { gesture.start = try s.nonNegativeNumber(upTo: 10) }
        if let d = try r.optional("distance") { gesture.distance = CGFloat(try d.positiveNumber(upTo: 10_000)) }
        return gesture
    }
}
