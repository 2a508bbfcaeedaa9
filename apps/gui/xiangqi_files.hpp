#pragma once
// The xiangqi page's file dialogs: which game file to open and which of its games, where to save
// a game (and in which notation) or a position, and the FEN file to read. Every dialog starts in
// the folder used last (kept in the settings), else the user's documents folder. A file that
// cannot be read is said in a dialog that names it. What is opened or saved is the page's
// business: this class asks, reads and writes.

#include <QObject>
#include <QString>
#include <optional>
#include <string>

#include "xiangqi/notation_parse.hpp"
#include "xiangqi_game.hpp"

class QWidget;

namespace gameai::gui {

class XiangqiFiles : public QObject {
  Q_OBJECT
 public:
  // Dialogs open over `parent`.
  explicit XiangqiFiles(QWidget* parent);

  struct GameChoice {
    QString path;
    int index = 0;  // the game in the file, from 0
  };
  // Asks for a game file (PGN, XQF) and, when it holds several games, for one of them in the
  // file's game list (XiangqiGameListDialog); nullopt
  // when the player cancels, or when the file cannot be read (said in a dialog).
  std::optional<GameChoice> askGameToOpen();
  struct SaveChoice {
    QString path;
    xiangqi::Notation notation = xiangqi::Notation::Chinese;
  };
  // Asks where to save a game as PGN and in which notation (`shown` is offered first).
  std::optional<SaveChoice> askGameToSave(XiangqiNotation shown);
  // Asks for a FEN file and reads its first line; nullopt when cancelled or unreadable (said).
  std::optional<QString> askFenToOpen(QString* path = nullptr);
  // Asks where to save a position; "" when cancelled.
  QString askFenToSave();

  // One line per game of the file at `path`, for choosing one; empty with `error` set when the
  // file cannot be read.
  static QStringList gameChoices(const QString& path, QString* error = nullptr);
  // Writes `text` to `path` whole; false with `error` ("Cannot write FILE: reason").
  static bool writeFile(const QString& path, const std::string& text, QString* error = nullptr);
  // Says `text` in a warning dialog over the page that does not block the caller; the dialog
  // is named "xiangqiFileError" and deletes itself when closed.
  void warn(const QString& title, const QString& text);

 private:
  QWidget* m_parent;
};

}  // namespace gameai::gui
