#include "tetris_style_dialog.hpp"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "app_settings.hpp"

namespace gameai::gui {

namespace {

QString percent(qint64 part, qint64 whole) {
  return QLocale().toString(whole == 0 ? 0.0 : 100.0 * double(part) / double(whole), 'f', 1) +
         QStringLiteral(" %");
}

}  // namespace

TetrisStyleDialog::TetrisStyleDialog(const QString& databasePath, QWidget* parent)
    : QDialog(parent), m_databasePath(databasePath) {
  setObjectName(QStringLiteral("tetrisStyle"));
  m_intro = new QLabel(this);
  m_intro->setWordWrap(true);
  m_status = new QLabel(this);
  m_status->setObjectName(QStringLiteral("styleStatus"));
  m_status->setWordWrap(true);
  m_bar = new QProgressBar(this);
  m_figures = new QLabel(this);
  m_figures->setObjectName(QStringLiteral("styleFigures"));
  m_figures->setWordWrap(true);
  m_figures->setTextFormat(Qt::RichText);
  m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_problems = new QLabel(this);
  m_problems->setObjectName(QStringLiteral("styleProblems"));
  m_problems->setWordWrap(true);
  m_problems->setTextFormat(Qt::RichText);
  m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);

  m_buttons = new QDialogButtonBox(this);
  m_play = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
  m_play->setObjectName(QStringLiteral("playWithIt"));
  m_save = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_save->setObjectName(QStringLiteral("saveWeights"));
  m_addFiles = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_addFiles->setObjectName(QStringLiteral("addRunFiles"));
  m_cancel = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
  m_cancel->setObjectName(QStringLiteral("cancelFit"));
  m_close = m_buttons->addButton(QDialogButtonBox::Close);
  connect(m_play, &QPushButton::clicked, this, [this] {
    Q_EMIT playWithIt();
    accept();
  });
  connect(m_save, &QPushButton::clicked, this, &TetrisStyleDialog::chooseSaveFile);
  connect(m_addFiles, &QPushButton::clicked, this, &TetrisStyleDialog::chooseRunFiles);
  connect(m_cancel, &QPushButton::clicked, this, &TetrisStyleDialog::cancel);
  connect(m_close, &QPushButton::clicked, this, &TetrisStyleDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_intro);
  layout->addWidget(m_status);
  layout->addWidget(m_bar);
  layout->addWidget(m_figures);
  layout->addWidget(m_problems);
  layout->addStretch(1);
  layout->addWidget(m_buttons);

  m_poll.setInterval(100);
  connect(&m_poll, &QTimer::timeout, this, &TetrisStyleDialog::showProgress);
  retranslate();
  showOutcome();
  setMinimumWidth(560);
}

TetrisStyleDialog::~TetrisStyleDialog() {
  // The worker keeps its own progress and database; it stops at its next check.
  if (m_progress) m_progress->cancel = true;
}

void TetrisStyleDialog::retranslate() {
  setWindowTitle(tr("Learn my style"));
  m_intro->setText(
      tr("Learns how you place your pieces from your own games in the records database (%1) and "
         "from the run files you add, then plays like you as the AI \"Plays like me\".")
          .arg(QDir::toNativeSeparators(m_databasePath)));
  m_play->setText(tr("Play with it"));
  m_play->setToolTip(tr("Make \"Plays like me\" the AI that plays when you hand the game over"));
  m_save->setText(tr("Save weights..."));
  m_save->setToolTip(tr("A weights file for gameai tetris play --ai linear --weights FILE"));
  m_addFiles->setText(tr("Add run files..."));
  m_cancel->setText(tr("Cancel"));
  if (running()) {
    showProgress();
  } else {
    showOutcome();
  }
}

void TetrisStyleDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

void TetrisStyleDialog::start() {
  if (m_progress) m_progress->cancel = true;
  if (m_watcher) {
    m_watcher->disconnect(this);
    m_watcher->deleteLater();  // its answer is not wanted any more
  }
  m_progress = std::make_shared<TetrisStyleProgress>();
  m_haveOutcome = false;
  m_outcome = {};
  m_watcher = new QFutureWatcher<TetrisStyleOutcome>(this);
  connect(m_watcher, &QFutureWatcherBase::finished, this, &TetrisStyleDialog::finished);
  m_watcher->setFuture(
      QtConcurrent::run([path = m_databasePath, files = m_runFiles, progress = m_progress] {
        return fitTetrisStyle(path, files, *progress);
      }));
  m_figures->clear();
  m_problems->clear();
  m_figures->hide();
  m_problems->hide();
  m_bar->show();
  m_cancel->show();
  m_cancel->setEnabled(true);
  m_play->hide();
  m_save->hide();
  m_addFiles->setEnabled(false);
  showProgress();
  m_poll.start();
}

void TetrisStyleDialog::addRunFiles(const QStringList& files) {
  for (const QString& f : files)
    if (!m_runFiles.contains(f)) m_runFiles << f;
  start();
}

bool TetrisStyleDialog::running() const {
  return m_watcher != nullptr;  // until its outcome is shown
}

void TetrisStyleDialog::cancel() {
  if (!running()) return;
  m_progress->cancel = true;
  m_cancel->setEnabled(false);
  m_status->setText(tr("Stopping..."));
}

void TetrisStyleDialog::reject() {
  if (m_progress) m_progress->cancel = true;
  QDialog::reject();
}

void TetrisStyleDialog::showProgress() {
  if (!m_progress) return;
  if (m_progress->cancel) return;
  const int stage = m_progress->stage, done = m_progress->done, total = m_progress->total;
  if (stage == 2) {
    m_bar->setRange(0, 0);  // the iterations it takes are not known beforehand
    m_status->setText(tr("Fitting the weights: iteration %1...").arg(int(m_progress->iteration)));
    return;
  }
  m_bar->setRange(0, std::max(total, 1));
  m_bar->setValue(done);
  m_status->setText(stage == 0 ? tr("Replaying your games: %1 of %2...").arg(done).arg(total)
                               : tr("Reading run files: %1 of %2...").arg(done).arg(total));
}

void TetrisStyleDialog::finished() {
  m_poll.stop();
  m_outcome = m_watcher->result();
  m_watcher->deleteLater();
  m_watcher = nullptr;
  m_haveOutcome = true;
  if (m_outcome.style) {
    m_outcome.style->save();  // kept with the settings: "Plays like me" from now on
    Q_EMIT styleFitted();
  }
  showOutcome();
  Q_EMIT fitEnded();
}

void TetrisStyleDialog::showOutcome() {
  m_poll.stop();
  m_bar->hide();
  m_cancel->hide();
  m_addFiles->setEnabled(true);
  const bool fitted = m_haveOutcome && m_outcome.style.has_value();
  m_play->setVisible(fitted);
  m_save->setVisible(fitted);
  if (!m_haveOutcome) {
    m_status->setText(QString());
    m_figures->hide();
    m_problems->hide();
    return;
  }
  const TetrisStyleOutcome& o = m_outcome;
  if (o.cancelled) {
    m_status->setText(tr("Cancelled: nothing was learnt. \"Add run files...\" starts again."));
  } else if (!fitted) {
    m_status->setText(o.error);
  } else {
    m_status->setText(tr("Done. Kept as the AI \"Plays like me\"."));
  }

  QStringList lines;
  if (fitted) {
    const TetrisStyle& s = *o.style;
    QString from = tr("Learnt from <b>%n game(s)</b>", nullptr, s.games);
    if (o.runFiles > 0) from += QLatin1Char(' ') + tr("(%n from run files)", nullptr, o.runFiles);
    lines << from + QLatin1Char(' ') +
                 tr("and <b>%n placement(s)</b>.", nullptr,
                    int(std::min<qint64>(s.placements, INT_MAX)));
    if (s.heldOut) {
      lines << tr("Agreement on the games held out (every fifth game): <b>%1</b> — it chooses the "
                  "placement you chose in %2 of %3 positions.")
                   .arg(percent(s.agreed, s.measured))
                   .arg(s.agreed)
                   .arg(s.measured);
    } else {
      lines << tr("Agreement: <b>%1</b> of %2 positions, measured on the games it learnt from "
                  "(with fewer than five games none is held out; play more for a fair figure).")
                   .arg(percent(s.agreed, s.measured))
                   .arg(s.measured);
    }
    if (s.contested > 0) {
      lines << tr("Where El-Tetris or Dellacherie would choose otherwise than you: %1 of %2 "
                  "positions.")
                   .arg(percent(s.contestedAgreed, s.contested))
                   .arg(s.contested);
    }
    lines << tr("Slips: %1 of your placements look chosen at random (a misdrop, a key pressed "
                "too early) and do not pull the weights.")
                 .arg(QLocale().toString(100.0 * s.slipShare, 'f', 1) + QStringLiteral(" %"));
    if (o.guideline) {
      lines << tr(
          "Under the guideline rules it learns where each piece went; whether to hold, "
          "and the previews, are not part of it.");
    }
    if (o.notLegal > 0) {
      lines << tr("%n placement(s) the AI's move generator cannot reach were left out.", nullptr,
                  int(std::min<qint64>(o.notLegal, INT_MAX)));
    }
  }
  m_figures->setText(lines.join(QStringLiteral("<br>")));
  m_figures->setVisible(!lines.isEmpty());

  QStringList problems;
  const auto list = [](const QStringList& items) {
    QString html;
    for (const QString& i : items) html += QStringLiteral("<li>") + i.toHtmlEscaped() + "</li>";
    return QStringLiteral("<ul style='margin:0'>") + html + QStringLiteral("</ul>");
  };
  if (!o.skippedGames.isEmpty()) {
    problems << tr("Skipped, as they do not replay exactly (Game > Replay shows where):") +
                    list(o.skippedGames);
  }
  if (!o.badFiles.isEmpty()) problems << tr("Run files not used:") + list(o.badFiles);
  m_problems->setText(problems.join(QString()));
  m_problems->setVisible(!problems.isEmpty());
}

QString TetrisStyleDialog::text() const {
  QTextDocument doc;
  QString all = m_status->text();
  for (const QLabel* l : {m_figures, m_problems}) {
    if (l->text().isEmpty()) continue;
    doc.setHtml(l->text());
    all += QLatin1Char('\n') + doc.toPlainText();
  }
  return all;
}

void TetrisStyleDialog::chooseRunFiles() {
  const QStringList files =
      QFileDialog::getOpenFileNames(this, tr("Add run files"), app_settings::fileDialogFolder(),
                                    tr("Tetris run files (*.json);;All files (*)"));
  if (files.isEmpty()) return;
  app_settings::rememberFileDialogFolder(files.front());
  addRunFiles(files);
}

void TetrisStyleDialog::chooseSaveFile() {
  const QString path = QFileDialog::getSaveFileName(
      this, tr("Save the weights"),
      QDir(app_settings::fileDialogFolder()).filePath(QStringLiteral("plays-like-me.json")),
      tr("JSON weights (*.json)"));
  if (path.isEmpty()) return;
  app_settings::rememberFileDialogFolder(path);
  if (saveWeights(path)) {
    m_status->setText(tr("Saved %1: play it with gameai tetris play --ai linear --weights %2")
                          .arg(QFileInfo(path).fileName(), QDir::toNativeSeparators(path)));
  }
}

bool TetrisStyleDialog::saveWeights(const QString& path) {
  if (!m_outcome.style) return false;
  QSaveFile file(path);
  const QByteArray bytes = QByteArray::fromStdString(m_outcome.style->weightsJson);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
    QMessageBox::warning(this, tr("Save the weights"),
                         tr("%1 cannot be written: %2").arg(path, file.errorString()));
    return false;
  }
  return true;
}

}  // namespace gameai::gui
