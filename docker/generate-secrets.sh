#!/bin/sh
# One-shot (compose service `secrets`): generates the stack's secrets into the named volume mounted at
# /run/care-secrets, each once. Later runs keep them: Postgres was initialised with its password and live tokens
# are signed with the JWT secret. Nothing secret is in the repository or in docker-compose.yml.
# To use your own values, write them into the volume's files before the first `docker compose up`.
set -eu
# CARE_SECRETS_DIR: another place, for tests/integration/compose.test.ts, which runs this script.
dir=${CARE_SECRETS_DIR:-/run/care-secrets}
umask 022

# $1 random bytes from the kernel's CSPRNG as lowercase hex.
hex() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }

generate() {
  if [ -s "$dir/$1" ]; then return 0; fi
  hex "$2" >"$dir/$1.tmp"
  mv "$dir/$1.tmp" "$dir/$1"
  echo "secrets: generated $1"
}

generate jwt_secret 32
generate soketi_app_key 16
generate soketi_app_secret 32
generate minio_root_user 8
generate minio_root_password 32
generate postgres_password 24
generate redis_password 24

# Redis reads its password from a configuration file (docker-compose.yml: redis-server <this file> ...), so that it
# is in neither its command line nor its environment. Written again on every start: a redis_password of your own
# (hex or other URL-safe text: the clients put it into REDIS_URL) takes effect.
printf 'requirepass %s\n' "$(cat "$dir/redis_password")" >"$dir/redis.conf.tmp"
mv "$dir/redis.conf.tmp" "$dir/redis.conf"

# Readable by every service user (postgres runs as uid 70); only the stack's containers mount the volume.
chmod 0444 "$dir"/*
