import Foundation
import SharedElements

// The demo executable: `swift run -c release Demo` renders the showcase into demo-output/.
// Subcommands are listed in `DemoCommand.all`.
await DemoMain.run(Array(CommandLine.arguments.dropFirst()))
