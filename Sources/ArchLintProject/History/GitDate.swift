import Foundation

/// A date as a commit records it: seconds since 1970 and the offset from UTC, in minutes, of the person's clock.
package struct GitDate: Equatable {
    package var seconds: Int
    package var offsetMinutes: Int

    package init(seconds: Int, offsetMinutes: Int) {
        self.seconds = seconds
        self.offsetMinutes = offsetMinutes
    }

    /// `1700000000 +0100` → the seconds and the offset; `nil` when the text is not of that form.
    package init?(_ text: Substring) {
        let fields = text.split(separator: " ")
        guard fields.count == 2, let seconds = Int(fields[0]) else { return nil }
        let zone = Array(fields[1].utf8)
        guard zone.count == 5, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
              zone.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let digit = { (index: Int) in Int(zone[index] - UInt8(ascii: "0")) }
        let minutes = (digit(1) * 10 + digit(2)) * 60 + digit(3) * 10 + digit(4)
        self.init(seconds: seconds, offsetMinutes: zone[0] == UInt8(ascii: "-") ? -minutes : minutes)
    }

    /// The first and last second a four-digit year can show: 0000-01-01T00:00:00 and 9999-12-31T23:59:59.
    private static let shownSeconds = -62_167_219_200...253_402_300_799

    /// Strict ISO 8601 with the offset, as git's `%aI` gives it: `2026-11-24T09:30:00+01:00`; `""` when the
    /// local time falls outside years 0 to 9999 (git stores any 64-bit time).
    package var iso8601: String {
        let (shift, tooFar) = offsetMinutes.multipliedReportingOverflow(by: 60)
        let (local, overflow) = seconds.addingReportingOverflow(shift)
        guard !tooFar, !overflow, Self.shownSeconds.contains(local), abs(offsetMinutes) < 6_000 else { return "" }
        var time = time_t(local)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "" }
        let offset = abs(offsetMinutes)
        let day = [Self.digits(Int(parts.tm_year) + 1900, 4), Self.digits(Int(parts.tm_mon) + 1),
                   Self.digits(Int(parts.tm_mday))].joined(separator: "-")
        let clock = [parts.tm_hour, parts.tm_min, parts.tm_sec].map { Self.digits(Int($0)) }.joined(separator: ":")
        let zone = (offsetMinutes < 0 ? "-" : "+") + Self.digits(offset / 60) + ":" + Self.digits(offset % 60)
        return day + "T" + clock + zone
    }

    /// `value` (0 or more) in `width` digits, zeros first.
    private static func digits(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
