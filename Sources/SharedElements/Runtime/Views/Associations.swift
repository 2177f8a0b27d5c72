import Foundation

/// Objects attached to a runtime object by higher layers, one per type (the role
/// `objc_setAssociatedObject` plays on iOS). Lower layers keep no state for higher ones: a
/// higher layer defines a class for what it needs and stores an instance here.
///
/// Few types attach to any one object, so the storage is a short list searched in order.
@usableFromInline package struct Associations {
    @usableFromInline package var entries: [(key: ObjectIdentifier, value: AnyObject)] = []

    package init() {}

    /// The object of type `T` attached here, if any; assigning `nil` detaches it.
    @usableFromInline package subscript<T: AnyObject>(_ type: T.Type) -> T? {
        @inlinable get {
            let key = ObjectIdentifier(type)
            for entry in entries where entry.key == key { return unsafeDowncast(entry.value, to: T.self) }
            return nil
        }
        set {
            let key = ObjectIdentifier(type)
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// The object of type `T` attached here, if any, without retaining it: valid while it stays
    /// attached (for walks reading many objects' attachments).
    @inlinable package func unretained<T: AnyObject>(_ type: T.Type) -> Unmanaged<T>? {
        let key = ObjectIdentifier(type)
        for i in entries.indices where entries[i].key == key {
            return Unmanaged.passUnretained(unsafeDowncast(entries[i].value, to: T.self))
        }
        return nil
    }
}
