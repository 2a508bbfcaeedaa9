// The ready-made clocks: their names, their times, and looking them up both ways.
#include "xiangqi_play/clock_presets.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

using gameai::xiangqi_play::CLOCK_PRESETS;
using gameai::xiangqi_play::ClockPreset;
using gameai::xiangqi_play::find_preset;
using gameai::xiangqi_play::preset_name;

TEST(XiangqiClockPresets, NamesAndTimes) {
  struct Row {
    const char* name;
    std::int64_t base_ms;
    std::int64_t increment_ms;
  };
  const Row table[] = {{"3+2", 180000, 2000},    {"5+3", 300000, 3000}, {"10+0", 600000, 0},
                       {"15+10", 900000, 10000}, {"30+0", 1800000, 0},  {"30+20", 1800000, 20000}};
  ASSERT_EQ(std::size(table), CLOCK_PRESETS.size());
  for (std::size_t i = 0; i < CLOCK_PRESETS.size(); ++i) {
    EXPECT_EQ(preset_name(CLOCK_PRESETS[i]), table[i].name);
    EXPECT_EQ(CLOCK_PRESETS[i].base_ms(), table[i].base_ms);
    EXPECT_EQ(CLOCK_PRESETS[i].increment_ms(), table[i].increment_ms);
  }
}

TEST(XiangqiClockPresets, FoundByNameAndByTimes) {
  std::set<std::string> names;
  for (const ClockPreset& p : CLOCK_PRESETS) {
    EXPECT_TRUE(names.insert(preset_name(p)).second) << "two presets named " << preset_name(p);
    EXPECT_EQ(find_preset(preset_name(p)), p);
    EXPECT_EQ(find_preset(p.base_ms(), p.increment_ms()), p);
  }
  for (const char* other : {"", "none", "5+4", "5 + 3", "5+3 ", "+3", "5"})
    EXPECT_FALSE(find_preset(other)) << other;
  EXPECT_FALSE(find_preset(300000, 4000));
  EXPECT_FALSE(find_preset(0, 0));
}

}  // namespace
