import Foundation
import SharedElements

/// Refuses a run whose output would overwrite one of its own inputs (`Demo prototype p.json
/// -o photo.png` where the prototype shows photo.png) before anything is written. Paths are
/// compared as the system resolves them, links followed: another name for an input is caught too.
struct InputGuard {
    /// An input and how to name it in a refusal (`the prototype file`, `the image
    /// screens.back.children[0].image shows`).
    struct Input {
        let url: URL
        let role: String
    }

    /// The inputs by resolved path.
    private let inputs: [String: Input]

    init(_ inputs: [Input]) {
        var byPath: [String: Input] = [:]
        for input in inputs { byPath[FileAccess.resolvedPath(input.url.path)] = byPath[FileAccess.resolvedPath(input.url.path)] ?? input }
        self.inputs = byPath
    }

    /// The inputs of a prototype: its file and the PNG files its image views show.
    init(prototype: TransitionPrototype, at url: URL) {
        self.init([Input(url: url, role: "the prototype file itself")]
                  + prototype.imageFiles(relativeTo: url.deletingLastPathComponent()).map {
                      Input(url: $0.url, role: "the image \(JSONReader.abbreviated(path: $0.keyPath)) shows")
                  })
    }

    /// The inputs of a layer scene: its file and the PNG files of its `images`.
    init(scene: LayerScene, at url: URL) {
        self.init([Input(url: url, role: "the scene file itself")]
                  + scene.imageFiles.map { Input(url: $0.url, role: "the image \($0.keyPath) names") })
    }

    /// Refuses when `output`, written for `option` (its `value`, or a file in the folder it
    /// names; `nil` when the option was not given and the output is its default), is one of
    /// the inputs, naming both.
    func check(_ output: URL, option: String, value: String?) throws {
        guard !inputs.isEmpty, let input = inputs[FileAccess.resolvedPath(output.path)] else { return }
        let inputPath = input.url.path == output.path ? "" : " (\(input.url.path))"
        guard let value else {
            throw DemoError.input("the output \(output.path), the default without \(option), would overwrite \(input.role)\(inputPath); "
                                  + "give \(option) another path")
        }
        let written = output.path == URL(fileURLWithPath: value).path ? "" : ": \(output.path)"
        throw DemoError.input("\(option) \(value)\(written) would overwrite \(input.role)\(inputPath), which this run reads; "
                              + "choose another \(option)")
    }

    /// ``check(_:option:value:)`` for every numbered frame `0..<count` a film writes into `folder`.
    func check(frames count: Int, in folder: URL, option: String, value: String?) throws {
        guard !inputs.isEmpty else { return }
        for i in 0..<count { try check(folder.appendingPathComponent(FrameFolder.name(i)), option: option, value: value) }
    }
}
