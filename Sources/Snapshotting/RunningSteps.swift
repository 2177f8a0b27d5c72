import Foundation

/// The latest non-zero steps of one quantity (the last ``window``), with their median: what
/// the jump rule holds each new step against, so steady acceleration is never a jump and a
/// sudden change always is.
struct RunningSteps {
    /// How many latest steps the median is taken over.
    static let window = 4
    private var recent: [Double] = []

    /// Notes `step`, forgetting the oldest beyond ``window``.
    mutating func append(_ step: Double) {
        if recent.count == Self.window { recent.removeFirst() }
        recent.append(step)
    }

    /// The median of the latest steps; `nil` until two are known.
    var median: Double? {
        guard recent.count >= 2 else { return nil }
        let s = recent.sorted()
        let n = s.count
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
    }
}
