import Foundation

/// Appends care entries to a plain-text journal the owner can share.
struct ExportCareJournalUseCase {
    func execute(_ entries: [CareEntry], plantName: String) throws -> URL {
        let folder = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask,
                                                 appropriateFor: nil, create: true)
        let journal = folder.appending(path: "\(plantName) journal.txt")
        if !FileManager.default.fileExists(atPath: journal.path()) {
            try Data().write(to: journal)
        }
        let handle = try FileHandle(forWritingTo: journal)
        defer { try? handle.close() }
        try handle.seekToEnd()
        for entry in entries {
            let line = "\(entry.date.formatted(date: .abbreviated, time: .omitted))  \(entry.kind.rawValue)\n"
            try handle.write(contentsOf: Data(line.utf8))
        }
        return journal
    }
}
