// `gameai tetris features`: the evaluation features of one board file, for checking them by hand.

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "board_file.hpp"
#include "cli.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::cli::tetris_cli {
namespace {

// The features a board has by itself, in FEATURES order after the heights, as the seeds define
// them; then, under the name of each other variant, the features it measures otherwise.
nlohmann::ordered_json board_features_json(const tetris_ai::BoardFeatures& f,
                                           const tetris_ai::BoardFeatures& mdptetris) {
  nlohmann::ordered_json j;
  j["heights"] = heights_json(f);
  nlohmann::ordered_json other = nlohmann::ordered_json::object();
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (!feature.of_board()) continue;
    j[std::string(feature.name)] = static_cast<std::int64_t>(f[feature]);
    if (feature.by_variant) {
      other[std::string(feature.name)] = static_cast<std::int64_t>(mdptetris[feature]);
    }
  }
  j[std::string(tetris_ai::variant_name(tetris_ai::FeatureVariant::MdpTetris))] = other;
  return j;
}

void print_features_text(const tetris_ai::BoardFeatures& f,
                         const tetris_ai::BoardFeatures& mdptetris) {
  std::cout << "heights           ";
  for (int x = 0; x < f.width; ++x) std::cout << ' ' << f.heights[static_cast<std::size_t>(x)];
  std::cout << "\n";
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (!feature.of_board()) continue;
    std::string name(feature.name);
    name.resize(19, ' ');
    std::cout << name << f[feature];
    if (feature.by_variant) {
      std::cout << "  (" << tetris_ai::variant_name(tetris_ai::FeatureVariant::MdpTetris) << ": "
                << mdptetris[feature] << ")";
    }
    std::cout << "\n";
  }
}

struct FeaturesOptions {
  std::string board;
  bool json = false;
};

int run_features(const FeaturesOptions& o) {
  const tetris::Board board = load_board(o.board);
  const tetris_ai::BoardFeatures f = tetris_ai::board_features(board);
  const tetris_ai::BoardFeatures m =
      tetris_ai::board_features(board, tetris_ai::FeatureVariant::MdpTetris);
  if (o.json) {
    std::cout << board_features_json(f, m).dump() << "\n";
  } else {
    print_features_text(f, m);
  }
  return EXIT_OK;
}

void add_features(CLI::App& tetris) {
  auto o = std::make_shared<FeaturesOptions>();
  CLI::App* cmd = tetris.add_subcommand(
      "features", "Print the evaluation features of a board file (heights, holes, ...)");
  cmd->add_option("--board", o->board, "Board file: rows top first, '.' empty, '#' filled")
      ->required()
      ->type_name("FILE");
  cmd->add_flag("--json", o->json, "Print one JSON object");
  on_run(cmd, [o] { return run_features(*o); });
}

}  // namespace

[[maybe_unused]] const bool features_command_registered =
    register_command("tetris", 30, add_features);

}  // namespace gameai::cli::tetris_cli
