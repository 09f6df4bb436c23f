// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NurseryData",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "NurseryData", targets: ["NurseryData"]),
    ],
    targets: [
        .target(name: "NurseryData"),
    ]
)
