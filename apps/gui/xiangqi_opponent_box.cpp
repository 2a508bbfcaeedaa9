#include "xiangqi_opponent_box.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace gameai::gui {

namespace {
enum Kind { BUILT_IN = 0, EXTERNAL = 1 };
enum Protocol { UCI = 0, UCCI = 1 };
}  // namespace

XiangqiOpponentBox::XiangqiOpponentBox(QWidget* parent) : QWidget(parent) {
  m_kind = new QComboBox(this);
  m_kind->addItems({QString(), QString()});
  m_command = new QLineEdit(this);
  m_command->setObjectName(QStringLiteral("engineCommand"));
  m_command->setMinimumWidth(160);
  m_browse = new QToolButton(this);
  m_protocol = new QComboBox(this);
  m_protocol->addItem(QStringLiteral("UCI"));
  m_protocol->addItem(QStringLiteral("UCCI"));

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
  retranslateUi();
  updateEnabled();

  connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int) {
    updateEnabled();
    if (m_kind->currentIndex() == EXTERNAL && command().isEmpty()) m_command->setFocus();
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

void XiangqiOpponentBox::retranslateUi() {
  m_kind->setItemText(BUILT_IN, tr("Built-in engine"));
  m_kind->setItemText(EXTERNAL, tr("External engine…"));
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

bool XiangqiOpponentBox::external() const {
  return m_kind->currentIndex() == EXTERNAL && !command().isEmpty();
}

QString XiangqiOpponentBox::command() const {
  return m_command->text().trimmed();
}

bool XiangqiOpponentBox::ucci() const {
  return m_protocol->currentIndex() == UCCI;
}

void XiangqiOpponentBox::setExternal(const QString& command, bool ucci) {
  const QSignalBlocker blockKind(m_kind), blockProtocol(m_protocol), blockCommand(m_command);
  m_command->setText(command);
  m_protocol->setCurrentIndex(ucci ? UCCI : UCI);
  m_kind->setCurrentIndex(command.trimmed().isEmpty() ? BUILT_IN : EXTERNAL);
  updateEnabled();
  Q_EMIT changed();
}

void XiangqiOpponentBox::save(QSettings& settings) const {
  settings.setValue(QStringLiteral("opponent"), m_kind->currentIndex());
  settings.setValue(QStringLiteral("externalCommand"), m_command->text());
  settings.setValue(QStringLiteral("externalProtocol"),
                    ucci() ? QStringLiteral("ucci") : QStringLiteral("uci"));
}

void XiangqiOpponentBox::load(const QSettings& settings) {
  const QSignalBlocker blockKind(m_kind), blockProtocol(m_protocol), blockCommand(m_command);
  m_command->setText(settings.value(QStringLiteral("externalCommand")).toString());
  m_protocol->setCurrentIndex(
      settings.value(QStringLiteral("externalProtocol")).toString() == QLatin1String("ucci") ? UCCI
                                                                                             : UCI);
  m_kind->setCurrentIndex(
      settings.value(QStringLiteral("opponent"), 0).toInt() == EXTERNAL ? EXTERNAL : BUILT_IN);
  updateEnabled();
}

void XiangqiOpponentBox::browse() {
  const QString file = QFileDialog::getOpenFileName(this, tr("Choose a UCI or UCCI engine"),
                                                    command().section(QLatin1Char(' '), 0, 0));
  if (file.isEmpty()) return;
  // A path with spaces is quoted because the command goes through /bin/sh.
  m_command->setText(file.contains(QLatin1Char(' ')) ? QLatin1Char('\'') + file + QLatin1Char('\'')
                                                     : file);
  Q_EMIT changed();
}

void XiangqiOpponentBox::updateEnabled() {
  const bool on = m_kind->currentIndex() == EXTERNAL;
  m_command->setEnabled(on);
  m_browse->setEnabled(on);
  m_protocol->setEnabled(on);
}

}  // namespace gameai::gui
