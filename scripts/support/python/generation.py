"""What the scripts share: the pinned wordfreq, the 8-bit character sets
Hunspell dictionaries declare, and the libhunspell harness (hunspell-spell.c)
that confirms every word the generators write."""
import contextlib
import importlib.metadata
import pathlib
import subprocess
import sys
import tempfile

WORDFREQ_VERSION = "3.1.1"
SUPPORT = pathlib.Path(__file__).resolve().parent

# Hunspell's name for an 8-bit set (as written after SET) -> Python codec.
CHARSETS = [
    ("ISO8859-1", "iso8859_1"),
    ("ISO8859-2", "iso8859_2"),
    ("ISO8859-3", "iso8859_3"),
    ("ISO8859-4", "iso8859_4"),
    ("ISO8859-5", "iso8859_5"),
    ("ISO8859-6", "iso8859_6"),
    ("ISO8859-7", "iso8859_7"),
    ("ISO8859-8", "iso8859_8"),
    ("ISO8859-9", "iso8859_9"),
    ("ISO8859-10", "iso8859_10"),
    ("ISO8859-11", "iso8859_11"),
    ("ISO8859-13", "iso8859_13"),
    ("ISO8859-14", "iso8859_14"),
    ("ISO8859-15", "iso8859_15"),
    ("ISO8859-16", "iso8859_16"),
    ("KOI8-R", "koi8_r"),
    ("KOI8-U", "koi8_u"),
    ("microsoft-cp1250", "cp1250"),
    ("microsoft-cp1251", "cp1251"),
    ("microsoft-cp1252", "cp1252"),
    ("TIS620-2533", "tis_620"),
]


def python_codec(charset):
    """The Python codec for a dictionary's SET: UTF-8 or one of CHARSETS (matched without case)."""
    if charset.upper() == "UTF-8":
        return "utf-8"
    return next((codec for name, codec in CHARSETS if name.upper() == charset.upper()), charset)


def require_wordfreq(script):
    """Stops `script` unless the pinned wordfreq is installed (the lists depend on its data)."""
    try:
        found = importlib.metadata.version("wordfreq")
    except importlib.metadata.PackageNotFoundError:
        found = "none"
    if found != WORDFREQ_VERSION:
        sys.exit(f"{script}: needs wordfreq {WORDFREQ_VERSION} (pip install wordfreq=={WORDFREQ_VERSION}), found {found}")


@contextlib.contextmanager
def spell_harness():
    """The path of hunspell-spell, compiled against libhunspell into a temporary folder:
    it reads words, one per line, and prints those Hunspell_spell rejects."""
    with tempfile.TemporaryDirectory() as scratch:
        harness = pathlib.Path(scratch) / "hunspell-spell"
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "hunspell"], check=True,
                               stdout=subprocess.PIPE).stdout.decode().split()
        subprocess.run(["cc", "-O2", str(SUPPORT.parent / "harnesses" / "hunspell-spell.c"), *flags, "-o", str(harness)], check=True)
        yield harness


def rejected_words(harness, base, words, encoding="utf-8"):
    """The words of `words` that Hunspell_spell rejects with the dictionary at `base`
    (dir/xx_YY), whose character set is `encoding`; every word must be encodable in it."""
    result = subprocess.run([str(harness), str(base)], input=b"\n".join(w.encode(encoding) for w in words) + b"\n",
                            stdout=subprocess.PIPE)
    if result.returncode not in (0, 1):
        sys.exit(f"the Hunspell harness failed on {base} (exit {result.returncode})")
    return {line.decode(encoding) for line in result.stdout.splitlines()}
