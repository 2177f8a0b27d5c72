import Foundation
import SharedElements

/// Hands each rendered frame to every ``FilmOutput`` of a film, each output on a queue of its
/// own, while the next frame renders. An output whose work on a frame needs only what it plans
/// as the frame is sent (``FilmOutput/isStaged``: the GIF's and APNG's encoding, the inspector's
/// frames) does that work for several frames at once on any core, and takes the frames in order
/// on its queue; the files come out the same. At most `inFlight` frames wait for their outputs: when
/// the outputs fall behind, ``send(_:index:)`` waits, so memory stays flat whatever the film's
/// length. The first failure of any output stops the film.
///
/// ```swift
/// let pipeline = FramePipeline([gif, apng], inFlight: 8)
/// for i in 0..<count { try pipeline.send(try window.render(), index: i) }
/// try pipeline.finish()
/// ```
final class FramePipeline: @unchecked Sendable {
    private let outputs: [(output: FilmOutput, queue: DispatchQueue, order: InOrder)]
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failure: Error?
    /// Frames sent so far (the order staged outputs take them in, whatever their indices).
    private var sent = 0

    init(_ outputs: [FilmOutput], inFlight: Int) {
        self.outputs = outputs.enumerated().map { ($1, DispatchQueue(label: "film-output-\($0)"), InOrder()) }
        slots = DispatchSemaphore(value: max(1, inFlight))
    }

    /// Frames that may wait for their outputs at once: as many as fit in `budget` bytes, 2 to 12.
    static func inFlight(width: Int, height: Int, budget: Int = 128 << 20) -> Int {
        max(2, min(12, budget / max(1, width * height * 4)))
    }

    /// Gives frame `index` to every output; waits while `inFlight` frames are still being taken.
    /// - Throws: the first error an output has met.
    func send(_ frame: Bitmap, index: Int) throws {
        try check()
        guard !outputs.isEmpty else { return }
        slots.wait()
        let left = Countdown(outputs.count)
        let place = sent
        sent += 1
        for (output, queue, order) in outputs {
            group.enter()
            if output.isStaged {
                let work = Carried<FilmOutput.Work>({ {} })
                if !hasFailed {
                    do { work.body = try output.plan(frame, index: index) } catch { record(error) }
                }
                DispatchQueue.global(qos: .userInitiated).async { [self] in
                    let take = Carried<FilmOutput.Take>({})
                    if !hasFailed {
                        do { take.body = try work.body() } catch { record(error) }
                    }
                    order.run(place, on: queue) { [self] in
                        if !hasFailed {
                            do { try take.body() } catch { record(error) }
                        }
                        if left.done() { slots.signal() }
                        group.leave()
                    }
                }
            } else {
                queue.async { [self] in
                    if !hasFailed {
                        do { try output.take(frame, index: index) } catch { record(error) }
                    }
                    if left.done() { slots.signal() }
                    group.leave()
                }
            }
        }
    }

    /// Waits for every output to take every frame, then finishes them all.
    func finish() throws {
        group.wait()
        try check()
        for (output, queue, _) in outputs {
            queue.async(group: group) { [self] in
                do { try output.finish() } catch { record(error) }
            }
        }
        group.wait()
        try check()
    }

    /// Runs `film` (which sends every frame), then finishes the outputs; when either fails,
    /// waits for the outputs to stop and removes their unfinished files before rethrowing.
    func run(_ film: () throws -> Void) throws {
        do {
            try film()
            try finish()
        } catch {
            record(error)
            group.wait()
            for (output, _, _) in outputs { output.abandon() }
            throw error
        }
    }

    private var hasFailed: Bool {
        lock.lock(); defer { lock.unlock() }
        return failure != nil
    }

    private func record(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if failure == nil { failure = error }
    }

    private func check() throws {
        lock.lock(); defer { lock.unlock() }
        if let failure { throw failure }
    }

    /// Counts the outputs still to take one frame.
    private final class Countdown: @unchecked Sendable {
        private var left: Int
        private let lock = NSLock()
        init(_ count: Int) { left = count }
        /// Notes one output done; true for the last.
        func done() -> Bool {
            lock.lock(); defer { lock.unlock() }
            left -= 1
            return left == 0
        }
    }

    /// A staged output's work or take for a frame, carried to the one thread that calls it.
    private final class Carried<Body>: @unchecked Sendable {
        var body: Body
        init(_ body: Body) { self.body = body }
    }

    /// Puts work done out of order back in order: the block of the frame sent `place`-th (from
    /// 0) goes onto a serial queue once the blocks of every frame sent before it have.
    private final class InOrder: @unchecked Sendable {
        private var next = 0
        private var waiting: [Int: @Sendable () -> Void] = [:]
        private let lock = NSLock()

        func run(_ place: Int, on queue: DispatchQueue, _ block: @escaping @Sendable () -> Void) {
            lock.lock(); defer { lock.unlock() }
            waiting[place] = block
            while let ready = waiting.removeValue(forKey: next) {
                queue.async(execute: ready)
                next += 1
            }
        }
    }
}
