#!/bin/sh
# Entrypoint of the stack's services: exports the secrets the `secrets` job generated (the care-secrets volume at
# /run/care-secrets) under the names each program reads, then runs the command. A variable the environment already
# sets is kept. Without the volume (the image run on its own) it only runs the command.
set -eu
dir=/run/care-secrets

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
  # soketi and MinIO (and its init job) read the same values under their own names.
  : "${SOKETI_DEFAULT_APP_KEY:=$SOKETI_APP_KEY}"
  : "${SOKETI_DEFAULT_APP_SECRET:=$SOKETI_APP_SECRET}"
  : "${MINIO_ROOT_USER:=$S3_ACCESS_KEY_ID}"
  : "${MINIO_ROOT_PASSWORD:=$S3_SECRET_ACCESS_KEY}"
  export JWT_SECRET SOKETI_APP_KEY SOKETI_APP_SECRET S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY PGPASSWORD \
    SOKETI_DEFAULT_APP_KEY SOKETI_DEFAULT_APP_SECRET MINIO_ROOT_USER MINIO_ROOT_PASSWORD
fi

exec "$@"
