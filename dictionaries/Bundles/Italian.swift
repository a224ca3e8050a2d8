// The module whose resource bundle carries the bundled it_IT dictionary, its word list
// and its root words (the Italian trait). It has no code: BundledDictionaries finds the
// bundle by name.
