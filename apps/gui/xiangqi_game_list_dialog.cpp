#include "xiangqi_game_list_dialog.hpp"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "game_files/game_record.hpp"

namespace gameai::gui {

namespace {

// A tag's value, or "" where the file gives none or an unknown one ("?", "????.??.??").
QString known(const game_files::PgnGame& game, const char* tag) {
  const std::string value = game.tag(tag);
  if (value.empty() || value.find_first_not_of("?.") == std::string::npos) return {};
  return QString::fromStdString(value);
}

// Keeps the games in which every word typed appears in the players, the event or the date (in
// any of them, case aside): "hu 1998" finds Hu's games of 1998.
class GameFilter : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  void setWords(const QString& text) {
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
  }

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    using GameColumn = XiangqiGameListModel::Column;
    QString text;
    for (const int column :
         {GameColumn::Red, GameColumn::Black, GameColumn::Event, GameColumn::Date})
      text += sourceModel()->index(row, column, parent).data().toString() + QLatin1Char('\n');
    for (const QString& word : m_words)
      if (!text.contains(word, Qt::CaseInsensitive)) return false;
    return true;
  }

 private:
  QStringList m_words;
};

}  // namespace

XiangqiGameListModel::XiangqiGameListModel(const std::vector<game_files::PgnGame>& games,
                                           QObject* parent)
    : QAbstractTableModel(parent) {
  m_rows.reserve(games.size());
  for (const game_files::PgnGame& game : games) {
    Row row;
    // Xiangqi files name Red's player in a Red tag, Western tools in White.
    row.red = known(game, "Red");
    if (row.red.isEmpty()) row.red = known(game, "White");
    row.black = known(game, "Black");
    row.event = known(game, "Event");
    row.date = known(game, "Date");
    const std::string result =
        game.result.empty() || game.result == "*" ? game.tag("Result") : game.result;
    if (result == "1-0" || result == "0-1" || result == "1/2-1/2")
      row.result = QString::fromStdString(result);
    row.error = QString::fromStdString(game.error);
    row.moves =
        row.error.isEmpty()
            ? int(game_files::xiangqi_move_count(std::int64_t(game.moves.size()),
                                                 game_files::xiangqi_first_seat(game.tag("FEN"))))
            : -1;
    m_rows.push_back(std::move(row));
  }
}

int XiangqiGameListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

int XiangqiGameListModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : COLUMNS;
}

QVariant XiangqiGameListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
  const Row& row = m_rows[std::size_t(index.row())];
  if (role == Qt::ToolTipRole) return row.error.isEmpty() ? QVariant() : QVariant(row.error);
  if (role == Qt::TextAlignmentRole)
    return index.column() == Number || index.column() == Moves
               ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
               : QVariant();
  if (role != Qt::DisplayRole && role != Qt::UserRole) return {};
  const bool sorting = role == Qt::UserRole;
  switch (index.column()) {
    case Number:
      return sorting ? QVariant(index.row() + 1) : QVariant(QString::number(index.row() + 1));
    case Red:
      return row.red;
    case Black:
      return row.black;
    case Event:
      return row.event;
    case Date:
      return row.date;
    case Result:
      return row.result;
    case Moves:
      if (sorting) return row.moves;
      return row.moves >= 0 ? QString::number(row.moves) : tr("cannot be read");
    default:
      return {};
  }
}

QVariant XiangqiGameListModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case Number:
      return tr("No.");
    case Red:
      return tr("Red");
    case Black:
      return tr("Black");
    case Event:
      return tr("Event");
    case Date:
      return tr("Date");
    case Result:
      return tr("Result");
    case Moves:
      return tr("Moves");
    default:
      return {};
  }
}

XiangqiGameListDialog::XiangqiGameListDialog(const QString& fileName,
                                             const std::vector<game_files::PgnGame>& games,
                                             QWidget* parent)
    : QDialog(parent),
      m_model(new XiangqiGameListModel(games, this)),
      m_proxy(new GameFilter(this)),
      m_search(new QLineEdit(this)),
      m_table(new QTableView(this)),
      m_count(new QLabel(this)) {
  setObjectName(QStringLiteral("xiangqiGameList"));
  setWindowTitle(tr("Open game from %1").arg(fileName));
  m_proxy->setSourceModel(m_model);
  m_proxy->setSortRole(Qt::UserRole);
  m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);

  m_search->setObjectName(QStringLiteral("gameSearch"));
  m_search->setPlaceholderText(tr("Search players, event, date"));
  m_search->setClearButtonEnabled(true);
  m_search->installEventFilter(this);

  m_table->setObjectName(QStringLiteral("gameTable"));
  m_table->setModel(m_proxy);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setAlternatingRowColors(true);
  m_table->setWordWrap(false);
  m_table->verticalHeader()->hide();
  m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
  m_table->setSortingEnabled(true);
  m_table->sortByColumn(XiangqiGameListModel::Number, Qt::AscendingOrder);
  QHeaderView* header = m_table->horizontalHeader();
  header->setSectionResizeMode(QHeaderView::Interactive);
  header->setSectionResizeMode(XiangqiGameListModel::Event, QHeaderView::Stretch);
  header->setStretchLastSection(false);
  const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
  m_table->setColumnWidth(XiangqiGameListModel::Number, digit * 7);
  m_table->setColumnWidth(XiangqiGameListModel::Red, digit * 18);
  m_table->setColumnWidth(XiangqiGameListModel::Black, digit * 18);
  m_table->setColumnWidth(XiangqiGameListModel::Date, digit * 13);
  m_table->setColumnWidth(XiangqiGameListModel::Result, digit * 10);
  m_table->setColumnWidth(XiangqiGameListModel::Moves, digit * 10);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Open)->setText(tr("Open"));
  buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
  connect(buttons, &QDialogButtonBox::accepted, this, [this] {
    if (chosenGame() >= 0) accept();
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  // A double click or Enter on a row opens its game.
  connect(m_table, &QAbstractItemView::activated, this, [this] {
    if (chosenGame() >= 0) accept();
  });
  connect(m_table, &QAbstractItemView::doubleClicked, this, [this] {
    if (chosenGame() >= 0) accept();
  });
  connect(m_search, &QLineEdit::textChanged, this, &XiangqiGameListDialog::filterChanged);

  auto* layout = new QVBoxLayout(this);
  auto* title = new QLabel(tr("%1 holds %n game(s).", nullptr, m_model->rowCount()).arg(fileName));
  layout->addWidget(title);
  layout->addWidget(m_search);
  layout->addWidget(m_table, 1);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(m_count, 1);
  bottom->addWidget(buttons);
  layout->addLayout(bottom);
  m_count->setObjectName(QStringLiteral("gameCount"));

  resize(900, 560);
  m_search->setFocus();
  filterChanged({});
}

int XiangqiGameListDialog::chosenGame() const {
  const QModelIndex current = m_table->selectionModel()->currentIndex();
  if (!current.isValid() || !m_table->selectionModel()->isRowSelected(current.row(), {})) return -1;
  return m_proxy->mapToSource(current).row();
}

void XiangqiGameListDialog::filterChanged(const QString& text) {
  static_cast<GameFilter*>(m_proxy)->setWords(text);
  // The first game shown is the one Enter opens.
  if (m_proxy->rowCount() > 0)
    m_table->selectRow(0);
  else
    m_table->clearSelection();
  updateCount();
}

void XiangqiGameListDialog::updateCount() {
  m_count->setText(
      m_proxy->rowCount() == m_model->rowCount()
          ? tr("%n game(s)", nullptr, m_model->rowCount())
          : tr("%1 of %n game(s) shown", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
}

bool XiangqiGameListDialog::eventFilter(QObject* watched, QEvent* event) {
  // Up and Down in the search field move through the list, so that the hands stay on the keys.
  if (watched == m_search && event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp ||
        key == Qt::Key_PageDown) {
      QCoreApplication::sendEvent(m_table, event);
      return true;
    }
  }
  return QDialog::eventFilter(watched, event);
}

}  // namespace gameai::gui
