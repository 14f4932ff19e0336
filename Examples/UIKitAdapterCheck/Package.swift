// swift-tools-version: 6.3
import PackageDescription

// UIKitSliderAdapter checked against a real UISlider on the iOS simulator: the nightly workflow's
// `ios-simulator` job runs `xcodebuild test -scheme UIKitAdapterCheck` here. Elsewhere (Linux,
// macOS) its test compiles to nothing: UIKit is not there.
let package = Package(
    name: "UIKitAdapterCheck",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        // The scheme xcodebuild tests: the product and its test target.
        .library(name: "UIKitAdapterCheck", targets: ["UIKitAdapterCheck"]),
    ],
    dependencies: [
        .package(name: "SliderConformance", path: "../.."),
    ],
    targets: [
        .target(name: "UIKitAdapterCheck", dependencies: [.product(name: "SliderSamples", package: "SliderConformance")]),
        .testTarget(
            name: "UIKitAdapterCheckTests",
            dependencies: ["UIKitAdapterCheck", .product(name: "SliderConformanceTesting", package: "SliderConformance")]),
    ],
    swiftLanguageModes: [.v6]
)
