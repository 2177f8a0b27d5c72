import Foundation
import SharedElementsPrototypes

// libFuzzer entry point for the prototype loader (Scripts/fuzz.sh prototype): any input must end
// in a prototype or a thrown error, never a crash, a hang or an out-of-bounds access. Image paths
// resolve from the folder the fuzzer runs in (the script's corpus folder), so only the seeds'
// relative paths can name a file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrototype(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    _ = try? TransitionPrototype(data: data)
    return 0
}
