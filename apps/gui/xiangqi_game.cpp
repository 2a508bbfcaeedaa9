#include "xiangqi_game.hpp"

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"

namespace gameai::gui {

using namespace gameai::xiangqi;

XiangqiGame::XiangqiGame() {
  reset();
}

void XiangqiGame::reset() {
  reset(std::string(START_FEN));
}

bool XiangqiGame::reset(const std::string& fen, std::string* error) {
  // Validate on a scratch position first, so a bad FEN leaves the game untouched.
  Position probe;
  StateInfo probeState;
  if (!probe.set(fen, &probeState, error)) return false;
  m_startFen = probe.fen();
  m_moves.clear();
  m_ply = 0;
  replayTo(0);
  return true;
}

void XiangqiGame::replayTo(int ply) {
  m_states.clear();
  m_states.emplace_back();
  m_pos.set(m_startFen, &m_states.back());
  for (int i = 0; i < ply; ++i) {
    m_states.emplace_back();
    m_pos.do_move(m_moves[size_t(i)], m_states.back());
  }
  m_ply = ply;
}

Move XiangqiGame::lastMove() const {
  return m_ply > 0 ? m_moves[size_t(m_ply - 1)] : Move::none();
}

bool XiangqiGame::isOwnPiece(int square) const {
  if (square < 0 || square >= SQUARE_NB) return false;
  const Piece p = m_pos.piece_on(square);
  return p != NO_PIECE && color_of(p) == m_pos.side_to_move();
}

std::vector<int> XiangqiGame::targetsFrom(int square) const {
  std::vector<int> targets;
  if (!isOwnPiece(square)) return targets;
  for (const ExtMove& m : MoveList<LEGAL>(m_pos))
    if (m.move.from_sq() == square) targets.push_back(m.move.to_sq());
  return targets;
}

bool XiangqiGame::play(int from, int to) {
  if (from < 0 || to < 0 || from >= SQUARE_NB || to >= SQUARE_NB) return false;
  return play(Move(from, to));
}

bool XiangqiGame::play(Move move) {
  if (!MoveList<LEGAL>(m_pos).contains(move)) return false;
  m_moves.resize(size_t(m_ply));
  m_moves.push_back(move);
  m_states.emplace_back();
  m_pos.do_move(move, m_states.back());
  ++m_ply;
  return true;
}

void XiangqiGame::undo() {
  if (!canUndo()) return;
  m_pos.undo_move(m_moves[size_t(m_ply - 1)]);
  m_states.pop_back();
  --m_ply;
}

void XiangqiGame::redo() {
  if (!canRedo()) return;
  m_states.emplace_back();
  m_pos.do_move(m_moves[size_t(m_ply)], m_states.back());
  ++m_ply;
}

XiangqiGame::Verdict XiangqiGame::verdict() const {
  const GameStatus status = game_status(m_pos);
  Verdict v;
  if (!status.over) return v;
  v.over = true;
  v.reason = status.reason;
  v.text = status.text;
  v.winner = status.result == Result::RED_WINS ? 1 : status.result == Result::BLACK_WINS ? -1 : 0;
  return v;
}

std::string XiangqiGame::moveText(int index) const {
  if (index < 0 || index >= plyCount()) return {};
  return to_iccs(m_moves[size_t(index)]);
}

namespace {

// A legal move of `pos` in the chosen notation.
std::string format_move(const Position& pos, Move m, XiangqiGame::Notation notation) {
  switch (notation) {
    case XiangqiGame::Notation::Chinese:
      return to_chinese(pos, m);
    case XiangqiGame::Notation::Wxf:
      return to_wxf(pos, m);
    case XiangqiGame::Notation::Iccs:
      break;
  }
  return to_iccs(m);
}

}  // namespace

std::vector<std::string> XiangqiGame::moveTexts(Notation notation) const {
  std::vector<std::string> texts;
  texts.reserve(size_t(m_ply));
  Position pos;
  std::deque<StateInfo> states(1);
  pos.set(m_startFen, &states.back());
  for (int i = 0; i < m_ply; ++i) {
    const Move m = m_moves[size_t(i)];
    texts.push_back(format_move(pos, m, notation));
    states.emplace_back();
    pos.do_move(m, states.back());
  }
  return texts;
}

std::vector<std::string> XiangqiGame::lineTexts(const std::vector<std::string>& iccs,
                                                Notation notation) const {
  std::vector<std::string> texts;
  Position pos;
  std::deque<StateInfo> states(1);
  pos.copy_from(m_pos, &states.back());
  for (const std::string& text : iccs) {
    const Move m = parse_legal_iccs(pos, text);
    if (!m) break;
    texts.push_back(format_move(pos, m, notation));
    states.emplace_back();
    pos.do_move(m, states.back());
  }
  return texts;
}

int XiangqiGame::pieceCode(Piece piece) {
  if (piece == NO_PIECE) return 0;
  const int type = int(type_of(piece));  // KING..SOLDIER = 1..7, as XiangqiPieceType
  return color_of(piece) == RED ? type : -type;
}

XiangqiSnapshot XiangqiGame::snapshot(int ply) const {
  XiangqiSnapshot s;
  const Position* pos = &m_pos;
  Position scratch;
  std::deque<StateInfo> states;
  if (ply >= 0 && ply != m_ply && ply <= plyCount()) {
    states.emplace_back();
    scratch.set(m_startFen, &states.back());
    for (int i = 0; i < ply; ++i) {
      states.emplace_back();
      scratch.do_move(m_moves[size_t(i)], states.back());
    }
    pos = &scratch;
  } else {
    ply = m_ply;
  }
  for (int sq = 0; sq < SQUARE_NB; ++sq) s.pieces[size_t(sq)] = pieceCode(pos->piece_on(sq));
  if (ply > 0) {
    s.lastFrom = m_moves[size_t(ply - 1)].from_sq();
    s.lastTo = m_moves[size_t(ply - 1)].to_sq();
  }
  if (pos->in_check()) s.checkedGeneral = pos->king_square(pos->side_to_move());
  return s;
}

}  // namespace gameai::gui
