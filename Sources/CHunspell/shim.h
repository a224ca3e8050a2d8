// CHunspell: the C API of libhunspell, seen from Swift.
//
// This header only includes <hunspell.h>; the include path comes from
// pkg-config ("hunspell"), so no absolute path is written here. Homebrew
// installs the header as <hunspell/hunspell.h>, Debian as <hunspell.h> inside
// the hunspell include folder that pkg-config names; both are covered.
//
// Only the SpellChecking module imports CHunspell, and only with
// `internal import`, so no C type reaches a public signature. The functions
// used are Hunspell_create, Hunspell_destroy, Hunspell_spell,
// Hunspell_suggest, Hunspell_free_list, Hunspell_add and Hunspell_remove
// (see Sources/SpellChecking/Hunspell/HunspellHandle.swift).
#ifndef WORDCHECK_CHUNSPELL_SHIM_H
#define WORDCHECK_CHUNSPELL_SHIM_H

#if __has_include(<hunspell.h>)
#include <hunspell.h>
#else
#include <hunspell/hunspell.h>
#endif

#endif
