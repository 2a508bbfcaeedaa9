// `gameai tetris fit`: a player's linear weights learnt from its recorded games (the conditional
// logit of tetris_ai/fit.hpp), with how often they choose what the player chose in held-out games.

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli.hpp"
#include "common/timing.hpp"
#include "dataset/tetris_fit.hpp"
#include "dataset/tetris_run_fit.hpp"
#include "game_files/error.hpp"
#include "records_view.hpp"
#include "tetris_ai/feature_table.hpp"
#include "tetris_ai/fit.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::cli::tetris_cli {
namespace {

struct FitCommandOptions {
  std::string db;
  std::string player;  // a person's recorded name ("human" for the desktop app's and page's)
  std::string ai;      // an AI's recorded name ("linear", "eltetris", ...)
  std::vector<std::int64_t> ids;
  std::string out;
  std::uint32_t holdout = dataset::RUN_FIT_HOLDOUT_EVERY;  // as the desktop and the page
  std::string variant = "eltetris";
  double ridge = tetris_ai::FitOptions{}.ridge;
  bool no_slips = false;
  std::size_t max_placements = 1'000'000;  // about 1.5 GB of candidates
  std::string reference;                   // a weights file the player is thought to play by
  bool json = false;
};

// The linear weights of the weights file `path`, as `--ai linear --weights FILE` plays them.
tetris_ai::LinearWeights read_reference(const std::string& path, const std::string& variant) {
  tetris_ai::PlayerSettings settings;
  settings.ai = "linear";
  try {
    tetris_ai::load_weights_file(settings, path);
    const tetris_ai::Player player(settings, tetris::RuleSet::Classic);
    const nlohmann::json j = player.weights_json();
    const auto declared = j.find(std::string(tetris_ai::VARIANT_KEY));
    if (declared != j.end() && declared->is_string() && *declared != variant) {
      throw InputError(fmt::format(
          "--reference {}: its features are measured as {} and the fit's as {}: give --variant {}",
          path, declared->get<std::string>(), variant, declared->get<std::string>()));
    }
    tetris_ai::LinearWeights w;
    tetris_ai::from_json(j, w);
    return w;
  } catch (const tetris_ai::PlayerError& e) {
    throw InputError(std::string("--reference: ") + e.what());
  }
}

// "human (12 games), linear (40 games)": who played the games, for a selection that found none.
std::string players_of(const std::vector<game_files::GameSummary>& games) {
  std::map<std::string, int> count;
  for (const auto& g : games) {
    std::vector<std::string> seen;
    for (const auto& s : g.stretches) {
      const std::string name =
          std::string(s.player.kind == game_files::PlayerInfo::Kind::Human ? "--player "
                                                                           : "--ai ") +
          s.player.name;
      if (std::find(seen.begin(), seen.end(), name) == seen.end()) seen.push_back(name);
    }
    if (seen.empty() && !g.players.empty()) {
      const auto& p = g.players.front();
      seen.push_back(
          std::string(p.kind == game_files::PlayerInfo::Kind::Human ? "--player " : "--ai ") +
          p.name);
    }
    for (const auto& n : seen) ++count[n];
  }
  std::string text;
  for (const auto& [name, n] : count)
    text += (text.empty() ? "" : ", ") + name + " (" + counted(n, "game", "games") + ")";
  return text;
}

std::string percent(std::size_t part, std::size_t whole) {
  return whole == 0 ? std::string("-")
                    : fmt::format("{:.1f} %", 100.0 * tetris_ai::Agreement::rate(part, whole));
}

nlohmann::ordered_json agreement_json(const tetris_ai::Agreement& a) {
  nlohmann::ordered_json j;
  j["positions"] = a.positions;
  j["agreed"] = a.agreed;
  j["rate"] = tetris_ai::Agreement::rate(a.agreed, a.positions);
  j["contested_positions"] = a.contested;
  j["contested_agreed"] = a.contested_agreed;
  j["contested_rate"] = tetris_ai::Agreement::rate(a.contested_agreed, a.contested);
  j["eltetris_rate"] = tetris_ai::Agreement::rate(a.eltetris_agreed, a.positions);
  j["dellacherie_rate"] = tetris_ai::Agreement::rate(a.dellacherie_agreed, a.positions);
  return j;
}

// Refuses an --out that cannot be written, or that is the database or one of its files, before
// any work is done.
void check_out(const std::string& out, const std::string& db) {
  if (out.empty()) return;
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(out, ec))
    throw InputError("--out " + out + " is a directory: give a file name for the weights");
  const fs::path dir = fs::absolute(out, ec).parent_path();
  if (!fs::is_directory(dir, ec))
    throw InputError("cannot write '" + out + "': the directory " + dir.string() +
                     " does not exist");
  const fs::path db_path = fs::weakly_canonical(db, ec);
  const fs::path out_path = fs::weakly_canonical(out, ec);
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
    if (out_path == fs::path(db_path.string() + suffix))
      throw UsageError("--out " + out + " is the records database" +
                       (*suffix != '\0' ? std::string(" 's ") + (suffix + 1) + " file" : "") +
                       ": give another file for the weights");
  }
}

// "1 position", "12 positions".
std::string positions(std::size_t n) {
  return counted(n, "position", "positions");
}

int run_fit(const FitCommandOptions& o) {
  const auto variant = tetris_ai::variant_from_string(o.variant);
  if (o.holdout == 1)
    throw UsageError("--holdout 1 would hold out every game: give 0 (none) or 2 or more");
  // What can be checked before the games are read is checked first.
  std::optional<tetris_ai::LinearWeights> reference_weights;
  if (!o.reference.empty()) reference_weights = read_reference(o.reference, o.variant);
  auto store = records_view::open_store_to_read(o.db);
  check_out(o.out, store->path());
  const std::vector<game_files::GameSummary> games =
      records_view::games_of_kind(*store, o.ids, game_files::GameKind::Tetris);
  if (games.empty())
    throw InputError(fmt::format("{} holds no Tetris games to learn from", store->path()));

  dataset::PlayerSelection who;
  std::string who_text = "any player";
  if (!o.player.empty()) {
    who.kind = game_files::PlayerInfo::Kind::Human;
    who.name = o.player;
    who_text = "the person '" + o.player + "'";
  } else if (!o.ai.empty()) {
    who.kind = game_files::PlayerInfo::Kind::Ai;
    who.name = o.ai;
    who_text = "the AI '" + o.ai + "'";
  }

  const bool live = live_terminal();
  const common::Stopwatch clock;
  tetris_ai::ChoiceData data(*variant);
  dataset::ChoiceSummary collected;
  try {
    collected = dataset::collect_choices(
        *store, games, who, data,
        [&](std::size_t done) {
          if (live) {
            std::cerr << fmt::format("\r\x1b[Kreplaying games: {}/{}, {} placements", done,
                                     games.size(), data.size())
                      << std::flush;
          }
        },
        o.max_placements);
  } catch (const std::bad_alloc&) {
    throw InputError(
        fmt::format("out of memory after {} (about 1.5 KB each): give a smaller --max-placements",
                    counted(data.size(), "placement", "placements")));
  }
  if (live) std::cerr << "\r\x1b[K" << std::flush;
  for (const std::int64_t id : collected.diverged) {
    std::cerr << fmt::format(
        "gameai: game {} does not replay exactly and was skipped ('gameai records replay {} --db "
        "{}' shows where)\n",
        id, id, store->path());
  }
  if (collected.capped) {
    std::cerr << fmt::format(
        "read the first {} only (--max-placements): the games after it are left out\n",
        counted(data.size(), "placement", "placements"));
  }
  if (data.empty()) {
    throw InputError(fmt::format("no placements of {} {}in {}{}; the Tetris games {} are by: {}",
                                 who_text, collected.diverged.empty() ? "" : "that replay ",
                                 store->path(), o.ids.empty() ? "" : " among the games of --id",
                                 o.ids.empty() ? "there" : "chosen", players_of(games)));
  }
  std::string rules_text;
  for (const auto& r : collected.rules) rules_text += (rules_text.empty() ? "" : ", ") + r;
  std::cerr << fmt::format("read {} of {} from {} ({}) in {:.1f} s\n",
                           counted(data.size(), "placement", "placements"), who_text,
                           counted(collected.games, "game", "games"), rules_text, clock.seconds());
  if (collected.not_legal > 0) {
    std::cerr << fmt::format(
        "{} not among the legal placements from the spawn position, left out\n",
        counted(collected.not_legal, "recorded placement is", "recorded placements are"));
  }
  if (std::find(collected.rules.begin(), collected.rules.end(), "guideline") !=
      collected.rules.end()) {
    std::cerr << "guideline games: the fit models where each placed piece went among its resting "
                 "places; whether to hold, and the previews, are not in the model ("
              << counted(collected.held, "placement", "placements") << " followed a hold)\n";
  }

  tetris_ai::Split split = tetris_ai::split_by_group(data, o.holdout);
  bool held_out = !split.held_out.empty();
  if (split.fit.empty()) {  // one game and it is the held-out one: fit it, measure it in-sample
    split.fit = split.held_out;
    held_out = false;
  }
  std::cerr << fmt::format(
      "fitting {}{}\n", counted(split.fit.size(), "placement", "placements"),
      held_out ? fmt::format(", holding out {} (one game in {})", split.held_out.size(), o.holdout)
               : std::string(", no game held out: the agreement below is measured on the "
                             "placements it was fitted to"));
  tetris_ai::FitOptions options;
  options.ridge = o.ridge;
  options.slips = !o.no_slips;
  const common::Stopwatch fit_clock;
  options.progress = [&](int iteration, double ll) {
    if (live) {
      std::cerr << fmt::format("\r\x1b[Kiteration {}: mean log-likelihood {:.5f}", iteration, ll)
                << std::flush;
    }
  };
  const tetris_ai::FitResult fit = tetris_ai::fit_weights(data, split.fit, options);
  if (live) std::cerr << "\r\x1b[K" << std::flush;
  const double fit_seconds = fit_clock.seconds();
  const auto& measured_on = held_out ? split.held_out : split.fit;
  const tetris_ai::Agreement a = tetris_ai::agreement(data, measured_on, fit.weights);
  const tetris_ai::Agreement in_sample = tetris_ai::agreement(data, split.fit, fit.weights);
  // The reference's own agreement, and the fitted weights' where the reference chose as the
  // player did (for a noisy player: the placements the noise did not touch).
  std::optional<tetris_ai::Agreement> reference;
  std::optional<tetris_ai::Agreement> where_reference_agrees;
  if (reference_weights) {
    const tetris_ai::LinearWeights& ref = *reference_weights;
    reference = tetris_ai::agreement(data, measured_on, ref);
    std::vector<std::size_t> agreed;
    for (const std::size_t i : measured_on) {
      if (data.choice(i, ref) == data.decision(i).chosen) agreed.push_back(i);
    }
    where_reference_agrees = tetris_ai::agreement(data, agreed, fit.weights);
  }

  nlohmann::json weights;
  tetris_ai::to_json(weights, fit.weights);
  weights[std::string(tetris_ai::VARIANT_KEY)] = o.variant;
  if (!o.out.empty()) {
    std::ofstream file(o.out, std::ios::binary | std::ios::trunc);
    if (!file) throw InputError("cannot write '" + o.out + "': check the directory exists");
    file << weights.dump(2) << "\n";
    file.flush();
    if (!file) throw InputError("writing '" + o.out + "' failed (disk full?)");
  }

  if (o.json) {
    nlohmann::ordered_json j;
    j["player"] =
        who.kind ? nlohmann::ordered_json{{"kind", who.kind == game_files::PlayerInfo::Kind::Human
                                                       ? "person"
                                                       : "ai"},
                                          {"name", who.name}}
                 : nlohmann::ordered_json(nullptr);
    j["games"] = collected.games;
    j["rules"] = collected.rules;
    j["placements"] = data.size();
    j["fit_placements"] = split.fit.size();
    j["held_out_placements"] = held_out ? split.held_out.size() : 0;
    j["skipped_games"] = collected.diverged;
    j["not_legal"] = collected.not_legal;
    j["held"] = collected.held;
    j["iterations"] = fit.iterations;
    j["converged"] = fit.converged;
    j["log_likelihood"] = fit.log_likelihood;
    j["logit_log_likelihood"] = fit.logit_log_likelihood;
    j["slip_share"] = fit.slip_share;
    j["seconds"] = fit_seconds;
    j["agreement"] = agreement_json(a);
    if (held_out) j["agreement_in_sample"] = agreement_json(in_sample);
    if (reference) {
      j["reference"] = o.reference;
      j["reference_agreement"] = agreement_json(*reference);
      j["agreement_where_reference_agrees"] = agreement_json(*where_reference_agrees);
    }
    j["weights"] = weights;
    if (!o.out.empty()) j["out"] = o.out;
    std::cout << j.dump(2) << "\n";
    return EXIT_OK;
  }
  const std::string where = held_out ? "held-out games" : "fitted games";
  std::cout << fmt::format("fitted {} in {} ({:.2f} s), mean log-likelihood {:.4f}{}\n",
                           counted(split.fit.size(), "placement", "placements"),
                           counted(fit.iterations, "iteration", "iterations"), fit_seconds,
                           fit.log_likelihood, fit.converged ? "" : " (not converged)");
  if (!o.no_slips) {
    std::cout << fmt::format("slips (placements that look chosen at random): {:.1f} %\n",
                             100 * fit.slip_share);
  }
  std::cout << fmt::format(
      "agreement on the {}: {} of {}; El-Tetris's weights {}, Dellacherie's {}\n", where,
      percent(a.agreed, a.positions), positions(a.positions),
      percent(a.eltetris_agreed, a.positions), percent(a.dellacherie_agreed, a.positions));
  std::cout << fmt::format(
      "where El-Tetris or Dellacherie choose otherwise than the player: {} of {}\n",
      percent(a.contested_agreed, a.contested), positions(a.contested));
  if (reference) {
    std::cout << fmt::format(
        "{} chooses as the player did in {} of the {} above; on those {} the fitted weights agree "
        "in {}\n",
        o.reference, percent(reference->agreed, reference->positions),
        positions(reference->positions), where_reference_agrees->positions,
        percent(where_reference_agrees->agreed, where_reference_agrees->positions));
  }
  std::cout << "weights:\n";
  for (const tetris_ai::Feature& f : tetris_ai::FEATURES)
    std::cout << fmt::format("  {:<20} {:>12.4f}\n", f.name,
                             // A weight that rounds to 0 prints as 0, not "-0.0000".
                             std::abs(fit.weights[f.index]) < 5e-5 ? 0.0 : fit.weights[f.index]);
  if (!o.out.empty()) {
    std::cout << fmt::format("wrote {}: play with --ai linear --weights {}\n", o.out, o.out);
  }
  return EXIT_OK;
}

void add_fit_command(CLI::App& tetris) {
  auto o = std::make_shared<FitCommandOptions>();
  CLI::App* fit = tetris.add_subcommand(
      "fit",
      "Learn a player's linear weights from its recorded games: each recorded placement made the "
      "likeliest among its position's legal placements; prints how often the weights choose "
      "what the player chose in games held out. Without --player or --ai every player's "
      "placements count, and games of every rule set");
  records_view::add_db_option(fit, o->db);
  auto* player = fit->add_option("--player", o->player,
                                 "learn from this person's placements (the desktop app and the "
                                 "page record a person as 'human')")
                     ->option_text("NAME");
  auto* ai = fit->add_option("--ai", o->ai,
                             "learn from this AI's placements (its name as 'gameai records "
                             "list' shows it: linear, eltetris, ...)")
                 ->option_text("NAME");
  player->excludes(ai);
  fit->add_option("--id", o->ids, "learn from these games only (repeatable)")
      ->check(whole_number<std::int64_t>(1));
  fit->add_option("--out", o->out, "write the weights to FILE (for --ai linear --weights FILE)")
      ->option_text("FILE");
  fit->add_option("--holdout", o->holdout,
                  "hold out every Nth game to measure the agreement on (0: none)")
      ->check(whole_number<std::uint32_t>(0, 1000))
      ->capture_default_str();
  fit->add_option("--variant", o->variant,
                  "how the features are measured: eltetris (as --ai linear by default) or "
                  "mdptetris")
      ->check(CLI::IsMember({"eltetris", "mdptetris"}))
      ->capture_default_str();
  fit->add_option("--ridge", o->ridge,
                  "the ridge penalty that keeps the weights finite (larger: smaller weights)")
      ->check(number_in(0, 1e6))
      ->capture_default_str();
  fit->add_flag("--no-slips", o->no_slips,
                "fit the logit alone, without a share of random placements (slips) mixed in");
  fit->add_option("--max-placements", o->max_placements,
                  "read at most N placements (about 1.5 KB of memory each; 0: no limit)")
      ->check(whole_number<std::size_t>(0))
      ->capture_default_str();
  fit->add_option("--reference", o->reference,
                  "a weights file the player is thought to play by: also report its agreement, "
                  "and the fitted weights' where it chooses as the player did")
      ->option_text("FILE");
  fit->add_flag("--json", o->json, "print the result as one JSON object");
  on_run(fit, records_view::guarded([o] { return run_fit(*o); }));
}

[[maybe_unused]] const bool fit_command_registered =
    register_command("tetris", 65, add_fit_command);

}  // namespace
}  // namespace gameai::cli::tetris_cli
