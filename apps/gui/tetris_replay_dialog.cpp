#include "tetris_replay_dialog.hpp"

#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProxyStyle>
#include <QPushButton>
#include <QSaveFile>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "game_files/tetris_replay_file.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "records/tetris_replay.hpp"
#include "records/tetris_runs.hpp"
#include "tetris/rules.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_modes.hpp"
#include "tetris_play/cell_colors.hpp"
#include "tetris_play/picture.hpp"
#include "tetris_snapshot.hpp"

namespace gameai::gui {

namespace {

// A click on the seek slider's track goes to the step under the pointer, not one page nearer.
class SeekSliderStyle : public QProxyStyle {
 public:
  int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                QStyleHintReturn* returned) const override {
    if (hint == QStyle::SH_Slider_AbsoluteSetButtons) return int(Qt::LeftButton);
    return QProxyStyle::styleHint(hint, option, widget, returned);
  }
};

enum ListColumn {
  IdColumn,
  StartedColumn,
  ModeColumn,
  TimeColumn,
  RulesColumn,
  BoardColumn,
  LinesColumn,
  PlayerColumn
};

}  // namespace

TetrisReplayDialog::TetrisReplayDialog(GameRecords& records, QWidget* parent)
    : QDialog(parent), m_records(records) {
  setWindowTitle(tr("Replay a Tetris game"));
  // One row a game, one column a fact, each column as wide as its widest entry.
  m_list = new QTreeWidget(this);
  m_list->setObjectName(QStringLiteral("games"));
  m_list->setRootIsDecorated(false);
  m_list->setUniformRowHeights(true);
  m_list->setAlternatingRowColors(true);
  m_list->setHeaderLabels({tr("#"), tr("Started"), tr("Mode"), tr("Time"), tr("Rules"), tr("Board"),
                           tr("Lines"), tr("Player")});
  m_list->header()->setStretchLastSection(true);
  for (TetrisBoardWidget*& board : m_boards) board = new TetrisBoardWidget(this);
  m_boards[1]->hide();  // a versus game's right board
  m_playButton = new QPushButton(tr("Play"), this);
  m_playButton->setCheckable(true);
  auto* back = new QPushButton(tr("◀ Step"), this);
  auto* forward = new QPushButton(tr("Step ▶"), this);
  m_speed = new QSpinBox(this);
  m_speed->setRange(1, 1000);
  m_speed->setValue(5);
  m_speed->setSuffix(tr(" pieces/s"));
  m_seek = new QSlider(Qt::Horizontal, this);
  m_seek->setObjectName(QStringLiteral("seek"));
  auto* seekStyle = new SeekSliderStyle;
  seekStyle->setParent(m_seek);
  m_seek->setStyle(seekStyle);
  m_info = new QLabel(this);
  m_info->setWordWrap(true);
  m_info->setObjectName(QStringLiteral("info"));
  // Run files: the format the web page downloads and `gameai records import` reads.
  auto* openRun = new QPushButton(tr("Open run file…"), this);
  m_saveButton = new QPushButton(tr("Save run as file…"), this);
  m_saveButton->setEnabled(false);
  auto* files = new QHBoxLayout;
  files->addWidget(openRun);
  files->addWidget(m_saveButton);
  files->addStretch(1);

  auto* controls = new QHBoxLayout;
  controls->addWidget(back);
  controls->addWidget(m_playButton);
  controls->addWidget(forward);
  controls->addWidget(m_speed);
  controls->addWidget(m_seek, 1);
  auto* boards = new QHBoxLayout;
  for (TetrisBoardWidget* board : m_boards) boards->addWidget(board, 1);
  auto* right = new QVBoxLayout;
  right->addLayout(boards, 1);
  right->addLayout(controls);
  right->addWidget(m_info);
  right->addLayout(files);
  auto* rightPane = new QWidget(this);
  rightPane->setLayout(right);
  right->setContentsMargins(0, 0, 0, 0);
  auto* splitter = new QSplitter(this);
  splitter->addWidget(m_list);
  splitter->addWidget(rightPane);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(splitter);
  resize(1200, 760);

  connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
    if (item) loadGame(item->data(0, Qt::UserRole).toLongLong());
  });
  connect(openRun, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a Tetris run file"), {}, tr("Tetris run files (*.json);;All files (*)"));
    if (!path.isEmpty()) openRunFile(path);
  });
  connect(m_saveButton, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the run as a file"), QStringLiteral("gameai-run-%1.json").arg(m_game),
        tr("Tetris run files (*.json)"));
    if (!path.isEmpty()) saveRunFile(path);
  });
  connect(m_playButton, &QPushButton::toggled, this, &TetrisReplayDialog::setPlaying);
  connect(back, &QPushButton::clicked, this, [this] { showFrame(m_current - 1); });
  connect(forward, &QPushButton::clicked, this, [this] { showFrame(m_current + 1); });
  connect(m_seek, &QSlider::valueChanged, this, &TetrisReplayDialog::showFrame);
  connect(m_speed, &QSpinBox::valueChanged, this,
          [this](int perSecond) { m_timer.setInterval(1000 / perSecond); });
  m_timer.setInterval(1000 / m_speed->value());
  connect(&m_timer, &QTimer::timeout, this, &TetrisReplayDialog::advance);
  refreshList();
}

void TetrisReplayDialog::refreshList() {
  m_list->clear();
  records::Store* store = m_records.store();
  if (!store) {
    m_info->setText(tr("The records store cannot be opened: %1").arg(m_records.lastError()));
    return;
  }
  try {
    records::GameFilter filter;
    filter.game = game_files::GameKind::Tetris;
    filter.limit = 500;
    for (const game_files::GameSummary& g : store->list_games(filter)) {
      const QString when = QDateTime::fromMSecsSinceEpoch(g.started_at_ms)
                               .toString(QStringLiteral("yyyy-MM-dd hh:mm"));
      const QString who = QString::fromStdString(game_files::seat_players(g, 0));
      // The mode and the time of the run (a game of no mode is an endless one; a versus board
      // says so), so that two sprints of 40 lines are told apart.
      QString mode = TetrisModes::name(tetris_play::Mode::Endless), time;
      if (const auto run = records::tetris_run(*store, g.id)) {
        if (const auto m = tetris_play::mode_from_name(run->mode)) mode = TetrisModes::name(*m);
        time = TetrisModes::time(double(run->time_ms));
      }
      if (!g.tag("Versus").empty()) mode = tr("Versus");
      auto* item = new QTreeWidgetItem(
          m_list, {QString::number(g.id), when, mode, time, ruleSetName(g.variant),
                   QStringLiteral("%1×%2").arg(g.width).arg(g.height),
                   QLocale().toString(qint64(g.lines)), who});
      item->setData(0, Qt::UserRole, qint64(g.id));
      for (const int column : {IdColumn, TimeColumn, LinesColumn})
        item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }
    // Columns fit their entries, and the list is wide enough to show them all.
    int width = 0;
    for (int c = 0; c < m_list->columnCount(); ++c) {
      m_list->resizeColumnToContents(c);
      width += m_list->columnWidth(c);
    }
    m_list->setMinimumWidth(std::min(width + 2 * m_list->frameWidth() + 24, 760));
    if (m_list->topLevelItemCount() == 0) m_info->setText(tr("No Tetris game is stored yet."));
  } catch (const std::exception& e) {
    m_info->setText(QString::fromUtf8(e.what()));
  }
}

namespace {

// Who played the pieces up to `steps`: the stretch of seat 0 that placed the last of them (the
// first stretch before any piece).
const game_files::PlayerInfo* playerAt(const game_files::GameSummary& game, std::int64_t steps) {
  const game_files::PlayerInfo* who = game.players.empty() ? nullptr : &game.players.front();
  for (const game_files::Stretch& s : game.stretches)
    if (s.seat == 0 && s.from_step < std::max<std::int64_t>(steps, 1)) who = &s.player;
  return who;
}

}  // namespace

bool TetrisReplayDialog::saveRunFile(const QString& path) {
  records::Store* store = m_records.store();
  if (!store || m_game == 0) return false;
  try {
    const std::string text =
        game_files::write_tetris_run_file(records::tetris_run_file(*store, m_game));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
      m_info->setText(tr("Cannot write %1: %2").arg(path, file.errorString()));
      return false;
    }
    m_info->setText(tr("Game #%1 saved as %2.").arg(m_game).arg(path));
    return true;
  } catch (const std::exception& e) {
    m_info->setText(QString::fromUtf8(e.what()));
    return false;
  }
}

bool TetrisReplayDialog::openRunFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    m_info->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
    return false;
  }
  const QByteArray bytes = file.readAll();
  const game_files::TetrisFileRead read =
      game_files::read_tetris_file(std::string_view(bytes.constData(), size_t(bytes.size())));
  if (!read.run && !read.versus) {
    m_info->setText(tr("%1 is not a run file that can be opened: %2")
                        .arg(path, QString::fromStdString(read.error)));
    return false;
  }
  records::Store* store = m_records.store();
  if (!store) return false;
  try {
    // A versus file's two boards are stored as a recorded versus game is, and shown as one (its
    // left board's game opens both).
    const std::int64_t id = read.versus ? records::import_tetris_versus(*store, *read.versus).ids[0]
                                        : records::import_tetris_run(*store, *read.run).id;
    refreshList();
    selectGame(id);
    return loadGame(id);
  } catch (const std::exception& e) {
    m_info->setText(tr("%1 cannot be stored: %2").arg(path, QString::fromUtf8(e.what())));
    return false;
  }
}

void TetrisReplayDialog::selectGame(qint64 id) {
  const QSignalBlocker block(m_list);
  for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = m_list->topLevelItem(i);
    if (item->data(0, Qt::UserRole).toLongLong() == id) m_list->setCurrentItem(item);
  }
}

bool TetrisReplayDialog::loadGame(qint64 id) {
  setPlaying(false);
  m_frames = {};
  m_ids = {};
  m_finalHashes = {};
  m_results = {};
  m_timeline.clear();
  m_orderedByGarbage = false;
  m_game = 0;
  m_saveButton->setEnabled(false);
  records::Store* store = m_records.store();
  if (!store) return false;
  try {
    const game_files::GameSummary summary = store->game(id);
    // A versus board: its opponent's stored game beside it, the left board on the left.
    qint64 other = 0;
    const std::string side = summary.tag("Versus");
    if (!side.empty()) {
      const QString opponent = QString::fromStdString(summary.tag("Opponent"));
      bool ok = false;
      other = opponent.toLongLong(&ok);
      if (!ok || other == id) other = 0;
    }
    const int own = other != 0 && side == "right" ? 1 : 0;
    // One line a board, the left one first.
    std::array<QString, 2> boardLines;
    boardLines[size_t(own)] = loadFrames(own, id);
    if (other != 0) try {
        boardLines[size_t(1 - own)] = loadFrames(1 - own, other);
      } catch (const std::exception& e) {
        // Shown alone when the opponent's game is gone or broken.
        boardLines[size_t(1 - own)] = tr("The opponent's game #%1 cannot be replayed: %2")
                                          .arg(other)
                                          .arg(QString::fromUtf8(e.what()));
        m_frames[size_t(1 - own)] = {};
        m_ids[size_t(1 - own)] = 0;
        if (own == 1) {
          std::swap(m_frames[0], m_frames[1]);
          std::swap(m_ids[0], m_ids[1]);
          std::swap(m_finalHashes[0], m_finalHashes[1]);
          std::swap(boardLines[0], boardLines[1]);
        }
      }
    QStringList lines;
    for (const QString& line : boardLines)
      if (!line.isEmpty()) lines << line;
    if (versus()) {
      const auto name = [&](int i) {
        const game_files::PlayerInfo& who = m_frames[size_t(i)].players.back();
        return who.kind == game_files::PlayerInfo::Kind::Human ? tr("Person")
                                                               : QString::fromStdString(who.name);
      };
      int winner = -1;
      for (int i = 0; i < 2; ++i) {
        const std::string result = store->game(m_ids[size_t(i)]).result;
        if (result == "won") winner = i;
        m_results[size_t(i)] = result == "won"         ? tr("WINS")
                               : result == "game_over" ? tr("TOPPED OUT")
                               : result == "forfeit"   ? tr("FORFEITS")
                                                       : tr("STOPPED");
      }
      lines.prepend(
          winner < 0
              ? tr("Versus: %1 (left) against %2 (right), not finished.").arg(name(0), name(1))
              : tr("Versus: %1 (left) against %2 (right); %3 wins.")
                    .arg(name(0), name(1), name(winner)));
    }
    m_game = id;
    m_saveButton->setEnabled(true);
    m_info->setText(lines.join(QLatin1Char('\n')));
  } catch (const std::exception& e) {
    m_info->setText(tr("Game #%1 cannot be replayed: %2").arg(id).arg(QString::fromUtf8(e.what())));
    m_frames = {};
    m_ids = {};
  }
  // The steps: a versus game's pieces in the order its garbage tells, else each board's pieces
  // in turn, the board whose next piece lies earlier in its share of the match first.
  const std::int64_t left = std::int64_t(m_frames[0].snapshots.size()) - 1;
  const std::int64_t right = std::int64_t(m_frames[1].snapshots.size()) - 1;
  if (left >= 0 && !versus()) {
    for (int i = 0; i <= left; ++i) m_timeline.push_back({i, -1});
  } else if (left >= 0 && right >= 0) {
    std::vector<std::uint8_t> order;
    if (m_frames[0].seed == m_frames[1].seed && m_frames[0].width == m_frames[1].width)
      order = tetris_play::versus_lock_order({m_frames[0].locks, m_frames[1].locks},
                                             m_frames[0].width, m_frames[0].seed);
    m_orderedByGarbage = std::int64_t(order.size()) == left + right;
    std::array<int, 2> at{0, 0};
    m_timeline.push_back(at);
    while (at[0] < left || at[1] < right) {
      if (m_orderedByGarbage)
        ++at[order[m_timeline.size() - 1]];
      else if (at[1] >= right || (at[0] < left && (at[0] + 1) * right <= (at[1] + 1) * left))
        ++at[0];
      else
        ++at[1];
      m_timeline.push_back(at);
    }
    if (!m_orderedByGarbage)
      m_info->setText(m_info->text() + QLatin1Char('\n') +
                      tr("No order of the two boards' pieces raises the garbage as it rose: "
                         "each board's pieces are spread evenly over the match."));
  }
  m_boards[1]->setVisible(versus());
  const QSignalBlocker block(m_seek);
  m_seek->setRange(0, std::max(0, frameCount() - 1));
  m_current = -1;
  showFrame(0);
  return !m_timeline.empty();
}

QString TetrisReplayDialog::loadFrames(int side, qint64 id) {
  Frames& out = m_frames[size_t(side)];
  out = {};
  records::Store& store = *m_records.store();
  const game_files::GameSummary summary = store.game(id);
  const tetris::GameConfig config = records::tetris_config(summary);
  out.seed = config.seed;
  out.width = config.width;
  out.run = records::tetris_run(store, id);
  const std::vector<game_files::TetrisGarbage> garbage = store.tetris_garbage(id);
  tetris_play::CellColors colors(config.width);
  // A dig's first frame shows the cheese it started on.
  tetris::Game start(config);
  int cheese = 0;
  for (const game_files::TetrisGarbage& g : garbage)
    if (g.step < 0)
      for (const std::uint8_t hole : g.holes) {
        start.add_garbage(1, hole);
        ++cheese;
      }
  colors.raise(cheese, start.board());
  // Each frame is the session's picture of the game after a piece (the first, before any),
  // without the piece that has just entered: its landing place shows as the ghost of the
  // frame before its step.
  const auto frameOf = [&](const tetris::Game& game) {
    TetrisSnapshot s = snapshotOf(tetris_play::picture_of(game, colors));
    s.active.clear();
    s.ghost.clear();
    s.activeKind = 0;
    s.holdUsed = false;
    return s;
  };
  const auto who = [&](std::int64_t steps) {
    const game_files::PlayerInfo* p = playerAt(summary, steps);
    return p ? *p : game_files::PlayerInfo{};
  };
  out.snapshots.push_back(frameOf(start));
  out.players.push_back(who(0));
  std::uint64_t hash = start.board().hash();
  std::size_t risen = 0;  // the garbage rows by step (ordered), up to this step
  const records::TetrisReplayResult result =
      records::replay_tetris(store, summary, [&](const records::TetrisFrame& f) {
        const tetris::Game& after = *f.game_after;
        const game_files::TetrisStep& step = *f.step;
        const tetris::Placement placement{tetris::Piece(step.piece),
                                          tetris::rotation_from_int(step.rotation), step.x, step.y};
        colors.lock(placement, step.lines_cleared, after.board());
        TetrisSnapshot& before = out.snapshots.back();
        before.activeKind = tetris::to_int(placement.piece) + 1;
        for (const tetris_play::Point& c : tetris_play::cells_of(placement))
          before.ghost.append(QPoint(c.x, config.height - 1 - c.y));
        // The piece placed next stands where it entered (the rows above the well, under the
        // guideline), as a game shows it: the first piece is seen at step 0 too.
        if (config.rules != tetris::RuleSet::Classic && f.board_before != nullptr)
          if (const auto entry =
                  tetris::entry_placement(config.rules, placement.piece, *f.board_before))
            for (const tetris_play::Point& c : tetris_play::cells_of(*entry))
              before.active.append(QPoint(c.x, config.height - 1 - c.y));
        out.snapshots.push_back(frameOf(after));
        out.players.push_back(who(after.pieces()));
        hash = after.board().hash();
        // The lock as the garbage rules saw it, and the rows that rose after it.
        tetris_play::VersusLock& lock = out.locks.emplace_back();
        lock.lines = step.lines_cleared;
        lock.spin = tetris::Spin(step.spin);
        lock.board_empty = step.lines_cleared > 0 && after.board().empty();
        while (risen < garbage.size() && garbage[risen].step < f.index) ++risen;
        if (risen < garbage.size() && garbage[risen].step == f.index)
          lock.holes = garbage[risen].holes;
        return int(out.snapshots.size()) <= MAX_FRAMES;
      });
  out.snapshots.back().gameOver = result.game_over;
  m_ids[size_t(side)] = id;
  m_finalHashes[size_t(side)] = hash;
  return result.exact() ? tr("Game #%1: %2 pieces, %3 lines, score %4; every board reproduced.")
                              .arg(id)
                              .arg(result.steps)
                              .arg(result.lines)
                              .arg(result.score)
                        : tr("Game #%1 replays up to piece %2 only: %3")
                              .arg(id)
                              .arg(result.diverged_at)
                              .arg(QString::fromStdString(result.problem));
}

QVector<QPair<QString, QString>> TetrisReplayDialog::timerRows(const Frames& frames,
                                                               int frame) const {
  if (!frames.run) return {};
  const std::optional<tetris_play::Mode> mode = tetris_play::mode_from_name(frames.run->mode);
  if (!mode) return {};
  const TetrisSnapshot& s = frames.snapshots[size_t(frame)];
  const bool last = frame + 1 == int(frames.snapshots.size());
  std::int64_t left = 0;
  if (*mode == tetris_play::Mode::Sprint)
    left = std::max<std::int64_t>(0, tetris_play::SPRINT_LINES - s.lines);
  else if (*mode == tetris_play::Mode::Marathon)
    left = std::max<std::int64_t>(0, tetris_play::MARATHON_LINES - s.lines);
  else if (*mode == tetris_play::Mode::Dig)
    for (int y = 0; y < s.height; ++y)
      for (int x = 0; x < s.width; ++x)
        if (s.cell(x, y) == tetris_play::GARBAGE_KIND) {
          ++left;
          break;
        }
  const double played = double(frames.run->time_ms);
  QVector<QPair<QString, QString>> rows =
      TetrisModes::timerRows(*mode, played, std::max(0.0, tetris_play::ULTRA_MS - played), left);
  // Before the last step the time (every mode's first row) is not known: it says so rather
  // than guess.
  if (!last && !rows.isEmpty()) rows[0].second = QStringLiteral("–");
  return rows;
}

QString TetrisReplayDialog::summary() const {
  return m_info->text();
}

void TetrisReplayDialog::showFrame(int index) {
  if (m_timeline.empty()) return;
  index = std::clamp(index, 0, frameCount() - 1);
  if (index == m_current) return;
  m_current = index;
  for (int side = 0; side < 2; ++side) {
    const int frame = m_timeline[size_t(index)][size_t(side)];
    if (frame < 0) continue;
    const Frames& frames = m_frames[size_t(side)];
    TetrisSnapshot s = frames.snapshots[size_t(frame)];
    // The badge names who placed the pieces shown, the rates are the replay's own: the pieces
    // and lines of the last three seconds at the chosen speed.
    const game_files::PlayerInfo& who = frames.players[size_t(frame)];
    s.aiPlaying = who.kind != game_files::PlayerInfo::Kind::Human;
    s.player = s.aiPlaying ? QString::fromStdString(who.name) : tr("Person");
    const int perSecond = m_speed->value();
    const int window = std::min(index, 3 * perSecond);
    if (window > 0) {
      const TetrisSnapshot& from =
          frames.snapshots[size_t(m_timeline[size_t(index - window)][size_t(side)])];
      s.piecesPerSecond = double(s.pieces - from.pieces) * perSecond / window;
      s.linesPerSecond = double(s.lines - from.lines) * perSecond / window;
    }
    s.modeRows = timerRows(frames, frame);
    // A versus board's end: who won, who topped out.
    if (frame + 1 == int(frames.snapshots.size()) && !m_results[size_t(side)].isEmpty())
      s.overlayTitle = m_results[size_t(side)];
    m_boards[size_t(side)]->setSnapshot(s);
  }
  const QSignalBlocker block(m_seek);
  m_seek->setValue(index);
}

void TetrisReplayDialog::setPlaying(bool playing) {
  const QSignalBlocker block(m_playButton);
  m_playButton->setChecked(playing);
  m_playButton->setText(playing ? tr("Pause") : tr("Play"));
  if (playing && !m_timeline.empty())
    m_timer.start();
  else
    m_timer.stop();
}

void TetrisReplayDialog::advance() {
  if (m_current + 1 >= frameCount()) {
    setPlaying(false);
    return;
  }
  showFrame(m_current + 1);
}

}  // namespace gameai::gui
