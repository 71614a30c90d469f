#!/bin/sh
# One-shot (compose service `secrets`): generates the stack's secrets into the named volume mounted at
# /run/care-secrets, each once. Later runs keep them: Postgres was initialised with its password and live tokens
# are signed with the JWT secret. Nothing secret is in the repository or in docker-compose.yml.
# To use your own values, write them into the volume's files before the first `docker compose up`.
set -eu
dir=/run/care-secrets
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
# Readable by every service user (postgres runs as uid 70); only the stack's containers mount the volume.
chmod 0444 "$dir"/*
