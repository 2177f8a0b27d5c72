import Foundation
import SharedElementsImages

// libFuzzer entry point for the PNG decoder (Scripts/fuzz.sh png). Any input must end in pixels
// or an ImageError: never a crash, a hang or an out-of-bounds access (the script builds with the
// address sanitizer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    do {
        let decoded = try PNGDecoder.decode(data)
        let bitmap = try PNGDecoder.decodeBitmap(data)
        if bitmap.width != decoded.width || bitmap.bytes.count != decoded.rgba8.count { fatalError("decoders disagree") }
    } catch is ImageError {
    } catch {
        fatalError("unexpected error type: \(error)")
    }
    // The raw inflater on the same bytes, bounded to 64 KiB of output.
    _ = try? Inflate.raw([UInt8](data), maxOutput: 1 << 16)
    return 0
}
