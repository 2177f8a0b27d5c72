import SharedElements

/// A plain screen under a light status bar: the demo's artwork screens have dark tops (a purple
/// title band, a photo), where the default dark bar would not read.
final class LightStatusBarController: ViewController {
    override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
}
