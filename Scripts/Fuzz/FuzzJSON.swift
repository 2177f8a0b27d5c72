import Foundation
import SharedElementsJSON

// libFuzzer entry point for the JSON reader (Scripts/fuzz.sh json). Any input must end in a value
// or a JSONReader.Failure; a value that parses is walked through the reader's accessors the way
// the loaders walk it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let root: JSONReader
    do {
        root = try JSONReader(parsing: data)
    } catch {
        if error.description.isEmpty { fatalError("a failure without a message") }
        return 0
    }
    walk(root, depth: 0)
    return 0
}

private func walk(_ r: JSONReader, depth: Int) {
    guard depth < 600 else { return }
    _ = r.value.typeName
    _ = try? r.number()
    _ = try? r.bool()
    _ = try? r.string()
    _ = try? r.numbers(count: 2)
    if let keys = try? r.keys() {
        _ = try? r.rejectUnknownKeys(["size", "root"])
        for key in keys {
            guard let child = try? r.required(key) else { fatalError("a listed key is missing: \(key)") }
            walk(child, depth: depth + 1)
        }
    }
    if let items = try? r.array() {
        for item in items { walk(item, depth: depth + 1) }
    }
}
