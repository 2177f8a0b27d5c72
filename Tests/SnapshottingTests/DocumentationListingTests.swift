import Foundation
import Testing

/// Every Swift listing of the README and of the DocC catalogs — the ```swift blocks of their
/// articles and the tutorials' step files — must appear, line for line, in a test source that
/// the test targets compile (and whose tests run it). Lines are compared without their
/// indentation, `import` lines of a listing are not looked for, and `@Test` and `@Suite` may be
/// left out of the compiled copy (a listing's suite can then be run inside a temporary folder).
@Suite struct DocumentationListingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Listing: CustomStringConvertible {
        var file: String
        var lines: [String]
        var description: String { "\(file): \(lines.first ?? "")" }
    }

    static func normalized(_ line: String) -> String {
        line.replacingOccurrences(of: "@Test ", with: "").replacingOccurrences(of: "@Suite ", with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    static func listing(_ text: String, file: String) -> Listing {
        var lines = text.components(separatedBy: "\n").map(normalized).filter { !$0.hasPrefix("import ") }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return Listing(file: file, lines: lines)
    }

    /// The ```swift blocks of a Markdown text.
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "```swift" { current = [] }
            } else if trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    static func files(under folder: String, endingWith suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String { String(url.path.dropFirst(root.path.count + 1)) }

    static func documentationListings() throws -> [Listing] {
        var listings: [Listing] = []
        let catalogs = files(under: "Sources", endingWith: ".md").filter { $0.path.contains(".docc/") }
        for url in [root.appendingPathComponent("README.md")] + catalogs {
            let text = try String(contentsOf: url, encoding: .utf8)
            listings += swiftBlocks(text).map { listing($0, file: relative(url)) }
        }
        for url in files(under: "Sources", endingWith: ".swift") where url.path.contains(".docc/") {
            listings.append(listing(try String(contentsOf: url, encoding: .utf8), file: relative(url)))
        }
        return listings
    }

    static func compiledSources() throws -> [(file: String, lines: [String])] {
        try (files(under: "Tests", endingWith: ".swift") + files(under: "SnapshotTests", endingWith: ".swift"))
            .filter { !$0.path.contains("/Fixtures/") }
            .map { (relative($0), try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n").map(normalized)) }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    @Test func everyListingIsCompiledByATest() throws {
        let listings = try Self.documentationListings()
        let sources = try Self.compiledSources()
        // The README, the articles and the tutorials hold this many listings at least: a broken
        // extraction must not pass by finding none.
        #expect(listings.count >= 40, "only \(listings.count) listings found")
        #expect(listings.filter { $0.file.hasSuffix(".swift") }.count >= 11, "the tutorials' step files are missing")
        for listing in listings {
            let found = sources.contains { Self.contains($0.lines, listing.lines) }
            #expect(found, "not found line for line in any test source: \(listing)")
        }
    }

    @Test func aChangedListingIsNotFound() throws {
        let sources = try Self.compiledSources()
        let listing = try #require(try Self.documentationListings().first { $0.file == "README.md" })
        #expect(sources.contains { Self.contains($0.lines, listing.lines) })
        var changed = listing
        changed.lines[changed.lines.count / 2] += " // changed"
        #expect(!sources.contains { Self.contains($0.lines, changed.lines) })
    }

    @Test func swiftBlocksAreExtractedFromMarkdown() {
        let text = "Intro\n\n```swift\nlet a = 1\n    let b = 2\n```\n\n```sh\nls\n```\n  ```swift\n  import X\n  f()\n  ```\n"
        let blocks = Self.swiftBlocks(text)
        #expect(blocks == ["let a = 1\n    let b = 2", "  import X\n  f()"])
        #expect(Self.listing(blocks[1], file: "x").lines == ["f()"])
        #expect(Self.normalized("    @MainActor @Suite struct S {") == "@MainActor struct S {")
    }

    /// The README's relative links (files, images, articles) and the catalogs' links to the other
    /// catalog's pages (`/documentation/<module>/<article>`, which docc does not check) all resolve.
    @Test func linksResolve() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let targets = Self.links(in: readme).filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
        #expect(targets.count >= 20, "only \(targets.count) links found in the README")
        for target in targets {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path),
                    "the README links to \(target), which does not exist")
        }
        let articles = Self.files(under: "Sources", endingWith: ".md").filter { $0.path.contains(".docc/Articles/") }
        let pages = Set(articles.map { url in
            let catalog = url.deletingLastPathComponent().deletingLastPathComponent().deletingPathExtension().lastPathComponent
            return "/documentation/\(catalog.lowercased())/\(url.deletingPathExtension().lastPathComponent.lowercased())"
        })
        var checked = 0
        for url in articles {
            for target in Self.links(in: try String(contentsOf: url, encoding: .utf8)) where target.hasPrefix("/documentation/") {
                checked += 1
                let exists = pages.contains(target)
                #expect(exists, "\(Self.relative(url)) links to \(target), which is no article")
            }
        }
        #expect(checked > 0)
    }

    /// The targets of Markdown links `[text](target)` in `text`.
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            targets.append(String(rest[..<close]))
            rest = rest[close...]
        }
        return targets
    }
}
