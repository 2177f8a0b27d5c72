import Foundation
import SharedElements

/// `Benchmarks images`: PNG encode and decode of 780x1688 RGBA frames of UI content, plus GIF and
/// APNG export of a short animation.
///
/// Frames: the canonical scenes (`Benchmarks/Scenes/<scene>.json`) rendered by the compositor,
/// each checked against its reference render in `SnapshotTests/Scenes/` (a render that comes
/// out flat or wrong stops the group), and `ui-synthetic` (gradients, rounded cards, flat areas,
/// glyph-like marks). Decoding each PNG file must give its frame back.
/// With `IMAGES_BENCH_DUMP=<folder>` each frame is also written there as `<name>.png` (our
/// encoding) and `<name>.<width>x<height>.rgba` (straight RGBA) for `Scripts/images-vs-pillow.py`;
/// `IMAGES_BENCH_FRAMES=<name>,<name>` measures only those frames (and skips the animations);
/// `IMAGES_BENCH_CLOCK=cpu` times PNG encode and decode in thread CPU time instead of wall time,
/// which other processes on a busy machine disturb less.
enum ImagesBenchmarks {
    /// Pillow 13 on the development machine decoding the same PNG files and saving the same
    /// pixels at zlib level 6 (ms, median thread CPU time, `Scripts/images-vs-pillow.py --cpu`,
    /// one run on the 2-core machine; run the script for same-run figures from this machine), and
    /// the bytes of its RGB file for each frame (Pillow saves with zlib's `Z_FILTERED` strategy; the
    /// bytes change only with zlib's version). A frame without a figure gets the top of the
    /// issue's ranges for Pillow, 20 ms to decode and 52 ms to encode.
    static let pillow: [String: (decode: Double, encode: Double, rgbBytes: Double)] = [
        "rounded-cards": (8.85, 26.7, 40903), "photo-perspective": (10.1, 27.1, 50854), "card-flip-frame": (6.03, 81.9, 247_366),
        "many-layers": (17.3, 131.1, 878_339), "ui-synthetic": (8.81, 36.8, 69978),
    ]
    /// Decoding's target: Pillow's time over ``decodeSpeedupTarget``.
    static func decodeTarget(_ name: String) -> Double { (pillow[name]?.decode ?? 20) / decodeSpeedupTarget }
    static func encodeTarget(_ name: String) -> Double { pillow[name]?.encode ?? 52 }
    /// The targets: decoding at least 1.5 times as fast as Pillow, files no larger than
    /// Pillow's RGB encoding.
    static let decodeSpeedupTarget = 1.5
    static let sizeRatioTarget = 1.0

    static let group = BenchmarkGroup(name: "images") { context in
        var results: [BenchmarkResult] = []
        let dump = ProcessInfo.processInfo.environment["IMAGES_BENCH_DUMP"].map { URL(fileURLWithPath: $0) }
        if let dump { try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true) }
        let only = ProcessInfo.processInfo.environment["IMAGES_BENCH_FRAMES"]?.split(separator: ",").map(String.init)
        for (name, frame) in try frames(context) where only?.contains(name) ?? true {
            let rawBytes = Double(frame.width * frame.height * 4)
            let params = ["width": Double(frame.width), "height": Double(frame.height)]
            var png = Data()
            let encode = measure(context, runs: context.runs(15)) { png = PNGEncoder.encode(frame) }
            let decode = try measure(context, runs: context.runs(30)) { _ = try PNGDecoder.decodeBitmap(png) }
            results.append(context.result(group: "images", name: "encode-\(name)", seconds: encode, target: encodeTarget(name), params: params))
            results.append(throughput("encode-\(name)-speed", encode, rawBytes, params))
            results.append(BenchmarkResult(
                group: "images", name: "encode-\(name)-size", unit: "bytes", median: Double(png.count), min: Double(png.count),
                max: Double(png.count), runs: 1, target: nil, better: "lower", params: params))
            results.append(context.result(group: "images", name: "decode-\(name)", seconds: decode, target: decodeTarget(name), params: params))
            results.append(throughput("decode-\(name)-speed", decode, rawBytes, params))
            // Our decoded pixels must be the frame itself, or the timings mean nothing.
            guard try PNGDecoder.decodeBitmap(png) == frame else { throw ImagesBenchmarkFailure("\(name): decoding our PNG file does not give the frame back") }
            if let reference = pillow[name] {
                let d = decode.sorted()
                let ours = d[d.count / 2] * 1000
                results.append(ratio("decode-\(name)-vs-pillow", reference.decode / ours, target: decodeSpeedupTarget, better: "higher", params))
                let size = Double(png.count) / reference.rgbBytes
                results.append(ratio("encode-\(name)-size-vs-pillow-rgb", size, target: sizeRatioTarget, better: "lower", params))
            }
            if let dump {
                try png.write(to: dump.appendingPathComponent("\(name).png"))
                try Data(frame.straightBytes).write(to: dump.appendingPathComponent("\(name).\(frame.width)x\(frame.height).rgba"))
            }
        }
        if only == nil { results += try animationResults(context, dump: dump) }
        if let dump { try dumpChecks(to: dump) }
        return results
    }

    static func ratio(_ name: String, _ value: Double, target: Double, better: String, _ params: [String: Double]) -> BenchmarkResult {
        BenchmarkResult(group: "images", name: name, unit: "ratio", median: value, min: value, max: value, runs: 1, target: target,
                        better: better, params: params)
    }

    static func throughput(_ name: String, _ seconds: [Double], _ bytes: Double, _ params: [String: Double]) -> BenchmarkResult {
        let s = seconds.sorted()
        let median = s.isEmpty ? 0 : s[s.count / 2]
        return BenchmarkResult(
            group: "images", name: name, unit: "MB/s", median: bytes / median / 1e6, min: bytes / (s.last ?? 1) / 1e6,
            max: bytes / (s.first ?? 1) / 1e6, runs: s.count, target: nil, better: "higher", params: params)
    }

    /// The frames to measure, by name.
    static func frames(_ context: BenchmarkContext) throws -> [(String, Bitmap)] {
        var frames: [(String, Bitmap)] = []
        let references = context.folder.deletingLastPathComponent().appendingPathComponent("SnapshotTests/Scenes")
        for name in ["rounded-cards", "photo-perspective", "card-flip-frame", "many-layers"] {
            let scene = try LayerScene(contentsOf: context.folder.appendingPathComponent("Scenes/\(name).json"))
            let render = try scene.render()
            // The frame is the compositor's render, checked against the scene's reference render
            // (the snapshot tests hold it to a few levels): a render that comes out empty or wrong
            // stops the benchmark instead of being measured.
            let reference = try Image(contentsOf: references.appendingPathComponent("\(name).png")).bitmap
            try check(render, against: reference, name)
            frames.append((name, render))
        }
        frames.append(("ui-synthetic", try SyntheticUI.frame(width: 780, height: 1688)))
        return frames
    }

    /// Throws unless `render` has `reference`'s size, is not one flat colour, and differs from it
    /// by at most 8 levels in at most 1% of its bytes.
    static func check(_ render: Bitmap, against reference: Bitmap, _ name: String) throws {
        guard render.width == reference.width, render.height == reference.height else {
            throw ImagesBenchmarkFailure("\(name): the render is \(render.width)x\(render.height), its reference \(reference.width)x\(reference.height)")
        }
        let flat = render.withUnsafePixels { p in (0..<(render.width * render.height)).allSatisfy { p[$0] == p[0] } }
        guard !flat else { throw ImagesBenchmarkFailure("\(name): the render is one flat colour") }
        let a = render.bytes, b = reference.bytes
        var off = 0
        for i in a.indices where abs(Int(a[i]) - Int(b[i])) > 8 { off += 1 }
        guard off * 100 <= a.count else {
            throw ImagesBenchmarkFailure("\(name): \(off) of \(a.count) bytes of the render are more than 8 levels off its reference")
        }
    }

    /// GIF and APNG export of 12 frames (half size) of a card sliding over the synthetic UI.
    static func animationResults(_ context: BenchmarkContext, dump: URL?) throws -> [BenchmarkResult] {
        let frames = try (0..<12).map { try SyntheticUI.frame(width: 390, height: 844, cardOffset: $0 * 20) }
        let animation = try AnimatedImage(frames: frames, framesPerSecond: 30)
        let params = ["width": 390.0, "height": 844.0, "frames": 12.0]
        var gif = Data(), apng = Data()
        let gifTimes = try context.measure(runs: context.runs(5)) { gif = try GIFEncoder().encode(animation) }
        let apngTimes = try context.measure(runs: context.runs(5)) { apng = try APNGEncoder().encode(animation) }
        if let dump {
            try gif.write(to: dump.appendingPathComponent("animation.gif"))
            try apng.write(to: dump.appendingPathComponent("animation.apng"))
            for (i, f) in frames.enumerated() {
                try Data(f.straightBytes).write(to: dump.appendingPathComponent(String(format: "animation-%02d.390x844.frame", i)))
            }
        }
        return [
            context.result(group: "images", name: "gif-export-12-frames", seconds: gifTimes, params: params),
            BenchmarkResult(group: "images", name: "gif-export-size", unit: "bytes", median: Double(gif.count), min: Double(gif.count),
                            max: Double(gif.count), runs: 1, target: nil, better: "lower", params: params),
            context.result(group: "images", name: "apng-export-12-frames", seconds: apngTimes, params: params),
            BenchmarkResult(group: "images", name: "apng-export-size", unit: "bytes", median: Double(apng.count), min: Double(apng.count),
                            max: Double(apng.count), runs: 1, target: nil, better: "lower", params: params),
        ]
    }

    /// Extra files for `Scripts/pillow-check.py`: random bitmaps with the full alpha range and odd
    /// sizes (`random-<w>x<h>.png` beside `.rgba`), and a 60 fps animation exported as GIF at the
    /// default 30 fps (`resampled.gif`, 10 frames of 1/60 s: 5 GIF frames, 17/100 s in all).
    static func dumpChecks(to dump: URL) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for (w, h) in [(1, 1), (7, 3), (33, 17), (255, 2), (2, 129)] {
            var bytes = [UInt8](repeating: 0, count: w * h * 4)
            for i in stride(from: 0, to: bytes.count, by: 4) {
                let a = next()
                bytes[i] = min(next(), a); bytes[i + 1] = min(next(), a); bytes[i + 2] = min(next(), a); bytes[i + 3] = a
            }
            let bitmap = try Bitmap(width: w, height: h, premultipliedBytes: bytes)
            try PNGEncoder.encode(bitmap).write(to: dump.appendingPathComponent("random-\(w)x\(h).png"))
            try Data(bitmap.straightBytes).write(to: dump.appendingPathComponent("random-\(w)x\(h).\(w)x\(h).rgba"))
        }
        let frames = try (0..<10).map { try SyntheticUI.frame(width: 195, height: 422, cardOffset: $0 * 4) }
        try GIFEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: 60))
            .write(to: dump.appendingPathComponent("resampled.gif"))
    }

    /// Seconds per call, sorted: ``BenchmarkContext/measure(runs:warmup:_:)``, or thread CPU
    /// time when `IMAGES_BENCH_CLOCK=cpu`.
    static func measure(_ context: BenchmarkContext, runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        guard ProcessInfo.processInfo.environment["IMAGES_BENCH_CLOCK"] == "cpu" else {
            return try context.measure(runs: runs, body)
        }
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let t0 = now()
            try body()
            times.append(now() - t0)
        }
        return times.sorted()
    }
}

struct ImagesBenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
