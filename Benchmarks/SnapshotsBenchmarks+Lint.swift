import Foundation
import SharedElements
import Snapshotting

extension SnapshotsBenchmarks {
    /// The transition linter's checks on a 0.5 s shared-element transition at 390x844 points,
    /// scale 2 (31 frames at 60 fps: a photo, a card and three tiles fly), beside the time to
    /// render those frames, which is their target: checking may cost at most as much as rendering.
    @MainActor
    static func lintResults(_ context: BenchmarkContext) throws -> [BenchmarkResult] {
        var renderTimes: [Double] = [], checkTimes: [Double] = []
        var findings = -1
        for run in 0..<(context.runs(10) + 1) {
            let (render, check, report) = try lintRun()
            if run == 0 { continue }   // warm-up
            renderTimes.append(render)
            checkTimes.append(check)
            findings = report.entries.count
            guard report.transitionFrames >= 30 else {
                throw Failure(description: "the benchmark transition ran \(report.transitionFrames) frames, expected 31")
            }
        }
        let params: [String: Double] = ["width": 780, "height": 1688, "frames": 31, "entries": Double(findings)]
        let render = context.result(group: "snapshots", name: "render-0.5s-transition", seconds: renderTimes, params: params)
        let checks = context.result(group: "snapshots", name: "lint-checks-0.5s-transition", seconds: checkTimes,
                                    target: render.median, params: params)
        return [checks, render]
    }

    /// One run: seconds rendering and seconds checking, and the report.
    @MainActor
    static func lintRun() throws -> (render: Double, check: Double, report: LintReport) {
        let window = Window(size: Window.defaultSize, scale: 2)
        let list = ViewController()
        let detail = ViewController()
        window.rootViewController = list
        list.view.backgroundColor = Color(white: 0.96)
        detail.view.backgroundColor = .white
        let rings = try ImageGenerator.rings(width: 400, height: 300)
        let thumb = ImageView(image: Image(bitmap: rings, scale: 2))
        thumb.frame = CGRect(x: 20, y: 120, width: 160, height: 120)
        thumb.layer.cornerRadius = 12
        thumb.clipsToBounds = true
        thumb.transitionID = "photo"
        list.view.addSubview(thumb)
        let header = ImageView(image: Image(bitmap: rings, scale: 2))
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 292)
        header.transitionID = "photo"
        detail.view.addSubview(header)
        let colors: [Color] = [.systemBlue, .systemOrange, Color(red8: 52, green8: 199, blue8: 89)]
        for (i, color) in colors.enumerated() {
            let small = View(frame: CGRect(x: 200, y: 120 + CGFloat(i) * 44, width: 170, height: 36))
            small.backgroundColor = color
            small.layer.cornerRadius = 8
            small.transitionID = "tile-\(i)"
            list.view.addSubview(small)
            let large = View(frame: CGRect(x: 24, y: 320 + CGFloat(i) * 130, width: 342, height: 110))
            large.backgroundColor = color
            large.layer.cornerRadius = 20
            large.transitionID = "tile-\(i)"
            detail.view.addSubview(large)
        }
        var options = SharedElementOptions()
        options.duration = .fixed(0.5)
        detail.transitionController.transition = SharedElementTransition(options: options)
        let linter = TransitionLinter()
        var render = 0.0, check = 0.0
        func frame(_ t: Double) throws {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let bitmap = try window.render()
            let t1 = DispatchTime.now().uptimeNanoseconds
            linter.observe(window, frame: bitmap, time: t)
            let t2 = DispatchTime.now().uptimeNanoseconds
            render += Double(t1 - t0) / 1e9
            check += Double(t2 - t1) / 1e9
        }
        try frame(-1.0 / 60)
        list.present(detail, animated: true)
        var k = 0
        repeat {
            try frame(Double(k) / 60)
            window.clock.advance(by: 1.0 / 60)
            k += 1
        } while window.isTransitioning && k < 600
        try frame(Double(k) / 60)
        return (render, check, linter.report)
    }
}
