"""Writes a word list as the `.words` file that SpellChecking's `WordList` reads:
a minimal acyclic automaton (a DAWG) over the words' UTF-8 bytes, with word
counts for numbering, a frequency table and the case variants libhunspell
accepts, in a few hundred kilobytes.

Layout (all integers little-endian):

    0   8 bytes  magic "WCWORDS\\0"
    8   u32      format version (4)
    12  u32      number of words
    16  u32      number of edges
    20  u32      number of ranked words
    24  u32      bytes of case flags: (number of words + 3) / 4
    28  u32      checksum of every byte after the header (see checksum below), so
                 that damage to the table or the flags is caught as well as damage
                 to the graph
    32  32 bytes the digest of the dictionary the list was made from:
                 SHA-256 of the .aff file's length (u64), the .aff and the .dic
    64  u32      properties: bit 0, every word of letters alone that libhunspell
                 accepts is listed or a case variant of a listed word (see
                 affixes.Affixes.closed_for_letter_words); bit 1, the same for
                 words of letters and ASCII apostrophes (set only with bit 0)
    68  u32      number of unsuggested words
    72  u32      bytes of the extra words (format 4; 0 for none)
    76  u32      bytes of the rules (format 4)
    80  edges    one u32 pair per edge:
                   first:  bits 0-7 the byte, bit 8 "a word ends here",
                           bit 9 "last edge of its node", bits 10-31 the
                           index of the target node's first edge (0: none)
                   second: how many words start with the bytes up to and
                           including this edge
                 The root's edges come first; every target is a node's first
                 edge and lies after the edge that points to it, so a walk
                 always moves forward.
    ...  u32 × ranked   the numbers of the ranked words, ascending (a word's
                        number is its position in byte order)
    ...  u16 × ranked   their frequency, as 100 × wordfreq's Zipf value
    ...  case flags     two bits per word, by number (word n: byte n / 4, bits
                        2 × (n % 4) and up): bit 0, libhunspell accepts the word
                        with its first letter in capitals; bit 1, it accepts the
                        word in capitals. Set only for words of "simple case"
                        (see simple_case below) whose variant differs.
    ...  u32 × unsuggested  the numbers of the words a suggestion must never
                        offer (every form of a stem marked NOSUGGEST), ascending
    ...  extra words    a word list of its own in this format (no extras, no rules):
                        spellings the dictionary accepts that are neither listed nor case
                        variants of listed words (the capitals of mixed-case names, and
                        elided forms as body + NUL + the number of a set of elision
                        prefixes); SpellCheckingCore's WordList.Extras reads them
    ...  rules          UTF-8 lines, one directive each (BREAK, ICONV, MAXBYTES,
                        COMPOUNDMIN, COMPOUNDRULE, COMPOUNDPART, ELISION, FOLDAPOSTROPHE,
                        COMPLETE, REP,
                        MAP, KEY): what libhunspell does around its lookups, described in
                        SpellCheckingCore's SpellingRules
"""
import struct

MAGIC = b"WCWORDS\0"
VERSION = 4
HEADER_SIZE = 80
CLOSED_FOR_LETTER_WORDS = 1
CLOSED_FOR_APOSTROPHE_WORDS = 2
MAX_TARGET = (1 << 22) - 1


class _State:
    __slots__ = ("edges", "final", "count", "first_edge")

    def __init__(self):
        self.edges = {}
        self.final = False


def build(words):
    """The root of the minimal automaton for `words` (bytes, sorted, unique)."""
    root = _State()
    register = {}
    path = []  # (parent, byte, child) along the previous word, not yet minimised

    def minimise(down_to):
        while len(path) > down_to:
            parent, byte, child = path.pop()
            key = (child.final, tuple((b, id(s)) for b, s in sorted(child.edges.items())))
            known = register.get(key)
            if known is None:
                register[key] = child
            else:
                parent.edges[byte] = known

    previous = b""
    for word in words:
        if word <= previous and previous:
            raise ValueError("words must be sorted and unique")
        shared = 0
        while shared < min(len(word), len(previous)) and word[shared] == previous[shared]:
            shared += 1
        minimise(shared)
        state = path[-1][2] if path else root
        for byte in word[shared:]:
            child = _State()
            state.edges[byte] = child
            path.append((state, byte, child))
            state = child
        state.final = True
        previous = word
    minimise(0)
    return root


def source_digest(aff, dic):
    """The digest a list records of the dictionary it was made from (the bytes of its two files)."""
    import hashlib
    return hashlib.sha256(struct.pack("<Q", len(aff)) + aff + dic).digest()


def simple_case(word):
    """Whether every character of `word` is ASCII or a Latin-1 letter whose other case is
    0x20 away (not ß, ÿ, × or ÷): the words whose case variants SpellChecking computes."""
    return all(ord(c) < 0x80 or (0xC0 <= ord(c) <= 0xFE and ord(c) not in (0xD7, 0xDF, 0xF7)) for c in word)


def upper_char(c):
    o = ord(c)
    return chr(o - 0x20) if (0x61 <= o <= 0x7A or 0xE0 <= o <= 0xFE) and o != 0xF7 else c


def capitalised(word):
    """`word` with its first character in capitals (for simple_case words)."""
    return upper_char(word[0]) + word[1:] if word else word


def in_capitals(word):
    """`word` in capitals (for simple_case words)."""
    return "".join(upper_char(c) for c in word)


def serialise(root, ranked, case_flags, digest, properties, unsuggested=(), extras=b"", rules=""):
    """The file's bytes. `ranked` maps word numbers to Zipf frequencies, `case_flags`
    word numbers to their two case bits, `digest` is source_digest's 32 bytes,
    `properties` the header's property bits, `unsuggested` the numbers of the words
    never to suggest, `extras` the bytes of the extra words' list (serialise's output for
    them), `rules` the rules' text."""
    order = []  # states in topological order (parents first)
    seen = set()

    def visit(state):
        seen.add(id(state))
        for _, child in sorted(state.edges.items()):
            if id(child) not in seen:
                visit(child)
        order.append(state)

    visit(root)
    order.reverse()
    # Count words below each state, children before parents.
    for state in reversed(order):
        state.count = int(state.final) + sum(child.count for child in state.edges.values())
    next_edge = 0
    for state in order:
        state.first_edge = next_edge if state.edges else 0
        next_edge += len(state.edges)
    if next_edge > MAX_TARGET:
        raise ValueError(f"{next_edge} edges: more than the format's {MAX_TARGET}")

    edges = bytearray()
    for state in order:
        items = sorted(state.edges.items())
        for position, (byte, child) in enumerate(items):
            packed = byte | (child.final << 8) | ((position == len(items) - 1) << 9) | (child.first_edge << 10)
            edges += struct.pack("<II", packed, child.count)
    numbers = sorted(ranked)
    flag_bytes = (root.count + 3) // 4
    table = struct.pack(f"<{len(numbers)}I", *numbers) + struct.pack(f"<{len(numbers)}H", *(ranked[n] for n in numbers))
    flags = bytearray(flag_bytes)
    for number, bits in case_flags.items():
        flags[number // 4] |= (bits & 3) << (2 * (number % 4))
    hidden = sorted(set(unsuggested))
    rule_bytes = rules.encode("utf-8")
    body = bytes(edges) + table + bytes(flags) + struct.pack(f"<{len(hidden)}I", *hidden) + extras + rule_bytes
    header = (MAGIC + struct.pack("<IIIIII", VERSION, root.count, next_edge, len(numbers), flag_bytes, checksum(body))
              + digest + struct.pack("<IIII", properties, len(hidden), len(extras), len(rule_bytes)))
    assert len(header) == HEADER_SIZE and len(digest) == 32
    return header + body


def checksum(data):
    """The list's checksum of its own body (SpellCheckingCore's WordList.checksum): FNV-1a's
    multiply and xor over little-endian 64-bit words, the last padded with zeros, in four
    interleaved lanes, folded into one (starting from the body's length) and its halves xored."""
    prime, mask = 0x100000001B3, (1 << 64) - 1
    lanes = [0xCBF29CE484222325 ^ lane for lane in range(4)]
    padded = data + bytes(-len(data) % 8)
    for index, (word,) in enumerate(struct.iter_unpack("<Q", padded)):
        lane = index % 4
        lanes[lane] = ((lanes[lane] ^ word) * prime) & mask
    folded = len(data)
    for lane in lanes:
        folded = ((folded ^ lane) * prime) & mask
    return (folded ^ (folded >> 32)) & 0xFFFFFFFF


def read(data):
    """The words of a `.words` file's bytes, in byte order (for checks; the library reads them in Swift)."""
    if data[:8] != MAGIC:
        raise ValueError("not a WordCheck word list")
    version, _, edge_count, _ = struct.unpack_from("<IIII", data, 8)
    if version != VERSION:
        raise ValueError(f"format version {version}")
    edges = struct.unpack_from(f"<{2 * edge_count}I", data, HEADER_SIZE)[::2]
    words = []
    stack = [(0, b"")] if edge_count else []
    while stack:
        index, prefix = stack.pop()
        edge = edges[index]
        word = prefix + bytes([edge & 0xFF])
        if not edge & (1 << 9):
            stack.append((index + 1, prefix))
        if edge >> 10:
            stack.append((edge >> 10, word))
        if edge & (1 << 8):
            words.append(word.decode("utf-8"))
    return words
