#pragma once
// A xiangqi position: the board, the side to move, and the history the rules need.
//
// The shape follows Stockfish and Pikafish so a search written against them reads naturally:
// `pos.do_move(m, st)` pushes a caller-owned StateInfo (a linked stack, no heap) and
// `pos.undo_move(m)` pops it; `pos.key()` is the Zobrist key, updated incrementally. Pieces are
// kept both as a 90-entry board and as bitboards per colour and per type. A position never holds
// an impossible setup: set() rejects malformed or illegal FEN with a message naming the problem.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/bitboard.hpp"
#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

struct Setup;
struct SetupIssue;

inline constexpr std::string_view START_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// What do_move must remember to be undone, plus what the rules read from the history.
struct StateInfo {
  std::uint64_t key = 0;
  Bitboard checkers = 0;      // enemy pieces giving check to the side to move
  int rule60 = 0;             // plies since the last capture (the 60-move / 120-ply rule)
  int plies_from_null = 0;    // plies since the last null move (repetition looks no further)
  Piece captured = NO_PIECE;  // the piece the move leading here captured
  Move move;                  // the move leading here (Move::null() after a null move)
  StateInfo* previous = nullptr;
};

class Position {
 public:
  Position() = default;
  Position(const Position&) = delete;
  Position& operator=(const Position&) = delete;

  // Sets up the position from FEN (Pikafish / Fairy-Stockfish form; `h`/`e` are accepted for
  // horse/elephant and `r` for Red to move; the trailing fields may be omitted). On failure the
  // position is unchanged, false is returned and *error (if given) says what is wrong.
  bool set(std::string_view fen, StateInfo* si, std::string* error = nullptr);
  std::string fen() const;

  // Copies another position's board and current state into *si (history is not copied).
  void copy_from(const Position& other, StateInfo* si);

  Color side_to_move() const noexcept { return side_; }
  Piece piece_on(Square s) const noexcept { return board_[s]; }
  bool empty(Square s) const noexcept { return board_[s] == NO_PIECE; }
  Bitboard pieces() const noexcept { return by_color_[RED] | by_color_[BLACK]; }
  Bitboard pieces(Color c) const noexcept { return by_color_[c]; }
  Bitboard pieces(PieceType pt) const noexcept { return by_type_[pt]; }
  Bitboard pieces(Color c, PieceType pt) const noexcept { return by_color_[c] & by_type_[pt]; }
  Square king_square(Color c) const noexcept { return king_sq_[c]; }
  int count(Color c, PieceType pt) const noexcept { return popcount(pieces(c, pt)); }

  std::uint64_t key() const noexcept { return st_->key; }
  // The key do_move(m) will produce, without making the move (to prefetch a table entry).
  std::uint64_t key_after(Move m) const noexcept {
    const Square from = m.from_sq(), to = m.to_sq();
    const Piece pc = board_[from], captured = board_[to];
    std::uint64_t k = st_->key ^ TABLES.zobrist_side ^ TABLES.zobrist_piece[pc][from] ^
                      TABLES.zobrist_piece[pc][to];
    return captured != NO_PIECE ? k ^ TABLES.zobrist_piece[captured][to] : k;
  }
  Bitboard checkers() const noexcept { return st_->checkers; }
  bool in_check() const noexcept { return st_->checkers != 0; }
  int rule60_count() const noexcept { return st_->rule60; }
  int game_ply() const noexcept { return game_ply_; }
  const StateInfo* state() const noexcept { return st_; }
  Piece captured_piece() const noexcept { return st_->captured; }
  Piece moved_piece(Move m) const noexcept { return board_[m.from_sq()]; }
  bool capture(Move m) const noexcept { return board_[m.to_sq()] != NO_PIECE; }

  // Pieces of either colour attacking s when the board holds `occupied` (a king counts as
  // attacking along an open file: the flying-general rule). Pieces not in `occupied` may be
  // included; mask them off when simulating captures.
  Bitboard attackers_to(Square s, Bitboard occupied) const noexcept;
  // The same for colour c only.
  Bitboard attackers_to(Color c, Square s, Bitboard occupied) const noexcept {
    return attackers_to(s, occupied) & by_color_[c];
  }
  Bitboard attackers_to(Color c, Square s) const noexcept { return attackers_to(c, s, pieces()); }

  // Move legality: pseudo_legal() accepts any move a piece of the side to move could make ignoring
  // checks (use it to vet transposition-table or killer moves); legal() then tells whether a
  // pseudo-legal move leaves one's own king safe.
  bool pseudo_legal(Move m) const noexcept;
  bool legal(Move m) const noexcept;
  bool gives_check(Move m) const noexcept;

  void do_move(Move m, StateInfo& new_st) noexcept;
  void undo_move(Move m) noexcept;
  void do_null_move(StateInfo& new_st) noexcept;
  void undo_null_move() noexcept;

  // For the side to move when it is not in check: `pinned` gets its pieces whose leaving their
  // square could expose the king (to a chariot, cannon or king on a line through it, or to a
  // horse whose leg they block); `forbidden` gets the empty squares between the king and an enemy
  // cannon with nothing in between (a piece landing there becomes the cannon's screen). Every
  // other non-king move is legal.
  void king_shields(Bitboard& pinned, Bitboard& forbidden) const noexcept;

  // Repetition and move-count rulings for the side to move (see rules.hpp); a member because
  // judging a chase replays the repeated cycle. The position is restored before returning.
  friend class RuleJudge;
  // Judging a set-up position uses the attack tables on a board no FEN has vetted yet.
  friend std::vector<SetupIssue> check_setup(const Setup& setup);

  // Targets (empty or enemy squares) of the piece on `from`, ignoring checks.
  Bitboard piece_targets(Square from) const noexcept;

 private:
  void put_piece(Piece pc, Square s) noexcept;
  void remove_piece(Square s) noexcept;
  void move_piece(Square from, Square to) noexcept;
  std::uint64_t compute_key() const noexcept;
  void clear() noexcept;
  void place(const Piece* board, Color side) noexcept;  // empties the board, then sets it up

  Piece board_[SQUARE_NB] = {};
  Bitboard by_color_[COLOR_NB] = {};
  Bitboard by_type_[PIECE_TYPE_NB] = {};
  Square king_sq_[COLOR_NB] = {SQ_NONE, SQ_NONE};
  Color side_ = RED;
  int game_ply_ = 0;
  StateInfo* st_ = nullptr;
};

}  // namespace gameai::xiangqi
