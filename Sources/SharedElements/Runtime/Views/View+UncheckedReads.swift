import Foundation

// MARK: - Reads for walks in higher layers

extension View {
    // `@exclusivity(unchecked)` on a stored property holds for accesses compiled in this module
    // only: a read compiled in another module checks dynamically (a runtime call per read). These
    // accessors are inlined from this module, so walks over many views in higher layers (the
    // shared-element matcher) read without the check.

    /// ``subviews``, read without a dynamic exclusivity check.
    @inlinable package final var uncheckedSubviews: [View] { subviews }

    /// ``isMarked``, read without a dynamic exclusivity check.
    @inlinable package final var uncheckedIsMarked: Bool { isMarked }

    /// ``markedInSubtree``, read without a dynamic exclusivity check.
    @inlinable package final var uncheckedMarkedInSubtree: Int { markedInSubtree }

    /// The object of type `T` in ``associations``, read without a dynamic exclusivity check.
    @inlinable package final func uncheckedAssociation<T: AnyObject>(_ type: T.Type) -> T? { associations[type] }

    /// The object of type `T` in ``associations``, read without a dynamic exclusivity check and
    /// without retaining it: valid while it stays attached.
    @inlinable package final func unretainedAssociation<T: AnyObject>(_ type: T.Type) -> Unmanaged<T>? {
        associations.unretained(type)
    }
}
