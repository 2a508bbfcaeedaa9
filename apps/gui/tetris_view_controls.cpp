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
#include "tetris_snapshot.hpp"
#include "tetris_view.hpp"

namespace gameai::gui {

QWidget* TetrisView::buildPanel() {
  auto* panel = new QWidget(this);
  auto* col = new QVBoxLayout(panel);
  col->setContentsMargins(0, 0, 0, 0);

  m_aiButton = new QPushButton(panel);
  m_aiButton->setCheckable(true);
  connect(m_aiButton, &QPushButton::clicked, this, &TetrisView::setAiPlaying);
  m_hintBox = new QCheckBox(panel);
  connect(m_hintBox, &QCheckBox::toggled, this, &TetrisView::setHintShown);
  m_settingsButton = new QPushButton(panel);
  m_settingsButton->setObjectName(QStringLiteral("tetrisSettingsButton"));
  connect(m_settingsButton, &QPushButton::clicked, this, &TetrisView::showSettings);
  col->addWidget(m_aiButton);
  col->addWidget(m_hintBox);
  col->addLayout(buildSoundsRow(panel));

  m_aiGroup = new QGroupBox(panel);
  m_aiForm = new QFormLayout(m_aiGroup);
  m_evaluatorBox = new QComboBox(m_aiGroup);
  for (const std::string& name : tetris_play::ai_names())
    m_evaluatorBox->addItem(QString::fromStdString(name), QString::fromStdString(name));
  m_evaluatorBox->setObjectName(QStringLiteral("ai"));
  m_lookaheadBox = new QComboBox(m_aiGroup);
  m_lookaheadBox->setObjectName(QStringLiteral("lookahead"));
  m_lookaheadBox->addItems({QString(), QString(), QString()});
  m_lookaheadBox->setCurrentIndex(1);
  auto* weightsRow = new QHBoxLayout;
  m_weightsRow = weightsRow;
  m_weightsLabel = new QLabel(m_aiGroup);
  m_weightsLabel->setObjectName(QStringLiteral("weights"));
  m_weightsButton = new QPushButton(m_aiGroup);
  m_weightsReset = new QPushButton(m_aiGroup);
  weightsRow->addWidget(m_weightsLabel, 1);
  weightsRow->addWidget(m_weightsButton);
  weightsRow->addWidget(m_weightsReset);
  connect(m_weightsButton, &QPushButton::clicked, this, &TetrisView::chooseWeightsFile);
  connect(m_weightsReset, &QPushButton::clicked, this, [this] {
    m_weightsPath.clear();
    applyAiChoice();
  });
  m_speedSlider = new QSlider(Qt::Horizontal, m_aiGroup);
  m_speedSlider->setRange(0, SPEED_COUNT - 1);
  m_speedSlider->setValue(tetris_play::DEFAULT_SPEED);
  m_speedSlider->setPageStep(1);
  m_speedLabel = new QLabel(m_aiGroup);
  // Its text changes length with the speed: it wraps within the panel instead of widening it
  // (which moved the board).
  m_speedLabel->setWordWrap(true);
  m_speedLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  // A new speed applies from the next piece.
  connect(m_speedSlider, &QSlider::valueChanged, this, [this](int speed) {
    m_session.set_speed(speed);
    updateStatus();
  });
  m_seriesBox = new QCheckBox(m_aiGroup);
  // The rows' labels are named in retranslate().
  m_aiForm->addRow(new QLabel(m_aiGroup), m_evaluatorBox);
  m_aiForm->addRow(new QLabel(m_aiGroup), m_lookaheadBox);
  m_aiForm->addRow(new QLabel(m_aiGroup), weightsRow);
  m_aiForm->addRow(new QLabel(m_aiGroup), m_speedSlider);
  m_aiForm->addRow(QString(), m_speedLabel);
  m_aiForm->addRow(m_seriesBox);
  // Evaluator, weights and lookahead apply to the running game at once.
  connect(m_evaluatorBox, &QComboBox::currentIndexChanged, this, [this] {
    m_aiWanted = m_evaluatorBox->currentData().toString();
    applyAiChoice();
  });
  connect(m_lookaheadBox, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (m_lookaheadBox->isEnabled()) m_lookaheadWanted = index;
    applyAiChoice();
  });

  m_gameGroup = new QGroupBox(panel);
  m_gameForm = new QFormLayout(m_gameGroup);
  m_rulesBox = new QComboBox(m_gameGroup);
  m_rulesBox->addItem(QString(), int(tetris::RuleSet::Guideline));
  m_rulesBox->addItem(QString(), int(tetris::RuleSet::Standard));
  m_rulesBox->addItem(QString(), int(tetris::RuleSet::Classic));
  m_modeBox = new QComboBox(m_gameGroup);
  m_modeBox->setObjectName(QStringLiteral("mode"));
  for (tetris_play::Mode mode : tetris_play::MODES) m_modeBox->addItem(QString(), int(mode));
  // A game not started yet (or over) is made again in the new mode; a running one keeps its own.
  connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this] {
    if (m_session.waiting() || m_session.over()) {
      newGame();
    } else {
      say([] { return tr("The new mode starts with the next game (R or N)."); });
      m_modeNoteShown = true;
    }
  });
  m_scoringBox = new QComboBox(m_gameGroup);
  m_scoringBox->addItem(QString(), int(tetris::ScoringKind::Guideline));
  m_scoringBox->addItem(QString(), int(tetris::ScoringKind::Seed000));
  m_widthBox = new QSpinBox(m_gameGroup);
  m_widthBox->setRange(tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH);
  m_widthBox->setValue(10);
  m_heightBox = new QSpinBox(m_gameGroup);
  m_heightBox->setRange(tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT);
  m_heightBox->setValue(20);
  m_newButton = new QPushButton(m_gameGroup);
  connect(m_newButton, &QPushButton::clicked, this, &TetrisView::newGame);
  m_gameForm->addRow(new QLabel(m_gameGroup), m_modeBox);
  m_gameForm->addRow(new QLabel(m_gameGroup), m_rulesBox);
  m_gameForm->addRow(new QLabel(m_gameGroup), m_scoringBox);
  m_gameForm->addRow(new QLabel(m_gameGroup), m_widthBox);
  m_gameForm->addRow(new QLabel(m_gameGroup), m_heightBox);
  m_gameForm->addRow(m_newButton);

  // The keyboard stays with the game: no control of the panel takes the focus.
  for (QWidget* w : std::initializer_list<QWidget*>{
           m_aiButton, m_hintBox, m_evaluatorBox, m_lookaheadBox, m_speedSlider, m_seriesBox,
           m_rulesBox, m_modeBox, m_scoringBox, m_weightsButton, m_weightsReset, m_newButton,
           m_settingsButton})
    w->setFocusPolicy(Qt::NoFocus);

  m_charts = new QTabWidget(panel);
  m_liveChart = new TetrisLiveChart(m_charts);
  m_resultsChart = new TetrisResultsChart(m_charts);
  m_charts->addTab(m_liveChart, QString());
  m_charts->addTab(m_resultsChart, QString());
  m_charts->setFocusPolicy(Qt::NoFocus);

  // The result of the last run in a mode: its figures, the personal best and the difference.
  m_resultLabel = new QLabel(panel);
  m_resultLabel->setObjectName(QStringLiteral("runResult"));
  m_resultLabel->setWordWrap(true);
  m_resultLabel->setTextFormat(Qt::RichText);
  m_resultLabel->setFrameShape(QFrame::StyledPanel);
  m_resultLabel->setMargin(6);
  m_resultLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
  m_resultLabel->hide();

  col->addWidget(m_resultLabel);
  col->addWidget(m_aiGroup);
  col->addWidget(m_gameGroup);
  col->addWidget(m_settingsButton);
  col->addWidget(m_charts, 1);
  panel->setMinimumWidth(300);
  panel->setMaximumWidth(400);
  return panel;
}

// Every word of the page in the interface language: at construction and on a language change.
void TetrisView::retranslate() {
  const auto label = [](QFormLayout* form, QWidget* field, const QString& text) {
    if (auto* l = qobject_cast<QLabel*>(form->labelForField(field))) l->setText(text);
  };
  const QString aiKeys = m_controls.keysText(TetrisAction::Ai);
  m_aiButton->setText(aiPlaying() ? tr("Take the game back  (%1)").arg(aiKeys)
                                  : tr("Hand the game to the AI  (%1)").arg(aiKeys));
  m_hintBox->setText(
      tr("Show the AI's choice as a hint  (%1)").arg(m_controls.keysText(TetrisAction::Hint)));
  m_settingsButton->setText(tr("Handling and keys..."));
  retranslateSounds();
  m_aiGroup->setTitle(tr("AI"));
  m_lookaheadBox->setItemText(0, tr("Current piece"));
  m_lookaheadBox->setItemText(1, tr("Piece + next"));
  m_lookaheadBox->setItemText(2, tr("Beam search"));
  updateWeightsLabel();
  m_weightsButton->setText(tr("Load..."));
  m_weightsReset->setText(tr("Default"));
  m_seriesBox->setText(tr("Start a new game when the AI loses"));
  label(m_aiForm, m_evaluatorBox, tr("Evaluator"));
  label(m_aiForm, m_lookaheadBox, tr("Lookahead"));
  if (auto* l = qobject_cast<QLabel*>(m_aiForm->labelForField(m_weightsRow)))
    l->setText(tr("Weights"));
  label(m_aiForm, m_speedSlider, tr("Speed"));
  m_gameGroup->setTitle(tr("New game"));
  for (int i = 0; i < m_modeBox->count(); ++i)
    m_modeBox->setItemText(i, TetrisModes::name(tetris_play::Mode(m_modeBox->itemData(i).toInt())));
  m_rulesBox->setItemText(0, tr("guideline (SRS, hold, 5 previews)"));
  m_rulesBox->setItemText(1, tr("standard (Fahey)"));
  m_rulesBox->setItemText(2, tr("classic (aim and drop)"));
  m_scoringBox->setItemText(0, tr("guideline"));
  m_scoringBox->setItemText(1, tr("seed 000 (speeds up)"));
  m_newButton->setText(tr("New game"));
  label(m_gameForm, m_modeBox, tr("Mode"));
  label(m_gameForm, m_rulesBox, tr("Rules"));
  label(m_gameForm, m_scoringBox, tr("Scoring"));
  label(m_gameForm, m_widthBox, tr("Width"));
  label(m_gameForm, m_heightBox, tr("Height"));
  m_charts->setTabText(0, tr("This game"));
  m_charts->setTabText(1, tr("AI series"));
  m_newAction->setText(tr("&New game"));
  m_aiAction->setText(tr("&AI plays"));
  m_pauseAction->setText(tr("&Pause"));
  m_hintAction->setText(tr("Show the AI's &hint"));
  m_replayAction->setText(tr("&Replay a stored game..."));
  m_versusAction->setText(tr("&Versus..."));
  m_settingsAction->setText(tr("&Tetris settings (handling, keys)..."));
  m_learnAction->setText(tr("&Learn my style..."));
  m_learnAction->setStatusTip(
      tr("Fit an AI to the way you play, from your own games, and play with it or against it"));
  if (const int like = m_evaluatorBox->findData(QString::fromLatin1(LIKE_ME_AI)); like >= 0)
    m_evaluatorBox->setItemText(like, tr("Plays like me"));
  updateAiBoxes();
  updateStatus();
  // The last run's result, said in the new language (the panel, the overlay, the status).
  if (m_lastRun) m_lastResult = TetrisModes::result(m_lastRun->run, m_lastRun->best);
  updateResultPanel();
  if (m_status) Q_EMIT statusMessage(m_status());
}

void TetrisView::populateMenus(QMenu* game, QMenu* ai, QMenu* view) {
  game->addActions({m_newAction, m_pauseAction, m_replayAction, m_versusAction, m_settingsAction});
  ai->addActions({m_aiAction, m_hintAction});
  ai->addAction(m_learnAction);
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
  const auto keys = [this](TetrisAction action) { return m_controls.keysText(action); };
  QList<QPair<QString, QString>> list = {
      {tr("%1 / %2").arg(keys(TetrisAction::Left), keys(TetrisAction::Right)),
       tr("Shift left / right (hold to repeat)")},
      {keys(TetrisAction::SoftDrop), tr("Soft drop")},
      {keys(TetrisAction::HardDrop), tr("Hard drop")},
      {keys(TetrisAction::RotateCw), tr("Rotate clockwise")},
      {keys(TetrisAction::RotateCcw), tr("Rotate counter-clockwise")}};
  if (m_controls.handling.rotate_180)
    list.append({keys(TetrisAction::Rotate180), tr("Rotate 180° (guideline rules)")});
  list.append({
      {keys(TetrisAction::Hold), tr("Hold (guideline rules)")},
      {tr("the same keys"), tr("Classic rules: aim the piece, turn it, drop it")},
      {keys(TetrisAction::Pause), tr("Pause")},
      {keys(TetrisAction::Ai), tr("Hand the game to the AI and back, at any moment")},
      {keys(TetrisAction::Hint), tr("Show the AI's choice as a second ghost")},
      {tr("N or Enter"), tr("New game after a game over")},
      {keys(TetrisAction::Restart),
       tr("Restart at once: a new game of the same mode, its countdown starting now")},
      {m_newAction->shortcut().toString(QKeySequence::NativeText), tr("New game")},
      {m_replayAction->shortcut().toString(QKeySequence::NativeText), tr("Replay a stored game")},
  });
  return list;
}

void TetrisView::saveSettings(QSettings& s) const {
  s.setValue(QStringLiteral("evaluator"), m_aiWanted);
  s.setValue(QStringLiteral("lookahead"), m_lookaheadWanted);
  s.setValue(QStringLiteral("weights"), m_weightsPath);
  s.setValue(QStringLiteral("speed"), m_speedSlider->value());
  s.setValue(QStringLiteral("rules"), m_rulesBox->currentIndex());
  s.setValue(QStringLiteral("mode"), QString::fromLatin1(tetris_play::mode_name(mode()).data()));
  s.setValue(QStringLiteral("scoring"), m_scoringBox->currentIndex());
  s.setValue(QStringLiteral("width"), m_widthBox->value());
  s.setValue(QStringLiteral("height"), m_heightBox->value());
  s.setValue(QStringLiteral("series"), m_seriesBox->isChecked());
  s.setValue(QStringLiteral("sounds"), soundsEnabled());
  s.setValue(QStringLiteral("soundVolume"), m_volumeSlider->value());
}

void TetrisView::loadSettings(const QSettings& s) {
  const QString evaluator = s.value(QStringLiteral("evaluator")).toString();
  m_aiWanted = m_evaluatorBox->findData(evaluator) >= 0 ? evaluator : QString();
  m_lookaheadWanted = std::clamp(s.value(QStringLiteral("lookahead"), 1).toInt(), 0, 2);
  m_weightsPath = s.value(QStringLiteral("weights")).toString();
  updateWeightsLabel();
  m_speedSlider->setValue(s.value(QStringLiteral("speed"), tetris_play::DEFAULT_SPEED).toInt());
  m_rulesBox->setCurrentIndex(std::clamp(s.value(QStringLiteral("rules"), 0).toInt(), 0, 2));
  {
    const QSignalBlocker blocker(m_modeBox);
    const std::string name = s.value(QStringLiteral("mode")).toString().toStdString();
    setMode(tetris_play::mode_from_name(name).value_or(tetris_play::Mode::Endless));
  }
  m_scoringBox->setCurrentIndex(std::clamp(s.value(QStringLiteral("scoring"), 0).toInt(), 0, 1));
  m_widthBox->setValue(s.value(QStringLiteral("width"), 10).toInt());
  m_heightBox->setValue(s.value(QStringLiteral("height"), 20).toInt());
  m_seriesBox->setChecked(s.value(QStringLiteral("series"), false).toBool());
  setSoundsEnabled(s.value(QStringLiteral("sounds"), false).toBool());
  setSoundVolume(s.value(QStringLiteral("soundVolume"), 60).toInt());
  newGame();
}

tetris_play::Settings TetrisView::settingsFromControls() const {
  tetris_play::Settings s;
  s.rules = tetris::RuleSet(m_rulesBox->currentData().toInt());
  s.scoring = tetris::ScoringKind(m_scoringBox->currentData().toInt());
  s.width = m_widthBox->value();
  s.height = m_heightBox->value();
  s.seed = m_seed;
  s.wait_for_start = true;
  s.mode = mode();
  s.countdown_ms = s.mode == tetris_play::Mode::Endless ? 0 : tetris_play::COUNTDOWN_MS;
  s.handling = m_controls.handling;
  // The user's AI where the AI library lets it play these rules, else the rules' default.
  s.evaluator = m_aiWanted.toStdString();
  s.lookahead = m_lookaheadWanted;
  if (m_aiWanted == QLatin1String(LIKE_ME_AI)) {
    // The person's fitted weights, played by the linear player (none fitted: the default AI).
    s.evaluator.clear();
    if (m_style) {
      s.evaluator = LIKE_ME_PLAYER;
      s.weights_json = m_style->weightsJson;
    }
    return s;
  }
  if (!s.evaluator.empty() && !tetris_play::ai_plays_rules(s.evaluator, s.rules))
    s.evaluator.clear();
  if (!m_weightsPath.isEmpty()) {
    QFile file(m_weightsPath);
    if (!file.open(QIODevice::ReadOnly))
      throw std::invalid_argument(tr("cannot read the weights file %1: %2")
                                      .arg(m_weightsPath, file.errorString())
                                      .toStdString());
    s.weights_json = file.readAll().toStdString();
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
    m_session.set_ai_settings(settingsFromControls());  // what the old weights decided is dropped
    m_records.setTetrisPlayer(GameRecords::tetrisPlayer(m_session, aiPlaying()));
    const QString name = QFileInfo(path).fileName();
    updateWeightsLabel();
    say([name] { return tr("The AI now plays with the weights of %1.").arg(name); });
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
      for (int i = 0; i < m_evaluatorBox->count(); ++i) {
        const QString name = m_evaluatorBox->itemData(i).toString();
        model->item(i)->setEnabled(name == QLatin1String(LIKE_ME_AI) ||
                                   tetris_play::ai_plays_rules(name.toStdString(), rules));
      }
    }
    m_evaluatorBox->setCurrentIndex(m_evaluatorBox->findData(
        playsLikeMe() ? QString::fromLatin1(LIKE_ME_AI)
                      : QString::fromStdString(m_session.settings().evaluator)));
  }
  const bool offered = tetris_ai::supports_lookahead(rules);
  const QSignalBlocker blocker(m_lookaheadBox);
  m_lookaheadBox->setEnabled(offered);
  m_lookaheadBox->setCurrentIndex(offered ? m_lookaheadWanted : 0);
  m_lookaheadBox->setToolTip(
      offered
          ? QString()
          : tr("Under the %1 rules the AI looks at one piece at a time.").arg(ruleSetName(rules)));
}

// The session drops what the previous AI was deciding or walking; the new one takes the piece
// from where it stands.
void TetrisView::applyAiChoice() {
  try {
    m_session.set_ai_settings(settingsFromControls());
    m_records.setTetrisPlayer(GameRecords::tetrisPlayer(m_session, aiPlaying()));
  } catch (const std::exception& e) {
    const QString what = QString::fromUtf8(e.what());
    say([what] { return tr("The AI was not changed: %1").arg(what); });
  }
  updateWeightsLabel();
}

void TetrisView::updateWeightsLabel() {
  // The fitted weights are the AI's own: no file goes with them (and the label has the row).
  m_weightsButton->setVisible(!playsLikeMe());
  m_weightsReset->setVisible(!playsLikeMe());
  if (playsLikeMe()) {
    m_weightsLabel->setText(tr("plays like me: %1").arg(m_style->summary()));
  } else if (!m_weightsPath.isEmpty()) {
    m_weightsLabel->setText(QFileInfo(m_weightsPath).fileName());
  } else if (tetris_play::plays_dig_weights(m_session.settings())) {
    m_weightsLabel->setText(tr("dig weights"));
  } else {
    m_weightsLabel->setText(tr("published"));
  }
}

bool TetrisView::playsLikeMe() const {
  return m_style && m_aiWanted == QLatin1String(LIKE_ME_AI) &&
         m_session.settings().evaluator == LIKE_ME_PLAYER;
}

void TetrisView::setAi(const QString& name) {
  if (m_evaluatorBox->findData(name) < 0) return;
  m_aiWanted = name;
  applyAiChoice();
  updateAiBoxes();
}

// "Plays like me" is offered, last in the AI choice, once weights were fitted.
void TetrisView::reloadStyle() {
  m_style = TetrisStyle::load();
  const QString likeMe = QString::fromLatin1(LIKE_ME_AI);
  const int index = m_evaluatorBox->findData(likeMe);
  const QSignalBlocker blocker(m_evaluatorBox);
  if (m_style && index < 0) {
    m_evaluatorBox->addItem(tr("Plays like me"), likeMe);
  } else if (!m_style && index >= 0) {
    m_evaluatorBox->removeItem(index);
  }
  if (const int like = m_evaluatorBox->findData(likeMe); like >= 0) {
    m_evaluatorBox->setItemData(
        like,
        tr("The AI fitted to your own games (AI > Learn my style): %1").arg(m_style->summary()),
        Qt::ToolTipRole);
  }
}

}  // namespace gameai::gui
