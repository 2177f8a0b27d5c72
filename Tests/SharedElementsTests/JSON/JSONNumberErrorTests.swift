import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Numbers a double cannot hold, NaN and Infinity are refused with the key path of the value.
@Suite struct JSONNumberErrorTests {
    @Test(arguments: [
        (#"{ "fps": 4e999 }"#, "fps", "number out of range: 4e999 does not fit a double"),
        (#"{ "size": [1, -1e400] }"#, "size[1]", "number out of range: -1e400 does not fit a double"),
        (#"{ "a": { "b": NaN } }"#, "a.b", "NaN and Infinity are not JSON numbers"),
        (#"[ 1, Infinity ]"#, "[1]", "NaN and Infinity are not JSON numbers"),
        (#"{ "x": [ -Infinity ] }"#, "x[0]", "NaN and Infinity are not JSON numbers"),
        (#"{ "x": -NaN }"#, "x", "NaN and Infinity are not JSON numbers"),
    ])
    func unusableNumbersNameTheirKeyPath(json: String, path: String, message: String) throws {
        do {
            _ = try JSONReader(parsing: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path)
            #expect(error.message.hasPrefix(message))
        }
    }
}
