/// A zlib stream (RFC 1950) compressed a piece at a time, so that memory holds one piece of the
/// input and its output instead of the whole: each piece becomes DEFLATE blocks of its own (a
/// match never reaches back into an earlier piece), following on in one bit stream, and the
/// Adler-32 of all of them closes it. One piece gives the same bytes as ``Deflate/zlib(padded:count:parameters:)``.
///
/// ```swift
/// let stream = DeflateStream(parameters: .level6Filtered)
/// var z = stream.compress(padded: firstRows, count: n1, isLast: false)
/// z += stream.compress(padded: lastRows, count: n2, isLast: true)   // a whole zlib stream
/// ```
package final class DeflateStream {
    private var writer = BitWriter(capacity: 1 << 16)
    private var adler: UInt32 = 1
    private let parameters: Deflate.Parameters
    private var finished = false

    package init(parameters: Deflate.Parameters = .level6) {
        self.parameters = parameters
        Deflate.writeHeader(into: &writer)
    }

    deinit { writer.release() }

    /// Compresses the next `count` bytes at `padded`, which must be followed by
    /// ``Deflate/padding`` readable bytes, and returns the stream's bytes completed so far (the
    /// bits of a byte not yet whole wait for the next piece). With `isLast`, the stream ends:
    /// what is returned closes it, and later calls return nothing.
    package func compress(padded: UnsafePointer<UInt8>, count: Int, isLast: Bool) -> [UInt8] {
        guard !finished else { return [] }
        if count > 0 || isLast {
            Deflate.blocks(padded: padded, count: count, parameters: parameters, final: isLast, into: &writer)
            adler = Adler32.update(adler, UnsafeRawBufferPointer(start: padded, count: count))
        }
        if isLast {
            Deflate.writeTrailer(adler, into: &writer)
            finished = true
        }
        return writer.takeBytes()
    }
}
