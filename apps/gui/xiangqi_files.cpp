#include "xiangqi_files.hpp"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTextStream>
#include <QWidget>
#include <algorithm>
#include <vector>

#include "app_settings.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_game_list_dialog.hpp"

namespace gameai::gui {

namespace {
// The Save dialog's filters, one per notation, in the order of xiangqi::Notation.
QStringList pgnFilters() {
  return {XiangqiFiles::tr("PGN, Chinese moves 炮二平五 (*.pgn)"),
          XiangqiFiles::tr("PGN, WXF moves C2=5 (*.pgn)"),
          XiangqiFiles::tr("PGN, ICCS moves h2e2 (*.pgn)"),
          XiangqiFiles::tr("PGN, XBoard moves h3e3 (*.pgn)")};
}

// A file name in the folder file dialogs start in.
QString inDialogFolder(const QString& name) {
  return QDir(app_settings::fileDialogFolder()).filePath(name);
}
}  // namespace

XiangqiFiles::XiangqiFiles(QWidget* parent) : QObject(parent), m_parent(parent) {}

QStringList XiangqiFiles::gameChoices(const QString& path, QString* error) {
  QStringList choices;
  const std::vector<game_files::PgnGame> games = readXiangqiGameFile(path, error);
  for (std::size_t i = 0; i < games.size(); ++i) choices << describeXiangqiGame(games[i], int(i));
  return choices;
}

bool XiangqiFiles::writeFile(const QString& path, const std::string& text, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.flush()) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

void XiangqiFiles::warn(const QString& title, const QString& text) {
  auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, m_parent);
  box->setObjectName(QStringLiteral("xiangqiFileError"));
  box->button(QMessageBox::Close)->setText(tr("Close"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

std::optional<XiangqiFiles::GameChoice> XiangqiFiles::askGameToOpen() {
  const QString path =
      QFileDialog::getOpenFileName(m_parent, tr("Open game"), app_settings::fileDialogFolder(),
                                   tr("Xiangqi games (*.pgn *.xqf *.PGN *.XQF);;All files (*)"));
  if (path.isEmpty()) return std::nullopt;
  app_settings::rememberFileDialogFolder(path);
  QString error;
  const std::vector<game_files::PgnGame> games = readXiangqiGameFile(path, &error);
  if (games.empty()) {
    warn(tr("Open game"), error);
    return std::nullopt;
  }
  int index = 0;
  if (games.size() > 1) {
    XiangqiGameListDialog list(QFileInfo(path).fileName(), games, m_parent);
    if (list.exec() != QDialog::Accepted || list.chosenGame() < 0) return std::nullopt;
    index = list.chosenGame();
  }
  return GameChoice{path, index};
}

std::optional<XiangqiFiles::SaveChoice> XiangqiFiles::askGameToSave(XiangqiNotation shown) {
  const QStringList filters = pgnFilters();
  QString filter = filters.value(int(shown), filters.first());
  QString path = QFileDialog::getSaveFileName(m_parent, tr("Save game"),
                                              inDialogFolder(QStringLiteral("game.pgn")),
                                              filters.join(QStringLiteral(";;")), &filter);
  if (path.isEmpty()) return std::nullopt;
  app_settings::rememberFileDialogFolder(path);
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
  return SaveChoice{path, xiangqi::Notation(std::max<qsizetype>(0, filters.indexOf(filter)))};
}

std::optional<QString> XiangqiFiles::askFenToOpen(QString* chosen) {
  const QString path =
      QFileDialog::getOpenFileName(m_parent, tr("Open FEN file"), app_settings::fileDialogFolder(),
                                   tr("FEN files (*.fen *.txt);;All files (*)"));
  if (path.isEmpty()) return std::nullopt;
  app_settings::rememberFileDialogFolder(path);
  if (chosen) *chosen = path;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
    warn(tr("Open FEN file"), tr("Cannot read %1: %2").arg(path, file.errorString()));
    return std::nullopt;
  }
  return QTextStream(&file).readLine();
}

QString XiangqiFiles::askFenToSave() {
  QString path = QFileDialog::getSaveFileName(m_parent, tr("Save FEN file"),
                                              inDialogFolder(QStringLiteral("position.fen")),
                                              tr("FEN files (*.fen);;All files (*)"));
  app_settings::rememberFileDialogFolder(path);
  return path;
}

}  // namespace gameai::gui
