#include "xiangqi_ai/nnue_data.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gameai::xiangqi_ai::nnue {

using namespace xiangqi;

namespace {

constexpr char DATA_MAGIC[4] = {'G', 'Q', 'P', 'S'};
constexpr std::uint16_t DATA_VERSION = 1;

void put(unsigned char* out, std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out[i] = static_cast<unsigned char>((v >> (8 * i)) & 0xFF);
}
std::uint64_t get(const unsigned char* in, int bytes) {
  std::uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= std::uint64_t(in[i]) << (8 * i);
  return v;
}

std::array<unsigned char, DATA_HEADER_BYTES> header_bytes(const DataHeader& h) {
  std::array<unsigned char, DATA_HEADER_BYTES> out{};
  std::memcpy(out.data(), DATA_MAGIC, 4);
  put(out.data() + 4, DATA_VERSION, 2);
  put(out.data() + 6, RECORD_BYTES, 2);
  put(out.data() + 8, h.games, 8);
  put(out.data() + 16, h.positions, 8);
  put(out.data() + 24, h.settings, 8);
  return out;
}

// The header of a file's first bytes; throws DataError naming `path` when it is none.
DataHeader parse_header(const unsigned char* in, std::size_t size, const std::string& path) {
  if (size < DATA_HEADER_BYTES || std::memcmp(in, DATA_MAGIC, 4) != 0)
    throw DataError(path + ": not a positions file (it does not start with 'GQPS')");
  if (get(in + 4, 2) != DATA_VERSION || get(in + 6, 2) != RECORD_BYTES)
    throw DataError(path + ": positions format version " + std::to_string(get(in + 4, 2)) +
                    " with records of " + std::to_string(get(in + 6, 2)) +
                    " bytes; this program reads version 1 with 32-byte records");
  return {get(in + 8, 8), get(in + 16, 8), get(in + 24, 8)};
}

}  // namespace

PackedPosition pack(const Position& pos, int score, GameResult result) {
  PackedPosition p;
  int n = 0;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece pc = pos.piece_on(s);
    if (pc == NO_PIECE) continue;
    p.occupied[static_cast<std::size_t>(s / 8)] |= static_cast<std::uint8_t>(1u << (s % 8));
    p.pieces[static_cast<std::size_t>(n / 2)] |= static_cast<std::uint8_t>(pc << (4 * (n % 2)));
    ++n;
  }
  p.score = static_cast<std::int16_t>(std::clamp(score, -32000, 32000));
  p.result = result;
  p.flags = pos.side_to_move() == BLACK ? 1 : 0;
  return p;
}

bool unpack(const PackedPosition& p, Board& board) {
  board.squares.fill(NO_PIECE);
  board.side_to_move = (p.flags & 1) != 0 ? BLACK : RED;
  int n = 0;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    if (!(p.occupied[static_cast<std::size_t>(s / 8)] & (1u << (s % 8)))) continue;
    if (n >= 32) return false;
    const auto code = (p.pieces[static_cast<std::size_t>(n / 2)] >> (4 * (n % 2))) & 0xF;
    if (type_of(Piece(code)) == NO_PIECE_TYPE) return false;
    board.squares[static_cast<std::size_t>(s)] = Piece(code);
    ++n;
  }
  // Bits beyond square 89 are no squares.
  return (p.occupied[11] & 0xFC) == 0;
}

std::string to_fen(const Board& board) {
  static constexpr char LETTERS[] = ".kabnrcp.KABNRCP";
  std::string fen;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < FILE_NB; ++f) {
      const Piece pc = board.squares[static_cast<std::size_t>(make_square(f, r))];
      if (pc == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty > 0) fen += static_cast<char>('0' + empty);
      empty = 0;
      // Red pieces are upper case: colour RED is 0, so flip the table's halves.
      fen += LETTERS[pc ^ 8];
    }
    if (empty > 0) fen += static_cast<char>('0' + empty);
    if (r > 0) fen += '/';
  }
  return fen + (board.side_to_move == RED ? " w - - 0 1" : " b - - 0 1");
}

void encode(const PackedPosition& p, unsigned char* out) {
  std::memcpy(out, p.occupied.data(), 12);
  std::memcpy(out + 12, p.pieces.data(), 16);
  put(out + 28, static_cast<std::uint16_t>(p.score), 2);
  out[30] = static_cast<unsigned char>(p.result);
  out[31] = p.flags;
}

PackedPosition decode(const unsigned char* in) {
  PackedPosition p;
  std::memcpy(p.occupied.data(), in, 12);
  std::memcpy(p.pieces.data(), in + 12, 16);
  p.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(get(in + 28, 2)));
  p.result = static_cast<GameResult>(in[30] & 3);
  p.flags = in[31];
  return p;
}

DataWriter::DataWriter(const std::string& path, std::uint64_t settings) : path_(path) {
  std::error_code ec;
  const bool exists = std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) > 0;
  if (exists) {
    file_ = std::fopen(path.c_str(), "r+b");
    if (file_ == nullptr) throw DataError(path + ": cannot open the positions file to resume it");
    std::array<unsigned char, DATA_HEADER_BYTES> head{};
    const std::size_t got = std::fread(head.data(), 1, head.size(), file_);
    try {
      header_ = parse_header(head.data(), got, path);
    } catch (...) {
      std::fclose(file_);
      file_ = nullptr;
      throw;
    }
    if (header_.settings != settings) {
      std::fclose(file_);
      file_ = nullptr;
      throw DataError(path +
                      ": made with other settings (seed, budget, openings or evaluation); resume "
                      "it with the same options, or write to another file");
    }
    const std::uintmax_t want = DATA_HEADER_BYTES + header_.positions * RECORD_BYTES;
    if (std::filesystem::file_size(path, ec) < want) {
      std::fclose(file_);
      file_ = nullptr;
      throw DataError(path + ": shorter than the " + std::to_string(header_.positions) +
                      " positions its header counts");
    }
    std::fflush(file_);
    std::filesystem::resize_file(path, want, ec);
    if (ec) throw DataError(path + ": cannot cut the file back to its last whole batch");
  } else {
    file_ = std::fopen(path.c_str(), "w+b");
    if (file_ == nullptr) throw DataError(path + ": cannot write the positions file");
    header_.settings = settings;
    write_header();
  }
}

DataWriter::~DataWriter() {
  if (file_ != nullptr) std::fclose(file_);
}

void DataWriter::write_header() {
  const auto bytes = header_bytes(header_);
  if (std::fseek(file_, 0, SEEK_SET) != 0 ||
      std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size() || std::fflush(file_) != 0)
    throw DataError(path_ + ": cannot write the header (disk full?)");
}

void DataWriter::append(const std::vector<PackedPosition>& records, std::uint64_t games) {
  std::vector<unsigned char> bytes(records.size() * RECORD_BYTES);
  for (std::size_t i = 0; i < records.size(); ++i)
    encode(records[i], bytes.data() + i * RECORD_BYTES);
  const auto end = static_cast<long>(DATA_HEADER_BYTES + header_.positions * RECORD_BYTES);
  if (std::fseek(file_, end, SEEK_SET) != 0 ||
      std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size() || std::fflush(file_) != 0)
    throw DataError(path_ + ": cannot append positions (disk full?)");
  header_.games += games;
  header_.positions += records.size();
  write_header();
}

std::vector<PackedPosition> read_positions(const std::string& path, DataHeader* header) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw DataError(path + ": cannot open the positions file");
  std::array<unsigned char, DATA_HEADER_BYTES> head{};
  const std::size_t got = std::fread(head.data(), 1, head.size(), file);
  DataHeader h;
  try {
    h = parse_header(head.data(), got, path);
  } catch (...) {
    std::fclose(file);
    throw;
  }
  std::vector<PackedPosition> out;
  out.reserve(static_cast<std::size_t>(h.positions));
  std::vector<unsigned char> chunk(RECORD_BYTES * 65536);
  std::uint64_t left = h.positions;
  while (left > 0) {
    const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(left, 65536));
    const std::size_t read = std::fread(chunk.data(), RECORD_BYTES, want, file);
    for (std::size_t i = 0; i < read; ++i) out.push_back(decode(chunk.data() + i * RECORD_BYTES));
    if (read < want) {
      std::fclose(file);
      throw DataError(path + ": truncated: the header counts " + std::to_string(h.positions) +
                      " positions, the file holds " + std::to_string(out.size()));
    }
    left -= read;
  }
  std::fclose(file);
  if (header != nullptr) *header = h;
  return out;
}

namespace {

// A shard's header, with its size checked against the records it counts.
Shard check_shard(const std::string& path, const std::string& where) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw DataError(where + path + ": cannot open the positions file");
  std::array<unsigned char, DATA_HEADER_BYTES> head{};
  const std::size_t got = std::fread(head.data(), 1, head.size(), file);
  std::fclose(file);
  DataHeader h;
  try {
    h = parse_header(head.data(), got, path);
  } catch (const DataError& e) {
    throw DataError(where + e.what());
  }
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  const std::uintmax_t want = DATA_HEADER_BYTES + h.positions * RECORD_BYTES;
  if (ec || size < want)
    throw DataError(
        where + path + ": truncated: the header counts " + std::to_string(h.positions) +
        " positions, the file holds " +
        std::to_string(size < DATA_HEADER_BYTES ? 0 : (size - DATA_HEADER_BYTES) / RECORD_BYTES));
  return {path, h.positions};
}

bool starts_with_magic(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[4] = {};
  in.read(magic, 4);
  return in.gcount() == 4 && std::memcmp(magic, DATA_MAGIC, 4) == 0;
}

// A manifest is text: no NUL bytes and no other control characters than tab, CR and LF.
bool looks_like_text(const std::string& bytes) {
  return std::none_of(bytes.begin(), bytes.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 32 && u != '\t' && u != '\n' && u != '\r';
  });
}

void expand(const std::string& argument, const std::string& where, int depth,
            std::vector<Shard>& out) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(argument, ec))
    throw DataError(where + argument + ": no such positions file or manifest");
  if (starts_with_magic(argument)) {
    out.push_back(check_shard(argument, where));
    return;
  }
  std::ifstream in(argument, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  const std::string bytes = text.str();
  if (bytes.empty() || !looks_like_text(bytes))
    throw DataError(where + argument +
                    ": not a positions file (it does not start with 'GQPS') nor a manifest (a "
                    "text file listing positions files)");
  if (depth > 8) throw DataError(where + argument + ": manifests nested more than 8 deep");
  const std::filesystem::path base = std::filesystem::path(argument).parent_path();
  std::size_t at = 0;
  int line_number = 0;
  while (at < bytes.size()) {
    std::size_t end = bytes.find('\n', at);
    if (end == std::string::npos) end = bytes.size();
    std::string line = bytes.substr(at, end - at);
    at = end + 1;
    ++line_number;
    if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos) continue;
    line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
    const std::filesystem::path named(line);
    const std::string path = named.is_absolute() ? line : (base / named).string();
    expand(path, where + argument + ":" + std::to_string(line_number) + ": ", depth + 1, out);
  }
}

}  // namespace

std::vector<Shard> list_shards(const std::vector<std::string>& arguments) {
  std::vector<Shard> out;
  for (const std::string& argument : arguments) expand(argument, "", 0, out);
  return out;
}

void read_shard_records(const Shard& shard, std::uint64_t first, std::size_t count,
                        PackedPosition* out) {
  if (count == 0) return;
  if (first + count > shard.positions)
    throw DataError(shard.path + ": records past the " + std::to_string(shard.positions) +
                    " its header counts");
  std::FILE* file = std::fopen(shard.path.c_str(), "rb");
  if (file == nullptr) throw DataError(shard.path + ": cannot open the positions file");
  std::vector<unsigned char> bytes(count * RECORD_BYTES);
  const bool ok = std::fseek(file, static_cast<long>(DATA_HEADER_BYTES + first * RECORD_BYTES),
                             SEEK_SET) == 0 &&
                  std::fread(bytes.data(), RECORD_BYTES, count, file) == count;
  std::fclose(file);
  if (!ok)
    throw DataError(shard.path +
                    ": truncated or unreadable while training (changed since it "
                    "was opened?)");
  for (std::size_t i = 0; i < count; ++i) out[i] = decode(bytes.data() + i * RECORD_BYTES);
}

}  // namespace gameai::xiangqi_ai::nnue
