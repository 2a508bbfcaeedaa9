// The command tree's registrations (cli.hpp): every group and command adds itself here while the
// program starts, and add_registered_commands() builds the tree from them, ordered by rank.

#include <algorithm>
#include <string>
#include <vector>

#include "cli.hpp"

namespace gameai::cli {
namespace {

struct GroupEntry {
  std::string name, title;
  int rank;
};
struct CommandEntry {
  std::string group;
  int rank;
  AddCommand add;
};
// Filled by the static initialisers of the command files, before main() runs.
std::vector<GroupEntry>& groups() {
  static std::vector<GroupEntry> registry;
  return registry;
}
std::vector<CommandEntry>& commands() {
  static std::vector<CommandEntry> registry;
  return registry;
}

}  // namespace

bool register_group(const char* name, const char* title, int rank) {
  groups().push_back({name, title, rank});
  return true;
}

bool register_command(const char* group, int rank, AddCommand add) {
  commands().push_back({group, rank, add});
  return true;
}

void add_registered_commands(CLI::App& app) {
  std::vector<GroupEntry> sorted_groups = groups();
  std::stable_sort(sorted_groups.begin(), sorted_groups.end(),
                   [](const GroupEntry& a, const GroupEntry& b) { return a.rank < b.rank; });
  std::vector<CommandEntry> sorted_commands = commands();
  std::stable_sort(sorted_commands.begin(), sorted_commands.end(),
                   [](const CommandEntry& a, const CommandEntry& b) { return a.rank < b.rank; });
  for (const GroupEntry& g : sorted_groups) {
    CLI::App* group = app.add_subcommand(g.name);
    group->require_subcommand(1);
    for (const CommandEntry& c : sorted_commands)
      if (c.group == g.name) c.add(*group);
    // "Stored games: list, show, ...": the title and the commands registered.
    std::string description = g.title + ": ";
    for (const std::string& name : subcommand_names(*group))
      description += (description.back() == ' ' ? "" : ", ") + name;
    group->description(description);
  }
}

}  // namespace gameai::cli
