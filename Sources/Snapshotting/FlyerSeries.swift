import Foundation

/// The last values of a flyer's quantities (x, y, width, height, corner radius, opacity), their
/// latest steps, and a step of each that stands out, waiting for the next step to decide.
struct FlyerSeries {
    var last: [Double]
    var steps: [RunningSteps]
    var pending: [JumpCandidate?]

    init(last: [Double]) {
        self.last = last
        steps = Array(repeating: RunningSteps(), count: last.count)
        pending = Array(repeating: nil, count: last.count)
    }
}
