// A fuzz target without libFuzzer: the test suite's build links each target with this driver,
// which runs it on every file of its seed corpus and then on mutations of them, so the test suite
// checks the targets' properties under the sanitizers of its own build (the `ci` and `asan`
// presets) with any compiler. scripts/fuzz.sh still does the coverage-guided fuzzing (clang).
//
//   NAME_replay CORPUS_DIR... [--mutations N] [--seed S]
//
// Mutations are deterministic (seed S, default 1): bytes flipped, inserted, removed, repeated and
// two corpus files spliced, up to N inputs in all (default 20,000). Exit status 0 when every
// input passed, 1 on a usage error; a property that fails aborts, as under libFuzzer, and the
// input is written to replay-failure.bin in the working directory (with ASAN_OPTIONS and
// UBSAN_OPTIONS abort_on_error=1, as the test suite sets them, a sanitizer's finding too).

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

using Input = std::vector<std::uint8_t>;

const Input* g_current = nullptr;

// On SIGABRT: the input under test goes to replay-failure.bin, with calls safe in a handler.
extern "C" void write_current(int) {
  if (g_current == nullptr) return;
  const int fd = ::open("replay-failure.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  const ssize_t written = ::write(fd, g_current->data(), g_current->size());
  static_cast<void>(written);
  ::close(fd);
}

void run(const Input& input) {
  g_current = &input;
  LLVMFuzzerTestOneInput(input.data(), input.size());
  g_current = nullptr;
}

Input mutate(const std::vector<Input>& corpus, std::mt19937_64& rng) {
  auto pick = [&](std::size_t n) {
    return static_cast<std::size_t>(rng() % std::max<std::size_t>(n, 1));
  };
  Input out = corpus[pick(corpus.size())];
  const int edits = 1 + static_cast<int>(rng() % 4);
  for (int e = 0; e < edits; ++e) {
    switch (rng() % 6) {
      case 0:  // flip a bit
        if (!out.empty()) out[pick(out.size())] ^= static_cast<std::uint8_t>(1U << (rng() % 8));
        break;
      case 1:  // a random byte in
        out.insert(out.begin() + static_cast<std::ptrdiff_t>(pick(out.size() + 1)),
                   static_cast<std::uint8_t>(rng()));
        break;
      case 2:  // a stretch out
        if (!out.empty()) {
          const std::size_t at = pick(out.size());
          const std::size_t n = std::min(out.size() - at, 1 + pick(16));
          out.erase(out.begin() + static_cast<std::ptrdiff_t>(at),
                    out.begin() + static_cast<std::ptrdiff_t>(at + n));
        }
        break;
      case 3:  // a stretch repeated
        if (!out.empty() && out.size() < 65536) {
          const std::size_t at = pick(out.size());
          const std::size_t n = std::min(out.size() - at, 1 + pick(64));
          const Input piece(out.begin() + static_cast<std::ptrdiff_t>(at),
                            out.begin() + static_cast<std::ptrdiff_t>(at + n));
          out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), piece.begin(), piece.end());
        }
        break;
      case 4: {  // the head of this input, the tail of another
        const Input& other = corpus[pick(corpus.size())];
        out.resize(pick(out.size() + 1));
        const std::size_t from = pick(other.size() + 1);
        out.insert(out.end(), other.begin() + static_cast<std::ptrdiff_t>(from), other.end());
        break;
      }
      default:  // a byte set to a value parsers care about
        if (!out.empty()) {
          static constexpr char SPECIAL[] = {'\0', '\n', ' ', '"', '[', ']',    '{',   '}',
                                             '/',  '-',  '0', '9', 'a', '\xff', '\x80'};
          out[pick(out.size())] = static_cast<std::uint8_t>(SPECIAL[pick(sizeof SPECIAL)]);
        }
        break;
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::filesystem::path> dirs;
  long mutations = 20000;
  unsigned long long seed = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--mutations" || arg == "--seed") && i + 1 < argc) {
      char* end = nullptr;
      const unsigned long long v = std::strtoull(argv[++i], &end, 10);
      if (end == nullptr || *end != '\0') {
        std::fprintf(stderr, "%s: %s wants a whole number, not '%s'\n", argv[0], arg.c_str(),
                     argv[i]);
        return 1;
      }
      if (arg == "--seed")
        seed = v;
      else
        mutations = static_cast<long>(v);
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "usage: %s CORPUS_DIR... [--mutations N] [--seed S]\n", argv[0]);
      return 1;
    } else {
      dirs.emplace_back(arg);
    }
  }
  std::vector<Input> corpus;
  for (const auto& dir : dirs) {
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
      if (entry.is_regular_file()) files.push_back(entry.path());
    if (ec) {
      std::fprintf(stderr, "%s: cannot read the corpus folder %s: %s\n", argv[0], dir.c_str(),
                   ec.message().c_str());
      return 1;
    }
    std::sort(files.begin(), files.end());  // the same order, so the same mutations, everywhere
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
  }
  if (corpus.empty()) {
    std::fprintf(stderr, "%s: no corpus files (give the folders of fuzz/corpus/NAME)\n", argv[0]);
    return 1;
  }
  std::signal(SIGABRT, write_current);
  for (const Input& input : corpus) run(input);
  std::mt19937_64 rng(seed);
  for (long i = 0; i < mutations; ++i) run(mutate(corpus, rng));
  std::printf("%zu corpus inputs and %ld mutations passed\n", corpus.size(), mutations);
  return 0;
}
