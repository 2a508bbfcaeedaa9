#pragma once
// Who the computer's side is: the built-in engine, or "external engine…", another xiangqi
// program (Pikafish, Fairy-Stockfish, ElephantEye, our own gameai-xiangqi, ...) started from a
// shell command and spoken to in UCI or UCCI. The command can be typed or browsed for; the
// choice is kept in the settings with the rest of the xiangqi page.

#include <QSettings>
#include <QString>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QToolButton;

namespace gameai::gui {

class XiangqiOpponentBox : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiOpponentBox(QWidget* parent = nullptr);

  bool external() const;
  QString command() const;  // trimmed; empty means the built-in engine is used
  bool ucci() const;
  // An empty command selects the built-in engine.
  void setExternal(const QString& command, bool ucci);

  void save(QSettings& settings) const;
  void load(const QSettings& settings);

 Q_SIGNALS:
  // The opponent changed: another choice, protocol, or a command the user finished editing.
  void changed();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void browse();
  void updateEnabled();

  QComboBox* m_kind = nullptr;
  QLineEdit* m_command = nullptr;
  QToolButton* m_browse = nullptr;
  QComboBox* m_protocol = nullptr;
};

}  // namespace gameai::gui
