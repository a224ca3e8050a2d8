"""Open-loop load for scripts/bench-server.sh --open-loop: requests sent at a fixed rate
whether or not the earlier ones were answered, each timed from when it was due, so a
slow answer delays no later request and is counted whole (no coordinated omission).

    open-loop.py PORT WORKLOAD RATE SECONDS SEED WORDS_FILE DATA_FOLDER

WORKLOAD: check-typos (POST /v2/check, the 1 KB paragraph with three of its words replaced
by new typos of frequent dictionary words: a letter dropped, two swapped, or a keyboard
neighbour; never the same typo twice in a run), validate (POST /api/v1/validate, the
plays in turn) or suggest (POST /api/v1/suggest, three new typos). Prints one line:
offered achieved p50 p99 p999 errors late (milliseconds; `late` counts requests sent
more than 1 ms after they were due, which says the generator itself fell behind).
"""
import asyncio
import json
import random
import sys
import time
import urllib.parse

NEIGHBOURS = {
    "a": "qwsz", "b": "vghn", "c": "xdfv", "d": "serfcx", "e": "wsdr", "f": "drtgvc", "g": "ftyhbv",
    "h": "gyujnb", "i": "ujko", "j": "huikmn", "k": "jiolm", "l": "kop", "m": "njk", "n": "bhjm",
    "o": "iklp", "p": "ol", "q": "wa", "r": "edft", "s": "awedxz", "t": "rfgy", "u": "yhji", "v": "cfgb",
    "w": "qase", "x": "zsdc", "y": "tghu", "z": "asx",
}


class Typos:
    """Seeded typos of dictionary words, never one twice."""

    def __init__(self, words, seed):
        self.words = words
        self.random = random.Random(seed)
        self.seen = set()

    def next(self):
        while True:
            word = self.random.choice(self.words)
            at = self.random.randrange(1, len(word) - 1)
            kind = self.random.randrange(3)
            if kind == 0:
                made = word[:at] + word[at + 1:]
            elif kind == 1:
                made = word[:at] + word[at + 1] + word[at] + word[at + 2:]
            else:
                made = word[:at] + self.random.choice(NEIGHBOURS.get(word[at], "e")) + word[at + 1:]
            if made != word and made not in self.seen:
                self.seen.add(made)
                return made


def bodies(workload, count, seed, words_file, folder):
    """`count` request bodies (path, content type, bytes), made before the clock starts."""
    words = []
    with open(words_file, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            word = line.split("/", 1)[0].strip()
            if len(word) >= 5 and word.isascii() and word.isalpha() and word.islower():
                words.append(word)
    typos = Typos(words, seed)
    made = []
    if workload == "validate":
        plays = [line.strip() for line in open(f"{folder}/service-plays.jsonl") if line.strip()]
        for index in range(count):
            made.append(("/api/v1/validate", "application/json", plays[index % len(plays)].encode()))
        return made
    paragraph = open(f"{folder}/service-paragraph.txt").read().split("\n")[0]
    tokens = paragraph.split(" ")
    # Three places of the paragraph that hold plain words, the same in every request.
    places = [index for index, token in enumerate(tokens) if token.isalpha() and len(token) >= 4][:3]
    for _ in range(count):
        if workload == "suggest":
            body = json.dumps({"words": [typos.next() for _ in range(3)], "limit": 5}).encode()
            made.append(("/api/v1/suggest", "application/json", body))
        else:
            changed = list(tokens)
            for place in places:
                changed[place] = typos.next()
            text = " ".join(changed)
            body = urllib.parse.urlencode({"language": "en-US", "text": text}).encode()
            made.append(("/v2/check", "application/x-www-form-urlencoded", body))
    return made


async def exchange(reader, writer, path, kind, body):
    """Sends one request on a kept-alive connection and reads its answer's status."""
    writer.write(b"POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n"
                 % (path.encode(), kind.encode(), len(body)) + body)
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    await reader.readexactly(length)
    return status


async def run(port, requests, rate):
    latencies, errors, late = [], 0, 0
    idle = []
    start = time.perf_counter() + 0.2

    async def send(index, due):
        nonlocal errors
        connection = idle.pop() if idle else None
        try:
            if connection is None:
                connection = await asyncio.open_connection("127.0.0.1", port)
            status = await exchange(*connection, *requests[index])
            latencies.append(time.perf_counter() - due)
            if status != 200:
                errors += 1
            idle.append(connection)
        except (OSError, asyncio.IncompleteReadError, ValueError):
            errors += 1
            if connection is not None:
                connection[1].close()

    tasks = []
    for index in range(len(requests)):
        due = start + index / rate
        wait = due - time.perf_counter()
        if wait > 0:
            await asyncio.sleep(wait)
        elif wait < -0.001:
            late += 1
        tasks.append(asyncio.create_task(send(index, due)))
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    for _, writer in idle:
        writer.close()
    return latencies, errors, late, elapsed


def main():
    port, workload, rate, seconds, seed = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
    requests = bodies(workload, int(rate * seconds), seed, sys.argv[6], sys.argv[7])
    latencies, errors, late, elapsed = asyncio.run(run(port, requests, rate))
    ordered = sorted(latencies) or [0.0]

    def quantile(q):
        return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    print(f"{rate:.0f} {len(latencies) / elapsed:.0f} {quantile(0.5):.2f} {quantile(0.99):.2f} {quantile(0.999):.2f} {errors} {late}")


if __name__ == "__main__":
    main()
