#!/usr/bin/env python3
"""End-to-end check of `wordcheck serve`, run by scripts/check-service.sh.

Starts the service on a free loopback port through `wordcheck serve`, then:
  1. PyPI's language-tool-python client, pointed at it, checks English, Spanish and
     Italian text (an emoji before a typo): the matches cover the typos at the right
     offsets, with the expected replacements, and .correct() fixes them;
  2. /api/v1/validate and /api/v1/solve give the objects `wordcheck validate --json`
     and `wordcheck solve --json` print;
  3. schemathesis checks every endpoint against Server/openapi.json (schemas, status
     codes, content types, no 5xx) with generated and malformed requests;
  4. raw HTTP abuse (a bad request line, a huge declared body) is refused and the
     service stays up; bad options, a missing dictionary and a busy port stop a second
     one at start with one line and its exit status;
  5. SIGTERM while a request is in flight (half its body sent): the request is
     answered in full, the service exits 0 and no longer accepts connections;
  6. /metrics parses with PyPI's prometheus-client and counts the requests;
  7. the limits, on a service started with short ones: idle, slow-header and
     slow-body connections are closed in time, a flood of idle connections from one
     address leaves room for the next request, malformed chunks get 400, a check past
     its deadline answers what it found marked incomplete, a full queue answers 503
     with Retry-After, a client past --request-limit gets 429, SIGTERM with a stalled half-sent body exits by the drain
     deadline, and a 6 MB answer being written when SIGTERM arrives is received whole;
  8. languages: one not allowed gets 400 and is not listed, and with --allow-lang * and
     --max-dictionaries 4 every installed language named twice in turn leaves at most
     four loaded (RSS at start and at most printed);
  9. bodies of 50,000 and 200,000 one-byte chunks, each written on its own, are read in
     linear time while /health, asked every 100 ms, answers within a second.
Exits non-zero with one line per failure.
"""
import argparse
import glob
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

failures = []


def fail(message):
    failures.append(message)
    print(f"check-service: {message}", file=sys.stderr)


class Service:
    """`wordcheck serve --port 0`, with its stderr read on a thread."""

    def __init__(self, wordcheck, *options):
        self.process = subprocess.Popen([wordcheck, "serve", "--port", "0", *options],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.listening = threading.Event()
        self.url = None
        threading.Thread(target=self._read, daemon=True).start()
        if not self.listening.wait(120):
            self.process.kill()
            raise SystemExit("check-service: the service did not start: " + "".join(self.lines[-5:]))

    def _read(self):
        for line in self.process.stderr:
            self.lines.append(line)
            found = re.search(r"listening on (http://[0-9.]+:[0-9]+)", line)
            if found and not self.listening.is_set():
                self.url = found.group(1)
                self.listening.set()

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(30)


def request(url, body=None, content_type="application/json", method=None):
    """(status, parsed JSON or None) of one request."""
    data = body.encode() if isinstance(body, str) else body
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", content_type)
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw else None)
    except urllib.error.HTTPError as error:
        raw = error.read()
        return error.code, (json.loads(raw) if raw else None)


def check_language_tool_client(url):
    import language_tool_python
    cases = [
        ("en-US", "An emoji 😀 before a tset, then anothr one. 👍🏽 The sytem works.",
         {"tset": "test", "anothr": "another", "sytem": "system"}),
        ("es", "Una cara 😀 antes de una palabre mal escrita: casa y pérro. 🇪🇸 Todo vien.",
         {"palabre": "palabra", "pérro": "perro", "vien": "bien"}),
        ("it-IT", "Una faccina 😀 prima di una parola sbagliatta; l'altra è giusta, libbro no.",
         {"sbagliatta": "sbagliata", "libbro": "libro"}),
    ]
    for language, text, expected in cases:
        tool = language_tool_python.LanguageTool(language, remote_server=url)
        try:
            matches = tool.check(text)
            found = {text[m.offset:m.offset + m.error_length]: m for m in matches}
            if set(found) != set(expected):
                fail(f"{language}: the client saw {sorted(found)}, not {sorted(expected)}")
                continue
            for word, replacement in expected.items():
                match = found[word]
                if replacement not in match.replacements:
                    fail(f"{language}: {word} has replacements {match.replacements}, without {replacement}")
                if not match.rule_id.startswith("HUNSPELL_") or match.rule_issue_type != "misspelling" or match.category != "TYPOS":
                    fail(f"{language}: {word} came as rule {match.rule_id}, {match.rule_issue_type}, {match.category}")
                # Context offsets are UTF-16 code units, as LanguageTool's; the client leaves them so.
                units = match.context.encode("utf-16-le")
                start = 2 * match.offset_in_context
                context = units[start:start + 2 * match.error_length].decode("utf-16-le", errors="replace")
                if context != word:
                    fail(f"{language}: the context of {word} points at {context!r}")
                if word not in match.sentence:
                    fail(f"{language}: the sentence of {word} is {match.sentence!r}")
            corrected = tool.correct(text)
            wanted = text
            for word in expected:
                wanted = wanted.replace(word, found[word].replacements[0])
            if corrected != wanted:
                fail(f"{language}: correct() gave {corrected!r}, not {wanted!r}")
            # Spelling turned off through the client's own switch: no matches.
            tool.disable_spellchecking()
            if tool.check(text):
                fail(f"{language}: disable_spellchecking() left matches")
        finally:
            tool.close()


def check_languages_as_named(url):
    """Regional variants through the client, each checked with its own dictionary and
    named in the answer; a variant with no dictionary refused; `auto` detected."""
    import language_tool_python
    form = lambda language, text: urllib.parse.urlencode({"language": language, "text": text})
    variants = [
        ("en-GB", "The colour of the centre is grey; the organisation apologised.", "English (United Kingdom)",
         "Color", "colour"),
        ("de-CH", "Die Strasse ist gross und die Preise sind massvoll.", "German (Switzerland)",
         "The", "Strasse"),
    ]
    for language, text, name, foreign, native in variants:
        if not os.path.exists(f"/usr/share/hunspell/{language.replace('-', '_')}.dic"):
            # scripts/check-service.sh installs them where apt-get exists.
            if sys.platform.startswith("linux"):
                fail(f"{language}: the system has no dictionary for it")
            else:
                print(f"check-service: no system dictionary for {language}: skipping it", file=sys.stderr)
            continue
        tool = language_tool_python.LanguageTool(language, remote_server=url)
        try:
            matches = tool.check(text)
            if matches:
                fail(f"{language}: the client saw {[text[m.offset:m.offset + m.error_length] for m in matches]} in {text!r}")
        finally:
            tool.close()
        status, answer = request(url + "/v2/check", form(language, text), "application/x-www-form-urlencoded")
        if status != 200 or answer["language"]["name"] != name or answer["language"]["code"] != language:
            fail(f"{language}: the answer names {status} {answer and answer.get('language')}, not {name}")
        # The main region of the same language flags the variant's own spelling.
        main = {"en-GB": "en-US", "de-CH": "de-DE"}[language]
        status, answer = request(url + "/v2/check", form(main, native), "application/x-www-form-urlencoded")
        if status != 200 or len(answer["matches"]) != 1:
            fail(f"{main}: {native!r} gave {status} {answer}, not one misspelling")
    # A variant the machine has no dictionary for: 400 naming the ones there are.
    status, answer = request(url + "/v2/check", form("en-NZ", "colour"), "application/x-www-form-urlencoded")
    message = (answer or {}).get("error", {}).get("message", "")
    if status != 400 or "en_US" not in message or "en-NZ" not in message:
        fail(f"en-NZ: {status} {answer}, not a 400 naming the English dictionaries")
    # `auto`, as the client sends it by default: Spanish found, its words not flagged.
    spanish = "El perro corre por la playa mientras los niños juegan con la pelota."
    tool = language_tool_python.LanguageTool("auto", remote_server=url)
    try:
        if tool.check(spanish):
            fail("auto: a correct Spanish sentence got matches")
    finally:
        tool.close()
    status, answer = request(url + "/v2/check", form("auto", spanish), "application/x-www-form-urlencoded")
    detected = (answer or {}).get("language", {}).get("detectedLanguage", {})
    if status != 200 or detected.get("code") != "es-ES" or not 0 < detected.get("confidence", 0) <= 1:
        fail(f"auto: detected {detected}, not es-ES with a confidence")


def check_same_as_command_line(url, wordcheck):
    plays = [
        ("en_US", "agencies", "cease", []), ("en_US", "agencies", "ceasx", []), ("en_US", "agencies", "age", ["age"]),
        ("en_US", "agencies", "ag", []), ("en_US", "agencies", "agencies", []), ("en_US", "agencies", "gacen", []),
        ("es_ES", "camiones", "camión", []), ("es_ES", "camiones", "cosas", []), ("it_IT", "formaggio", "maggio", []),
        ("it_IT", "formaggio", "raggio", ["raggio"]),
    ]
    for language, root, word, used in plays:
        arguments = [wordcheck, "validate", word, "--root", root, "--lang", language, "--json"]
        if used:
            arguments += ["--used", *used]
        printed = subprocess.run(arguments, capture_output=True, text=True)
        status, served = request(url + "/api/v1/validate",
                                 json.dumps({"root": root, "word": word, "used": used, "language": language}))
        if status != 200 or served != json.loads(printed.stdout):
            fail(f"validate {word} from {root} ({language}): the service said {served}, the command line {printed.stdout.strip()}")
    for language, root in [("en_US", "gumdrops"), ("es_ES", "camiones"), ("it_IT", "formaggio")]:
        printed = subprocess.run([wordcheck, "solve", root, "--lang", language, "--json"], capture_output=True, text=True)
        status, served = request(url + "/api/v1/solve", json.dumps({"root": root, "language": language}))
        if status != 200 or served != json.loads(printed.stdout):
            fail(f"solve {root} ({language}): the service and the command line differ")


def check_schemathesis(url, spec):
    # Every check but positive_data_acceptance: a well-formed language code may name no
    # dictionary, which the description says is a 400.
    # Run from a temporary folder: schemathesis leaves its example database where it runs.
    import tempfile
    run = subprocess.run(["st", "run", os.path.abspath(spec), "--url", url, "--checks", "all",
                          "--exclude-checks", "positive_data_acceptance",
                          "--max-examples", "60", "--generation-deterministic"],
                         capture_output=True, text=True, timeout=900, cwd=tempfile.mkdtemp())
    if run.returncode != 0:
        fail("schemathesis found answers that break Server/openapi.json:\n" + run.stdout[-4000:])


def check_raw_abuse(url):
    host, port = url.removeprefix("http://").split(":")
    for raw in [b"NOT A REQUEST\r\n\r\n", b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
                b"POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000000\r\n\r\nlanguage=en"]:
        with socket.create_connection((host, int(port)), timeout=10) as connection:
            connection.sendall(raw)
            try:
                answer = connection.recv(4096)
            except socket.timeout:
                answer = b""
            if answer and not re.match(rb"HTTP/1\.1 4\d\d", answer):
                fail(f"{raw[:30]!r} got {answer[:60]!r}, not a 4xx")
    status, body = request(url + "/health")
    if status != 200:
        fail(f"after the raw requests, /health answered {status}")


def check_metrics(url):
    """/metrics parses with prometheus-client's own parser and counts the requests made."""
    from prometheus_client.parser import text_string_to_metric_families
    with urllib.request.urlopen(url + "/metrics", timeout=60) as response:
        text = response.read().decode()
    try:
        families = {family.name: family for family in text_string_to_metric_families(text)}
    except Exception as error:  # the parser raises ValueError and others on malformed text
        fail(f"/metrics does not parse as Prometheus text: {error}")
        return
    requests = families.get("wordcheck_http_requests")
    counted = sum(sample.value for sample in requests.samples if sample.name.endswith("_total")) if requests else 0
    if counted < 10 or "wordcheck_work_threads" not in families or "wordcheck_http_request_duration_seconds" not in families:
        fail(f"/metrics lacks the request counts or gauges: {sorted(families)[:12]}")


def metric_values(url):
    """The samples of /metrics without labels, by name (a plain parse: prometheus-client is not needed)."""
    with urllib.request.urlopen(url + "/metrics", timeout=60) as response:
        text = response.read().decode()
    values = {}
    for line in text.splitlines():
        fields = line.split()
        if len(fields) == 2 and not line.startswith("#") and "{" not in fields[0]:
            values[fields[0]] = float(fields[1])
    return values, text


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
    return 0


def check_dictionary_cap(wordcheck):
    """Only the allowed languages load (by default the bundled ones), and at most
    --max-dictionaries at once: a client naming every installed language in turn leaves
    the service within the cap, the least recently used let go, and its memory bounded."""
    form = lambda language: urllib.parse.urlencode({"language": language, "text": "word"})
    service = Service(wordcheck)
    try:
        status, answer = request(service.url + "/v2/check", form("en-GB"), "application/x-www-form-urlencoded")
        if status != 400 or "does not serve" not in (answer or {}).get("error", {}).get("message", ""):
            fail(f"a language not allowed: {status} {answer}, not 400 saying the service does not serve it")
        status, listed = request(service.url + "/v2/languages")
        if status != 200 or any(entry["longCode"] not in ("en-US", "es-ES", "it-IT") for entry in listed):
            fail(f"/v2/languages lists languages the service does not serve: {listed}")
    finally:
        service.stop()
    installed = sorted({os.path.basename(dic)[:-4] for folder in ("/usr/share/hunspell", "/usr/share/myspell")
                        for dic in glob.glob(folder + "/*.dic") if re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", os.path.basename(dic)[:-4])})
    cap = 4
    service = Service(wordcheck, "--allow-lang", "*", "--max-dictionaries", str(cap))
    try:
        start = resident_mib(service.process.pid)
        peak, refused = start, 0
        for round in range(2):
            for code in installed:
                status, _ = request(service.url + "/v2/check", form(code.replace("_", "-")), "application/x-www-form-urlencoded")
                refused += status != 200
                values, _ = metric_values(service.url)
                if values.get("wordcheck_dictionaries_loaded", cap + 1) > cap:
                    fail(f"{code}: {values.get('wordcheck_dictionaries_loaded')} dictionaries loaded, past --max-dictionaries {cap}")
                peak = max(peak, resident_mib(service.process.pid))
        values, text = metric_values(service.url)
        unloaded = values.get("wordcheck_dictionaries_unloaded_total", 0)
        if len(installed) > 1 and unloaded < 1:
            fail(f"{len(installed)} installed languages named twice, yet none was let go")
        if "wordcheck_dictionary_file_bytes{" not in text or "wordcheck_process_resident_memory_bytes" not in text:
            fail("/metrics lacks the dictionaries' bytes or the resident memory")
        print(f"check-service: {len(installed)} installed languages named twice with --max-dictionaries {cap}: "
              f"{refused} refused, {int(unloaded)} let go, resident {start} MiB at start, {peak} MiB at most", file=sys.stderr)
    finally:
        service.stop()


def check_one_byte_chunks(wordcheck):
    """A body sent as one-byte chunks, each written on its own, is read in time linear in
    its size, and /health, asked every 100 ms on other connections meanwhile, answers each
    time within a second (the audit's 200,000 chunks took 49.8 s and stalled /health)."""
    service = Service(wordcheck, "--log-level", "warning", "--read-timeout", "120")
    port = int(service.url.rsplit(":", 1)[1])
    health, stop = [], threading.Event()

    def poll():
        while not stop.is_set():
            started = time.monotonic()
            try:
                urllib.request.urlopen(service.url + "/health", timeout=10).read()
                health.append(time.monotonic() - started)
            except OSError:
                health.append(float("inf"))
            stop.wait(0.1)

    def send(size):
        text = ("the quick brown fox jumps over teh lazy dog " * (size // 44 + 1))[:size - 21]
        body = ("language=en-US&text=" + text).encode()
        with socket.create_connection(("127.0.0.1", port), timeout=120) as connection:
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            connection.sendall(b"POST /v2/check HTTP/1.1\r\nHost: wordcheck\r\nConnection: close\r\n"
                               b"Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n")
            started = time.monotonic()
            for byte in body:
                connection.sendall(b"1\r\n" + bytes([byte]) + b"\r\n")
            connection.sendall(b"0\r\n\r\n")
            answer = connection.recv(64)
            return time.monotonic() - started, answer

    poller = threading.Thread(target=poll, daemon=True)
    try:
        poller.start()
        (small, small_answer), (large, large_answer) = send(50_000), send(200_000)
    finally:
        stop.set()
        poller.join()
        service.stop()
    if not small_answer.startswith(b"HTTP/1.1 200") or not large_answer.startswith(b"HTTP/1.1 200"):
        fail(f"one-byte chunks: answered {small_answer[:20]!r} and {large_answer[:20]!r}, not 200")
    # Four times the chunks: linear is four times the time; the client's own writes dominate.
    if large > 30 or large > 8 * max(small, 0.25):
        fail(f"one-byte chunks: 50,000 took {small:.2f} s and 200,000 {large:.2f} s, not linear")
    if not health or max(health) > 1:
        fail(f"/health answered in {max(health, default=float('inf')):.2f} s at worst while a body came in one-byte chunks")
    print(f"check-service: 50,000 and 200,000 one-byte chunks in {small:.2f} and {large:.2f} s; "
          f"/health at worst {max(health):.2f} s over {len(health)} polls", file=sys.stderr)


def check_refusals_at_start(wordcheck, url):
    """Bad options, a missing dictionary and a busy port: one line each, and their exit status."""
    port = url.rsplit(":", 1)[1]
    for arguments, status, pattern in [
        (["--lang", "xx_YY"], 66, r"no dictionary|dictionary.*not found"),
        (["--lang", "../etc"], 64, r"language"),
        (["--port", "70000"], 64, r"--port"),
        (["--max-body", "0"], 64, r"--max-body"),
        (["--port", port], 69, r"cannot serve on 127\.0\.0\.1:" + port),
    ]:
        try:
            run = subprocess.run([wordcheck, "serve", *arguments], capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            fail(f"serve {' '.join(arguments)} did not stop")
            continue
        lines = [line for line in run.stderr.splitlines() if "Usage:" not in line and "--help" not in line and line.strip()]
        if run.returncode != status or not lines or not re.search(pattern, lines[0]) or len(lines) > 1:
            fail(f"serve {' '.join(arguments)} exited {run.returncode} (not {status}) with: {run.stderr.strip()[:300]}")


def check_graceful_shutdown(wordcheck):
    """SIGTERM arrives while a request is in flight: its headers and half its body are
    sent, then the signal, then the rest. The request must be answered in full, the
    process must exit 0, and new connections must then be refused."""
    service = Service(wordcheck, "--log-level", "warning")
    host, port = service.url.removeprefix("http://").split(":")
    words = " ".join("zqx" + "".join(chr(97 + int(d)) for d in str(n)) if n % 3 == 0 else "word" for n in range(300))
    body = urllib.parse.urlencode({"language": "en-US", "text": words}).encode()
    head = (f"POST /v2/check HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    answer = b""
    with socket.create_connection((host, int(port)), timeout=60) as connection:
        connection.sendall(head + body[:len(body) // 2])
        time.sleep(0.5)
        service.process.send_signal(signal.SIGTERM)
        time.sleep(0.5)
        try:
            connection.sendall(body[len(body) // 2:])
            while chunk := connection.recv(65536):
                answer += chunk
        except OSError as error:
            fail(f"the request in flight at SIGTERM was cut off: {error}")
    try:
        code = service.process.wait(60)
    except subprocess.TimeoutExpired:
        service.process.kill()
        code = None
    status_line, _, rest = answer.partition(b"\r\n")
    payload = rest.partition(b"\r\n\r\n")[2]
    try:
        matches = len(json.loads(payload)["matches"])
    except (ValueError, KeyError):
        matches = None
    if not status_line.startswith(b"HTTP/1.1 200") or matches != 100:
        fail(f"the request in flight at SIGTERM was not answered in full: {status_line[:40]!r}, {matches} matches")
    if code != 0:
        fail(f"after SIGTERM the service exited {code}, not 0")
    try:
        request(service.url + "/health")
        fail("the service still answered after SIGTERM")
    except (urllib.error.URLError, ConnectionError):
        pass


def raw_request(host, port, path, body, extra=b""):
    return (f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\n").encode() + extra + b"\r\n" + body


def closed_within(connection, seconds):
    """Seconds until the service closed `connection` (reading and dropping what it sends), or None."""
    start = time.monotonic()
    connection.settimeout(0.2)
    while time.monotonic() - start < seconds:
        try:
            if not connection.recv(65536):
                return time.monotonic() - start
        except socket.timeout:
            continue
        except OSError:
            return time.monotonic() - start
    return None


def check_connection_limits(wordcheck):
    """Idle, slow-header and slow-body connections are closed by their timeouts; a flood
    of idle connections from one address (past its cap) leaves room for a new request;
    malformed chunked framing is a 400."""
    service = Service(wordcheck, "--log-level", "warning", "--idle-timeout", "1", "--read-timeout", "1",
                      "--max-connections-per-address", "16")
    host, port = service.url.removeprefix("http://").split(":")
    port = int(port)
    try:
        cases = {"an idle connection": b"",
                 "headers sent a byte at a time": b"POST /v2/check HTTP/1.1\r\nHost: x\r\nConte"}
        for name, sent in cases.items():
            with socket.create_connection((host, port), timeout=10) as connection:
                connection.sendall(sent)
                took = closed_within(connection, 5)
                if took is None or took > 3:
                    fail(f"{name} was not closed by the 1 s idle timeout (after {took} s)")
        with socket.create_connection((host, port), timeout=10) as connection:
            body = b"language=en&text=" + b"a" * 200
            connection.sendall(raw_request(host, port, "/v2/check", body)[:-150])
            start = time.monotonic()
            closed = None
            while time.monotonic() - start < 5 and closed is None:
                try:
                    connection.sendall(b"a")
                except OSError:
                    closed = time.monotonic() - start
                    break
                closed = closed_within(connection, 0.25)
                closed = None if closed is None else time.monotonic() - start
            if closed is None or closed > 3:
                fail(f"a body sent a byte at a time was not closed by the 1 s read timeout (after {closed} s)")
        flood = []
        try:
            for _ in range(64):
                flood.append(socket.create_connection((host, port), timeout=10))
            time.sleep(0.2)
            start = time.monotonic()
            status, _ = request(service.url + "/health")
            took = time.monotonic() - start
            if status != 200 or took > 2:
                fail(f"with 64 idle connections from the address, /health answered {status} in {took:.2f} s")
        finally:
            for connection in flood:
                connection.close()
        with socket.create_connection((host, port), timeout=10) as connection:
            connection.sendall(b"POST /v2/check HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                               b"Content-Type: application/x-www-form-urlencoded\r\n\r\nzz\r\nlanguage=en\r\n0\r\n\r\n")
            answer = connection.recv(4096)
            if not answer.startswith(b"HTTP/1.1 400"):
                fail(f"malformed chunks got {answer[:40]!r}, not 400")
    finally:
        service.stop()


def spell_status(url):
    """(status, Retry-After header) of one /api/v1/spell request."""
    req = urllib.request.Request(url + "/api/v1/spell", data=b'{"words": ["cease"]}', headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            return response.status, response.headers.get("Retry-After", "")
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Retry-After", "")


def check_bounded_work(wordcheck):
    """A check past its deadline answers the matches it found, the later ones without
    replacements, marked incomplete; with the one worker busy and no queue, 503 with
    Retry-After; a client that leaves stops its request's work."""
    # 900 distinct misspellings (under the 1,000 given replacements at most), each a real
    # word with two letters swapped: well over 50 ms of suggestions in all.
    words = [line.strip() for line in open("dictionaries/en_US/en_US.dic", encoding="utf-8").readlines()[1:]]
    words = [word.split("/")[0] for word in words if word[:1].islower()]
    words = sorted({w[0] + w[2] + w[1] + w[3:] for w in words[::40] if len(w) > 5 and w[1] != w[2]})[:900]
    heavy = urllib.parse.urlencode({"language": "en-US", "text": " ".join(words)})
    found = {}
    for limit in ["60000", "50"]:
        service = Service(wordcheck, "--log-level", "warning", "--max-check-time", limit)
        try:
            found[limit] = request(service.url + "/v2/check", heavy, "application/x-www-form-urlencoded")
        finally:
            service.stop()
    (whole_status, whole), (cut_status, cut) = found["60000"], found["50"]
    def without(answer):
        return sum(1 for match in (answer or {}).get("matches", []) if not match["replacements"])
    if (whole_status, cut_status) != (200, 200) or whole["warnings"]["incompleteResults"] \
            or not cut["warnings"]["incompleteResults"] or len(cut["matches"]) != len(whole["matches"]) \
            or without(cut) <= without(whole):
        fail(f"a check past its 50 ms deadline: {cut_status}, {len(cut.get('matches', []))} matches "
             f"({without(cut)} without replacements, against {without(whole)} without a deadline), "
             f"warnings {cut.get('warnings')}")
    service = Service(wordcheck, "--log-level", "warning", "--work-threads", "1", "--work-queue", "0", "--allow-lang", "de")
    try:
        # 40 misspelled German compounds (de_DE, which check-service.sh installs, has no
        # word list: libhunspell suggests, slowly): seconds of work, up to the 5 s deadline.
        german = [line.split("/")[0].strip() for line in open("/usr/share/hunspell/de_DE.dic", encoding="utf-8").readlines()[1:]]
        german = [word for word in german if word[:1].isupper() and word.isalpha() and 5 <= len(word) <= 9][::97]
        compounds = [german[i] + german[i + 1].lower() + "x" + german[i + 2].lower() for i in range(0, 120, 3)]
        busy = threading.Thread(target=request, args=(service.url + "/v2/check", urllib.parse.urlencode(
            {"language": "de-DE", "text": " ".join(compounds)}), "application/x-www-form-urlencoded"))
        busy.start()
        time.sleep(0.5)
        code, retry = spell_status(service.url)
        if code != 503 or retry != "1":
            fail(f"with the one worker busy and no queue, /api/v1/spell got {code}, Retry-After {retry!r}, not 503 and 1")
        busy.join(120)
    finally:
        service.stop()
    # A client that goes stops its work: with the one worker on the German check, the
    # client leaves, and the next request is answered at once, not when the check is done.
    service = Service(wordcheck, "--log-level", "warning", "--work-threads", "1", "--max-check-time", "60000")
    try:
        host, port = service.url.removeprefix("http://").split(":")
        heavy_body = urllib.parse.urlencode({"language": "de-DE", "text": " ".join(compounds)}).encode()
        request(service.url + "/v2/check", urllib.parse.urlencode({"language": "de-DE", "text": compounds[0]}),
                "application/x-www-form-urlencoded")  # loads de_DE
        start = time.monotonic()
        with socket.create_connection((host, int(port)), timeout=10) as connection:
            connection.sendall(raw_request(host, port, "/v2/check", heavy_body))
            time.sleep(0.5)
        left = time.monotonic()
        code, _ = spell_status(service.url)
        took = time.monotonic() - left
        if code != 200 or took > 2:
            fail(f"after a client left its German check, the next request took {took:.1f} s ({code}): the work went on")
    finally:
        service.stop()


def check_request_limits(wordcheck):
    """With --request-limit 3, a client's fourth request in the period gets 429 with
    Retry-After; /health is never limited."""
    service = Service(wordcheck, "--log-level", "warning", "--request-limit", "3", "--request-limit-period", "60")
    try:
        statuses = [request(service.url + "/api/v1/spell", '{"words": ["cease"]}')[0] for _ in range(3)]
        code, retry = spell_status(service.url)
        if code != 429 or not retry.isdigit() or not 1 <= int(retry) <= 60:
            fail(f"past the request limit: {code}, Retry-After {retry!r}")
        if statuses != [200, 200, 200] or request(service.url + "/health")[0] != 200:
            fail(f"within the request limit: {statuses}; /health must never be limited")
    finally:
        service.stop()


def check_chunked_byte_limit(wordcheck):
    """With --request-limit-bytes 2000, a chunked body (no Content-Length) is counted as it
    arrives: 1,500 bytes pass, and the next request's chunks past the limit get 429."""
    service = Service(wordcheck, "--log-level", "warning", "--request-limit-bytes", "2000", "--request-limit-period", "60")
    host, port = service.url.removeprefix("http://").split(":")

    def chunked(size):
        body = b'{"words": [' + b",".join([b'"cease"'] * ((size - 13) // 8)) + b"]}"
        pieces = [body[i:i + 300] for i in range(0, len(body), 300)]
        wire = b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"
        with socket.create_connection((host, int(port)), timeout=10) as connection:
            connection.sendall(b"POST /api/v1/spell HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + wire)
            answer = b""
            while chunk := connection.recv(65536):
                answer += chunk
        status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0
        return status, b"retry-after:" in answer.lower()

    try:
        first = chunked(1500)
        second = chunked(1500)
        if first != (200, False) or second != (429, True):
            fail(f"chunked bodies under a 2,000-byte limit: {first}, then {second} (want 200, then 429 with Retry-After)")
    finally:
        service.stop()


def check_stopping_with_stalled_and_large_answers(wordcheck):
    """SIGTERM with a stalled half-sent body: the process exits by the drain deadline.
    SIGTERM while a 6 MB answer is being written to a client that reads it late: it is
    received whole."""
    service = Service(wordcheck, "--log-level", "warning", "--drain-timeout", "2")
    host, port = service.url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as connection:
        connection.sendall(raw_request(host, port, "/v2/check", b"language=en&text=" + b"a" * 100)[:-50])
        time.sleep(0.3)
        start = time.monotonic()
        service.process.send_signal(signal.SIGTERM)
        try:
            service.process.wait(20)
            took = time.monotonic() - start
            if took > 6:
                fail(f"with a stalled body, the service took {took:.1f} s to exit after SIGTERM (drain deadline 2 s)")
        except subprocess.TimeoutExpired:
            service.process.kill()
            fail("with a stalled body, the service had not exited 20 s after SIGTERM (drain deadline 2 s)")
    service = Service(wordcheck, "--log-level", "warning", "--lang", "en_US")
    host, port = service.url.removeprefix("http://").split(":")
    body = urllib.parse.urlencode({"language": "en-US", "text": "A tset. " * 9000}).encode()
    connection = socket.socket()
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 65536)
    connection.connect((host, int(port)))
    connection.sendall(raw_request(host, port, "/v2/check", body))
    time.sleep(0.5)
    service.process.send_signal(signal.SIGTERM)
    time.sleep(1)
    chunks = []
    connection.settimeout(30)
    try:
        while chunk := connection.recv(1 << 20):
            chunks.append(chunk)
    except OSError as error:
        fail(f"reading a large answer after SIGTERM: {error}")
    connection.close()
    head, _, payload = b"".join(chunks).partition(b"\r\n\r\n")
    declared = re.search(rb"(?i)content-length: *([0-9]+)", head)
    if not declared or int(declared.group(1)) != len(payload) or len(payload) < 5_000_000:
        fail(f"a large answer being written at SIGTERM was cut: {len(payload)} bytes of "
             f"{declared.group(1).decode() if declared else '?'}")
    try:
        service.process.wait(30)
    except subprocess.TimeoutExpired:
        service.process.kill()
        fail("the service did not exit after writing its last answer")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wordcheck", required=True)
    parser.add_argument("--spec", required=True)
    parser.add_argument("--without-pypi", action="store_true", help="skip the checks that need PyPI's packages")
    options = parser.parse_args()

    # The variants check_languages_as_named asks for load on request: allowed here.
    service = Service(options.wordcheck, "--allow-lang", "en_GB", "de")
    try:
        if not options.without_pypi:
            check_language_tool_client(service.url)
            check_languages_as_named(service.url)
            check_schemathesis(service.url, options.spec)
        check_same_as_command_line(service.url, options.wordcheck)
        check_raw_abuse(service.url)
        if not options.without_pypi:
            check_metrics(service.url)
        check_refusals_at_start(options.wordcheck, service.url)
        if service.process.poll() is not None:
            fail(f"the service stopped during the checks: {''.join(service.lines[-5:])}")
    finally:
        service.stop()
    check_dictionary_cap(options.wordcheck)
    check_one_byte_chunks(options.wordcheck)
    check_graceful_shutdown(options.wordcheck)
    check_connection_limits(options.wordcheck)
    check_bounded_work(options.wordcheck)
    check_request_limits(options.wordcheck)
    check_chunked_byte_limit(options.wordcheck)
    check_stopping_with_stalled_and_large_answers(options.wordcheck)
    if failures:
        sys.exit(1)
    print("check-service: all checks passed", file=sys.stderr)


if __name__ == "__main__":
    import urllib.parse
    main()
