#!/usr/bin/env python3
"""Writes a layered SwiftUI app of 400 files (default) to the folder given: per feature, Domain entities, use cases
and repository protocols, Data repositories, DTOs and mappers, Presentation view models and views, plus an App folder
that wires them. Files are 9-80 lines of the code such an app holds (16,254 lines, 0.5 MB in all); the app lints
clean, so every finding the benchmark sees comes from its edits. Deterministic: the same arguments write the same bytes."""
import pathlib
import sys

FEATURES = ["Trips", "Bookings", "Payments", "Profiles", "Reviews", "Messages", "Search", "Maps", "Offers",
            "Loyalty", "Settings", "Support", "Flights", "Hotels", "Cars", "Insurance", "Visas", "Weather",
            "Currency", "Itinerary"]


def entity(feature: str, name: str, index: int) -> str:
    fields = "\n".join(f"    public var field{n}: {t}" for n, t in
                       enumerate(["String", "Int", "Date", "Decimal", "Bool", "UUID", "[String]", "Double"] * 2))
    inits = ", ".join(f"field{n}: {t}" for n, t in
                      enumerate(["String", "Int", "Date", "Decimal", "Bool", "UUID", "[String]", "Double"] * 2))
    assigns = "\n".join(f"        self.field{n} = field{n}" for n in range(16))
    rules = "\n\n".join(f"""    /// Whether rule {r} of {name} holds on `date`.
    public func satisfiesRule{r}(on date: Date) -> Bool {{
        guard field4 else {{ return false }}
        let limit = Decimal(field1 + {r})
        if field3 > limit {{ return field2 < date }}
        return field6.count > {r} || field7 > Double({r})
    }}""" for r in range(4))
    return f"""import Foundation

/// A {name.lower()} of the {feature.lower()} feature.
public struct {name}: Identifiable, Equatable, Sendable {{
    public let id: UUID
{fields}

    public init(id: UUID, {inits}) {{
        self.id = id
{assigns}
    }}

{rules}
}}

public enum {name}Error: Error, Equatable {{
    case notFound(UUID)
    case invalid(String)
    case limitReached(Int)
}}
"""


def use_case(feature: str, name: str, entity_name: str, repository: str) -> str:
    steps = "\n\n".join(f"""    /// Step {s}: keeps the {entity_name.lower()}s that pass rule {s % 4}.
    func step{s}(_ items: [{entity_name}], on date: Date) -> [{entity_name}] {{
        items.filter {{ $0.satisfiesRule{s % 4}(on: date) }}
             .sorted {{ $0.field1 < $1.field1 }}
    }}""" for s in range(5))
    return f"""import Foundation

/// Loads the {entity_name.lower()}s of the {feature.lower()} feature and applies its rules.
public struct {name}: Sendable {{
    private let repository: any {repository}

    public init(repository: any {repository}) {{
        self.repository = repository
    }}

    public func callAsFunction(on date: Date) async throws -> [{entity_name}] {{
        let all = try await repository.all()
        return step4(step3(step2(step1(step0(all, on: date), on: date), on: date), on: date), on: date)
    }}

{steps}
}}
"""


def repository_protocol(name: str, entity_name: str) -> str:
    return f"""import Foundation

/// Where {entity_name.lower()}s are kept; Data provides it, the composition root wires it.
public protocol {name}: Sendable {{
    func all() async throws -> [{entity_name}]
    func find(id: UUID) async throws -> {entity_name}?
    func save(_ item: {entity_name}) async throws
    func delete(id: UUID) async throws
}}
"""


def dto(name: str, entity_name: str) -> str:
    fields = "\n".join(f"    var field{n}: {t}" for n, t in
                       enumerate(["String", "Int", "Date", "Decimal", "Bool", "UUID", "[String]", "Double"] * 2))
    args = ", ".join(f"field{n}: field{n}" for n in range(16))
    return f"""import Foundation

/// The wire shape of a {entity_name.lower()}.
struct {name}: Codable, Sendable {{
    var id: UUID
{fields}

    func toDomain() -> {entity_name} {{
        {entity_name}(id: id, {args})
    }}

    init(_ item: {entity_name}) {{
        id = item.id
{chr(10).join(f"        field{n} = item.field{n}" for n in range(16))}
    }}
}}
"""


def repository(name: str, protocol: str, entity_name: str, dto_name: str) -> str:
    return f"""import Foundation

/// Keeps {entity_name.lower()}s as JSON under the app's support folder.
final class {name}: {protocol}, @unchecked Sendable {{
    private let folder: URL
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()
    private let lock = NSLock()

    init(folder: URL) {{
        self.folder = folder
    }}

    private var file: URL {{ folder.appendingPathComponent("{entity_name}.json") }}

    func all() async throws -> [{entity_name}] {{
        guard let data = try? Data(contentsOf: file) else {{ return [] }}
        return try decoder.decode([{dto_name}].self, from: data).map {{ $0.toDomain() }}
    }}

    func find(id: UUID) async throws -> {entity_name}? {{
        try await all().first {{ $0.id == id }}
    }}

    func save(_ item: {entity_name}) async throws {{
        var items = try await all().filter {{ $0.id != item.id }}
        items.append(item)
        try write(items)
    }}

    func delete(id: UUID) async throws {{
        try write(try await all().filter {{ $0.id != id }})
    }}

    private func write(_ items: [{entity_name}]) throws {{
        lock.lock()
        defer {{ lock.unlock() }}
        let data = try encoder.encode(items.map({dto_name}.init))
        try data.write(to: file, options: .atomic)
    }}
}}
"""


def view_model(name: str, use_case_name: str, entity_name: str) -> str:
    return f"""import Foundation
import Observation

/// What the {entity_name.lower()} screen shows.
@MainActor
@Observable
final class {name} {{
    private(set) var items: [{entity_name}] = []
    private(set) var errorText: String?
    private(set) var isLoading = false
    var query = ""
    private let load: {use_case_name}

    init(load: {use_case_name}) {{
        self.load = load
    }}

    var visibleItems: [{entity_name}] {{
        query.isEmpty ? items : items.filter {{ $0.field0.localizedCaseInsensitiveContains(query) }}
    }}

    func refresh() async {{
        isLoading = true
        defer {{ isLoading = false }}
        do {{
            items = try await load(on: Date())
            errorText = nil
        }} catch {{
            errorText = error.localizedDescription
        }}
    }}
}}
"""


def view(name: str, view_model_name: str, entity_name: str) -> str:
    return f"""import SwiftUI

/// The list of {entity_name.lower()}s.
struct {name}: View {{
    @State var model: {view_model_name}

    var body: some View {{
        List(model.visibleItems) {{ item in
            {name}Row(item: item)
        }}
        .searchable(text: $model.query)
        .overlay {{
            if model.isLoading {{ ProgressView() }}
        }}
        .task {{ await model.refresh() }}
    }}
}}

struct {name}Row: View {{
    let item: {entity_name}

    var body: some View {{
        VStack(alignment: .leading) {{
            Text(item.field0).font(.headline)
            Text(item.field2, style: .date).font(.subheadline)
            if item.field4 {{
                Label("Active", systemImage: "checkmark.circle")
            }}
        }}
    }}
}}
"""


def main():
    root = pathlib.Path(sys.argv[1])
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    files = {}
    index = 0
    while len(files) < total - 1:
        feature = FEATURES[index % len(FEATURES)] + (str(index // len(FEATURES)) if index >= len(FEATURES) else "")
        base = feature.rstrip("0123456789") + str(index)
        e, uc, rp = f"{base}Item", f"Load{base}Items", f"{base}Repository"
        d, r, vm, v = f"{base}DTO", f"File{base}Repository", f"{base}ViewModel", f"{base}ListView"
        files[f"Domain/{feature}/{e}.swift"] = entity(feature, e, index)
        files[f"Domain/{feature}/{uc}.swift"] = use_case(feature, uc, e, rp)
        files[f"Domain/{feature}/{rp}.swift"] = repository_protocol(rp, e)
        files[f"Data/{feature}/{d}.swift"] = dto(d, e)
        files[f"Data/{feature}/{r}.swift"] = repository(r, rp, e, d)
        files[f"Presentation/{feature}/{vm}.swift"] = view_model(vm, uc, e)
        files[f"Presentation/{feature}/{v}.swift"] = view(v, vm, e)
        index += 1
    names = sorted({p.split("/")[-1][:-6] for p in files if p.startswith("Data/") and "/File" in p})
    wiring = "\n".join(f"        _ = {n}(folder: folder)" for n in names)
    files["App/CompositionRoot.swift"] = f"""import Foundation

/// Builds every repository once.
@main
struct CompositionRoot {{
    static func main() {{
        let folder = FileManager.default.temporaryDirectory
{wiring}
    }}
}}
"""
    for relative, text in list(files.items())[:total]:
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (root / ".archlint.json").write_text("{}\n")


main()
