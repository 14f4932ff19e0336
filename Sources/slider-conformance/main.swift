import Foundation
import SliderCLI

// The bundled implementations, the `Corpus` folder, and this executable as `fuzz`'s workers:
// the start-up `SliderConformanceCLI.main(implementations:)` shares.
SliderConformanceCommand.main()
