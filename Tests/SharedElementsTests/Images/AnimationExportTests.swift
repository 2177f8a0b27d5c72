import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct AnimationExportTests {
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255, width: Int = 20, height: Int = 10) throws -> Bitmap {
        try Bitmap(width: width, height: height, fill: PremultipliedColor(r: r, g: g, b: b, a: a))
    }

    /// A card moving over a horizontal gradient: frames differ in a small rectangle.
    static func slidingCard(frames: Int) throws -> [Bitmap] {
        try (0..<frames).map { f in
            var b = try Bitmap(width: 64, height: 32)
            for y in 0..<32 {
                for x in 0..<64 {
                    b[x, y] = PremultipliedColor(r: UInt8(x * 4), g: UInt8(100 + y), b: 200, a: 255)
                }
            }
            for y in 10..<20 { for x in (f * 3)..<(f * 3 + 12) { b[x, y] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255) } }
            return b
        }
    }

    @Test func apngKeepsEveryFrameAndExactDelays() throws {
        let durations = [1.0 / 60, 0.1, 0.25, 1.0 / 30, 2]
        let bitmaps = try Self.slidingCard(frames: durations.count)
        let animation = try AnimatedImage(frames: zip(bitmaps, durations).map { AnimatedImage.Frame(bitmap: $0, duration: $1) })
        let file = try APNGFile(try APNGEncoder().encode(animation))
        #expect(file.frameCount == 5)
        #expect(file.plays == 0)
        #expect(file.delays.map { $0.0 } == [1, 1, 1, 1, 2])
        #expect(file.delays.map { $0.1 } == [60, 10, 4, 30, 1])
        #expect(file.frames == bitmaps)
    }

    @Test func apngKeepsTranslucentFramesAndUnchangedOnes() throws {
        let frames = [try Self.solid(10, 20, 30, 128), try Self.solid(10, 20, 30, 128), try Self.solid(0, 0, 0, 0)]
        let file = try APNGFile(try APNGEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: 24, loopCount: 3)))
        #expect(file.frames == frames)
        #expect(file.plays == 3)
        #expect(file.delays.allSatisfy { $0 == (1, 24) })
    }

    @Test func delayFractionsAreExactForCommonRates() {
        #expect(APNGEncoder.fraction(1.0 / 60) == (1, 60))
        #expect(APNGEncoder.fraction(1.0 / 24) == (1, 24))
        #expect(APNGEncoder.fraction(0.125) == (1, 8))
        #expect(APNGEncoder.fraction(7.0 / 90) == (7, 90))
    }

    @Test func gifTimelineDelaysAddUpToTheDuration() {
        let cases: [([Double], Double)] = [
            (Array(repeating: 1.0 / 60, count: 10), 30), (Array(repeating: 1.0 / 60, count: 61), 30),
            (Array(repeating: 1.0 / 24, count: 7), 30), ([0.013, 0.5, 0.021, 0.7, 0.0049, 1.3], 30),
            (Array(repeating: 1.0 / 120, count: 33), 50), ([0.3], 50), (Array(repeating: 1.0 / 30, count: 30), 20),
        ]
        for (durations, fps) in cases {
            let timeline = GIFEncoder.timeline(durations, framesPerSecond: fps)
            let total = Int((durations.reduce(0, +) * 100).rounded())
            #expect(timeline.reduce(0) { $0 + $1.centiseconds } == total, "\(durations) at \(fps) fps")
            #expect(timeline.allSatisfy { $0.centiseconds >= 2 })
            #expect(timeline.count <= Int((durations.reduce(0, +) * fps).rounded(.up)))
        }
        // 60 fps resampled to 30 fps: every other frame, delays alternating 3 and 4 hundredths.
        let t = GIFEncoder.timeline(Array(repeating: 1.0 / 60, count: 12), framesPerSecond: 30)
        #expect(t.map(\.frame) == [0, 2, 4, 6, 8, 10])
        #expect(t.map(\.centiseconds) == [3, 4, 3, 3, 4, 3])
    }

    @Test func gifHasFramesLoopAndExactColours() throws {
        let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 34, 56)]
        let frames = try colours.map { try Self.solid($0.0, $0.1, $0.2) }
        let gif = try GIFFile(try GIFEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: 10)))
        #expect(gif.width == 20 && gif.height == 10)
        #expect(gif.loopCount == 0)
        #expect(gif.frames.count == 4)
        #expect(gif.frames.map(\.delay) == [10, 10, 10, 10])
        #expect(gif.duration == 40)
        #expect(gif.frames[0].width == 20 && gif.frames[0].height == 10)
        for (frame, colour) in zip(gif.frames, colours) {
            let used = Set(frame.indices)
            #expect(used.count == 1)
            let c = frame.palette[Int(used.first ?? 0)]
            #expect(c == colour)
        }
    }

    @Test func gifResamplesToThirtyFramesPerSecondByDefault() throws {
        let frames = try Self.slidingCard(frames: 20)
        let gif = try GIFFile(try GIFEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: 60)))
        #expect(gif.frames.count == 10)
        #expect(gif.duration == 33)
        // After the first frame only the card's rectangle is stored.
        #expect(gif.frames[1].width < 64 && gif.frames[1].height == 10)
        #expect(gif.frames.dropFirst().allSatisfy { $0.disposal == 1 })
    }

    @Test func gifMarksTransparentPixels() throws {
        var frame = try Self.solid(200, 100, 50)
        for x in 0..<10 { frame[x, 0] = .transparent }
        let gif = try GIFFile(try GIFEncoder().encode(try AnimatedImage(frames: [frame, frame], framesPerSecond: 5)))
        let f = try #require(gif.frames.first)
        let t = try #require(f.transparentIndex)
        #expect(f.disposal == 2)
        #expect(f.indices[0..<10].allSatisfy { Int($0) == t })
        #expect(f.indices[10...].allSatisfy { Int($0) != t })
        #expect(f.palette[Int(f.indices[10])] == (200, 100, 50))
    }

    @Test func gifPaletteFollowsGradientsClosely() throws {
        var b = try Bitmap(width: 256, height: 64)
        for y in 0..<64 {
            for x in 0..<256 { b[x, y] = PremultipliedColor(r: UInt8(x), g: UInt8(255 - x / 2), b: UInt8(y * 4), a: 255) }
        }
        for dithering in [false, true] {
            let gif = try GIFFile(try GIFEncoder(dithering: dithering).encode(try AnimatedImage(frames: [b], framesPerSecond: 1)))
            let f = try #require(gif.frames.first)
            var total = 0, worst = 0
            for y in 0..<64 {
                for x in 0..<256 {
                    let c = f.palette[Int(f.indices[y * 256 + x])]
                    let e = abs(Int(c.0) - x) + abs(Int(c.1) - (255 - x / 2)) + abs(Int(c.2) - y * 4)
                    total += e
                    worst = max(worst, e)
                }
            }
            #expect(Double(total) / Double(256 * 64) < (dithering ? 16 : 12), "dithering: \(dithering)")
            #expect(worst < (dithering ? 60 : 40))
        }
    }

    @Test func lzwSurvivesTableResets() throws {
        var rng = SeededGenerator(seed: 12)
        let indices = (0..<40_000).map { i in UInt8(i % 5 == 0 ? Int.random(in: 0...255, using: &rng) : (i / 3) & 255) }
        let lzw = indices.withUnsafeBufferPointer { LZWEncoder.encode($0.baseAddress!, count: $0.count, minCodeSize: 8) }
        #expect(try GIFFile.lzwDecode(lzw, minCodeSize: 8, count: indices.count) == indices)
        let two: [UInt8] = [0, 1, 1, 0, 0, 0, 1]
        let small = two.withUnsafeBufferPointer { LZWEncoder.encode($0.baseAddress!, count: $0.count, minCodeSize: 2) }
        #expect(try GIFFile.lzwDecode(small, minCodeSize: 2, count: 7) == two)
    }

    /// Codes leave the encoder 32 bits at a time: every length (none, a byte's worth, the
    /// table's resets) and code size decodes back to its indices, long runs of one index (a
    /// flat frame) included.
    @Test func lzwDecodesBackAtEveryLengthAndCodeSize() throws {
        var rng = SeededGenerator(seed: 13)
        for trial in 0..<60 {
            let minCodeSize = [2, 3, 5, 8][trial % 4]
            let count = trial < 12 ? trial : Int.random(in: 1...30_000, using: &rng)
            let top = 1 << minCodeSize
            var indices: [UInt8] = []
            while indices.count < count {
                let run = trial % 3 == 0 ? Int.random(in: 1...5_000, using: &rng) : Int.random(in: 1...4, using: &rng)
                indices += [UInt8](repeating: UInt8(Int.random(in: 0..<top, using: &rng)), count: run)
            }
            indices = Array(indices.prefix(count))
            let lzw = indices.withUnsafeBufferPointer { LZWEncoder.encode($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: count, minCodeSize: minCodeSize) }
            #expect(try GIFFile.lzwDecode(lzw, minCodeSize: minCodeSize, count: count) == indices, "trial \(trial): \(count) indices")
            // The encoder jumps over runs of one index; the codes must be the plain encoder's.
            #expect(lzw == Self.plainLZW(indices, minCodeSize: minCodeSize), "trial \(trial): \(count) indices")
        }
    }

    /// One run of index 255 long enough to fill the table with 255 repeated 2 ... 3,839 times
    /// (codes 258 ... 4095), then more of it: the encoder looks up the last code followed by
    /// 255, the one key whose bits are all ones, and must find it absent, as an empty slot.
    @Test func lzwRunFillingTheTableDecodesBack() throws {
        let filling = 3_838 * 3_839 / 2
        let indices = [UInt8](repeating: 255, count: 1 + filling + 3_838 + 100) + [7, 255, 255]
        let lzw = indices.withUnsafeBufferPointer { LZWEncoder.encode($0.baseAddress!, count: $0.count, minCodeSize: 8) }
        let decoded = try GIFFile.lzwDecode(lzw, minCodeSize: 8, count: indices.count)
        #expect(decoded.count == indices.count)
        #expect(decoded == indices)
    }

    /// GIF's LZW one index at a time, with a dictionary of strings: the codes, least significant
    /// bit first, that the encoder must give byte for byte.
    static func plainLZW(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var out: [UInt8] = [], bits = 0, bitCount = 0
        func emit(_ code: Int, _ size: Int) {
            bits |= code << bitCount
            bitCount += size
            while bitCount >= 8 { out.append(UInt8(bits & 255)); bits >>= 8; bitCount -= 8 }
        }
        var table: [[UInt8]: Int] = [:]
        var next = end + 1, codeSize = minCodeSize + 1
        emit(clear, codeSize)
        if let first = indices.first {
            var prefix: [UInt8] = [first]
            func code(_ s: [UInt8]) -> Int { s.count == 1 ? Int(s[0]) : table[s]! }
            for k in indices.dropFirst() {
                if table[prefix + [k]] != nil { prefix.append(k); continue }
                emit(code(prefix), codeSize)
                if next < 4096 {
                    table[prefix + [k]] = next
                    if next == 1 << codeSize { codeSize += 1 }
                    next += 1
                } else {
                    emit(clear, codeSize)
                    table = [:]
                    next = end + 1
                    codeSize = minCodeSize + 1
                }
                prefix = [k]
            }
            emit(code(prefix), codeSize)
        }
        emit(end, codeSize)
        if bitCount > 0 { out.append(UInt8(bits & 255)) }
        return out
    }

    @Test func badFramesAreRefused() throws {
        let a = try Self.solid(1, 2, 3), b = try Self.solid(1, 2, 3, width: 21)
        let cases: [() throws -> Void] = [
            { _ = try AnimatedImage(frames: [], framesPerSecond: 30) },
            { _ = try AnimatedImage(frames: [a, b], framesPerSecond: 30) },
            { _ = try AnimatedImage(frames: [a], framesPerSecond: 0) },
            { _ = try AnimatedImage(frames: [AnimatedImage.Frame(bitmap: a, duration: -1)]) },
            { _ = try AnimatedImage(frames: [a], framesPerSecond: 30, loopCount: 70_000) },
            { _ = try GIFEncoder(framesPerSecond: 60).encode(try AnimatedImage(frames: [a], framesPerSecond: 30)) },
        ]
        for c in cases {
            #expect {
                try c()
            } throws: { error in
                if case .invalidFrames = error as? ImageError { return true }
                return false
            }
        }
    }
}
