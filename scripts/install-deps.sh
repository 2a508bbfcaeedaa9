#!/usr/bin/env bash
# Installs everything gameai needs to build, test and run on Debian 12, from Debian's packages.
# Idempotent: packages already present are left alone. Works as root or through sudo.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config git
  libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev nlohmann-json3-dev libfmt-dev libsqlite3-dev sqlite3
  qt6-translations-l10n imagemagick
  qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-multimedia-dev libgl-dev libqt6opengl6-dev
  xvfb xauth xboard fairy-stockfish clang-format clang-tidy fonts-wqy-microhei
  emscripten chromium chromium-driver nodejs
  clang libclang-rt-14-dev lld
  openmpi-bin libopenmpi-dev
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# The browser edition's test installs its npm packages with npm, which some nodejs builds bundle
# and Debian packages separately.
command -v npm >/dev/null 2>&1 || missing+=(npm)

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages already installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
  SUDO="sudo"
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
