"""Reads the words of a `.words` file, the word list SpellCheckingCore's `WordList` reads and
`wordcheck words build` (the Swift `WordListBuilder`) writes, for the scripts that check and
measure lists. It also describes the file format.

The file holds a minimal acyclic automaton (a DAWG) over the words' UTF-8 bytes, with a
frequency table and the case variants libhunspell accepts.

Layout (integers in the header are u32 little-endian; "number" in the body is an unsigned
LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last):

    0   8 bytes  magic "WCWORDS\\0"
    8   u32      format version (9)
    12  u32      number of words
    16  u32      number of edges (less than 2^22)
    20  u32      number of ranked words
    24  u32      bytes of case flags: (number of words + 3) / 4
    28  u32      checksum of every byte after it, from offset 32 to the end (see
                 checksum below), so that damage to the table, the flags or the
                 digest that binds the list to its dictionary is caught as well as
                 damage to the graph
    32  32 bytes the digest of the dictionary the list was made from:
                 SHA-256 of the .aff file's length (u64), the .aff and the .dic
    64  u32      properties: bit 0, every word of letters alone that libhunspell
                 accepts is listed or a case variant of a listed word; bit 1, the same
                 for words of letters and ASCII apostrophes (set only with bit 0)
    68  u32      number of unsuggested words
    72  u32      bytes of the extra words (0 for none)
    76  u32      bytes of the rules
    80  u32      bytes of the compound parts (0 for none)
    84  u32      bytes of the words of compound rules (0 for none)
    88  edges    two prefix-code tables, then a number, the bytes of a stream of bits,
                 and the stream (bits fill each byte from its lowest bit; unused bits of
                 the last byte are 0). A table is a number, how many symbols it codes,
                 then per symbol by ascending value the gap to the previous symbol (the
                 first counts from -1) minus 1 and a byte, its code's length (1 to 24
                 bits). Codes are canonical: by length, then by symbol, each code the
                 previous one plus 1, shifted left when the length grows; a code is
                 written from its highest bit. Per edge, in order, the stream holds the
                 code of its kind (first table): its byte, plus 256 if a word ends here,
                 512 if it is the last edge of its node, and 1024 times where its target
                 is: 0 none, 1 the node that starts right after the edge's own node, 2
                 elsewhere. For elsewhere, the code of a target symbol (second table)
                 follows: 32 + the index of the target node's first edge, or a distance
                 class c from 0 to 22, the bit length of the distance (the target's
                 index minus the edge's own minus 1), followed, when c > 1, by the
                 distance's c - 1 bits below its top bit, the lowest first. The root's
                 edges come first; every target is a node's first edge and lies after
                 the edge that points to it, so a walk always moves forward. The reader
                 counts the words below each edge itself (word numbers are positions in
                 byte order).
    ...  ranks   when there are ranked words: a number, the least frequency; a byte
                 saying how the ranked words' numbers are written, then those numbers:
                 0, per ranked word by ascending number, the gap to the previous ranked
                 number (the first counts from -1) minus 1; 1, a bitmap of (number of
                 words + 7) / 8 bytes (word n: byte n / 8, bit n % 8), no bit set past
                 the last word. The writer takes the shorter. Then per ranked word, by
                 ascending number, its frequency minus the least: one byte below 255,
                 or 255 and a number, the rest above 255. A frequency is 100 ×
                 wordfreq's Zipf value
    ...  case flags  two bits per word: bit 0, libhunspell accepts the word with its
                 first letter in capitals; bit 1, it accepts the word in capitals. A byte
                 says how they are written: 0, as (number of words + 3) / 4 bytes by
                 number (word n: byte n / 4, bits 2 × (n % 4) and up, unused bits 0);
                 1, as a byte, the bits most words have; 2, as runs: a number, how many
                 runs, and per run, in order, a number, its words (at least 1; the runs'
                 words add up to the number of words), and a byte, the bits most of them
                 have (the writer makes a run of the words that begin with one byte).
                 After 1 or 2, a number, how many words have other bits than their run's
                 (in 1, a single run of every word), and per such word, by ascending
                 number, a number: 4 × (the gap to the previous such word (the first
                 counts from -1) minus 1) + its bits. The writer takes the shortest.
    ...  unsuggested  per word a suggestion must never offer (every form of a stem
                 marked NOSUGGEST), by ascending number: the gap to the previous minus 1
    ...  extra words  a word list of its own in this format (no extras, no rules, no parts):
                 spellings the dictionary accepts that are neither listed nor case
                 variants of listed words (the capitals of mixed-case names, and elided
                 forms as body + NUL + the number of a set of elision prefixes)
    ...  compound parts  for a compounding dictionary whose non-compounds the list can
                 tell (SpellCheckingCore's CompoundParts): a word list of its own in this
                 format (no extras, no rules, no parts) of the forms the dictionary's
                 rules make, in lower case with ß as ss, that are then ASCII and Latin-1
                 letters alone and that no listed word of such letters folds to. Its
                 properties hold the fewest characters a part of a compound has
                 (COMPOUNDMIN, bits 0-15) and, in bit 16, SIMPLIFIEDTRIPLE (a part that
                 ends in a doubled letter may share it with the next)
    ...  words of compound rules  a word list of its own in this format (no extras,
                 no rules, no parts), an entry per COMPOUNDPART line of the rules: the
                 word, NUL and its flags. The writer moves the lines here, where the
                 words share their prefixes and endings (90,000 in Swedish)
    ...  rules   UTF-8 lines, one directive each (BREAK, ICONV, MAXBYTES, COMPOUNDMIN,
                 COMPOUNDRULE, COMPOUNDPART, ELISION, FOLDAPOSTROPHE, COMPLETE, REP, MAP,
                 KEY, PHONE): what libhunspell does around its lookups, described in
                 SpellCheckingCore's SpellingRules

Nothing follows the rules.
"""
import struct

MAGIC = b"WCWORDS\0"
VERSION = 9
HEADER_SIZE = 88


def _number(data, offset):
    """The LEB128 number at `offset` and the offset after it."""
    value, shift = 0, 0
    while True:
        byte = data[offset]
        offset += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, offset
        shift += 7


class _Bits:
    """The bits of a stream, the lowest of each byte first."""

    def __init__(self, data):
        self.data, self.position = data, 0

    def bit(self):
        value = self.data[self.position >> 3] >> (self.position & 7) & 1
        self.position += 1
        return value

    def value(self, count):
        return sum(self.bit() << shift for shift in range(count))


def _table(data, offset):
    """A canonical prefix code's table at `offset`: (counts by length, symbols in code order), offset after."""
    count, offset = _number(data, offset)
    entries, previous = [], -1
    for _ in range(count):
        gap, offset = _number(data, offset)
        previous += gap + 1
        entries.append((data[offset], previous))
        offset += 1
    entries.sort()
    counts = [0] * 25
    for length, _ in entries:
        counts[length] += 1
    return (counts, [symbol for _, symbol in entries]), offset


def _symbol(code, bits):
    counts, symbols = code
    value = first = index = 0
    for length in range(1, 25):
        value |= bits.bit()
        if value - first < counts[length]:
            return symbols[index + value - first]
        index += counts[length]
        first = (first + counts[length]) << 1
        value <<= 1
    raise ValueError("a code that is not in its table")


def edges(data):
    """The edges of a list's bytes, as (byte, ends a word, last of its node, target or 0)."""
    if data[:8] != MAGIC:
        raise ValueError("not a WordCheck word list")
    version, _, edge_count = struct.unpack_from("<III", data, 8)
    if version != VERSION:
        raise ValueError(f"format version {version}, where this script reads {VERSION}")
    kinds, offset = _table(data, HEADER_SIZE)
    targets, offset = _table(data, offset)
    size, offset = _number(data, offset)
    bits = _Bits(data[offset:offset + size])
    found, waiting = [], []
    for index in range(edge_count):
        kind = _symbol(kinds, bits)
        target = 0
        if kind >> 10 == 1:
            waiting.append(index)
        elif kind >> 10 == 2:
            symbol = _symbol(targets, bits)
            if symbol >= 32:
                target = symbol - 32
            else:
                distance = symbol if symbol < 2 else 1 << (symbol - 1) | bits.value(symbol - 1)
                target = index + 1 + distance
        found.append([kind & 0xFF, bool(kind & 256), bool(kind & 512), target])
        if kind & 512:
            for waiter in waiting:
                found[waiter][3] = index + 1
            waiting = []
    return [tuple(edge) for edge in found]


def checksum(data):
    """The list's checksum of its bytes from offset 32 on (SpellCheckingCore's WordList.checksum): FNV-1a's
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
    graph = edges(data)
    if struct.unpack_from("<I", data, 28)[0] != checksum(data[32:]):
        raise ValueError("the list's checksum does not match its contents")
    words = []
    stack = [(0, b"")] if graph else []
    while stack:
        index, prefix = stack.pop()
        byte, final, last, target = graph[index]
        word = prefix + bytes([byte])
        if not last:
            stack.append((index + 1, prefix))
        if target:
            stack.append((target, word))
        if final:
            words.append(word.decode("utf-8"))
    return words
