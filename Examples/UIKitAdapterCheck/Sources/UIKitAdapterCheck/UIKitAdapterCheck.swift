@_exported import SliderSamples

/// The seed the simulator job checks the real `UISlider` with, printed in every failure so a
/// run can be repeated.
public let uikitAdapterCheckSeed: UInt64 = 0x2a
