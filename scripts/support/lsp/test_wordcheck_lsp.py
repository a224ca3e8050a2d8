"""wordcheck lsp end to end, driven by a real LSP client (pytest-lsp, on pygls and lsprotocol).

Run by scripts/check-lsp.sh, which installs the client and sets WORDCHECK (the binary) and
a private HOME and XDG_DATA_HOME, so that learned words never reach the user's own list.
"""
import asyncio
import os
import pathlib
from typing import Union

import pytest
import pytest_lsp
from lsprotocol import types as t
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

WORDCHECK = os.environ["WORDCHECK"]
WORKSPACE = pathlib.Path(os.environ["WORDCHECK_LSP_WORKSPACE"])
UTF16, UTF8 = t.PositionEncodingKind.Utf16, t.PositionEncodingKind.Utf8


def uri(name: str) -> str:
    return (WORKSPACE / name).as_uri()


def structure_code_action(converter):
    """lsprotocol (2025.0.0) takes any code action with a `command` for a bare Command; the
    specification tells them apart by the type of `command` (a string in a Command, an
    object in a CodeAction), as editors do."""
    def hook(value, _):
        if isinstance(value.get("command"), str):
            return converter.structure(value, t.Command)
        return converter.structure(value, t.CodeAction)
    converter.register_structure_hook(Union[t.Command, t.CodeAction], hook)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[WORDCHECK, "lsp"]))
async def client(lsp_client: LanguageClient, request):
    structure_code_action(lsp_client.protocol._converter)
    encodings = getattr(request, "param", [UTF16])
    lsp_client.init_result = await lsp_client.initialize_session(t.InitializeParams(
        capabilities=t.ClientCapabilities(
            general=t.GeneralClientCapabilities(position_encodings=encodings),
            text_document=t.TextDocumentClientCapabilities(
                publish_diagnostics=t.PublishDiagnosticsClientCapabilities(version_support=True),
                code_action=t.CodeActionClientCapabilities(
                    code_action_literal_support=t.ClientCodeActionLiteralOptions(
                        code_action_kind=t.ClientCodeActionKindOptions(value_set=["quickfix"])))),
            workspace=t.WorkspaceClientCapabilities(workspace_folders=True, apply_edit=True)),
        initialization_options={"debounce": 20},
        root_uri=WORKSPACE.as_uri(),
        workspace_folders=[t.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="workspace")]))
    yield
    if lsp_client._server.returncode is None and not lsp_client.stopped:
        await lsp_client.shutdown_session()


async def publish(client: LanguageClient, uri: str, timeout: float = 10.0):
    """The next diagnostics published for `uri` (pop client.diagnostics[uri] before the change)."""
    async def poll():
        while uri not in client.diagnostics:
            await asyncio.sleep(0.005)
        return client.diagnostics[uri]
    return await asyncio.wait_for(poll(), timeout)


async def open_document(client: LanguageClient, name: str, language: str, text: str):
    client.diagnostics.pop(uri(name), None)
    client.text_document_did_open(t.DidOpenTextDocumentParams(
        text_document=t.TextDocumentItem(uri=uri(name), language_id=language, version=1, text=text)))
    return await publish(client, uri(name))


def at(text: str, line: int, word: str, encoding=UTF16, occurrence: int = 0):
    """Where `word` (its `occurrence`-th time) is on `line` of `text`, counted in `encoding`: the position a diagnostic must have."""
    content = text.split("\n")[line]
    index = -1
    for _ in range(occurrence + 1):
        index = content.index(word, index + 1)
    codec, unit = {UTF16: ("utf-16-le", 2), UTF8: ("utf-8", 1)}[encoding]
    start = len(content[:index].encode(codec)) // unit
    return (line, start, start + len(word.encode(codec)) // unit, word)


def spans(diagnostics):
    return [(d.range.start.line, d.range.start.character, d.range.end.character, d.data["word"]) for d in diagnostics]


def apply_edits(text: str, edits, encoding) -> str:
    lines = text.splitlines(keepends=True) or [""]
    def offset(position: t.Position) -> int:
        line = lines[position.line] if position.line < len(lines) else ""
        codec, unit = {UTF16: ("utf-16-le", 2), UTF8: ("utf-8", 1)}[encoding]
        column = len(line.encode(codec)[: position.character * unit].decode(codec))
        return sum(len(previous) for previous in lines[: position.line]) + column
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


MARKDOWN = """---
title: A Somethign
---
# The titel 😀

Text with `cdoe`, a [lnik](https://exampel.com) and 😀😀 a tset.
"""


@pytest.mark.parametrize("client, encoding", [([UTF16], UTF16), ([UTF8, UTF16], UTF8)], indirect=["client"])
async def test_markdown_positions_in_each_encoding(client: LanguageClient, encoding):
    assert client.init_result.capabilities.position_encoding == encoding
    found = spans(await open_document(client, "notes.md", "markdown", MARKDOWN))
    # UTF-16 counts 😀 as two units, UTF-8 as four bytes.
    assert found == [at(MARKDOWN, 3, "titel", encoding), at(MARKDOWN, 5, "lnik", encoding), at(MARKDOWN, 5, "tset", encoding)]
    assert found[-1][1] == (len("Text with `cdoe`, a [lnik](https://exampel.com) and ") + (4 if encoding == UTF16 else 8) + len(" a "))


async def test_latex_swift_and_python(client: LanguageClient):
    latex = r"""\section{Intrduction}
We cite \cite{knuthh} and $x = \alpah$ in \emph{thsi} text.
\begin{equation} a = \beta \end{equation}
"""
    assert spans(await open_document(client, "paper.tex", "latex", latex)) == [
        at(latex, 0, "Intrduction"), at(latex, 1, "thsi")]
    swift = """// Reads the recieved data 😀 quikly
func parseHTTPRequst(from url: URL) -> String {
    let mesage = "Helo, \\(url)!"
    return mesage
}
"""
    assert spans(await open_document(client, "Parser.swift", "swift", swift)) == [
        at(swift, 0, "recieved"), at(swift, 0, "quikly"), at(swift, 1, "Requst"),
        at(swift, 2, "mesage"), at(swift, 2, "Helo"), at(swift, 3, "mesage")]
    python = '''import os


def load_fille(path):
    """Retrun the contents of /etc/hosts or 0xdeadbeef."""
    return open(os.path.join(path, "data.txt")).read()  # a coment
'''
    assert spans(await open_document(client, "load.py", "python", python)) == [
        at(python, 3, "fille"), at(python, 4, "Retrun"), at(python, 5, "coment")]


async def test_every_code_action(client: LanguageClient):
    name, text = "actions.md", "I recieve teh mail.\nA zorblat and a flimp.\n"
    diagnostics = await open_document(client, name, "markdown", text)
    assert spans(diagnostics) == [at(text, 0, "recieve"), at(text, 0, "teh"), at(text, 1, "zorblat"), at(text, 1, "flimp")]

    async def actions_for(diagnostic):
        result = await client.text_document_code_action_async(t.CodeActionParams(
            text_document=t.TextDocumentIdentifier(uri=uri(name)), range=diagnostic.range,
            context=t.CodeActionContext(diagnostics=[diagnostic])))
        return [action for action in result if isinstance(action, t.CodeAction)]

    # Replace: the preferred first suggestion, applied as the client would, then re-checked.
    actions = await actions_for(diagnostics[0])
    assert actions[0].title == "Replace with 'receive'" and actions[0].is_preferred
    assert [a.command.command for a in actions if a.command and not a.edit] == [
        "wordcheck.addToUserDictionary", "wordcheck.addToWorkspaceDictionary", "wordcheck.ignoreInDocument"]
    # Each replacement also records the choice (wordcheck.learnCorrection) when the client runs its command.
    assert all(a.command and a.command.command == "wordcheck.learnCorrection" for a in actions if a.edit)
    assert list(actions[0].command.arguments) == ["recieve", "receive", "en"]
    text = apply_edits(text, actions[0].edit.changes[uri(name)], UTF16)
    assert text.startswith("I receive teh mail.")
    client.diagnostics.pop(uri(name), None)
    client.text_document_did_change(t.DidChangeTextDocumentParams(
        text_document=t.VersionedTextDocumentIdentifier(uri=uri(name), version=2),
        content_changes=[t.TextDocumentContentChangePartial(range=diagnostics[0].range, text="receive")]))
    diagnostics = await publish(client, uri(name))
    assert [d.data["word"] for d in diagnostics] == ["teh", "zorblat", "flimp"]

    async def run(action):
        client.diagnostics.pop(uri(name), None)
        await client.workspace_execute_command_async(t.ExecuteCommandParams(
            command=action.command.command, arguments=action.command.arguments))
        return [d.data["word"] for d in await publish(client, uri(name))]

    # Ignore in this document.
    ignore = [a for a in await actions_for(diagnostics[0]) if a.command and a.command.command == "wordcheck.ignoreInDocument"]
    assert await run(ignore[0]) == ["zorblat", "flimp"]
    # Add to the workspace's words: a plain file in the folder.
    diagnostics = client.diagnostics[uri(name)]
    workspace = [a for a in await actions_for(diagnostics[0]) if a.command and a.command.command == "wordcheck.addToWorkspaceDictionary"]
    assert await run(workspace[0]) == ["flimp"]
    assert "zorblat" in (WORKSPACE / ".wordcheck-words.txt").read_text().split()
    # Add to the user's learned words: the list `wordcheck learn` keeps.
    diagnostics = client.diagnostics[uri(name)]
    user = [a for a in await actions_for(diagnostics[0]) if a.command and a.command.command == "wordcheck.addToUserDictionary"]
    assert await run(user[0]) == []
    learned = pathlib.Path(os.environ["XDG_DATA_HOME"]) / "wordcheck" / "learned" / "en_US.txt"
    assert "flimp" in learned.read_text().split()


async def test_configuration_changes(client: LanguageClient):
    text = "the perro and gato blorp\n"
    assert [d.data["word"] for d in await open_document(client, "config.txt", "plaintext", text)] == ["perro", "gato", "blorp"]
    client.diagnostics.pop(uri("config.txt"), None)
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(
        settings={"wordcheck": {"language": ["en", "es"], "words": ["blorp"], "severity": "warning"}}))
    assert list(await publish(client, uri("config.txt"))) == []
    # A document's own directive, and the severity setting.
    diagnostics = await open_document(client, "directive.txt", "plaintext", "wordcheck: lang=it\nIl gatto e il perrro\n")
    assert [(d.data["word"], d.severity) for d in diagnostics] == [("perrro", t.DiagnosticSeverity.Warning)]
    # A setting of the wrong type is reported, not fatal.
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"wordcheck": {"language": ["xx_YY"]}}))
    for _ in range(200):
        if any("xx_YY" in m.message for m in client.messages):
            break
        await asyncio.sleep(0.01)
    assert any("xx_YY" in m.message for m in client.messages)


async def test_workspace_word_list_and_project_file(client: LanguageClient):
    (WORKSPACE / "sub").mkdir(exist_ok=True)
    (WORKSPACE / ".wordcheck.json").write_text('{"ignorePatterns": ["JIRA-[A-Za-z]+"], // comments are allowed\n}')
    (WORKSPACE / "cspell.json").write_text('{"words": ["quuxly"]}')
    with (WORKSPACE / ".wordcheck-words.txt").open("a") as words:
        words.write("frobnicator\n")
    found = await open_document(client, "sub/list.txt", "plaintext", "frobnicator quuxly JIRA-abcd flimsyy\n")
    assert [d.data["word"] for d in found] == ["flimsyy"]


async def test_malformed_input_and_a_large_document(client: LanguageClient):
    stdin = client._server.stdin
    for body in [b'{"jsonrpc": "2.0", "method": ', b"[1, 2]", b"\xff\xfe", b'{"jsonrpc":"2.0","id":7,"method":"nothing/here"}']:
        stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stdin.write(b"garbage without a header\r\n\r\n")
    await stdin.drain()
    # 50 MB: checked up to the problem limit, and the server answers meanwhile.
    big = "A tset of the text 😀 here.\n" * (50_000_000 // 30)
    found = await open_document(client, "big.txt", "plaintext", big)
    assert len(found) == 1000 and found[-1].range.start.line == 999
    with pytest.raises(JsonRpcException):
        await client.workspace_execute_command_async(t.ExecuteCommandParams(command="wordcheck.none"))
    status = pathlib.Path(f"/proc/{client._server.pid}/status").read_text()
    peak = int(next(line for line in status.splitlines() if line.startswith("VmHWM")).split()[1]) // 1024
    print(f"peak resident memory after a 50 MB document: {peak} MB")
    assert peak < 800


async def test_shutdown_and_exit(client: LanguageClient):
    assert await client.shutdown_async(None) is None
    with pytest.raises(JsonRpcException):
        await client.text_document_code_action_async(t.CodeActionParams(
            text_document=t.TextDocumentIdentifier(uri=uri("x.txt")),
            range=t.Range(t.Position(0, 0), t.Position(0, 0)), context=t.CodeActionContext(diagnostics=[])))
    client.exit(None)
    assert await asyncio.wait_for(client._server.wait(), 10) == 0


async def test_exit_without_shutdown_is_status_1(client: LanguageClient):
    client.exit(None)
    assert await asyncio.wait_for(client._server.wait(), 10) == 1
