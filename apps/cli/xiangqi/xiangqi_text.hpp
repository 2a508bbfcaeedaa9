#pragma once
// What the `gameai xiangqi` commands share: reading a FEN, moves and weights files given on the
// command line, and the words and numbers they print (results, scores, Elo).

#include <string>
#include <vector>

#include "xiangqi/notation_parse.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/limits.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::cli {

// The FEN a command line names: `startpos` is the start position.
std::string resolve_fen(const std::string& fen);

// An evaluation weights file; a file that does not read is an InputError naming the file and
// the key (after `context`, e.g. the option that named it).
xiangqi_ai::EvalWeights read_weights(const std::string& path, const std::string& context = {});

// Moves given on the command line in any notation a player writes (Chinese, WXF, ICCS, XBoard
// coordinates), played from `fen`, as ICCS; an InputError names the first one that is not a
// legal move there (after `context`, e.g. "--moves: "), and a bad FEN.
std::vector<std::string> moves_as_iccs(const std::string& fen,
                                       const std::vector<std::string>& moves,
                                       const std::string& context = {});

// `line` (ICCS moves from `fen`) written in `notation`; a move that does not play ends it.
std::vector<std::string> moves_in(const std::string& fen, const std::vector<std::string>& line,
                                  xiangqi::Notation notation);

// "red wins", "black wins" or "draw", as `status` and `play` print a result.
std::string result_words(xiangqi::Result r);
// The result and how it came: "red wins: black is checkmated" as the rules word it, or
// "black wins (red loses: human resigned)" when the words say it from the other side.
std::string result_text(xiangqi::Result r, const std::string& text);
// `text` as a sentence, with the sides' names capitalised ("Black wins: Red is checkmated").
std::string capitalise_sides(std::string text);

std::string json_escape(const std::string& s);

// "+0.35" (pawns) or "mate 3".
std::string score_text(const xiangqi_ai::Score& s);
// "+12.5", "-3.0", "+inf".
std::string elo_text(double v);

}  // namespace gameai::cli
