import Foundation
import struct SwiftUI.Color

enum CareLevel: String, CaseIterable, Sendable {
    case forgiving, moderate, demanding

    var tint: Color {
        switch self {
        case .forgiving: .green
        case .moderate: .yellow
        case .demanding: .red
        }
    }
}
