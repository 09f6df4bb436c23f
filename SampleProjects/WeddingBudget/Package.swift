// swift-tools-version: 6.0
// WeddingBudget: Domain services as actors behind protocols, fed by repositories in bulk.
import PackageDescription

let package = Package(
    name: "WeddingBudget",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "BudgetDomain", targets: ["BudgetDomain"]),
        .library(name: "BudgetData", targets: ["BudgetData"]),
    ],
    targets: [
        .target(name: "BudgetDomain"),
        .target(name: "BudgetData", dependencies: ["BudgetDomain"]),

        .testTarget(name: "BudgetDomainTests", dependencies: ["BudgetDomain"]),
        .testTarget(name: "BudgetDataTests", dependencies: ["BudgetData", "BudgetDomain"]),
    ],
    swiftLanguageModes: [.v6]
)
