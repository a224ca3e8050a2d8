/// Who decides the words a dictionary's word list does not: WordCheck's Swift engine or
/// libhunspell. Both give the same verdicts (the tests compare them word for word on
/// Hunspell's own suite and every Debian dictionary); the engine needs no C library,
/// cannot be crashed by a hostile dictionary, and loads in tens of milliseconds.
///
/// ```swift
/// let german = try HunspellChecker(dictionaryAt: "/usr/share/hunspell/de_DE")
/// german.isCorrect("Donaudampfschifffahrt")                 // the engine decides
/// german.using(.libhunspell).isCorrect("Donaudampfschifffahrt")  // libhunspell does
/// ```
///
/// Words added or removed at run time (``HunspellDictionary/add(_:)``,
/// ``HunspellDictionary/remove(_:)``, learned words the dictionary rejects) are made to
/// both, as libhunspell's `Hunspell_add` and `Hunspell_remove` make them: the engine
/// decides them without loading libhunspell.
public enum VerdictBackend: String, Sendable, Hashable, CaseIterable {
    /// `DictionaryEngine`: Hunspell's algorithm in Swift (the default).
    case engine
    /// libhunspell, through its C API.
    case libhunspell
}
