// Time controls as text: the clocks cutechess-cli and PGN's TimeControl tag write are read to the
// millisecond, printed back in the same form, and text that is not a clock is refused with a
// message that says what is wrong.
#include "xiangqi_ai/time_control.hpp"

#include <gtest/gtest.h>

#include <string>

namespace gameai::xiangqi_ai {
namespace {

TEST(TimeControl, ClocksAreReadToTheMillisecond) {
  EXPECT_EQ(parse_clock("60+0.5"), TimeControl::clock(60000, 500));
  EXPECT_EQ(parse_clock("300"), TimeControl::clock(300000, 0));
  EXPECT_EQ(parse_clock("40/60+0.6"), TimeControl::clock(60000, 600, 40));
  EXPECT_EQ(parse_clock("40/90"), TimeControl::clock(90000, 0, 40));
  EXPECT_EQ(parse_clock("0.05"), TimeControl::clock(50, 0));
  EXPECT_EQ(parse_clock(".5+.25"), TimeControl::clock(500, 250));
  EXPECT_EQ(parse_clock(" 1+0.1 "), TimeControl::clock(1000, 100));
  EXPECT_EQ(parse_clock("1.234+0.001"), TimeControl::clock(1234, 1));
  EXPECT_EQ(parse_clock("86400"), TimeControl::clock(86400000, 0));
  EXPECT_TRUE(parse_clock("1+0").clocked());
  EXPECT_EQ(parse_clock("1+0").increment_ms, 0);
}

TEST(TimeControl, TextThatIsNotAClockSaysWhatIsWrong) {
  const struct {
    const char* text;
    const char* why;
  } bad[] = {
      {"", "empty"},
      {"   ", "empty"},
      {"abc", "base time"},
      {"0", "above 0"},
      {"0+1", "above 0"},
      {"-5", "base time"},
      {"60+", "increment"},
      {"60+x", "increment"},
      {"60+-1", "increment"},
      {"60+0.5+1", "increment"},
      {"1.2345", "base time"},
      {"60s", "base time"},
      {"1:00", "base time"},
      {"/60", "moves per period"},
      {"0/60", "moves per period"},
      {"x/60", "moves per period"},
      {"40/", "base time"},
      {"40/60/2", "base time"},
      {"86401", "24 hours"},
      {"60+86401", "24 hours"},
  };
  for (const auto& b : bad) {
    try {
      parse_clock(b.text);
      ADD_FAILURE() << "'" << b.text << "' was accepted";
    } catch (const TimeControlError& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find(b.why), std::string::npos) << b.text << ": " << message;
      EXPECT_NE(message.find("'" + std::string(b.text) + "'"), std::string::npos) << message;
      EXPECT_NE(message.find("60+0.5"), std::string::npos) << message;  // the form expected
    }
  }
}

TEST(TimeControl, IsPrintedInTheFormItIsReadIn) {
  EXPECT_EQ(time_control_text(TimeControl::clock(60000, 500)), "60+0.5");
  EXPECT_EQ(time_control_text(TimeControl::clock(300000, 0)), "300");
  EXPECT_EQ(time_control_text(TimeControl::clock(60000, 600, 40)), "40/60+0.6");
  EXPECT_EQ(time_control_text(TimeControl::clock(50, 0)), "0.05");
  EXPECT_EQ(time_control_text(TimeControl::clock(1234, 1)), "1.234+0.001");
  EXPECT_EQ(time_control_text(TimeControl::per_move(300)), "300 ms/move");
  for (const char* text : {"60+0.5", "300", "40/60+0.6", "0.05", "1.234+0.001", "40/90", "7+2"})
    EXPECT_EQ(time_control_text(parse_clock(text)), text);
}

TEST(TimeControl, OnlyAClockHasAPgnTag) {
  EXPECT_EQ(pgn_time_control_tag(TimeControl::clock(60000, 500)), "60+0.5");
  EXPECT_EQ(pgn_time_control_tag(TimeControl::clock(60000, 600, 40)), "40/60+0.6");
  EXPECT_EQ(pgn_time_control_tag(TimeControl::per_move(300)), "");
  // A number of milliseconds is a time per move, as it always was.
  const TimeControl per_move = 250;
  EXPECT_FALSE(per_move.clocked());
  EXPECT_EQ(per_move.movetime_ms, 250);
}

}  // namespace
}  // namespace gameai::xiangqi_ai
