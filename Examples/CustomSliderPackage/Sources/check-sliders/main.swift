import SliderCLI
import VolumeControl

// fuzz, check, replay and shrink, with every option of slider-conformance, on VolumeSlider.
SliderConformanceCLI.main(implementations: [
    SliderConformanceCLI.implementation(VolumeSlider.self, name: "volume"),
])
