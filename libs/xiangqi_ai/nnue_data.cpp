#include "xiangqi_ai/nnue_data.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>

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

}  // namespace gameai::xiangqi_ai::nnue
