import Foundation

/// Pairs the untagged labels inside a shared element's two views that show the same text: each
/// such pair flies as a nested element, a label pair whose text scales with its flyer, instead
/// of being drawn twice inside the container's flyer. A button titled "Add to Bag" at 14 points
/// on a card and 17 points on the detail otherwise cross-fades two titles of different widths
/// (a ghosted word); paired, the title moves and scales as one word.
///
/// Image views showing the same picture at both ends pair the same way (`card › image`, then
/// `card › image 2`...): the photo flies by its content mode inside the card's flight, and an
/// icon on a paired pill inside the pill's.
///
/// A label that is the only text on a view of its own drawing a background or border inside
/// the element (a button's pill) at both ends pairs with that view too (`card › GET`, the title
/// then `card › GET › title` inside it): the pill flies with its title, rather than the title
/// leaving a pill drawn twice in the element's snapshots.
///
/// Nothing drawn over a label, pill or image view inside the element (a close button over a
/// photo) may be left under its flyer: such a view is not paired, and stays in the element's
/// snapshots under what covers it.
///
/// A label is paired when the element's content is not ``SharedElementOptions/Content/stretch``
/// (a resized picture, asked for), the label is shown, is not inside another tagged view below the element's,
/// and its text is not empty and appears on no other such label of that view; the element's ID
/// must be on one view of each screen. The labels carry an ID made of the element's and the
/// text (`buy › Add to Bag`, as the plan and the inspector show it) while the plan is made, and
/// lose it again before the flights start, so the views are handed back with the IDs they had.
@MainActor
package enum SharedElementLabelPairing {
    /// Gives the labels to pair inside the elements of `foreRoot` and `backRoot` their IDs;
    /// returns those labels, for ``untag(_:)``.
    package static func tag(foreRoot: View, backRoot: View, options: SharedElementOptions) -> [View] {
        let back = taggedViews(under: backRoot), fore = taggedViews(under: foreRoot)
        guard !back.views.isEmpty, !fore.views.isEmpty else { return [] }
        let used = back.ids.union(fore.ids)
        var tagged: [View] = []
        for (id, source) in back.views {
            guard let destination = fore.views[id], shown(source), shown(destination),
                  !source.subviews.isEmpty, !destination.subviews.isEmpty else { continue }
            // Content asked to stretch is the resized picture, labels and all.
            let content = destination.sharedElementOptions?.content ?? source.sharedElementOptions?.content ?? options.content
            if content == .stretch { continue }
            let a = labels(inside: source), b = labels(inside: destination)
            // Pictures are found before any pill is tagged: an icon on a button's pill pairs too
            // (`card › image`, flying inside the pill's pair) instead of cross-fading in it.
            let sourcePictures = images(inside: source), pictures = images(inside: destination)
            for (text, label) in a {
                guard let partner = b[text] else { continue }
                let pairID = "\(id) › \(text)"
                guard !used.contains(pairID) else { continue }
                let pills = (carrier(of: label, in: source), carrier(of: partner, in: destination))
                // Something drawn over the title (or its pill) at either end stays over it: paired,
                // the title would fly above the element's flyer and hide it until the end.
                if isCovered(label, inside: source) || isCovered(partner, inside: destination) { continue }
                if let a = pills.0, let b = pills.1, isCovered(a, inside: source) || isCovered(b, inside: destination) { continue }
                // A title on a pill of its own at both ends (a button's) flies with its pill: the
                // pills pair, and the titles pair inside them.
                if let a = pills.0, let b = pills.1 {
                    a.transitionID = pairID
                    b.transitionID = pairID
                    tagged += [a, b]
                    let titleID = "\(pairID) › title"
                    guard !used.contains(titleID) else { continue }
                    label.transitionID = titleID
                    partner.transitionID = titleID
                } else {
                    label.transitionID = pairID
                    partner.transitionID = pairID
                }
                tagged += [label, partner]
            }
            // An image view showing the same picture at both ends (a card's photo, full width on
            // the list and on the detail) flies as a nested pair of its own, laid out by its
            // content mode, instead of two pictures of different sizes cross-fading in the card.
            var paired = 0
            for (image, view) in sourcePictures {
                guard let partner = pictures.first(where: { $0.image == image })?.view,
                      !isCovered(view, inside: source), !isCovered(partner, inside: destination) else { continue }
                paired += 1
                let pairID = paired == 1 ? "\(id) › image" : "\(id) › image \(paired)"
                guard !used.contains(pairID) else { continue }
                view.transitionID = pairID
                partner.transitionID = pairID
                tagged += [view, partner]
            }
        }
        return tagged
    }

    /// Whether `view` can take part in a pair at all (the matcher leaves hidden, transparent
    /// and empty views out; their labels would fly without them).
    private static func shown(_ view: View) -> Bool {
        !view.isHidden && view.alpha > 0.01 && view.bounds.width > 0 && view.bounds.height > 0
    }

    /// The view `label` is the title of inside `element`: its nearest ancestor below the element
    /// that draws something of its own (a background or a border: a button's pill) and holds no
    /// other text; `nil` when there is none.
    private static func carrier(of label: Label, in element: View) -> View? {
        var v = label.superview
        while let current = v, current !== element {
            let layer = current.layer
            let draws = (layer.backgroundColor?.alpha ?? 0) > 0.01 || (layer.borderWidth > 0 && layer.borderColor.alpha > 0.01)
            if draws { return texts(in: current) == 1 ? current : nil }
            v = current.superview
        }
        return nil
    }

    /// The most views looked at for what is drawn over one view; past them it counts as covered.
    static let coversLookedAt = 512

    /// Whether something drawn after `view` inside `element` (a later sibling of it or of one of
    /// its ancestors below the element, or anything inside those) overlaps what `view` draws: a
    /// close button over a card's photo, a title over it. Paired, `view` would fly above the
    /// element's flyer and hide that until the flight ends; unpaired, it stays under it in the
    /// element's snapshots.
    private static func isCovered(_ view: View, inside element: View) -> Bool {
        guard let box = drawnBox(of: view, in: element) else { return false }
        var budget = coversLookedAt
        var child = view
        while child !== element, let parent = child.superview {
            let siblings = parent.subviews
            if let i = siblings.firstIndex(where: { $0 === child }) {
                for later in siblings[(i + 1)...] where draws(over: box, later, in: element, budget: &budget) { return true }
            }
            child = parent
        }
        return false
    }

    /// Whether `view` or anything inside it draws over `box` (in `element`'s space), at least a
    /// quarter of a point square of it; true once `budget` views have been looked at.
    private static func draws(over box: CGRect, _ view: View, in element: View, budget: inout Int) -> Bool {
        budget -= 1
        if budget < 0 { return true }
        guard !view.isHidden, view.alpha > 0.01 else { return false }
        if let drawn = drawnBox(of: view, in: element) {
            let common = drawn.intersection(box)
            if !common.isNull, common.width * common.height >= 0.25 { return true }
        }
        for sub in view.subviews where draws(over: box, sub, in: element, budget: &budget) { return true }
        return false
    }

    /// Where `view` draws something of its own, in `element`'s space: a label's text, or the
    /// bounds of a view with a background, a border, contents or an image; `nil` for a view
    /// that draws nothing itself.
    private static func drawnBox(of view: View, in element: View) -> CGRect? {
        let layer = view.layer
        let rect: CGRect
        if view is Label {
            guard let text = SharedElementTextLayout.textRect(of: view) else { return nil }
            rect = text
        } else if (layer.backgroundColor?.alpha ?? 0) > 0.01 || (layer.borderWidth > 0 && layer.borderColor.alpha > 0.01)
                    || layer.contents != nil || (view as? ImageView)?.image != nil {
            rect = view.bounds
        } else {
            return nil
        }
        let r = view.convert(rect, to: element)
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        return r
    }

    /// How many shown labels with text are inside `view`.
    private static func texts(in view: View) -> Int {
        var count = 0
        func visit(_ v: View) {
            for sub in v.subviews where !sub.isHidden && sub.alpha > 0.01 {
                if let label = sub as? Label, label.text?.isEmpty == false { count += 1 }
                if count > 1 { return }
                visit(sub)
            }
        }
        visit(view)
        return count
    }

    /// The most image views of one element looked at for pairs (the first in tree order): each
    /// is compared with the others pixel for pixel.
    static let imagesLookedAt = 16

    /// The shown, untagged image views with area inside `view` (not inside a tagged view below
    /// it) whose image no other of them shows, in tree order, among the first
    /// ``imagesLookedAt``.
    private static func images(inside view: View) -> [(image: Image, view: ImageView)] {
        var found: [(image: Image, view: ImageView)] = []
        var repeated: [Image] = []
        var seen = 0
        func visit(_ v: View, depth: Int) {
            guard depth < 64 else { return }
            for sub in v.subviews where !sub.isHidden && sub.alpha > 0.01 && sub.transitionID == nil {
                guard seen < imagesLookedAt else { return }
                if let imageView = sub as? ImageView, let image = imageView.image, image.size.width > 0, image.size.height > 0,
                   sub.bounds.width > 0, sub.bounds.height > 0 {
                    seen += 1
                    if let k = found.firstIndex(where: { $0.image == image }) {
                        found.remove(at: k)
                        repeated.append(image)
                    } else if !repeated.contains(image) {
                        found.append((image, imageView))
                    }
                }
                visit(sub, depth: depth + 1)
            }
        }
        visit(view, depth: 0)
        return found
    }

    /// Takes the IDs ``tag(foreRoot:backRoot:)`` gave back off `labels`.
    package static func untag(_ labels: [View]) {
        for label in labels { label.transitionID = nil }
    }

    /// The tagged views under `root` whose ID is on no other view there, by ID, and every ID.
    private static func taggedViews(under root: View) -> (views: [String: View], ids: Set<String>) {
        var once: [String: View] = [:], ids = Set<String>()
        func visit(_ view: View) {
            if let id = view.transitionID {
                if ids.insert(id).inserted { once[id] = view } else { once[id] = nil }
            }
            guard view.uncheckedMarkedInSubtree > (view.uncheckedIsMarked ? 1 : 0) else { return }
            for sub in view.subviews { visit(sub) }
        }
        visit(root)
        return (once, ids)
    }

    /// The shown, untagged labels inside `view` (not inside a tagged view below it) whose
    /// non-empty text no other of them shows, by text.
    private static func labels(inside view: View) -> [String: Label] {
        var found: [String: Label] = [:], repeated = Set<String>()
        func visit(_ v: View) {
            for sub in v.subviews where !sub.isHidden && sub.alpha > 0.01 && sub.transitionID == nil {
                if let label = sub as? Label, let text = label.text, !text.isEmpty {
                    if found[text] != nil || repeated.contains(text) {
                        found[text] = nil
                        repeated.insert(text)
                    } else {
                        found[text] = label
                    }
                }
                visit(sub)
            }
        }
        visit(view)
        return found
    }
}
