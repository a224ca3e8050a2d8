/*
 * hunspell-bench: the libhunspell side of scripts/bench-compare.sh, the
 * reference every other figure is divided by. Same modes and JSON shape as
 * Benchmarks/Sources/wordcheck-bench.
 *
 *   hunspell-bench spell DICT WORDS [PASSES] [THREADS]   (one handle per thread)
 *   hunspell-bench suggest DICT WORDS [LIMIT]
 *   hunspell-bench corrections DICT WORDS   (one line per word: ms, then the suggestions, tab-separated)
 */
#define _GNU_SOURCE
#include <hunspell.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char **words;
static size_t count;
static char aff[4096], dic[4096];

static unsigned long long now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void read_words(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); exit(66); }
    size_t capacity = 1024;
    words = malloc(capacity * sizeof *words);
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    while ((length = getline(&line, &size, file)) != -1) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
        if (length == 0) continue;
        if (count == capacity) words = realloc(words, (capacity *= 2) * sizeof *words);
        words[count++] = strdup(line);
    }
    free(line);
    fclose(file);
}

static size_t pass(Hunhandle *handle) {
    size_t accepted = 0;
    for (size_t i = 0; i < count; i++) accepted += Hunspell_spell(handle, words[i]) != 0;
    return accepted;
}

static void *thread_pass(void *handle) {
    static volatile size_t sink;
    sink = pass(handle);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: hunspell-bench spell|suggest DICT WORDS [N] [THREADS]\n");
        return 64;
    }
    const char *mode = argv[1], *dict = argv[2];
    int number = argc > 4 ? atoi(argv[4]) : 5;
    int threads = argc > 5 ? atoi(argv[5]) : 1;
    const char *prefix = strchr(dict, '/') ? "" : "/usr/share/hunspell/";
    snprintf(aff, sizeof aff, "%s%s.aff", prefix, dict);
    snprintf(dic, sizeof dic, "%s%s.dic", prefix, dict);
    read_words(argv[3]);

    unsigned long long start = now();
    Hunhandle *handle = Hunspell_create(aff, dic);
    double load_ms = (now() - start) / 1e6;

    if (strcmp(mode, "spell") == 0) {
        size_t accepted = pass(handle);
        Hunhandle **handles = malloc(sizeof *handles * (size_t)threads);
        handles[0] = handle;
        for (int t = 1; t < threads; t++) handles[t] = Hunspell_create(aff, dic);
        printf("{\"tool\": \"libhunspell-c\", \"mode\": \"spell\", \"dictionary\": \"%s\", \"threads\": %d, "
               "\"words\": %zu, \"accepted\": %zu, \"load_ms\": %.3f, \"ns_per_word\": [", dict, threads, count, accepted, load_ms);
        for (int p = 0; p < number; p++) {
            double per_word;
            if (threads == 1) {
                start = now();
                accepted = pass(handle);
                per_word = (double)(now() - start) / (double)count;
            } else {
                pthread_t *ids = malloc(sizeof *ids * (size_t)threads);
                start = now();
                for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, thread_pass, handles[t]);
                for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
                per_word = (double)(now() - start) / (double)(count * (size_t)threads);
                free(ids);
            }
            printf("%s%.3f", p ? ", " : "", per_word);
        }
        printf("]}\n");
        for (int t = 1; t < threads; t++) Hunspell_destroy(handles[t]);
        free(handles);
    } else if (strcmp(mode, "suggest") == 0) {
        size_t limit = (size_t)number < count ? (size_t)number : count, total = 0;
        printf("{\"tool\": \"libhunspell-c\", \"mode\": \"suggest\", \"dictionary\": \"%s\", \"words\": %zu, "
               "\"load_ms\": %.3f, \"ms_per_word\": [", dict, limit, load_ms);
        for (size_t i = 0; i < limit; i++) {
            char **list;
            start = now();
            int n = Hunspell_suggest(handle, &list, words[i]);
            double ms = (now() - start) / 1e6;
            Hunspell_free_list(handle, &list, n);
            total += (size_t)n;
            printf("%s%.3f", i ? ", " : "", ms);
        }
        printf("], \"suggestions\": %zu}\n", total);
    } else if (strcmp(mode, "corrections") == 0) {
        for (size_t i = 0; i < count; i++) {
            char **list;
            start = now();
            int n = Hunspell_suggest(handle, &list, words[i]);
            printf("%.4f", (now() - start) / 1e6);
            for (int k = 0; k < n; k++) printf("\t%s", list[k]);
            printf("\n");
            Hunspell_free_list(handle, &list, n);
        }
    } else {
        fprintf(stderr, "unknown mode %s\n", mode);
        return 64;
    }
    Hunspell_destroy(handle);
    return 0;
}
