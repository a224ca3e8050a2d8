"""Reads the words of a `.words` file, the word list SpellCheckingCore's `WordList` reads and
`wordcheck words build` (the Swift `WordListBuilder`) writes, for the scripts that check and
measure lists. It also describes the file format.

The file holds a minimal acyclic automaton (a DAWG) over the words' UTF-8 bytes, with a
frequency table and the case variants libhunspell accepts.

Layout (integers in the header are u32 little-endian; "number" in the body is an unsigned
LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last):

    0   8 bytes  magic "WCWORDS\\0"
    8   u32      format version (7)
    12  u32      number of words
    16  u32      number of edges (less than 2^22)
    20  u32      number of ranked words
    24  u32      bytes of case flags: (number of words + 3) / 4
    28  u32      checksum of every byte after the header (see checksum below), so
                 that damage to the table or the flags is caught as well as damage
                 to the graph
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
    88  edges    per edge, in order: its byte, then a number: bit 0 "a word ends here",
                 bit 1 "last edge of its node", bit 2 "the edge has a target", and
                 above them the target's distance: the index of the target node's first
                 edge minus the edge's own index minus 1. The root's edges come first;
                 every target is a node's first edge and lies after the edge that points
                 to it, so a walk always moves forward. The reader counts the words
                 below each edge itself (word numbers are positions in byte order).
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
                 1, as a byte, the bits most words have, a number, how many words have
                 others, and per such word, by ascending number, a number: 4 × (the gap
                 to the previous such word (the first counts from -1) minus 1) + its
                 bits. The writer takes the shorter.
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
                 KEY): what libhunspell does around its lookups, described in
                 SpellCheckingCore's SpellingRules

Nothing follows the rules.
"""
import struct

MAGIC = b"WCWORDS\0"
VERSION = 7
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


def edges(data):
    """The edges of a list's bytes, as (byte, ends a word, last of its node, target or 0)."""
    if data[:8] != MAGIC:
        raise ValueError("not a WordCheck word list")
    version, _, edge_count = struct.unpack_from("<III", data, 8)
    if version != VERSION:
        raise ValueError(f"format version {version}, where this script reads {VERSION}")
    found, offset = [], HEADER_SIZE
    for index in range(edge_count):
        byte = data[offset]
        value, offset = _number(data, offset + 1)
        target = index + 1 + (value >> 3) if value & 4 else 0
        found.append((byte, bool(value & 1), bool(value & 2), target))
    return found


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
    graph = edges(data)
    if struct.unpack_from("<I", data, 28)[0] != checksum(data[HEADER_SIZE:]):
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
