// nuspell-bench: nuspell's side of scripts/bench-compare.sh, same modes and
// JSON shape as hunspell-bench.c. nuspell's Dictionary is safe to call from
// several threads at once, so the threads share one.
//
//   nuspell-bench spell DICT WORDS [PASSES] [THREADS]
//   nuspell-bench suggest DICT WORDS [LIMIT]
//   nuspell-bench corrections DICT WORDS   (one line per word: ms, then the suggestions, tab-separated)
#include <nuspell/dictionary.hxx>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using Clock = std::chrono::steady_clock;

static double since(Clock::time_point start, double unit) {
    return std::chrono::duration<double, std::nano>(Clock::now() - start).count() / unit;
}

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: nuspell-bench spell|suggest DICT WORDS [N] [THREADS]\n");
        return 64;
    }
    std::string mode = argv[1], dict = argv[2];
    int number = argc > 4 ? std::atoi(argv[4]) : 5;
    int threads = argc > 5 ? std::atoi(argv[5]) : 1;
    std::string base = dict.find('/') == std::string::npos ? "/usr/share/hunspell/" + dict : dict;

    std::vector<std::string> words;
    std::ifstream input(argv[3]);
    for (std::string line; std::getline(input, line);) {
        while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
        if (!line.empty()) words.push_back(line);
    }

    auto start = Clock::now();
    nuspell::Dictionary dictionary;
    dictionary.load_aff_dic(base + ".aff");
    double load_ms = since(start, 1e6);

    auto pass = [&] {
        std::size_t accepted = 0;
        for (auto& word : words) accepted += dictionary.spell(word);
        return accepted;
    };

    if (mode == "spell") {
        std::size_t accepted = pass();
        std::printf("{\"tool\": \"nuspell-cxx\", \"mode\": \"spell\", \"dictionary\": \"%s\", \"threads\": %d, "
                    "\"words\": %zu, \"accepted\": %zu, \"load_ms\": %.3f, \"ns_per_word\": [",
                    dict.c_str(), threads, words.size(), accepted, load_ms);
        for (int p = 0; p < number; p++) {
            start = Clock::now();
            if (threads == 1) {
                accepted = pass();
            } else {
                std::vector<std::thread> workers;
                for (int t = 0; t < threads; t++) workers.emplace_back([&] { volatile std::size_t sink = pass(); (void)sink; });
                for (auto& worker : workers) worker.join();
            }
            std::printf("%s%.3f", p ? ", " : "", since(start, double(words.size() * std::size_t(threads))));
        }
        std::printf("]}\n");
    } else if (mode == "suggest") {
        std::size_t limit = std::min<std::size_t>(std::size_t(number), words.size()), total = 0;
        std::printf("{\"tool\": \"nuspell-cxx\", \"mode\": \"suggest\", \"dictionary\": \"%s\", \"words\": %zu, "
                    "\"load_ms\": %.3f, \"ms_per_word\": [", dict.c_str(), limit, load_ms);
        std::vector<std::string> out;
        for (std::size_t i = 0; i < limit; i++) {
            start = Clock::now();
            dictionary.suggest(words[i], out);
            std::printf("%s%.3f", i ? ", " : "", since(start, 1e6));
            total += out.size();
        }
        std::printf("], \"suggestions\": %zu}\n", total);
    } else if (mode == "corrections") {
        std::vector<std::string> out;
        for (auto& word : words) {
            start = Clock::now();
            dictionary.suggest(word, out);
            std::printf("%.4f", since(start, 1e6));
            for (auto& suggestion : out) std::printf("\t%s", suggestion.c_str());
            std::printf("\n");
        }
    } else {
        std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
        return 64;
    }
    return 0;
}
