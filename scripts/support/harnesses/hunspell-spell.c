/*
 * hunspell-spell: the reference for `wordcheck spell`, written straight
 * against libhunspell. Reads one word per line from stdin (a trailing \r is
 * dropped, blank lines are skipped, as wordcheck does) and prints the words
 * Hunspell_spell rejects, in input order.
 *
 *   cc hunspell-spell.c $(pkg-config --cflags --libs hunspell) -o hunspell-spell
 *   hunspell-spell /usr/share/hunspell/en_US < words.txt
 */
#include <hunspell.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: hunspell-spell DICTIONARY_BASE_PATH < words\n");
        return 64;
    }
    size_t base = strlen(argv[1]);
    char *aff = malloc(base + 5), *dic = malloc(base + 5);
    snprintf(aff, base + 5, "%s.aff", argv[1]);
    snprintf(dic, base + 5, "%s.dic", argv[1]);
    Hunhandle *handle = Hunspell_create(aff, dic);

    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    int misspelled = 0;
    while ((length = getline(&line, &capacity, stdin)) != -1) {
        if (length > 0 && line[length - 1] == '\n') line[--length] = 0;
        if (length > 0 && line[length - 1] == '\r') line[--length] = 0;
        if (length == 0) continue;
        if (!Hunspell_spell(handle, line)) {
            fputs(line, stdout);
            putchar('\n');
            misspelled = 1;
        }
    }
    free(line);
    Hunspell_destroy(handle);
    free(aff);
    free(dic);
    return misspelled;
}
