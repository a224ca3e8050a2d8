"""What the generators in scripts/ share: the pinned wordfreq, and the
libhunspell harness (hunspell-spell.c) that confirms every word they write."""
import contextlib
import importlib.metadata
import pathlib
import subprocess
import sys
import tempfile

WORDFREQ_VERSION = "3.1.1"
SUPPORT = pathlib.Path(__file__).resolve().parent


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
        subprocess.run(["cc", "-O2", str(SUPPORT / "hunspell-spell.c"), *flags, "-o", str(harness)], check=True)
        yield harness
