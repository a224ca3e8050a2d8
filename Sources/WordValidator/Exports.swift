// The game's users see the protocol and types it is written against
// (SpellChecker, Language, WordList) through this module.
@_exported import SpellCheckingCore
