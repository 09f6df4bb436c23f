/// What a called member does, read from its name: a read, which a batch can replace, or a write or a command, which
/// runs once per item by nature.
extension NPlusOneAwaitRule {
    /// First words of members that change state or send something: per-item writes, uploads, deletes and sends are
    /// not N+1 queries.
    static let writeVerbs: Set<String> = [
        "save", "insert", "delete", "remove", "upload", "send", "post", "put", "patch", "update", "upsert", "create",
        "add", "set", "write", "store", "mark", "register", "unregister", "subscribe", "unsubscribe", "track", "log",
        "import", "export", "apply", "cancel", "archive", "publish", "push", "enqueue", "schedule", "submit",
        "persist", "sync", "toggle", "increment", "decrement", "move", "rename", "reorder", "clear", "reset", "flush",
        "notify", "record", "append", "commit", "like", "unlike", "follow", "unfollow", "block", "unblock", "mute",
        "unmute", "vote", "report", "share", "assign", "attach", "detach", "link", "unlink", "edit", "modify",
        "replace", "purge", "wipe", "erase", "drop", "destroy", "dismiss", "complete", "finish", "start", "stop",
        "handle", "process", "perform", "execute", "run", "install", "uninstall", "enable", "disable", "grant",
        "revoke", "invite", "accept", "reject", "approve", "deny", "pin", "unpin", "star", "unstar", "favorite",
        "unfavorite", "bookmark", "hide", "unhide", "restore", "backup", "migrate", "prune", "cleanup", "clean",
    ]

    /// First words of members that destroy, reset or synchronise everything: never advice for a loop.
    static let destructiveVerbs: Set<String> = ["delete", "remove", "clear", "reset", "purge", "wipe", "erase",
                                                "drop", "destroy", "sync", "prune", "cleanup", "clean"]

    /// The first word of a member name, lower-cased: `fetchMembers` → `fetch`.
    static func firstWord(of name: String) -> String {
        NameWords.split(name).first?.lowercased() ?? name.lowercased()
    }

    /// Whether the member `name` changes state or sends something rather than reads.
    static func isWrite(_ name: String) -> Bool {
        // `findOrCreate`, `fetchOrInsert`: an upsert writes.
        writeVerbs.contains(firstWord(of: name)) || name.contains("OrCreate") || name.contains("OrInsert")
    }

    /// Calls whose trailing closure runs later, once per event, not once per item of the loop that registers it:
    /// `publisher.sink { … }`, `center.addObserver(…) { … }`, `queue.asyncAfter(…) { … }`.
    static let laterClosures: Set<String> = ["sink", "addObserver", "observe", "subscribe", "onReceive",
                                             "handleEvents", "asyncAfter", "schedule", "receive", "onChange",
                                             "publisher", "notifications", "register"]

    /// Names in a loop's sequence that split it into batches: a call per batch is the batched form.
    static let batchingSequences: Set<String> = ["chunks", "chunked", "batched", "batches", "windows", "pages"]
}
