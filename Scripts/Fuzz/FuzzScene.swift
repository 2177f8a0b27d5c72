import Foundation
import SharedElementsCompositor

// libFuzzer entry point for the layer-scene loader (Scripts/fuzz.sh scene): any input must end in
// a scene or a thrown error, never a crash, a hang or an out-of-bounds access. A scene that loads
// onto a small canvas is rendered too, so the compositor sees what the loader lets through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    guard let scene = try? LayerScene(data: data) else { return 0 }
    let pixels = scene.size.width * scene.scale * scene.size.height * scene.scale
    if pixels <= 256 * 256 { _ = try? scene.render() }
    return 0
}
