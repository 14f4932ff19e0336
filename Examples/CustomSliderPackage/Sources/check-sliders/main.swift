import SliderCLI
import VolumeControl

// fuzz, check, replay and shrink, with every option of slider-conformance, on VolumeSlider
// (named by its implementationName, as the corpus the tests save names it).
SliderConformanceCLI.main(implementations: [
    SliderConformanceCLI.implementation(VolumeSlider.self),
])
