#pragma once
// Another Tetris bot, run as a child process that speaks the Tetris Bot Protocol, as a versus
// contestant (`gameai tetris versus bot tbp:COMMAND`). Each decision sends the whole position
// (`start` with the board, the queue from the current piece on, hold, combo and back-to-back),
// asks for a `suggest`ion and stops the bot again, so any TBP bot takes part whatever it keeps
// of its own. A bot that does not answer in time, or answers with a move the game refuses,
// loses the game.

#include <memory>
#include <string>

#include "common/child_process.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {

class TbpContestant : public tetris_ai::Contestant {
 public:
  // Starts `/bin/sh -c command`, reads its `info` and agrees the rules. Throws
  // std::runtime_error naming the command when it does not answer as a TBP bot.
  TbpContestant(const std::string& command, std::int64_t move_timeout_ms);
  std::optional<tetris_ai::Choice> choose(tetris::Game& game) override;
  std::string failure() const override { return failure_; }

 private:
  std::optional<std::string> read_message(const char* type, std::int64_t timeout_ms);

  std::string command_;
  std::int64_t timeout_ms_;
  common::ChildProcess process_;
  std::string failure_;
};

}  // namespace gameai::cli::tetris_cli
