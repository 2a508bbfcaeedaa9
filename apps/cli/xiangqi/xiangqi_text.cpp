#include "xiangqi_text.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include "cli.hpp"
#include "move_input.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::cli {

std::string resolve_fen(const std::string& fen) {
  return fen == "startpos" ? std::string(xiangqi_ai::START_FEN) : fen;
}

xiangqi_ai::EvalWeights read_weights(const std::string& path, const std::string& context) {
  try {
    return xiangqi_ai::EvalWeights::load(path);
  } catch (const std::runtime_error& e) {
    throw InputError(context + e.what());
  }
}

std::vector<std::string> moves_as_iccs(const std::string& fen,
                                       const std::vector<std::string>& moves,
                                       const std::string& context) {
  xiangqi::Game game;
  std::string error;
  if (!game.reset(fen, &error)) throw InputError("bad FEN: " + error);
  std::vector<std::string> iccs;
  xiangqi::Notation last = xiangqi::Notation::Iccs;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const TypedMove typed = read_typed_move(game.position(), moves[i], last);
    if (!typed.move) {
      const std::string which = context + "move " + std::to_string(i + 1) + " of the list: ";
      if (typed.is_move_text) throw InputError(which + typed.error);
      throw InputError(which + "'" + moves[i] + "' is not a move; moves are written " +
                       move_formats(true));
    }
    last = typed.notation;
    iccs.push_back(xiangqi::to_iccs(typed.move));
    if (!game.play(typed.move))
      throw InputError(context + "move " + std::to_string(i + 1) + " of the list, '" + moves[i] +
                       "': the game is over: " + game.status().text);
  }
  return iccs;
}

std::vector<std::string> moves_in(const std::string& fen, const std::vector<std::string>& line,
                                  xiangqi::Notation notation) {
  std::vector<std::string> out;
  xiangqi::Game game;
  if (!game.reset(fen)) return out;
  for (const std::string& text : line) {
    const xiangqi::Move m = xiangqi::parse_legal_iccs(game.position(), text);
    if (!m) break;
    out.push_back(xiangqi::format_move(game.position(), m, notation));
    if (!game.play(m)) break;
  }
  return out;
}

std::string result_words(xiangqi::Result r) {
  if (r == xiangqi::Result::Draw) return "draw";
  return std::string(xiangqi::result_name(r)) + " wins";
}

std::string result_text(xiangqi::Result r, const std::string& text) {
  const std::string words = result_words(r);
  if (text.rfind(words, 0) == 0) return text;
  return text.empty() ? words : words + " (" + text + ")";
}

std::string capitalise_sides(std::string text) {
  if (!text.empty()) text[0] = char(std::toupper(static_cast<unsigned char>(text[0])));
  for (const std::string side : {"red", "black"}) {
    for (std::size_t at = text.find(side); at != std::string::npos; at = text.find(side, at + 1)) {
      const auto letter = [&](std::size_t i) {
        return std::isalpha(static_cast<unsigned char>(text[i])) != 0;
      };
      const std::size_t end = at + side.size();
      if ((at == 0 || !letter(at - 1)) && (end == text.size() || !letter(end)))
        text[at] = char(std::toupper(static_cast<unsigned char>(text[at])));
    }
  }
  return text;
}

std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out;
}

std::string score_text(const xiangqi_ai::Score& s) {
  if (s.is_mate()) return "mate " + std::to_string(s.mate);
  std::ostringstream out;
  out << std::showpos << std::fixed << std::setprecision(2) << s.cp / 100.0;
  return out.str();
}

std::string elo_text(double v) {
  if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
  std::ostringstream out;
  out << std::showpos << std::fixed << std::setprecision(1) << v;
  return out.str();
}

}  // namespace gameai::cli
