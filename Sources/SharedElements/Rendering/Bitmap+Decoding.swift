extension Bitmap {
    /// Takes premultiplied bytes the PNG decoder produced, skipping the premultiplication check
    /// (the decoder premultiplies every pixel itself) and the size check (its header passed it).
    package init(decodedWidth width: Int, height: Int, premultiplied bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
