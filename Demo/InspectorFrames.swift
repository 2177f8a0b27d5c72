import Foundation
import SharedElements

/// The inspector's frame images: every frame of a film at one pixel per point, as PNG files in a
/// folder of its own, written as the film renders. A frame that shows exactly what the frame
/// before it showed is not written again: it names the earlier file (films hold still before,
/// between and after transitions).
enum InspectorFrames {
    /// An output that writes a film's frames (rendered at `scale` pixels per point) into
    /// `folder` as they come, named by the first frame that shows each picture (`0042.png`);
    /// `names` holds each frame's file name in order once the film is finished, and the frames
    /// an earlier film left in the folder are removed then.
    static func output(scale: Int, to folder: URL) throws -> (output: FilmOutput, names: Names) {
        try DemoFiles.makeFolder(folder)
        let names = Names()
        // Each frame is compared, shrunk, encoded and written on any core; the names are noted
        // in order. A frame that differs from the one before it differs from the last one
        // written (the frames between them were the same as that one).
        var last: Bitmap?
        let output = FilmOutput(name: folder.lastPathComponent, plan: { frame, i in
            let previous = last
            last = frame
            return {
                if let previous, sameBytes(previous, frame) { return { names.list.append(names.list[names.list.count - 1]) } }
                let file = FrameFolder.name(i)
                try DemoFiles.write(Image(bitmap: try downsampled(frame, by: scale)).pngData(), to: folder.appendingPathComponent(file))
                return { names.list.append(file) }
            }
        }, finish: { try FrameFolder.removeFrames(in: folder, keeping: Set(names.list)) })
        return (output, names)
    }

    /// Whether two bitmaps have the same size and pixels, compared as raw memory (the derived
    /// `==` goes through the arrays element by element, and this runs on every frame).
    static func sameBytes(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.withUnsafePixels { p in b.withUnsafePixels { q in memcmp(p, q, a.width * a.height * 4) == 0 } }
    }

    /// The file names of a film's frames, filled in as they are written.
    final class Names: @unchecked Sendable {
        var list: [String] = []
    }

    /// `bitmap` shrunk by a whole `factor`, each pixel the mean of a `factor` × `factor` block
    /// (premultiplied, so the mean stays premultiplied); the bitmap itself for a factor of 1.
    static func downsampled(_ bitmap: Bitmap, by factor: Int) throws -> Bitmap {
        if factor == 2 { return try halved(bitmap) }
        return try downsampled(bitmap, byX: factor, byY: factor)
    }

    /// `bitmap` shrunk by whole factors across and down, each pixel the mean of a block of
    /// `fx` × `fy` pixels; the bitmap itself when both are 1.
    static func downsampled(_ bitmap: Bitmap, byX fx: Int, byY fy: Int) throws -> Bitmap {
        guard fx > 1 || fy > 1 else { return bitmap }
        let w = bitmap.width / fx, h = bitmap.height / fy, stride = bitmap.width * 4
        let n = fx * fy
        var out = [UInt8](repeating: 0, count: w * h * 4)
        bitmap.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var sum = (0, 0, 0, 0)
                        for dy in 0..<fy {
                            var p = (y * fy + dy) * stride + x * fx * 4
                            for _ in 0..<fx {
                                sum.0 += Int(src[p]); sum.1 += Int(src[p + 1]); sum.2 += Int(src[p + 2]); sum.3 += Int(src[p + 3])
                                p += 4
                            }
                        }
                        let q = (y * w + x) * 4
                        dst[q] = UInt8(sum.0 / n); dst[q + 1] = UInt8(sum.1 / n); dst[q + 2] = UInt8(sum.2 / n); dst[q + 3] = UInt8(sum.3 / n)
                    }
                }
            }
        }
        return try Bitmap(width: w, height: h, premultipliedBytes: out)
    }

    /// `bitmap` at half size, two channels of four pixels summed at once in each 32-bit word
    /// (red and blue, then green and alpha: four bytes add up to at most 1020, which fits 16 bits).
    /// The means of premultiplied pixels are premultiplied (a block's colour sums are at most its
    /// alpha sum), so the result is written in place, with no check and no clearing first.
    static func halved(_ bitmap: Bitmap) throws -> Bitmap {
        let w = bitmap.width / 2, h = bitmap.height / 2, rowLength = bitmap.width
        var out = try Bitmap(uninitializedWidth: w, height: h)
        bitmap.bytes.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self)
            out.withUnsafeMutablePixels { pixels in
                let dst = UnsafeMutableBufferPointer(start: pixels, count: w * h)
                let m = SIMD4<UInt32>(repeating: 0x00FF_00FF)
                for y in 0..<h {
                    let top = 2 * y * rowLength, bottom = top + rowLength
                    // Four pixels at a time: the even and odd columns of eight, the same sums.
                    var x = 0
                    while x + 4 <= w {
                        let t = UnsafeRawPointer(src.baseAddress! + top + 2 * x).loadUnaligned(as: SIMD8<UInt32>.self)
                        let b = UnsafeRawPointer(src.baseAddress! + bottom + 2 * x).loadUnaligned(as: SIMD8<UInt32>.self)
                        let (a, bb, c, d) = (t.evenHalf, t.oddHalf, b.evenHalf, b.oddHalf)
                        let rb = (a & m) &+ (bb & m) &+ (c & m) &+ (d & m)
                        let ga = ((a &>> 8) & m) &+ ((bb &>> 8) & m) &+ ((c &>> 8) & m) &+ ((d &>> 8) & m)
                        let quad = ((rb &>> 2) & m) | (((ga &>> 2) & m) &<< 8)
                        UnsafeMutableRawPointer(dst.baseAddress! + y * w + x).storeBytes(of: quad, as: SIMD4<UInt32>.self)
                        x += 4
                    }
                    for x in stride(from: x, to: w, by: 1) {
                        let a = src[top + 2 * x], b = src[top + 2 * x + 1], c = src[bottom + 2 * x], d = src[bottom + 2 * x + 1]
                        let rb = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
                        let ga = ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
                        dst[y * w + x] = ((rb >> 2) & 0x00FF_00FF) | (((ga >> 2) & 0x00FF_00FF) << 8)
                    }
                }
            }
        }
        return out
    }
}
