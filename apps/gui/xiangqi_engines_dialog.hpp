#pragma once
// The engine manager (AI > Engines…): the built-in engine and the external engines the user
// added, each with its name, author, protocol and the options it announced as widgets (spin box,
// check box, choice, text, button). An engine is added by its command: the command is probed
// (xiangqi_engines.hpp) on a worker thread, and added only if it answered a protocol; "Test"
// probes the selected engine again and says what it announced or why it failed. Every change is
// kept in the settings at once. The built-in engine's options are shown from the option table;
// its strength is chosen by level where it plays.

#include <QDialog>
#include <QFutureWatcher>
#include <vector>

#include "xiangqi_engines.hpp"

class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;
class QWidget;

namespace gameai::gui {

class XiangqiEnginesDialog : public QDialog {
  Q_OBJECT
 public:
  explicit XiangqiEnginesDialog(QWidget* parent = nullptr);
  ~XiangqiEnginesDialog() override;

  // The external engines as kept now.
  const std::vector<ManagedEngine>& engines() const { return m_engines; }
  // Probes `command` and adds it when it answers (asynchronously: probing() is true until the
  // result is shown).
  void addEngine(const QString& command);
  // Probes the selected engine again.
  void testSelected();
  void removeSelected();
  // Selects row `row` of the list (0: the built-in engine, then the external ones).
  void selectRow(int row);
  bool probing() const;
  // The last message: what a probe found or why it failed.
  QString statusText() const;
  // How long each protocol is given to answer a probe.
  void setProbeTimeout(int ms) { m_timeoutMs = ms; }
  // The option widgets shown for the selected engine, by option name.
  QWidget* optionWidget(const QString& name) const;

 Q_SIGNALS:
  void probeFinished(bool ok);
  // An engine was added, removed, renamed, or an option value changed (and saved).
  void enginesChanged();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct ProbeResult {
    bool ok = false;
    EngineAnnouncement announcement;
    QString error;
  };
  void retranslateUi();
  void startProbe(const QString& command, int replacing);
  void probeDone();
  void refreshList();
  void showSelected();
  void showOptions(const std::vector<AnnouncedOption>& options, bool editable);
  void setValue(const QString& name, const QString& value);
  void save();
  int selectedExternal() const;  // index into m_engines, -1 for the built-in or none
  QString describe(const EngineAnnouncement& a) const;

  std::vector<ManagedEngine> m_engines;
  QFutureWatcher<ProbeResult> m_probe;
  bool m_probing = false;  // from the probe's start until its result is shown
  int m_replacing = -1;    // the engine a Test probes, -1 when adding
  QString m_probedCommand;
  int m_timeoutMs = 5000;

  QListWidget* m_list = nullptr;
  QLineEdit* m_newCommand = nullptr;
  QToolButton* m_browse = nullptr;
  QPushButton* m_add = nullptr;
  QPushButton* m_test = nullptr;
  QPushButton* m_remove = nullptr;
  QLabel* m_commandLabel = nullptr;
  QLabel* m_nameLabel = nullptr;
  QLabel* m_detailsLabel = nullptr;
  QLineEdit* m_name = nullptr;
  QLineEdit* m_command = nullptr;
  QLabel* m_details = nullptr;
  QLabel* m_optionsTitle = nullptr;
  QWidget* m_optionsBox = nullptr;
  QFormLayout* m_optionsForm = nullptr;
  QLabel* m_status = nullptr;
  QPushButton* m_close = nullptr;
};

}  // namespace gameai::gui
