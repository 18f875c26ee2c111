#!/usr/bin/env bash
# The README's two commands. Works on a fresh machine with only Node 20 and npm:
#   npm start   install, build every campaign, serve them with the sandbox API at http://localhost:8001
#   npm test    install, lint, typecheck, unit tests, build, budget, Playwright e2e (nginx edge included)
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# The local build forces the dev environment: every API host is the page's own origin.
export H5_ENV=dev
pnpm() { npx -y pnpm@10 "$@"; }

need_root_apt() {
  local pkg=$1
  echo "› installing $pkg from Debian's packages"
  if [ "$(id -u)" != 0 ]; then echo "  needs root (apt-get install -y $pkg)" >&2; exit 1; fi
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null
}

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=silent

case "${1:-}" in
  start)
    echo "› building every campaign"
    pnpm turbo run build --filter='./campaigns/*' --output-logs=errors-only
    exec pnpm exec tsx scripts/serve/start.ts
    ;;
  test)
    # The tests run in Debian's Chromium headless shell (see e2e/config.ts).
    if [ -z "${PLAYWRIGHT_CHROMIUM_EXECUTABLE:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
      need_root_apt chromium-headless-shell
    fi
    if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then need_root_apt nginx; fi
    echo "› lint, typecheck, unused exports (knip), unit tests, build"
    pnpm turbo run lint typecheck knip test build --output-logs=errors-only --concurrency=2
    echo "› budget"
    pnpm exec tsx scripts/budget/budget.ts
    echo "› end-to-end (Playwright, Chromium)"
    pnpm exec playwright test -c e2e/playwright.config.ts
    ;;
  *)
    echo "usage: scripts/run.sh start|test" >&2
    exit 2
    ;;
esac
