#include "xiangqi_players_panel.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <algorithm>

#include "xiangqi_opponent_box.hpp"
#include "xiangqi_play/levels.hpp"

namespace gameai::gui {

using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

XiangqiPlayersPanel::XiangqiPlayersPanel(QWidget* parent) : QGroupBox(parent) {
  setObjectName(QStringLiteral("players"));
  m_form = new QFormLayout(this);
  m_modeBox = new QComboBox(this);
  m_modeBox->addItems({QString(), QString(), QString()});
  m_sideBox = new QComboBox(this);
  m_sideBox->addItems({QString(), QString()});
  m_levelBox = new QSpinBox(this);
  m_levelBox->setRange(xiangqi_play::MIN_LEVEL, xiangqi_play::MAX_LEVEL);
  m_levelBox->setValue(3);
  m_levelBox->installEventFilter(this);
  m_opponent = new XiangqiOpponentBox(this);
  m_clockBox = new QComboBox(this);
  m_clockBox->setObjectName(QStringLiteral("clock"));
  m_clockBox->addItem(QString());
  for (const xiangqi_play::ClockPreset& preset : CLOCK_PRESETS)
    m_clockBox->addItem(QString::fromStdString(xiangqi_play::preset_name(preset)));
  m_clockBox->addItem(QString());
  for (QWidget* field :
       std::initializer_list<QWidget*>{m_modeBox, m_sideBox, m_levelBox, m_opponent, m_clockBox})
    m_form->addRow(new QLabel(this), field);
  retranslateUi();

  connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this] {
    m_sideBox->setEnabled(mode() == Mode::HumanVsComputer);
    Q_EMIT modeChanged();
  });
  connect(m_sideBox, &QComboBox::currentIndexChanged, this, &XiangqiPlayersPanel::sideChanged);
  connect(m_levelBox, &QSpinBox::valueChanged, this, &XiangqiPlayersPanel::levelChanged);
  connect(m_opponent, &XiangqiOpponentBox::changed, this, &XiangqiPlayersPanel::opponentChanged);
  connect(m_clockBox, &QComboBox::activated, this, &XiangqiPlayersPanel::onClockChoice);
}

void XiangqiPlayersPanel::retranslateUi() {
  setTitle(tr("Players"));
  m_modeBox->setItemText(int(Mode::HumanVsComputer), tr("Human vs computer"));
  m_modeBox->setItemText(int(Mode::HumanVsHuman), tr("Human vs human"));
  m_modeBox->setItemText(int(Mode::ComputerVsComputer), tr("Computer vs computer"));
  m_sideBox->setItemText(0, tr("Red (moves first)"));
  m_sideBox->setItemText(1, tr("Black"));
  m_levelBox->setToolTip(tr("1 looks one move ahead; 10 searches deepest and longest"));
  m_clockBox->setItemText(0, tr("No clock"));
  setClock(m_clockBase, m_clockIncrement);  // the custom entry's text
  m_clockBox->setToolTip(tr("Minutes each + seconds added per move; applies from the next game"));
  const std::pair<QWidget*, QString> labels[] = {{m_modeBox, tr("Mode")},
                                                 {m_sideBox, tr("You play")},
                                                 {m_levelBox, tr("Level")},
                                                 {m_opponent, tr("Computer")},
                                                 {m_clockBox, tr("Clock")}};
  for (const auto& [field, text] : labels)
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field))) label->setText(text);
}

void XiangqiPlayersPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QGroupBox::changeEvent(event);
}

bool XiangqiPlayersPanel::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_levelBox && event->type() == QEvent::ShortcutOverride) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
      event->ignore();  // not the box's: the page's Undo/Redo shortcut takes it
      return true;
    }
  }
  return QGroupBox::eventFilter(watched, event);
}

XiangqiPlayersPanel::Mode XiangqiPlayersPanel::mode() const {
  return Mode(m_modeBox->currentIndex());
}
void XiangqiPlayersPanel::setMode(Mode mode) {
  m_modeBox->setCurrentIndex(int(mode));
}
Color XiangqiPlayersPanel::humanSide() const {
  return m_sideBox->currentIndex() == 0 ? RED : BLACK;
}
void XiangqiPlayersPanel::setHumanSide(Color side) {
  m_sideBox->setCurrentIndex(side == RED ? 0 : 1);
}
bool XiangqiPlayersPanel::humanPlays(Color side) const {
  switch (mode()) {
    case Mode::HumanVsHuman:
      return true;
    case Mode::ComputerVsComputer:
      return false;
    case Mode::HumanVsComputer:
      return side == humanSide();
  }
  return true;
}
void XiangqiPlayersPanel::chooseEngine(XiangqiEngineRunner::Request& request) const {
  request.level = level();
  if (m_opponent->external()) {
    request.externalCommand = m_opponent->command();
    request.externalProtocol = m_opponent->protocol();
    request.externalOptions = m_opponent->engineOptions();
  }
}

GameRecords::XiangqiSeats XiangqiPlayersPanel::seats() const {
  GameRecords::XiangqiSeats seats;
  seats.redHuman = humanPlays(RED);
  seats.blackHuman = humanPlays(BLACK);
  seats.level = level();
  seats.externalEngine = m_opponent->spec();
  return seats;
}

game_files::PlayerInfo XiangqiPlayersPanel::player(Color side) const {
  using Kind = game_files::PlayerInfo::Kind;
  if (humanPlays(side)) return game_files::PlayerInfo(Kind::Human, "Human");
  if (m_opponent->external())
    return game_files::PlayerInfo(Kind::Engine, m_opponent->command().toStdString());
  return game_files::PlayerInfo(Kind::Ai, "gameai level " + std::to_string(level()));
}

int XiangqiPlayersPanel::level() const {
  return m_levelBox->value();
}
void XiangqiPlayersPanel::setLevel(int level) {
  m_levelBox->setValue(level);
}
void XiangqiPlayersPanel::setExternalEngine(const QString& command,
                                            xiangqi_ai::EngineProtocol protocol) {
  m_opponent->setExternal(command, protocol);
}
bool XiangqiPlayersPanel::setManagedEngine(const QString& name) {
  return m_opponent->setManagedEngine(name);
}
void XiangqiPlayersPanel::reloadEngines() {
  m_opponent->reloadEngines();
}

QStringList XiangqiPlayersPanel::modeNames() const {
  QStringList names;
  for (int i = 0; i < m_modeBox->count(); ++i) names << m_modeBox->itemText(i);
  return names;
}

void XiangqiPlayersPanel::setClock(qint64 baseMs, qint64 incrementMs) {
  m_clockBase = std::max<qint64>(0, baseMs);
  m_clockIncrement = std::max<qint64>(0, incrementMs);
  const int custom = m_clockBox->count() - 1;
  int index = custom;
  if (m_clockBase == 0) index = 0;
  for (std::size_t i = 0; i < CLOCK_PRESETS.size(); ++i)
    if (m_clockBase == CLOCK_PRESETS[i].base_ms() &&
        m_clockIncrement == CLOCK_PRESETS[i].increment_ms())
      index = int(i) + 1;
  m_clockBox->setCurrentIndex(index);
  m_clockBox->setItemText(
      custom, index == custom ? tr("Custom: %1").arg(clockText(m_clockBase, m_clockIncrement))
                              : tr("Custom..."));
}

void XiangqiPlayersPanel::onClockChoice(int index) {
  if (index == 0) {
    setClock(0, 0);
  } else if (index <= int(CLOCK_PRESETS.size())) {
    setClock(CLOCK_PRESETS[std::size_t(index - 1)].base_ms(),
             CLOCK_PRESETS[std::size_t(index - 1)].increment_ms());
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
  Q_EMIT clockChosen();
}

QString XiangqiPlayersPanel::clockText(qint64 baseMs, qint64 incrementMs) {
  return QStringLiteral("%1+%2").arg(QString::number(baseMs / 60000.0)).arg(incrementMs / 1000);
}

void XiangqiPlayersPanel::save(QSettings& settings) const {
  settings.setValue(QStringLiteral("mode"), m_modeBox->currentIndex());
  settings.setValue(QStringLiteral("side"), m_sideBox->currentIndex());
  settings.setValue(QStringLiteral("level"), m_levelBox->value());
  m_opponent->save(settings);
  settings.setValue(QStringLiteral("clockMs"), m_clockBase);
  settings.setValue(QStringLiteral("clockIncrementMs"), m_clockIncrement);
}

void XiangqiPlayersPanel::load(const QSettings& settings) {
  m_levelBox->setValue(settings.value(QStringLiteral("level"), 3).toInt());
  m_opponent->load(settings);
  setClock(settings.value(QStringLiteral("clockMs"), 0).toLongLong(),
           settings.value(QStringLiteral("clockIncrementMs"), 0).toLongLong());
  m_sideBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("side"), 0).toInt(), 0, 1));
  m_modeBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("mode"), 0).toInt(), 0, 2));
}

}  // namespace gameai::gui
