// The module whose resource bundle carries the bundled en_US dictionary, its word list
// and its root words (the English trait). It has no code: BundledDictionaries finds the
// bundle by name.
