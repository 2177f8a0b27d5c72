import Foundation

/// Why a film strip could not be taken.
package struct FilmStripFailure: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
