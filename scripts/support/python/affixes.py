"""Reads a Hunspell dictionary (.aff + .dic) and lists the word forms its affix
rules can build, for scripts/generate-word-lists.py.

The expansion errs on the side of too many: every stem with every suffix its
flags allow, a second suffix from the first one's continuation flags, and every
prefix on all of those (respecting the cross-product marks). What Hunspell would
not accept (a stem marked NEEDAFFIX, a FORBIDDENWORD, a pair the conditions of
the real lookup rule out) is removed afterwards by asking libhunspell about
every form, so this file only has to be generous, never exact.

Not expanded: compounds (COMPOUNDRULE, COMPOUNDFLAG; their number is
unbounded), words joined by BREAK characters (hyphens), and case variants
(Hunspell accepts "Cease" and "CEASE" for "cease"; the list keeps "cease").
"""
import dataclasses
import re

from generation import python_codec


@dataclasses.dataclass
class Rule:
    strip: str
    add: str
    condition: re.Pattern
    continuation: frozenset
    cross: bool

    def apply_suffix(self, word):
        if self.strip and not word.endswith(self.strip):
            return None
        if not self.condition.search(word):
            return None
        stem = word[: len(word) - len(self.strip)] if self.strip else word
        return stem + self.add if stem or self.add else None

    def apply_prefix(self, word):
        if self.strip and not word.startswith(self.strip):
            return None
        if not self.condition.match(word):
            return None
        rest = word[len(self.strip):]
        return self.add + rest if rest or self.add else None


class Affixes:
    """The parts of a .aff file that decide which forms exist."""

    def __init__(self, aff_path):
        self.encoding = "utf-8"
        self.flag_type = "char"
        self.aliases = []
        self.prefixes = {}
        self.suffixes = {}
        self.special = {}  # NEEDAFFIX, ONLYINCOMPOUND, FORBIDDENWORD, ... -> flag
        self.path = aff_path
        raw = open(aff_path, "rb").read()
        for line in raw.splitlines():
            if line.startswith(b"SET "):
                self.encoding = python_codec(line.split()[1].decode("ascii"))
                break
        lines = raw.decode(self.encoding, errors="replace").splitlines()
        pending = None  # (kind, flag, cross, count)
        for line in lines:
            fields = line.split()
            if not fields or fields[0].startswith("#"):
                continue
            key = fields[0]
            if key == "FLAG" and len(fields) > 1:
                self.flag_type = fields[1]
            elif key == "AF" and len(fields) > 1 and not fields[1].isdigit():
                self.aliases.append(self.parse_flags(fields[1]))
            elif key in ("NEEDAFFIX", "PSEUDOROOT", "ONLYINCOMPOUND", "FORBIDDENWORD", "CIRCUMFIX", "NOSUGGEST") and len(fields) > 1:
                self.special["NEEDAFFIX" if key == "PSEUDOROOT" else key] = self.parse_flags(fields[1])
            elif key in ("PFX", "SFX") and len(fields) >= 4:
                table = self.prefixes if key == "PFX" else self.suffixes
                flag = fields[1]
                if pending is None or pending[1] != flag or pending[3] == 0:
                    # The header: PFX flag cross count
                    pending = (key, flag, fields[2] == "Y", int(fields[3]) if fields[3].isdigit() else 0)
                    table.setdefault(self._single(flag), [])
                    continue
                _, _, cross, count = pending
                pending = (key, flag, cross, count - 1)
                strip = "" if fields[2] == "0" else fields[2]
                add, _, continuation = fields[3].partition("/")
                add = "" if add == "0" else add
                condition = fields[4] if len(fields) > 4 else "."
                table[self._single(flag)].append(Rule(
                    strip=strip,
                    add=add,
                    condition=_condition(condition, suffix=key == "SFX"),
                    continuation=self.resolve(continuation),
                    cross=cross,
                ))

    def closed_for_letter_words(self, dic_path, apostrophes=False):
        """Whether every word of letters alone that libhunspell accepts is one of the forms
        `forms` builds, or a case variant of one: no compounding that could join letters
        (COMPOUNDFLAG and its kin; COMPOUNDRULE only over entries that hold a non-letter,
        as en_US's 1st and 21st), no BREAK or ICONV pattern with a letter, none of
        IGNORE, COMPLEXPREFIXES, CIRCUMFIX, CHECKSHARPS or FULLSTRIP, which this module
        does not follow. SpellChecking rejects a word of letters alone that is not listed
        only for such a dictionary.

        With `apostrophes`, the same for words of letters and ASCII apostrophes (en_US's
        agency's): the apostrophe counts as a letter for COMPOUNDRULE entries, and no BREAK
        pattern or ICONV input may hold one either. The caller must also know that the
        forms include every affix that adds an apostrophe."""
        def is_word_character(c):
            return c.isalpha() or (apostrophes and c == "'")
        raw = open(self.path, "rb").read().decode(self.encoding, errors="replace")
        rule_flags = set()
        for line in raw.splitlines():
            fields = line.split()
            if not fields:
                continue
            key = fields[0]
            if key in ("COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDLAST", "COMPOUNDEND",
                       "COMPOUNDPERMITFLAG", "IGNORE", "COMPLEXPREFIXES", "CIRCUMFIX", "CHECKSHARPS", "FULLSTRIP"):
                return False
            if key in ("BREAK", "ICONV") and len(fields) > 1 and not fields[1].isdigit():
                if any(c.isalpha() for field in fields[1:] for c in field):
                    return False
                # An ICONV pattern changes what it matches: only its input could meet an apostrophe.
                if apostrophes and "'" in fields[1]:
                    return False
            if key == "COMPOUNDRULE" and len(fields) > 1 and not fields[1].isdigit():
                rule = fields[1]
                if self.flag_type in ("long", "num"):
                    rule_flags |= set(re.findall(r"\(([^)]*)\)", rule))
                else:
                    rule_flags |= {c for c in rule if c not in "*?()"}
        if rule_flags:
            for stem, flags in read_stems(dic_path, self):
                if flags & rule_flags and all(is_word_character(c) for c in stem):
                    return False
        return True

    def _single(self, flag):
        flags = self.parse_flags(flag)
        return next(iter(flags)) if flags else flag

    def parse_flags(self, text):
        if not text:
            return frozenset()
        if self.flag_type == "long":
            return frozenset(text[i:i + 2] for i in range(0, len(text), 2))
        if self.flag_type == "num":
            return frozenset(part for part in text.split(",") if part)
        return frozenset(text)  # "char" and "UTF-8": one character per flag

    def resolve(self, text):
        """Flags as written in a .dic entry or a rule: an AF alias number or flags."""
        if self.aliases and text.isdigit():
            index = int(text)
            return self.aliases[index - 1] if 0 < index <= len(self.aliases) else frozenset()
        return self.parse_flags(text)

    def forms(self, stem, flags):
        """Every form of `stem` the rules for `flags` can build, the stem included."""
        found = {stem}
        suffixed = []  # (form, flags the suffix brings, whether it allows prefixes)
        for flag in flags:
            for rule in self.suffixes.get(flag, ()):
                form = rule.apply_suffix(stem)
                if form is None:
                    continue
                found.add(form)
                suffixed.append((form, rule.continuation, rule.cross))
                for second_flag in rule.continuation:
                    for second in self.suffixes.get(second_flag, ()):
                        twice = second.apply_suffix(form)
                        if twice is not None:
                            found.add(twice)
                            suffixed.append((twice, rule.continuation | second.continuation, rule.cross and second.cross))
        for flag in flags:
            for rule in self.prefixes.get(flag, ()):
                form = rule.apply_prefix(stem)
                if form is not None:
                    found.add(form)
                for suffix_flag in rule.continuation:  # a prefix may bring its own suffixes
                    for suffix in self.suffixes.get(suffix_flag, ()):
                        inner = suffix.apply_suffix(stem)
                        if inner is not None and (both := rule.apply_prefix(inner)) is not None:
                            found.add(both)
                if rule.cross:
                    for inner, _, cross in suffixed:
                        if cross and (both := rule.apply_prefix(inner)) is not None:
                            found.add(both)
        for inner, continuation, _ in suffixed:  # a suffix may bring its own prefixes
            for prefix_flag in continuation - flags:
                for rule in self.prefixes.get(prefix_flag, ()):
                    if (both := rule.apply_prefix(inner)) is not None:
                        found.add(both)
        return found


def read_stems(dic_path, affixes):
    """(stem, flags) for every entry of a .dic file, in file order."""
    text = open(dic_path, "rb").read().decode(affixes.encoding, errors="replace")
    lines = text.splitlines()[1:]  # the first line is the word count
    for line in lines:
        if not line or line[0] in "\t#":
            continue
        entry = line.split("\t", 1)[0]
        entry = re.split(r" (?=[a-z][a-z]:)", entry, maxsplit=1)[0].rstrip(" ")  # morphology fields
        stem, flags = _split_entry(entry)
        if stem:
            yield stem, affixes.resolve(flags)


def _split_entry(entry):
    """Splits `word/flags` at the first slash that is not escaped as `\\/`."""
    stem = []
    index = 0
    while index < len(entry):
        char = entry[index]
        if char == "\\" and index + 1 < len(entry) and entry[index + 1] == "/":
            stem.append("/")
            index += 2
            continue
        if char == "/":
            return "".join(stem), entry[index + 1:]
        stem.append(char)
        index += 1
    return "".join(stem), ""


def _condition(text, suffix):
    """A Hunspell affix condition as a regular expression anchored at the word's end (suffixes) or start."""
    if text == ".":
        return re.compile("")
    pattern = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "[":
            end = text.find("]", index)
            if end == -1:
                end = len(text)
            group = text[index + 1:end]
            negate = group.startswith("^")
            members = re.escape(group[1:] if negate else group)
            pattern.append(f"[{'^' if negate else ''}{members}]")
            index = end + 1
        elif char == ".":
            pattern.append(".")
            index += 1
        else:
            pattern.append(re.escape(char))
            index += 1
    body = "".join(pattern)
    return re.compile(f"(?:{body})$" if suffix else f"(?:{body})")

