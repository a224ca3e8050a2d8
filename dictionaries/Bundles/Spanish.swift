// The module whose resource bundle carries the bundled es_ES dictionary, its word list
// and its root words (the Spanish trait). It has no code: BundledDictionaries finds the
// bundle by name.
