import Foundation

// MARK: - Files read

extension TransitionPrototype {
    /// The PNG files the prototype's image views show, in document order (the back screen,
    /// then the fore screen), each with the key path of its `image`
    /// (`screens.back.children[0].image`): what a program writing beside the prototype must not
    /// overwrite. A relative path is resolved as reading resolves it, from `folder` (the
    /// prototype file's folder; the current folder when `nil`). A file shown twice is listed twice.
    ///
    /// ```swift
    /// let url = URL(fileURLWithPath: "photo-zoom.json")
    /// let files = try TransitionPrototype(contentsOf: url).imageFiles(relativeTo: url.deletingLastPathComponent())
    /// // [(keyPath: "screens.back.children[0].image", url: .../photos/cat.png)]
    /// ```
    public func imageFiles(relativeTo folder: URL?) -> [(keyPath: String, url: URL)] {
        (back.allViews + fore.allViews).compactMap { view in
            guard case .image(.file(let path, _)) = view.kind else { return nil }
            return ("\(view.path).image", PrototypeImage.fileURL(path, baseURL: folder))
        }
    }
}
