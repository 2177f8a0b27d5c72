/// Why image data could not be decoded or an animation could not be encoded.
///
/// Like Go's `image/png`, decoding failures come in two kinds: the data breaks the format
/// (``invalidFormat(_:)``), or it is well formed but asks for something this package does not do
/// (``unsupported(_:)``), such as a size over ``Bitmap``'s limits. Messages say what is wrong and
/// where (chunk type and byte offset).
///
/// ```swift
/// do { _ = try Image(data: Data([1, 2, 3])) } catch ImageError.invalidFormat(let why) { print(why) }
/// ```
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// The data is not a valid file of the format: bad signature, CRC or checksum mismatch,
    /// truncated, invalid Huffman table, palette index out of range, ...
    case invalidFormat(String)
    /// The data is valid but uses something not supported, or is over the size limits.
    case unsupported(String)
    /// Frames handed to an encoder cannot make an animation (none, sizes differ, bad duration).
    case invalidFrames(String)
    /// An encoder's output file cannot be written: the path and the system's reason.
    case cannotWrite(String)
    /// An image file cannot be read: the path and the reason (no such file, a folder, ...).
    case cannotRead(String)
    /// A film would pass ``FilmLimits`` (or be empty): which limit, and by how much.
    case filmTooLarge(String)

    /// What went wrong and where, for people.
    public var description: String {
        switch self {
        case .invalidFormat(let s): "invalid image data: \(s)"
        case .unsupported(let s): "unsupported image: \(s)"
        case .invalidFrames(let s): "invalid animation frames: \(s)"
        case .cannotWrite(let s): "cannot write \(s)"
        case .cannotRead(let s): "cannot read \(s)"
        case .filmTooLarge(let s): "film over the limits: \(s)"
        }
    }

    /// The message without its kind.
    public var message: String {
        switch self {
        case .invalidFormat(let s), .unsupported(let s), .invalidFrames(let s), .cannotWrite(let s), .cannotRead(let s), .filmTooLarge(let s): s
        }
    }
}
