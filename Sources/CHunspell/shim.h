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
//
// One helper of its own: wordcheck_memory_file, an anonymous file in memory
// (Linux's memfd_create, which Swift's Glibc module does not declare), so that
// libhunspell reads, through /proc/self/fd/N, exactly the bytes WordCheck
// checked, not whatever the dictionary's path names a moment later.
#ifndef WORDCHECK_CHUNSPELL_SHIM_H
#define WORDCHECK_CHUNSPELL_SHIM_H

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// A new anonymous file in memory, closed on exec; -1 where there is none.
static inline int wordcheck_memory_file(const char *name) {
#if defined(__linux__) && defined(SYS_memfd_create)
    return (int)syscall(SYS_memfd_create, name, 1U /* MFD_CLOEXEC */);
#else
    (void)name;
    return -1;
#endif
}

#if __has_include(<hunspell.h>)
#include <hunspell.h>
#else
#include <hunspell/hunspell.h>
#endif

#endif
