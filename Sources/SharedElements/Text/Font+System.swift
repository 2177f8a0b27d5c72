import Foundation

extension Font {
    /// The weight of a system font (`UIFont.Weight`), from −1 (thinnest) to 1 (heaviest).
    public struct Weight: Sendable, Hashable, RawRepresentable {
        /// The weight, from -1 (lightest) to 1 (heaviest), 0 regular, as UIKit's `UIFont.Weight`.
        public var rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: the system font draws bold from here up.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)
    }

    /// Folders searched for installed fonts, system-wide first.
    public static var searchFolders: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.local/share/fonts", home + "/.fonts"]
    }

    /// What to install when the system font is missing.
    public static let installHint = "Install the fonts-dejavu-core package (apt-get install fonts-dejavu-core)."

    /// The system font, DejaVu Sans, at `size` points; weights from ``Weight/semibold`` up use
    /// DejaVu Sans Bold.
    /// - Throws: ``TextError/fontNotFound(name:searched:hint:)`` naming the `fonts-dejavu-core`
    ///   package when DejaVu Sans is not installed.
    ///
    /// ```swift
    /// let headline = try Font.systemFont(ofSize: 17, weight: .semibold)
    /// ```
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) throws(TextError) -> Font {
        let bold = weight.rawValue >= Weight.semibold.rawValue
        let file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let name = bold ? "DejaVu Sans Bold" : "DejaVu Sans"
        for folder in searchFolders {
            for sub in ["truetype/dejavu", "dejavu", "TTF", "truetype", ""] {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(sub).appendingPathComponent(file)
                if FileManager.default.isReadableFile(atPath: url.path) { return try Font(contentsOf: url, size: size) }
            }
        }
        return try Font(name: name, size: size)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: CGFloat) throws(TextError) -> Font {
        try systemFont(ofSize: size, weight: .bold)
    }

    /// The first `.ttf`/`.ttc`/`.otf` file under ``searchFolders`` whose base name matches
    /// `name` without case, spaces, dashes or underscores (a trailing "Regular" or "Book" optional).
    static func installedFile(named name: String) -> URL? {
        func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        let accepted: Set<String> = [wanted, wanted + "regular", wanted + "book"]
        let fm = FileManager.default
        for folder in searchFolders {
            guard let walker = fm.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let ext = url.pathExtension.lowercased()
                guard ext == "ttf" || ext == "ttc" || ext == "otf" else { continue }
                if accepted.contains(key(url.deletingPathExtension().lastPathComponent)) { return url }
            }
        }
        return nil
    }
}
