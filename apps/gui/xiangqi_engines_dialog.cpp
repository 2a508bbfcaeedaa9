#include "xiangqi_engines_dialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <limits>

namespace gameai::gui {

using xiangqi_ai::OptionType;

XiangqiEnginesDialog::XiangqiEnginesDialog(QWidget* parent) : QDialog(parent) {
  QSettings settings;
  m_engines = loadEngines(settings);

  m_list = new QListWidget(this);
  m_list->setMinimumWidth(200);
  m_newCommand = new QLineEdit(this);
  m_browse = new QToolButton(this);
  m_browse->setText(QStringLiteral("…"));
  m_add = new QPushButton(this);
  m_test = new QPushButton(this);
  m_remove = new QPushButton(this);
  m_name = new QLineEdit(this);
  m_command = new QLineEdit(this);
  m_details = new QLabel(this);
  m_details->setWordWrap(true);
  m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_optionsTitle = new QLabel(this);
  m_optionsBox = new QWidget;
  m_optionsForm = new QFormLayout(m_optionsBox);
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setWidget(m_optionsBox);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_close = new QPushButton(this);

  auto* addRow = new QHBoxLayout;
  addRow->addWidget(m_newCommand, 1);
  addRow->addWidget(m_browse);
  addRow->addWidget(m_add);
  auto* left = new QVBoxLayout;
  left->addWidget(m_list, 1);
  auto* listButtons = new QHBoxLayout;
  listButtons->addWidget(m_test);
  listButtons->addWidget(m_remove);
  left->addLayout(listButtons);

  auto* form = new QFormLayout;
  m_nameLabel = new QLabel(this);
  m_commandLabel = new QLabel(this);
  m_detailsLabel = new QLabel(this);
  form->addRow(m_nameLabel, m_name);
  form->addRow(m_commandLabel, m_command);
  form->addRow(m_detailsLabel, m_details);
  auto* right = new QVBoxLayout;
  right->addLayout(form);
  right->addWidget(m_optionsTitle);
  right->addWidget(scroll, 1);

  auto* middle = new QHBoxLayout;
  middle->addLayout(left);
  middle->addLayout(right, 2);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(m_status, 1);
  bottom->addWidget(m_close);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(addRow);
  layout->addLayout(middle, 1);
  layout->addLayout(bottom);
  resize(760, 520);

  connect(m_add, &QPushButton::clicked, this, [this] { addEngine(m_newCommand->text()); });
  connect(m_newCommand, &QLineEdit::returnPressed, this,
          [this] { addEngine(m_newCommand->text()); });
  connect(m_browse, &QToolButton::clicked, this, [this] {
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose an engine program"));
    if (!file.isEmpty()) m_newCommand->setText(file);
  });
  connect(m_test, &QPushButton::clicked, this, &XiangqiEnginesDialog::testSelected);
  connect(m_remove, &QPushButton::clicked, this, &XiangqiEnginesDialog::removeSelected);
  connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
  connect(m_list, &QListWidget::currentRowChanged, this, [this] { showSelected(); });
  connect(m_name, &QLineEdit::editingFinished, this, [this] {
    const int i = selectedExternal();
    if (i < 0 || m_name->text().trimmed().isEmpty()) return;
    m_engines[static_cast<std::size_t>(i)].name = m_name->text().trimmed();
    save();
    m_list->item(i + 1)->setText(m_name->text().trimmed());
  });
  connect(m_command, &QLineEdit::editingFinished, this, [this] {
    const int i = selectedExternal();
    if (i < 0 || m_command->text().trimmed().isEmpty()) return;
    ManagedEngine& e = m_engines[static_cast<std::size_t>(i)];
    if (e.command == m_command->text().trimmed()) return;
    e.command = m_command->text().trimmed();
    save();
    m_status->setText(tr("Command changed: press Test to check it."));
  });
  connect(&m_probe, &QFutureWatcher<ProbeResult>::finished, this, &XiangqiEnginesDialog::probeDone);

  retranslateUi();
  refreshList();
  m_list->setCurrentRow(0);
}

XiangqiEnginesDialog::~XiangqiEnginesDialog() {
  // A probe under way ends within its timeout; its result is dropped.
  m_probe.disconnect(this);
  m_probe.waitForFinished();
}

void XiangqiEnginesDialog::retranslateUi() {
  setWindowTitle(tr("Engines"));
  m_newCommand->setPlaceholderText(
      tr("Command of an engine to add (UCI, UCCI or xboard), e.g. /usr/games/pikafish"));
  m_browse->setToolTip(tr("Choose the engine program"));
  m_add->setText(tr("&Add"));
  m_test->setText(tr("&Test"));
  m_remove->setText(tr("&Remove"));
  m_close->setText(tr("Close"));
  m_nameLabel->setText(tr("Name:"));
  m_commandLabel->setText(tr("Command:"));
  m_detailsLabel->setText(tr("Engine:"));
  m_optionsTitle->setText(tr("Options it announced:"));
  if (m_list->count() > 0) m_list->item(0)->setText(tr("Built-in engine"));
  if (m_list->currentRow() >= 0) showSelected();
}

void XiangqiEnginesDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QDialog::changeEvent(event);
}

bool XiangqiEnginesDialog::probing() const {
  return m_probing;
}

QString XiangqiEnginesDialog::statusText() const {
  return m_status->text();
}

int XiangqiEnginesDialog::selectedExternal() const {
  const int row = m_list->currentRow();
  return row >= 1 && row - 1 < static_cast<int>(m_engines.size()) ? row - 1 : -1;
}

void XiangqiEnginesDialog::selectRow(int row) {
  m_list->setCurrentRow(row);
}

void XiangqiEnginesDialog::refreshList() {
  const int row = m_list->currentRow();
  m_list->clear();
  m_list->addItem(tr("Built-in engine"));
  for (const ManagedEngine& e : m_engines) m_list->addItem(e.name);
  m_list->setCurrentRow(std::min(row, m_list->count() - 1));
}

void XiangqiEnginesDialog::addEngine(const QString& command) {
  if (command.trimmed().isEmpty()) {
    m_status->setText(tr("Type the command that starts the engine first."));
    return;
  }
  startProbe(command.trimmed(), -1);
}

void XiangqiEnginesDialog::testSelected() {
  const int i = selectedExternal();
  if (i < 0) {
    m_status->setText(tr("The built-in engine is part of the app: nothing to test."));
    return;
  }
  startProbe(m_engines[static_cast<std::size_t>(i)].command, i);
}

void XiangqiEnginesDialog::removeSelected() {
  const int i = selectedExternal();
  if (i < 0) return;
  m_status->setText(tr("Removed %1.").arg(m_engines[static_cast<std::size_t>(i)].name));
  m_engines.erase(m_engines.begin() + i);
  save();
  refreshList();
}

void XiangqiEnginesDialog::startProbe(const QString& command, int replacing) {
  if (m_probing) return;
  m_probing = true;
  m_replacing = replacing;
  m_probedCommand = command;
  m_status->setText(tr("Starting '%1'…").arg(command));
  for (QWidget* w : {static_cast<QWidget*>(m_add), static_cast<QWidget*>(m_test)})
    w->setEnabled(false);
  const int timeout = m_timeoutMs;
  m_probe.setFuture(QtConcurrent::run([command, timeout] {
    ProbeResult r;
    try {
      r.announcement = probeEngine(command, timeout);
      r.ok = true;
    } catch (const std::exception& e) {
      r.error = QString::fromStdString(e.what());
    }
    return r;
  }));
}

QString XiangqiEnginesDialog::describe(const EngineAnnouncement& a) const {
  return tr("%1 by %2, speaks %3, %n option(s)", nullptr, static_cast<int>(a.optionLines.size()))
      .arg(a.name, a.author.isEmpty() ? tr("an unnamed author") : a.author,
           protocolName(a.protocol));
}

void XiangqiEnginesDialog::probeDone() {
  m_probing = false;
  for (QWidget* w : {static_cast<QWidget*>(m_add), static_cast<QWidget*>(m_test)})
    w->setEnabled(true);
  const ProbeResult r = m_probe.result();
  if (!r.ok) {
    m_status->setText(tr("Not added: %1").arg(r.error));
    if (m_replacing >= 0) m_status->setText(tr("Test failed: %1").arg(r.error));
    Q_EMIT probeFinished(false);
    return;
  }
  const EngineAnnouncement& a = r.announcement;
  if (m_replacing >= 0 && m_replacing < static_cast<int>(m_engines.size())) {
    ManagedEngine& e = m_engines[static_cast<std::size_t>(m_replacing)];
    e.protocol = a.protocol;
    e.author = a.author;
    e.optionLines = a.optionLines;
    m_status->setText(tr("Test passed: %1.").arg(describe(a)));
    save();
    showSelected();
  } else {
    ManagedEngine e;
    e.name = a.name;
    e.command = m_probedCommand;
    e.protocol = a.protocol;
    e.author = a.author;
    e.optionLines = a.optionLines;
    m_engines.push_back(std::move(e));
    save();
    refreshList();
    m_list->setCurrentRow(m_list->count() - 1);
    m_newCommand->clear();
    m_status->setText(tr("Added %1.").arg(describe(a)));
  }
  Q_EMIT probeFinished(true);
}

void XiangqiEnginesDialog::showSelected() {
  const int row = m_list->currentRow();
  const int i = selectedExternal();
  m_remove->setEnabled(i >= 0);
  m_test->setEnabled(i >= 0 && !m_probing);
  m_name->setReadOnly(i < 0);
  m_command->setReadOnly(i < 0);
  if (row == 0) {
    m_name->setText(tr("Built-in engine"));
    m_command->setText(tr("(part of gameai)"));
    m_details->setText(
        tr("Strength is chosen by level (1-10) where it plays; the options "
           "below are its defaults, as gameai-xiangqi announces them."));
    showOptions(builtInOptions(), false);
    return;
  }
  if (i < 0) {
    showOptions({}, false);
    return;
  }
  const ManagedEngine& e = m_engines[static_cast<std::size_t>(i)];
  m_name->setText(e.name);
  m_command->setText(e.command);
  m_details->setText(
      tr("Speaks %1; author: %2")
          .arg(protocolName(e.protocol), e.author.isEmpty() ? tr("not given") : e.author));
  showOptions(e.options(), true);
}

QWidget* XiangqiEnginesDialog::optionWidget(const QString& name) const {
  return m_optionsBox->findChild<QWidget*>(QStringLiteral("option:") + name);
}

void XiangqiEnginesDialog::showOptions(const std::vector<AnnouncedOption>& options, bool editable) {
  while (m_optionsForm->rowCount() > 0) m_optionsForm->removeRow(0);
  const int i = selectedExternal();
  const auto current = [&](const AnnouncedOption& o) {
    return i >= 0 ? m_engines[static_cast<std::size_t>(i)].values.value(o.name, o.defaultValue)
                  : o.defaultValue;
  };
  for (const AnnouncedOption& o : options) {
    QWidget* w = nullptr;
    const QString value = current(o);
    switch (o.type) {
      case OptionType::Spin: {
        auto* spin = new QSpinBox;
        const auto clamp = [](qint64 v) {
          return static_cast<int>(std::clamp<qint64>(v, std::numeric_limits<int>::min(),
                                                     std::numeric_limits<int>::max()));
        };
        spin->setRange(clamp(o.min), clamp(std::max(o.min, o.max)));
        spin->setValue(clamp(value.toLongLong()));
        connect(spin, &QSpinBox::valueChanged, this,
                [this, name = o.name](int v) { setValue(name, QString::number(v)); });
        w = spin;
        break;
      }
      case OptionType::Check: {
        auto* box = new QCheckBox;
        box->setChecked(value == QLatin1String("true"));
        connect(box, &QCheckBox::toggled, this, [this, name = o.name](bool on) {
          setValue(name, on ? QStringLiteral("true") : QStringLiteral("false"));
        });
        w = box;
        break;
      }
      case OptionType::Combo: {
        auto* combo = new QComboBox;
        combo->addItems(o.choices);
        combo->setCurrentText(value);
        connect(combo, &QComboBox::currentTextChanged, this,
                [this, name = o.name](const QString& v) { setValue(name, v); });
        w = combo;
        break;
      }
      case OptionType::String: {
        auto* edit = new QLineEdit(value);
        connect(edit, &QLineEdit::editingFinished, this,
                [this, edit, name = o.name] { setValue(name, edit->text()); });
        w = edit;
        break;
      }
      case OptionType::Button: {
        auto* button = new QPushButton(o.name);
        // A button is an action on a running engine (clear the hash): nothing to keep here.
        button->setToolTip(tr("Pressed on a running engine only"));
        button->setEnabled(false);
        w = button;
        break;
      }
    }
    w->setObjectName(QStringLiteral("option:") + o.name);
    if (!editable) w->setEnabled(false);
    m_optionsForm->addRow(o.name, w);
  }
  if (options.empty()) m_optionsForm->addRow(new QLabel(tr("(none)")));
}

void XiangqiEnginesDialog::setValue(const QString& name, const QString& value) {
  const int i = selectedExternal();
  if (i < 0) return;
  m_engines[static_cast<std::size_t>(i)].values[name] = value;
  save();
}

void XiangqiEnginesDialog::save() {
  {
    QSettings settings;
    saveEngines(settings, m_engines);
  }
  Q_EMIT enginesChanged();
}

}  // namespace gameai::gui
