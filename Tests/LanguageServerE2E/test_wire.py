"""`archlint lsp` fed raw bytes: malformed frames and bodies get JSON-RPC errors, the server lives on, and a client
that goes away ends it."""
import json
import subprocess
import time

from conftest import ARCHLINT


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        assert line, "the server closed its output"
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return json.loads(stream.read(length))


def read_until(stream, accept, limit: int = 50) -> dict:
    for _ in range(limit):
        message = read_message(stream)
        if accept(message):
            return message
    raise AssertionError("no such message")


def test_malformed_frames_and_bodies_get_errors_and_the_server_lives_on(app):
    server = subprocess.Popen([ARCHLINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(b"Content-Lenght: 12\r\n\r\n")          # a header without a length
        server.stdin.write(b"Content-Length: twelve\r\n\r\n")      # a length that is not a number
        server.stdin.write(frame(b"{ not json"))                   # a body that is not JSON
        server.stdin.write(frame([1, 2, 3]))                       # JSON that is not a message
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover"}))  # before initialize
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "initialize",
                                  "params": {"rootUri": app.as_uri(), "capabilities": {}}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 3, "method": "no/such/method"}))
        server.stdin.flush()
        errors = [read_message(server.stdout) for _ in range(5)]
        for message in errors:
            print("answer:", json.dumps(message))
        assert [message["error"]["code"] for message in errors] == [-32700, -32700, -32700, -32600, -32002]
        assert all(message["id"] is None for message in errors[:4]) and errors[4]["id"] == 1
        initialized = read_message(server.stdout)
        assert initialized["id"] == 2 and "capabilities" in initialized["result"]
        unknown = read_message(server.stdout)
        assert unknown["id"] == 3 and unknown["error"]["code"] == -32601
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        assert read_until(server.stdout, lambda message: message.get("id") == 4)["result"] is None
        assert server.wait(timeout=10) == 0
    finally:
        server.kill()


def test_a_client_that_goes_away_ends_the_server(app):
    server = subprocess.Popen([ARCHLINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                  "params": {"rootUri": app.as_uri(), "capabilities": {}}}))
        server.stdin.flush()
        assert read_message(server.stdout)["id"] == 1
        started = time.monotonic()
        server.stdin.close()
        assert server.wait(timeout=10) == 1
        print(f"ended {time.monotonic() - started:.3f} s after its input closed, status 1")
    finally:
        server.kill()


def test_random_bytes_and_messages_neither_crash_nor_hang_the_server(app):
    import random
    generator = random.Random(17)
    pieces = [b"Content-Length: ", b"\r\n", b"\r\n\r\n", b"{", b"}", b"[", b"\"", b"\xff\xfe", b"\x00", b"99999999",
              b'"jsonrpc":"2.0"', b'"method":"textDocument/didChange"', b'"id":', b'"params":{"textDocument":',
              b'"range":{"start":{"line":-1,"character":1e99}}', b"null", b"true", b"-0.5e-400"]
    server = subprocess.Popen([ARCHLINT, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                  "params": {"rootUri": app.as_uri(), "capabilities": {}}}))
        uri = (app / "Domain/Trip.swift").as_uri()
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "swift", "version": 1, "text": "import Foundation\n"}}}))
        for _ in range(300):
            body = b"".join(generator.choice(pieces) for _ in range(generator.randint(1, 12)))
            if generator.random() < 0.5:
                server.stdin.write(frame(body))
            else:
                # Well-formed messages with nonsense inside, and incremental edits at wild positions.
                line, character = generator.randint(-3, 9), generator.choice([0, 1, 5, 2**40, -1])
                server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                    "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{
                        "range": {"start": {"line": line, "character": character},
                                  "end": {"line": line + 1, "character": 0}},
                        "text": generator.choice(["", "é😀\r\n", "import SwiftUI\n", "\r"])}]}}))
        # A frame cut off by garbage that promises more than it sends, then a clean boundary.
        server.stdin.write(b"\r\n\r\n")
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}))
        server.stdin.flush()
        answer = read_until(server.stdout, lambda message: message.get("id") == 99 and "result" in message, 10_000)
        assert answer["result"] is None
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        assert server.wait(timeout=10) == 0
    finally:
        server.kill()
