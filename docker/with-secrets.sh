#!/bin/sh
# Entrypoint of the stack's services: exports the secrets the `secrets` job generated (the care-secrets volume at
# /run/care-secrets) under the names each program reads, then runs the command. A variable the environment already
# sets is kept. Without the volume (the image run on its own) it only runs the command.
set -eu
# CARE_SECRETS_DIR: another place, for tests/integration/compose.test.ts, which runs this script.
dir=${CARE_SECRETS_DIR:-/run/care-secrets}

if [ -d "$dir" ]; then
  secret() { cat "$dir/$1"; }
  # The API, the workers, the simulator and the migrate job (packages/infra/src/config.ts).
  : "${JWT_SECRET:=$(secret jwt_secret)}"
  : "${SOKETI_APP_KEY:=$(secret soketi_app_key)}"
  : "${SOKETI_APP_SECRET:=$(secret soketi_app_secret)}"
  : "${S3_ACCESS_KEY_ID:=$(secret minio_root_user)}"
  : "${S3_SECRET_ACCESS_KEY:=$(secret minio_root_password)}"
  # node-postgres reads the password from PGPASSWORD when DATABASE_URL carries none.
  : "${PGPASSWORD:=$(secret postgres_password)}"
  # Redis requires a password (docker-compose.yml redis). Our services (ioredis, and BullMQ's own connections, which
  # it makes from the same URL) read it from REDIS_URL: it is put there when the URL carries no credentials.
  : "${REDIS_PASSWORD:=$(secret redis_password)}"
  if [ -n "${REDIS_URL:-}" ]; then
    case "${REDIS_URL#*://}" in
      *@*) ;;
      *) REDIS_URL="${REDIS_URL%%://*}://:${REDIS_PASSWORD}@${REDIS_URL#*://}" ;;
    esac
    export REDIS_URL
  fi
  # soketi and MinIO (and its init job) read the same values under their own names.
  : "${SOKETI_DEFAULT_APP_KEY:=$SOKETI_APP_KEY}"
  : "${SOKETI_DEFAULT_APP_SECRET:=$SOKETI_APP_SECRET}"
  # soketi's Redis adapter connects with its database.redis settings.
  : "${SOKETI_DB_REDIS_PASSWORD:=$REDIS_PASSWORD}"
  : "${MINIO_ROOT_USER:=$S3_ACCESS_KEY_ID}"
  : "${MINIO_ROOT_PASSWORD:=$S3_SECRET_ACCESS_KEY}"
  export JWT_SECRET SOKETI_APP_KEY SOKETI_APP_SECRET S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY PGPASSWORD REDIS_PASSWORD \
    SOKETI_DEFAULT_APP_KEY SOKETI_DEFAULT_APP_SECRET SOKETI_DB_REDIS_PASSWORD MINIO_ROOT_USER MINIO_ROOT_PASSWORD
  # The alarm webhook's signing key is the operator's, shared with the receiving gateway: used when put in the volume
  # as alarm_webhook_secret (with ALARM_WEBHOOK_URL set; docs/realtime.md "When nobody is watching").
  if [ -f "$dir/alarm_webhook_secret" ]; then
    : "${ALARM_WEBHOOK_SECRET:=$(secret alarm_webhook_secret)}"
    export ALARM_WEBHOOK_SECRET
  fi
  # The single sign-on client's secret is the organisation's, issued by its OpenID Connect provider: used when put in
  # the volume as sso_client_secret (with the other SSO_* settings; docs/sso.md).
  if [ -f "$dir/sso_client_secret" ]; then
    : "${SSO_CLIENT_SECRET:=$(secret sso_client_secret)}"
    export SSO_CLIENT_SECRET
  fi
fi

exec "$@"
