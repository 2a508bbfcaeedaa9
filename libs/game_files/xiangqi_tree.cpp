#include "game_files/xiangqi_tree.hpp"

#include <algorithm>
#include <deque>
#include <utility>

#include "game_files/error.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"

namespace gameai::game_files {

// The position reached by playing the moves of `path` from the start, kept between calls to
// add_move: a reader adds each move after the one before it (or after one of its ancestors),
// which costs one move made or a few taken back instead of a replay from the start.
struct XiangqiTree::Cursor {
  std::vector<XiangqiNodeId> path;
  xiangqi::Position pos;
  std::deque<xiangqi::StateInfo> states;  // stable addresses: each state links to the previous
};

XiangqiTree::XiangqiTree() : XiangqiTree(std::string_view()) {}

XiangqiTree::XiangqiTree(std::string_view start_fen) : start_fen_(start_fen) {
  const std::string_view fen = start_fen.empty() ? xiangqi::START_FEN : start_fen;
  xiangqi::Position pos;
  xiangqi::StateInfo state;
  std::string error;
  if (!pos.set(fen, &state, &error))
    throw RecordsError(ErrorKind::Invalid,
                       "start position '" + std::string(fen) + "' is not valid: " + error);
  normal_fen_ = pos.fen();
  first_seat_ = pos.side_to_move() == xiangqi::BLACK ? 1 : 0;
  nodes_.emplace_back();
}

XiangqiTree XiangqiTree::from_moves(std::string_view start_fen,
                                    const std::vector<XiangqiMove>& moves) {
  XiangqiTree tree(start_fen);
  XiangqiNodeId at = ROOT;
  for (const XiangqiMove& m : moves) at = tree.add_move(at, m);
  return tree;
}

// The cursor is a cache of positions: a copy starts without one.
XiangqiTree::XiangqiTree(const XiangqiTree& other)
    : start_fen_(other.start_fen_),
      normal_fen_(other.normal_fen_),
      first_seat_(other.first_seat_),
      nodes_(other.nodes_),
      live_(other.live_) {}

XiangqiTree& XiangqiTree::operator=(const XiangqiTree& other) {
  if (this != &other) {
    start_fen_ = other.start_fen_;
    normal_fen_ = other.normal_fen_;
    first_seat_ = other.first_seat_;
    nodes_ = other.nodes_;
    live_ = other.live_;
    cursor_.reset();
  }
  return *this;
}

XiangqiTree::XiangqiTree(XiangqiTree&& other) noexcept = default;
XiangqiTree& XiangqiTree::operator=(XiangqiTree&& other) noexcept = default;
XiangqiTree::~XiangqiTree() = default;

bool XiangqiTree::contains(XiangqiNodeId id) const noexcept {
  return id >= 0 && static_cast<std::size_t>(id) < nodes_.size() &&
         nodes_[static_cast<std::size_t>(id)].alive;
}

const XiangqiTree::Node& XiangqiTree::node(XiangqiNodeId id) const {
  if (!contains(id))
    throw RecordsError(ErrorKind::Invalid, "move tree has no node " + std::to_string(id) +
                                               " (removed, or never added)");
  return nodes_[static_cast<std::size_t>(id)];
}

XiangqiTree::Node& XiangqiTree::node(XiangqiNodeId id) {
  return const_cast<Node&>(std::as_const(*this).node(id));
}

const XiangqiMove& XiangqiTree::move(XiangqiNodeId id) const {
  return node(id).move;
}

XiangqiNodeId XiangqiTree::parent(XiangqiNodeId id) const {
  return node(id).parent;
}

const std::vector<XiangqiNodeId>& XiangqiTree::children(XiangqiNodeId id) const {
  return node(id).children;
}

XiangqiNodeId XiangqiTree::main_child(XiangqiNodeId id) const {
  const Node& n = node(id);
  return n.children.empty() ? NONE : n.children.front();
}

int XiangqiTree::depth(XiangqiNodeId id) const {
  return node(id).depth;
}

bool XiangqiTree::on_main_line(XiangqiNodeId id) const {
  for (XiangqiNodeId at = id; at != ROOT; at = node(at).parent)
    if (node(node(at).parent).children.front() != at) return false;
  return true;
}

XiangqiNodeId XiangqiTree::find_child(XiangqiNodeId parent_id, std::string_view iccs) const {
  for (const XiangqiNodeId child : node(parent_id).children)
    if (node(child).move.move == iccs) return child;
  return NONE;
}

XiangqiNodeId XiangqiTree::main_line_node(std::size_t plies) const {
  XiangqiNodeId at = ROOT;
  for (std::size_t i = 0; i < plies && at != NONE; ++i) at = main_child(at);
  return at;
}

std::vector<XiangqiNodeId> XiangqiTree::path(XiangqiNodeId id) const {
  std::vector<XiangqiNodeId> out(static_cast<std::size_t>(node(id).depth));
  for (XiangqiNodeId at = id; at != ROOT; at = node(at).parent)
    out[static_cast<std::size_t>(node(at).depth - 1)] = at;
  return out;
}

std::vector<XiangqiMove> XiangqiTree::line(XiangqiNodeId id) const {
  std::vector<XiangqiMove> out;
  for (const XiangqiNodeId at : path(id)) out.push_back(node(at).move);
  return out;
}

std::vector<XiangqiMove> XiangqiTree::main_line() const {
  std::vector<XiangqiMove> out;
  for (XiangqiNodeId at = main_child(ROOT); at != NONE; at = main_child(at))
    out.push_back(node(at).move);
  return out;
}

std::size_t XiangqiTree::main_line_length() const {
  std::size_t n = 0;
  for (XiangqiNodeId at = main_child(ROOT); at != NONE; at = main_child(at)) ++n;
  return n;
}

std::size_t XiangqiTree::variation_count() const {
  std::size_t n = 0;
  for (const Node& each : nodes_)
    if (each.alive && each.children.size() > 1) n += each.children.size() - 1;
  return n;
}

std::vector<XiangqiNodeId> XiangqiTree::preorder() const {
  std::vector<XiangqiNodeId> out;
  out.reserve(live_);
  std::vector<XiangqiNodeId> stack{ROOT};
  while (!stack.empty()) {
    const XiangqiNodeId at = stack.back();
    stack.pop_back();
    out.push_back(at);
    const auto& kids = nodes_[static_cast<std::size_t>(at)].children;
    stack.insert(stack.end(), kids.rbegin(), kids.rend());
  }
  return out;
}

void XiangqiTree::visit(
    const std::function<void(XiangqiNodeId, const xiangqi::Position&)>& visitor) const {
  xiangqi::Position pos;
  std::deque<xiangqi::StateInfo> states(1);
  pos.set(normal_fen_, &states.back());
  // Each frame: a node whose position `pos` holds, and the next of its children to visit.
  std::vector<std::pair<XiangqiNodeId, std::size_t>> stack{{ROOT, 0}};
  while (!stack.empty()) {
    auto& [at, next] = stack.back();
    const Node& n = nodes_[static_cast<std::size_t>(at)];
    if (next < n.children.size()) {
      const XiangqiNodeId child = n.children[next++];
      const Node& c = nodes_[static_cast<std::size_t>(child)];
      visitor(child, pos);
      states.emplace_back();
      pos.do_move(c.m, states.back());
      stack.emplace_back(child, 0);
    } else {
      if (at != ROOT) {
        pos.undo_move(n.m);
        states.pop_back();
      }
      stack.pop_back();
    }
  }
}

std::string XiangqiTree::fen(XiangqiNodeId id) const {
  xiangqi::Position pos;
  std::deque<xiangqi::StateInfo> states(1);
  pos.set(normal_fen_, &states.back());
  for (const XiangqiNodeId at : path(id)) {
    states.emplace_back();
    pos.do_move(node(at).m, states.back());
  }
  return pos.fen();
}

void XiangqiTree::replay(XiangqiNodeId id, xiangqi::Game& game) const {
  game.reset(normal_fen_);
  for (const XiangqiNodeId at : path(id)) game.play(node(at).m);
  int ahead = 0;
  for (XiangqiNodeId at = main_child(id); at != NONE; at = main_child(at), ++ahead)
    game.play(node(at).m);
  while (ahead-- > 0) game.undo();
}

XiangqiTree::Cursor& XiangqiTree::cursor_at(XiangqiNodeId id) {
  const auto depth_of = static_cast<std::size_t>(node(id).depth);
  if (cursor_) {
    Cursor& c = *cursor_;
    if (depth_of <= c.path.size() && (depth_of == 0 || c.path[depth_of - 1] == id)) {
      while (c.path.size() > depth_of) {
        c.pos.undo_move(node(c.path.back()).m);
        c.states.pop_back();
        c.path.pop_back();
      }
      return c;
    }
  }
  cursor_ = std::make_unique<Cursor>();
  Cursor& c = *cursor_;
  c.states.emplace_back();
  c.pos.set(normal_fen_, &c.states.back());
  for (const XiangqiNodeId at : path(id)) {
    c.states.emplace_back();
    c.pos.do_move(node(at).m, c.states.back());
    c.path.push_back(at);
  }
  return c;
}

XiangqiNodeId XiangqiTree::add_move(XiangqiNodeId parent_id, const XiangqiMove& move) {
  const int parent_depth = node(parent_id).depth;
  Cursor& c = cursor_at(parent_id);
  const xiangqi::Move m = xiangqi::parse_iccs(move.move);
  if (!m.is_ok() || !c.pos.pseudo_legal(m) || !c.pos.legal(m))
    throw RecordsError(ErrorKind::Invalid, xiangqi_move_label(parent_depth, first_seat_) + ", '" +
                                               move.move + "', is not legal in " + c.pos.fen());
  XiangqiNodeId child = NONE;
  for (const XiangqiNodeId existing : node(parent_id).children)
    if (node(existing).m == m) child = existing;
  if (child != NONE) {
    XiangqiMove& kept = node(child).move;
    if (kept.comment.empty()) kept.comment = move.comment;
  } else {
    child = static_cast<XiangqiNodeId>(nodes_.size());
    Node added;
    added.move = move;
    added.move.move = xiangqi::to_iccs(m);
    added.m = m;
    added.parent = parent_id;
    added.depth = parent_depth + 1;
    nodes_.push_back(std::move(added));
    nodes_[static_cast<std::size_t>(parent_id)].children.push_back(child);
    ++live_;
  }
  c.states.emplace_back();
  c.pos.do_move(m, c.states.back());
  c.path.push_back(child);
  return child;
}

void XiangqiTree::set_comment(XiangqiNodeId id, std::string comment) {
  node(id).move.comment = std::move(comment);
}

void XiangqiTree::set_move_info(XiangqiNodeId id, std::optional<int> score,
                                std::optional<int> depth_of, std::int64_t time_ms) {
  if (id == ROOT)
    throw RecordsError(ErrorKind::Invalid, "the start position has no move to give a score");
  XiangqiMove& m = node(id).move;
  m.score = score;
  m.depth = depth_of;
  m.time_ms = time_ms;
}

bool XiangqiTree::promote(XiangqiNodeId id) {
  if (id == ROOT) return false;
  auto& siblings = node(node(id).parent).children;
  const auto at = std::find(siblings.begin(), siblings.end(), id);
  if (at == siblings.begin()) return false;
  std::iter_swap(at, at - 1);
  return true;
}

void XiangqiTree::make_main_line(XiangqiNodeId id) {
  for (XiangqiNodeId at = id; at != ROOT; at = node(at).parent) {
    auto& siblings = node(node(at).parent).children;
    const auto it = std::find(siblings.begin(), siblings.end(), at);
    std::rotate(siblings.begin(), it, it + 1);
  }
}

XiangqiNodeId XiangqiTree::remove(XiangqiNodeId id) {
  if (id == ROOT)
    throw RecordsError(ErrorKind::Invalid, "the start position of a game cannot be removed");
  const XiangqiNodeId parent_id = node(id).parent;
  std::erase(node(parent_id).children, id);
  std::vector<XiangqiNodeId> stack{id};
  while (!stack.empty()) {
    Node& gone = nodes_[static_cast<std::size_t>(stack.back())];
    stack.pop_back();
    gone.alive = false;
    --live_;
    stack.insert(stack.end(), gone.children.begin(), gone.children.end());
    gone.children.clear();
  }
  cursor_.reset();
  return parent_id;
}

std::string XiangqiTree::first_difference(const XiangqiTree& a, const XiangqiTree& b) {
  if (a.normal_fen_ != b.normal_fen_)
    return "start positions differ: '" + a.normal_fen_ + "' and '" + b.normal_fen_ + "'";
  const auto where = [&](XiangqiNodeId at) {
    std::string text;
    for (const XiangqiMove& m : a.line(at)) text += (text.empty() ? "" : " ") + m.move;
    return text.empty() ? std::string("at the start") : "after '" + text + "'";
  };
  const auto quoted = [](const std::string& text) { return "'" + text + "'"; };
  const auto number = [](const std::optional<int>& v) {
    return v ? std::to_string(*v) : std::string("none");
  };
  std::vector<std::pair<XiangqiNodeId, XiangqiNodeId>> stack{{ROOT, ROOT}};
  while (!stack.empty()) {
    const auto [x, y] = stack.back();
    stack.pop_back();
    const Node& p = a.node(x);
    const Node& q = b.node(y);
    if (p.move.move != q.move.move)
      return where(x) + ": moves " + p.move.move + " and " + q.move.move;
    if (p.move.comment != q.move.comment)
      return where(x) + ": comments " + quoted(p.move.comment) + " and " + quoted(q.move.comment);
    if (p.move.score != q.move.score)
      return where(x) + ": scores " + number(p.move.score) + " and " + number(q.move.score);
    if (p.move.depth != q.move.depth)
      return where(x) + ": depths " + number(p.move.depth) + " and " + number(q.move.depth);
    if (p.move.time_ms != q.move.time_ms)
      return where(x) + ": times " + std::to_string(p.move.time_ms) + " and " +
             std::to_string(q.move.time_ms) + " ms";
    if (p.children.size() != q.children.size())
      return where(x) + ": " + std::to_string(p.children.size()) + " and " +
             std::to_string(q.children.size()) + " moves follow";
    for (std::size_t i = p.children.size(); i-- > 0;)
      stack.emplace_back(p.children[i], q.children[i]);
  }
  return {};
}

}  // namespace gameai::game_files
