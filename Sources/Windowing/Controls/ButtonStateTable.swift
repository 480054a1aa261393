/// A button's per-state values (titles, title colours, images), keyed by the state's raw value.
///
/// Not a `[UIControl.State: Value]`: the first dictionary of a key type makes the runtime search
/// every protocol conformance record of a statically linked app for the key's `Hashable`
/// (~0.36 M instructions at launch), and `UInt`'s is searched anyway for the X11 window table.
struct ButtonStateTable<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    var isEmpty: Bool { values.isEmpty }
}
