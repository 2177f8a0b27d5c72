import Foundation

/// Where lint findings enter the inspector: every scene's and prototype's page marks what this
/// returns on its time axis (a click jumps to the frame).
enum InspectorFindings {
    /// The findings for a film called `name`, played at `fps` frames per second, whose flyers
    /// the page draws as `lanes`. Empty until the transition linter reports here.
    static func findings(name: String, fps: Double, lanes: [InspectorData.Lane]) -> [InspectorData.Finding] {
        []
    }
}
