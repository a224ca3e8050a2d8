"""wordcheck lsp's latencies and memory, measured as a client sees them (see scripts/bench-lsp.sh).

Documents are generated from a word list with a seeded generator: 1,000 lines of Markdown
(headings, code spans, links), one word in a hundred misspelled by swapping two letters.
"""
import glob
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time

WORDCHECK, WORDS, RUNS = sys.argv[1], sys.argv[2], int(sys.argv[3])
PREFIX = os.environ.get("LSP_PREFIX", "").split()
OUT = "/tmp/wordcheck-lsp-callgrind.out"


class Server:
    def __init__(self, options=None):
        self.process = subprocess.Popen(PREFIX + [WORDCHECK, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0
        self.options = options or {"debounce": 0}

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                raise RuntimeError("the server stopped")
            header += byte
        length = int(re.search(rb"Content-Length: (\d+)", header).group(1))
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def initialize(self):
        answer = self.request("initialize", {"capabilities": {}, "initializationOptions": self.options, "trace": "verbose"})
        self.notify("initialized", {})
        return answer

    def diagnostics(self, uri):
        """The next diagnostics for `uri`; the server's own time for the check (its $/logTrace) in self.served."""
        while True:
            message = self.receive()
            if message.get("method") == "$/logTrace":
                self.served = float(re.search(r"([0-9.]+) ms since the change", message["params"]["message"]).group(1))
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]

    def memory(self):
        status = open(f"/proc/{self.process.pid}/status").read()
        value = lambda key: int(re.search(key + r":\s+(\d+)", status).group(1)) / 1024
        return value("VmRSS"), value("VmHWM")

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait()


def english_vocabulary():
    """The list's plain lowercase words that en_US accepts (so that the typos made are the only misspellings)."""
    words = [w for w in open(WORDS).read().split() if w.isalpha() and w.islower() and w.isascii() and 3 <= len(w) <= 9]
    flagged = subprocess.run([WORDCHECK, "check", "--no-suggestions"], input="\n".join(words), capture_output=True, text=True).stdout
    rejected = {line.split(": ", 1)[1] for line in flagged.splitlines()}
    return [w for w in words if w not in rejected]


VOCABULARY = english_vocabulary()


def document(seed, lines=1000, prefix=""):
    generator = random.Random(seed)
    vocabulary = VOCABULARY
    typos = []
    out = [prefix] if prefix else []
    count = 0
    for number in range(lines):
        if number % 25 == 0:
            out.append("## " + " ".join(generator.choice(vocabulary).capitalize() for _ in range(3)))
            continue
        words = []
        for _ in range(10):
            word = generator.choice(vocabulary)
            count += 1
            if count % 100 == 0:
                i = generator.randrange(len(word) - 1)
                typo = word[:i] + word[i + 1] + word[i] + word[i + 2:]
                if typo != word:
                    typos.append(typo)
                    word = typo
            words.append(word)
        if number % 7 == 0:
            words[3] = f"`{words[3]}`"
        if number % 11 == 0:
            words[5] = f"[{words[5]}](https://example.com/{words[5]})"
        out.append(" ".join(words) + ".")
    return "\n".join(out) + "\n", typos


def percentile(values, share):
    values = sorted(values)
    return values[min(len(values) - 1, int(share * len(values)))]


def main():
    results = {}
    # Start to initialize answered.
    starts = []
    for _ in range(RUNS):
        began = time.perf_counter()
        server = Server()
        server.initialize()
        starts.append((time.perf_counter() - began) * 1000)
        server.close()
    results["initialize"] = starts

    server = Server()
    server.initialize()
    # The first document loads the dictionary (cold); later ones, each new text, are warm.
    opens, opens_served, first = [], [], None
    texts = []
    for run in range(RUNS + 1):
        text, typos = document(run)
        texts.append((text, typos))
        uri = f"file:///bench/doc{run}.md"
        began = time.perf_counter()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}})
        found = server.diagnostics(uri)
        elapsed = (time.perf_counter() - began) * 1000
        if run == 0:
            first = elapsed
            flagged = [d["data"]["word"] for d in found]
            results["found"] = {"typos": len(typos), "flagged": len(flagged), "typos flagged": sum(1 for t in typos if t in flagged)}
        else:
            opens.append(elapsed)
            opens_served.append(server.served)
    results["didOpen cold"] = [first]
    results["didOpen"] = opens
    results["didOpen, server"] = opens_served

    # Keystrokes: one character typed inside a word, checked and published (debounce 0).
    text, _ = texts[1]
    uri = "file:///bench/doc1.md"
    lines = text.split("\n")
    generator = random.Random(99)
    keystrokes, served = [], []
    for version in range(2, 2 + 10 * RUNS):
        line = generator.randrange(1, len(lines) - 1)
        column = min(len(lines[line]), generator.randrange(0, 40))
        change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": "x"}
        lines[line] = lines[line][:column] + "x" + lines[line][column:]
        began = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        found = server.diagnostics(uri)
        keystrokes.append((time.perf_counter() - began) * 1000)
        served.append(server.served)
    results["keystroke"] = keystrokes
    results["keystroke, server"] = served

    # Code actions: each on a different misspelling (no suggestion is cached).
    actions = []
    for diagnostic in found[: 10 * RUNS]:
        began = time.perf_counter()
        answer = server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": diagnostic["range"],
                                                            "context": {"diagnostics": [diagnostic]}})
        actions.append((time.perf_counter() - began) * 1000)
        assert answer["result"], answer
    results["codeAction"] = actions

    session_rss, session_peak = server.memory()
    server.close()
    results["memory after the runs above"] = {"rss MB": round(session_rss, 1), "peak MB": round(session_peak, 1)}

    # Memory with en, es and it loaded, in a server of its own: the 1,000-line English
    # document, and a Spanish and an Italian one, each with a code action asked.
    server = Server()
    server.initialize()
    for code in ["en", "es", "it"]:
        text, _ = document(0) if code == "en" else document(100, lines=50, prefix=f"<!-- wordcheck: lang={code} -->")
        name = f"file:///memory/{code}.md"
        server.notify("textDocument/didOpen", {"textDocument": {"uri": name, "languageId": "markdown", "version": 1, "text": text}})
        found = server.diagnostics(name)
        server.request("textDocument/codeAction", {"textDocument": {"uri": name}, "range": found[0]["range"] if found else
                                                   {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "context": {}})
    rss, peak = server.memory()
    server.close()
    results["memory"] = {"rss MB": round(rss, 1), "peak MB": round(peak, 1)}

    print("Times as the client sees them (round trip, with its JSON); \", server\" ones are the server's own,")
    print("from the message's arrival to the diagnostics written (its $/logTrace).")
    print(f"{'measure':<18} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'runs':>5}")
    for key in ["initialize", "didOpen cold", "didOpen", "didOpen, server", "keystroke", "keystroke, server", "codeAction"]:
        values = results[key]
        print(f"{key:<18} {statistics.median(values):8.2f} {percentile(values, 0.9):8.2f} {percentile(values, 0.99):8.2f} {len(values):5d}")
    print("memory with en_US, es_ES and it_IT loaded (a document and a code action each):", results["memory"])
    print(f"memory after the runs above ({RUNS + 1} documents of 1,000 lines open):", results["memory after the runs above"])
    print("first document:", results["found"])
    json.dump(results, open(os.environ.get("LSP_RESULTS", "/dev/null"), "w"))


def keystroke(server, uri, lines, generator, version):
    line = generator.randrange(1, len(lines) - 1)
    column = min(len(lines[line]), generator.randrange(0, 40))
    change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": "x"}
    lines[line] = lines[line][:column] + "x" + lines[line][column:]
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
    return server.diagnostics(uri)


def callgrind():
    """Instructions per keystroke and per code action (both threads, the messages' parsing
    included), counted by callgrind in a server of their own each, with instrumentation on
    around those alone (the totals are written when the server exits)."""
    global PREFIX
    for name in ["keystroke", "codeAction"]:
        for old in glob.glob(OUT + "*"):
            os.remove(old)
        PREFIX = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--log-file=/dev/null", f"--callgrind-out-file={OUT}"]
        server = Server()
        server.initialize()
        text, _ = document(1)
        uri = "file:///bench/callgrind.md"
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}})
        found = server.diagnostics(uri)
        lines, generator = text.split("\n"), random.Random(3)
        for version in range(2, 6):
            keystroke(server, uri, lines, generator, version)
        subprocess.run(["callgrind_control", "-i", "on", str(server.process.pid)], capture_output=True)
        count = 50
        for i in range(count):
            if name == "keystroke":
                keystroke(server, uri, lines, generator, 6 + i)
            else:
                server.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": found[i]["range"],
                                                           "context": {"diagnostics": [found[i]]}})
        subprocess.run(["callgrind_control", "-i", "off", str(server.process.pid)], capture_output=True)
        server.close()
        total = sum(int(m.group(1)) for f in glob.glob(OUT + "*")
                    for m in [re.search(r"^totals: (\d+)", open(f).read(), re.M)] if m)
        print(f"callgrind: {total / count / 1e6:.2f} million instructions per {name} ({count} of them)")


callgrind() if os.environ.get("LSP_CALLGRIND") == "1" else main()
