// swift-tools-version: 6.0
// TripPlanner: the reference layout for ArchLint's clean-architecture rules.
// Dependencies point inward: Presentation → Domain ← Data; the app target is the composition root.
import PackageDescription

let package = Package(
    name: "TripPlanner",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "TripPlannerApp", targets: ["TripPlannerApp"]),
    ],
    targets: [
        .target(name: "TripDomain"),
        .target(name: "TripData", dependencies: ["TripDomain"]),
        .target(name: "TripPresentation", dependencies: ["TripDomain"]),
        .executableTarget(name: "TripPlannerApp", dependencies: ["TripDomain", "TripData", "TripPresentation"]),

        .testTarget(name: "TripDomainTests", dependencies: ["TripDomain"]),
        .testTarget(name: "TripDataTests", dependencies: ["TripData", "TripDomain"]),
        .testTarget(name: "TripPresentationTests", dependencies: ["TripPresentation", "TripDomain"]),
    ],
    swiftLanguageModes: [.v6]
)
