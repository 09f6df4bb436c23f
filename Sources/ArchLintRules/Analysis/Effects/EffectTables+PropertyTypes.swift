/// The types properties' values resolve to, kept once found: a value path names properties whose values name
/// properties in turn, and each is resolved once however many paths go through it.
extension EffectTables {
    /// A property of a type, as resolved from code of a module at one depth of resolution: the depth bounds what
    /// can still be followed, so answers at two depths may differ.
    struct PropertyTypeKey: Hashable {
        var type: TypeKey
        var property: String
        var module: String?
        var depth: Int
    }

    /// The type kept for `key`: `nil` when none is kept, `.some(nil)` when it could not be told.
    func propertyType(_ key: PropertyTypeKey) -> TypeKey?? {
        lock.withLock { propertyTypes[key] }
    }

    /// Keeps `type` for `key`; the first kept is the one used.
    func keep(_ type: TypeKey?, for key: PropertyTypeKey) {
        lock.withLock {
            if propertyTypes[key] == nil { propertyTypes[key] = .some(type) }
        }
    }
}
