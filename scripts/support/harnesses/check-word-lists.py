"""The body of scripts/check-word-lists.sh (see there)."""
import os
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "python"))
import generation  # noqa: E402

root = pathlib.Path(__file__).resolve().parents[3]
LISTS = {"en_US": "american-english", "es_ES": "spanish", "it_IT": "italian"}


def variants(word):
    """The listed spellings Hunspell would accept `word` for."""
    yield word
    yield word.lower()
    yield word[:1] + word[1:].lower()
    yield word[:1].lower() + word[1:]


failed = False
with generation.spell_harness() as harness:
    for name, list_name in LISTS.items():
        base = root / "dictionaries" / name / name
        # The list's forms as `wordcheck words list` prints them (WORDCHECK: the built CLI).
        listing = subprocess.run([os.environ["WORDCHECK"], "words", "list", "--dictionary", str(base)],
                                 stdout=subprocess.PIPE, check=True, text=True).stdout
        listed = {form for form in listing.split("\n") if form}
        words = [w for w in (pathlib.Path("/usr/share/dict") / list_name).read_text(encoding="utf-8").splitlines() if w]
        rejected = generation.rejected_words(harness, base, words)
        accepted = [w for w in words if w not in rejected]
        unlisted = [w for w in accepted if not any(v in listed for v in variants(w))]
        # An elided form is covered when what follows its last apostrophe is listed:
        # completions complete that part and keep what Hunspell accepts.
        elided = [w for w in unlisted if any(v in listed for v in variants(w.replace("\u2019", "'").rsplit("'", 1)[-1]))
                  and ("'" in w or "\u2019" in w)]
        missing = [w for w in unlisted if w not in elided]
        print(f"{name}: {len(words):,} words in {list_name}, {len(accepted):,} accepted by Hunspell; "
              f"all but {len(unlisted):,} listed or case variants of listed forms; "
              f"{len(elided):,} of those are elided forms of listed ones; missing: {len(missing):,} {missing[:10]}")
        failed = failed or bool(missing)
sys.exit(1 if failed else 0)
