import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A key given twice in one object is an error naming its key path, never a silent last-wins.
@Suite struct JSONDuplicateKeyTests {
    @Test(arguments: [
        (#"{ "fps": 30, "fps": 60 }"#, "fps"),
        (#"{ "screens": { "back": { "children": [ {}, { "frame": [0, 0, 1, 1], "frame": [1, 1, 2, 2] } ] } } }"#,
         "screens.back.children[1].frame"),
        (#"[ [ { "a": 1 }, { "b": { "c": null, "c": null } } ] ]"#, "[0][1].b.c"),
    ])
    func duplicateKeysNameTheirKeyPath(json: String, path: String) throws {
        do {
            _ = try JSONReader(parsing: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path)
            #expect(error.message.hasPrefix("duplicate key"))
        }
    }

    @Test func theSameKeyInTwoObjectsIsFine() throws {
        let doc = try JSONReader(parsing: Data(#"{ "a": { "x": 1 }, "b": { "x": 2 } }"#.utf8))
        #expect(try doc.required("b").required("x").number() == 2)
    }

    @Test func aDuplicateInAPrototypeIsRefusedWithItsPath() throws {
        let json = #"{ "screens": { "back": {}, "fore": {}, "back": {} }, "transition": { "catalog": "fade" } }"#
        #expect(throws: JSONReader.Failure(path: "screens.back", message: "duplicate key \"back\" in an object; keep one of them (line 1, column 40, byte 39)")) {
            try TransitionPrototype(data: Data(json.utf8))
        }
    }
}
