/// What a module imported into the Domain layer is, for the advice a finding gives: where the code that needs it
/// goes, or whether the team's allow-list is the fitting fix.
public enum FrameworkKind: Equatable {
    /// A UI toolkit: the types a Domain value is drawn with belong in Presentation.
    case userInterface
    /// Storage and networking: the Data layer, behind a protocol the Domain declares.
    case storage
    /// Combine: a stream the Domain publishes is an asynchronous sequence.
    case reactive
    /// Another platform framework (location, health, purchases): a Data-layer service the Domain calls through a
    /// protocol.
    case platform
    /// A package: the team decides whether the Domain may use it.
    case package

    static let userInterfaceModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WidgetKit", "Charts", "PhotosUI",
                                             "MapKit", "WebKit", "QuartzCore", "SpriteKit", "SceneKit", "TipKit",
                                             "ActivityKit", "WatchKit", "CarPlay", "AVKit", "SafariServices",
                                             "MessageUI", "QuickLook", "LinkPresentation"]
    /// Apple's storage and networking frameworks, and the packages that do the same.
    static let storageFrameworks: Set<String> = ["CoreData", "SwiftData", "CloudKit", "Network", "Security", "SQLite3"]
    static let storageModules: Set<String> = storageFrameworks.union([
        "RealmSwift", "GRDB", "Alamofire", "Moya", "Apollo", "FirebaseFirestore", "FirebaseDatabase", "Supabase",
        "KeychainAccess",
    ])
    /// Apple's other frameworks, by the names they are imported as.
    static let platformModules: Set<String> = ["CoreLocation", "HealthKit", "AVFoundation", "StoreKit",
                                        "UserNotifications", "CoreMotion", "Contacts", "EventKit", "Photos",
                                        "CoreGraphics", "CoreImage", "CoreML", "Vision", "NaturalLanguage",
                                        "CoreBluetooth", "CryptoKit", "OSLog", "os", "Dispatch", "Darwin", "Glibc",
                                        "LocalAuthentication", "AuthenticationServices", "BackgroundTasks",
                                        "AppIntents", "Intents", "CoreSpotlight", "GameKit", "MusicKit",
                                        "UniformTypeIdentifiers", "CoreTransferable", "Accelerate", "Metal",
                                        "SystemConfiguration", "NotificationCenter", "FamilyControls",
                                        "ManagedSettings", "DeviceActivity", "WeatherKit", "ARKit", "RealityKit"]

    /// The toolchain's own modules, the platforms' system modules and Apple's umbrella frameworks (the ones
    /// ``platformModules`` does not list already).
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "XCTest", "Testing", "_Concurrency", "_StringProcessing", "Synchronization",
        "RegexBuilder", "Observation", "Distributed", "Cxx", "CxxStdlib", "ObjectiveC", "Musl", "Bionic",
        "Android", "WinSDK", "ucrt", "WASILibc", "Cocoa", "CoreFoundation", "CoreText", "ImageIO", "PDFKit",
    ]

    /// Whether `module` comes with the toolchain or the platform: none of a project's or a package's.
    public static func isToolchainOrPlatform(_ module: String) -> Bool {
        toolchainModules.contains(module) || module == "Combine" || userInterfaceModules.contains(module)
            || storageFrameworks.contains(module) || platformModules.contains(module)
    }

    static func of(_ module: String) -> FrameworkKind {
        if module == "Combine" { return .reactive }
        if userInterfaceModules.contains(module) { return .userInterface }
        if storageModules.contains(module) { return .storage }
        if platformModules.contains(module) { return .platform }
        return .package
    }
}
