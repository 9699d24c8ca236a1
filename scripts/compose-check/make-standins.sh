#!/usr/bin/env bash
# make-standins.sh: local stand-ins for the two images compose.yaml pulls, which this machine cannot
# pull (no registry): nginx:1.28-alpine and redis:7-alpine.
#   compose-standin-nginx: Debian sid (nginx 1.30, which has `resolve` on upstream servers, 1.27.3 or
#     later; bookworm's 1.22 has not), debootstrap --variant=minbase, with the official image's
#     entrypoint steps compose.yaml uses (nginx-entrypoint.sh) and its logs to stdout/stderr.
#   compose-standin-redis: Debian bookworm's redis-server 7.0 (redis.Containerfile).
# Skips an image that exists; REBUILD=1 makes both again. Needs root, podman, debootstrap and the base
# image the Dockerfile names, node:24-bookworm-slim, in podman's store (docs/deploy.md, "Checking it").
#   MIRROR=http://deb.debian.org/debian  WORK=/tmp/compose-check-standins
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
MIRROR=${MIRROR:-http://deb.debian.org/debian}
WORK=${WORK:-/tmp/compose-check-standins}
NGINX_IMAGE=${NGINX_IMAGE:-localhost/compose-standin-nginx:sid}
REDIS_IMAGE=${REDIS_IMAGE:-localhost/compose-standin-redis:bookworm}
exists() { podman image exists "$1" && [ "${REBUILD:-}" != 1 ]; }

if exists "$NGINX_IMAGE"; then
  echo "$NGINX_IMAGE: there already"
else
  rootfs=$WORK/nginx-rootfs
  rm -rf "$rootfs" && mkdir -p "$WORK"
  debootstrap --variant=minbase --include=nginx,gettext-base sid "$rootfs" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
    { tail -20 "$WORK/debootstrap.log"; exit 1; }
  rm -f "$rootfs/etc/nginx/sites-enabled/default"
  ln -sf /dev/stdout "$rootfs/var/log/nginx/access.log"
  ln -sf /dev/stderr "$rootfs/var/log/nginx/error.log"
  mkdir -p "$rootfs/etc/nginx/templates"
  install -m 0755 "$HERE/nginx-entrypoint.sh" "$rootfs/docker-entrypoint.sh"
  chroot "$rootfs" apt-get clean
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/tmp/*
  : >"$rootfs/etc/resolv.conf"
  : >"$rootfs/etc/hostname"
  tar --numeric-owner --xattrs -C "$rootfs" -cf - . | podman import -q \
    --change 'ENTRYPOINT ["/docker-entrypoint.sh"]' \
    --change 'CMD ["nginx", "-g", "daemon off;"]' \
    --change 'STOPSIGNAL SIGQUIT' \
    --message "make-standins.sh: Debian sid minbase + nginx" - "$NGINX_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi
podman run --rm "$NGINX_IMAGE" nginx -v 2>&1 | sed "s|^|$NGINX_IMAGE: |"

if exists "$REDIS_IMAGE"; then
  echo "$REDIS_IMAGE: there already"
else
  podman build -q -f "$HERE/redis.Containerfile" -t "$REDIS_IMAGE" "$HERE" >/dev/null
fi
podman run --rm "$REDIS_IMAGE" redis-server --version | sed "s|^|$REDIS_IMAGE: |"
