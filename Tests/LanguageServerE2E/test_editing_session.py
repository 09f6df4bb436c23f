"""`archlint lsp` driven by pytest-lsp's client, as an editor would drive it."""
import asyncio
import copy
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import ARCHLINT, TRIP, VIEW


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[ARCHLINT, "lsp"]))
async def client(lsp_client: LanguageClient, app):
    lsp_client.app = app
    lsp_client.registrations = []

    # The server registers for file watching, as VS Code's capabilities allow.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=app.as_uri(),
        initialization_options={"debounceMilliseconds": 0},
    ))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[ARCHLINT, "lsp"]))
async def snippet_client(lsp_client: LanguageClient, app):
    """A client like VS Code that also takes snippets in workspace edits (LSP 3.18)."""
    lsp_client.app = app

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        pass

    capabilities = copy.deepcopy(client_capabilities("visual-studio-code"))
    capabilities.workspace.workspace_edit.snippet_edit_support = True
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities, root_uri=app.as_uri(), initialization_options={"debounceMilliseconds": 0}))
    yield
    await lsp_client.shutdown_session()


async def published(client: LanguageClient, uri: str, accept, timeout: float = 15.0):
    """Waits until the diagnostics last published for `uri` satisfy `accept`; returns them."""
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        if uri in client.diagnostics and accept(client.diagnostics[uri]):
            return client.diagnostics[uri]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no acceptable diagnostics for {uri}; last: {client.diagnostics.get(uri)}")


def open_document(client: LanguageClient, uri: str, text: str):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))


def change(client: LanguageClient, uri: str, version: int, start, end, text: str):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)]))


@pytest.mark.asyncio
async def test_typing_a_swiftui_import_in_the_domain_is_flagged_and_fixing_it_clears_it(client: LanguageClient):
    uri = (client.app / "Domain/Trip.swift").as_uri()
    open_document(client, uri, TRIP)
    await published(client, uri, lambda found: len(found) == 0)
    # Typed over `Foundation` (an incremental change), as an editor sends it.
    change(client, uri, 2, (0, 7), (0, 17), "SwiftUI")
    found = await published(client, uri, lambda found: len(found) == 1)
    print("after `import SwiftUI`:", [(d.code, d.severity, d.range.start, d.message) for d in found])
    assert found[0].code == "domain-framework-import"
    assert found[0].severity == types.DiagnosticSeverity.Error
    assert found[0].source == "archlint"
    assert found[0].range.start == types.Position(0, 0)
    assert "SwiftUI" in found[0].message
    change(client, uri, 3, (0, 7), (0, 14), "Foundation")
    await published(client, uri, lambda found: len(found) == 0)
    print("after the fix: []")


@pytest.mark.asyncio
async def test_moving_a_type_gives_a_second_open_file_a_layer_dependency_finding(client: LanguageClient):
    trip, view = (client.app / "Domain/Trip.swift").as_uri(), (client.app / "Presentation/TripView.swift").as_uri()
    open_document(client, view, VIEW)
    open_document(client, trip, TRIP)
    await published(client, view, lambda found: len(found) == 0)
    await published(client, trip, lambda found: len(found) == 0)
    # `TripFormatter` leaves the Domain file (lines 5–6 deleted): only the Data layer declares it now.
    change(client, trip, 2, (5, 0), (7, 0), "")
    found = await published(client, view, lambda found: len(found) == 1)
    print("TripView.swift after the move:", [(d.code, d.range.start, d.message) for d in found])
    assert found[0].code == "layer-dependency/presentation-data"  # Presentation → Data is its own check
    assert found[0].range.start == types.Position(1, 19)
    # Moving it back clears the view again.
    change(client, trip, 3, (5, 0), (5, 0), "\nstruct TripFormatter {}\n")
    await published(client, view, lambda found: len(found) == 0)


@pytest.mark.asyncio
async def test_the_suppression_code_action_inserts_a_comment_that_works(client: LanguageClient):
    path = client.app / "Domain/Trip.swift"
    uri = path.as_uri()
    text = "import Foundation\n\n#if canImport(SwiftUI)\n    import SwiftUI\n#endif\n\nstruct TripFormatter {}\n"
    open_document(client, uri, text)
    found = await published(client, uri, lambda found: len(found) == 1)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=found[0].range,
        context=types.CodeActionContext(diagnostics=list(found))))
    titles = [action.title for action in actions]
    print("code actions:", titles)
    suppress = next(action for action in actions if action.kind == types.CodeActionKind.QuickFix)
    edit = suppress.edit.changes[uri][0]
    assert edit.new_text == "    // archlint:disable:next domain-framework-import -- reason\n"
    assert "Explain rule domain-framework-import" in titles
    change(client, uri, 2, (edit.range.start.line, edit.range.start.character),
           (edit.range.end.line, edit.range.end.character), edit.new_text)
    await published(client, uri, lambda found: len(found) == 0)
    # The same text on disk lints clean from the command line too.
    lines = text.splitlines(keepends=True)
    lines.insert(edit.range.start.line, edit.new_text)
    path.write_text("".join(lines))
    run = subprocess.run([ARCHLINT, "lint", str(client.app), "--strict"], capture_output=True, text=True)
    print("archlint lint --strict after the suppression:", run.returncode, run.stdout.strip())
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.asyncio
async def test_a_client_that_takes_snippets_gets_the_reason_as_a_placeholder(snippet_client: LanguageClient):
    client = snippet_client
    uri = (client.app / "Domain/Trip.swift").as_uri()
    open_document(client, uri, "import SwiftUI\nstruct Trip {}\n")
    found = await published(client, uri, lambda found: len(found) == 1)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=found[0].range,
        context=types.CodeActionContext(diagnostics=list(found), only=[types.CodeActionKind.QuickFix])))
    edit = actions[0].edit.document_changes[0]
    print("snippet edit:", edit)
    assert edit.text_document.uri == uri and edit.text_document.version == 1
    assert edit.edits[0].snippet.value == "// archlint:disable:next domain-framework-import -- ${1:reason}\n"


@pytest.mark.asyncio
async def test_hover_shows_the_rule_and_explain_opens_its_document(client: LanguageClient):
    uri = (client.app / "Domain/Trip.swift").as_uri()
    open_document(client, uri, "import SwiftUI\n")
    found = await published(client, uri, lambda found: len(found) == 1)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(0, 8)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**Keep framework imports out of the Domain layer**")
    assert "### What it flags" not in hover.contents.value and "In a Domain file" in hover.contents.value
    await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="archlint.explainRule", arguments=[found[0].code]))
    for _ in range(200):
        if client.shown_documents:
            break
        await asyncio.sleep(0.02)
    shown = client.shown_documents[0].uri
    print("explain opens:", shown)
    assert shown.startswith("file://") and shown.endswith("/Rules/domain-framework-import.md")


@pytest.mark.asyncio
async def test_unknown_methods_get_an_error_and_the_server_lives_on(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await client.protocol.send_request_async("archlint/noSuchMethod", {})
    print("unknown method:", repr(raised.value))
    assert "-32601" in repr(raised.value) or "MethodNotFound" in type(raised.value).__name__
    uri = (client.app / "Domain/Trip.swift").as_uri()
    open_document(client, uri, "import UIKit\n")
    found = await published(client, uri, lambda found: len(found) == 1)
    assert found[0].code == "domain-framework-import"
