#!/usr/bin/env bash
# Installs the tools the browser checkout test and the receipt test use: Debian chromium (driven by playwright-core)
# and poppler-utils (pdftotext/pdftoppm). Idempotent: does nothing when both are present. Needs root (CI image).
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)

# Present: nothing to do, silently (setup.sh runs this on every npm test).
[ ${#missing[@]} -eq 0 ] && exit 0
echo "[install-browser] installing ${missing[*]} (apt-get)" >&2

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
/usr/bin/chromium --version >&2 || true
pdftotext -v 2>&1 | head -1 >&2 || true
