#pragma once
// The xiangqi page's games and positions in and out: game files (PGN, XQF) opened and saved,
// positions as FEN through the clipboard and files, the review window on the game or on a game
// of the records store. It reads and writes through the game (XiangqiGameController) and asks
// through the file dialogs (XiangqiFiles); what it cannot do it says in a dialog over the page.

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include "xiangqi/notation_parse.hpp"
#include "xiangqi_game.hpp"

class QWidget;

namespace gameai::gui {

class XiangqiFiles;
class XiangqiGameController;
class XiangqiReviewDialog;

class XiangqiFileController : public QObject {
  Q_OBJECT
 public:
  // Dialogs open over `page`; `game` outlives this.
  XiangqiFileController(XiangqiGameController& game, QWidget* page);

  // The notation the move list is written in: Save offers it first, the review windows use it.
  void setNotation(XiangqiNotation notation) { m_notation = notation; }

  // The games of a PGN or XQF file, one line each, for choosing one; empty with `error` set
  // when the file cannot be read.
  QStringList gameFileChoices(const QString& path, QString* error = nullptr) const;
  // Puts game `index` (from 0) of the file on the board; false with `error` (file, line, move)
  // and the game on the board unchanged when it cannot be read.
  bool openGame(const QString& path, int index, QString* error = nullptr);
  // Opens the first game of `path` (gameai-gui --open); when it cannot be, says why in a dialog
  // over the page (and in `error`) and leaves the board as it was.
  bool openGameOrSay(const QString& path, QString* error = nullptr);
  // Writes the game as PGN with its moves in `notation`: the whole tree, variations and comments.
  bool saveGame(const QString& path, xiangqi::Notation notation, QString* error = nullptr) const;
  // Opens the review window on the game's moves up to the cursor (it deletes itself on close).
  XiangqiReviewDialog* reviewGame();
  // The xiangqi games in the records store, newest first: their ids and one line each.
  QList<QPair<qint64, QString>> storedGames(QString* error = nullptr);
  // Opens the review window on stored game `id`; nullptr with `error` when it cannot be read.
  XiangqiReviewDialog* reviewStoredGame(qint64 id, QString* error = nullptr);
  // Says `text` in a warning dialog over the page ("xiangqiFileError") that does not block.
  void warn(const QString& title, const QString& text);

 public Q_SLOTS:
  // The menu's commands: they ask what to open or save in a dialog.
  void openGameDialog();
  void saveGameDialog();
  void reviewStoredGameDialog();
  void copyFen();
  void pasteFen();
  void loadFenFromFile();
  void saveFenToFile();

 Q_SIGNALS:
  void statusMessage(const QString& text);

 private:
  XiangqiGameController& m_game;
  QWidget* m_page;
  XiangqiFiles* m_dialogs;
  XiangqiNotation m_notation = XiangqiNotation::Chinese;
};

}  // namespace gameai::gui
