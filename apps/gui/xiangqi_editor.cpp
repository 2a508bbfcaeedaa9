#include "xiangqi_editor.hpp"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace gameai::gui {

using xiangqi::Piece;

namespace {

constexpr int MAX_COUNT[xiangqi::PIECE_TYPE_NB] = {0, 1, 2, 2, 2, 2, 2, 5};

// A cursor showing the piece being carried, its hot spot in the middle.
QCursor pieceCursor(Piece piece, qreal radius, const QWidget* widget) {
  const qreal dpr = widget->devicePixelRatioF();
  const int side = int(std::ceil(radius * 2.4));
  QPixmap pixmap(QSize(side, side) * dpr);
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  XiangqiBoardWidget::paintPiece(p, QPointF(side / 2.0, side / 2.0), piece, radius, true);
  p.end();
  return QCursor(pixmap, side / 2, side / 2);
}

// The distance between neighbouring points on the board as drawn.
qreal cellOf(const XiangqiBoardWidget* board) {
  const QPointF d = board->squareCenter(1) - board->squareCenter(0);
  return std::hypot(d.x(), d.y());
}

// The point a piece dropped at `pos` lands on: the nearest one anywhere on the grid, -1 off it.
int dropSquare(const XiangqiBoardWidget* board, QPointF pos) {
  int best = -1;
  qreal bestDistance = cellOf(board) * 0.75;
  for (int sq = 0; sq < xiangqi::SQUARE_NB; ++sq) {
    const QPointF d = board->squareCenter(sq) - pos;
    const qreal distance = std::hypot(d.x(), d.y());
    if (distance <= bestDistance) {
      best = sq;
      bestDistance = distance;
    }
  }
  return best;
}

bool farEnough(QPointF a, QPointF b, qreal cell) {
  const QPointF d = a - b;
  return std::hypot(d.x(), d.y()) >= std::max<qreal>(4.0, cell * 0.25);
}

}  // namespace

// --- the board ---------------------------------------------------------------------------------

void XiangqiEditorBoard::setMarked(std::vector<int> squares) {
  m_marked = std::move(squares);
  update();
}

void XiangqiEditorBoard::paintEvent(QPaintEvent* event) {
  XiangqiBoardWidget::paintEvent(event);
  if (m_marked.empty()) return;
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const qreal radius = cellOf(this) * 0.5;
  p.setPen(QPen(QColor(0xd0, 0x20, 0x20), std::max<qreal>(2.0, radius * 0.14)));
  p.setBrush(Qt::NoBrush);
  for (const int sq : m_marked) p.drawEllipse(squareCenter(sq), radius, radius);
}

void XiangqiEditorBoard::mousePressEvent(QMouseEvent* event) {
  const int sq = squareAt(event->position());
  if (event->button() == Qt::RightButton) {
    if (sq >= 0 && snapshot().pieces[std::size_t(sq)] != xiangqi::NO_PIECE)
      Q_EMIT removeRequested(sq);
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  m_pressSquare = sq;
  m_pressPos = event->position();
  m_dragging = false;
}

void XiangqiEditorBoard::mouseMoveEvent(QMouseEvent* event) {
  if (!(event->buttons() & Qt::LeftButton) || m_pressSquare < 0 || m_dragging) return;
  const Piece piece = snapshot().pieces[std::size_t(m_pressSquare)];
  if (piece == xiangqi::NO_PIECE || !farEnough(event->position(), m_pressPos, cellOf(this))) return;
  m_dragging = true;
  setCursor(pieceCursor(piece, cellOf(this) * 0.46, this));
  Q_EMIT dragStarted(m_pressSquare);
}

void XiangqiEditorBoard::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const int from = m_pressSquare;
  m_pressSquare = -1;
  if (m_dragging) {
    m_dragging = false;
    unsetCursor();
    const int to =
        rect().contains(event->position().toPoint()) ? dropSquare(this, event->position()) : -1;
    Q_EMIT pieceDragged(from, to);
  } else if (from >= 0 && from == squareAt(event->position())) {
    Q_EMIT pointClicked(from);
  }
}

// --- the palette -------------------------------------------------------------------------------

XiangqiPiecePalette::XiangqiPiecePalette(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

QSize XiangqiPiecePalette::sizeHint() const {
  return QSize(112, 7 * 56);
}

qreal XiangqiPiecePalette::cell() const {
  return std::max<qreal>(12.0, std::min(width() / 2.0, height() / 7.0));
}

QPointF XiangqiPiecePalette::pieceCenter(Piece piece) const {
  const qreal c = cell();
  const int column = xiangqi::color_of(piece) == xiangqi::RED ? 0 : 1;
  const int row = int(xiangqi::type_of(piece)) - 1;
  const qreal left = (width() - 2 * c) / 2, top = (height() - 7 * c) / 2;
  return {left + (column + 0.5) * c, top + (row + 0.5) * c};
}

Piece XiangqiPiecePalette::pieceAt(QPointF pos) const {
  const qreal c = cell();
  for (xiangqi::Color color : {xiangqi::RED, xiangqi::BLACK})
    for (int t = xiangqi::KING; t <= xiangqi::SOLDIER; ++t) {
      const Piece piece = xiangqi::make_piece(color, xiangqi::PieceType(t));
      const QPointF d = pieceCenter(piece) - pos;
      if (std::abs(d.x()) <= c / 2 && std::abs(d.y()) <= c / 2) return piece;
    }
  return xiangqi::NO_PIECE;
}

void XiangqiPiecePalette::setSelected(Piece piece) {
  if (piece == m_selected) return;
  m_selected = piece;
  update();
  Q_EMIT selectedChanged(piece);
}

void XiangqiPiecePalette::setCounts(const std::array<int, xiangqi::PIECE_NB>& onBoard) {
  m_onBoard = onBoard;
  update();
}

void XiangqiPiecePalette::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  const qreal c = cell();
  for (xiangqi::Color color : {xiangqi::RED, xiangqi::BLACK})
    for (int t = xiangqi::KING; t <= xiangqi::SOLDIER; ++t) {
      const Piece piece = xiangqi::make_piece(color, xiangqi::PieceType(t));
      const QPointF centre = pieceCenter(piece);
      if (piece == m_selected) {
        p.setPen(QPen(palette().highlight().color(), 2));
        p.setBrush(palette().highlight().color().lighter(170));
        p.drawRoundedRect(QRectF(centre.x() - c / 2 + 1, centre.y() - c / 2 + 1, c - 2, c - 2), 6,
                          6);
      }
      // A kind the side already has all of is faded: one more would be refused.
      p.setOpacity(m_onBoard[piece] >= MAX_COUNT[t] ? 0.35 : 1.0);
      XiangqiBoardWidget::paintPiece(p, centre, piece, c * 0.4, false);
      p.setOpacity(1.0);
    }
}

void XiangqiPiecePalette::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  m_pressPiece = pieceAt(event->position());
  m_pressPos = event->position();
  m_dragging = false;
}

void XiangqiPiecePalette::mouseMoveEvent(QMouseEvent* event) {
  if (!(event->buttons() & Qt::LeftButton) || m_pressPiece == xiangqi::NO_PIECE || m_dragging ||
      !farEnough(event->position(), m_pressPos, cell()))
    return;
  m_dragging = true;
  setCursor(pieceCursor(m_pressPiece, cell() * 0.42, this));
}

void XiangqiPiecePalette::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const Piece piece = m_pressPiece;
  m_pressPiece = xiangqi::NO_PIECE;
  if (m_dragging) {
    m_dragging = false;
    unsetCursor();
    Q_EMIT pieceDropped(piece, mapToGlobal(event->position()));
  } else if (piece != xiangqi::NO_PIECE && piece == pieceAt(event->position())) {
    setSelected(piece == m_selected ? xiangqi::NO_PIECE : piece);
  }
}

// --- the dialog --------------------------------------------------------------------------------

XiangqiEditor::XiangqiEditor(const QString& fen, bool flipped, QWidget* parent) : QDialog(parent) {
  m_board = new XiangqiEditorBoard(this);
  m_board->setFlipped(flipped);
  m_palette = new XiangqiPiecePalette(this);

  m_sideLabel = new QLabel(this);
  m_redToMove = new QRadioButton(this);
  m_blackToMove = new QRadioButton(this);
  auto* sides = new QButtonGroup(this);
  sides->addButton(m_redToMove);
  sides->addButton(m_blackToMove);
  m_clearButton = new QPushButton(this);
  m_startButton = new QPushButton(this);
  m_flipButton = new QPushButton(this);
  m_fenLabel = new QLabel(this);
  m_fenEdit = new QLineEdit(this);
  m_copyButton = new QPushButton(this);
  m_pasteButton = new QPushButton(this);
  m_hintLabel = new QLabel(this);
  m_hintLabel->setWordWrap(true);
  m_problemsLabel = new QLabel(this);
  m_problemsLabel->setWordWrap(true);
  m_problemsLabel->setTextFormat(Qt::PlainText);
  m_problemsLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  m_problemsLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
  m_analyseBox = new QCheckBox(this);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  // The buttons are not pressed by Enter (the FEN field takes it).
  for (QPushButton* b :
       {m_clearButton, m_startButton, m_flipButton, m_copyButton, m_pasteButton,
        m_buttons->button(QDialogButtonBox::Ok), m_buttons->button(QDialogButtonBox::Cancel)}) {
    b->setAutoDefault(false);
    b->setDefault(false);
  }

  auto* sideRow = new QHBoxLayout;
  sideRow->addWidget(m_sideLabel);
  sideRow->addWidget(m_redToMove);
  sideRow->addWidget(m_blackToMove);
  sideRow->addStretch();
  auto* boardButtons = new QHBoxLayout;
  boardButtons->addWidget(m_clearButton);
  boardButtons->addWidget(m_startButton);
  boardButtons->addWidget(m_flipButton);
  auto* fenButtons = new QHBoxLayout;
  fenButtons->addWidget(m_copyButton);
  fenButtons->addWidget(m_pasteButton);
  fenButtons->addStretch();
  // The column beside the board keeps its width, so long problem texts wrap instead of
  // squeezing the board.
  auto* column = new QWidget(this);
  column->setFixedWidth(340);
  auto* side = new QVBoxLayout(column);
  side->setContentsMargins(0, 0, 0, 0);
  side->addLayout(sideRow);
  side->addLayout(boardButtons);
  side->addSpacing(8);
  side->addWidget(m_fenLabel);
  side->addWidget(m_fenEdit);
  side->addLayout(fenButtons);
  side->addSpacing(8);
  side->addWidget(m_hintLabel);
  side->addWidget(m_problemsLabel, 1);
  side->addWidget(m_analyseBox);
  side->addWidget(m_buttons);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(m_palette);
  layout->addWidget(m_board, 1);
  layout->addWidget(column);

  connect(m_board, &XiangqiEditorBoard::pointClicked, this, [this](int sq) {
    const Piece chosen = m_palette->selected();
    if (chosen == xiangqi::NO_PIECE) return;
    // Clicking a point that holds the chosen kind takes it off again.
    placePiece(sq, m_setup.board[std::size_t(sq)] == chosen ? xiangqi::NO_PIECE : chosen);
  });
  connect(m_board, &XiangqiEditorBoard::dragStarted, this, [this](int from) {
    XiangqiSnapshot shown = m_board->snapshot();  // the carried piece leaves its point
    shown.pieces[std::size_t(from)] = xiangqi::NO_PIECE;
    m_board->setSnapshot(shown);
  });
  connect(m_board, &XiangqiEditorBoard::pieceDragged, this, &XiangqiEditor::movePiece);
  connect(m_board, &XiangqiEditorBoard::removeRequested, this, &XiangqiEditor::removePiece);
  connect(m_palette, &XiangqiPiecePalette::pieceDropped, this, &XiangqiEditor::dropFromPalette);
  connect(m_redToMove, &QRadioButton::toggled, this, [this](bool on) {
    if (on) setSideToMove(xiangqi::RED);
  });
  connect(m_blackToMove, &QRadioButton::toggled, this, [this](bool on) {
    if (on) setSideToMove(xiangqi::BLACK);
  });
  connect(m_clearButton, &QPushButton::clicked, this, &XiangqiEditor::clearBoard);
  connect(m_startButton, &QPushButton::clicked, this, &XiangqiEditor::startPosition);
  connect(m_flipButton, &QPushButton::clicked, this, &XiangqiEditor::flip);
  connect(m_copyButton, &QPushButton::clicked, this, &XiangqiEditor::copyFen);
  connect(m_pasteButton, &QPushButton::clicked, this, &XiangqiEditor::pasteFen);
  m_fenEdit->installEventFilter(this);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &XiangqiEditor::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &XiangqiEditor::reject);

  retranslateUi();
  if (!setFen(fen)) startPosition();
  resize(940, 640);
}

QPushButton* XiangqiEditor::okButton() const {
  return m_buttons->button(QDialogButtonBox::Ok);
}

QString XiangqiEditor::fen() const {
  return QString::fromStdString(xiangqi::write_fen(m_setup));
}

bool XiangqiEditor::setFen(const QString& fen, QString* error) {
  xiangqi::Setup setup;
  std::string why;
  if (!xiangqi::parse_fen(fen.trimmed().toStdString(), &setup, &why)) {
    if (error) *error = QString::fromStdString(why);
    return false;
  }
  m_setup = setup;
  m_fenError.clear();
  changed();
  return true;
}

void XiangqiEditor::placePiece(int sq, Piece piece) {
  if (sq < 0 || sq >= xiangqi::SQUARE_NB) return;
  m_setup.board[std::size_t(sq)] = piece;
  // A position set up by hand has no history: its counters start again.
  m_setup.rule60 = 0;
  m_setup.move_number = 1;
  m_fenError.clear();
  changed();
}

void XiangqiEditor::movePiece(int from, int to) {
  if (from < 0 || from >= xiangqi::SQUARE_NB) return;
  const Piece piece = m_setup.board[std::size_t(from)];
  if (to == from) {
    changed();  // dropped back where it was: show it again
    return;
  }
  m_setup.board[std::size_t(from)] = xiangqi::NO_PIECE;
  if (to >= 0 && to < xiangqi::SQUARE_NB)
    placePiece(to, piece);
  else
    placePiece(from, xiangqi::NO_PIECE);
}

void XiangqiEditor::dropFromPalette(Piece piece, QPointF globalPos) {
  const QPointF local = m_board->mapFromGlobal(globalPos);
  if (!m_board->rect().contains(local.toPoint())) return;
  const int sq = dropSquare(m_board, local);
  if (sq >= 0) placePiece(sq, piece);
}

void XiangqiEditor::clearBoard() {
  const xiangqi::Color side = m_setup.side_to_move;
  m_setup = xiangqi::Setup{};
  m_setup.side_to_move = side;
  m_fenError.clear();
  changed();
}

void XiangqiEditor::startPosition() {
  m_setup = xiangqi::start_setup();
  m_fenError.clear();
  changed();
}

void XiangqiEditor::flip() {
  m_board->setFlipped(!m_board->flipped());
}

void XiangqiEditor::setSideToMove(xiangqi::Color side) {
  if (m_setup.side_to_move == side) return;
  m_setup.side_to_move = side;
  changed();
}

bool XiangqiEditor::analyse() const {
  return m_analyseBox->isChecked();
}

void XiangqiEditor::setAnalyse(bool on) {
  m_analyseBox->setChecked(on);
}

void XiangqiEditor::copyFen() {
  QApplication::clipboard()->setText(fen());
}

void XiangqiEditor::pasteFen() {
  const QString text = QApplication::clipboard()->text();
  m_fenEdit->setText(text.trimmed());
  applyTypedFen();
}

void XiangqiEditor::applyTypedFen() {
  QString error;
  if (setFen(m_fenEdit->text(), &error)) return;
  m_fenError = tr("This FEN cannot be read: %1").arg(error);
  changed();
}

QStringList XiangqiEditor::problems() const {
  QStringList out;
  if (!m_fenError.isEmpty()) out << m_fenError;
  for (const xiangqi::SetupIssue& issue : m_issues) out << describe(issue);
  return out;
}

void XiangqiEditor::accept() {
  if (!problems().isEmpty()) return;
  Q_EMIT positionChosen(fen(), analyse());
  QDialog::accept();
}

void XiangqiEditor::changed() {
  m_issues = xiangqi::check_setup(m_setup);

  XiangqiSnapshot shown;
  shown.pieces = m_setup.board;
  std::vector<int> marked;
  for (const xiangqi::SetupIssue& issue : m_issues) {
    if (issue.square != xiangqi::SQ_NONE) marked.push_back(issue.square);
    if (issue.problem == xiangqi::SetupProblem::NotToMoveInCheck)
      shown.checkedGeneral = issue.other;
    if (issue.problem == xiangqi::SetupProblem::GeneralsFacing) marked.push_back(issue.other);
  }
  m_board->setSnapshot(shown);
  m_board->setMarked(std::move(marked));

  std::array<int, xiangqi::PIECE_NB> counts{};
  for (const Piece piece : m_setup.board)
    if (piece != xiangqi::NO_PIECE) ++counts[piece];
  m_palette->setCounts(counts);

  // The typed text stays while it cannot be read, so it can be mended.
  if (m_fenError.isEmpty()) m_fenEdit->setText(fen());
  (m_setup.side_to_move == xiangqi::RED ? m_redToMove : m_blackToMove)->setChecked(true);

  const QStringList list = problems();
  if (list.isEmpty()) {
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #1b7a3a;"));
    m_problemsLabel->setText(m_setup.side_to_move == xiangqi::RED
                                 ? tr("The position is legal. Red to move.")
                                 : tr("The position is legal. Black to move."));
  } else {
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problemsLabel->setText(QStringLiteral("• ") + list.join(QStringLiteral("\n• ")));
  }
  okButton()->setEnabled(list.isEmpty());
  okButton()->setToolTip(list.isEmpty() ? QString()
                                        : tr("Mend the problems listed to use this position."));
}

QString XiangqiEditor::pieceName(Piece piece) {
  switch (piece) {
    case xiangqi::R_KING:
      return tr("red general");
    case xiangqi::R_ADVISOR:
      return tr("red advisor");
    case xiangqi::R_ELEPHANT:
      return tr("red elephant");
    case xiangqi::R_HORSE:
      return tr("red horse");
    case xiangqi::R_CHARIOT:
      return tr("red chariot");
    case xiangqi::R_CANNON:
      return tr("red cannon");
    case xiangqi::R_SOLDIER:
      return tr("red soldier");
    case xiangqi::B_KING:
      return tr("black general");
    case xiangqi::B_ADVISOR:
      return tr("black advisor");
    case xiangqi::B_ELEPHANT:
      return tr("black elephant");
    case xiangqi::B_HORSE:
      return tr("black horse");
    case xiangqi::B_CHARIOT:
      return tr("black chariot");
    case xiangqi::B_CANNON:
      return tr("black cannon");
    case xiangqi::B_SOLDIER:
      return tr("black soldier");
    default:
      return {};
  }
}

QString XiangqiEditor::describe(const xiangqi::SetupIssue& issue) {
  using xiangqi::SetupProblem;
  const QString piece = pieceName(issue.piece);
  const QString square = QString::fromStdString(xiangqi::square_name(issue.square));
  const QString other = QString::fromStdString(xiangqi::square_name(issue.other));
  const bool red =
      issue.piece != xiangqi::NO_PIECE && xiangqi::color_of(issue.piece) == xiangqi::RED;
  switch (issue.problem) {
    case SetupProblem::TooManyPieces:
      if (xiangqi::type_of(issue.piece) == xiangqi::KING)
        return red ? tr("Red has %1 generals; a side has exactly one.").arg(issue.count)
                   : tr("Black has %1 generals; a side has exactly one.").arg(issue.count);
      return tr("Too many pieces: %1 × %2, at most %3 are allowed.")
          .arg(piece)
          .arg(issue.count)
          .arg(issue.limit);
    case SetupProblem::NoGeneral:
      return red ? tr("Red has no general.") : tr("Black has no general.");
    case SetupProblem::GeneralOutsidePalace:
      return tr("The %1 on %2 is outside its palace.").arg(piece, square);
    case SetupProblem::AdvisorOffPoint:
      return tr("The %1 on %2 is not on one of its palace's five points (the corners and the "
                "centre).")
          .arg(piece, square);
    case SetupProblem::ElephantOffPoint:
      return tr("The %1 on %2 is not on one of the seven points an elephant can reach on its own "
                "side.")
          .arg(piece, square);
    case SetupProblem::SoldierBehindStart:
      return tr("The %1 on %2 is behind the rank soldiers start on.").arg(piece, square);
    case SetupProblem::SoldierOffFile:
      return tr("The %1 on %2 is off the soldier files (a, c, e, g, i) before crossing the "
                "river.")
          .arg(piece, square);
    case SetupProblem::GeneralsFacing:
      return tr("The generals face each other on %1 and %2 with no piece between them.")
          .arg(square, other);
    case SetupProblem::NotToMoveInCheck: {
      // The checking piece's side is the one to move.
      const QString general = pieceName(red ? xiangqi::B_KING : xiangqi::R_KING);
      return (red ? tr("The %1 on %2 is in check from the %3 on %4, but Red is to move: the side "
                       "not to move cannot be in check.")
                  : tr("The %1 on %2 is in check from the %3 on %4, but Black is to move: the "
                       "side not to move cannot be in check."))
          .arg(general, other, piece, square);
    }
  }
  return QString::fromStdString(issue.text);
}

void XiangqiEditor::retranslateUi() {
  setWindowTitle(tr("Edit position"));
  m_sideLabel->setText(tr("To move:"));
  m_redToMove->setText(tr("Red"));
  m_blackToMove->setText(tr("Black"));
  m_clearButton->setText(tr("Clear board"));
  m_startButton->setText(tr("Start position"));
  m_flipButton->setText(tr("Flip board"));
  m_fenLabel->setText(tr("FEN (type or paste one, then Enter):"));
  m_copyButton->setText(tr("Copy FEN"));
  m_pasteButton->setText(tr("Paste FEN"));
  m_hintLabel->setText(
      tr("Drag pieces from the palette onto the board, and about on it; drag a piece off the "
         "board or right-click it to remove it. Or click a palette piece, then click points to "
         "place it."));
  m_analyseBox->setText(tr("Analyse the position instead of playing it"));
}

// Enter in the FEN field reads the FEN and goes no further: the dialog would take it for OK.
bool XiangqiEditor::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_fenEdit && event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
      applyTypedFen();
      return true;
    }
  }
  return QDialog::eventFilter(watched, event);
}

void XiangqiEditor::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslateUi();
    changed();
  }
  QDialog::changeEvent(event);
}

}  // namespace gameai::gui
