#!/usr/bin/env python3
"""Abuse against wordcheck-server for scripts/bench-server.sh, on loopback, for a time:

  idle N       N connections opened and left idle (reopened when the server closes them)
  slowloris N  N connections each sending a request's headers a byte a second
  slowbody N   N connections each sending a 1 MB body a byte a second
  heavy N      N clients looping /v2/check with 40 misspelled German compounds (de_DE,
               whose suggestions libhunspell makes, seconds each)

Usage: service-abuse.py MODE N PORT SECONDS
"""
import resource
import socket
import sys
import threading
import time
import urllib.parse
import urllib.request

mode, count, port, seconds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, count + 256)), hard))
deadline = time.monotonic() + seconds


def connect():
    try:
        return socket.create_connection(("127.0.0.1", port), timeout=5)
    except OSError:
        return None


def trickle(first, then):
    """Each connection sends `first` at once, then a byte of `then` a second; reopened when closed."""
    connections = [connect() for _ in range(count)]
    for connection in connections:
        if connection:
            connection.sendall(first)
    step = 0
    while time.monotonic() < deadline:
        for index, connection in enumerate(connections):
            try:
                if connection is None:
                    raise OSError
                if then:
                    connection.sendall(then[step % len(then):step % len(then) + 1])
            except OSError:
                connections[index] = connect()
                if connections[index]:
                    try:
                        connections[index].sendall(first)
                    except OSError:
                        connections[index] = None
        step += 1
        time.sleep(1)
    for connection in connections:
        if connection:
            connection.close()


if mode == "idle":
    trickle(b"", b"")
elif mode == "slowloris":
    trickle(b"POST /v2/check HTTP/1.1\r\n", b"X-Slow: " + b"a" * 100000)
elif mode == "slowbody":
    trickle(b"POST /v2/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            b"Content-Length: 1048576\r\n\r\nlanguage=en&text=", b"a" * 1048576)
elif mode == "heavy":
    german = [line.split("/")[0].strip() for line in open("/usr/share/hunspell/de_DE.dic", encoding="utf-8").readlines()[1:]]
    german = [word for word in german if word[:1].isupper() and word.isalpha() and 5 <= len(word) <= 9][::97]
    compounds = [german[i] + german[i + 1].lower() + "x" + german[i + 2].lower() for i in range(0, 120, 3)]
    body = urllib.parse.urlencode({"language": "de-DE", "text": " ".join(compounds)}).encode()

    def loop():
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}/v2/check", data=body), timeout=60).read()
            except OSError:
                time.sleep(0.1)

    threads = [threading.Thread(target=loop) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
else:
    sys.exit(f"service-abuse: unknown mode {mode}")
