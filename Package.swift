// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SliderConformance",
    products: [
        .library(name: "SliderSpec", targets: ["SliderSpec"]),
        .library(name: "SliderSamples", targets: ["SliderSamples"]),
        .executable(name: "slider-conformance", targets: ["slider-conformance"]),
    ],
    targets: [
        .target(name: "SliderSpec"),
        .target(name: "SliderSamples", dependencies: ["SliderSpec"]),
        .target(name: "SliderCLI", dependencies: ["SliderSpec", "SliderSamples"]),
        .executableTarget(name: "slider-conformance", dependencies: ["SliderCLI"]),
        .testTarget(name: "SliderSpecTests", dependencies: ["SliderSpec", "SliderSamples", "SliderCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
