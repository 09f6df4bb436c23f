// Generated from Rules/*.md — do not edit.
// Regenerate: RECORD_RULE_DOCS=1 swift test --filter EmbeddedRuleDocumentsTests

/// The text of every `Rules/<id>.md`, sorted by id.
enum EmbeddedRuleDocuments {
    static let documents: [(id: String, markdown: String)] = [
        (
            id: "domain-framework-import",
            markdown: #"""
---
id: domain-framework-import
title: Keep framework imports out of the Domain layer
impact: HIGH
impactDescription: Domain rules build and test anywhere, with no simulator, UI toolkit or database attached
severity: error
enabledByDefault: true
tags: domain, imports, layers, dependency-rule
---
## Keep framework imports out of the Domain layer

The Domain layer is where an app says what it means: when a library loan is overdue, how a workout streak is
counted, which recipes fit a shopping list. None of those rules needs a screen, a store or a network connection.
Once a Domain file imports SwiftUI, SwiftData or UIKit, every test of those rules pulls the framework in with it,
the code can no longer move to a widget, a server or a command-line tool, and framework types begin to creep into
the model: a `Color` on an enum, a `PassthroughSubject` on a use case.

Foundation is the exception. `Date`, `UUID`, `URL`, `Decimal` and `Calendar` are the vocabulary of almost every
model, so Domain files may import it. The parts of Foundation that reach the outside world (sessions, files,
defaults) are watched by [`domain-io-api`](domain-io-api.md).

Adapting Domain types to a framework is the job of the outer layers: a view gives a `Difficulty` its colour, a
repository turns a persisted entity into a Domain value. A file is in the Domain layer when a folder in its path is
named `Domain` or ends in `Domain` (`Domain/Loans/Loan.swift`, `Sources/LibraryDomain/Loan.swift`), or when the
configuration puts it there.

### What it flags
- In a Domain file, every `import` of a module other than `Foundation`, `FoundationEssentials`, `Swift` and
  `_Concurrency` (and the modules listed in `allowedImports`): `SwiftUI`, `SwiftData`, `CoreData`, `UIKit`,
  `AppKit`, `Combine`, `Alamofire` and any other framework or package.
- Such imports inside `#if canImport(…)` or any other `#if` clause: they are compiled wherever the condition holds.
- Such imports with attributes or of a single declaration: `@_exported import`, `@preconcurrency import`,
  `import struct SwiftUI.Color`. The module is judged by the first component of the import path.
- The message's advice depends on what the module is: a UI toolkit (`SwiftUI`, `UIKit`, `Charts`…) — Presentation
  maps Domain values to colours and views; storage or networking (`CoreData`, `SwiftData`, `CloudKit`,
  `Alamofire`…) — the Data layer, behind a protocol the Domain declares; `Combine` — publish the stream as an
  `AsyncSequence` and keep the code in Domain; another platform framework (`CoreLocation`, `HealthKit`…) — a
  Data-layer service behind a protocol; any other package — list it in `allowedImports` if the team accepts it in
  Domain (dependency injection, test support, identifiers), else move what needs it out.
- The finding sits on the `import` keyword and names the module: one finding per module and file. A second import
  of the same module in the file (in another `#if` clause, say) is one of its places, not a finding of its own.

### What it does not flag
- `import Foundation`, `import FoundationEssentials`, `import Swift`, `import _Concurrency`, the standard library's
  `RegexBuilder`, `Synchronization` and `Distributed`, and declaration imports from them such as
  `import struct Foundation.Date`.
- A module named for the Domain layer (`TripDomain`, `TripDomainInterface`, `DomainKit`), even when no manifest the
  tool reads declares it: it is the Domain's own code.
- Imports in files outside the Domain layer: Data, Presentation, the composition root and unlayered files.
- Imports of the project's own modules. Whether a Domain file may import another module of the project is decided
  by [`layer-dependency`](layer-dependency.md), so one import never produces two findings.
- Framework names in comments and string literals.

### Configuration
- `allowedImports` (list of module names): further modules Domain files may import, for example `OSLog` or a
  pure-Swift package the team has agreed to treat as part of the language.

### Messages
Every message starts `` `import …` in the Domain layer — Domain imports only Foundation; `` (with `` (inside `#if`) ``
after "layer" when the import sits in a conditional clause, and `` only Foundation and `OSLog` `` when
`allowedImports` lists modules) and goes on with advice that depends on the module:

| message (shape) | when | advice |
|---|---|---|
| `` … colours, images and views belong in Presentation, which maps Domain values to them `` | the module is a UI toolkit (`SwiftUI`, `UIKit`, `Charts`…) | keep the Domain value plain and let Presentation map it to colours and views |
| `` … storage and networking belong in the Data layer, behind a protocol the Domain declares `` | the module is a storage or networking framework (`CoreData`, `SwiftData`, `CloudKit`, `Alamofire`…) | move the code to the Data layer and reach it through a protocol declared in Domain |
| `` … publish the stream as an `AsyncSequence` (`AsyncStream`) and the Domain code can stay `` | the module is `Combine` | publish the stream as an `AsyncSequence`; the code itself can stay in Domain |
| `` … wrap … in a Data-layer service behind a protocol the Domain declares `` | the module is another platform framework the rule knows (`CoreLocation`, `HealthKit`, `OSLog`…) | wrap the framework in a Data-layer service behind a Domain protocol |
| `` … if the team accepts … in Domain (a dependency-injection, test-support or identifier library), list it in `allowedImports`; otherwise move what needs it out of Domain `` | any other module: a package, or a framework missing from the rule's lists | list it in `allowedImports` if the team accepts it in Domain, otherwise move the code that needs it out of Domain |

**Incorrect (a Domain enum imports SwiftUI to carry a colour):**

```swift path=Domain/Recipes/Difficulty.swift
import SwiftUI

enum Difficulty: String, CaseIterable, Sendable {
    case easy, medium, hard

    var badgeColor: Color {
        switch self {
        case .easy: .green
        case .medium: .orange
        case .hard: .red
        }
    }
}
```

**Incorrect (UIKit imported behind `#if canImport` for haptic feedback):**

```swift path=Domain/Workouts/PersonalBestTracker.swift
import Foundation
#if canImport(UIKit)
import UIKit
#endif

struct PersonalBestTracker {
    private(set) var fastestPace: TimeInterval?

    mutating func record(pace: TimeInterval) -> Bool {
        if let fastestPace, pace >= fastestPace {
            return false
        }
        fastestPace = pace
        #if canImport(UIKit)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
        return true
    }
}
```

**Incorrect (Combine brought in with `@preconcurrency`):**

```swift path=Domain/Loans/OverdueNotifier.swift
@preconcurrency import Combine
import Foundation

struct OverdueLoan: Sendable {
    let bookTitle: String
    let dueDate: Date
}

final class OverdueNotifier {
    let overdue = PassthroughSubject<OverdueLoan, Never>()

    func check(_ loans: [OverdueLoan], now: Date) {
        for loan in loans where loan.dueDate < now {
            overdue.send(loan)
        }
    }
}
```

**Correct (the Domain enum needs only Foundation; the view layer adds the colour):**

```swift path=Domain/Recipes/Difficulty.swift
import Foundation

enum Difficulty: String, CaseIterable, Sendable {
    case easy, medium, hard

    var typicalPreparation: TimeInterval {
        switch self {
        case .easy: 15 * 60
        case .medium: 40 * 60
        case .hard: 90 * 60
        }
    }
}
```

```swift path=Presentation/Recipes/Difficulty+Badge.swift
import SwiftUI

extension Difficulty {
    var badgeColor: Color {
        switch self {
        case .easy: .green
        case .medium: .orange
        case .hard: .red
        }
    }
}
```

**Correct (overdue loans are returned as values; whoever listens decides how to notify):**

```swift path=Domain/Loans/OverdueLoans.swift
import Foundation

struct OverdueLoan: Equatable, Sendable {
    let bookTitle: String
    let dueDate: Date
}

enum OverdueLoans {
    static func among(_ loans: [OverdueLoan], now: Date) -> [OverdueLoan] {
        loans.filter { $0.dueDate < now }.sorted { $0.dueDate < $1.dueDate }
    }
}
```

"""#
        ),
        (
            id: "domain-io-api",
            markdown: #"""
---
id: domain-io-api
title: Keep networking and persistence APIs out of Domain code
impact: HIGH
impactDescription: Domain rules stay deterministic and testable with plain values instead of servers, disks and keychains
severity: error
enabledByDefault: true
tags: domain, io, networking, persistence, layers
---
## Keep networking and persistence APIs out of Domain code

Importing only Foundation does not make a file pure. Foundation also ships `URLSession`, `FileManager` and
`UserDefaults`, and a Domain type that reaches for them has quietly become a data source: its tests need a server, a
writable disk or a clean defaults domain, and its answers change with the machine it runs on.

The Domain layer should describe what it needs as a protocol (`LoanRepository`, `SettingsStore`) or take the value
it needs as a parameter. The Data layer implements those protocols with whatever API fits, and the composition root
connects the two. Swapping a REST backend for a local cache then touches one file in Data and nothing in Domain.

### What it flags
In a Domain file, every use in code of one of these identifiers:
- networking: `URLSession`, `URLRequest`;
- files: `FileManager`, `FileHandle`, and the initialisers that read a file or URL — `Data(contentsOf:)`,
  `String(contentsOf:)`, `NSDictionary(contentsOfFile:)` and their kin — and resource look-ups on a bundle
  (`Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)`);
- key-value storage: `UserDefaults`, `NSUbiquitousKeyValueStore`;
- SwiftData: `ModelContext`, `ModelContainer`, `FetchDescriptor`;
- Core Data: `NSManagedObjectContext`, `NSPersistentContainer`, `NSFetchRequest`;
- the Keychain: `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`;
- the identifiers listed in `extraAPIs`.

Uses include type annotations, initialiser calls, static members (`URLSession.shared`, `UserDefaults.standard`) and
calls, also when qualified by their module (`Foundation.URLSession`) or escaped in backticks (`` `URLSession` ``),
and calls on a name declared with the API's type or bound to it (`defaults.set(ids, forKey: key)` where
`let defaults: UserDefaults` or `let defaults = UserDefaults.standard`): those calls are where the work to move is.

One finding per API and file: a file that reaches `UserDefaults` has one dependency on preferences however often it
names it. The finding sits on the first use, and the file's other uses of the same API are its places ("and 1 more
use in this file"; `places` in JSON, `relatedLocations` in SARIF): an injected `UserDefaults` held in a stored
property and taken by the initialiser is one finding, not two. A line that names the same identifier twice
(`let session: URLSession = URLSession.shared`) is one place. A suppression comment accepts the use on its line;
the finding moves to the next use, and goes away when every use is suppressed.

### What it does not flag
- The same identifiers in comments and string literals.
- `Data`, `String` and arrays built from values (`Data(count:)`, `String(describing:)`,
  `append(contentsOf:)`): only the readers above count.
- Foundation value types and helpers: `URL`, `Date`, `UUID`, `Data`, `Decimal`, `Calendar`, `JSONDecoder`,
  `JSONEncoder`, formatters.
- Files outside the Domain layer: a Data repository built on `URLSession` is exactly where that code belongs.
- Protocols that describe the need (`protocol LoanRepository`) and the calls Domain code makes through them.

### Configuration
- `extraAPIs` (list of identifiers): further names that count as I/O in Domain code, for example the client type of a
  networking package or an analytics SDK. A name in lower case (a C function such as `sqlite3_exec`, a global)
  counts where it is written on its own, not as a member after a period (`tool.sqlite3_exec`), an argument label or
  parameter (`keychain: true`), or a declaration's own name (`func keychain()`).

### Messages
| message (shape) | when | advice |
|---|---|---|
| `` `…` in the Domain layer — … belongs in the Data layer, behind a protocol the Domain declares `` | a Domain file uses one of the APIs listed above; the second `…` is its kind: networking (`URLSession`, `URLRequest`), file access (`FileManager`, `FileHandle`), persistence (`UserDefaults`, `NSUbiquitousKeyValueStore`, the SwiftData and Core Data types) or keychain access (`SecItem…`) | declare a protocol in Domain and implement it with the API in the Data layer |
| `` `Data(contentsOf:)` in the Domain layer — file access belongs in the Data layer, behind a protocol the Domain declares `` | an initialiser that reads a file or URL, or a resource look-up on a bundle, named by its type and label (`String(contentsOfFile:)`, `url(forResource:)`) | the same |
| `` `…` in the Domain layer — I/O belongs in the Data layer, behind a protocol the Domain declares `` | the identifier is one of the `extraAPIs` and not an API the rule already knows | the same |

**Incorrect (a use case builds and sends its own HTTP request):**

```swift path=Domain/Loans/RenewLoanUseCase.swift
import Foundation

struct RenewLoanUseCase {
    let baseURL: URL

    func execute(loanID: UUID) async throws -> Date {
        var request = URLRequest(url: baseURL.appending(path: "loans/\(loanID.uuidString)/renew"))
        request.httpMethod = "POST"
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode(RenewalResponse.self, from: data).newDueDate
    }
}

struct RenewalResponse: Decodable {
    let newDueDate: Date
}
```

**Incorrect (a goal policy reads its threshold from user defaults):**

```swift path=Domain/Fitness/WeeklyGoalPolicy.swift
import Foundation

struct WeeklyGoalPolicy {
    func isGoalMet(minutesThisWeek: Int) -> Bool {
        let goal = UserDefaults.standard.integer(forKey: "weeklyGoalMinutes")
        return minutesThisWeek >= max(goal, 30)
    }
}
```

**Incorrect (preferences injected into a policy: the stored property and the initialiser parameter are one
finding):**

```swift path=Domain/Fitness/ReminderPolicy.swift
import Foundation

struct ReminderPolicy {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func shouldRemind(after days: Int) -> Bool {
        days >= max(defaults.integer(forKey: "reminderDays"), 1)
    }
}
```

**Incorrect (an export use case writes to the file system):**

```swift path=Domain/Recipes/ExportShoppingListUseCase.swift
import Foundation

struct ExportShoppingListUseCase {
    func execute(items: [String], named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
        let file = folder.appending(path: "\(name).txt")
        try items.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
```

**Incorrect (a catalog reads its seed data from the app bundle):**

```swift path=Domain/Recipes/SeedCatalog.swift
import Foundation

struct SeedCatalog {
    func recipes() throws -> [Recipe] {
        guard let url = Bundle.main.url(forResource: "seed-recipes", withExtension: "json") else { return [] }
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode([Recipe].self, from: data)
    }
}
```

**Correct (Domain states the need as a protocol; Data answers it with URLSession):**

```swift path=Domain/Loans/RenewLoanUseCase.swift
import Foundation

protocol LoanRepository: Sendable {
    func renew(loanID: UUID) async throws -> Date
}

enum LoanError: Error, Equatable {
    case renewalLimitReached
}

struct RenewLoanUseCase {
    let loans: any LoanRepository
    let maximumRenewals: Int

    func execute(loanID: UUID, renewalsSoFar: Int) async throws -> Date {
        guard renewalsSoFar < maximumRenewals else { throw LoanError.renewalLimitReached }
        // Data implements the call with URLSession; Domain only sees the protocol.
        return try await loans.renew(loanID: loanID)
    }
}
```

```swift path=Data/Networking/HTTPLoanRepository.swift
import Foundation

struct HTTPLoanRepository: LoanRepository {
    let baseURL: URL
    let session: URLSession

    func renew(loanID: UUID) async throws -> Date {
        var request = URLRequest(url: baseURL.appending(path: "loans/\(loanID.uuidString)/renew"))
        request.httpMethod = "POST"
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(RenewalResponse.self, from: data).newDueDate
    }
}

private struct RenewalResponse: Decodable {
    let newDueDate: Date
}
```

**Correct (the policy receives the goal as a value):**

```swift path=Domain/Fitness/WeeklyGoalPolicy.swift
import Foundation

struct WeeklyGoalPolicy: Equatable, Sendable {
    let goalMinutes: Int

    func isGoalMet(minutesThisWeek: Int) -> Bool {
        minutesThisWeek >= max(goalMinutes, 30)
    }
}
```

"""#
        ),
        (
            id: "domain-service-actor",
            markdown: #"""
---
id: domain-service-actor
title: Make stateful Domain services actors
impact: LOW
impactDescription: shared service state is protected by the compiler instead of by convention
severity: warning
enabledByDefault: false
tags: domain, concurrency, actors, services
---
## Make stateful Domain services actors

Domain services often outlive a single call: one instance is created at launch and shared by several screens and
background tasks. If such a service is a class with `var` properties (a cache, a running total, the last result),
two tasks can read and write that state at the same time, and nothing in the type says which one wins.

Declaring the service as an `actor` gives that state one owner. Calls from outside are `await`ed, the compiler
refuses unsynchronised access, and the service can be `Sendable` without `@unchecked`. Services that keep no mutable
state can stay classes or structs.

This rule is off by default because many projects isolate services another way (a global actor such as
`@MainActor`, or a lock). Turn it on when actors are the team's convention for Domain services.

### What it flags
- In a Domain file, a `class` (final or not) whose name ends in `Service` and that declares at least one `var`
  stored property. The finding sits on the `class` keyword.

### What it does not flag
- `actor` declarations.
- Classes whose properties are all `let` or computed.
- Structs and enums, whatever their names, and protocols such as `BudgetService`.
- Classes whose names do not end in `Service`, and classes outside the Domain layer.

### Configuration
Disabled unless the configuration enables `domain-service-actor`.

### Messages
| message (shape) | when | advice |
|---|---|---|
| `` `class …` keeps mutable state (`var …`) — make it an `actor` so that state is isolated `` | a Domain class whose name ends in `Service` declares a stored `var` that is not `static`; the message names the first one | declare the service as an `actor` |

**Incorrect (a shared streak service keeps its best result in a `var`):**

```swift path=Domain/Fitness/StreakService.swift
import Foundation

final class StreakService {
    private let calendar: Calendar
    private var longestStreak = 0

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    func record(workoutDays: [Date]) -> Int {
        let days = Set(workoutDays.map { calendar.startOfDay(for: $0) }).sorted()
        var current = 0
        var previous: Date?
        for day in days {
            if let previous, calendar.date(byAdding: .day, value: 1, to: previous) == day {
                current += 1
            } else {
                current = 1
            }
            previous = day
            longestStreak = max(longestStreak, current)
        }
        return longestStreak
    }
}
```

**Correct (the same service as an actor):**

```swift path=Domain/Fitness/StreakService.swift
import Foundation

actor StreakService {
    private let calendar: Calendar
    private var longestStreak = 0

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    func record(workoutDays: [Date]) -> Int {
        let days = Set(workoutDays.map { calendar.startOfDay(for: $0) }).sorted()
        var current = 0
        var previous: Date?
        for day in days {
            if let previous, calendar.date(byAdding: .day, value: 1, to: previous) == day {
                current += 1
            } else {
                current = 1
            }
            previous = day
            longestStreak = max(longestStreak, current)
        }
        return longestStreak
    }
}
```

**Correct (a service without mutable state may stay a class):**

```swift path=Domain/Recipes/ScalingService.swift
import Foundation

final class ScalingService: Sendable {
    private let roundingStep: Double

    init(roundingStep: Double = 0.25) {
        self.roundingStep = roundingStep
    }

    func scale(grams: Double, from servings: Int, to newServings: Int) -> Double {
        let factor = Double(newServings) / Double(max(servings, 1))
        return (grams * factor / roundingStep).rounded() * roundingStep
    }
}
```

"""#
        ),
        (
            id: "layer-dependency",
            markdown: #"""
---
id: layer-dependency
title: Depend only on the layers your layer may use
impact: CRITICAL
impactDescription: dependencies keep pointing inward, so storage and UI can change without rewriting business rules
severity: error
enabledByDefault: true
tags: layers, dependency-rule, architecture, imports
---
## Depend only on the layers your layer may use

A layered app works because its dependencies point one way. Views and repositories both lean on the Domain; the
Domain leans on nothing; only the composition root knows every concrete type and wires them together. As soon as a
Domain use case names `CoreDataWorkoutStore` instead of a `WorkoutStore` protocol, the rule can no longer be tested
without a database, and storage cannot change without touching the business rules.

Every file belongs to at most one layer. By default the layer comes from the folders in its path:

| Layer | Folder names (a path component equal to one of these, or ending in the suffix) | May depend on |
|---|---|---|
| Domain | `Domain`, `*Domain` | nothing |
| Data | `Data`, `Infrastructure`, `Persistence`, `Networking`, `Repositories`, `*Data` | Domain |
| Presentation | `Presentation`, `UI`, `Views`, `Features`, `Screens`, `ViewModels`, `*UI`, `*Presentation` | Domain |
| App (composition root) | `App`, or any file containing `@main` | every layer |

How the folders decide:
- A folder named for a layer outranks a role folder (`Features/Trips/Data/…` is Data), and encloses the layer
  folders inside it: `Presentation/Trips/Extensions/Domain/Trip+Display.swift` is Presentation. `App` is the
  exception: it is where an app's layers often sit, so `App/Domain/…` is Domain. Among role folders the deepest wins.
- A target's own layer outranks the folders inside it, and so does its having none: the files of a `Mocks` or
  `Utilities` target are in no layer even in a `Data/` or `Views/` folder. Only a target that holds the layered shape
  itself (a Domain folder inside it, as a single-target app has) takes its layers from its folders.
- So does a separate app: an app (found by its `@main` file, in its folder or above the layer and role folders that
  hold it) that holds no Domain layer, beside one that does. A watch app's `Views/` folder next to the layered iOS
  app is no Presentation layer. An app whose Domain is a package beside it, with no other app holding one, is the
  layered app and keeps its layers.
- A folder called just `Data` is the Data layer only beside a folder that names another layer (`App/Data` next to
  `App/Domain`) or inside one (`Features/Trips/Data`): alone among a shared module's `Utility/`, `Coordinator/`
  and `View/` folders it holds plain values, and its files are in no layer. Role folders (`Persistence`,
  `Networking`, `Repositories`…) and names such as `TripsData` need no neighbour.
- Files under a `Tests` folder or a folder or target whose name ends in `Tests` are in no layer, and neither are
  files that match none of the names above: they are not checked, and any layer may use what they declare.

A configuration that declares its own layers (paths, modules and allowed dependencies) replaces these conventions.

### What it flags
A file in a layer that depends on a layer it may not use, found in two ways:
- an `import` of one of the project's own modules (a target of a `Package.swift`, or a module the configuration
  names) that belongs to a forbidden layer, either because the configuration lists the module under that layer or
  because the target's name follows the folder conventions above (`import TripsData` in a Domain file). System
  modules such as `CoreData` are never project modules, whatever their names end in;
- a reference to a type that is declared only in files of a forbidden layer: a type annotation, an inheritance or
  conformance clause, an extension, an initialiser call, a generic argument, or a static member access.

**One finding per cause.** A file that uses a forbidden type ten times has one problem, not ten: the finding sits on
the first use and lists the others as its places ("and 9 more uses in this file"; `places` in JSON,
`relatedLocations` in SARIF). An `import` of a forbidden module and the uses of that module's types in the file are
one cause, reported on the `import`. A line that names the same type twice is one place.

**Advice that fits what is used.** The message says what to do about it:
- the composition root itself (an App type marked `@main` or an application delegate, or one named for holding
  the app's dependencies: `…Container`, `…Assembly`, `…Assembler`, `…Injector`, `…Resolver`): it is never moved
  and never handed over whole; leave it in App and have it pass in only what the code uses;
- a protocol declared in the wrong layer: move it to a layer both sides may use (Domain), where its implementation
  can still conform to it;
- a concrete service (a class or actor, a networking client, a `…Repository`, `…Store`, `…Client`, also with an
  implementation's suffix such as `…RepositoryImpl` or `Live…`): depend on the Domain protocol it implements, or on
  one declared for it, and let the composition root provide it. A networking client is a type one of whose members
  reaches the network, as [`view-body-logic`](view-body-logic.md#how-a-call-is-judged) judges a call: through
  `URLSession`, a networking library (`AF.request(…)`, a hosted database's client) or another member that gets there.
  A type that only holds a `URLSession` or builds a `URLRequest` sends nothing, and is a value unless its kind or
  name makes it a service;
- a persisted entity: work with a Domain value that the Data layer maps it to;
- a value that several layers may not use where it is: move it to a shared place all of them may use;
- a value an inner layer needs from an outer one (a Presentation type in the Domain): move it into the inner layer
  — unless the move would break the inner layer's own rules. A type whose file imports a UI toolkit (`SwiftUI`,
  `UIKit`…) is UI code, which neither Domain nor Data holds: from either, keep it where it is and give the using
  layer a plain value of its own that the outer layer maps to it (into Presentation it moves like any value). An
  error type named for the transport (`TripAPIError`, `NetworkError`) used from Domain is mapped to a Domain error
  where the outer layer catches it.

Presentation code that uses the Data layer is reported by this rule's check
[`layer-dependency/presentation-data`](layer-dependency/presentation-data.md), with a severity of its own (a warning
by default): teams that follow the SwiftData stance allow views to query entities, teams that follow the repository
stance do not, and both agree on every other edge. The terminal report ends with the findings grouped by edge:
`Presentation → Data: 41 files, 12 types — TripRecord 46 uses, …`.

Typical cases: a Domain use case that takes a Core Data store, a Data repository that builds Presentation row
models, a Domain file that imports the Data module.

### What it does not flag
- Dependencies the table allows: Data and Presentation using Domain types, the composition root using everything.
- Files in no layer, and types declared in no layer's files.
- Previews: `#Preview { … }` blocks and `PreviewProvider` types build a screen with whatever it needs (a model
  container, a concrete store, sample entities), as the composition root does, wherever they sit (an example is in
  [`layer-dependency/presentation-data`](layer-dependency/presentation-data.md)).
- Shared namespaces of the composition root: a file in the App layer without `@main` that uses no project type of
  another file in a layer (a logger namespace `enum AppLog { static let data = Logger(…) }`, the app's constants)
  declares what every layer may use. A composition-root type that does use project types (a dependency container)
  stays the composition root's, and using it from a layer is flagged.
- A name that is also declared in a layer the file may use; the reference is then ambiguous and given the benefit of
  the doubt.
- Names that cannot mean the project's type: a member of another type (`ToggleStyle.Configuration`, or a type nested
  in a project type named without its outer type, `Section` in a view); a type of a project module that the file
  neither belongs to nor imports; and in a target of a package, a type of the app's own files, which are in no
  module and which no package target can see.
- A name the file introduces itself as a generic parameter, an associated type or a type alias
  (`struct Feed<Entry: Identifiable>`, `associatedtype Entry`, `typealias Entry = …`): within that file it means the
  local name, not a Data type of the same name; likewise a parameter or an argument label written in upper case
  (`init(Repository: any RepositoryProtocol)`).
- System frameworks and third-party packages; which frameworks the Domain may import is
  [`domain-framework-import`](domain-framework-import.md)'s concern.
- Type names that appear only in comments or string literals.

### Suppressions and baselines
A suppression comment accepts the use on its own line, not the whole cause: the finding moves to the first use left,
and goes away when every use is suppressed. A use that nobody has looked at does not hide behind a comment written
for another line; to accept a cause throughout a file, put `// archlint:disable layer-dependency` at its top.

A baseline records a finding once, at its first place, and an entry at any of its places matches it. A baseline
written when every use was a finding of its own therefore still hides the finding that now gathers those uses, and
none of its entries goes stale; `--write-baseline` then records one entry per cause and says how many entries it
merged. New uses of a cause the baseline accepts stay accepted; a new cause is reported.

### Configuration
Layers, their paths, modules and allowed dependencies can be declared in the configuration file; without that, the
conventions in the table apply. The Presentation → Data check has its own id, severity and switch
(`rules["layer-dependency/presentation-data"]`); switching `layer-dependency` off switches it off too.

### Messages
A message first says what is used and where: `` `…` (… layer) is used in the … layer `` for a type, or
`` `import …` (… layer) in the … layer for `…`, `…` `` for an import of a project module, with the module's types the
file uses (the first three, then "and 2 more"). After the dash comes the rule of the file's layer,
`… may depend only on …` (or `… may depend on no other layer`), and after the `;` the advice:

| message (shape) | when | advice |
|---|---|---|
| `` …; `…` is the composition root, which wires the layers together: leave it in … and have it pass in only what this code uses, so … never sees `…` `` | the type is in the App layer and is marked `@main` or an application delegate, or its name ends in `Container`, `Assembly`, `Assembler`, `Injector` or `Resolver` | take what the code uses from the container as parameters; the composition root passes them in |
| `` …; move the protocol `…` to …, where … can still implement it `` | the type is a protocol | move the protocol to the first layer both sides may use (Domain with the default layers); with none, the message says "to a layer … may depend on" |
| `` …; depend on `…`, the … protocol it implements, and let the composition root provide `…` `` | the type is a concrete service (a class or actor, a networking client — a type one of whose members reaches the network — or a name ending in a role such as `Repository`, `Service`, `Store`, `Client`, `Manager`, also before `Impl` or `Live`) that conforms to a protocol of a layer the file may use | depend on that protocol; the composition root passes the service in |
| `` …; depend on a protocol declared in … and let the composition root provide `…` `` | such a service that conforms to no such protocol | declare a protocol in the using layer when the service's layer may use it, else in a layer both may use, and depend on it |
| `` …; work with a … type that the … layer maps `…` to `` | the type is a persisted entity (`@Model`, `NSManagedObject`) | work with a value of a layer both may use (Domain), which the entity's layer maps the entity to; from Presentation to Data the message adds `` (the SwiftData stance lets views use entities: `--profile swiftdata`) `` |
| `` …; `…` is UI code (its file imports a UI toolkit), which Domain may not hold: keep it in … and give … a plain value of its own that … maps to `…` `` (`which Data should not hold` from Data) | any other type whose file imports a UI toolkit, used from Domain or Data | keep the type where it is and give the using layer a plain value that the type's layer maps to it |
| `` …; `…` describes a networking failure, which Domain may not know: map it to a Domain error where … catches it `` | an error type named for the transport (`NetworkError`, `TripAPIError`), used from Domain | map it to a Domain error where the outer layer catches it |
| `` …; it is used from … and …: move `…` to a shared place (…, which they all may use) `` | any other type that two or more layers use where they may not | move it to the first layer all of them may use; with none, the place is "a module they all may import" |
| `` …; move `…` into …, where … can still use it `` | any other type of an outer layer that an inner layer uses (a Presentation type in Domain) | move it into the inner layer |
| `` …; move `…` to …, which both layers may use `` | any other type (a Presentation value used by Data code) | move it to a layer both may use; with none, "to a layer … may use" |
| `` `import …` (… layer) in the … layer for `…` — …; … `` | an import of a module of a forbidden layer whose types the file uses exactly one of | the advice above for that type |
| `` `import …` (… layer) in the … layer … — …; depend on what … declares instead and let the composition root provide …'s types `` | such an import whose types the file uses none or several of | depend on what a layer both may use (Domain) declares; the composition root provides the module's types |

**Incorrect (a Domain use case takes a Core Data store from the Data layer):**

```swift path=Domain/Fitness/LogWorkoutUseCase.swift
import Foundation

struct Workout: Identifiable, Sendable {
    let id: UUID
    let minutes: Int
}

struct LogWorkoutUseCase {
    let store: CoreDataWorkoutStore

    func execute(_ workout: Workout) async throws {
        try await store.insert(workout)
    }
}
```

```swift path=Data/Fitness/CoreDataWorkoutStore.swift
import CoreData

final class CoreDataWorkoutStore {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func insert(_ workout: Workout) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            let record = NSEntityDescription.insertNewObject(forEntityName: "WorkoutRecord", into: context)
            record.setValue(workout.id, forKey: "id")
            record.setValue(workout.minutes, forKey: "minutes")
            try context.save()
        }
    }
}
```

**Incorrect (a Data repository builds Presentation row models):**

```swift path=Domain/Library/Loan.swift
import Foundation

struct Loan: Identifiable, Equatable {
    let id: UUID
    let title: String
    let dueDate: Date
}
```

```swift path=Presentation/Library/LoanRow.swift
import Foundation

struct LoanRow: Identifiable, Equatable {
    let id: UUID
    let title: String
    let dueText: String
}
```

```swift path=Data/Library/RemoteLoanRepository.swift
import Foundation

struct RemoteLoanRepository {
    let endpoint: URL
    let session: URLSession

    func rows() async throws -> [LoanRow] {
        let (data, _) = try await session.data(from: endpoint)
        let loans = try JSONDecoder().decode([LoanPayload].self, from: data)
        return loans.map { LoanRow(id: $0.id, title: $0.title, dueText: $0.dueDate.formatted(date: .abbreviated, time: .omitted)) }
    }
}

private struct LoanPayload: Decodable {
    let id: UUID
    let title: String
    let dueDate: Date
}
```

**Incorrect (a Domain target imports the Data target and uses its types: one cause, one finding on the `import`):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain", dependencies: ["PantryData"]),
        .target(name: "PantryData"),
    ]
)
```

```swift path=Sources/PantryData/ShelfRecord.swift
import Foundation

public struct ShelfRecord: Codable {
    public var name: String
    public var itemNames: [String]
}

public final class ShelfArchive {
    public init() {}
    public func load() throws -> [ShelfRecord] { [] }
}
```

```swift path=Sources/PantryDomain/RestockPlanner.swift
import Foundation
import PantryData

public struct RestockPlanner {
    let archive: ShelfArchive

    public func emptyShelves() throws -> [String] {
        try archive.load().filter { (record: ShelfRecord) in record.itemNames.isEmpty }.map(\.name)
    }
}
```

**Incorrect (a Domain use case uses a protocol declared in the Data layer: the message says to move the protocol):**

```swift path=Data/Reading/ReadingProgressSource.swift
import Foundation

protocol ReadingProgressSource {
    func pagesRead(bookID: UUID) async throws -> Int
}

struct RemoteReadingProgressSource: ReadingProgressSource {
    let session: URLSession

    func pagesRead(bookID: UUID) async throws -> Int { 0 }
}
```

```swift path=Domain/Reading/ReadingStreakUseCase.swift
import Foundation

struct ReadingStreakUseCase {
    let progress: any ReadingProgressSource

    func hasReadToday(bookID: UUID, pagesYesterday: Int) async throws -> Bool {
        try await progress.pagesRead(bookID: bookID) > pagesYesterday
    }
}
```

**Incorrect (a Presentation coordinator is handed the whole dependency container: the message says to pass in what it uses, never to move the container):**

```swift path=App/ReadingContainer.swift
final class ReadingContainer {
    let streaks = ReadingStreakUseCase()
}
```

```swift path=Domain/Reading/ReadingStreakUseCase.swift
struct ReadingStreakUseCase {
    func hasReadToday(pagesToday: Int) -> Bool { pagesToday > 0 }
}
```

```swift path=Presentation/Reading/ReadingCoordinator.swift
final class ReadingCoordinator {
    private let container: ReadingContainer

    init(container: ReadingContainer) {
        self.container = container
    }

    func start() -> Bool { container.streaks.hasReadToday(pagesToday: 3) }
}
```

A view model that holds the protocol while the composition root picks the implementation is the *Correct*
example of the Presentation → Data check, in [its document](layer-dependency/presentation-data.md).

**Correct (the Domain use case depends on its own protocol; Data conforms to it):**

```swift path=Domain/Fitness/LogWorkoutUseCase.swift
import Foundation

struct Workout: Identifiable, Sendable {
    let id: UUID
    let minutes: Int
}

protocol WorkoutStore: Sendable {
    func insert(_ workout: Workout) async throws
}

struct LogWorkoutUseCase {
    let store: any WorkoutStore

    func execute(_ workout: Workout) async throws {
        try await store.insert(workout)
    }
}
```

```swift path=Data/Fitness/CoreDataWorkoutStore.swift
import CoreData

final class CoreDataWorkoutStore: WorkoutStore, @unchecked Sendable {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func insert(_ workout: Workout) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            let record = NSEntityDescription.insertNewObject(forEntityName: "WorkoutRecord", into: context)
            record.setValue(workout.id, forKey: "id")
            record.setValue(workout.minutes, forKey: "minutes")
            try context.save()
        }
    }
}
```

**Correct (a generic parameter and an associated type that share a name with a Data type):**

```swift path=Data/Fitness/Entry.swift
import Foundation

final class Entry {
    var minutes = 0
}
```

```swift path=Domain/Fitness/Timeline.swift
import Foundation

protocol TimelineSource {
    associatedtype Entry: Identifiable
    func entries() async throws -> [Entry]
}

struct Timeline<Entry: Identifiable> {
    var entries: [Entry]

    func latest(_ count: Int) -> [Entry] { Array(entries.suffix(count)) }
}
```

**Correct (a `Mocks` target's `Data/` folder is no Data layer: the target has none of its own):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryUI", dependencies: ["PantryDomain", "Mocks"]),
        .target(name: "Mocks", dependencies: ["PantryDomain"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
    public init(items: [String]) { self.items = items }
}
```

```swift path=Sources/Mocks/Data/SampleShelves.swift
import PantryDomain

public enum SampleShelves {
    public static let full = Shelf(items: ["Rice", "Beans"])
}
```

```swift path=Sources/PantryUI/ShelfScreen.swift
import Mocks
import PantryDomain

struct ShelfScreen {
    var shelf: Shelf = SampleShelves.full
}
```

**Correct (a watch app beside the layered app has no layers of its own, whatever its folders are named):**

```swift path=Trips/App/TripsApp.swift
import SwiftUI

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup { Text("Trips") }
    }
}
```

```swift path=Trips/Domain/Trip.swift
import Foundation

struct Trip: Identifiable {
    let id: UUID
    var destination: String
}
```

```swift path=TripsWatch/TripsWatchApp.swift
import SwiftUI

@main
struct TripsWatchApp: App {
    var body: some Scene {
        WindowGroup { NextTripView(cache: WatchCache()) }
    }
}
```

```swift path=TripsWatch/Data/WatchCache.swift
import Foundation

struct WatchCache {
    var destination = "Lisbon"
    var rowStyle = RowStyle.compact
}
```

```swift path=TripsWatch/Views/NextTripView.swift
import SwiftUI

enum RowStyle { case compact, full }

struct NextTripView: View {
    let cache: WatchCache

    var body: some View { Text(cache.destination) }
}
```

**Correct (a `Domain` folder inside the Presentation layer is Presentation: the enclosing layer folder decides):**

```swift path=Domain/Trips/Trip.swift
import Foundation

struct Trip {
    var destination: String
    var isConfirmed: Bool
}
```

```swift path=Presentation/Theme/Palette.swift
import SwiftUI

enum Palette {
    static let confirmed = Color.green
    static let pending = Color.orange
}
```

```swift path=Presentation/Trips/Extensions/Domain/Trip+Display.swift
import SwiftUI

extension Trip {
    var statusColor: Color { isConfirmed ? Palette.confirmed : Palette.pending }
}
```

**Correct (a logger namespace in the composition root depends on nothing, so every layer may use it):**

```swift path=App/AppLog.swift
import OSLog

enum AppLog {
    static let data = Logger(subsystem: "com.example.trips", category: "data")
    static let domain = Logger(subsystem: "com.example.trips", category: "domain")
}
```

```swift path=Domain/Trips/TripPlanner.swift
import Foundation

struct TripPlanner {
    func nights(from start: Date, to end: Date) -> Int {
        let nights = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
        AppLog.domain.debug("planned \(nights) nights")
        return nights
    }
}
```

```swift path=Data/Trips/TripArchive.swift
import Foundation

struct TripArchive {
    func save(_ data: Data, to url: URL) throws {
        try data.write(to: url)
        AppLog.data.info("archived \(data.count) bytes")
    }
}
```

**Correct (`Configuration` here is SwiftUI's `ToggleStyle.Configuration`, not the app's Data type a package target cannot see):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Styles", targets: [.target(name: "StylesUI")])
```

```swift path=Trips/Domain/Trip.swift
import Foundation

struct Trip {
    var destination: String
}
```

```swift path=Trips/Data/Configuration.swift
import Foundation

struct Configuration: Codable {
    var syncInterval: TimeInterval
}
```

```swift path=Sources/StylesUI/CheckboxStyle.swift
import SwiftUI

public struct CheckboxStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        }
    }
}
```

"""#
        ),
        (
            id: "layer-dependency/presentation-data",
            markdown: #"""
---
id: layer-dependency/presentation-data
title: Keep Data types out of Presentation code
impact: MEDIUM
impactDescription: screens depend on the Domain's protocols and values, so storage can change without touching views
severity: warning
enabledByDefault: true
tags: layers, dependency-rule, presentation, data, swiftdata
---
## Keep Data types out of Presentation code

This is the check of [`layer-dependency`](../layer-dependency.md) for one edge: Presentation code that uses the Data
layer. A view model that holds `SwiftDataTripRepository` rather than the `TripRepository` protocol cannot be
previewed with a fake or tested without a store; a view that lists `TripRecord` entities changes whenever the
storage schema does.

Teams disagree about this edge, where they agree about the others. The repository stance keeps every Data type
behind a Domain protocol; the SwiftData stance lets views query `@Model` entities with `@Query` and keeps only the
services behind protocols. So it is reported apart from the Domain-direction findings everyone agrees on, as a
warning by default, under its own id.

### What it flags
In a file of the Presentation layer, each Data type or Data module it uses, once per file: the finding sits on the
first use and lists the others as its places, as [`layer-dependency`](../layer-dependency.md) does. The message
says what to do about what is used: depend on the Domain protocol a concrete service implements, map an entity to
a Domain value, move a protocol or a shared value to Domain.

### What it does not flag
- Everything `layer-dependency` does not flag: previews, files in no layer, names the file cannot see.
- With `--profile swiftdata` (or `"profile": "swiftdata"`), uses of persisted entities (`@Model` classes,
  `NSManagedObject` subclasses) declared in Data: that stance lets views query them. A concrete repository or
  service held by Presentation code is still reported.
- Other edges: Domain code using Data or Presentation types, Data code using Presentation types. Those are
  `layer-dependency` findings.

### Configuration
A check has an id of its own, `layer-dependency/presentation-data`, rather than an option of `layer-dependency`:
so its severity and switch are set the way any rule's are, suppression comments and SARIF dashboards can name it,
and a team that allows the edge turns it off without touching the rest.
- `rules["layer-dependency/presentation-data"].severity`: `warning` by default.
- `rules["layer-dependency/presentation-data"].enabled: false` allows the edge.
- Whatever names `layer-dependency` covers this check too: `rules.layer-dependency.enabled: false` turns both off,
  `// archlint:disable:this layer-dependency` suppresses both, and a baseline entry recorded under
  `layer-dependency` still matches a finding of this check.

### Messages
The messages are those of [`layer-dependency`](../layer-dependency.md), with Presentation as the using layer and Data
as the used one: `` `…` (Data layer) is used in the Presentation layer — Presentation may depend only on …; `` for a
type, `` `import …` (Data layer) in the Presentation layer for `…` — …; `` for a Data module, then the advice:

| message (shape) | when | advice |
|---|---|---|
| `` …; move the protocol `…` to …, where Data can still implement it `` | the type is a protocol | move the protocol to a layer both may use (Domain) |
| `` …; depend on `…`, the … protocol it implements, and let the composition root provide `…` `` | the type is a concrete service (a class or actor, a `…Repository`, `…Store`, `…Client`…, or a networking client: a type one of whose members reaches the network) that conforms to a protocol Presentation may use | hold that protocol; the composition root passes the service in |
| `` …; depend on a protocol declared in … and let the composition root provide `…` `` | such a service that conforms to no such protocol | declare a protocol in a layer both may use (Domain) and hold that |
| `` …; work with a … type that the Data layer maps `…` to (the SwiftData stance lets views use entities: `--profile swiftdata`) `` | the type is a persisted entity; with `--profile swiftdata` it is not reported at all | work with a Domain value the Data layer maps the entity to, or adopt the SwiftData stance |
| `` …; it is used from … and …: move `…` to a shared place (…, which they all may use) `` | any other type that two or more layers use where they may not | move it to the first layer all of them may use |
| `` …; move `…` to …, which both layers may use `` | any other type | move it to a layer both may use (Domain) |
| `` `import …` (Data layer) in the Presentation layer for `…` — …; … `` | an import of a Data module whose types the file uses exactly one of | the advice above for that type |
| `` `import …` (Data layer) in the Presentation layer … — …; depend on what … declares instead and let the composition root provide …'s types `` | such an import whose types the file uses none or several of | depend on what Domain declares; the composition root provides the module's types |

**Incorrect (the view model stores the concrete SwiftData repository):**

```swift path=Domain/Trips/TripRepository.swift
import Foundation

struct Trip: Identifiable, Equatable, Sendable {
    let id: UUID
    var destination: String
    var departure: Date
}

protocol TripRepository: Sendable {
    func upcomingTrips(after date: Date) async throws -> [Trip]
}
```

```swift path=Data/Trips/SwiftDataTripRepository.swift
import Foundation
import SwiftData

@ModelActor
actor SwiftDataTripRepository: TripRepository {
    func upcomingTrips(after date: Date) async throws -> [Trip] {
        let descriptor = FetchDescriptor<TripEntity>(
            predicate: #Predicate { $0.departure > date },
            sortBy: [SortDescriptor(\.departure)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }
}
```

```swift path=Presentation/Trips/UpcomingTripsViewModel.swift
import Foundation
import Observation

@Observable
@MainActor
final class UpcomingTripsViewModel {
    private let repository: SwiftDataTripRepository
    private(set) var trips: [Trip] = []

    init(repository: SwiftDataTripRepository) {
        self.repository = repository
    }

    func load() async {
        trips = (try? await repository.upcomingTrips(after: .now)) ?? []
    }
}
```

**Incorrect (a view queries the entities the Data layer declares):**

```swift path=Domain/Journal/Entry.swift
import Foundation

struct Entry: Identifiable {
    let id: UUID
    var text: String
}
```

```swift path=Data/Journal/EntryRecord.swift
import Foundation
import SwiftData

@Model
final class EntryRecord {
    var text: String
    var createdAt: Date

    init(text: String, createdAt: Date = .now) {
        self.text = text
        self.createdAt = createdAt
    }
}
```

```swift path=Presentation/Journal/JournalView.swift
import SwiftData
import SwiftUI

struct JournalView: View {
    @Query(sort: \EntryRecord.createdAt, order: .reverse) private var records: [EntryRecord]

    var body: some View {
        List(records) { record in
            Text(record.text)
        }
    }
}
```

**Correct (the view model holds the protocol; the composition root picks the implementation):**

```swift path=Domain/Trips/TripRepository.swift
import Foundation

struct Trip: Identifiable, Equatable, Sendable {
    let id: UUID
    var destination: String
    var departure: Date
}

protocol TripRepository: Sendable {
    func upcomingTrips(after date: Date) async throws -> [Trip]
}
```

```swift path=Data/Trips/SwiftDataTripRepository.swift
import Foundation
import SwiftData

@ModelActor
actor SwiftDataTripRepository: TripRepository {
    func upcomingTrips(after date: Date) async throws -> [Trip] {
        let descriptor = FetchDescriptor<TripEntity>(
            predicate: #Predicate { $0.departure > date },
            sortBy: [SortDescriptor(\.departure)]
        )
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }
}
```

```swift path=Presentation/Trips/UpcomingTripsViewModel.swift
import Foundation
import Observation

@Observable
@MainActor
final class UpcomingTripsViewModel {
    private let repository: any TripRepository
    private(set) var trips: [Trip] = []

    init(repository: any TripRepository) {
        self.repository = repository
    }

    func load() async {
        trips = (try? await repository.upcomingTrips(after: .now)) ?? []
    }
}
```

**Correct (a preview builds the screen with the concrete store, as the composition root does):**

```swift path=Domain/Trips/TripRepository.swift
import Foundation

struct Trip: Identifiable, Sendable {
    let id: UUID
    var destination: String
}

protocol TripRepository: Sendable {
    func upcomingTrips() async throws -> [Trip]
}
```

```swift path=Data/Trips/InMemoryTripRepository.swift
import Foundation

struct InMemoryTripRepository: TripRepository {
    var trips: [Trip] = []

    func upcomingTrips() async throws -> [Trip] { trips }
}
```

```swift path=Presentation/Trips/TripListView.swift
import SwiftUI

struct TripListView: View {
    let repository: any TripRepository
    @State private var trips: [Trip] = []

    var body: some View {
        List(trips) { trip in Text(trip.destination) }
            .task { trips = (try? await repository.upcomingTrips()) ?? [] }
    }
}

#Preview("Two trips") {
    TripListView(repository: InMemoryTripRepository(trips: [
        Trip(id: UUID(), destination: "Lisbon"),
        Trip(id: UUID(), destination: "Kyoto"),
    ]))
}

struct TripListView_Previews: PreviewProvider {
    static var previews: some View {
        TripListView(repository: InMemoryTripRepository())
    }
}
```

"""#
        ),
        (
            id: "module-dependency",
            markdown: #"""
---
id: module-dependency
title: Declare the targets you import, import what you declare
impact: HIGH
impactDescription: the package graph says what each target really depends on, so modules can be split, reused and built alone
severity: error
enabledByDefault: true
tags: modules, packages, dependencies, architecture
---
## Declare the targets you import, import what you declare

A modular app states its architecture twice: in `Package.swift`, where each target lists its dependencies, and in
the `import` lines of its files. When the two disagree the graph lies. A file that imports a sibling target its own
target never declared compiles only because the build happened to produce that module first; the next clean build,
a test run of the target alone or a reordering of the scheme breaks it. A declared dependency nobody imports keeps a
link that the architecture diagram shows but the code does not need. And two targets that import each other are
one module in two folders: neither can be built, tested or reused without the other.

The rule reads every `Package.swift` of the project (nested local packages included) and every file's imports.
A target's `dependencies:` may be a list literal, a list declared in the same manifest
(`let baseDeps: [Target.Dependency] = […]`), or lists joined with `+` (`dependencies: baseDeps + ["Networking"]`);
a list may name an entry declared on its own (`let atomics: Target.Dependency = .product(…)`). A dependency given by name
alone (`"PantryKit"`, `.byName(name: "PantryKit")`) is, as SwiftPM resolves it, a target of the same package when
one has that name, else the product of that name of another package of the project, with every target it vends.

### What it flags
- **An undeclared import** (error): a file of target `A` imports `B`, a target of the project, that `A`'s
  `dependencies:` does not reach: neither `B`, nor a product of a local package that contains `B`, nor a target
  that depends on `B` in turn. (SwiftPM builds a dependency's dependencies first, so those import reliably; a
  target nothing declared builds only when something else happened to build it first.)
- **An import reached only through another target** (warning, unless the configuration sets the rule's
  severity): a file of `A` imports `B`, which `A` does not declare but reaches through a dependency that depends
  on `B` (`DataTests` declares `Data` and imports `Domain`, which `Data` depends on). It builds today, but only
  while `Data` keeps depending on `Domain`; SwiftPM's explicit-import check
  (`--explicit-target-dependency-import-check`) reports the same. One finding per target and module, at its first
  import, with the target's other files that import it as its places (`and in 2 more files: …`; `places` with
  `file` in JSON, `relatedLocations` in SARIF), the dependency it comes through and the
  entry to add to the manifest: `"Domain"` when one manifest declares both targets, otherwise
  `.product(name:package:)` of a product of the other package that exports it.
- **An import that names nothing of its module**: for either of the two above, when the files that import the module
  name nothing it declares — no type, function, property, case, type alias or macro of its files appears among
  their words — the advice is to delete the import, and to declare it only if something of it is used after all.
  A module that may be used with none of its names written keeps the advice to declare it: one that adds a
  conformance or an initialiser to another module's type, or declares an operator, a subscript or
  `callAsFunction`. Comments and strings count as naming, so the advice to delete errs on the side of silence.
- **An unused dependency** (warning, unless the configuration sets the rule's severity): `A` declares `B` (or a
  product whose targets are all project targets) and no file of `A` imports any of them. The finding sits on the
  entry in `Package.swift` and advises removing it — unless an import of `A` reaches its module only through `B`
  (`A` imports `C`, which only `B` depends on): then removing `B` alone breaks the build, and the message names
  the paired change instead, declaring `C` in `B`'s place. And unless the target's files use a member `B` adds
  in an extension of a type it does not declare (`extension EnvironmentValues { var shelfTheme … }`): such a
  member resolves without an `import` wherever the compiler has loaded `B` for another import (until the target
  turns on `MemberImportVisibility`), so `B` is used and the message asks for the import, naming the member and
  the files that use it as its places. A use counts only where its type shows in the text: the extended type written as
  the receiver (`UUID.sample`), a property wrapper's key path (`@Environment(\.shelfTheme)`), `self.shelfTheme`
  in the target's own extension of that type, or a key path or closure parameter (`\.shelfTheme`,
  `$0.shelfTheme`) when no type of the target has a member of that name. An
  implicit member (`.sample`) or a value's member (`shelves.first`) could be anybody's and leaves the advice to
  remove.
- **An import cycle** (error): targets whose imports lead from one back to itself (`A` imports `B`, `B` imports
  `A`), reported once per cycle on the import that leaves its alphabetically first target, with the whole cycle in
  the message. Test targets are left out of the cycle search.

### What it does not flag
- Swift files inside a documentation catalog (`*.docc/`): they are resources, not sources.
- A target name that two packages of the project both declare: which one a file means cannot be told.
- Targets whose `dependencies:` list is not plain names or lists of them declared in the manifest (a function
  call, `shared.filter { … }`, a list built in another file): it cannot be read without running the manifest, so
  it is not checked.
- An entry of a shared list that one of the targets using it does not import: the list serves several targets,
  so the entry is not that target's to remove.
- Imports of modules that are not targets of the project: system frameworks and other packages' products.
- Dependencies on products of packages outside the project, whose module names are not known.
- Dependencies on macro, plugin, executable, binary and system-library targets: they are used without an
  `import` of their name (a macro through `#externalMacro`, a tool by running it).
- A target none of whose files was found (all excluded, say): nothing can be said of what it imports.
- A dependency on a target with no Swift file (a C target) that the target's files do not import by its name, when
  they import a module that is neither the project's nor the toolchain's or platform's: a C target's module map may
  name its module otherwise (`module zlibShim`), and that import may be it.

### Configuration
`rules.module-dependency.enabled` switches it off; `severity` sets one severity for all four findings. Without
it, undeclared imports and cycles are errors, and imports reached through another target and unused dependencies
are warnings.

### Messages
| message (shape) | when | advice |
|---|---|---|
| `` `import …` in target `…`, whose dependencies in … do not name it — declare it, or the target builds by accident or not at all `` | a file imports a target of the project that its own target's `dependencies:` neither names nor reaches | declare the imported target in the importing target's dependencies |
| `` `import …` in target `…` reaches `…` only through `…` (or `…` and `…`, every declared dependency it comes through, three named at most) — add `…` to the dependencies of `…` in …; it builds now only because `…` depends (they depend) on it `` | the imported target is reached only through another dependency; one finding per target and module | add the entry the message gives: the target's name when one manifest declares both, else `.product(name:package:)` of a product that exports it |
| `` `import …` in target `…`, whose dependencies in … do not name it — this file names nothing `…` declares: delete the import (declare it only if something of it is used after all) `` | the same, when the file names nothing the module declares and the module lends nothing unnamed | delete the import |
| `` `import …` in target `…` reaches `…` only through `…` — the files that import it name nothing `…` declares: delete the imports (or, if something of it is used after all, add `…` …); … `` | the same, when the files that import it name nothing the module declares and the module lends nothing unnamed | delete the imports (the places) |
| `` `import …` in target `…` reaches `…` only through `…` — no product of the package in … exports it: add a library product for `…` there and declare it in the dependencies of `…` in …; … `` | the same, when no product of the other package exports the module | add a library product for the module to the other package's manifest, then declare it |
| `` `…` is a dependency of target `…` that none of its files imports — remove it, or import what it is for `` | a declared dependency on targets of the project that no file of the target imports | remove the entry, or import what it was added for |
| `` `…` is a dependency of target `…` that none of its files imports, yet … (and … more files) use(s) `Type.member`, a member `…` adds in an extension — import `…` in the files that use it; without the import it resolves only while another import happens to load `…` `` | the same, when files of the target use a member the dependency adds in an extension of a type it does not declare, written so its type shows | import the module in the files that use its members (the places) |
| `` `…` is a dependency of target `…` that none of its files imports, but imports reach their module only through it (`…` in `…`; …) — declare those modules in the targets that import them; removing `…` alone breaks the build `` | the same, when imports of this target, or of targets that depend on it, reach a module only through that entry | declare the listed modules in the targets that import them; the entry cannot go alone |
| `` `import …` closes a cycle of targets … → … → … — move what they share into a target both can depend on `` | the imports of targets other than test targets lead from one back to itself; one finding per cycle, on the import that leaves its alphabetically first target | move what they share into a target both can depend on |

**Incorrect (the view target imports the storage target it never declared):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryStore", dependencies: ["PantryDomain"]),
        .target(name: "PantryScreens", dependencies: ["PantryDomain"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public init() {}
    public func load() -> Shelf { Shelf(items: []) }
}
```

```swift path=Sources/PantryScreens/ShelfScreen.swift
import PantryDomain
import PantryStore

public struct ShelfScreen {
    let store = ShelfStore()
}
```

**Incorrect (a test target imports a target it reaches only through the one it declares):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryStore", dependencies: ["PantryDomain"]),
        .testTarget(name: "PantryStoreTests", dependencies: ["PantryStore"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
    public init(items: [String]) { self.items = items }
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public init() {}
    public func load() -> Shelf { Shelf(items: []) }
}
```

```swift path=Tests/PantryStoreTests/ShelfStoreTests.swift
import PantryDomain
import PantryStore
import Testing

@Test func loadsAnEmptyShelf() {
    #expect(ShelfStore().load().items == Shelf(items: []).items)
}
```

**Incorrect (a test imports a target it reaches only through another, and uses nothing of it):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryStore", dependencies: ["PantryDomain"]),
        .testTarget(name: "PantryStoreTests", dependencies: ["PantryStore"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
    public init(items: [String]) { self.items = items }
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public init() {}
    public func count() -> Int { 0 }
}
```

```swift path=Tests/PantryStoreTests/ShelfStoreTests.swift
import PantryDomain
import PantryStore
import Testing

@Test func startsEmpty() {
    #expect(ShelfStore().count() == 0)
}
```

**Incorrect (a declared dependency no file imports):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryFormatting"),
        .target(name: "PantryStore", dependencies: ["PantryDomain", "PantryFormatting"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
}
```

```swift path=Sources/PantryFormatting/Labels.swift
public enum Labels {
    public static func title(_ name: String) -> String { name.capitalized }
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public func load() -> Shelf { Shelf(items: []) }
}
```

**Incorrect (a declared dependency used through a member of its extension, with no import):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryTheme"),
        .target(name: "PantryScreens", dependencies: ["PantryTheme"]),
    ]
)
```

```swift path=Sources/PantryTheme/ShelfTheme.swift
import SwiftUI

public struct ShelfTheme: Sendable {
    public var spacing: Double = 8
}

extension EnvironmentValues {
    public var shelfTheme: ShelfTheme {
        get { ShelfTheme() }
        set {}
    }
}
```

```swift path=Sources/PantryScreens/ShelfScreen.swift
import SwiftUI

struct ShelfScreen: View {
    @Environment(\.shelfTheme) private var theme
    var body: some View { Text("Shelf") }
}
```

**Incorrect (two targets import each other):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain", dependencies: ["PantryStore"]),
        .target(name: "PantryStore", dependencies: ["PantryDomain"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
import PantryStore

public struct Shelf: Sendable {
    public var items: [String]
    public var source: ShelfStore.Kind
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public enum Kind: Sendable { case local, remote }
    public func load() -> Shelf { Shelf(items: [], source: .local) }
}
```

**Correct (every import declared, every declaration used; a product of a local package counts for its targets):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    dependencies: [.package(path: "Packages/Barcode")],
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryStore", dependencies: [
            "PantryDomain",
            .product(name: "Barcode", package: "Barcode"),
        ]),
        .target(name: "PantryScreens", dependencies: [.target(name: "PantryDomain"), "PantryStore"]),
        .testTarget(name: "PantryStoreTests", dependencies: ["PantryStore"]),
    ]
)
```

```swift path=Packages/Barcode/Package.swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Barcode",
    products: [.library(name: "Barcode", targets: ["BarcodeReader"])],
    targets: [.target(name: "BarcodeReader")]
)
```

```swift path=Packages/Barcode/Sources/BarcodeReader/Reader.swift
public struct Reader {
    public init() {}
}
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import BarcodeReader
import PantryDomain

public final class ShelfStore {
    let reader = Reader()
    public func load() -> Shelf { Shelf(items: []) }
}
```

```swift path=Sources/PantryScreens/ShelfScreen.swift
import PantryDomain
import PantryStore

public struct ShelfScreen {
    let store: ShelfStore
    var shelf: Shelf { store.load() }
}
```

```swift path=Tests/PantryStoreTests/ShelfStoreTests.swift
import PantryStore
import Testing

@Test func loadsAnEmptyShelf() {
    #expect(ShelfStore().load().items.isEmpty)
}
```

**Correct (targets share a list of dependencies declared in the manifest, and the test target declares what it imports):**

```swift path=Package.swift
// swift-tools-version:6.0
import PackageDescription

let domain: [Target.Dependency] = ["PantryDomain"]

let package = Package(
    name: "Pantry",
    targets: [
        .target(name: "PantryDomain"),
        .target(name: "PantryStore", dependencies: domain),
        .target(name: "PantryScreens", dependencies: domain + ["PantryStore"]),
        .testTarget(name: "PantryStoreTests", dependencies: domain + ["PantryStore"]),
    ]
)
```

```swift path=Sources/PantryDomain/Shelf.swift
public struct Shelf: Sendable {
    public var items: [String]
    public init(items: [String]) { self.items = items }
}
```

```swift path=Sources/PantryStore/ShelfStore.swift
import PantryDomain

public final class ShelfStore {
    public init() {}
    public func load() -> Shelf { Shelf(items: []) }
}
```

```swift path=Sources/PantryScreens/ShelfScreen.swift
import PantryDomain
import PantryStore

public struct ShelfScreen {
    let store: ShelfStore
    var shelf: Shelf { store.load() }
}
```

```swift path=Tests/PantryStoreTests/ShelfStoreTests.swift
import PantryDomain
import PantryStore
import Testing

@Test func loadsAnEmptyShelf() {
    #expect(ShelfStore().load().items == Shelf(items: []).items)
}
```

"""#
        ),
        (
            id: "n-plus-one-await",
            markdown: #"""
---
id: n-plus-one-await
title: Fetch in bulk instead of awaiting a query per item
impact: MEDIUM
impactDescription: one round trip instead of one per item keeps screens fast as the data grows
severity: warning
enabledByDefault: true
tags: performance, concurrency, repositories, async
---
## Fetch in bulk instead of awaiting a query per item

Awaiting a repository call inside a loop looks harmless with three test records. With three hundred members it is
three hundred sequential round trips to a database or a server, each waiting for the previous one to finish: the
classic N+1 query, made slower still because every `await` suspends the loop.

Ask for everything at once and join in memory: fetch all the rows the loop needs in one call, group them with
`Dictionary(grouping:by:)`, and look each item up in the dictionary. When calls really are independent and cannot
be batched, run them in parallel with `async let` or a task group.

### What it flags
A call per item of a `for … in` loop over a collection, or of a `forEach` closure, that runs a query or a request:
- an `await`ed call (with or without `try`) whose member reaches the network or a storage query (a SwiftData or
  Core Data fetch or count, a GRDB read, a Realm query), directly or through the project's own code, whatever the
  receiver is called: `await api.member(id)`, `await store.items(for: id)`, `await loader.load(id)` where
  `Loader.load` calls a repository that calls `URLSession`. What a member reaches is decided member by member
  across the project (see *How a call is judged* in `view-body-logic`);
- an `await`ed call that reaches storage and hands a member that takes many items one item at a time in an array
  literal (`await repository.markWatered([plantID], at: now)` per selected plant);
- a call that is not awaited whose member reaches a storage query within three steps (`StoreManager.shared.items(for:
  id)` where `items(for:)` runs `context.fetch`), in code the rule reads (a file in a layer, with a view, or that
  awaits in a loop): synchronous Core Data per item is the same N+1;
- an `await`ed call whose receiver cannot be resolved when its name ends in `repository`, `service`, `client` or
  `api`, ignoring case, or when it is typed as a protocol whose name ends in `Repository`. The project has its say
  first: when the receiver is a value and every member of the project with the called name is seen to touch
  storage without a query or a request (`loadTokens()` reading one setting from `UserDefaults`), the call is no
  query by its receiver's name. A member whose effect the analysis cannot see says nothing, so a repository whose
  implementation it cannot follow is still flagged by its name.

The message cites the chain down to the API. Its advice names a member only when the project shows it fits:
a function of the same type that reads like the called one (its name extends it, `member` → `members`, or starts
with the same verb), takes a collection (`_ ids: [UUID]`, a `Set`, a sequence), and is no write, delete, reset or
sync — `deleteAll`, `syncAll`, `removeAllLocalFiles` and a load of the whole table (`all()`) are never advice.
Then the message reads "`MemberClient.members` takes a collection — call it once with every item". A project type
with no such member is told to add one or to fetch in bulk; a type the project does not declare (a framework's or
a package's) is only told to fetch in bulk.

### What it does not flag
- `for await` and `for try await` loops over an asynchronous sequence.
- `async let` fan-out.
- The argument label `for`, in a declaration or a call (`func page(for number: Int)`, `items(for: shelf)`,
  `.debounce(for: .seconds(1), …)`): only a `for` that names its sequence after `in` opens a loop.
- Awaits inside a task group's `addTask` closure, even when the closure is added from a loop: the child tasks run in
  parallel by construction.
- Calls whose member reaches no query and no request: in-memory look-ups, writes (`context.insert`, `save`),
  `Task.sleep(for:)`, `MainActor.run`, logging, and members that only compute.
- Per-item writes, uploads, deletes, sends and commands, by the member's first word (`save`, `insert`, `delete`,
  `remove`, `upload`, `send`, `post`, `update`, `create`, `add`, `mark`, `register`, `subscribe`, `sync`, `import`…)
  and find-or-create helpers (`findOrCreate`),
  even when the member looks something up on the way: a write runs once per item by nature. A member that takes
  many items, handed one at a time in an array literal, is still flagged (above).
- Awaits in a closure the loop registers to run later, once per event rather than once per item:
  `publisher.sink { … }`, `addObserver`, `observe`, `subscribe`, `onReceive`, `asyncAfter`, `schedule`.
- Loops over batches: a sequence split with `chunks(ofCount:)`, `chunked`, `batched`, `windows` or `pages` — a call
  per batch is the batched form.
- Downloads of one resource per item, which have no batch form: `URLSession` called in the loop itself, or a
  member named for an image, avatar, thumbnail, icon, photo, file, media, attachment or asset
  (`await loader.avatar(for: user.avatarURL)`).
- A chain of calls, where each call needs the previous one's result: a name declared outside the loop, read before
  the call and assigned in the loop (`latest = try await post(replyingTo: latest)`). No batch call can replace it.
- Loops that repeat rather than walk items: `for _ in …`, and a loop over a range of numbers whose variable the
  awaited statement does not use, such as a retry loop `for attempt in 1...3 { try await client.connect() }`.
- A dispatch by kind: a `switch` on the loop's item (`switch section { case .tags: loadTags() … }`) whose case
  runs a query that uses neither the item nor what the case binds. Each kind's query runs once per kind, not once
  per item; a case that passes the item or its bound values on (`case .author(let id): person(id)`) is still per
  item, and so is any query under an outer loop over items.
- Repository calls before or after the loop, including the expression the loop iterates over.
- Tests and manifests (test folders and targets, `Package.swift`, Tuist's files): a test that walks fixtures and
  awaits a fake repository per item is not a production query pattern. App code in no layer is checked.

### Messages
A message quotes the call (`` `await repository.loans(…)` ``, without `await` when the call is not awaited), says what
each item costs and how the call gets there, then gives one of four pieces of advice:

| message (shape) | when | advice |
|---|---|---|
| `` `…(…)` inside a loop — one request per item: it reaches `…` through `…` (`…:…`); … `` | the call reaches the network; the message says `` it calls `…` `` when the call is the API itself | one of the endings below |
| `` `…(…)` inside a loop — one query per item: it reaches `…` through `…` (`…:…`); … `` | the call reaches a storage query and not the network | one of the endings below |
| `` `…(…)` inside a loop — one write per item: it reaches `…` through `…` (`…:…`); … `` | the call reaches storage with no query and no request, and hands the member one item in an array literal (`[plantID]`) | one of the endings below |
| `` …; `…` takes a collection — call it once with every item `` | the call hands the member one item in an array literal (`markWatered([plantID], at: now)`): it takes many already | call it once, with every item |
| `` …; `….…` takes a collection — call it once with every item `` | the receiver's type, declared in the project, has a read member like the called one that takes a collection | call that member once, with every item |
| `` …; `…` has no member that reads many at once: add one that takes every item, or fetch in bulk once and group with `Dictionary(grouping:by:)` `` | the receiver's type is declared in the project but has no such member | add a member that takes every item, or fetch in bulk and group in memory |
| `` …; fetch in bulk once and group with `Dictionary(grouping:by:)` `` | the receiver's type is not known, or is not declared in the project | fetch everything in one call and group it in memory |
| `` `await …(…)` inside a loop — one query per item; fetch in bulk once and group with `Dictionary(grouping:by:)` `` | an awaited call whose member cannot be resolved, on a receiver named or typed as a repository, service, client or API | fetch everything in one call and group it in memory |

**Incorrect (one loan query per member):**

```swift path=Domain/Library/OverdueReportUseCase.swift
import Foundation

struct OverdueReportUseCase {
    let memberRepository: any MemberRepository
    let loanRepository: any LoanRepository

    func execute(now: Date) async throws -> [OverdueLine] {
        let members = try await memberRepository.activeMembers()
        var lines: [OverdueLine] = []
        for member in members {
            let loans = try await loanRepository.loans(borrowedBy: member.id)
            let overdue = loans.filter { $0.dueAt < now }
            if !overdue.isEmpty {
                lines.append(OverdueLine(memberName: member.name, overdueCount: overdue.count))
            }
        }
        return lines
    }
}
```

**Incorrect (the receiver is typed as a repository protocol):**

```swift path=Domain/Fitness/DailyMinutesUseCase.swift
import Foundation

struct Workout: Sendable {
    let day: Date
    let minutes: Int
}

protocol WorkoutRepository: Sendable {
    func workouts(on day: Date) async throws -> [Workout]
    func workouts(from start: Date, to end: Date) async throws -> [Workout]
}

struct DailyMinutesUseCase {
    let workouts: any WorkoutRepository

    func minutesPerDay(_ days: [Date]) async throws -> [Date: Int] {
        var totals: [Date: Int] = [:]
        for day in days {
            let sessions = try await workouts.workouts(on: day)
            totals[day] = sessions.reduce(0) { $0 + $1.minutes }
        }
        return totals
    }
}
```

**Incorrect (a manager's look-up runs a Core Data fetch for every order):**

```swift path=Shared/Storage/OrderStore.swift
import CoreData

final class OrderStore {
    static let shared = OrderStore()
    let container = NSPersistentContainer(name: "Orders")

    func lines(for orderID: UUID) -> [OrderLine] {
        let request = OrderLine.fetchRequest()
        request.predicate = NSPredicate(format: "orderID == %@", orderID as CVarArg)
        return (try? container.viewContext.fetch(request)) ?? []
    }
}
```

```swift path=Shared/Orders/OrderTotals.swift
struct OrderTotals {
    func totals(for orders: [Order]) async -> [UUID: Decimal] {
        var totals: [UUID: Decimal] = [:]
        for order in orders {
            let lines = OrderStore.shared.lines(for: order.id)
            totals[order.id] = lines.reduce(0) { $0 + $1.price }
            await Task.yield()
        }
        return totals
    }
}
```

**Correct (each post replies to the one before, and a member that only reads memory):**

```swift path=Shared/Threads/ThreadPoster.swift
import Foundation

struct ThreadPoster {
    let session: URLSession
    var cache: [UUID: Post] = [:]

    func send(_ text: String, replyingTo parent: Post?) async throws -> Post {
        var request = URLRequest(url: URL(string: "https://example.com/posts")!)
        request.httpMethod = "POST"
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(Post.self, from: data)
    }

    func cached(_ id: UUID) async -> Post? { cache[id] }

    func post(_ parts: [String]) async throws -> [Post] {
        var posted: [Post] = []
        var latest: Post?
        for part in parts {
            let post = try await send(part, replyingTo: latest)
            latest = post
            posted.append(post)
        }
        for post in posted {
            _ = await cached(post.id)
        }
        return posted
    }
}
```

**Correct (two bulk fetches in parallel, joined with a dictionary):**

```swift path=Domain/Library/OverdueReportUseCase.swift
import Foundation

struct OverdueReportUseCase {
    let memberRepository: any MemberRepository
    let loanRepository: any LoanRepository

    func execute(now: Date) async throws -> [OverdueLine] {
        async let members = memberRepository.activeMembers()
        async let openLoans = loanRepository.openLoans()
        let loansByMember = Dictionary(grouping: try await openLoans, by: \.memberID)
        let activeMembers = try await members

        var lines: [OverdueLine] = []
        for member in activeMembers {
            let overdue = loansByMember[member.id, default: []].filter { $0.dueAt < now }
            if !overdue.isEmpty {
                lines.append(OverdueLine(memberName: member.name, overdueCount: overdue.count))
            }
        }
        return lines
    }
}
```

**Correct (independent calls fanned out in a task group):**

```swift path=Domain/Library/LoanCountsUseCase.swift
import Foundation

struct LoanCountsUseCase {
    let loanRepository: any LoanRepository

    func execute(memberIDs: [UUID]) async throws -> [UUID: Int] {
        try await withThrowingTaskGroup(of: (UUID, Int).self) { group in
            for memberID in memberIDs {
                group.addTask {
                    (memberID, try await loanRepository.loanCount(for: memberID))
                }
            }
            var counts: [UUID: Int] = [:]
            for try await (memberID, count) in group {
                counts[memberID] = count
            }
            return counts
        }
    }
}
```

**Correct (a retry loop that only waits between attempts):**

```swift path=Domain/Sync/RetryPolicy.swift
import Foundation

struct RetryPolicy: Sendable {
    let attempts: Int

    func run<Value: Sendable>(_ operation: @Sendable () async throws -> Value) async throws -> Value {
        var lastError: (any Error)?
        for attempt in 0..<attempts {
            do {
                return try await operation()
            } catch {
                lastError = error
                try await Task.sleep(for: .milliseconds(200 << attempt))
            }
        }
        throw lastError ?? CancellationError()
    }
}
```

**Correct (each section kind of a filter screen loads its options once):**

```swift path=Presentation/Filters/FilterOptionsLoader.swift
import Foundation

enum FilterSection: Sendable {
    case dates
    case categories
    case tags
}

struct FilterOptionsLoader {
    let categories: any CategoryRepository
    let tags: any TagRepository

    func options(for sections: [FilterSection]) async throws -> [FilterSection: [String]] {
        var options: [FilterSection: [String]] = [:]
        for section in sections {
            switch section {
            case .dates:
                options[section] = ["Today", "This week"]
            case .categories:
                options[section] = try await categories.allCategories().map(\.name)
            case .tags:
                options[section] = try await tags.allTags().map(\.name)
            }
        }
        return options
    }
}
```

**Correct (`for` as an argument label opens no loop):**

```swift path=Data/Catalog/CatalogFeed.swift
import Foundation

struct CatalogFeed {
    let catalogService: any CatalogService

    func page(for number: Int) async throws -> [CatalogItem] {
        try await catalogService.page(number)
    }

    func refresh(for shelf: Shelf) async throws -> [CatalogItem] {
        try await catalogService.items(for: shelf)
    }
}
```

"""#
        ),
        (
            id: "persisted-entity-logic",
            markdown: ##"""
---
id: persisted-entity-logic
title: Keep validation and domain rules off persisted entities
impact: HIGH
impactDescription: business rules stay testable without a model container and survive a change of storage framework
severity: error
enabledByDefault: true
tags: persistence, swiftdata, coredata, domain, business-logic
---
## Keep validation and domain rules off persisted entities

A `@Model` class or an `NSManagedObject` subclass describes how data is stored. It is tempting to hang validation
and derived values on it because the data is right there, but every test of those rules then needs a model
container, the rules move with the storage framework, and screens that work with Domain values cannot reuse them.

By default ArchLint follows the clean-architecture stance: rules live in Domain structs and use cases, and the
entity only stores, relates and maps. Giving an entity a `toDomain()` method and an initialiser from the Domain type
keeps the translation in one obvious place, next to the storage.

### What it flags
A persisted entity is a `@Model` class, or a class that inherits from `NSManagedObject` directly or through a chain
of the project's own classes, or a Core Data entity whose class Xcode generates, so that only extensions of it are
in source: a name with a `Name+CoreDataProperties.swift` or `Name+CoreDataClass.swift` file, an extension with
`@NSManaged` members, a `NSFetchRequest<Name>` or `FetchedResults<Name>`, or a `Name(context:)` in a file that imports Core Data or SwiftUI
— when the project declares no type of that name. In such a class and in every extension of it, in any file:
- **Validation.** Members named `validate`, `validated` or `isValid`, or whose name starts with one of those words
  followed by another (`validateTitle`, `isValidRun`), functions and computed properties alike; any member whose
  result is a validation outcome, whatever its predicate: its type is named so (`NameValidationResult`,
  `ValidationResult`), its name says so (`nameValidationStatus`, `ruleViolations`), or it hands back `.valid` or
  `.invalid(…)`; a `guard … else { throw … }` whose condition checks a value (`guard quantity > 0`,
  `guard !title.isEmpty`) in any member, initialisers included; a method with a `guard … else { return }`
  that rejects input (`guard title.count >= 3`, `guard !name.isEmpty`); a `Bool` computed property or method that
  trims, requires a value to be non-empty, checks a format against a literal (`email.contains("@")`) or compares
  with a number (`age >= 18`); membership in a set of allowed values (`Self.allowedCarriers.contains(carrier)`,
  `Entity.sizes.contains(size)`, `supportedUnits.contains(unit)`, `Unit.allCases.contains(unit)`).
- **State transitions and calculations** (a business operation): a method that changes the entity's own
  properties under a condition on its state (`if allowsSeveralPauses { resumedAt = nil }; pausedAt = date`), and a
  function named for a calculation (`calculateBalance`, `computeTotal`). A condition that only checks for `nil`
  (`guard team != nil`), for a change (`guard self.note != note`) or unwraps does not make a transition, and a
  method that copies from another value of the same kind (`load(from: shift)`, `merge(with: other)`) is mapping.
- **Decisions about what the entity may do or accept** (a business rule): eligibility and permission predicates
  over its state and its relations, named as such (`canBeSelected`, `canAccept(_:)`, `mayJoin(_:)`,
  `supports(_:)`, `isEligibleForRenewal`, `isSignupAllowed`, `isSelectable`…) that decide something — combine
  conditions, order, look into a relation — rather than read one property or check one for `nil`; a `Bool`
  member that holds a count to a limit (`attendees.count >= capacity`); allocation of what is free — allowed
  values minus the ones in use (`Set(Self.allDesks).subtracting(used)`,
  `allDesks.first { desk in !taken.contains(desk) }`, `for desk in Self.allDesks where !used.contains(desk)`);
  de-duplication and supersession between instances — a member that takes another instance (or a collection of
  them) and compares (`isDuplicate(of:)`, `supersedes(_:)`, `entries.contains { $0.title == title }`), or is named
  so and compares what it is given (`isNewer(than dto:)`).
- **Date arithmetic and rules about dates**: a calendar's `dateComponents(…)`, `date(byAdding:…)`,
  `timeIntervalSince(…)`, `addingTimeInterval(…)`, `timeIntervalSinceNow`, the calendar's questions
  (`isDateInToday(…)`, `startOfDay(for:)`, `isDate(_:inSameDayAs:)`…), and a comparison with the current date or
  day (`dueAt < Date()`, `… < .now`, `day == currentWeekday()`, `dueDay < today`).
- **Domain computations**: arithmetic between two values (`Double(daysLate) * dailyRate`, `done / total`),
  `reduce`, and in a method an accumulation or a counter (`total += …`, `sessions += 1`) or a count stored beside
  what it counts (`numberOfLines = lines.count`); a date moved by an interval (`Date(timeInterval:since:)`); a
  threshold on a number in a member that is not a `Bool` (`score >= 10 ? 2 : 1`).
- **Orderings**: a business rule written as an ordering of two values outside a sort closure
  (`startsAt <= time && time < endsAt`).
- **Store operations through its own context**: a method that changes or queries the store through the entity's
  own `modelContext` or `managedObjectContext` (`modelContext?.delete(…)`, or the context unwrapped and fetched
  from).

The finding sits on the member's `func`, `var` or `init` keyword, once per member whatever else it contains, and
its message names the category of what was found: validation, a business rule, date arithmetic, a rule about the
current date, a domain computation, or an operation on the store. Where a member shows more than one, the
decision outranks the arithmetic it is made of: a `Bool` check is a validation status, a sum is a computation
even when it skips negative amounts, a `guard` that compares with today is a rule about the current date.

### What it does not flag
The idioms of persistence, which look like logic and are storage:
- **A day as a grouping key**: `startOfDay(for:)` as the key of `Dictionary(grouping:by:)`, in its trailing closure
  or its `by:` argument (`Dictionary(grouping: entries) { calendar.startOfDay(for: $0.date) }`): the entity's items
  bucketed by day for sections, not a rule about a date. The same call in a comparison is still a rule.
- **Query helpers**: a member that builds a query (`#Predicate`, `NSPredicate`, `FetchDescriptor`,
  `NSFetchRequest`, sort descriptors) or fetches and throws only because the fetch does — no `throw` of its own
  (`static func upcoming(after:in:) throws -> [WorkshopEntity]`). Its comparisons and date arithmetic are the
  query's.
- **Lifecycle hooks**: `awakeFromInsert`, `awakeFromFetch`, `willSave` (stamping `updatedAt`), `didSave`,
  `prepareForDeletion`, `willTurnIntoFault`, `didTurnIntoFault`: the framework calls them for defaults,
  bookkeeping and cleanup.
- **Mapping**, whatever it is called: `toDomain()`, `asLoan()`, `makeEntity(…)`, `init(_ domain:)`, and any method
  whose statements assign stored properties from its parameters, unwrapping and converting on the way
  (`update(with dto:)` setting `name = dto.name.isEmpty ? "Unknown" : dto.name`). Moving a date or computing a
  value from the parameters is not mapping. `Codable` conformance: `encode(to:)` and `init(from:)` throw because
  the protocols say so. A payload for a server or a file — a member whose result is a dictionary keyed by strings
  (`[String: Any]`) or an `NSDictionary` — maps the entity, whatever it converts on the way (units, a fallback
  value when a reading is missing).
- **Identity**: `id`, `identifier`, `…ID`, `…Key` composed of fields (`aisle + shelf + String(position)`).
- **Display**: members whose result is text, a colour, an image or a symbol (`String`, `Text`,
  `LocalizedStringKey`, `Color`, a type named for a colour or an icon), `description`, and methods that only write
  log lines (`print`, `logger.debug(…)`; their arguments describe, whatever they compare). A product, ratio or
  total computed inside a display member (`value / limit * 100` shown as a percentage) is still a computation.
- **Defaults and timestamps set at creation**: an initialiser that assigns, whatever it computes to do so
  (`endsAt = startsAt.addingTimeInterval(duration)`, `createdAt = .now`); only a `guard … else { throw … }` that
  checks a value in an initialiser is flagged.
- **Throwing by itself**: a member that throws (`throws`, a throwing getter) decides nothing by saying so. A
  `guard let` or `guard case` that unwraps and throws when there is nothing (`guard let parent = try fetch().first
  else { throw … }`), a command that forwards to a client and throws what it throws (any member that awaits), and
  a decoding precondition are no validation.

And the rest:
- Stored properties, with or without attributes (`@Attribute(.unique)`, `@Relationship`, `@NSManaged`), and
  relationships.
- An extension of a type that shares its name with an entity but is declared, in the extension's own layer, as
  something else (a Domain `struct Trip` beside a Data `@Model class Trip`), and a plain class with an entity's name.
- Operators (`==`, `<` of `Equatable` and `Comparable`).
- Orderings inside a sort closure (`sorted { $0.date < $1.date }`), the angle brackets of a generic type
  (`Set<Lesson>`), and text joined with `String(…)` (`String(count) + String(localized: " items")`).
- Unwrapping accessors (`var wrappedName: String { name ?? "Untitled" }`), relationship accessors, and a
  conversion by a constant (`meters / 1000`).
- Trimming text to tidy it (`name.trimmingCharacters(in: .whitespaces)`) rather than to check what is left, and
  `timeIntervalSinceNow` fed to a formatter rather than compared.
- Reading a count or emptiness without a rule (`items.count`, `items.isEmpty`), the emptiness of a relationship or
  a named property (`guard let related, related.count > 0`): an accessor unwrapping it, and a `guard` that only
  asks whether a stored count changed.
- A permission predicate that reads one property or checks one for `nil` (`var canEdit: Bool { !isLocked }`,
  `var isAvailableOffline: Bool { localCopy != nil }`).
- Mapping a stored code to a value with equalities (`if priority == 1 { return .green }`).
- A type that is built with `(context:)` but declared in the project as something else (a view model, a store).
- Classes that are not persisted entities, and Domain structs that carry the same rules.

### Configuration
Off in the `swiftdata` profile, which keeps validation in `@Model` extensions by design.

### Messages
Every message has one shape, `` `…` on persisted entity `…` is … — keep the entity to storage and mapping; put the rule
in a Domain type ``: the member (`func …`, `var …` or `init`), the entity, and what the member was found to be. The
advice is always the same; what the middle part says depends on what the member is or does:

| message (shape) | when | advice |
|---|---|---|
| `` … is validation — … `` | its name starts with the word `validate`, `validated` or `isValid` | move the rule into a Domain type and leave the entity to storage and mapping |
| `` … is validation (it returns a validation outcome) — … `` | not an initialiser, and its result type is named for a validation result, its name has `Validation` or `Violation` in it, or it returns `.valid` or `.invalid(…)` | the same |
| `` … is validation (a `guard` that checks a value and throws) — … `` | a `guard … else { throw … }` checks a value, in any member, initialisers included, that does not `await` | the same |
| `` … is a `guard … else { return }` that rejects input (validation) — … `` | a method's `guard … else { return }` rejects input and does not `await` | the same |
| `` … is validation (membership in a set of allowed values) — … `` | it checks a value against a fixed set of allowed values (`Self.allowedCarriers.contains(carrier)`) | the same |
| `` … is a validation status — … ``, `` … is validation (a check of a value's format or emptiness) — … `` | the first: a `Bool` member (or a property with no type annotation) that checks a format or emptiness, or compares with a number; the second: another member that checks a format or emptiness | the same |
| `` … is a business rule (an eligibility or permission predicate over its state) — … ``, `` … (a count held to a limit) … `` | a `Bool` member named for eligibility or permission (`canAccept(_:)`, `isEligibleForRenewal`) that decides something; a `Bool` member that holds a count to a stored limit | the same |
| `` … is a business rule (de-duplication or supersession between instances) — … `` | it takes another instance and compares, or is named for it (`isNewer(than:)`) and compares what it is given | the same |
| `` … is a business rule (allocating what is free: allowed values minus those in use) — … `` | it takes the values in use away from the allowed ones | the same |
| `` … is a business rule (a change of its state that depends on its state) — … `` | a method that does not `await` sets the entity's own properties under a condition on its state, and takes no value of its own kind | the same |
| `` … is a business rule (a threshold on a number) — … ``, `` … (an ordering of two values) … `` | a comparison with a number in a member that does not return a `Bool`; an ordering of two values outside a sort closure | the same |
| `` … is date arithmetic — … `` | calendar or time-interval arithmetic | the same |
| `` … is a rule about the current date — … `` | a comparison with the current date or day | the same |
| `` … is a domain computation (it calculates from the entity's state) — … `` | a function whose name starts with `calculate`, `compute`, `recalculate` or `recompute` | the same |
| `` … is a domain computation — … ``, `` … (a count stored beside what it counts) … `` | arithmetic between two values, `reduce` or an accumulation, also a product or ratio in a display member; a property set from a count in a method | the same |
| `` … is an operation on the store through its own model context — … `` | it changes or queries the store through the entity's own `modelContext` or `managedObjectContext` | the same |

**Incorrect (a `@Model` class validates itself):**

```swift path=Data/Library/BookEntity.swift
import Foundation
import SwiftData

@Model
final class BookEntity {
    var isbn: String
    var title: String
    var copiesOwned: Int
    var copiesOnLoan: Int

    init(isbn: String, title: String, copiesOwned: Int) {
        self.isbn = isbn
        self.title = title
        self.copiesOwned = copiesOwned
        self.copiesOnLoan = 0
    }

    func validate() throws {
        guard isbn.count == 13 else { throw BookRuleViolation.malformedISBN }
        guard copiesOnLoan <= copiesOwned else { throw BookRuleViolation.moreLoansThanCopies }
    }
}

enum BookRuleViolation: Error {
    case malformedISBN
    case moreLoansThanCopies
}
```

**Incorrect (an extension in another file computes pace and validity):**

```swift path=Data/Fitness/RunEntity.swift
import Foundation
import SwiftData

@Model
final class RunEntity {
    var startedAt: Date
    var finishedAt: Date
    var meters: Double

    init(startedAt: Date, finishedAt: Date, meters: Double) {
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.meters = meters
    }
}
```

```swift path=Data/Fitness/RunEntity+Pace.swift
import Foundation

extension RunEntity {
    var secondsPerKilometre: Double {
        finishedAt.timeIntervalSince(startedAt) / (meters / 1000)
    }

    var isValidRun: Bool {
        meters > 0 && finishedAt > startedAt
    }
}
```

**Incorrect (a Core Data subclass, through a project base class, computes expiry):**

```swift path=Data/Pantry/PantryItemRecord.swift
import CoreData

class TimestampedRecord: NSManagedObject {
    @NSManaged var createdAt: Date
}

final class PantryItemRecord: TimestampedRecord {
    @NSManaged var name: String
    @NSManaged var expiresAt: Date

    func daysUntilExpiry(from now: Date) -> Int {
        Calendar.current.dateComponents([.day], from: now, to: expiresAt).day ?? 0
    }
}
```

**Incorrect (a generated Core Data entity, extended with a status and a date rule):**

```swift path=Data/Library/Membership+CoreDataProperties.swift
import CoreData

extension Membership {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Membership> {
        NSFetchRequest<Membership>(entityName: "Membership")
    }

    @NSManaged public var email: String?
    @NSManaged public var renewedAt: Date?
}
```

```swift path=Data/Library/Membership+Rules.swift
import Foundation

extension Membership {
    var canBorrow: Bool {
        (email ?? "").contains("@") && !isExpired
    }

    var isExpired: Bool {
        (renewedAt ?? .distantPast).addingTimeInterval(365 * 24 * 3600) < Date()
    }
}
```

**Incorrect (a workshop decides whom it accepts: an eligibility predicate, allowed values, a validation outcome):**

```swift path=Data/Workshops/WorkshopEntity.swift
import Foundation
import SwiftData

@Model
final class WorkshopEntity {
    static let allowedLevels: Set<String> = ["beginner", "intermediate", "advanced"]

    var title: String
    var level: String
    var capacity: Int
    var isCancelled = false
    @Relationship(inverse: \AttendeeEntity.workshop) var attendees: [AttendeeEntity] = []

    init(title: String, level: String, capacity: Int) {
        self.title = title
        self.level = level
        self.capacity = capacity
    }

    func canAccept(_ attendee: AttendeeEntity) -> Bool {
        !isCancelled && attendees.count < capacity && !attendees.contains(attendee)
    }

    var hasKnownLevel: Bool {
        Self.allowedLevels.contains(level)
    }

    var titleStatus: TitleStatus {
        title.isEmpty ? .invalid(reason: "A workshop needs a title") : .valid
    }
}

@Model
final class AttendeeEntity {
    var name: String
    var workshop: WorkshopEntity?

    init(name: String) {
        self.name = name
    }
}

enum TitleStatus: Equatable {
    case valid
    case invalid(reason: String)
}
```

**Incorrect (a room allocates its free desks, and a booking decides whether it supersedes another):**

```swift path=Data/Rooms/RoomEntity.swift
import Foundation
import SwiftData

@Model
final class RoomEntity {
    static let allDesks = Array(1...24)

    @Relationship(deleteRule: .cascade, inverse: \DeskBookingEntity.room) var bookings: [DeskBookingEntity] = []

    init() {}

    var freeDesks: Set<Int> {
        Set(Self.allDesks).subtracting(bookings.map(\.desk))
    }
}

@Model
final class DeskBookingEntity {
    var desk: Int
    var day: Date
    var revision: Int
    var room: RoomEntity?

    init(desk: Int, day: Date, revision: Int) {
        self.desk = desk
        self.day = day
        self.revision = revision
    }

    func supersedes(_ existing: DeskBookingEntity) -> Bool {
        desk == existing.desk && day == existing.day && revision > existing.revision
    }
}
```

**Correct (the entity stores, relates and maps; a static helper builds its fetch descriptor):**

```swift path=Domain/Library/Loan.swift
import Foundation

struct Loan: Identifiable, Equatable, Sendable {
    let id: UUID
    var bookTitle: String
    var borrowedAt: Date
    var dueAt: Date

    func isOverdue(at now: Date) -> Bool {
        dueAt < now
    }
}
```

```swift path=Data/Library/LoanEntity.swift
import Foundation
import SwiftData

@Model
final class LoanEntity {
    @Attribute(.unique) var id: UUID
    var bookTitle: String
    var borrowedAt: Date
    var dueAt: Date
    var member: MemberEntity?

    init(id: UUID, bookTitle: String, borrowedAt: Date, dueAt: Date) {
        self.id = id
        self.bookTitle = bookTitle
        self.borrowedAt = borrowedAt
        self.dueAt = dueAt
    }
}

@Model
final class MemberEntity {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \LoanEntity.member) var loans: [LoanEntity] = []

    init(name: String) {
        self.name = name
    }
}
```

```swift path=Data/Library/LoanEntity+Mapping.swift
import Foundation
import SwiftData

extension LoanEntity {
    convenience init(_ loan: Loan) {
        self.init(id: loan.id, bookTitle: loan.bookTitle, borrowedAt: loan.borrowedAt, dueAt: loan.dueAt)
    }

    func toDomain() -> Loan {
        Loan(id: id, bookTitle: bookTitle, borrowedAt: borrowedAt, dueAt: dueAt)
    }

    static func due(before date: Date) -> FetchDescriptor<LoanEntity> {
        FetchDescriptor(
            predicate: #Predicate { $0.dueAt < date },
            sortBy: [SortDescriptor(\.dueAt)]
        )
    }
}
```

**Correct (the run's rules live in a Domain struct; the entity maps to it):**

```swift path=Domain/Fitness/Run.swift
import Foundation

struct Run: Equatable, Sendable {
    enum Problem: Error, Equatable {
        case noDistance
        case finishedBeforeStart
    }

    var startedAt: Date
    var finishedAt: Date
    var meters: Double

    var secondsPerKilometre: Double {
        finishedAt.timeIntervalSince(startedAt) / (meters / 1000)
    }

    func validated() throws -> Run {
        guard meters > 0 else { throw Problem.noDistance }
        guard finishedAt > startedAt else { throw Problem.finishedBeforeStart }
        return self
    }
}
```

```swift path=Data/Fitness/RunEntity.swift
import Foundation
import SwiftData

@Model
final class RunEntity {
    var startedAt: Date
    var finishedAt: Date
    var meters: Double

    init(_ run: Run) {
        self.startedAt = run.startedAt
        self.finishedAt = run.finishedAt
        self.meters = run.meters
    }

    func toDomain() -> Run {
        Run(startedAt: startedAt, finishedAt: finishedAt, meters: meters)
    }
}
```

**Correct (Core Data's lifecycle hooks stamp the dates; a static helper fetches, and throws because the fetch does):**

```swift path=Data/Parcels/ParcelRecord.swift
import CoreData

final class ParcelRecord: NSManagedObject {
    @NSManaged var trackingCode: String
    @NSManaged var createdAt: Date
    @NSManaged var updatedAt: Date

    override func awakeFromInsert() {
        super.awakeFromInsert()
        setPrimitiveValue(Date(), forKey: "createdAt")
        setPrimitiveValue(Date(), forKey: "updatedAt")
    }

    override func willSave() {
        super.willSave()
        if hasChanges, !isDeleted, changedValues()["updatedAt"] == nil {
            updatedAt = Date()
        }
    }

    static func recent(since date: Date, in context: NSManagedObjectContext) throws -> [ParcelRecord] {
        let request = NSFetchRequest<ParcelRecord>(entityName: "ParcelRecord")
        request.predicate = NSPredicate(format: "createdAt >= %@", date as NSDate)
        request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: false)]
        return try context.fetch(request)
    }
}
```

**Correct (mapping from a DTO and to an upload payload, an identity made of fields, display members and dates set at
creation):**

```swift path=Data/Readings/ReadingEntity.swift
import Foundation
import SwiftData

@Model
final class ReadingEntity {
    var sensor: String
    var channel: Int
    var value: Double
    var previous: Double
    var takenAt: Date
    var expiresAt: Date

    init(sensor: String, channel: Int, value: Double, takenAt: Date) {
        self.sensor = sensor
        self.channel = channel
        self.value = value
        self.previous = value
        self.takenAt = takenAt
        self.expiresAt = takenAt.addingTimeInterval(30 * 24 * 3600)
    }

    func update(with dto: ReadingDTO) {
        previous = value
        value = dto.value.isNaN ? 0 : dto.value
        if let taken = dto.takenAt {
            takenAt = taken
        }
    }

    var id: String { sensor + "#" + String(channel) }

    var trendArrow: String { value >= previous ? "▲" : "▼" }

    func log() {
        print("reading \(id): \(value), was \(previous), rising: \(value > previous)")
    }

    var uploadPayload: [String: Any] {
        [
            "sensor": sensor,
            "value": value > 0 ? (value * 18).rounded() : previous * 18,
            "date": Int(takenAt.timeIntervalSince1970 * 1000),
        ]
    }
}

struct ReadingDTO: Decodable {
    var value: Double
    var takenAt: Date?
}
```

"""##
        ),
        (
            id: "unreadable-file",
            markdown: #"""
---
id: unreadable-file
title: Report files that cannot be read as UTF-8 Swift source
impact: MEDIUM
impactDescription: a file that was silently skipped can hide any number of violations
severity: error
enabledByDefault: true
tags: diagnostic, input, encoding
---
## Report files that cannot be read as UTF-8 Swift source

ArchLint reads every Swift file it is asked to lint as UTF-8 text. If a file cannot be opened, or its bytes are not
UTF-8, the linter cannot check it, and staying quiet about that would look exactly like a clean result. This rule
turns each such file into an error of its own, while the rest of the project is still linted as usual.

The usual causes are a file saved as UTF-16 by an older editor or exported from a spreadsheet, a permissions
problem in a CI checkout, and a directory or device whose name happens to end in `.swift`. Convert the file to
UTF-8, fix its permissions, or exclude the path in the configuration.

This rule is about the bytes of a file, so it has no Swift examples.

### What it flags
- A file that cannot be read: permission denied, or not a regular file (a directory, a socket, a broken link).
- A file whose bytes are not valid UTF-8, such as UTF-16 text with or without a byte-order mark, or Latin-1 text
  with accented characters.
- A file larger than 32 MB (generated or minified code, a data dump saved as `.swift`): it is not read at all, so
  one such file cannot exhaust the memory of a run.
- A file or folder whose name is not valid UTF-8: its path could not be reported or matched against the
  configuration's patterns faithfully.
- The finding is in column 1 on the line of the first byte that is not UTF-8, or on line 1 when the whole file
  could not be read or is UTF-16; its message names the file, the reason and, for bad bytes, their offset.

### What it does not flag
- UTF-8 files, with or without a UTF-8 byte-order mark, with any line endings, and empty files.
- A stray NUL byte in an otherwise UTF-8 file: it is valid UTF-8, the lexer reads it as an unknown token, and the
  rest of the file is linted as usual.
- Files excluded by the configuration: they are never read.
- Problems inside readable files, such as code that does not parse; those are for the other rules and the outline
  diagnostics.

### Configuration
A suppression comment cannot reach a file that cannot be read. To silence the rule, exclude the file in the
configuration or disable the rule there.

### Messages
Every message starts `` `…` was not linted — `` with the file's path, and goes on with the reason:

| message (shape) | when | advice |
|---|---|---|
| `` … — it is UTF-16 encoded; save it as UTF-8 `` | the file's bytes look like UTF-16, with or without a byte-order mark | save the file as UTF-8 |
| `` … — byte …, line …, is not valid UTF-8; save the file as UTF-8 `` | a byte that is not valid UTF-8; the finding is on its line | save the file as UTF-8 |
| `` … — cannot be read (…) ``, `` … — cannot be examined (…) ``, `` … — is a folder that cannot be listed (…) `` | opening or reading the file, examining an entry or listing a folder failed; the brackets give the system's reason (in a history run, `` … — cannot be read from git ``) | none: the message says what is wrong and stops |
| `` … — is … MB; files over 32 MB are not read `` | the file is larger than 32 MB (also when it grows past that while read, or its staged or edited content is larger) | none: the message says what is wrong and stops |
| `` … — has a name that is not valid UTF-8 (rename it) `` | the file's or folder's name is not valid UTF-8 | rename it |

"""#
        ),
        (
            id: "unused-suppression",
            markdown: #"""
---
id: unused-suppression
title: Remove suppression comments that suppress nothing
impact: LOW
impactDescription: every remaining suppression marks a real, explained exception instead of a stale one
severity: warning
enabledByDefault: true
tags: suppression, hygiene, configuration
---
## Remove suppression comments that suppress nothing

Sometimes a finding is a deliberate exception: a prototype screen that saves straight from a button, a Domain file
that needs `OSLog`. A suppression comment records that decision next to the code. Once the code is fixed or moved,
the comment stays behind, still switching the rule off for those lines; the next real violation there slips through
unnoticed. Reporting suppressions that no longer suppress anything keeps them honest.

### Suppression comments
Suppressions are line comments (`//`) whose text starts with `archlint:`. Each names one or more rule ids separated
by commas, or `all` for every rule, and may end with `--` followed by a reason.

| Comment | Suppresses |
|---|---|
| `// archlint:disable <rule-id>[, <rule-id>…] [-- reason]` | those rules from the next line until a matching `// archlint:enable`, or to the end of the file |
| `// archlint:enable <rule-id>[, <rule-id>…]` | nothing; it ends an earlier `disable` of those rules |
| `// archlint:disable:next <rule-id>[, …] [-- reason]` | those rules on the next line only |
| `// archlint:disable:this <rule-id>[, …] [-- reason]` | those rules on the line the comment sits on |

Examples:

```text
// archlint:disable view-body-logic -- prototype screen, replaced in the settings rework
// archlint:enable view-body-logic
// archlint:disable:next domain-framework-import -- signposts for the import profiler
modelContext.insert(item) // archlint:disable:this view-body-logic
// archlint:disable:next all
```

Write the reason: it is what a reviewer reads when deciding whether the exception still holds. A suppression
counts as used when at least one finding of a rule it names falls on a line it covers.

### What it flags
- A `disable`, `disable:next` or `disable:this` comment that suppresses no finding. For a comment naming several
  rules, each rule that suppresses nothing is reported.
- A `disable all` (or `disable:next all`, `disable:this all`) that suppresses no finding of any rule.
- A comment of any kind, `enable` included, that names an id that is no rule.
- The finding sits on the suppression comment and names the rule id.

### What it does not flag
- Suppressions that hide at least one finding.
- `archlint:` text inside string literals, and comments that mention a rule id without the `archlint:` prefix.
- `// archlint:enable` comments, unless they name an id that is no rule: a misspelled `enable` would leave its
  `disable` running to the end of the file.

### Messages
| message (shape) | when | advice |
|---|---|---|
| `` `…` in `archlint:…` suppresses no finding — remove it from the comment `` | a `disable`, `disable:next` or `disable:this` names a rule that ran, or `all`, and no finding of it falls on the lines the comment covers | remove the id from the comment |
| `` `…` in `archlint:…` is not a rule id — did you mean `…`? `` | a comment (`enable` included) names an id that is no rule, and a rule id is spelled close to it | use the suggested id |
| `` `…` in `archlint:…` is not a rule id — use an id that `archlint rules` lists, or `all` `` | the same, with no rule id close to it | use an id that `archlint rules` lists, or `all` |
| `` `archlint:…` is not a suppression command — use disable, enable, disable:next or disable:this `` | the word after `archlint:` is none of the four commands | use one of the four commands |
| `` `archlint:…` names no rule — name rule ids or `all` `` | a command, `enable` included, names no rule id | name rule ids or `all` |

**Incorrect (the next line has nothing to suppress):**

```swift path=Domain/Recipes/Ingredient.swift
// archlint:disable:next domain-framework-import
import Foundation

struct Ingredient: Equatable, Sendable {
    let name: String
    let grams: Double
}
```

**Incorrect (a disabled range around a body that no longer breaks the rule):**

```swift path=Presentation/Library/LoanRowView.swift
import SwiftUI

struct LoanRowView: View {
    let title: String
    let dueDate: Date

    // archlint:disable view-body-logic -- date maths moved to LoanRow, remove after review
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
            Text(dueDate, style: .date)
        }
    }
    // archlint:enable view-body-logic
}
```

**Correct (the suppression hides a deliberate exception and says why):**

```swift path=Domain/Sync/ImportTimer.swift
// archlint:disable:next domain-framework-import -- signposts for the nightly import profiler
import OSLog

struct ImportTimer {
    private let signposter = OSSignposter(subsystem: "com.example.library", category: "import")

    func measure<Value>(_ name: StaticString, _ work: () throws -> Value) rethrows -> Value {
        let state = signposter.beginInterval(name)
        defer { signposter.endInterval(name, state) }
        return try work()
    }
}
```

**Correct (a same-line suppression on a prototype screen):**

```swift path=Presentation/Pantry/QuickAddView.swift
import SwiftData
import SwiftUI

struct QuickAddView: View {
    @Environment(\.modelContext) private var modelContext
    @State private var name = ""

    var body: some View {
        HStack {
            TextField("Item", text: $name)
            Button("Add") {
                modelContext.insert(PantryItem(name: name)) // archlint:disable:this view-body-logic -- prototype
                name = ""
            }
        }
    }
}
```

"""#
        ),
        (
            id: "view-body-logic",
            markdown: #"""
---
id: view-body-logic
title: Keep business logic out of SwiftUI view bodies
impact: HIGH
impactDescription: rules get one tested home instead of being copied into every screen that edits the same data
severity: error
enabledByDefault: true
tags: views, swiftui, architecture, business-logic, testability
---
## Keep business logic out of SwiftUI view bodies

A view body describes what the screen shows. When a Save button also trims names, compares dates, computes a
duration, calls a server and writes to the store, the rule it enforces can only be exercised by tapping through the
UI, and the next screen that edits the same data gets a slightly different copy of it.

Move the decisions to where they can be tested with plain values: Domain types and use cases for the rules, a view
model to coordinate them and hold screen state, a repository for storage and networking. What remains in the view
is layout, bindings, formatting for display, navigation and a call such as `Task { await viewModel.save() }`.

### What it flags
Inside the `body` of a SwiftUI `View`, inside the type's other `some View` (or `AnyView`) properties and
functions, and inside every closure written there (`Button` actions, `.task`, `.onAppear`, `.onChange`,
`.onSubmit` and the like). The rule bundles seven checks; each can be turned off on its own (`disabledChecks`, below).
- **`persistence`:** a call whose member reaches persistent storage — SwiftData, Core Data, SQLite and Realm
  wrappers, `UserDefaults`, the Keychain, the file system — directly (`modelContext.insert(trip)`,
  `try viewContext.save()`) or through the project's own code (`PhotoStore.shared.photos(in: album)`, a repository
  method that saves). A receiver of no known type named `modelContext`, `context`, `viewContext` or
  `managedObjectContext`, or listed in `contextNames`, counts as a model context too.
  A Core Data entity made in the view's model context, `Bookmark(context: viewContext)`, inserts it and counts
  too, when the type is a persisted entity of the project, or one it does not declare (generated from the data
  model) made in the view's `@Environment(\.managedObjectContext)` — not merely in a name like `context`, which a
  `TimelineView` or `Canvas` closure also hands out; a type of the project's own that takes the context (a view
  model's initialiser) does not.
  A call that is itself a `UserDefaults` read or write is a preference: its message suggests `@AppStorage` or a
  view model rather than a repository.
- **`networking`:** a call whose member reaches the network: `URLSession.shared.data(for:)`, or a member of the
  project's own code that gets there (`client.fetchCatalog(…)` where `CatalogClient.fetchCatalog` calls
  `URLSession`), whether the client is a property, an `@Environment` value, a singleton or a local
  (`let client = StatusClient(host: host)`). The message cites the chain of calls down to the API, with file and line.
- **`service-call`:** a call on an app-wide object — a manager, service, store, client or repository reached
  through a singleton (`DownloadCenter.shared.cancel(item)`), the environment (`@EnvironmentObject`,
  `@Environment(Library.self)`) or a property whose type is named for that role — whose member reaches the network
  or storage. The view does not do the I/O itself, so this is its own check, for teams whose rule is "views may
  call services": the message names the member to call from a view model instead.
- **`validation`:** a `guard` or `if` that checks what the user entered — a name bound to an input control
  (`TextField`, `SecureField`, `TextEditor`, `Picker`, `Toggle`, `Stepper`, `DatePicker`, `Slider`,
  `.searchable`) — and rejects it (trims, counts, compares, requires a value, checks a format against a literal,
  then returns or throws) or gates an action on it (membership in allowed values: `if allowedCodes.contains(code)
  { apply(code) }`); a format check against a literal that gates an action (`if host.contains(".") { connect(host) }`);
  and a validator call (`isValid…(…)`, `validate…(…)`, `…IsUnique()`) in a rejecting `guard` or a gating `if`.
- **`date-arithmetic`:** a calendar's `dateComponents(…)`, `date(byAdding:…)`, `timeIntervalSince(…)` and
  `addingTimeInterval(…)` whose result reaches model state or control flow.
- **`derived-state`:** an assignment to a member of something that is not the view's own state (`@State`,
  `@StateObject`, `@FocusState`…) whose right-hand side computes a value rather than copying one
  (`trip.nights = …`, `trip.total += …`; a counter step such as `settings.fontSize += 1` copies); stamping a model
  with a record-keeping time (`item.updatedAt = .now`: names with `updated`, `modified`, `edited`, `changed`,
  `created`, `timestamp`, `saved`, `synced`); and an assignment to a persisted entity that one of the entity's own
  functions already makes, the same value to the same property (`planter.refilledAt = .now` where
  `Planter.refill(with:)` sets `refilledAt = .now`): the view re-implements that operation, so call it.
- **`statistics`:** a statistic computed from the data: a local that divides an aggregate — an average, a share, a
  rate (`let average = readings.reduce(0, +) / days`, `let share = Double(late) / Double(total)` where `late` is
  `orders.filter { $0.isLate }.count`) — and a total of weighted or converted values (`total += amount * rate` in
  a loop, `reduce(0) { $0 + $1.amount * $1.rate }`). An aggregate is a `reduce`, a count of what a filter keeps
  (`filter { … }.count`, `count(where:)`), a total accumulated in a loop, or a local bound to one of those.

### How a call is judged
Whether a call reaches the network or storage is decided member by member across the project: the members a call can
reach are read — functions, initialisers, subscripts and computed properties, in any file — and each call in them is
resolved from the text — the receiver's type from parameters, locals, stored properties (their annotations, initial
values and `@Environment` keys), `T.shared` and other static members, `self`, a method's declared result
(`pool.connection().send(…)`) and the parameter of a trailing closure, typed by the closure its method declares
(`pool.withConnection { connection in … }`); then the member by name (argument
labels where names collide) on that type, its extensions in any file and its superclasses. A call on a protocol
reaches what one of the app's conforming types reaches (types named `Mock…`, `Fake…`, `Stub…`, `Spy…`, `Preview…`,
`InMemory…` or `Test…` aside). What a member reaches passes to its callers, however long the chain. A closure a
member stores rather than runs — assigned (`onConfirm = { … }`) or handed to an initialiser
(`PromptButton(title: "Yes") { … }`, `.init(title: "Yes") { … }`) — is not part of what the member does; a `Task {
… }` and a closure called at once are. A type that uses
`URLSession` somewhere is not thereby a client: its stored properties, pure computed properties, in-memory look-ups
and members that never reach I/O are not requests. The clients of well-known networking libraries are I/O
whatever member is called: a hosted database's (`SupabaseClient`, `PostgrestClient`, Firestore's
`CollectionReference` and `DocumentReference`) and the AT Protocol's (`ATProtoKit`, `ATProtocolConfiguration`), so
a project type that wraps one does I/O through it. A receiver that cannot be resolved is unknown, and unknown is
never I/O. Logging, analytics and crash reporting types (names with `Log`, `Logger`, `Analytics`, `Tracker`,
`Telemetry`, `Crash`, `Metrics`), views, UIKit and AppKit views and controllers, representables and web views
(`WKWebView` loading a page) never reach I/O to this rule.

A finding sits on the start of its construct: the receiver of a call (`modelContext` in `try? modelContext.save()`),
the `guard` or `if` keyword, or the target of the assignment. One construct gives one finding: a closure passed to a
storage call (`container.performBackgroundTask { … }`) is one finding with what it does inside, and
`trip.nights = Calendar.current.dateComponents(…)` is reported once, as derived state.

### What it does not flag
- Calling a view model, a use case or an interactor, or any type of the Domain layer: `Task { await
  viewModel.save() }`, `library.isSaved(id)` on a use case. Building a view model is the same
  (`EditorViewModel(repository: repository)`).
- Calling the screen's own state, whatever it is named: the object the view owns or observes for its state —
  `@StateObject`, `@State` of a class it makes (in place or in its `init`), `@ObservedObject`, `@Bindable`, a stored property of an
  `@Observable` or `ObservableObject` class (`var state: Pantry.StateModel`), an MVI intent, a presenter. The view
  has handed the work over, which is what this rule asks; what that object then does is judged where it is
  declared (`viewmodel-persistence`). Writing user input into it (`state.duration = state.minutes(from: h, m)`,
  `state.date = state.date.addingTimeInterval(-900)`) is the same hand-over, not derived model state. A receiver
  named for the role counts whatever its type resolves to (`intent.loginTapped()`, `presenter.save()`), and so does
  a reducer's `store` of a type the project does not declare (`store.send(.saveTapped)`). A persisted entity the
  view edits (`@Bindable var trip: TripEntity`) is never screen state: writing derived values into it is a finding.
- Navigation through a router, coordinator or navigator, however it is reached (`LinkRouter(state: state)
  .open(url)`): what the router does to follow the link is the router's concern.
- Writes into UI objects and layout controllers (`cell.backgroundConfiguration = …`, `controller.contentWidth =
  …`: receivers named `…cell`, `…view`, `…controller`, `…layer`, `…button`, `…label`, `…window`, `…bar`) and into a
  local the body declares — a `var` copy it changes before handing it on, or an object it makes
  (`let picker = PickerController(…)`).
- Calling an `@Observable` or `ObservableObject` store that reaches I/O only through another type's member: it
  delegates, as a view model does. One that calls the API through its own members is a client, and so is one
  named for the I/O it does (`…Client`, `…API`, `…Service`, `…Repository`), whatever state it also publishes.
- Reading a property: `if client.isAuthenticated { … }` makes no request, whatever the client can do.
- Building a request (`URLRequest(url:)`), a web view or a representable: only a call that sends is networking.
- Logging (`Logger`, `os_log`, `print`, the app's own logging types) and analytics.
- Handing a networking client on without calling it (`DetailView(api: api)`, `FeedModel(api: api)`).
- `dismiss()` and other environment actions, and navigation (`NavigationLink`, `navigationDestination`, paths).
- Setting the view's own `@State` or `@StateObject` properties, and bindings such as `$viewModel.title`.
- Navigation and presentation state, wherever it lives: `router.presentedSheet = .editor(item)`,
  `coordinator.path.append(…)`, `state.isShowingAlert = true`, `selectedTab = …` (names with `sheet`, `alert`,
  `present`, `route`, `destination`, `path`, `navigation`, `selection`, `tab`, `focus`, `show`, `scroll`…); an
  implicit member on the right (`= .detail(id)`) is a value, not a computation.
- System singletons: `UIPasteboard.general.string = …`, `UIApplication.shared.…`.
- Bindings that only look like assignments: `if case .loaded(let rows) = state`, `if let x = …`, and typed
  declarations such as `let snapshot: Shelf.Snapshot = try await loader.snapshot()`.
- Conditions on anything the user did not enter: geometry and gesture values, a canvas's size
  (`guard size.width > 0 else { return }`), counters, load-once flags (`guard !didAppear`, `guard items.isEmpty
  else { return }`), a selection's emptiness, changes and phases (`guard oldValue != newValue`,
  `if newPhase == .active`), and an `if` that only chooses what to draw (`if count > 0 { Divider() }`).
- Date arithmetic whose result only reaches the screen: an argument of a view, a chart mark or a value built for
  display (`Text(start.addingTimeInterval(3600), style: .time)`, `BarMark(xEnd: .value("End",
  day.addingTimeInterval(width)))`), a geometry or style modifier (`.frame(width: …)`, `.font(overdue ? .headline
  : .body)`), the argument of one of the view's helpers whose result is shown, a pause before an animation
  (`Task.sleep(for: …)`, `withAnimation`), the condition of an `if` whose branches only draw views, set
  presentation state or pick a label (`if now.timeIntervalSince(sent) < 120 { Text("Just sent") }`,
  `showBanner = true`, `timeText = "soon"`), or a local whose every use is one of those, a string interpolation,
  `.formatted(…)`, or an argument handed to the screen's own state (`model.show(since: lastWeek)`). A local that
  measures a date distance against a model's attribute (`now.timeIntervalSince(plant.lastWatered) / 3600 -
  Double(plant.intervalDays * 24)`: how overdue) is a rule, however it is shown. An `if` on a date distance that writes the model's state
  (`model.isOverdue = true`) is still a finding.
- A networking client's nested types and constants (`FeedAPI.Endpoint.icon(id).path`, `FeedAPI.baseURL`).
- Formatting for display: `Text(date, style: .date)`, `.formatted(…)`, string interpolation.
- A plain count or sum shown as it is (`Text("\(items.count) items")`, `let total = prices.reduce(0, +)`), and
  layout maths on a count (`width / CGFloat(items.count)`, a bar's height from the largest value): only a ratio of an
  aggregate or a weighted total is a statistic.
- Code outside view bodies and their helpers: view models, use cases, computed properties that do not return a view,
  the view's own non-view helper methods, and the `some Scene` body of an `App` or `Scene`.
- Code inside a string interpolation `\(…)`: it is part of the string, read as display formatting.

### Configuration
- `disabledChecks` (list of `persistence`, `networking`, `service-call`, `validation`, `date-arithmetic`,
  `derived-state`, `statistics`): checks to
  turn off while the others stay on, for a team that disagrees with one of them:
  `"view-body-logic": {"options": {"disabledChecks": ["date-arithmetic"]}}`.
- `contextNames` (list of names): further receivers that count as a model context, for example a `store` property
  the view is handed instead of reading it from the environment.

In the `swiftdata` profile, which follows the SwiftData stance of saving from view actions, the persistence
check is off; the other checks still apply.

### Messages
In every message the scope is the view and its member, `` `WorkoutEditorView.body` `` or
`` `WorkoutEditorView.row()` ``. The *when* column ends with the check that gives the message, which
`disabledChecks` can turn off.

| message (shape) | when | advice |
|---|---|---|
| `` `…(…)` in `…` reaches `…` through `…` (`…:…`) — networking belongs in a repository (Data layer) behind a Domain protocol, called from a view model `` | a call reaches the network; the message says `` calls `…` `` when the call is the API itself (`networking`) | move the call into a repository behind a Domain protocol and call that from a view model |
| `` `…(…)` in `…` calls the app-wide `…`, which reaches `…` … — call `….…` from a view model `` | the receiver is an app-wide object of the project, reached through a singleton or the environment or held in a property whose type is named for the role (`…Manager`, `…Service`, `…Store`, `…Client`, `…Repository`…), and the call reaches the network or storage (`service-call`) | make the same call from a view model |
| `` `…(…)` in `…` reads a preference in `UserDefaults` — bind it with `@AppStorage`, or let a view model hold it `` | the call is itself a `UserDefaults` member; `writes` for `set…`, `removeObject`, `register` and `synchronize` (`persistence`) | bind the value with `@AppStorage`, or let a view model hold it |
| `` `…(…)` in `…` reaches `…` through `…` (`…:…`) — persistence belongs in a repository (Data layer) `` | any other call that reaches persistent storage (`persistence`) | move the work into a repository |
| `` `…(context:)` in `…` makes and inserts a Core Data entity — persistence belongs in a repository (Data layer) `` | an entity made with the view's model context as its only argument (`persistence`) | move the insert into a repository |
| `` `….save()` in `…` — persistence belongs in a repository (Data layer) `` | `save`, `insert`, `delete`, `fetch`, `fetchCount` or `rollback` on a receiver named as a model context (the usual names, `contextNames`, an `@Environment(\.modelContext)` property) that the row above does not already report (`persistence`) | move the work into a repository |
| `` `guard` validation in `…` — validation belongs in a Domain type or use case; the view shows its error `` | a `guard` or `if` (the message names which) rejects what the user entered, or gates an action on a format check, on membership of input in allowed values or on a validator call (`validation`) | move the check into a Domain type or use case; the view only shows its error |
| `` `…(…)` in `…` — date arithmetic belongs in a Domain type `` | calendar or time-interval arithmetic whose result reaches model state or control flow (`date-arithmetic`) | move the calculation into a Domain type |
| `` `… = …` in `…` — derived state belongs in a Domain type; compute it there and let the view read it `` | a computed value is assigned (`=`, `+=`, `-=`, `*=`, `/=`, `%=`) to something that is not the view's own state (`derived-state`) | compute the value in a Domain type and let the view read it |
| `` `… = …` in `…` stamps the model with the time — a business rule; let a use case or the model's own update set it `` | a record-keeping time (`updatedAt`, `modifiedDate`…) is set to exactly the current time (`derived-state`) | let a use case or the model's own update set it |
| `` `… = …` in `…` repeats what `…` (`…:…`) does — call the model's own operation instead `` | a persisted entity's property is set to the value one of the entity's own functions sets it to (`derived-state`) | call that function |
| `` `…` in `…` is a ratio of an aggregate of the data (an average, a share, a rate) — compute it in a view model or a Domain type, where it can be tested `` | a local divides an aggregate: a `reduce`, a filtered count, a total built in a loop (`statistics`) | compute it in a view model or a Domain type |
| `` `…` in `…` is a total of weighted or converted values built in a loop — … ``, `` `….reduce(…)` in `…` totals weighted or converted values — … `` | a loop or a `reduce` adds up values scaled by another (`total += amount * rate`) (`statistics`) | the same as the ratio: compute it in a view model or a Domain type |

**Incorrect (the Save button validates input and writes to the store):**

```swift path=Presentation/Workouts/WorkoutEditorView.swift
import SwiftData
import SwiftUI

struct WorkoutEditorView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @Bindable var workout: WorkoutEntity

    var body: some View {
        Form {
            TextField("Activity", text: $workout.activity)
            DatePicker("Started", selection: $workout.startedAt)
            DatePicker("Finished", selection: $workout.finishedAt)
        }
        .toolbar {
            Button("Save") {
                guard !workout.activity.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
                guard workout.finishedAt > workout.startedAt else { return }
                modelContext.insert(workout)
                try? modelContext.save()
                dismiss()
            }
        }
    }
}
```

**Incorrect (the view downloads its own data in `.task`):**

```swift path=Presentation/Recipes/RecipeDetailView.swift
import SwiftUI

struct RecipeDetailView: View {
    let recipeID: Int
    @State private var recipe: RecipeDetail?
    @State private var loadFailed = false

    var body: some View {
        Group {
            if let recipe {
                RecipeContent(recipe: recipe)
            } else if loadFailed {
                ContentUnavailableView("Recipe unavailable", systemImage: "fork.knife")
            } else {
                ProgressView()
            }
        }
        .task {
            let request = URLRequest(url: RecipeAPI.baseURL.appending(path: "recipes/\(recipeID)"))
            do {
                let (data, _) = try await URLSession.shared.data(for: request)
                recipe = try JSONDecoder().decode(RecipeDetail.self, from: data)
            } catch {
                loadFailed = true
            }
        }
    }
}
```

**Incorrect (a date distance decides a label, and a derived value is written back into the model):**

```swift path=Presentation/Trips/TripDatesSection.swift
import SwiftUI

struct TripDatesSection: View {
    @Bindable var trip: TripEntity

    var body: some View {
        Section("Dates") {
            DatePicker("Departure", selection: $trip.departure, displayedComponents: .date)
            DatePicker("Return", selection: $trip.returnDate, displayedComponents: .date)
            nightsLabel
        }
        .onChange(of: trip.returnDate) {
            trip.nights = Calendar.current.dateComponents([.day], from: trip.departure, to: trip.returnDate).day ?? 0
        }
    }

    private var nightsLabel: some View {
        let nights = Calendar.current.dateComponents([.day], from: trip.departure, to: trip.returnDate).day ?? 0
        if nights > 14 {
            return Text("Long stay")
        }
        return Text("\(nights) nights")
    }
}
```

**Incorrect (the view calls the app's own API client, which wraps URLSession, from `.task`):**

```swift path=Shared/Networking/FeedAPI.swift
import Foundation

struct FeedAPI {
    let session: URLSession

    func latestPosts() async throws -> [Post] {
        let (data, _) = try await session.data(from: URL(string: "https://example.com/posts")!)
        return try JSONDecoder().decode([Post].self, from: data)
    }
}
```

```swift path=Shared/Feed/FeedView.swift
import SwiftUI

struct FeedView: View {
    @State private var posts: [Post] = []
    let api: FeedAPI

    var body: some View {
        List(posts) { post in
            Text(post.title)
        }
        .task {
            posts = (try? await api.latestPosts()) ?? []
        }
    }
}
```

**Correct (the view binds to a view model and asks it to save):**

```swift path=Presentation/Workouts/WorkoutEditorView.swift
import SwiftUI

struct WorkoutEditorView: View {
    @State private var viewModel: WorkoutEditorViewModel
    @Environment(\.dismiss) private var dismiss

    init(viewModel: WorkoutEditorViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Form {
            TextField("Activity", text: $viewModel.activity)
            DatePicker("Started", selection: $viewModel.startedAt)
            DatePicker("Finished", selection: $viewModel.finishedAt)
            if let problem = viewModel.problem {
                Text(problem)
                    .foregroundStyle(.red)
            }
        }
        .toolbar {
            Button("Save") {
                Task {
                    await viewModel.save()
                    if viewModel.isSaved {
                        dismiss()
                    }
                }
            }
        }
    }
}
```

**Correct (the screen keeps its state and its storage work in a state model it owns; the view calls it):**

```swift path=Shared/Pantry/PantryState.swift
import CoreData
import Observation

@Observable
final class PantryState {
    let context: NSManagedObjectContext
    var shelves: [Shelf] = []
    var restockMinutes = 0

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func restock(_ shelf: Shelf) {
        shelf.stockedAt = .now
        try? context.save()
    }

    func minutes(hours: Int, minutes: Int) -> Int {
        hours * 60 + minutes
    }
}
```

```swift path=Shared/Pantry/PantryScreen.swift
import SwiftUI

struct PantryScreen: View {
    @State private var state: PantryState
    @State private var hours = 0
    @State private var minutes = 0

    init(context: NSManagedObjectContext) {
        _state = State(initialValue: PantryState(context: context))
    }

    var body: some View {
        List(state.shelves) { shelf in
            Button(shelf.name) {
                state.restock(shelf)
            }
        }
        .onChange(of: hours) {
            state.restockMinutes = state.minutes(hours: hours, minutes: minutes)
        }
    }
}
```

**Incorrect (a format check decides whether the action runs):**

```swift path=Presentation/Servers/AddServerView.swift
import SwiftUI

struct AddServerView: View {
    @State private var host = ""
    let onAdd: (String) -> Void

    var body: some View {
        Form {
            TextField("Host", text: $host)
            Button("Add") {
                if host.contains(".") {
                    onAdd(host)
                }
            }
        }
    }
}
```

**Incorrect (a manager singleton queries Core Data for the screen, and a local client pings a server):**

```swift path=Shared/Storage/PhotoStore.swift
import CoreData

final class PhotoStore {
    static let shared = PhotoStore()
    let container = NSPersistentContainer(name: "Photos")

    func photos(in album: UUID) -> [PhotoRecord] {
        let request = PhotoRecord.fetchRequest()
        request.predicate = NSPredicate(format: "albumID == %@", album as CVarArg)
        return (try? container.viewContext.fetch(request)) ?? []
    }
}
```

```swift path=Shared/Network/StatusClient.swift
import Foundation

struct StatusClient {
    let host: URL

    func ping() async throws -> Bool {
        let (_, response) = try await URLSession.shared.data(from: host)
        return (response as? HTTPURLResponse)?.statusCode == 200
    }
}
```

```swift path=Shared/Albums/AlbumHeader.swift
import SwiftUI

struct AlbumHeader: View {
    let albumID: UUID
    let server: URL
    @State private var photoCount = 0
    @State private var online = false

    var body: some View {
        Text("\(photoCount) photos")
            .onAppear {
                photoCount = PhotoStore.shared.photos(in: albumID).count
            }
            .task {
                let client = StatusClient(host: server)
                online = (try? await client.ping()) ?? false
            }
    }
}
```

**Incorrect (the view asks the app's API client, which reaches the server through a connection it is handed):**

```swift path=Shared/Network/ServerConnection.swift
import Foundation

protocol ServerConnection {
    func markRead(ids: [Int]) async throws
}

final class HTTPServerConnection: ServerConnection {
    let base: URL

    init(base: URL) { self.base = base }

    func markRead(ids: [Int]) async throws {
        var request = URLRequest(url: base.appending(path: "read"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }
}

final class ConnectionPool {
    let base: URL

    init(base: URL) { self.base = base }

    func withConnection<T>(_ body: (any ServerConnection) async throws -> T) async throws -> T {
        try await body(HTTPServerConnection(base: base))
    }
}

@Observable
final class ReaderAPIClient {
    let pool: ConnectionPool
    var unread: Set<Int> = []

    init(pool: ConnectionPool) { self.pool = pool }

    func flushReadQueue() async throws {
        let ids = Array(unread)
        try await pool.withConnection { connection in
            try await connection.markRead(ids: ids)
        }
        unread = []
    }
}
```

```swift path=Shared/Reader/ReaderScreen.swift
import SwiftUI

struct ReaderScreen: View {
    let api: ReaderAPIClient

    var body: some View {
        Text("\(api.unread.count) unread")
            .onDisappear {
                Task { try? await api.flushReadQueue() }
            }
    }
}
```

**Incorrect (the summary computes an average spend and converts each account's balance into the home currency):**

```swift path=Presentation/Budget/SpendingSummary.swift
import SwiftUI

struct SpendingSummary: View {
    let expenses: [Expense]
    let accounts: [Account]
    let daysInMonth: Int

    var body: some View {
        VStack(alignment: .leading) {
            let spent = expenses.filter { $0.kind == .purchase }.reduce(0) { $0 + $1.amount }
            let dailyAverage = spent / Double(daysInMonth)
            Text("Per day: \(dailyAverage, format: .currency(code: "EUR"))")
            let netWorth: Double = {
                var total = 0.0
                for account in accounts {
                    total += account.balance * account.currency.rateToHome
                }
                return total
            }()
            Text("Net worth: \(netWorth, format: .currency(code: "EUR"))")
        }
    }
}
```

**Incorrect (input accepted only when it is one of the allowed values, and a stamp the entity's own operation sets):**

```swift path=Shared/Garden/Planter.swift
import SwiftData

@Model
final class Planter {
    var soil: String
    var refilledAt: Date

    init(soil: String) {
        self.soil = soil
        refilledAt = .now
    }

    func refill(with soil: String) {
        self.soil = soil
        refilledAt = .now
    }
}
```

```swift path=Shared/Garden/PlanterEditor.swift
import SwiftUI

struct PlanterEditor: View {
    static let soils = ["loam", "peat", "sand"]
    @Bindable var planter: Planter
    @State private var soil = ""

    var body: some View {
        Form {
            TextField("Soil", text: $soil)
                .onSubmit {
                    if Self.soils.contains(soil) {
                        planter.soil = soil
                    }
                }
            Button("Refilled today") {
                planter.refilledAt = .now
            }
        }
    }
}
```

**Correct (a property read, a use case, logging, a web view and dates shown on a chart):**

```swift path=Shared/Network/StatusClient.swift
import Foundation
import os

struct StatusClient {
    let host: URL
    var isSecure: Bool { host.scheme == "https" }

    func ping() async throws -> Bool {
        let (_, response) = try await URLSession.shared.data(from: host)
        return (response as? HTTPURLResponse)?.statusCode == 200
    }
}

enum AppLog {
    static let network = Logger(subsystem: "app", category: "network")

    static func upload(_ line: String) async {
        _ = try? await URLSession.shared.data(from: URL(string: "https://logs.example.com")!)
    }
}
```

```swift path=Shared/Status/UptimeChart.swift
import Charts
import SwiftUI
import WebKit

struct UptimeChart: View {
    let client: StatusClient
    let checks: [Check]
    let width: TimeInterval
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        VStack {
            if client.isSecure {
                Label("Secure", systemImage: "lock")
            }
            Chart(checks) { check in
                RectangleMark(xStart: .value("Start", check.at),
                              xEnd: .value("End", check.at.addingTimeInterval(width)))
            }
            .gesture(DragGesture().onChanged { value in
                guard value.translation.width > 0 else { return }
                dragOffset = value.translation
            })
            Button("Report") {
                Task { await AppLog.upload("report") }
            }
            StatusPage(url: client.host)
        }
    }
}

struct StatusPage: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ view: WKWebView, context: Context) {
        view.load(URLRequest(url: url))
    }
}
```

**Correct (display formatting, navigation, local state and an empty-state choice):**

```swift path=Presentation/Library/LoanListView.swift
import SwiftUI

struct LoanListView: View {
    let loans: [LoanRow]
    @State private var showsOverdueOnly = false

    var body: some View {
        NavigationStack {
            Group {
                if visibleLoans.isEmpty {
                    ContentUnavailableView("No loans", systemImage: "books.vertical")
                } else {
                    List(visibleLoans) { loan in
                        NavigationLink(value: loan.id) {
                            VStack(alignment: .leading) {
                                Text(loan.bookTitle)
                                Text(loan.dueDate, style: .date)
                                    .foregroundStyle(loan.isOverdue ? .red : .secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Loans")
            .navigationDestination(for: LoanRow.ID.self) { id in
                LoanDetailView(loanID: id)
            }
            .toolbar {
                Toggle("Overdue only", isOn: $showsOverdueOnly)
                Button("Show all") {
                    showsOverdueOnly = false
                }
            }
        }
    }

    private var visibleLoans: [LoanRow] {
        showsOverdueOnly ? loans.filter(\.isOverdue) : loans
    }
}
```

**Correct (a count and a sum shown as they are, and a bar sized from the largest value):**

```swift path=Presentation/Habits/HabitWeekChart.swift
import SwiftUI

struct HabitWeekChart: View {
    let days: [HabitDay]

    var body: some View {
        VStack(alignment: .leading) {
            let done = days.filter { $0.isDone }.count
            let minutes = days.reduce(0) { $0 + $1.minutes }
            Text("\(done) of \(days.count) days, \(minutes) minutes")
            GeometryReader { proxy in
                let largest = max(days.map(\.minutes).max() ?? 1, 1)
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach(days) { day in
                        Rectangle()
                            .frame(width: proxy.size.width / CGFloat(max(days.count, 1)) - 4,
                                   height: proxy.size.height * CGFloat(day.minutes) / CGFloat(largest))
                    }
                }
            }
        }
    }
}
```

**Correct (presentation state, a change check and a load that runs once):**

```swift path=Presentation/Library/ShelfView.swift
import SwiftUI

struct ShelfView: View {
    @Environment(ShelfRouter.self) private var router
    @State private var books: [Book] = []
    let loadBooks: () async -> [Book]

    var body: some View {
        List(books) { book in
            Button(book.title) {
                router.presentedSheet = .bookDetail(book.id)
            }
        }
        .onChange(of: router.filter) { oldValue, newValue in
            guard oldValue != newValue else { return }
            books = []
        }
        .task {
            guard books.isEmpty else { return }
            books = await loadBooks()
        }
    }
}
```

"""#
        ),
        (
            id: "viewmodel-persistence",
            markdown: #"""
---
id: viewmodel-persistence
title: Give view models repositories, not persistence contexts
impact: HIGH
impactDescription: view models can be tested and previewed with in-memory fakes, and storage can change behind them
severity: error
enabledByDefault: true
tags: viewmodels, persistence, swiftdata, coredata, presentation
---
## Give view models repositories, not persistence contexts

A view model turns Domain values into screen state and user intentions into calls. When it holds a `ModelContext` or
an `NSManagedObjectContext`, it also starts building fetch descriptors, saving, and handing persisted entities to
the view. From then on, a preview needs a model container, a unit test needs an in-memory store, and the screen is
tied to one storage framework.

Give the view model a repository or use-case protocol from the Domain layer instead. The Data layer implements the
protocol with SwiftData or Core Data, the composition root passes the real implementation in, and tests pass a
small fake.

### What it flags
A view model is a type whose name ends in `ViewModel`, or an `@Observable` or `ObservableObject` class in the
Presentation layer. In a Presentation file or a file in no layer that declares one or extends one:
- `import SwiftData` and `import CoreData`, on the `import` keyword;
- a stored property of the view model whose type is `ModelContext` or `NSManagedObjectContext` (or a container,
  `ModelContainer` or `NSPersistentContainer`), optional or not, or that reads `@Environment(\.modelContext)`, on
  its `var` or `let` keyword;
- an initialiser of the view model with a parameter of one of those types, on its `init` keyword;
- a call on a model context in the view model's own members — a receiver whose name ends in `context`
  (`viewContext`, `modelContext`, `Store.shared.container.viewContext`) asked to `fetch`, `count`, `save`,
  `insert`, `delete`, `rollback`, `perform`, `performAndWait`, `existingObject` or `execute` — and an
  `NSFetchedResultsController` it builds, on the start of the call. A context reached through a singleton needs no
  import in the file and no stored property, and these calls are where the fix goes.

These are one cause: the view model depends on persistence. So a file gives one finding per view model, on the
first of them, and the others are its places ("and 2 more uses in this file"; `places` in JSON,
`relatedLocations` in SARIF). An import counts for the first view model the file declares or extends. The
Incorrect example below gives one finding, on `import SwiftData`, with the stored context, the initialiser and the
fetch as its places; the last one gives one finding, on the fetch.

### What it does not flag
- Views that read `@Environment(\.modelContext)`; what they do with it is
  [`view-body-logic`](view-body-logic.md)'s concern.
- Repositories, stores and actors in the Data layer that own a context (`@ModelActor` repositories included).
- `@Observable` and `ObservableObject` classes outside the Presentation layer whose names do not end in `ViewModel`.
- View models that hold repository or use-case protocols (`any RecipeRepository`) and Domain values.

### Messages
A file gives one finding per view model, and its message is that of the first place in the file; the others are its
places.

| message (shape) | when | advice |
|---|---|---|
| `` `import …` beside view model `…` — view models talk to repository or use-case protocols; persistence belongs in the Data layer `` | the file imports `SwiftData` or `CoreData`; the message names the first view model the file declares or extends | give the view model repository or use-case protocols and leave persistence to the Data layer |
| `` `…` holds a model context in view model `…` — inject a repository protocol instead `` (`` holds a persistence container (`…`) `` for `ModelContainer` and `NSPersistentContainer`) | a stored property is typed as a context or a container, or reads `@Environment(\.modelContext)` | inject a repository protocol |
| `` `init` of view model `…` takes a model context — inject a repository protocol instead `` (`` takes a persistence container (`…`) `` for a container) | an initialiser's signature names a context or container type | inject a repository protocol |
| `` `…(…)` in view model `…` works the model context itself — move the query or save into a repository behind a protocol and call that `` | a member calls `fetch`, `save`, `insert`… on a receiver whose name ends in `context` (`viewContext.fetch(…)`), or builds an `NSFetchedResultsController` | move the query or save into a repository behind a protocol and call that |

**Incorrect (an `@Observable` view model owns a SwiftData context):**

```swift path=Presentation/Recipes/RecipeListViewModel.swift
import Foundation
import Observation
import SwiftData

@Observable
@MainActor
final class RecipeListViewModel {
    private let modelContext: ModelContext
    private(set) var recipes: [RecipeEntity] = []

    init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    func load() {
        let descriptor = FetchDescriptor<RecipeEntity>(sortBy: [SortDescriptor(\.title)])
        recipes = (try? modelContext.fetch(descriptor)) ?? []
    }
}
```

**Incorrect (an `ObservableObject` in Presentation is handed a Core Data context):**

```swift path=Presentation/Pantry/PantryStore.swift
import Combine
import CoreData

@MainActor
final class PantryStore: ObservableObject {
    @Published private(set) var itemNames: [String] = []
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func reload() {
        let request = NSFetchRequest<NSManagedObject>(entityName: "PantryItem")
        let items = (try? context.fetch(request)) ?? []
        itemNames = items.compactMap { $0.value(forKey: "name") as? String }
    }
}
```

**Incorrect (a view model fetches through a shared container's context, with no import and no stored context):**

```swift path=Presentation/Shelves/ShelfPickerViewModel.swift
import Foundation

@MainActor
final class ShelfPickerViewModel: ObservableObject {
    @Published private(set) var names: [String] = []

    func reload(in room: String) {
        let request = ShelfRecord.request(in: room)
        names = ((try? PantryDatabase.shared.viewContext.fetch(request)) ?? []).map(\.name)
    }
}
```

**Correct (the view model talks to a repository protocol; Data owns the context):**

```swift path=Domain/Recipes/RecipeRepository.swift
import Foundation

struct RecipeSummary: Identifiable, Equatable, Sendable {
    let id: UUID
    let title: String
    let minutes: Int
}

protocol RecipeRepository: Sendable {
    func summaries() async throws -> [RecipeSummary]
}
```

```swift path=Presentation/Recipes/RecipeListViewModel.swift
import Foundation
import Observation

@Observable
@MainActor
final class RecipeListViewModel {
    private let repository: any RecipeRepository
    private(set) var recipes: [RecipeSummary] = []
    private(set) var errorMessage: String?

    init(repository: any RecipeRepository) {
        self.repository = repository
    }

    func load() async {
        do {
            recipes = try await repository.summaries()
            errorMessage = nil
        } catch {
            errorMessage = "Recipes could not be loaded."
        }
    }
}
```

```swift path=Data/Recipes/SwiftDataRecipeRepository.swift
import Foundation
import SwiftData

@ModelActor
actor SwiftDataRecipeRepository: RecipeRepository {
    func summaries() async throws -> [RecipeSummary] {
        let descriptor = FetchDescriptor<RecipeEntity>(sortBy: [SortDescriptor(\.title)])
        return try modelContext.fetch(descriptor).map {
            RecipeSummary(id: $0.id, title: $0.title, minutes: $0.minutes)
        }
    }
}
```

"""#
        ),
    ]

    /// What the frontmatter of each valid document says, in the same order (``RuleCatalog/all``).
    static let frontmatter: [RuleFrontmatter] = [
        RuleFrontmatter(
            id: #"domain-framework-import"#, title: #"Keep framework imports out of the Domain layer"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"Domain rules build and test anywhere, with no simulator, UI toolkit or database attached"#,
            tags: [#"domain"#, #"imports"#, #"layers"#, #"dependency-rule"#]
        ),
        RuleFrontmatter(
            id: #"domain-io-api"#, title: #"Keep networking and persistence APIs out of Domain code"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"Domain rules stay deterministic and testable with plain values instead of servers, disks and keychains"#,
            tags: [#"domain"#, #"io"#, #"networking"#, #"persistence"#, #"layers"#]
        ),
        RuleFrontmatter(
            id: #"domain-service-actor"#, title: #"Make stateful Domain services actors"#,
            impact: .low, defaultSeverity: .warning,
            enabledByDefault: false,
            impactDescription: #"shared service state is protected by the compiler instead of by convention"#,
            tags: [#"domain"#, #"concurrency"#, #"actors"#, #"services"#]
        ),
        RuleFrontmatter(
            id: #"layer-dependency"#, title: #"Depend only on the layers your layer may use"#,
            impact: .critical, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"dependencies keep pointing inward, so storage and UI can change without rewriting business rules"#,
            tags: [#"layers"#, #"dependency-rule"#, #"architecture"#, #"imports"#]
        ),
        RuleFrontmatter(
            id: #"layer-dependency/presentation-data"#, title: #"Keep Data types out of Presentation code"#,
            impact: .medium, defaultSeverity: .warning,
            enabledByDefault: true,
            impactDescription: #"screens depend on the Domain's protocols and values, so storage can change without touching views"#,
            tags: [#"layers"#, #"dependency-rule"#, #"presentation"#, #"data"#, #"swiftdata"#]
        ),
        RuleFrontmatter(
            id: #"module-dependency"#, title: #"Declare the targets you import, import what you declare"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"the package graph says what each target really depends on, so modules can be split, reused and built alone"#,
            tags: [#"modules"#, #"packages"#, #"dependencies"#, #"architecture"#]
        ),
        RuleFrontmatter(
            id: #"n-plus-one-await"#, title: #"Fetch in bulk instead of awaiting a query per item"#,
            impact: .medium, defaultSeverity: .warning,
            enabledByDefault: true,
            impactDescription: #"one round trip instead of one per item keeps screens fast as the data grows"#,
            tags: [#"performance"#, #"concurrency"#, #"repositories"#, #"async"#]
        ),
        RuleFrontmatter(
            id: #"persisted-entity-logic"#, title: #"Keep validation and domain rules off persisted entities"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"business rules stay testable without a model container and survive a change of storage framework"#,
            tags: [#"persistence"#, #"swiftdata"#, #"coredata"#, #"domain"#, #"business-logic"#]
        ),
        RuleFrontmatter(
            id: #"unreadable-file"#, title: #"Report files that cannot be read as UTF-8 Swift source"#,
            impact: .medium, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"a file that was silently skipped can hide any number of violations"#,
            tags: [#"diagnostic"#, #"input"#, #"encoding"#]
        ),
        RuleFrontmatter(
            id: #"unused-suppression"#, title: #"Remove suppression comments that suppress nothing"#,
            impact: .low, defaultSeverity: .warning,
            enabledByDefault: true,
            impactDescription: #"every remaining suppression marks a real, explained exception instead of a stale one"#,
            tags: [#"suppression"#, #"hygiene"#, #"configuration"#]
        ),
        RuleFrontmatter(
            id: #"view-body-logic"#, title: #"Keep business logic out of SwiftUI view bodies"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"rules get one tested home instead of being copied into every screen that edits the same data"#,
            tags: [#"views"#, #"swiftui"#, #"architecture"#, #"business-logic"#, #"testability"#]
        ),
        RuleFrontmatter(
            id: #"viewmodel-persistence"#, title: #"Give view models repositories, not persistence contexts"#,
            impact: .high, defaultSeverity: .error,
            enabledByDefault: true,
            impactDescription: #"view models can be tested and previewed with in-memory fakes, and storage can change behind them"#,
            tags: [#"viewmodels"#, #"persistence"#, #"swiftdata"#, #"coredata"#, #"presentation"#]
        ),
    ]
}
