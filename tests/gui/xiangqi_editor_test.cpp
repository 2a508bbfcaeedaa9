// The board editor driven as a user drives it: pieces dragged from the palette and about the
// board, right-clicked and dragged off, the buttons, the side to move, FEN typed, pasted and
// copied; an illegal setup shows its reason and OK is refused; a legal one starts the game (or
// the analysis) from its FEN in the xiangqi page.
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_editor.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiEditor;
using gameai::gui::XiangqiView;
using gameai::gui::testing::sq;
namespace xq = gameai::xiangqi;

namespace {

QPushButton* button(const QWidget& parent, const QString& text) {
  for (QPushButton* b : parent.findChildren<QPushButton*>())
    if (b->text() == text) return b;
  return nullptr;
}

QPoint pointOn(const XiangqiEditor& editor, const char* square) {
  return editor.board()->squareCenter(sq(square)).toPoint();
}

xq::Piece pieceOn(const XiangqiEditor& editor, const char* square) {
  return editor.setup().board[std::size_t(sq(square))];
}

// A left-button drag within `widget` from `from` to `to` (in its coordinates; `to` may lie
// outside it, as a drop on another widget does), in steps as a hand moves.
void drag(QWidget* widget, QPoint from, QPoint to) {
  QTest::mousePress(widget, Qt::LeftButton, {}, from);
  for (int step = 1; step <= 4; ++step) {
    const QPoint at = from + (to - from) * step / 4;
    QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
  }
  QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
}

// Drags a piece of the palette onto a point of the board.
void dragFromPalette(XiangqiEditor& editor, xq::Piece piece, const char* square) {
  auto* palette = editor.palette();
  const QPoint target =
      palette->mapFromGlobal(editor.board()->mapToGlobal(pointOn(editor, square)));
  drag(palette, palette->pieceCenter(piece).toPoint(), target);
}

void showEditor(XiangqiEditor& editor) {
  editor.show();
  QVERIFY(QTest::qWaitForWindowExposed(&editor));
}

}  // namespace

class XiangqiEditorTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void setsUpAPositionByDragging();
  void refusesIllegalSetupsWithTheirReason();
  void fenInAndOut();
  void okStartsTheGameFromTheEditedPosition();
};

void XiangqiEditorTest::setsUpAPositionByDragging() {
  XiangqiEditor editor(QString::fromLatin1(xq::START_FEN.data()));
  showEditor(editor);
  if (QTest::currentTestFailed()) return;
  QVERIFY(editor.problems().isEmpty());
  QVERIFY(editor.okButton()->isEnabled());

  // Clear: both generals missing, OK refused.
  QTest::mouseClick(button(editor, QStringLiteral("Clear board")), Qt::LeftButton);
  QCOMPARE(editor.fen(), QStringLiteral("9/9/9/9/9/9/9/9/9/9 w - - 0 1"));
  QCOMPARE(editor.problems(), QStringList({QStringLiteral("Red has no general."),
                                           QStringLiteral("Black has no general.")}));
  QVERIFY(!editor.okButton()->isEnabled());

  // The red general dragged from the palette to e0, the black one placed by clicking: the
  // generals face each other, which is named.
  dragFromPalette(editor, xq::R_KING, "e0");
  QCOMPARE(pieceOn(editor, "e0"), xq::R_KING);
  QTest::mouseClick(editor.palette(), Qt::LeftButton, {},
                    editor.palette()->pieceCenter(xq::B_KING).toPoint());
  QCOMPARE(editor.palette()->selected(), xq::B_KING);
  QTest::mouseClick(editor.board(), Qt::LeftButton, {}, pointOn(editor, "e9"));
  QCOMPARE(pieceOn(editor, "e9"), xq::B_KING);
  QCOMPARE(editor.problems().size(), 1);
  QVERIFY2(editor.problems()[0].contains(QStringLiteral("face each other on e0 and e9")),
           qPrintable(editor.problems()[0]));
  QVERIFY(!editor.okButton()->isEnabled());
  QTest::mouseClick(editor.palette(), Qt::LeftButton, {},
                    editor.palette()->pieceCenter(xq::B_KING).toPoint());
  QCOMPARE(editor.palette()->selected(), xq::NO_PIECE);

  // Dragging the black general aside on the board mends it.
  drag(editor.board(), pointOn(editor, "e9"), pointOn(editor, "d9"));
  QCOMPARE(pieceOn(editor, "e9"), xq::NO_PIECE);
  QCOMPARE(pieceOn(editor, "d9"), xq::B_KING);
  QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join('\n')));
  QVERIFY(editor.okButton()->isEnabled());

  // A soldier dropped where none can stand is named with its point; a right-click removes it.
  dragFromPalette(editor, xq::R_SOLDIER, "b3");
  QCOMPARE(pieceOn(editor, "b3"), xq::R_SOLDIER);
  QCOMPARE(editor.board()->marked(), std::vector<int>{sq("b3")});
  QCOMPARE(editor.problems(),
           QStringList({QStringLiteral("The red soldier on b3 is off the soldier files (a, c, e, "
                                       "g, i) before crossing the river.")}));
  QTest::mouseClick(editor.board(), Qt::RightButton, {}, pointOn(editor, "b3"));
  QCOMPARE(pieceOn(editor, "b3"), xq::NO_PIECE);
  QVERIFY(editor.problems().isEmpty());
  QVERIFY(editor.board()->marked().empty());

  // A chariot dragged onto the board and then off it.
  dragFromPalette(editor, xq::R_CHARIOT, "a5");
  QCOMPARE(pieceOn(editor, "a5"), xq::R_CHARIOT);
  drag(editor.board(), pointOn(editor, "a5"), QPoint(-40, 10));
  QCOMPARE(pieceOn(editor, "a5"), xq::NO_PIECE);

  // Side to move, flip, and the start position.
  for (QRadioButton* radio : editor.findChildren<QRadioButton*>())
    if (radio->text() == QStringLiteral("Black")) radio->click();
  QCOMPARE(editor.setup().side_to_move, xq::BLACK);
  QCOMPARE(editor.fen(), QStringLiteral("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
  const bool flipped = editor.board()->flipped();
  QTest::mouseClick(button(editor, QStringLiteral("Flip board")), Qt::LeftButton);
  QCOMPARE(editor.board()->flipped(), !flipped);
  // Points are found on the flipped board as well.
  dragFromPalette(editor, xq::B_CHARIOT, "i9");
  QCOMPARE(pieceOn(editor, "i9"), xq::B_CHARIOT);
  QTest::mouseClick(button(editor, QStringLiteral("Start position")), Qt::LeftButton);
  QCOMPARE(editor.fen(), QString::fromLatin1(xq::START_FEN.data()));
}

void XiangqiEditorTest::refusesIllegalSetupsWithTheirReason() {
  struct Case {
    const char* fen;
    const char* reason;
  };
  const Case cases[] = {
      {"4k4/9/9/9/9/9/9/9/9/RRRK5 w", "Too many pieces: red chariot × 3, at most 2 are allowed."},
      {"4k4/9/9/9/9/9/9/9/9/9 w", "Red has no general."},
      {"4k4/9/9/9/9/9/9/9/9/K8 w", "The red general on a0 is outside its palace."},
      {"4k4/3a5/9/9/9/9/9/9/9/3K5 w", "The black advisor on d8 is not on one of its palace's"},
      {"4k4/9/9/9/B8/9/9/9/9/3K5 w", "The red elephant on a5 is not on one of the seven points"},
      {"4k4/p8/9/9/9/9/9/9/9/3K5 w", "The black soldier on a8 is behind the rank"},
      {"4k4/9/9/9/9/9/9/9/9/4K4 b", "The generals face each other on e0 and e9"},
      {"5k3/9/9/9/9/9/9/4n4/9/3K5 b",
       "The red general on d0 is in check from the black horse on e2, but Black is to move"},
  };
  for (const Case& c : cases) {
    XiangqiEditor editor(QString::fromLatin1(c.fen));
    QSignalSpy chosen(&editor, &XiangqiEditor::positionChosen);
    showEditor(editor);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(editor.fen().section(' ', 0, 1), QString::fromLatin1(c.fen));
    QCOMPARE(editor.problems().size(), 1);
    QVERIFY2(editor.problems()[0].startsWith(QString::fromUtf8(c.reason)),
             qPrintable(editor.problems()[0]));
    QVERIFY(!editor.okButton()->isEnabled());
    editor.accept();  // refused: the dialog stays and says nothing
    QVERIFY(editor.isVisible());
    QCOMPARE(chosen.count(), 0);
  }
}

void XiangqiEditorTest::fenInAndOut() {
  XiangqiEditor editor(QString::fromLatin1(xq::START_FEN.data()));
  showEditor(editor);
  if (QTest::currentTestFailed()) return;
  auto* edit = editor.findChild<QLineEdit*>();
  QVERIFY(edit);
  QCOMPARE(edit->text(), QString::fromLatin1(xq::START_FEN.data()));

  // Typed, then Enter: the board shows it, and the FEN written is the FEN read.
  const QString puzzle = QStringLiteral("3ak4/4a4/9/4N4/9/9/9/9/4R4/4K4 w - - 0 1");
  edit->setFocus();
  edit->selectAll();
  QTest::keyClicks(edit, puzzle);
  QTest::keyClick(edit, Qt::Key_Return);
  QCOMPARE(editor.fen(), puzzle);
  QCOMPARE(pieceOn(editor, "e6"), xq::R_HORSE);
  QVERIFY(editor.isVisible());  // Enter read the FEN; it did not press OK

  // Copied to the clipboard as shown.
  QTest::mouseClick(button(editor, QStringLiteral("Copy FEN")), Qt::LeftButton);
  QCOMPARE(QApplication::clipboard()->text(), puzzle);

  // Pasted: an illegal position is put on the board to be mended, with its reason.
  QApplication::clipboard()->setText(QStringLiteral("  4k4/9/9/9/9/9/9/9/9/RRRK5 b  "));
  QTest::mouseClick(button(editor, QStringLiteral("Paste FEN")), Qt::LeftButton);
  QCOMPARE(editor.fen(), QStringLiteral("4k4/9/9/9/9/9/9/9/9/RRRK5 b - - 0 1"));
  QCOMPARE(editor.problems().size(), 1);
  editor.removePiece(sq("c0"));
  QVERIFY(editor.problems().isEmpty());

  // Text that is not a FEN: the reason is shown, the board stays, OK waits for a mended FEN.
  const QString before = editor.fen();
  edit->setText(QStringLiteral("rnbakabnr/9/1c5c1 w"));
  QTest::keyClick(edit, Qt::Key_Return);
  QCOMPARE(editor.fen(), before);
  QCOMPARE(edit->text(), QStringLiteral("rnbakabnr/9/1c5c1 w"));
  QVERIFY2(editor.problems().value(0).startsWith(QStringLiteral("This FEN cannot be read: FEN "
                                                                "board has 3 ranks")),
           qPrintable(editor.problems().join('\n')));
  QVERIFY(!editor.okButton()->isEnabled());
  edit->setText(before);
  QTest::keyClick(edit, Qt::Key_Return);
  QVERIFY(editor.problems().isEmpty());
  QVERIFY(editor.okButton()->isEnabled());
}

void XiangqiEditorTest::okStartsTheGameFromTheEditedPosition() {
  XiangqiView view;
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  // From the menu: the editor opens on the position shown.
  QPointer<XiangqiEditor> editor = view.editPosition();
  QVERIFY(editor);
  QVERIFY(QTest::qWaitForWindowExposed(editor.data()));
  QCOMPARE(editor->fen(), QString::fromStdString(view.game().fen()));

  // A mate-in-one study: Red's chariot and horse against the advisors; Red to move.
  editor->clearBoard();
  const std::pair<const char*, xq::Piece> pieces[] = {{"e0", xq::R_KING},    {"e1", xq::R_CHARIOT},
                                                      {"e6", xq::R_HORSE},   {"e9", xq::B_KING},
                                                      {"d9", xq::B_ADVISOR}, {"e8", xq::B_ADVISOR}};
  for (const auto& [square, piece] : pieces) editor->placePiece(sq(square), piece);
  const QString fen = QStringLiteral("3ak4/4a4/9/4N4/9/9/9/9/4R4/4K4 w - - 0 1");
  QCOMPARE(editor->fen(), fen);
  QVERIFY(editor->problems().isEmpty());
  QTest::mouseClick(editor->okButton(), Qt::LeftButton);
  QTRY_VERIFY(editor.isNull());  // closed and deleted
  QCOMPARE(QString::fromStdString(view.game().start_fen()), fen);
  QCOMPARE(view.game().ply(), 0);
  QVERIFY(!view.analysing());

  // Again, for an analysis this time, with Black to move.
  editor = view.editPosition();
  QVERIFY(QTest::qWaitForWindowExposed(editor.data()));
  QCOMPARE(editor->fen(), fen);
  editor->setSideToMove(xq::BLACK);
  editor->setAnalyse(true);
  QTest::mouseClick(editor->okButton(), Qt::LeftButton);
  QTRY_VERIFY(editor.isNull());
  QCOMPARE(QString::fromStdString(view.game().start_fen()),
           QStringLiteral("3ak4/4a4/9/4N4/9/9/9/9/4R4/4K4 b - - 0 1"));
  QVERIFY(view.analysing());
  view.setAnalysing(false);
  QTRY_VERIFY(!view.engineBusy());
}

QTEST_MAIN(XiangqiEditorTest)
#include "xiangqi_editor_test.moc"
