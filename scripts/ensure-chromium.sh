#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser build).
# Installs it on a fresh Debian machine when we may; otherwise says what to do.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $browser: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "Chromium is missing at $browser." >&2
echo "Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
