import Foundation
import Testing
import SharedElements

/// Every committed layer scene rendered by our compositor matches the reference PNG rendered from
/// the same file by an independent renderer, with the limits the scene comparison tool uses:
/// bad% ≤ 0.5, mean absolute error ≤ 1.5/255 and PSNR ≥ 33 dB on premultiplied RGBA (scenes with
/// shadows: 2, 3 and 30, since blur kernels legitimately differ).
@Suite struct SceneConformanceTests {
    struct Figures {
        var badPercent: Double
        var meanAbsoluteError: Double
        var psnr: Double
    }

    static func compare(_ a: Bitmap, _ b: Bitmap) -> Figures {
        var bad = 0
        var sum = 0.0, sumSq = 0.0
        for i in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a.bytes[i * 4 + c]) - Int(b.bytes[i * 4 + c]))
                worst = max(worst, d)
                sum += Double(d)
                sumSq += Double(d * d)
            }
            if worst > 24 { bad += 1 }
        }
        let n = Double(a.width * a.height * 4)
        let mse = sumSq / n
        return Figures(badPercent: Double(bad) * 100 / Double(a.width * a.height), meanAbsoluteError: sum / n,
                       psnr: mse == 0 ? .infinity : 10 * log10(255 * 255 / mse))
    }

    static func hasShadow(_ layer: Layer) -> Bool {
        layer.shadowOpacity > 0 || layer.sublayers.contains(where: hasShadow)
    }

    @Test(arguments: LayerSceneTests.sceneFiles)
    func sceneMatchesItsReference(_ file: String) throws {
        let url = LayerSceneTests.folder.appendingPathComponent(file)
        let scene = try LayerScene(contentsOf: url)
        let ours = try scene.render()
        let reference = try Image(contentsOf: url.deletingPathExtension().appendingPathExtension("png")).bitmap
        try #require(ours.width == reference.width && ours.height == reference.height)
        let f = Self.compare(ours, reference)
        let loose = Self.hasShadow(scene.root)
        let (bad, mae, psnr) = loose ? (2.0, 3.0, 30.0) : (0.5, 1.5, 33.0)
        #expect(f.badPercent <= bad && f.meanAbsoluteError <= mae && f.psnr >= psnr,
                "\(file): bad \(f.badPercent)%, mae \(f.meanAbsoluteError), psnr \(f.psnr)")
    }

    /// Its reference is computed region by region from the rules, by hand
    /// (`Scripts/plus-lighter-scene-reference.py`), with no partly covered pixel: exact.
    @Test func thePlusLighterSceneMatchesItsHandDerivedReferenceExactly() throws {
        let url = LayerSceneTests.folder.appendingPathComponent("plus-lighter.json")
        let ours = try LayerScene(contentsOf: url).render()
        let reference = try Image(contentsOf: url.deletingPathExtension().appendingPathExtension("png")).bitmap
        #expect(ours.width == reference.width && ours.height == reference.height)
        #expect(ours.bytes == reference.bytes)
    }

    @Test func aDamagedReferenceIsNoticed() throws {
        let url = LayerSceneTests.folder.appendingPathComponent("rounded-cards.json")
        let ours = try LayerScene(contentsOf: url).render()
        var damaged = try Image(contentsOf: url.deletingPathExtension().appendingPathExtension("png")).bitmap
        for y in 100..<300 { for x in 100..<300 { damaged[x, y] = PremultipliedColor(r: 255, g: 0, b: 255, a: 255) } }
        let f = Self.compare(ours, damaged)
        #expect(f.badPercent > 0.5)
    }
}
