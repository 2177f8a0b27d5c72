import Foundation
import SharedElements

/// One pet of the showcase app: what it is, its name, the clue of the guessing game and colours.
public struct Pet: Sendable, Equatable {
    /// The kinds of pet the app can draw.
    public enum Kind: String, Sendable, CaseIterable {
        /// Pointed ears and whiskers.
        case cat
        /// Floppy ears.
        case dog
        /// A tail fin.
        case fish
        /// Long ears.
        case rabbit
    }

    /// What the pet is.
    public var kind: Kind
    /// The pet's name.
    public var name: String
    /// The guessing game's description of the pet.
    public var clue: String
    /// Picks the pet's colours and backdrop.
    public var hue: Int

    /// A pet.
    public init(kind: Kind, name: String, clue: String, hue: Int) {
        self.kind = kind
        self.name = name
        self.clue = clue
        self.hue = hue
    }

    /// The pets of the showcase, in list order.
    public static let all: [Pet] = [
        Pet(kind: .cat, name: "Mochi", clue: "I nap in every sunbeam and knock cups off tables.", hue: 0),
        Pet(kind: .dog, name: "Biscuit", clue: "I fetch, I wag, and I love muddy walks.", hue: 1),
        Pet(kind: .fish, name: "Bubbles", clue: "I swim in circles and never blink.", hue: 5),
        Pet(kind: .rabbit, name: "Juniper", clue: "I hop, I nibble carrots, my ears are long.", hue: 2),
        Pet(kind: .cat, name: "Pepper", clue: "I purr on laps and chase red dots.", hue: 4),
        Pet(kind: .dog, name: "Olive", clue: "I guard the house and bark at the postman.", hue: 3),
    ]

    /// The pet's colour: fur, scales.
    public var color: Color {
        switch kind {
        case .cat: hue == 0 ? Color(red8: 240, green8: 160, blue8: 80) : Color(red8: 90, green8: 90, blue8: 100)
        case .dog: hue == 1 ? Color(red8: 200, green8: 150, blue8: 100) : Color(red8: 240, green8: 225, blue8: 200)
        case .fish: Color(red8: 255, green8: 140, blue8: 40)
        case .rabbit: Color(red8: 235, green8: 235, blue8: 240)
        }
    }

    /// The backdrop colour of the pet's portrait.
    public var backdrop: Color {
        [Color(red8: 255, green8: 226, blue8: 200), Color(red8: 208, green8: 232, blue8: 255), Color(red8: 214, green8: 242, blue8: 214),
         Color(red8: 255, green8: 240, blue8: 190), Color(red8: 232, green8: 222, blue8: 255), Color(red8: 200, green8: 240, blue8: 245)][hue % 6]
    }
}
