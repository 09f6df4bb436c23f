// swift-tools-version:6.0
import PackageDescription

// Shared nursery logic in three targets whose manifest and imports disagree.
let package = Package(
    name: "NurseryKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "NurseryKit", targets: ["NurseryPricing", "NurseryStock", "NurseryLabels"]),
    ],
    dependencies: [
        .package(path: "../NurseryData"),
    ],
    targets: [
        .target(name: "NurseryPricing", dependencies: ["NurseryStock"]),
        .target(name: "NurseryStock", dependencies: [.product(name: "NurseryData", package: "NurseryData")]),
        .target(name: "NurseryLabels", dependencies: ["NurseryPricing"]),
    ]
)
