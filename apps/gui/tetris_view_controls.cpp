// The Tetris page's controls: the side panel, the menus, the key bindings and the settings kept
// between runs.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "tetris_charts.hpp"
#include "tetris_view.hpp"

namespace gameai::gui {

QWidget* TetrisView::buildPanel() {
  auto* panel = new QWidget(this);
  auto* col = new QVBoxLayout(panel);
  col->setContentsMargins(0, 0, 0, 0);

  m_aiButton = new QPushButton(tr("Hand the game to the AI  (A)"), panel);
  m_aiButton->setCheckable(true);
  m_aiButton->setFocusPolicy(Qt::NoFocus);
  connect(m_aiButton, &QPushButton::clicked, this, &TetrisView::setAiPlaying);
  m_hintBox = new QCheckBox(tr("Show the AI's choice as a hint  (H)"), panel);
  m_hintBox->setFocusPolicy(Qt::NoFocus);
  connect(m_hintBox, &QCheckBox::toggled, this, &TetrisView::setHintShown);
  col->addWidget(m_aiButton);
  col->addWidget(m_hintBox);

  auto* ai = new QGroupBox(tr("AI"), panel);
  auto* aiForm = new QFormLayout(ai);
  m_evaluatorBox = new QComboBox(ai);
  for (const std::string& name : TetrisSession::evaluatorNames())
    m_evaluatorBox->addItem(QString::fromStdString(name));
  m_evaluatorBox->setObjectName(QStringLiteral("ai"));
  m_lookaheadBox = new QComboBox(ai);
  m_lookaheadBox->setObjectName(QStringLiteral("lookahead"));
  m_lookaheadBox->addItem(tr("Current piece"));
  m_lookaheadBox->addItem(tr("Piece + next"));
  m_lookaheadBox->addItem(tr("Beam search"));
  m_lookaheadBox->setCurrentIndex(1);
  auto* weightsRow = new QHBoxLayout;
  m_weightsLabel = new QLabel(tr("published"), ai);
  auto* weightsButton = new QPushButton(tr("Load..."), ai);
  auto* weightsReset = new QPushButton(tr("Default"), ai);
  weightsRow->addWidget(m_weightsLabel, 1);
  weightsRow->addWidget(weightsButton);
  weightsRow->addWidget(weightsReset);
  connect(weightsButton, &QPushButton::clicked, this, &TetrisView::chooseWeightsFile);
  connect(weightsReset, &QPushButton::clicked, this, [this] {
    m_weightsPath.clear();
    m_weightsLabel->setText(tr("published"));
    applyAiChoice();
  });
  m_speedSlider = new QSlider(Qt::Horizontal, ai);
  m_speedSlider->setRange(0, SPEED_COUNT - 1);
  m_speedSlider->setValue(2);
  m_speedSlider->setPageStep(1);
  m_speedLabel = new QLabel(ai);
  connect(m_speedSlider, &QSlider::valueChanged, this, [this] {
    m_path.clear();  // a new speed takes effect with the next piece's plan
    m_requestPending = false;
    ++m_requestId;
    updateStatus();
  });
  m_seriesBox = new QCheckBox(tr("Start a new game when the AI loses"), ai);
  aiForm->addRow(tr("Evaluator"), m_evaluatorBox);
  aiForm->addRow(tr("Lookahead"), m_lookaheadBox);
  aiForm->addRow(tr("Weights"), weightsRow);
  aiForm->addRow(tr("Speed"), m_speedSlider);
  aiForm->addRow(QString(), m_speedLabel);
  aiForm->addRow(m_seriesBox);
  // Evaluator, weights and lookahead apply to the running game at once.
  connect(m_evaluatorBox, &QComboBox::currentIndexChanged, this, [this] {
    m_aiWanted = m_evaluatorBox->currentText();
    applyAiChoice();
  });
  connect(m_lookaheadBox, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (m_lookaheadBox->isEnabled()) m_lookaheadWanted = index;
    applyAiChoice();
  });

  auto* game = new QGroupBox(tr("New game"), panel);
  auto* gameForm = new QFormLayout(game);
  m_rulesBox = new QComboBox(game);
  m_rulesBox->addItem(tr("guideline (SRS, hold, 5 previews)"), int(tetris::RuleSet::Guideline));
  m_rulesBox->addItem(tr("standard (Fahey)"), int(tetris::RuleSet::Standard));
  m_rulesBox->addItem(tr("classic (AI research game)"), int(tetris::RuleSet::Classic));
  m_scoringBox = new QComboBox(game);
  m_scoringBox->addItem(tr("guideline"), int(tetris::ScoringKind::Guideline));
  m_scoringBox->addItem(tr("seed 000 (speeds up)"), int(tetris::ScoringKind::Seed000));
  m_widthBox = new QSpinBox(game);
  m_widthBox->setRange(tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH);
  m_widthBox->setValue(10);
  m_heightBox = new QSpinBox(game);
  m_heightBox->setRange(tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT);
  m_heightBox->setValue(20);
  auto* newButton = new QPushButton(tr("New game"), game);
  newButton->setFocusPolicy(Qt::NoFocus);
  connect(newButton, &QPushButton::clicked, this, &TetrisView::newGame);
  gameForm->addRow(tr("Rules"), m_rulesBox);
  gameForm->addRow(tr("Scoring"), m_scoringBox);
  gameForm->addRow(tr("Width"), m_widthBox);
  gameForm->addRow(tr("Height"), m_heightBox);
  gameForm->addRow(newButton);

  for (QWidget* w :
       std::initializer_list<QWidget*>{m_evaluatorBox, m_lookaheadBox, m_speedSlider, m_seriesBox,
                                       m_rulesBox, m_scoringBox, weightsButton, weightsReset})
    w->setFocusPolicy(Qt::NoFocus);

  auto* charts = new QTabWidget(panel);
  m_liveChart = new TetrisLiveChart(charts);
  m_resultsChart = new TetrisResultsChart(charts);
  charts->addTab(m_liveChart, tr("This game"));
  charts->addTab(m_resultsChart, tr("AI series"));
  charts->setFocusPolicy(Qt::NoFocus);

  col->addWidget(ai);
  col->addWidget(game);
  col->addWidget(charts, 1);
  panel->setMinimumWidth(300);
  panel->setMaximumWidth(400);
  return panel;
}

void TetrisView::populateMenus(QMenu* game, QMenu* ai, QMenu* view) {
  game->addActions({m_newAction, m_pauseAction, m_replayAction, m_versusAction});
  ai->addActions({m_aiAction, m_hintAction});
  QMenu* speed = ai->addMenu(tr("&Speed"));
  for (int i = 0; i < SPEED_COUNT; ++i) {
    QAction* a = speed->addAction(speedName(i));
    a->setCheckable(true);
    a->setChecked(m_speedSlider->value() == i);
    connect(a, &QAction::triggered, this, [this, i] { setSpeed(i); });
  }
  Q_UNUSED(view);
}

QList<QPair<QString, QString>> TetrisView::keyBindings() const {
  return {
      {tr("← →"), tr("Shift left / right (hold to repeat)")},
      {tr("↓"), tr("Soft drop")},
      {tr("Space"), tr("Hard drop")},
      {tr("↑ or X"), tr("Rotate clockwise")},
      {tr("Z"), tr("Rotate counter-clockwise")},
      {tr("C or Shift"), tr("Hold (guideline rules)")},
      {tr("P or Esc"), tr("Pause")},
      {tr("A"), tr("Hand the game to the AI and back, at any moment")},
      {tr("H"), tr("Show the AI's choice as a second ghost")},
      {tr("N or Enter"), tr("New game after a game over")},
      {m_newAction->shortcut().toString(QKeySequence::NativeText), tr("New game")},
      {m_replayAction->shortcut().toString(QKeySequence::NativeText), tr("Replay a stored game")},
  };
}

void TetrisView::saveSettings(QSettings& s) const {
  s.setValue(QStringLiteral("evaluator"), m_aiWanted);
  s.setValue(QStringLiteral("lookahead"), m_lookaheadWanted);
  s.setValue(QStringLiteral("weights"), m_weightsPath);
  s.setValue(QStringLiteral("speed"), m_speedSlider->value());
  s.setValue(QStringLiteral("rules"), m_rulesBox->currentIndex());
  s.setValue(QStringLiteral("scoring"), m_scoringBox->currentIndex());
  s.setValue(QStringLiteral("width"), m_widthBox->value());
  s.setValue(QStringLiteral("height"), m_heightBox->value());
  s.setValue(QStringLiteral("series"), m_seriesBox->isChecked());
}

void TetrisView::loadSettings(const QSettings& s) {
  const QString evaluator = s.value(QStringLiteral("evaluator")).toString();
  m_aiWanted = m_evaluatorBox->findText(evaluator) >= 0 ? evaluator : QString();
  m_lookaheadWanted = std::clamp(s.value(QStringLiteral("lookahead"), 1).toInt(), 0, 2);
  m_weightsPath = s.value(QStringLiteral("weights")).toString();
  m_weightsLabel->setText(m_weightsPath.isEmpty() ? tr("published")
                                                  : QFileInfo(m_weightsPath).fileName());
  m_speedSlider->setValue(s.value(QStringLiteral("speed"), 2).toInt());
  m_rulesBox->setCurrentIndex(std::clamp(s.value(QStringLiteral("rules"), 0).toInt(), 0, 2));
  m_scoringBox->setCurrentIndex(std::clamp(s.value(QStringLiteral("scoring"), 0).toInt(), 0, 1));
  m_widthBox->setValue(s.value(QStringLiteral("width"), 10).toInt());
  m_heightBox->setValue(s.value(QStringLiteral("height"), 20).toInt());
  m_seriesBox->setChecked(s.value(QStringLiteral("series"), false).toBool());
  newGame();
}

TetrisSettings TetrisView::settingsFromControls() const {
  TetrisSettings s;
  s.rules = tetris::RuleSet(m_rulesBox->currentData().toInt());
  s.scoring = tetris::ScoringKind(m_scoringBox->currentData().toInt());
  s.width = m_widthBox->value();
  s.height = m_heightBox->value();
  s.seed = m_seed;
  // The user's AI where the AI library lets it play these rules, else the rules' default.
  s.evaluator = m_aiWanted.toStdString();
  if (s.evaluator.empty() || !TetrisSession::aiPlaysRules(s.evaluator, s.rules))
    s.evaluator = TetrisSession::defaultAi(s.rules);
  // The rules library says whether these rules let the AI look ahead.
  s.lookahead = tetris_ai::supports_lookahead(s.rules) ? m_lookaheadWanted : 0;
  if (!m_weightsPath.isEmpty()) {
    QFile file(m_weightsPath);
    if (!file.open(QIODevice::ReadOnly))
      throw std::invalid_argument(tr("cannot read the weights file %1: %2")
                                      .arg(m_weightsPath, file.errorString())
                                      .toStdString());
    s.weightsJson = file.readAll().toStdString();
  }
  return s;
}

void TetrisView::chooseWeightsFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Load evaluator weights"), {},
                                                    tr("JSON weights (*.json);;All files (*)"));
  if (path.isEmpty()) return;
  const QString previous = m_weightsPath;
  m_weightsPath = path;
  try {
    m_session.setAi(settingsFromControls());
    m_weightsLabel->setText(QFileInfo(path).fileName());
    Q_EMIT statusMessage(
        tr("The AI now plays with the weights of %1.").arg(QFileInfo(path).fileName()));
  } catch (const std::exception& e) {
    m_weightsPath = previous;
    QMessageBox::warning(this, tr("Load evaluator weights"),
                         tr("%1 cannot be used: %2").arg(path, QString::fromUtf8(e.what())));
  }
}

// The AI boxes offer what the running game's rules allow, as the AI library says: the bot only
// under guideline, lookahead only where tetris_ai::supports_lookahead; under guideline the
// lookahead box says the AI looks at one piece instead of offering a search it would not do.
void TetrisView::updateAiBoxes() {
  const tetris::RuleSet rules = m_session.settings().rules;
  {
    const QSignalBlocker blocker(m_evaluatorBox);
    if (auto* model = qobject_cast<QStandardItemModel*>(m_evaluatorBox->model())) {
      for (int i = 0; i < m_evaluatorBox->count(); ++i)
        model->item(i)->setEnabled(
            TetrisSession::aiPlaysRules(m_evaluatorBox->itemText(i).toStdString(), rules));
    }
    m_evaluatorBox->setCurrentText(QString::fromStdString(m_session.settings().evaluator));
  }
  const bool offered = tetris_ai::supports_lookahead(rules);
  const QSignalBlocker blocker(m_lookaheadBox);
  m_lookaheadBox->setEnabled(offered);
  m_lookaheadBox->setCurrentIndex(offered ? m_lookaheadWanted : 0);
  m_lookaheadBox->setToolTip(offered ? QString()
                                     : tr("Under the %1 rules the AI looks at one piece at a time.")
                                           .arg(TetrisSession::ruleSetName(rules)));
}

void TetrisView::applyAiChoice() {
  try {
    m_session.setAi(settingsFromControls());
    ++m_requestId;  // a plan made by the previous AI is dropped
    m_requestPending = false;
    m_path.clear();
    m_aiTarget.reset();
    m_hintForPiece = -1;
  } catch (const std::exception& e) {
    Q_EMIT statusMessage(tr("The AI was not changed: %1").arg(QString::fromUtf8(e.what())));
  }
}

}  // namespace gameai::gui
