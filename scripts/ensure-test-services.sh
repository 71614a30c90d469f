#!/usr/bin/env bash
# What `npm test` needs before it starts (its `pretest`), and what .ci/run runs too: Debian's Chromium for the browser
# tests, a Postgres and a Redis that answer. Where it can (root, with apt and the machine's own service commands) it
# installs or starts what is missing; elsewhere it stops at once with one line saying what to run, instead of a run
# in which every browser test and every database test fails.
set -euo pipefail

say() { printf 'npm test: %s\n' "$*" >&2; }
stop() {
  say "$*"
  exit 1
}
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Where a Docker engine answers and no DATABASE_URL is given, the test setup runs Postgres and Redis in testcontainers
# (tests/support/global-setup.ts): only Chromium is then needed from the machine.
containers=0
if [ -z "${DATABASE_URL:-}" ] && [ "${TEST_CONTAINERS:-}" != never ] && docker info >/dev/null 2>&1; then containers=1; fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if can_install; then
    say "installing Debian's chromium for the browser tests"
    apt_install chromium
  else
    stop "Chromium is missing at $chromium: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)"
  fi
fi
# Its headless shell, which the browser tests use when it is there (a quarter less CPU, tests/e2e/support/browser.ts):
# installed where we can, never required.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && can_install; then
  say "installing Debian's chromium-headless-shell for the browser tests"
  apt_install chromium-headless-shell
fi

[ "$containers" = 1 ] && exit 0

# Postgres: DATABASE_URL when given (it must answer: nothing here starts another server for it), else the local one.
if [ -n "${DATABASE_URL:-}" ]; then
  if ! command -v pg_isready >/dev/null 2>&1; then
    can_install || stop "pg_isready is missing: run 'sudo apt-get install -y postgresql-client'"
    apt_install postgresql-client
  fi
  # Without the query string: libpq refuses Prisma's own parameters (?schema=…).
  pg_isready -q -d "${DATABASE_URL%%\?*}" ||
    stop "no Postgres answers at DATABASE_URL: start it, or unset DATABASE_URL to use 127.0.0.1:5432"
else
  if ! command -v pg_isready >/dev/null 2>&1; then
    can_install || stop "Postgres is missing: run 'sudo apt-get install -y postgresql' (or set DATABASE_URL)"
    say "installing Debian's postgresql"
    apt_install postgresql
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    # The client alone (no cluster): the server package brings the cluster.
    if [ ! -d /etc/postgresql ] && can_install; then
      say "installing Debian's postgresql"
      apt_install postgresql
    fi
    if [ "$(id -u)" = 0 ] && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
      say "starting Postgres"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
      for _ in $(seq 1 50); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.2; done
    fi
    pg_isready -q -h 127.0.0.1 -p 5432 ||
      stop "no Postgres answers at 127.0.0.1:5432: start it (pg_ctlcluster <version> main start) or set DATABASE_URL"
  fi
fi

# Redis: REDIS_URL when given (it must answer), else the local one on 6379.
redis_answers() {
  if [ -n "${REDIS_URL:-}" ]; then redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1; else
    redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1
  fi
}
if ! command -v redis-cli >/dev/null 2>&1 || { ! redis_answers && ! command -v redis-server >/dev/null 2>&1; }; then
  can_install || stop "Redis is missing: run 'sudo apt-get install -y redis-server' (or set REDIS_URL)"
  say "installing Debian's redis-server"
  apt_install redis-server
fi
if ! redis_answers; then
  [ -n "${REDIS_URL:-}" ] && stop "no Redis answers at REDIS_URL ($REDIS_URL): start it, or unset REDIS_URL"
  if [ "$(id -u)" = 0 ] && command -v redis-server >/dev/null 2>&1; then
    say "starting Redis"
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
    for _ in $(seq 1 50); do redis_answers && break; sleep 0.2; done
  fi
  redis_answers || stop "no Redis answers at 127.0.0.1:6379: start it (redis-server --daemonize yes) or set REDIS_URL"
fi
