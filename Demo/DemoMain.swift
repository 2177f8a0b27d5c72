import Foundation
import SharedElements

/// A subcommand of the demo executable.
struct DemoCommand: Sendable {
    let name: String
    let usage: String
    let summary: String
    let run: @MainActor @Sendable ([String]) async throws -> Void

    /// Every subcommand. The first is what runs with no arguments.
    @MainActor static let all: [DemoCommand] = [
        ShowcaseCommand.command, RenderLayersCommand.command, PrototypeCommand.command, LintCommand.command, ListCommand.command,
    ]
}

enum DemoMain {
    @MainActor
    static func run(_ arguments: [String]) async {
        // A reader that goes away (`Demo render-layers s.json -o /dev/stdout | head -c 10`) makes
        // the next write fail with a message, instead of killing the process without one.
        signal(SIGPIPE, SIG_IGN)
        // Ctrl-C or a kill during a render leaves no hidden partial file beside the output.
        TemporaryFiles.removeOnSignals()
        let commands = DemoCommand.all
        var args = arguments
        let command: DemoCommand
        if let first = args.first, let c = commands.first(where: { $0.name == first }) {
            command = c
            args.removeFirst()
        } else if let first = args.first, first == "help" || first == "--help" || first == "-h" {
            printUsage(commands)
            return
        } else if let first = args.first, !first.hasPrefix("-") {
            // `Demo fade` most likely meant the scene.
            let scene = ShowcaseScene.all.contains { $0.name == first } ? "; to render that scene: Demo --scene \(first)" : ""
            FileHandle.standardError.write(Data("Demo: unknown command '\(DemoError.printable(first))'\(scene)\n".utf8))
            printUsage(commands)
            exit(2)
        } else {
            command = commands[0]
        }
        // `Demo lint --help`: that command's usage and what it does, its defaults included.
        if args.contains("--help") || args.contains("-h") {
            FileHandle.standardError.write(Data("usage: swift run -c release Demo \(command.usage)\n    \(command.summary)\n".utf8))
            return
        }
        do {
            try await command.run(args)
        } catch {
            let failure = DemoError.explaining(error)
            FileHandle.standardError.write(Data("Demo \(command.name): \(failure.printable)\n".utf8))
            exit(failure.status)
        }
    }

    static func printUsage(_ commands: [DemoCommand]) {
        var text = "usage: swift run -c release Demo [command] [options]\n\ncommands:\n"
        for c in commands { text += "  \(c.usage)\n      \(c.summary)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Reads `--name value` options from an argument list. An option is given at most once, but
/// for those in `repeatable` (`--scene`): a second `-o` is refused, never silently last-wins.
/// An unknown option is refused, and so is an empty value (`-o ""` is no path, not the
/// current folder).
struct DemoArguments {
    var positional: [String] = []
    var options: [String: [String]] = [:]

    init(_ args: [String], valued: Set<String>, flags: Set<String> = [], repeatable: Set<String> = []) throws {
        var i = 0
        while i < args.count {
            let a = args[i]
            if valued.contains(a) {
                guard i + 1 < args.count else { throw DemoError.input("\(a) needs a value") }
                guard !args[i + 1].isEmpty else {
                    throw DemoError.input(Self.paths.contains(a) ? "\(a): an empty path; name a file or folder (. for the current folder)"
                                          : "\(a): an empty value; give it one")
                }
                if let first = options[a]?.first, !repeatable.contains(a) {
                    throw DemoError.input("\(a) is given twice (\(first) and \(args[i + 1])); give it once")
                }
                options[a, default: []].append(args[i + 1])
                i += 2
            } else if flags.contains(a) {
                options[a, default: []].append("")
                i += 1
            } else if a.hasPrefix("-") && a.count > 1 {
                throw DemoError.input("unknown option \(a); see `Demo help`")
            } else {
                positional.append(a)
                i += 1
            }
        }
    }

    /// The options whose value is a file or folder.
    static let paths: Set<String> = ["-o", "--out", "--inspector"]

    func value(_ name: String) -> String? { options[name]?.last }

    /// Refuses positional arguments, for a command that takes none: one that names a showcase
    /// scene (`Demo showcase fade`) is most likely meant as the showcase's `--scene fade`.
    @MainActor
    func refusePositional(_ command: String) throws {
        guard let first = positional.first else { return }
        let shown = JSONReader.quoted(first)
        if command == "showcase", ShowcaseScene.all.contains(where: { $0.name == first }) {
            throw DemoError.input("unexpected argument \(shown); to pick that scene, write --scene \(first)")
        }
        throw DemoError.input("unexpected argument \(shown); `Demo \(command)` takes no files or names (see `Demo \(command) --help`)")
    }

    /// The value of an option that has two spellings (`-o` and `--out`); refused when both are given.
    func value(_ name: String, or alias: String) throws -> String? {
        if let a = value(name), let b = value(alias) { throw DemoError.input("\(name) and \(alias) are the same option, given twice (\(a) and \(b)); give it once") }
        return value(name) ?? value(alias)
    }

    /// A number written in decimal (`2`, `0.5`, `1e3`): not hexadecimal (`0x10`), `inf` or `nan`,
    /// which `Double(_:)` would take.
    static func decimal(_ text: String) -> Double? {
        guard text.wholeMatch(of: /[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/) != nil else { return nil }
        return Double(text)
    }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func has(_ name: String) -> Bool { options[name] != nil }
}

/// `Demo list`: the names `--scene` takes.
enum ListCommand {
    static let command = DemoCommand(name: "list", usage: "list", summary: "list the showcase scenes") { args in
        try DemoArguments(args, valued: []).refusePositional("list")
        for scene in ShowcaseScene.all { print("\(scene.name)\t\(scene.caption)") }
    }
}
