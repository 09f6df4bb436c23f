"""Writes three small apps as a team meets ArchLint on the first day, for docs/screenshots/first-hour.sh:
Harbor, layered by folder name and with many findings; Pantry, a SwiftData app whose views query its @Model types
(a Domain folder, the models in a folder of their own); Shelf, with no Domain folder at all.
Usage: first_hour_apps.py FOLDER"""
import os
import sys

root = sys.argv[1]


def write(path, text):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


# Harbor: Domain, Data, Presentation and App folders; Domain code reaches for frameworks and storage, views save.
ships = ["Tug", "Ferry", "Barge", "Trawler", "Tanker", "Schooner", "Sloop", "Cutter", "Dredger", "Tender",
         "Pilot", "Lighter", "Collier", "Coaster"]
for ship in ships:
    write(f"Harbor/Domain/{ship}Schedule.swift", f"""import SwiftUI
import Foundation

struct {ship}Schedule {{
    var berth: Int
    var arrival: Date

    func save() {{
        UserDefaults.standard.set(berth, forKey: "{ship.lower()}.berth")
    }}

    func load() -> Data? {{
        FileManager.default.contents(atPath: "/tmp/{ship.lower()}.json")
    }}
}}
""")
    write(f"Harbor/Presentation/Views/{ship}View.swift", f"""import SwiftUI
import SwiftData

struct {ship}View: View {{
    @Environment(\\.modelContext) private var context
    let schedule: {ship}Record

    var body: some View {{
        Button("Dock") {{
            schedule.berth += 1
            try? context.save()
        }}
    }}
}}
""")
    write(f"Harbor/Data/{ship}Record.swift", f"""import SwiftData

@Model
final class {ship}Record {{
    var berth: Int

    init(berth: Int) {{
        self.berth = berth
    }}

    func validate() throws {{
        if berth < 0 {{ throw RecordError.negativeBerth }}
    }}
}}
""")
write("Harbor/Data/RecordError.swift", "enum RecordError: Error {\n    case negativeBerth\n}\n")
write("Harbor/App/HarborApp.swift", """import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { Text("Harbor") }
    }
}
""")

# Pantry: the SwiftData stance. Models/ holds @Model types with their validation, views query them and save in
# their actions; Domain/ holds what needs no storage.
recipes = ["Recipe", "Ingredient", "Shelf", "Meal", "Shopping"]
for name in recipes:
    write(f"Pantry/Models/{name}.swift", f"""import Foundation
import SwiftData

@Model
final class {name} {{
    var title: String
    var servings: Int

    init(title: String, servings: Int) {{
        self.title = title
        self.servings = servings
    }}

    func validate() throws {{
        guard !title.isEmpty else {{ throw PantryError.emptyTitle }}
        guard servings > 0 else {{ throw PantryError.noServings }}
    }}
}}
""")
    write(f"Pantry/Views/{name}ListView.swift", f"""import SwiftUI
import SwiftData

struct {name}ListView: View {{
    @Environment(\\.modelContext) private var modelContext
    @Query(sort: \\{name}.title) private var items: [{name}]

    var body: some View {{
        List(items) {{ item in
            Text(item.title)
        }}
        .toolbar {{
            Button("Add") {{
                modelContext.insert({name}(title: "New", servings: 1))
                try? modelContext.save()
            }}
        }}
    }}
}}
""")
write("Pantry/Views/SettingsView.swift", """import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form { Text("Settings") }
    }
}
""")
write("Pantry/Domain/PantryError.swift", "enum PantryError: Error {\n    case emptyTitle\n    case noServings\n}\n")
write("Pantry/Domain/Portion.swift", """struct Portion {
    var grams: Double

    func scaled(by factor: Double) -> Portion {
        Portion(grams: grams * factor)
    }
}
""")
write("Pantry/PantryApp.swift", """import SwiftUI
import SwiftData

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup { RecipeListView() }
            .modelContainer(for: [Recipe.self, Ingredient.self, Shelf.self, Meal.self, Shopping.self])
    }
}
""")

# Shelf: an Xcode-style app with no Domain: views, view models, services, plain models and helpers under one
# app folder, an app delegate beside the @main type.
write("Shelf/Shelf/ShelfApp.swift", """import SwiftUI

@main
struct ShelfApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate

    var body: some Scene {
        WindowGroup { BooksView(model: BooksViewModel(service: BookService())) }
    }
}
""")
write("Shelf/Shelf/AppDelegate.swift", """import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
}
""")
for name in ["Book", "Author", "Loan"]:
    write(f"Shelf/Shelf/Models/{name}.swift", f"""import Foundation

struct {name}: Identifiable, Codable {{
    let id: UUID
    var title: String
}}
""")
write("Shelf/Shelf/Views/BooksView.swift", """import SwiftUI

struct BooksView: View {
    @State var model: BooksViewModel

    var body: some View {
        List(model.books) { book in
            Text(book.title)
        }
        .task { await model.load() }
    }
}
""")
write("Shelf/Shelf/Views/LoanView.swift", """import SwiftUI

struct LoanView: View {
    let loan: Loan

    var body: some View {
        Text(loan.title)
    }
}
""")
write("Shelf/Shelf/ViewModels/BooksViewModel.swift", """import Foundation
import Observation

@Observable
final class BooksViewModel {
    var books: [Book] = []
    let service: BookService

    init(service: BookService) {
        self.service = service
    }

    func load() async {
        books = (try? await service.books()) ?? []
    }
}
""")
write("Shelf/Shelf/Services/BookService.swift", """import Foundation

final class BookService {
    func books() async throws -> [Book] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/books")!)
        return try JSONDecoder().decode([Book].self, from: data)
    }

    func authors(of books: [Book]) async throws -> [Author] {
        var authors: [Author] = []
        for book in books {
            authors += try await author(of: book)
        }
        return authors
    }

    private func author(of book: Book) async throws -> [Author] { [] }
}
""")
write("Shelf/Shelf/Helpers/DateFormatting.swift", """import Foundation

enum DateFormatting {
    static let short: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter
    }()
}
""")
write("Shelf/Shelf/Helpers/Colors.swift", "import SwiftUI\n\nextension Color {\n    static let shelf = Color.brown\n}\n")
write("Shelf/ShelfTests/BooksViewModelTests.swift", "import XCTest\n\nfinal class BooksViewModelTests: XCTestCase {}\n")
