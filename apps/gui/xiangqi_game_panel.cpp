#include "xiangqi_game_panel.hpp"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "xiangqi_clock.hpp"
#include "xiangqi_move_tree.hpp"

namespace gameai::gui {

using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

XiangqiGamePanel::XiangqiGamePanel(QWidget* parent) : QWidget(parent) {
  m_newButton = new QPushButton(this);
  m_undoButton = new QPushButton(this);
  m_redoButton = new QPushButton(this);
  m_hintButton = new QPushButton(this);
  m_flipButton = new QPushButton(this);
  connect(m_newButton, &QPushButton::clicked, this, &XiangqiGamePanel::newGameRequested);
  connect(m_undoButton, &QPushButton::clicked, this, &XiangqiGamePanel::undoRequested);
  connect(m_redoButton, &QPushButton::clicked, this, &XiangqiGamePanel::redoRequested);
  connect(m_hintButton, &QPushButton::clicked, this, &XiangqiGamePanel::hintRequested);
  connect(m_flipButton, &QPushButton::clicked, this, &XiangqiGamePanel::flipRequested);
  auto* buttons = new QGridLayout;
  buttons->addWidget(m_newButton, 0, 0);
  buttons->addWidget(m_undoButton, 0, 1);
  buttons->addWidget(m_redoButton, 0, 2);
  buttons->addWidget(m_hintButton, 1, 0);
  buttons->addWidget(m_flipButton, 1, 1);

  // The clocks, Red's and Black's, the running one highlighted.
  m_redClock = new QLabel(this);
  m_blackClock = new QLabel(this);
  m_redClock->setObjectName(QStringLiteral("redClock"));
  m_blackClock->setObjectName(QStringLiteral("blackClock"));
  auto* clocks = new QHBoxLayout;
  for (QLabel* label : {m_redClock, m_blackClock}) {
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    label->setFont(font);
    label->setAlignment(Qt::AlignCenter);
    label->setMargin(3);
    label->setVisible(false);
    clocks->addWidget(label);
  }

  m_status = new QLabel(this);
  m_status->setObjectName(QStringLiteral("xiangqiStatus"));
  m_status->setWordWrap(true);
  QFont statusFont = m_status->font();
  statusFont.setBold(true);
  statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
  m_status->setFont(statusFont);

  // Moves: choosing one goes to the position after it.
  m_movesBox = new QGroupBox(this);
  auto* movesLayout = new QVBoxLayout(m_movesBox);
  m_notationBox = new QComboBox(m_movesBox);
  m_notationBox->setObjectName(QStringLiteral("notation"));
  m_notationBox->addItems({QString(), QString(), QString()});
  connect(m_notationBox, &QComboBox::currentIndexChanged, this, &XiangqiGamePanel::notationChanged);
  m_moveTree = new XiangqiMoveTree(m_movesBox);
  movesLayout->addWidget(m_notationBox);
  movesLayout->addWidget(m_moveTree, 1);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(buttons);
  layout->addLayout(clocks);
  layout->addWidget(m_status);
  layout->addWidget(m_movesBox, 1);
  retranslateUi();
}

void XiangqiGamePanel::retranslateUi() {
  m_newButton->setText(tr("New"));
  m_undoButton->setText(tr("Undo 悔棋"));
  m_redoButton->setText(tr("Redo"));
  m_hintButton->setText(tr("Hint"));
  m_flipButton->setText(tr("Flip"));
  m_movesBox->setTitle(tr("Moves"));
  m_notationBox->setItemText(int(XiangqiNotation::Chinese), tr("Chinese 中文"));
  m_notationBox->setItemText(int(XiangqiNotation::Wxf), tr("WXF"));
  m_notationBox->setItemText(int(XiangqiNotation::Iccs), tr("ICCS"));
  if (m_clock) showClocks(*m_clock);
}

void XiangqiGamePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QWidget::changeEvent(event);
}

void XiangqiGamePanel::showMoves(const game_files::XiangqiTree& tree,
                                 game_files::XiangqiNodeId current) {
  m_moveTree->showTree(tree, current, notation());
}

QStringList XiangqiGamePanel::moveRows() const {
  return m_moveTree->lineRows();
}

XiangqiNotation XiangqiGamePanel::notation() const {
  return XiangqiNotation(std::max(0, m_notationBox->currentIndex()));
}

void XiangqiGamePanel::setNotation(XiangqiNotation notation) {
  m_notationBox->setCurrentIndex(int(notation));
}

void XiangqiGamePanel::setStatus(const QString& text) {
  m_status->setText(text);
}

void XiangqiGamePanel::setUndoRedo(bool canUndo, bool canRedo) {
  m_undoButton->setEnabled(canUndo);
  m_redoButton->setEnabled(canRedo);
}

void XiangqiGamePanel::showClocks(const XiangqiClock& clock) {
  m_clock = &clock;
  const bool on = clock.enabled();
  m_redClock->setVisible(on);
  m_blackClock->setVisible(on);
  if (!on) return;
  const auto show = [&clock](QLabel* label, Color side, const QString& name) {
    const qint64 ms = std::max<qint64>(0, clock.remainingMs(side));
    const qint64 s = (ms + 999) / 1000;
    const QString time = ms < 10000 ? QString::asprintf("%lld.%lld", ms / 1000, ms % 1000 / 100)
                                    : QString::asprintf("%lld:%02lld", s / 60, s % 60);
    label->setText(name + QLatin1Char(' ') + time);
    const bool running = clock.running() && clock.runningSide() == side;
    label->setStyleSheet(running ? QStringLiteral("background:#fff3c4; border:2px solid #c08000;")
                                 : QStringLiteral("border:2px solid transparent;"));
  };
  show(m_redClock, RED, tr("Red"));
  show(m_blackClock, BLACK, tr("Black"));
}

}  // namespace gameai::gui
