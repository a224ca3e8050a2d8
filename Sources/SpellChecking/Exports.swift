// The Hunspell backend's users see the pure-Swift core (the SpellChecker protocol,
// Language, SpellCheckingError, text scanning, WordList) through this module.
@_exported import SpellCheckingCore
