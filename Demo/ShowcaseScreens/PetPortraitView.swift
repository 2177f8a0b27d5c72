import Foundation
import SharedElements

/// A pet drawn from rounded shapes on a coloured backdrop: a cat with pointed ears and whiskers,
/// a floppy-eared dog, a fish with a tail fin, a long-eared rabbit. Laid out for its size.
@MainActor
public final class PetPortraitView: View {
    /// The pet drawn.
    public let pet: Pet

    /// A portrait of `pet` filling `frame`.
    public init(pet: Pet, frame: CGRect) {
        self.pet = pet
        super.init(frame: frame)
        backgroundColor = pet.backdrop
        clipsToBounds = true
        draw(in: frame.size)
    }

    private func add(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: Color, radius: CGFloat? = nil,
                     angle: CGFloat = 0, to parent: View? = nil) {
        let s = min(bounds.width, bounds.height)
        let ox = (bounds.width - s) / 2, oy = (bounds.height - s) / 2
        let v = View(frame: CGRect(x: ox + x * s, y: oy + y * s, width: w * s, height: h * s))
        v.backgroundColor = color
        v.layer.cornerRadius = (radius ?? min(w, h) / 2) * s
        if angle != 0 { v.transform = AffineTransform(rotationAngle: angle) }
        (parent ?? self).addSubview(v)
    }

    private func draw(in size: CGSize) {
        let fur = pet.color
        let dark = Color(white: 0.15)
        let pink = Color(red8: 255, green8: 150, blue8: 170)
        switch pet.kind {
        case .cat:
            add(0.22, 0.2, 0.22, 0.22, fur, radius: 0.03, angle: .pi / 4)
            add(0.56, 0.2, 0.22, 0.22, fur, radius: 0.03, angle: .pi / 4)
            add(0.2, 0.26, 0.6, 0.56, fur)
            eyes(y: 0.46, dark)
            add(0.46, 0.57, 0.08, 0.05, pink, radius: 0.025)
            for side in [-1.0, 1.0] as [CGFloat] {
                for k in 0..<2 {
                    let angle = side * (0.12 - CGFloat(k) * 0.24)
                    add(side < 0 ? 0.16 : 0.58, 0.6 + CGFloat(k) * 0.05, 0.26, 0.012, dark, angle: angle)
                }
            }
        case .dog:
            add(0.16, 0.26, 0.18, 0.38, fur.darker, angle: 0.25)
            add(0.66, 0.26, 0.18, 0.38, fur.darker, angle: -0.25)
            add(0.24, 0.22, 0.52, 0.58, fur)
            eyes(y: 0.42, dark)
            add(0.36, 0.55, 0.28, 0.2, Color(red8: 250, green8: 240, blue8: 225))
            add(0.44, 0.56, 0.12, 0.08, dark)
            add(0.46, 0.68, 0.08, 0.08, pink, radius: 0.04)
        case .fish:
            add(0.62, 0.36, 0.26, 0.26, fur.darker, radius: 0.04, angle: .pi / 4)
            add(0.14, 0.3, 0.58, 0.38, fur)
            add(0.36, 0.24, 0.2, 0.12, fur.darker, radius: 0.06)
            add(0.24, 0.4, 0.1, 0.1, .white)
            add(0.27, 0.43, 0.05, 0.05, dark)
            for k in 0..<3 { add(0.1 + CGFloat(k) * 0.08, 0.12 - CGFloat(k % 2) * 0.04, 0.05, 0.05, Color(white: 1, alpha: 0.8)) }
        case .rabbit:
            add(0.3, 0.04, 0.14, 0.4, fur)
            add(0.56, 0.04, 0.14, 0.4, fur)
            add(0.33, 0.09, 0.08, 0.3, pink)
            add(0.59, 0.09, 0.08, 0.3, pink)
            add(0.22, 0.32, 0.56, 0.52, fur)
            eyes(y: 0.5, dark)
            add(0.46, 0.62, 0.08, 0.05, pink, radius: 0.025)
        }
    }

    private func eyes(y: CGFloat, _ color: Color) {
        for x in [0.36, 0.56] as [CGFloat] {
            add(x, y, 0.08, 0.09, color)
            add(x + 0.02, y + 0.015, 0.025, 0.025, .white)
        }
    }
}

extension Color {
    /// This colour with its red, green and blue scaled by 0.75.
    var darker: Color { Color(red: red * 0.75, green: green * 0.75, blue: blue * 0.75, alpha: alpha) }
}
