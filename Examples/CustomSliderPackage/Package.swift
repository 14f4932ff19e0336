// swift-tools-version: 6.3
import PackageDescription

// An app's package that checks its own slider with SliderConformance, as README's "Add to your
// package" describes. `VolumeSlider` has a planted bug, so its conformance test records a
// known issue; the project's test command (scripts/test.sh) runs this package's tests too.
let package = Package(
    name: "CustomSliderPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "VolumeControl", targets: ["VolumeControl"]),
    ],
    dependencies: [
        .package(name: "SliderConformance", path: "../.."),
    ],
    targets: [
        .target(name: "VolumeControl", dependencies: [.product(name: "SliderSpec", package: "SliderConformance")]),
        // `swift run check-sliders fuzz --implementation volume`: the command line on VolumeSlider.
        .executableTarget(
            name: "check-sliders",
            dependencies: ["VolumeControl", .product(name: "SliderCLI", package: "SliderConformance")]),
        .testTarget(
            name: "VolumeControlTests",
            dependencies: [
                "VolumeControl",
                .product(name: "SliderConformanceTesting", package: "SliderConformance"),
                .product(name: "SliderCLI", package: "SliderConformance"),
                // SampleSlider, which the planted trap's slider (PlantedTrapTests) subclasses.
                .product(name: "SliderSamples", package: "SliderConformance"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
