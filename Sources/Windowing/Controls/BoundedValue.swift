import Foundation

/// A value kept inside a range whose ends keep their order: what `UISlider` and `UIStepper` share.
/// Setting one end past the other moves both to it, as Apple's class references describe, and the
/// value follows into the range; a NaN end is ignored.
struct BoundedValue<Value: BinaryFloatingPoint> {
    var value: Value
    private(set) var minimum: Value
    private(set) var maximum: Value

    /// `candidate` pinned to the range; nil for a NaN, which each control treats its own way.
    func pinned(_ candidate: Value) -> Value? {
        candidate.isNaN ? nil : min(max(candidate, minimum), maximum)
    }

    /// Moves the lower end, raising the upper one to it if needed.
    mutating func setMinimum(_ newValue: Value) {
        guard !newValue.isNaN else { return }
        minimum = newValue
        if maximum < newValue { maximum = newValue }
        value = min(max(value, minimum), maximum)
    }

    /// Moves the upper end, lowering the lower one to it if needed.
    mutating func setMaximum(_ newValue: Value) {
        guard !newValue.isNaN else { return }
        maximum = newValue
        if minimum > newValue { minimum = newValue }
        value = min(max(value, minimum), maximum)
    }
}
