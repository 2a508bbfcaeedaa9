#include "xiangqi_board_panel.hpp"

#include <QVBoxLayout>
#include <algorithm>

#include "xiangqi_board_widget.hpp"
#include "xiangqi_game.hpp"

namespace gameai::gui {

XiangqiBoardPanel::XiangqiBoardPanel(const xiangqi::Game& game, QWidget* parent)
    : QWidget(parent), m_game(game) {
  m_board = new XiangqiBoardWidget(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_board);
  setSizePolicy(m_board->sizePolicy());
  connect(m_board, &XiangqiBoardWidget::squareClicked, this, &XiangqiBoardPanel::onSquareClicked);
}

void XiangqiBoardPanel::onSquareClicked(int sq) {
  if (m_viewPly >= 0) {
    Q_EMIT returnRequested();
    return;
  }
  if (const QString why = m_refusal ? m_refusal() : QString(); !why.isEmpty()) {
    Q_EMIT message(why);
    return;
  }
  if (m_selected >= 0) {
    const std::vector<int> targets = targetsFrom(m_game, m_selected);
    if (std::find(targets.begin(), targets.end(), sq) != targets.end()) {
      const int from = m_selected;
      m_selected = -1;
      Q_EMIT moveChosen(from, sq);
      return;
    }
  }
  const bool own = isOwnPiece(m_game, sq);
  if (!own && m_selected >= 0)
    Q_EMIT message(tr("That piece cannot move there."));
  else if (isOpponentPiece(m_game, sq))
    Q_EMIT message(m_game.side_to_move() == xiangqi::RED ? tr("It is Red's move.")
                                                         : tr("It is Black's move."));
  m_selected = (own && sq != m_selected) ? sq : -1;
  showPosition(m_viewPly);
}

void XiangqiBoardPanel::showPosition(int viewPly) {
  m_viewPly = (viewPly < 0 || viewPly >= m_game.ply()) ? -1 : viewPly;
  XiangqiSnapshot s = snapshot(m_game, m_viewPly);
  if (m_viewPly < 0) {
    if (m_selected >= 0 && !isOwnPiece(m_game, m_selected)) m_selected = -1;
    s.selected = m_selected;
    if (m_selected >= 0) s.targets = targetsFrom(m_game, m_selected);
    s.hintFrom = m_hintFrom;
    s.hintTo = m_hintTo;
    s.arrows = m_arrows;
  }
  m_board->setSnapshot(s);
}

void XiangqiBoardPanel::setHint(int from, int to) {
  m_hintFrom = from;
  m_hintTo = to;
}

void XiangqiBoardPanel::clearHint() {
  m_hintFrom = m_hintTo = -1;
}

void XiangqiBoardPanel::setArrows(std::vector<XiangqiSnapshot::Arrow> arrows) {
  m_arrows = std::move(arrows);
}

void XiangqiBoardPanel::clearSelection() {
  m_selected = -1;
}

void XiangqiBoardPanel::animateMove(int from, int to, int animationMs) {
  m_board->animateMove(from, to, animationMs);
}

void XiangqiBoardPanel::setFlipped(bool flipped) {
  m_board->setFlipped(flipped);
}

bool XiangqiBoardPanel::flipped() const {
  return m_board->flipped();
}

}  // namespace gameai::gui
