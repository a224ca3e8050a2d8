"""Malformed Hunspell dictionaries, made from a seed: the same seed gives the same
files on every machine.

Each case starts from one of a few valid dictionaries (small ones written here
that use every table Hunspell reads, and the bundled en_US and es_ES affix files
with a slice of their word lists) and breaks it in one to three ways: a
truncation, flipped bytes, an absurd count on a table or on the word count,
a line deleted, doubled or moved, invalid UTF-8, a NUL, an overlong line, a bad
alias reference, a broken flag, a table entry libhunspell never finishes with
(an empty MAP group, a REP/ICONV/OCONV pattern of anchors alone, a replacement
thousands of times its pattern), a .dic word copied thousands of times (or made
into copies by IGNORE). A fixed set of cases always comes first: the ones that
crashed or hung libhunspell in the audits (an AM alias used with a morphological
field, REP/MAP/... counts of 2^31, FIFOs, /dev/zero, 2 GB sparse files, MAP (),
ICONV _, 100,000 copies of one word).
"""
import os
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parents[3]

# Directives followed by a table whose size the first line announces.
TABLES = ["REP", "MAP", "BREAK", "ICONV", "OCONV", "PHONE", "COMPOUNDRULE", "CHECKCOMPOUNDPATTERN",
          "AF", "AM", "PFX", "SFX"]
ABSURD_COUNTS = ["0", "-1", "-2147483648", "2147483647", "2147483648", "4294967296", "1000000000",
                 "268435456", "99999999999999999999", "x", "", "1e9", "+5", "0x10", "65536", "32768"]

SMALL_UTF8_AFF = """\
SET UTF-8
TRY esianrtolcdugmphbyfvkwzESIANRTOLCDUGMPHBYFVKWZ'
WORDCHARS 0123456789'
KEY qwertyuiop|asdfghjkl|zxcvbnm
REP 3
REP a ei
REP ei a
REP f ph
MAP 2
MAP aàâ
MAP eéè
BREAK 2
BREAK -
BREAK ^-
ICONV 1
ICONV ’ '
OCONV 1
OCONV ' ’
PHONE 2
PHONE AH(AEIOUY)-^ *H
PHONE GH(AEIOUY) K
COMPOUNDMIN 2
COMPOUNDFLAG X
ONLYINCOMPOUND O
COMPOUNDRULE 2
COMPOUNDRULE n*1t
COMPOUNDRULE n*mp
CHECKCOMPOUNDPATTERN 1
CHECKCOMPOUNDPATTERN o e
KEEPCASE K
FORBIDDENWORD F
NOSUGGEST N
NEEDAFFIX Y
CIRCUMFIX Z
PFX A Y 2
PFX A 0 re .
PFX A 0 un [^u]
SFX B Y 3
SFX B 0 s [^sxzhy]
SFX B y ies [^aeiou]y
SFX B 0 es [sxzh]
SFX C N 1
SFX C 0 ed/B .
"""
SMALL_UTF8_DIC = """\
14
work/ABC
walk/ABC
city/B
play/ABX
café/B
ball/X
foot/X
NASA/K
bad/F
house/N
1/n1
2/n1
0th/pt
1st/p
"""

LONG_FLAGS_AFF = """\
SET ISO8859-1
FLAG long
AF 3
AF AaBb
AF Bb
AF CcAa
AM 3
AM po:noun
AM po:verb
AM po:adj
PFX Bb Y 1
PFX Bb 0 re . 2
SFX Aa Y 2
SFX Aa 0 s [^s] 1
SFX Aa 0 es s 1
SFX Cc Y 1
SFX Cc 0 ly . 3
"""
LONG_FLAGS_DIC = "5\nwork/1 1\nwalk/2 2\ncaf\xe9/1 1\nquick/3 3\nbus/1\n".encode("latin-1")

NUM_FLAGS_AFF = """\
SET UTF-8
FLAG num
SFX 101 Y 1
SFX 101 0 s .
PFX 7 Y 1
PFX 7 0 re .
SFX 65000 N 1
SFX 65000 0 ing .
"""
NUM_FLAGS_DIC = "4\nwork/101,7,65000\nwalk/101\nniño/101,7\nrun/65000\n"


def bases():
    """(name, aff bytes, dic bytes, encoding) of each valid starting point."""
    result = [
        ("small-utf8", SMALL_UTF8_AFF.encode(), SMALL_UTF8_DIC.encode(), "utf-8"),
        ("long-flags", LONG_FLAGS_AFF.encode("latin-1"), LONG_FLAGS_DIC, "latin-1"),
        ("num-flags", NUM_FLAGS_AFF.encode(), NUM_FLAGS_DIC.encode(), "utf-8"),
    ]
    for name in ("en_US", "es_ES"):
        aff = (ROOT / "dictionaries" / name / f"{name}.aff").read_bytes()
        lines = (ROOT / "dictionaries" / name / f"{name}.dic").read_bytes().split(b"\n")[1:]
        picked = [line for line in lines[::max(1, len(lines) // 300)] if line][:300]
        dic = str(len(picked)).encode() + b"\n" + b"\n".join(picked) + b"\n"
        result.append((name, aff, dic, "utf-8" if b"SET UTF-8" in aff else "latin-1"))
    return result


def words_to_check(dic, encoding):
    """Words to ask about: the stems of the base dictionary and a few of their forms."""
    words = []
    for line in dic.split(b"\n")[1:]:
        stem = line.split(b"/")[0].split(b"\t")[0].split(b" ")[0]
        try:
            word = stem.decode(encoding)
        except UnicodeDecodeError:
            continue
        if word and word.isprintable() and "’" not in word:
            words += [word, word + "s", "re" + word, word.upper(), word.capitalize()]
    return list(dict.fromkeys(words))[:400]


# ---- Mutations. Each takes (rng, aff, dic) and returns (aff, dic, what).

def lines_of(data):
    return data.split(b"\n")


def truncate(rng, aff, dic):
    if rng.random() < 0.5:
        cut = rng.randrange(len(aff) + 1)
        return aff[:cut], dic, f"aff truncated at {cut}"
    cut = rng.randrange(len(dic) + 1)
    return aff, dic[:cut], f"dic truncated at {cut}"


def flip_bytes(rng, aff, dic):
    which = rng.choice(["aff", "dic"])
    data = bytearray(aff if which == "aff" else dic)
    if not data:
        return aff, dic, "nothing to flip"
    count = rng.randint(1, 8)
    for _ in range(count):
        data[rng.randrange(len(data))] = rng.choice([0, 0xFF, 0x80, 0xC3, 0x0A, 0x20, 0x2F, 0x5B, 0x5D, 0x2D,
                                                     0x3A, 0x09, rng.randrange(256)])
    return (bytes(data), dic, f"{count} bytes flipped in aff") if which == "aff" else (aff, bytes(data), f"{count} bytes flipped in dic")


def table_headers(lines):
    """Indexes of the lines that open a table (the directive and a count), and the directive."""
    found = []
    for index, line in enumerate(lines):
        fields = line.split()
        if not fields:
            continue
        name = fields[0].decode("latin-1")
        if name in ("PFX", "SFX") and len(fields) == 4:
            found.append((index, name, 3))
        elif name in TABLES and name not in ("PFX", "SFX") and len(fields) == 2 and fields[1].lstrip(b"-").isdigit():
            found.append((index, name, 1))
    return found


def absurd_count(rng, aff, dic):
    lines = lines_of(aff)
    headers = table_headers(lines)
    if not headers:
        return aff, dic, "no table to break"
    index, name, field = rng.choice(headers)
    fields = lines[index].split()
    old = int(fields[field]) if fields[field].lstrip(b"-").isdigit() else 1
    value = rng.choice(ABSURD_COUNTS + [str(old + rng.randint(1, 3)), str(max(0, old - 1))])
    fields[field] = value.encode()
    lines[index] = b" ".join(fields)
    return b"\n".join(lines), dic, f"{name} count {value!r} on aff line {index + 1}"


def absurd_word_count(rng, aff, dic):
    lines = lines_of(dic)
    value = rng.choice(ABSURD_COUNTS + ["50000000", "49999999", "1", str(len(lines) * 1000)])
    lines[0] = value.encode()
    return aff, b"\n".join(lines), f"dic word count {value!r}"


def edit_lines(rng, aff, dic):
    which = rng.choice(["aff", "dic"])
    lines = lines_of(aff if which == "aff" else dic)
    if len(lines) < 2:
        return aff, dic, "too short to edit"
    index = rng.randrange(len(lines))
    kind = rng.choice(["delete", "double", "move", "garbage", "header"])
    if kind == "delete":
        del lines[index]
    elif kind == "double":
        lines.insert(index, lines[index])
    elif kind == "move":
        lines.insert(rng.randrange(len(lines)), lines.pop(index))
    elif kind == "garbage":
        lines.insert(index, bytes(rng.randrange(1, 256) for _ in range(rng.randint(1, 40))))
    else:
        name = rng.choice(TABLES)
        count = rng.choice(ABSURD_COUNTS).encode()
        header = name.encode() + (b" Q Y " + count if name in ("PFX", "SFX") else b" " + count)
        lines.insert(index, header)
    data = b"\n".join(lines)
    return (data, dic, f"aff line {index + 1}: {kind}") if which == "aff" else (aff, data, f"dic line {index + 1}: {kind}")


def invalid_utf8(rng, aff, dic):
    bad = rng.choice([b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xff", b"\xc0\xaf", b"\xe2\x82", b"\xf4\x90\x80\x80"])
    which = rng.choice(["aff", "dic"])
    data = aff if which == "aff" else dic
    at = rng.randrange(len(data) + 1)
    data = data[:at] + bad + data[at:]
    return (data, dic, f"invalid UTF-8 {bad!r} in aff at {at}") if which == "aff" else (aff, data, f"invalid UTF-8 {bad!r} in dic at {at}")


def nul(rng, aff, dic):
    which = rng.choice(["aff", "dic"])
    data = aff if which == "aff" else dic
    at = rng.randrange(len(data) + 1)
    data = data[:at] + b"\0" + data[at:]
    return (data, dic, f"NUL in aff at {at}") if which == "aff" else (aff, data, f"NUL in dic at {at}")


def long_line(rng, aff, dic):
    size = rng.choice([300, 5000, 70000, 1_100_000])
    kind = rng.choice(["word", "flags", "condition", "strip", "rep"])
    if kind == "word":
        return aff, dic + b"a" * size + b"/A\n", f"dic word of {size} bytes"
    if kind == "flags":
        return aff, dic + b"word/" + b"AB" * (size // 2) + b"\n", f"dic flags of {size} bytes"
    if kind == "condition":
        return aff + b"\nSFX Q Y 1\nSFX Q 0 s " + b"[" * size + b"\n", dic, f"condition of {size} brackets"
    if kind == "strip":
        return aff + b"\nSFX Q Y 1\nSFX Q " + b"a" * size + b" s .\n", dic, f"strip of {size} bytes"
    return aff + b"\nREP 1\nREP " + b"a" * size + b" b\n", dic, f"REP pattern of {size} bytes"


def alias_references(rng, aff, dic):
    value = rng.choice([b"0", b"-1", b"4", b"99999", b"2147483648", b"po:x", b"", b"1x"])
    lines = lines_of(dic)
    if len(lines) < 2:
        return aff, dic, "no entry"
    index = rng.randrange(1, len(lines))
    word = lines[index].split(b"/")[0].split(b" ")[0] or b"word"
    if rng.random() < 0.5:
        lines[index] = word + b"/" + value
        what = f"dic line {index + 1}: flag alias {value!r}"
    else:
        lines[index] = word + b"/1 " + value
        what = f"dic line {index + 1}: morph alias {value!r}"
    return aff, b"\n".join(lines), what


def broken_flags(rng, aff, dic):
    value = rng.choice([b"65536", b"70000", b"-1", b"0", b"1,,2", b",", b"\xff\xfe", b"A", b"\xc3", b"99999999999"])
    mode = rng.choice([b"FLAG num", b"FLAG long", b"FLAG UTF-8", b"FLAG bogus"])
    return mode + b"\n" + aff, dic + b"word/" + value + b"\n", f"{mode.decode()} with flags {value!r}"


HOSTILE_FIELDS = [b"(", b")", b"((((", b"n*(", b"*", b"?", b"[", b"]", b"[^", b"^", b"$", b"-", b"<", b"_", b"__",
                  b"/", b"a/", b"/99999", b".", b"0", b"\\", b"\xff\xfe", b"\xc3", b"\xe2\x80", b"(((((((((a)))))))))",
                  b"A" * 300, b"(AB)(CD)*", b"{}", b"%s%n", b"0/0", b"!", b"\x01", b"()", b"a()b", b"^$", b"_ _",
                  b"a" * 5000, b"ab" * 40]


def anchors_only(rng, aff, dic):
    """A REP, ICONV, OCONV or MAP entry whose pattern is nothing but anchors or an empty group."""
    table, pattern = rng.choice([(b"REP", b"^"), (b"REP", b"$"), (b"REP", b"^$"), (b"ICONV", b"_"), (b"ICONV", b"__"),
                                 (b"OCONV", b"_"), (b"MAP", b"()"), (b"MAP", b"a()"), (b"MAP", b"(ab)()")])
    entry = table + b" " + pattern + (b"" if table == b"MAP" else b" x")
    return _with_table(aff, table, entry), dic, f"{table.decode()} entry {entry!r}"


def expansion(rng, aff, dic):
    """An ICONV or OCONV entry that turns a letter into hundreds or thousands of letters."""
    table = rng.choice([b"ICONV", b"OCONV"])
    size = rng.choice([9, 16, 100, 1000, 5000])
    entry = table + b" a " + b"a" * size
    extra = b"COMPOUNDFLAG X\n" if rng.random() < 0.5 else b""
    return extra + _with_table(aff, table, entry), dic, f"{table.decode()} a into {size} letters"


def _with_table(aff, table, entry):
    """`aff` with its `table` (replaced if there is one) holding `entry` alone."""
    lines = [line for line in lines_of(aff) if not (line.split() and line.split()[0] == table)]
    return b"\n".join(lines) + b"\n" + table + b" 1\n" + entry + b"\n"


def duplicates(rng, aff, dic):
    """One .dic word copied thousands of times, or made into copies by IGNORE, or far more words than the count."""
    lines = lines_of(dic)
    words = [line for line in lines[1:] if line.strip()] or [b"word"]
    word = rng.choice(words)
    kind = rng.choice(["copies", "ignore", "undercount"])
    if kind == "copies":
        copies = rng.choice([500, 5000, 20000, 100000])
        return aff, b"%d\n" % copies + (word + b"\n") * copies, f"{copies} copies of {word[:20]!r}"
    if kind == "ignore":
        variants = [b"wo" + bytes(b"xy"[number >> bit & 1] for bit in range(15)) + b"rd" for number in range(1 << 15)]
        return b"IGNORE xy\n" + aff, b"%d\n" % len(variants) + b"\n".join(variants) + b"\n", "32768 words that IGNORE makes one"
    many = [b"w%d" % number for number in range(rng.choice([20000, 600000]))]
    return aff, b"1\n" + b"\n".join(many) + b"\n", f"{len(many)} words announced as 1"


def table_content(rng, aff, dic):
    """Replaces a field of an entry of some table (or of KEY, TRY, IGNORE, WORDCHARS) with something odd."""
    lines = lines_of(aff)
    names = TABLES + ["KEY", "TRY", "IGNORE", "WORDCHARS", "COMPOUNDFLAG", "FORBIDDENWORD", "KEEPCASE", "NEEDAFFIX",
                      "COMPOUNDMIN", "MAXNGRAMSUGS", "MAXDIFF", "LANG", "SET", "FLAG"]
    candidates = [i for i, line in enumerate(lines) if line.split() and line.split()[0].decode("latin-1") in names]
    if not candidates:
        return aff, dic, "no table entry"
    index = rng.choice(candidates)
    fields = lines[index].split()
    position = rng.randrange(1, len(fields) + 1)
    value = rng.choice(HOSTILE_FIELDS)
    if position < len(fields):
        fields[position] = value
    else:
        fields.append(value)
    lines[index] = b" ".join(fields)
    return b"\n".join(lines), dic, f"aff line {index + 1}: field {position} is {value[:12]!r}"


MUTATIONS = [table_content, table_content, truncate, flip_bytes, absurd_count, absurd_count, absurd_word_count, edit_lines, edit_lines,
             invalid_utf8, nul, long_line, alias_references, broken_flags, anchors_only, expansion, duplicates]


def fixed_cases():
    """(name, aff, dic, what): the audit's crashes and hangs, always included."""
    cases = [("am-morph-field", b"AM 1\nAM po:noun\n", b"1\nwork po:verb\n", "AM alias with a morphological field in the dic")]
    for table in TABLES:
        for count in ["2147483647", "1000000000", "268435456", "2147483648"]:
            header = f"{table} A Y {count}" if table in ("PFX", "SFX") else f"{table} {count}"
            cases.append((f"{table.lower()}-{count}", f"SET UTF-8\n{header}\n".encode(), b"1\nwork\n",
                          f"{header} with nothing after it"))
    cases.append(("dic-count-huge", b"SET UTF-8\n", b"49999999\nwork\n", "dic word count 49999999 for one word"))
    # The second audit's: each crashed, hung or took minutes in libhunspell.
    cases.append(("map-empty-group", b"SET UTF-8\nMAP 1\nMAP ()\n", b"1\nwork\n", "MAP () (an empty group)"))
    for table in ("ICONV", "OCONV"):
        cases.append((f"{table.lower()}-underscore", f"SET UTF-8\n{table} 1\n{table} _ x\n".encode(), b"1\nwork\n",
                      f"{table} _ x (an empty pattern)"))
    cases.append(("rep-anchors", b"SET UTF-8\nREP 1\nREP ^$ x\n", b"1\nwork\n", "REP ^$ x (an empty pattern)"))
    cases.append(("iconv-expansion", b"SET UTF-8\nCOMPOUNDFLAG X\nICONV 1\nICONV a " + b"a" * 5000 + b"\n",
                  b"1\nwork/X\n", "ICONV a into 5000 letters"))
    cases.append(("dic-copies", b"SET UTF-8\n", b"100000\n" + b"work\n" * 100000, "100000 copies of one word"))
    # The fourth audit's: a MAP line of 88 KB made WordCheck's own suggester take a minute
    # (quadratic in the group's size); each suggestion table, huge, must cost in proportion
    # to its size. The letters are CJK and Hangul, so that every one is distinct.
    rng = random.Random(65)
    letters = [chr(c) for c in list(range(0x3400, 0x4DC0)) + list(range(0x4E00, 0xA000)) + list(range(0xAC00, 0xD7A4))]
    ascii_letters = "abcdefghijklmnopqrstuvwxyz"
    def pieces(alphabet, count, low, high):
        return ["".join(rng.sample(alphabet, rng.randint(low, high))) for _ in range(count)]
    huge_tables = [
        ("map-huge-group", "MAP 2\nMAP aáà\nMAP " + "".join(letters) + "\n", f"MAP group of {len(letters)} letters"),
        ("map-many-groups", "MAP 20000\n" + "".join(f"MAP {group}\n" for group in pieces(letters, 20000, 2, 4)), "20000 MAP groups"),
        ("rep-many", "REP 100000\n" + "".join(f"REP {a} {b}\n" for a, b in zip(pieces(ascii_letters, 100000, 1, 3),
                                                                            pieces(ascii_letters, 100000, 1, 3))), "100000 REP entries"),
        ("key-huge", "KEY " + "".join(letters[:30000]) + "|" + "|".join(pieces(letters, 1000, 50, 50)) + "\n",
         "KEY of 30000 letters and 1000 rows"),
        ("phone-many", "PHONE 50000\n" + "".join(f"PHONE {a} {b}\n" for a, b in zip(pieces(ascii_letters.upper(), 50000, 1, 4),
                                                                                 pieces(ascii_letters.upper(), 50000, 1, 3))),
         "50000 PHONE rules"),
    ]
    for name, table, what in huge_tables:
        cases.append((name, ("SET UTF-8\nTRY esianrtolcdugmphbyfvkwz\n" + table).encode(), "3\nwork\nwalk\ncafé\n".encode(), what))
    return cases


def write_case(folder, aff, dic):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "xx_XX.aff").write_bytes(aff)
    (folder / "xx_XX.dic").write_bytes(dic)


def special_cases(out):
    """Files that are not regular files, or are huge: (folder, what)."""
    small_aff, small_dic = SMALL_UTF8_AFF.encode(), SMALL_UTF8_DIC.encode()
    made = []

    def case(name, what, make):
        folder = out / name
        folder.mkdir(parents=True, exist_ok=True)
        make(folder)
        made.append((folder, what))

    def fifo(which):
        def make(folder):
            write_case(folder, small_aff, small_dic)
            os.unlink(folder / f"xx_XX.{which}")
            os.mkfifo(folder / f"xx_XX.{which}")
        return make

    def link(which, target):
        def make(folder):
            write_case(folder, small_aff, small_dic)
            os.unlink(folder / f"xx_XX.{which}")
            os.symlink(target, folder / f"xx_XX.{which}")
        return make

    def folder_in_place(which):
        def make(folder):
            write_case(folder, small_aff, small_dic)
            os.unlink(folder / f"xx_XX.{which}")
            (folder / f"xx_XX.{which}").mkdir()
        return make

    def sparse(which, size):
        def make(folder):
            write_case(folder, small_aff, small_dic)
            with open(folder / f"xx_XX.{which}", "r+b") as f:
                f.truncate(size)
        return make

    case("fifo-aff", ".aff is a FIFO", fifo("aff"))
    case("fifo-dic", ".dic is a FIFO", fifo("dic"))
    case("zero-aff", ".aff is a link to /dev/zero", link("aff", "/dev/zero"))
    case("zero-dic", ".dic is a link to /dev/zero", link("dic", "/dev/zero"))
    case("urandom-dic", ".dic is a link to /dev/urandom", link("dic", "/dev/urandom"))
    case("folder-dic", ".dic is a folder", folder_in_place("dic"))
    case("dangling-aff", ".aff is a dangling link", link("aff", "/nonexistent/xx_XX.aff"))
    case("sparse-dic", ".dic is a 2 GB sparse file with a valid head", sparse("dic", 2 << 30))
    case("sparse-aff", ".aff is a 2 GB sparse file with a valid head", sparse("aff", 2 << 30))
    return made


def generate(out, seed, count):
    """Writes the fixed cases, the special files and `count` seeded mutants under `out`.
    Returns [(folder, what, words, encoding)]."""
    out = pathlib.Path(out)
    rng = random.Random(seed)
    base_list = bases()
    cases = []
    for name, aff, dic, what in fixed_cases():
        write_case(out / name, aff, dic)
        cases.append((out / name, what, ["work", "works", "walk"], "utf-8"))
    for folder, what in special_cases(out):
        cases.append((folder, what, ["work", "works", "walk", "city", "cities"], "utf-8"))
    for number in range(count):
        name, aff, dic, encoding = rng.choice(base_list)
        whats = []
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            aff, dic, what = rng.choice(MUTATIONS)(rng, aff, dic)
            whats.append(what)
        folder = out / f"case-{number:04d}"
        write_case(folder, aff, dic)
        cases.append((folder, f"{name}: " + "; ".join(whats), words_to_check(base_dic(base_list, name), encoding), encoding))
    return cases


def base_dic(base_list, name):
    return next(dic for base, _, dic, _ in base_list if base == name)


def builder_cases(out, seed):
    """Writes the word-list builder's hostile classes under `out` (the fourth audit's and a
    seeded family around each) and returns [(base, what)]: stems longer than any list
    holds, forms within that length whose bytes pass the builder's limit, suffix rules
    that remake the same form (repeated, stripping and adding back, classes that lead
    back to each other), thousands of numeric flags on one stem, and a large cross
    product of prefixes and suffixes."""
    out = pathlib.Path(out)
    rng = random.Random(seed)
    cases = []

    def case(name, what, aff, dic):
        write_case(out / name, aff.encode(), dic.encode())
        cases.append((str(out / name / "xx_XX"), what))

    def letters(count):
        return "".join(rng.choice("abcdefghij") for _ in range(count))

    def suffixes(count):
        return f"SFX A Y {count}\n" + "".join(f"SFX A 0 s{i} .\n" for i in range(count))

    for stems, rules, length in [(20, 200, 100_000), (50, 400, 100_000), (rng.randint(5, 60), rng.randint(50, 400), rng.randint(500, 50_000))]:
        case(f"builder-long-{stems}x{rules}", f"{stems} stems of {length} letters, {rules} suffixes each",
             "SET UTF-8\n" + suffixes(rules), f"{stems}\n" + "".join(letters(length) + "/A\n" for _ in range(stems)))
    stems = 12_000
    case("builder-bytes", f"{stems} stems of 390 letters, 200 suffixes each (about 950 MB of forms)",
         "SET UTF-8\n" + suffixes(200), f"{stems}\n" + "".join(letters(390) + "/A\n" for _ in range(stems)))
    for count in [3_000, 20_000, rng.randint(500, 10_000)]:
        case(f"builder-repeat-{count}", f"{count} copies of SFX A 0 0/A .",
             f"SET UTF-8\nSFX A Y {count}\n" + "SFX A 0 0/A .\n" * count, "3\ncat/A\ndog/A\nbird/A\n")
    count = rng.randint(1_000, 5_000)
    case("builder-strip-readd", f"{count} copies of SFX A y y/A y",
         f"SET UTF-8\nSFX A Y {count}\n" + "SFX A y y/A y\n" * count, "2\nday/A\nplay/A\n")
    case("builder-lead-back", f"{count} suffixes of A leading to B and {count} of B leading back to A",
         f"SET UTF-8\nSFX A Y {count}\n" + "SFX A 0 0/B .\n" * count + f"SFX B Y {count}\n" + "SFX B 0 0/A .\n" * count,
         "2\ncat/A\ndog/B\n")
    flags = 20_000
    case("builder-numeric-flags", f"{flags} numeric flags on one stem, a suffix each",
         "SET UTF-8\nFLAG num\n" + "".join(f"SFX {i} Y 1\nSFX {i} 0 x{i} .\n" for i in range(1, flags + 1)),
         "1\nstem/" + ",".join(str(i) for i in range(1, flags + 1)) + "\n")
    case("builder-cross-product", "1000 prefixes and 1000 suffixes crossed on one stem",
         "SET UTF-8\nPFX P Y 1000\n" + "".join(f"PFX P 0 p{i} .\n" for i in range(1000))
         + "SFX S Y 1000\n" + "".join(f"SFX S 0 s{i} .\n" for i in range(1000)), "1\nstem/PS\n")
    return cases
