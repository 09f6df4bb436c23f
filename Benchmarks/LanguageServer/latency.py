#!/usr/bin/env python3
"""Times `archlint lsp` from a `didChange` to the `publishDiagnostics` it causes.

Usage: latency.py ARCHLINT ROOT FILE LINE [EDITS]
Starts the server on ROOT with a debounce of 0 ms (so the figures are the server's own work, no waiting), opens
FILE (relative to ROOT), then makes EDITS incremental edits (default 100) that alternately insert LINE at the top
of the file and delete it again. LINE must change the file's findings (for example `import SwiftUI` in a Domain
file), since diagnostics are published only when they change. Each edit is timed from writing the `didChange` to
reading the `publishDiagnostics` for its version. Prints one JSON object: the cold first lint and the edits'
median, 90th percentile, worst and mean, in milliseconds."""
import json
import pathlib
import statistics
import subprocess
import sys
import time


def frame(message) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise RuntimeError("the server closed its output")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def main():
    archlint, root, file, line = sys.argv[1:5]
    edits = int(sys.argv[5]) if len(sys.argv) > 5 else 100
    root = pathlib.Path(root).resolve()
    uri = (root / file).as_uri()
    text = (root / file).read_text()
    server = subprocess.Popen([archlint, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(message):
        server.stdin.write(frame(message))
        server.stdin.flush()

    def published(version):
        while True:
            message = read_message(server.stdout)
            params = message.get("params") or {}
            if message.get("method") == "window/showMessage":
                raise RuntimeError(params.get("message"))
            if (message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri
                    and params.get("version") == version):
                return params["diagnostics"]

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                     "initializationOptions": {"debounceMilliseconds": 0}}})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    started = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    baseline = len(published(1))
    cold = (time.perf_counter() - started) * 1000
    times = []
    inserted = line + "\n"
    for edit in range(edits):
        version = edit + 2
        if edit % 2 == 0:
            change = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                      "text": inserted}
        else:
            change = {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 1, "character": 0}},
                      "text": ""}
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        found = published(version)
        times.append((time.perf_counter() - started) * 1000)
        expected = baseline + 1 if edit % 2 == 0 else baseline
        if len(found) != expected:
            raise RuntimeError(f"edit {edit}: {len(found)} findings, expected {expected}")
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    times.sort()
    print(json.dumps({
        "files": sum(1 for _ in root.rglob("*.swift")), "edits": edits, "cold_ms": round(cold, 1),
        "median_ms": round(statistics.median(times), 1), "p90_ms": round(times[int(len(times) * 0.9) - 1], 1),
        "worst_ms": round(times[-1], 1), "mean_ms": round(statistics.fmean(times), 1),
    }))


main()
