#include "xiangqi_move_tree.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <functional>

#include "game_files/xiangqi_pgn.hpp"

namespace gameai::gui {

using game_files::XiangqiNodeId;
using game_files::XiangqiTree;

namespace {

constexpr int NODE_ROLE = Qt::UserRole;

// A comment on one line, shortened for the row (the whole of it is the row's tooltip).
QString shortComment(const std::string& comment) {
  QString text = QString::fromStdString(comment).simplified();
  if (text.size() > 60) text = text.left(59) + QChar(0x2026);
  return text;
}

}  // namespace

XiangqiMoveTree::XiangqiMoveTree(QWidget* parent) : QWidget(parent) {
  m_view = new QTreeWidget(this);
  m_view->setObjectName(QStringLiteral("moveTree"));
  m_view->setHeaderHidden(true);
  m_view->setColumnCount(1);
  m_view->setIndentation(14);
  m_view->setUniformRowHeights(true);
  m_view->setWordWrap(false);
  m_view->setSelectionMode(QAbstractItemView::SingleSelection);
  // Said once the tree widget is done with the change: the page shows the tree again in reply.
  connect(m_view, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
    if (!item) return;
    const XiangqiNodeId node = item->data(0, NODE_ROLE).toInt();
    if (node != m_current)
      QMetaObject::invokeMethod(
          this, [this, node] { Q_EMIT nodeChosen(node); }, Qt::QueuedConnection);
  });

  m_promoteButton = new QPushButton(this);
  m_mainLineButton = new QPushButton(this);
  m_deleteButton = new QPushButton(this);
  m_commentButton = new QPushButton(this);
  m_promoteButton->setObjectName(QStringLiteral("promoteVariation"));
  m_mainLineButton->setObjectName(QStringLiteral("makeMainLine"));
  m_deleteButton->setObjectName(QStringLiteral("deleteVariation"));
  m_commentButton->setObjectName(QStringLiteral("commentMove"));
  connect(m_promoteButton, &QPushButton::clicked, this,
          [this] { Q_EMIT promoteRequested(m_current); });
  connect(m_mainLineButton, &QPushButton::clicked, this,
          [this] { Q_EMIT mainLineRequested(m_current); });
  connect(m_deleteButton, &QPushButton::clicked, this,
          [this] { Q_EMIT deleteRequested(m_current); });
  connect(m_commentButton, &QPushButton::clicked, this,
          [this] { Q_EMIT commentRequested(m_current); });
  auto* buttons = new QHBoxLayout;
  buttons->setSpacing(2);
  for (QPushButton* b : {m_promoteButton, m_mainLineButton, m_deleteButton, m_commentButton}) {
    b->setAutoDefault(false);
    buttons->addWidget(b);
  }

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_view, 1);
  layout->addLayout(buttons);
  retranslateUi();
  showTree(m_shown, XiangqiTree::ROOT, XiangqiNotation::Chinese);
}

void XiangqiMoveTree::retranslateUi() {
  m_promoteButton->setText(tr("Promote"));
  m_promoteButton->setToolTip(
      tr("Move this variation one place up (the first becomes the main "
         "line)"));
  m_mainLineButton->setText(tr("Main line"));
  m_mainLineButton->setToolTip(tr("Make the line to this move the main line"));
  m_deleteButton->setText(tr("Delete"));
  m_deleteButton->setToolTip(
      tr("Delete this variation (on the main line: this move and every move after it)"));
  m_commentButton->setText(tr("Comment"));
  m_commentButton->setToolTip(
      tr("Write a comment on this move (on the start: before the first "
         "move)"));
  if (QTreeWidgetItem* start = item(XiangqiTree::ROOT)) {
    const std::string& comment = m_shown.comment(XiangqiTree::ROOT);
    start->setText(
        0, tr("Start 开局") +
               (comment.empty() ? QString() : QStringLiteral("  {%1}").arg(shortComment(comment))));
  }
}

void XiangqiMoveTree::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QWidget::changeEvent(event);
}

void XiangqiMoveTree::showTree(const XiangqiTree& tree, XiangqiNodeId current,
                               XiangqiNotation notation) {
  const QSignalBlocker block(m_view);
  m_shown = tree;
  m_current = tree.contains(current) ? current : XiangqiTree::ROOT;
  m_view->clear();
  m_items.clear();
  addRow(nullptr, XiangqiTree::ROOT, QString());  // its text is the start's, in the language
  const std::vector<std::string> texts = game_files::xiangqi_node_texts(tree, toNotation(notation));
  if (tree.main_child(XiangqiTree::ROOT) != XiangqiTree::NONE)
    addLine(nullptr, tree.main_child(XiangqiTree::ROOT), texts);
  retranslateUi();
  // The line to the position shown, in bold.
  for (XiangqiNodeId at = m_current; at != XiangqiTree::NONE; at = tree.parent(at)) {
    QTreeWidgetItem* row = item(at);
    QFont font = row->font(0);
    font.setBold(true);
    row->setFont(0, font);
  }
  m_view->expandAll();
  QTreeWidgetItem* selected = item(m_current);
  m_view->setCurrentItem(selected);
  m_view->scrollToItem(selected);
  updateButtons();
}

QTreeWidgetItem* XiangqiMoveTree::addRow(QTreeWidgetItem* parent, XiangqiNodeId node,
                                         const QString& text) {
  auto* row = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_view);
  row->setText(0, text);
  row->setData(0, NODE_ROLE, node);
  const std::string& comment = m_shown.comment(node);
  if (!comment.empty()) row->setToolTip(0, QString::fromStdString(comment));
  if (std::size_t(node) >= m_items.size()) m_items.resize(std::size_t(node) + 1, nullptr);
  m_items[std::size_t(node)] = row;
  return row;
}

// A line is one row a move; a move that is its parent's main continuation carries the other
// continuations (its alternatives) nested under it, each a line of its own.
void XiangqiMoveTree::addLine(QTreeWidgetItem* parent, XiangqiNodeId first,
                              const std::vector<std::string>& texts) {
  const int firstSeat = game_files::xiangqi_first_seat(m_shown.start_fen());
  QTreeWidgetItem* previous = nullptr;
  for (XiangqiNodeId at = first; at != XiangqiTree::NONE; at = m_shown.main_child(at)) {
    const int ply = m_shown.depth(at) - 1;
    // Black's move is numbered where it does not follow Red's on the row before.
    const bool numbered = at == first || game_files::xiangqi_ply_seat(ply, firstSeat) == 0 ||
                          (previous && previous->childCount() > 0);
    QString text = numbered
                       ? QString::fromStdString(game_files::xiangqi_move_prefix(ply, firstSeat)) +
                             QLatin1Char(' ')
                       : QStringLiteral("      ");
    text += QString::fromStdString(texts[std::size_t(at)]);
    if (!m_shown.comment(at).empty())
      text += QStringLiteral("  {%1}").arg(shortComment(m_shown.comment(at)));
    QTreeWidgetItem* row = addRow(parent, at, text);
    const std::vector<XiangqiNodeId>& siblings = m_shown.children(m_shown.parent(at));
    if (siblings.front() == at)
      for (std::size_t i = 1; i < siblings.size(); ++i) addLine(row, siblings[i], texts);
    previous = row;
  }
}

void XiangqiMoveTree::updateButtons() {
  const bool move = m_current != XiangqiTree::ROOT;
  const XiangqiNodeId start = move ? variationStart(m_shown, m_current) : XiangqiTree::NONE;
  m_promoteButton->setEnabled(start != XiangqiTree::NONE);
  m_mainLineButton->setEnabled(start != XiangqiTree::NONE);
  m_deleteButton->setEnabled(move);
}

QTreeWidgetItem* XiangqiMoveTree::item(XiangqiNodeId node) const {
  return node >= 0 && std::size_t(node) < m_items.size() ? m_items[std::size_t(node)] : nullptr;
}

QStringList XiangqiMoveTree::rows() const {
  QStringList out;
  const std::function<void(QTreeWidgetItem*, int)> walk = [&](QTreeWidgetItem* row, int level) {
    out << QString(level * 2, QLatin1Char(' ')) + row->text(0).trimmed();
    for (int i = 0; i < row->childCount(); ++i) walk(row->child(i), level + 1);
  };
  for (int i = 0; i < m_view->topLevelItemCount(); ++i) walk(m_view->topLevelItem(i), 0);
  return out;
}

QStringList XiangqiMoveTree::lineRows() const {
  QStringList out;
  for (const XiangqiNodeId at : m_shown.path(m_current)) out << item(at)->text(0).trimmed();
  return out;
}

}  // namespace gameai::gui
