// The xiangqi page's clocks: the time control chosen for the next games, the two clocks beside
// the board, and the flag that falls.
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <algorithm>

#include "xiangqi_view.hpp"

namespace gameai::gui {

using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

void XiangqiView::setClock(qint64 baseMs, qint64 incrementMs) {
  m_clockBase = std::max<qint64>(0, baseMs);
  m_clockIncrement = std::max<qint64>(0, incrementMs);
  int index = m_clockBox->count() - 1;  // custom
  if (m_clockBase == 0) index = 0;
  for (std::size_t i = 0; i < CLOCK_PRESETS.size(); ++i)
    if (m_clockBase == CLOCK_PRESETS[i].first * 60000 &&
        m_clockIncrement == CLOCK_PRESETS[i].second * 1000)
      index = int(i) + 1;
  m_clockBox->setCurrentIndex(index);
  if (m_clockBase > 0 && index == m_clockBox->count() - 1)
    m_clockBox->setItemText(index, tr("Custom: %1").arg(clockText(m_clockBase, m_clockIncrement)));
}

void XiangqiView::onClockChoice(int index) {
  if (index == 0) {
    setClock(0, 0);
  } else if (index <= int(CLOCK_PRESETS.size())) {
    setClock(CLOCK_PRESETS[std::size_t(index - 1)].first * 60000,
             CLOCK_PRESETS[std::size_t(index - 1)].second * 1000);
  } else {
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Custom clock"), tr("Minutes each + seconds added per move (e.g. 10+5):"),
        QLineEdit::Normal, QStringLiteral("10+5"), &ok);
    const QStringList parts = text.split(QLatin1Char('+'));
    bool minutesOk = false, secondsOk = false;
    const double minutes = parts.value(0).trimmed().toDouble(&minutesOk);
    const int seconds = parts.size() > 1 ? parts.value(1).trimmed().toInt(&secondsOk) : 0;
    if (!ok || !minutesOk || (parts.size() > 1 && !secondsOk) || parts.size() > 2 || minutes <= 0 ||
        seconds < 0) {
      if (ok)
        QMessageBox::warning(this, tr("Custom clock"),
                             tr("'%1' is not a time control like 10+5.").arg(text));
      setClock(m_clockBase, m_clockIncrement);  // the choice stays as it was
      return;
    }
    setClock(qint64(minutes * 60000), qint64(seconds) * 1000);
  }
  Q_EMIT statusMessage(m_clockBase > 0 ? tr("The clock applies from the next game (Ctrl+N).")
                                       : tr("No clock from the next game on."));
}

QString XiangqiView::clockText(qint64 baseMs, qint64 incrementMs) {
  return QStringLiteral("%1+%2").arg(QString::number(baseMs / 60000.0)).arg(incrementMs / 1000);
}

// Shows both clocks and ends the game when the running one has fallen.
void XiangqiView::updateClocks() {
  const bool on = m_clock.enabled();
  m_redClock->setVisible(on);
  m_blackClock->setVisible(on);
  if (!on) {
    m_clockTimer->stop();
    return;
  }
  if (m_clock.running() && !m_clockTimer->isActive()) m_clockTimer->start();
  if (!m_clock.running()) m_clockTimer->stop();
  const auto show = [this](QLabel* label, Color side, const QString& name) {
    const qint64 ms = std::max<qint64>(0, m_clock.remainingMs(side));
    const qint64 s = (ms + 999) / 1000;
    const QString time = ms < 10000 ? QString::asprintf("%lld.%lld", ms / 1000, ms % 1000 / 100)
                                    : QString::asprintf("%lld:%02lld", s / 60, s % 60);
    label->setText(name + QLatin1Char(' ') + time);
    const bool running = m_clock.running() && m_clock.runningSide() == side;
    label->setStyleSheet(running ? QStringLiteral("background:#fff3c4; border:2px solid #c08000;")
                                 : QStringLiteral("border:2px solid transparent;"));
  };
  show(m_redClock, RED, tr("Red"));
  show(m_blackClock, BLACK, tr("Black"));
  if (m_clock.running() && m_clock.remainingMs(m_clock.runningSide()) <= 0 && !m_game.over()) {
    const Color loser = m_clock.runningSide();
    m_clock.stop();
    cancelSearch();
    m_game.end(
        loser == RED ? xiangqi::Result::BlackWins : xiangqi::Result::RedWins,
        xiangqi::Reason::Forfeit,
        loser == RED ? "black wins: red ran out of time" : "red wins: black ran out of time");
    m_selected = -1;
    recordGame();
    refresh();
    Q_EMIT statusMessage(statusText());
    updateClocks();
  }
}

}  // namespace gameai::gui
