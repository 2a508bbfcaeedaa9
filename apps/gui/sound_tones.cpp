// Build-time generator of the sound effects: short synthesised tones written as 16-bit mono PCM
// WAV files (xiangqi: move, capture, check, game over; Tetris: move, turn, lock, clear, T-spin,
// perfect clear, top-out), so the application ships no recorded or downloaded audio.
// Usage: gameai_gui_tones OUTPUT_DIR
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <numbers>
#include <string>
#include <vector>

namespace {

constexpr int SAMPLE_RATE = 22050;

// One note: frequency in Hz (0 is silence) and length in milliseconds.
struct Note {
  double hz;
  int ms;
};

// Sine notes with a fast attack and an exponential decay, so each sounds like a soft knock.
std::vector<std::int16_t> synthesise(const std::vector<Note>& notes, double volume) {
  std::vector<std::int16_t> samples;
  for (const Note& note : notes) {
    const int count = SAMPLE_RATE * note.ms / 1000;
    for (int i = 0; i < count; ++i) {
      const double t = double(i) / SAMPLE_RATE;
      const double attack = std::min(1.0, i / (0.004 * SAMPLE_RATE));
      const double decay = std::exp(-t * 1000.0 / (note.ms * 0.35));
      const double wave = note.hz > 0 ? std::sin(2 * std::numbers::pi * note.hz * t) : 0.0;
      samples.push_back(static_cast<std::int16_t>(32767 * volume * attack * decay * wave));
    }
  }
  return samples;
}

void put_u32(std::ofstream& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.put(static_cast<char>((v >> (8 * i)) & 0xff));
}
void put_u16(std::ofstream& out, std::uint16_t v) {
  out.put(static_cast<char>(v & 0xff));
  out.put(static_cast<char>(v >> 8));
}

bool write_wav(const std::filesystem::path& path, const std::vector<std::int16_t>& samples) {
  std::ofstream out(path, std::ios::binary);
  if (!out) return false;
  const auto data_bytes = static_cast<std::uint32_t>(samples.size() * 2);
  out.write("RIFF", 4);
  put_u32(out, 36 + data_bytes);
  out.write("WAVEfmt ", 8);
  put_u32(out, 16);               // fmt chunk size
  put_u16(out, 1);                // PCM
  put_u16(out, 1);                // mono
  put_u32(out, SAMPLE_RATE);      // sample rate
  put_u32(out, SAMPLE_RATE * 2);  // byte rate
  put_u16(out, 2);                // block align
  put_u16(out, 16);               // bits per sample
  out.write("data", 4);
  put_u32(out, data_bytes);
  for (const std::int16_t s : samples) put_u16(out, static_cast<std::uint16_t>(s));
  return bool(out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: gameai_gui_tones OUTPUT_DIR\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir);
  const struct {
    const char* name;
    std::vector<Note> notes;
    double volume;
  } sounds[] = {
      {"move.wav", {{660, 70}}, 0.5},
      {"capture.wav", {{330, 60}, {220, 110}}, 0.6},
      {"check.wav", {{880, 90}, {0, 40}, {880, 90}}, 0.5},
      {"gameover.wav", {{523, 160}, {392, 160}, {262, 320}}, 0.5},
      {"tetris_move.wav", {{1046, 25}}, 0.5},
      {"tetris_rotate.wav", {{1318, 35}}, 0.5},
      {"tetris_lock.wav", {{196, 70}}, 0.6},
      {"tetris_clear.wav", {{523, 80}, {784, 140}}, 0.5},
      {"tetris_spin.wav", {{392, 70}, {587, 70}, {880, 180}}, 0.5},
      {"tetris_perfect.wav", {{523, 90}, {659, 90}, {784, 90}, {1047, 300}}, 0.5},
      {"tetris_topout.wav", {{330, 160}, {247, 160}, {165, 380}}, 0.55},
  };
  for (const auto& s : sounds) {
    if (!write_wav(dir / s.name, synthesise(s.notes, s.volume))) {
      std::cerr << "gameai_gui_tones: cannot write " << (dir / s.name).string() << "\n";
      return 1;
    }
  }
  return 0;
}
