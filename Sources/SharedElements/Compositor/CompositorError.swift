/// Why the compositor refused to render a layer tree.
///
/// ```swift
/// do { _ = try Compositor().render(root, size: size) } catch let e as CompositorError { print(e) }
/// ```
public enum CompositorError: Error, Equatable, CustomStringConvertible {
    /// Drawing the tree would hold more offscreen buffers at once (opacity and filter groups,
    /// clip masks, shadow sources, in bytes) than ``Compositor/workingMemoryBudget``: typically
    /// many nested translucent groups or masks on a large canvas.
    case overBudget(bytes: Int, budget: Int, depth: Int)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case let .overBudget(bytes, budget, depth):
            "the layer tree needs over \(bytes / (1 << 20)) MiB of offscreen buffers at once (\(depth) nested groups, masks or "
                + "shadows), over the budget of \(budget / (1 << 20)) MiB; nest fewer translucent groups or masks, or render a smaller canvas"
        }
    }
}
