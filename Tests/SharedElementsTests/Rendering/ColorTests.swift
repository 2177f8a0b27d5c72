import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct ColorTests {
    @Test(arguments: [
        ("#FF8000", Color(red8: 255, green8: 128, blue8: 0)),
        ("ff8000", Color(red8: 255, green8: 128, blue8: 0)),
        ("#0a1B2c80", Color(red8: 10, green8: 27, blue8: 44, alpha8: 128)),
        ("#00000000", Color(red8: 0, green8: 0, blue8: 0, alpha8: 0)),
    ])
    func hexColoursAreRead(hex: String, expected: Color) throws {
        #expect(try #require(Color(hex: hex)) == expected)
    }

    /// Six or eight hex digits and nothing else: `UInt32(_:radix:)` alone would read a sign,
    /// so "#+FFFFF" was drawn as #0FFFFF.
    @Test(arguments: [
        "#+FFFFF", "#+FFFFFFF", "#-0000000", "#-00000", "+FFFFFF", "#0x00FF", "#0xFF00FF",
        "# FFFFF", "#FFFFF ", "#FF_FFF", "#GGGGGG", "#FFFFF", "#FFFFFFFFF", "#", "", "##FFFFFF",
        "#ＦＦＦＦＦＦ", "#٠٠٠٠٠٠", "#FFFFF\u{301}", "#FFFF\u{0}F",
    ])
    func anythingButHexDigitsIsRefused(hex: String) {
        #expect(Color(hex: hex) == nil)
    }

    @Test func hexStringReadsBack() throws {
        let c = Color(red8: 1, green8: 0xAB, blue8: 0xFF, alpha8: 0x7F)
        #expect(c.hexString == "#01ABFF7F")
        #expect(try #require(Color(hex: c.hexString)) == c)
    }
}
