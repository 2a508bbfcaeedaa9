#pragma once
// The board editor: set up any xiangqi position by hand, for a puzzle or an analysis.
//
// Pieces come from a palette (both colours) and are dragged onto the board, moved about on it,
// and dragged off it (or right-clicked) to remove them; a palette piece that is clicked instead
// of dragged is then placed by clicking points. Buttons clear the board, set up the start
// position and flip it; the side to move is chosen; the position's FEN is shown as it changes,
// can be copied, and a FEN typed or pasted puts its position on the board (even an illegal one,
// so it can be mended). The rules' checks (xiangqi::check_setup) are listed under the board in
// the user's language with the pieces at fault marked, and OK is refused while any remains.
// The editor changes nothing itself: OK emits positionChosen with the FEN.

#include <QDialog>
#include <QStringList>
#include <array>
#include <vector>

#include "xiangqi/setup.hpp"
#include "xiangqi_board_widget.hpp"

class QButtonGroup;
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace gameai::gui {

// The editor's board: a press and drag moves a piece (released off the board: removed), a
// right-click removes one, a plain click says which point was clicked.
class XiangqiEditorBoard : public XiangqiBoardWidget {
  Q_OBJECT
 public:
  using XiangqiBoardWidget::XiangqiBoardWidget;
  // Points ringed in red: the pieces a problem names.
  void setMarked(std::vector<int> squares);
  const std::vector<int>& marked() const { return m_marked; }

 Q_SIGNALS:
  void pointClicked(int sq);
  void pieceDragged(int from, int to);  // to: -1 when dropped off the board
  void removeRequested(int sq);
  void dragStarted(int from);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  std::vector<int> m_marked;
  int m_pressSquare = -1;
  QPointF m_pressPos;
  bool m_dragging = false;
};

// The fourteen kinds of piece, Red's in one column and Black's in the other. A click selects a
// kind (clicking it again drops the choice); a drag carries one to wherever it is released
// (pieceDropped with the global point). Kinds a side already has all of are drawn faded.
class XiangqiPiecePalette : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiPiecePalette(QWidget* parent = nullptr);

  xiangqi::Piece selected() const { return m_selected; }
  void setSelected(xiangqi::Piece piece);
  void setCounts(const std::array<int, xiangqi::PIECE_NB>& onBoard);
  // Centre of a kind's cell, for tests that drag from it.
  QPointF pieceCenter(xiangqi::Piece piece) const;
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override { return QSize(80, 250); }

 Q_SIGNALS:
  void selectedChanged(xiangqi::Piece piece);
  void pieceDropped(xiangqi::Piece piece, QPointF globalPos);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  qreal cell() const;
  xiangqi::Piece pieceAt(QPointF pos) const;

  xiangqi::Piece m_selected = xiangqi::NO_PIECE;
  std::array<int, xiangqi::PIECE_NB> m_onBoard{};
  xiangqi::Piece m_pressPiece = xiangqi::NO_PIECE;
  QPointF m_pressPos;
  bool m_dragging = false;
};

class XiangqiEditor : public QDialog {
  Q_OBJECT
 public:
  // Opens on the position of `fen` (the start position if it cannot be read).
  explicit XiangqiEditor(const QString& fen, bool flipped = false, QWidget* parent = nullptr);

  QString fen() const;
  // Puts a FEN's position on the board, legal or not; false with `error` (and the board as it
  // was) when the text is not a FEN.
  bool setFen(const QString& fen, QString* error = nullptr);
  const xiangqi::Setup& setup() const { return m_setup; }

  void placePiece(int sq, xiangqi::Piece piece);  // NO_PIECE empties the point
  void removePiece(int sq) { placePiece(sq, xiangqi::NO_PIECE); }
  void movePiece(int from, int to);  // to -1: off the board
  void clearBoard();
  void startPosition();
  void flip();
  void setSideToMove(xiangqi::Color side);
  // Whether OK starts an analysis of the position rather than a game.
  bool analyse() const;
  void setAnalyse(bool on);

  // The problems with the position as listed (empty when it is legal), and the issues behind.
  QStringList problems() const;
  const std::vector<xiangqi::SetupIssue>& issues() const { return m_issues; }
  // One issue in the user's language.
  static QString describe(const xiangqi::SetupIssue& issue);
  static QString pieceName(xiangqi::Piece piece);

  XiangqiEditorBoard* board() const { return m_board; }
  XiangqiPiecePalette* palette() const { return m_palette; }
  QPushButton* okButton() const;

  // Refused (nothing emitted, the dialog stays) while the position has problems or the FEN
  // typed last could not be read.
  void accept() override;

 Q_SIGNALS:
  void positionChosen(const QString& fen, bool analyse);

 protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void retranslateUi();
  void copyFen();
  void pasteFen();
  void applyTypedFen();
  void dropFromPalette(xiangqi::Piece piece, QPointF globalPos);
  // Judges the position and shows it: the board, the FEN, the problems, the palette's counts.
  void changed();

  xiangqi::Setup m_setup;
  std::vector<xiangqi::SetupIssue> m_issues;
  QString m_fenError;  // the last typed FEN that could not be read, shown until the next change
  XiangqiEditorBoard* m_board = nullptr;
  XiangqiPiecePalette* m_palette = nullptr;
  QLabel* m_sideLabel = nullptr;
  QRadioButton* m_redToMove = nullptr;
  QRadioButton* m_blackToMove = nullptr;
  QPushButton* m_clearButton = nullptr;
  QPushButton* m_startButton = nullptr;
  QPushButton* m_flipButton = nullptr;
  QLabel* m_fenLabel = nullptr;
  QLineEdit* m_fenEdit = nullptr;
  QPushButton* m_copyButton = nullptr;
  QPushButton* m_pasteButton = nullptr;
  QLabel* m_hintLabel = nullptr;
  QLabel* m_problemsLabel = nullptr;
  QCheckBox* m_analyseBox = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

}  // namespace gameai::gui
