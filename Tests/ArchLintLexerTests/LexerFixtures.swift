/// Whole Swift files full of lexical traps, used by the round-trip tests.
enum LexerFixtures {
    struct Fixture: Sendable, CustomStringConvertible {
        let name: String
        let text: String
        var description: String { name }
    }

    static let all: [Fixture] = [
        Fixture(name: "traps", text: traps),
        Fixture(name: "swiftUI", text: swiftUI),
        Fixture(name: "operators", text: operators),
        Fixture(name: "crlf", text: traps.replacingOccurrences(of: "\n", with: "\r\n")),
        Fixture(name: "cr", text: swiftUI.replacingOccurrences(of: "\n", with: "\r")),
    ]

    static let traps = ###"""
    #!/usr/bin/env swift
    // Names that only appear inside literals and comments must never become identifiers.
    @testable import Core
    @preconcurrency import struct Foundation.URL
    #if canImport(AppKit)
    import AppKit
    #elseif os(Linux)
    import Glibc
    #else
    import UIKit
    #endif

    /* outer /* inner NotAType */ still NotAType { */
    /** A documented thing. */
    let plain = "NotAType { }"
    let raw = #"raw "NotAType" \(noInterpolation) }"#
    let deeper = ##"a "# b \##(1 + 2) c"##
    let multi = """
        class NotAType {
        \(1 + 2) } "quoted" \""" still inside
        """
    let rawMulti = #"""
        \#(value) and \(literal) and """ inside
        """#
    let nested = "\(items.map { "\($0.name) \("}")" }.joined(separator: ")"))"
    let tuple = pair.0.1
    let numbers = [0x1.8p3, 1_000, 0o17, 0b1010, 1e-9, 2.5E+3, 0xFF]
    let pattern = #/(\{(?<key>\w+)\})/#
    let bare = try? /[a-z]+\d/.firstMatch(in: text)
    let ratio = width / 2 / height
    let placeholder = <#value#>

    @MainActor
    @Observable
    final class Model: ObservableObject, @unchecked Sendable {
        var items: [String] = []
        init?(count: Int) throws { func local() {}; struct LocalType {} }
        static func / (lhs: Model, rhs: Model) -> Model { lhs }
        deinit {}
    }

    enum `default` { case `class`, `struct` }
    func topLevel(_ x: Int) -> Int { x / 2 / 3 }
    #Preview {
        Text("preview")
    }
    #sourceLocation(file: "Other.swift", line: 10)
    #sourceLocation()
    """###

    static let swiftUI = #"""
    import SwiftUI

    struct TripEditorView: View {
        @Environment(\.dismiss) private var dismiss
        @State private var name = ""
        @Binding var count: Int

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("}")
                TextField("Name", text: $name)
                    .padding()
                #if os(iOS)
                    .navigationBarTitle("Trip")
                #endif
                ForEach(items, id: \.self) { item in
                    Text("\(item.title): \(item.count, format: .number)")
                }
                Button(action: { count += 1; dismiss() }) {
                    Image(systemName: "plus.circle")
                }
                .disabled(!isValid || count >= 10)
            }
        }

        @ViewBuilder
        func row(_ x: Int?) -> some View { Text("\(x ?? 0)") }
    }
    """#

    static let operators = #"""
    infix operator <*> : AdditionPrecedence
    prefix operator √
    postfix operator ++
    precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
    func <*> (a: Int, b: Int) -> Int { a &* b &+ 1 }
    prefix func √ (x: Double) -> Double { x.squareRoot() }
    let a = x...y, b = ..<z, c = x..., d = !flag, e = -1, f = x ?? y
    let g = value!, h = optional?.member, i = cond ? 1 : 2
    let j = Array<Array<Int>>(), k: [String: Int]? = nil, l = (x, y).0
    swap(&left, &right); let m = a<<2 | b>>1 ^ ~c % 3
    let n = a == b && c != d || e === f
    let o = 𝜋 ≠ π ? "∘" : "·"
    """#
}
