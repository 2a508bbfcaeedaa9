#include "xiangqi_opponent_box.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace gameai::gui {

namespace {

// The kinds of choice, as the settings keep them ("opponent").
enum Kind { BUILT_IN = 0, EXTERNAL = 1, MANAGED = 2 };
// The choice list's item data: a managed engine's index from 0, or one of these.
constexpr int BUILT_IN_ITEM = -1;
constexpr int EXTERNAL_ITEM = -2;

constexpr xiangqi_ai::EngineProtocol PROTOCOLS[] = {xiangqi_ai::EngineProtocol::Uci,
                                                    xiangqi_ai::EngineProtocol::Ucci,
                                                    xiangqi_ai::EngineProtocol::Xboard};

// A choice list that reads the manager's engines again each time it is opened, so that an
// engine just added there can be chosen.
class ChoiceBox : public QComboBox {
 public:
  using QComboBox::QComboBox;
  std::function<void()> beforePopup;
  void showPopup() override {
    if (beforePopup) beforePopup();
    QComboBox::showPopup();
  }
};

}  // namespace

XiangqiOpponentBox::XiangqiOpponentBox(QWidget* parent) : QWidget(parent) {
  auto* choices = new ChoiceBox(this);
  choices->beforePopup = [this] { reloadEngines(); };
  m_kind = choices;
  m_kind->setObjectName(QStringLiteral("opponentChoice"));
  // A long engine name must not widen the players panel: the list shows it in full.
  m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_kind->setMinimumContentsLength(14);
  m_command = new QLineEdit(this);
  m_command->setObjectName(QStringLiteral("engineCommand"));
  m_command->setMinimumWidth(160);
  m_browse = new QToolButton(this);
  m_protocol = new QComboBox(this);
  for (const auto protocol : PROTOCOLS) m_protocol->addItem(protocolName(protocol));

  // The command has a row of its own: paths to engines are long.
  auto* optionsRow = new QHBoxLayout;
  optionsRow->setContentsMargins(0, 0, 0, 0);
  optionsRow->addWidget(m_browse);
  optionsRow->addWidget(m_protocol);
  optionsRow->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_kind);
  layout->addWidget(m_command);
  layout->addLayout(optionsRow);
  {
    QSettings settings;
    m_engines = loadEngines(settings);
  }
  fillChoices(BUILT_IN, {});
  retranslateUi();
  updateEnabled();

  connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int) {
    updateEnabled();
    if (kind() == EXTERNAL && command().isEmpty()) m_command->setFocus();
    Q_EMIT changed();
  });
  connect(m_protocol, &QComboBox::currentIndexChanged, this, [this](int) {
    if (external()) Q_EMIT changed();
  });
  connect(m_command, &QLineEdit::editingFinished, this, [this] {
    if (external()) Q_EMIT changed();
  });
  connect(m_browse, &QToolButton::clicked, this, &XiangqiOpponentBox::browse);
}

void XiangqiOpponentBox::fillChoices(int kind, const QString& managed) {
  const QSignalBlocker block(m_kind);
  m_kind->clear();
  m_kind->addItem(QString(), BUILT_IN_ITEM);
  for (std::size_t i = 0; i < m_engines.size(); ++i) {
    const ManagedEngine& e = m_engines[i];
    m_kind->addItem(e.name, static_cast<int>(i));
    m_kind->setItemData(m_kind->count() - 1,
                        tr("%1, speaks %2").arg(e.command, protocolName(e.protocol)),
                        Qt::ToolTipRole);
  }
  m_kind->addItem(QString(), EXTERNAL_ITEM);
  retranslateUi();
  int row = kind == EXTERNAL ? m_kind->count() - 1 : 0;
  if (kind == MANAGED)
    for (std::size_t i = 0; i < m_engines.size(); ++i)
      if (m_engines[i].name == managed) row = static_cast<int>(i) + 1;
  m_kind->setCurrentIndex(row);
}

void XiangqiOpponentBox::retranslateUi() {
  m_kind->setItemText(0, tr("Built-in engine"));
  m_kind->setItemText(m_kind->count() - 1, tr("External engine…"));
  m_kind->setToolTip(
      tr("Who plays the computer's side: the built-in engine, an engine of the engine manager "
         "(AI ▸ Engines…) with the options set there, or a command typed below"));
  m_command->setPlaceholderText(tr("engine command, e.g. /usr/games/fairy-stockfish"));
  m_command->setToolTip(
      tr("Run through /bin/sh, so arguments are allowed. The engine plays the computer's side."));
  m_browse->setText(tr("Browse…"));
  m_protocol->setToolTip(tr("The protocol the engine speaks"));
}

void XiangqiOpponentBox::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QWidget::changeEvent(event);
}

int XiangqiOpponentBox::kind() const {
  const int item = m_kind->currentData().toInt();
  return item == BUILT_IN_ITEM ? BUILT_IN : item == EXTERNAL_ITEM ? EXTERNAL : MANAGED;
}

const ManagedEngine* XiangqiOpponentBox::chosenEngine() const {
  const int item = m_kind->currentData().toInt();
  if (item < 0 || item >= static_cast<int>(m_engines.size())) return nullptr;
  return &m_engines[static_cast<std::size_t>(item)];
}

bool XiangqiOpponentBox::external() const {
  return kind() != BUILT_IN && !command().isEmpty();
}

QString XiangqiOpponentBox::command() const {
  if (kind() == BUILT_IN) return {};
  if (const ManagedEngine* e = chosenEngine()) return e->command.trimmed();
  return m_command->text().trimmed();
}

xiangqi_ai::EngineProtocol XiangqiOpponentBox::protocol() const {
  if (const ManagedEngine* e = chosenEngine()) return e->protocol;
  return PROTOCOLS[std::clamp(m_protocol->currentIndex(), 0, 2)];
}

std::vector<std::pair<std::string, std::string>> XiangqiOpponentBox::engineOptions() const {
  if (const ManagedEngine* e = chosenEngine()) return e->settings();
  return {};
}

std::string XiangqiOpponentBox::spec() const {
  if (!external()) return {};
  return protocolName(protocol()).toLower().toStdString() + ":" + command().toStdString();
}

QString XiangqiOpponentBox::managedEngine() const {
  const ManagedEngine* e = chosenEngine();
  return e ? e->name : QString();
}

void XiangqiOpponentBox::setExternal(const QString& command, xiangqi_ai::EngineProtocol protocol) {
  const QSignalBlocker blockKind(m_kind), blockProtocol(m_protocol), blockCommand(m_command);
  m_command->setText(command);
  m_protocol->setCurrentIndex(static_cast<int>(
      std::find(std::begin(PROTOCOLS), std::end(PROTOCOLS), protocol) - std::begin(PROTOCOLS)));
  m_kind->setCurrentIndex(command.trimmed().isEmpty() ? 0 : m_kind->count() - 1);
  updateEnabled();
  Q_EMIT changed();
}

bool XiangqiOpponentBox::setManagedEngine(const QString& name) {
  reloadEngines();
  if (!findEngine(m_engines, name)) return false;
  fillChoices(MANAGED, name);
  updateEnabled();
  Q_EMIT changed();
  return true;
}

void XiangqiOpponentBox::reloadEngines() {
  const int was = kind();
  const QString name = managedEngine();
  const std::string before = spec();
  const auto options = engineOptions();
  {
    QSettings settings;
    m_engines = loadEngines(settings);
  }
  // An engine removed from the manager leaves the built-in engine chosen.
  fillChoices(was == MANAGED && !findEngine(m_engines, name) ? BUILT_IN : was, name);
  updateEnabled();
  if (spec() != before || engineOptions() != options) Q_EMIT changed();
}

void XiangqiOpponentBox::save(QSettings& settings) const {
  settings.setValue(QStringLiteral("opponent"), kind());
  settings.setValue(QStringLiteral("opponentEngine"), managedEngine());
  settings.setValue(QStringLiteral("externalCommand"), m_command->text());
  settings.setValue(
      QStringLiteral("externalProtocol"),
      protocolName(PROTOCOLS[std::clamp(m_protocol->currentIndex(), 0, 2)]).toLower());
}

void XiangqiOpponentBox::load(const QSettings& settings) {
  const QSignalBlocker blockKind(m_kind), blockProtocol(m_protocol), blockCommand(m_command);
  m_command->setText(settings.value(QStringLiteral("externalCommand")).toString());
  const QString protocol = settings.value(QStringLiteral("externalProtocol")).toString();
  int index = 0;
  for (int i = 0; i < 3; ++i)
    if (protocolName(PROTOCOLS[i]).toLower() == protocol) index = i;
  m_protocol->setCurrentIndex(index);
  {
    QSettings engines;
    m_engines = loadEngines(engines);
  }
  const int kind = settings.value(QStringLiteral("opponent"), 0).toInt();
  const QString name = settings.value(QStringLiteral("opponentEngine")).toString();
  // A managed engine the manager no longer has leaves the built-in engine chosen.
  fillChoices(kind == MANAGED && !findEngine(m_engines, name) ? BUILT_IN : kind, name);
  updateEnabled();
}

void XiangqiOpponentBox::browse() {
  const QString file = QFileDialog::getOpenFileName(this, tr("Choose a UCI, UCCI or xboard engine"),
                                                    command().section(QLatin1Char(' '), 0, 0));
  if (file.isEmpty()) return;
  // A path with spaces is quoted because the command goes through /bin/sh.
  m_command->setText(file.contains(QLatin1Char(' ')) ? QLatin1Char('\'') + file + QLatin1Char('\'')
                                                     : file);
  Q_EMIT changed();
}

void XiangqiOpponentBox::updateEnabled() {
  // Only a typed command needs the command row: the built-in engine has none, and a managed
  // engine has its command and protocol in the manager. Hidden, the rows go to the move tree.
  const bool typed = kind() == EXTERNAL;
  for (QWidget* w : {static_cast<QWidget*>(m_command), static_cast<QWidget*>(m_browse),
                     static_cast<QWidget*>(m_protocol)}) {
    w->setEnabled(typed);
    w->setVisible(typed);
  }
}

}  // namespace gameai::gui
