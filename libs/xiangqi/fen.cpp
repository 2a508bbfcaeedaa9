// FEN reading and writing for Position, in the form Pikafish and Fairy-Stockfish use:
// ten ranks from Black's back rank (rank 9) down to Red's (rank 0), then the side to move
// (`w` for Red, `b` for Black), two unused `-` fields, the plies since the last capture and the
// move number. The text is read by parse_fen and the position judged by check_setup
// (setup.hpp), so a FEN is refused for exactly the reasons a board editor shows.

#include "xiangqi/position.hpp"
#include "xiangqi/setup.hpp"

namespace gameai::xiangqi {

void Position::place(const Piece* board, Color side) noexcept {
  clear();
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (board[s] != NO_PIECE) {
      put_piece(board[s], s);
      if (type_of(board[s]) == KING) king_sq_[color_of(board[s])] = s;
    }
  side_ = side;
}

bool Position::set(std::string_view fen, StateInfo* si, std::string* error) {
  Setup setup;
  if (!parse_fen(fen, &setup, error)) return false;
  const std::vector<SetupIssue> issues = check_setup(setup);
  if (!issues.empty()) {
    if (error) {
      *error = "FEN position is illegal: " + issues.front().text;
      if (issues.size() > 1)
        *error += " (and " + std::to_string(issues.size() - 1) + " more problem" +
                  (issues.size() > 2 ? "s" : "") + ")";
    }
    return false;
  }
  place(setup.board.data(), setup.side_to_move);
  game_ply_ = 2 * (setup.move_number > 0 ? setup.move_number - 1 : 0) + (side_ == BLACK);
  *si = StateInfo{};
  si->rule60 = setup.rule60;
  si->key = compute_key();
  si->checkers = attackers_to(~side_, king_sq_[side_]);
  st_ = si;
  return true;
}

std::string Position::fen() const {
  Setup setup;
  for (Square s = 0; s < SQUARE_NB; ++s) setup.board[std::size_t(s)] = board_[s];
  setup.side_to_move = side_;
  setup.rule60 = st_ ? st_->rule60 : 0;
  setup.move_number = 1 + game_ply_ / 2;
  return write_fen(setup);
}

}  // namespace gameai::xiangqi
