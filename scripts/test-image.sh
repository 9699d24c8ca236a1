#!/usr/bin/env bash
# npm run test:image: builds the Docker image with podman (ENGINE=docker works too) and runs it the
# ways the README's Docker section says, on 127.0.0.1 only; removes what it started. Not part of CI
# (a build is minutes of npm ci and compiling). Prints one line per check, "ok" or "FAIL", and exits
# non-zero when any check failed.
#   IMAGE=studio-website:test  PORT=39400 (uses PORT..PORT+3)
#   BUILD_OPTS='...'  extra build options (e.g. a -v mount with an npmrc for a proxied registry)
#   SKIP_BUILD=1      test the image already built
set -u
cd "$(dirname "$0")/.."
ENGINE=${ENGINE:-podman}
# podman without systemd complains on stderr at each run that it cannot schedule the HEALTHCHECK.
# (Through a file: a detached container's monitor keeps a pipe open.)
engine() {
  local rc
  "$ENGINE" "$@" 2>"$WORK/stderr"
  rc=$?
  grep -v 'systemd connection' "$WORK/stderr" >&2
  return $rc
}
IMAGE=${IMAGE:-studio-website:test}
PORT=${PORT:-39400}
ADMIN=(-e ADMIN_EMAIL=owner@example.com -e ADMIN_PASSWORD=correct-horse-battery)
WORK=$(mktemp -d)
failed=0
check() { # NAME CONDITION-RESULT(0 ok) DETAIL
  if [ "$2" = 0 ]; then echo "ok    $1${3:+: $3}"; else echo "FAIL  $1${3:+: $3}"; failed=1; fi
}
remove() { # one at a time: podman removes none of a list with a name it does not know
  for name in tim-embedded tim-demo tim-site tim-api; do $ENGINE rm -f -t 0 "$name" >/dev/null 2>&1; done
  $ENGINE volume rm -f tim-data >/dev/null 2>&1
}
trap 'remove; rm -rf "$WORK"' EXIT
remove
healthy() { # PORT: waits up to 40 s for /healthz 200
  for _ in $(seq 1 160); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/healthz")" = 200 ] && return 0
    sleep 0.25
  done
  return 1
}
status() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1$2"; }
pages() { # PORT: every public page the README's modes serve answers 200
  local bad=""
  for p in / /resources/shop /resources/blogs /auth/login; do [ "$(status "$1" "$p")" = 200 ] || bad+=" $p"; done
  [ -z "$bad" ] && echo 0 || echo "1 ($bad )"
}
# Sign-in through the form (the csrf field and cookies by hand: they are Secure, which curl drops over http).
sign_in() { # PORT EMAIL PASSWORD -> prints the dashboard's status
  local base="http://127.0.0.1:$1" csrf cookie session
  csrf=$(curl -s -D "$WORK/h" "$base/auth/login" | grep -o 'name="csrf" value="[^"]*"' | head -1 | sed 's/.*value="//;s/"//')
  cookie=$(grep -i '^set-cookie: __csrf=' "$WORK/h" | sed 's/^[^:]*: //;s/;.*//' | tr -d '\r')
  session=$(curl -s -D - -o /dev/null -H "Cookie: $cookie" -H "Origin: $base" --data-urlencode "csrf=$csrf" \
    --data-urlencode "email=$2" --data-urlencode "password=$3" "$base/auth/login" |
    grep -i '^set-cookie: __studio_admin=' | sed 's/^[^:]*: //;s/;.*//' | tr -d '\r')
  curl -s -o /dev/null -w '%{http_code}' -H "Cookie: $session" "$base/dashboard/admin/"
}

if [ "${SKIP_BUILD:-}" != 1 ]; then
  format=(); [ "$ENGINE" = podman ] && format=(--format docker) # podman's OCI format drops HEALTHCHECK
  start=$(date +%s)
  # shellcheck disable=SC2086
  $ENGINE build "${format[@]}" ${BUILD_OPTS:-} -t "$IMAGE" . >"$WORK/build.log" 2>&1
  check "build" $? "$(($(date +%s) - start)) s"
  [ $failed = 0 ] || { tail -30 "$WORK/build.log"; exit 1; }
fi
bytes=$($ENGINE image inspect "$IMAGE" --format '{{.Size}}')
echo "image $IMAGE: $((bytes / 1000000)) MB"
echo "  $(engine run --rm --entrypoint sh "$IMAGE" -c 'du -sm /app/node_modules /app/build /app/public | tr "\t\n" "  "')"

# The image's own promises: no TypeScript compiler, better-sqlite3 without its build leftovers, code
# the process cannot rewrite.
engine run --rm --entrypoint sh "$IMAGE" -c 'test ! -e node_modules/typescript && test ! -e node_modules/better-sqlite3/deps && test -f node_modules/better-sqlite3/build/Release/better_sqlite3.node'
check "no typescript, better-sqlite3 addon only" $?
out=$(engine run --rm --entrypoint sh "$IMAGE" -c 'touch server/start.ts 2>&1; stat -c "%U %a" server/start.ts /data')
echo "$out" | grep -q 'Permission denied'
check "the app's files belong to root, the process cannot change them" $? "$(echo "$out" | tr '\n' ' ')"

echo "== no variables: refuses with one line"
out=$(engine run --rm "$IMAGE" 2>&1); code=$?
[ $code = 1 ] && [ "$(echo "$out" | wc -l)" = 1 ]
check "exit $code" $? "$out"
out=$(engine run --rm "${ADMIN[@]}" "$IMAGE" 2>&1); code=$?
[ $code = 1 ] && echo "$out" | grep -q '"msg":"Configuration error: TRUST_PROXY is not set'
check "without TRUST_PROXY: exit $code" $? "$out"

echo "== embedded API, a named volume at /data"
engine volume create tim-data >/dev/null
engine run -d --name tim-embedded -p "127.0.0.1:$PORT:3000" "${ADMIN[@]}" -e TRUST_PROXY=0 -v tim-data:/data "$IMAGE" >/dev/null
healthy "$PORT"; check "healthy" $?
read -r code detail <<<"$(pages "$PORT")"; check "pages 200" "$code" "$detail"
code=$(sign_in "$PORT" owner@example.com correct-horse-battery); [ "$code" = 200 ]; check "sign-in, dashboard" $? "$code"
out=$(engine exec tim-embedded sh -c 'stat -c "%a %n" /data /data/studio.db /data/.session-secret')
! echo "$out" | grep -vqE '^(700 /data|600 .*)$'
check "DATA_DIR private" $? "$(echo "$out" | tr '\n' ' ')"
out=$(engine exec tim-embedded npm run --silent backup -- --out /data/backup-check 2>&1)
echo "$out" | grep -q '^Backed up /data to /data/backup-check'; check "npm run backup while serving" $? "$out"
secret=$(engine exec tim-embedded cat /data/.session-secret)
t0=$(date +%s.%N); engine stop tim-embedded >/dev/null 2>&1
took=$(echo "$(date +%s.%N) - $t0" | bc); code=$($ENGINE inspect tim-embedded --format '{{.State.ExitCode}}')
[ "$code" = 0 ]; check "docker stop (10 s): exit $code" $? "$took s"
engine start tim-embedded >/dev/null; healthy "$PORT"
[ "$(engine exec tim-embedded cat /data/.session-secret)" = "$secret" ]; check "restart keeps the volume" $?
engine rm -f -t 0 tim-embedded >/dev/null

echo "== embedded API, a root-owned bind mount at /data"
mkdir -p "$WORK/data"
out=$(engine run --rm "${ADMIN[@]}" -e TRUST_PROXY=0 -v "$WORK/data:/data" "$IMAGE" 2>&1); code=$?
if [ "$(id -u)" = 0 ]; then
  [ $code = 1 ] && echo "$out" | grep -q '"msg":"Configuration error: DATA_DIR /data is not writable'
  check "exit $code, one line" $? "$out"
  chown 1000:1000 "$WORK/data"
  engine run -d --name tim-site -p "127.0.0.1:$((PORT + 1)):3000" "${ADMIN[@]}" -e TRUST_PROXY=0 -v "$WORK/data:/data" "$IMAGE" >/dev/null
  healthy $((PORT + 1)); check "after chown 1000:1000, as the README says" $?
  engine rm -f -t 0 tim-site >/dev/null
else
  echo "skip  (needs root to make a root-owned folder)"
fi

echo "== DEMO=1"
P=$((PORT + 2))
engine run -d --name tim-demo -p "127.0.0.1:$P:3000" -e DEMO=1 "$IMAGE" >/dev/null
healthy "$P"; check "healthy" $?
read -r code detail <<<"$(pages "$P")"; check "pages 200" "$code" "$detail"
code=$(sign_in "$P" admin@studio.local studio-admin); [ "$code" = 200 ]; check "demo sign-in" $? "$code"

echo "== SIGTERM while a slow POST is in flight (docker stop's default 10 s)"
python3 -c "print('email=a%40b.c&password=x&pad='+'a'*24000, end='')" >"$WORK/body"
curl -s -o /dev/null -w '%{http_code}' --limit-rate 4k -H 'Content-Type: application/x-www-form-urlencoded' \
  -H "Origin: http://127.0.0.1:$P" --data-binary @"$WORK/body" "http://127.0.0.1:$P/auth/login" >"$WORK/inflight" &
cpid=$!
sleep 2
t0=$(date +%s.%N); engine stop tim-demo >/dev/null 2>&1
took=$(echo "$(date +%s.%N) - $t0" | bc); code=$($ENGINE inspect tim-demo --format '{{.State.ExitCode}}')
wait $cpid
[ "$code" = 0 ]; check "stopped: exit $code" $? "$took s"
inflight=$(cat "$WORK/inflight"); [ "$inflight" != 000 ]; check "the in-flight POST was answered" $? "$inflight"
engine logs tim-demo 2>&1 | grep -qE 'drained: exiting'; check "drained before exiting" $?

echo "== with the PHP API (the embedded API in its own container standing in for it)"
P=$((PORT + 3))
engine run -d --name tim-api -p "127.0.0.1:$P:3000" -e STUDIO_API_TOKEN=api-token -e ANALYTICS_API_TOKEN=an-token \
  -e DEMO=1 -e STUDIO_API_PORT=4010 "$IMAGE" npm run --silent studio-api >/dev/null
for _ in $(seq 1 120); do engine logs tim-api 2>&1 | grep -q 'studio API listening' && break; sleep 0.5; done
# The site shares the stand-in's network namespace: the API is on its loopback, http:// allowed there.
engine run -d --name tim-site --network container:tim-api -e STUDIO_API_URL=http://127.0.0.1:4010/ \
  -e STUDIO_API_TOKEN=api-token -e ANALYTICS_API_TOKEN=an-token -e SESSION_SECRET=a-long-session-secret \
  -e TRUST_PROXY=1 -e SITE_URL=https://aniwa.example "$IMAGE" >/dev/null
healthy "$P"; check "healthy" $?
read -r code detail <<<"$(pages "$P")"; check "pages 200" "$code" "$detail"
curl -s "http://127.0.0.1:$P/healthz" | grep -q '"upstream":"up"'; check "upstream up" $?
curl -s "http://127.0.0.1:$P/sitemap.xml" | grep -q 'https://aniwa.example/'; check "SITE_URL in the sitemap" $?

[ $failed = 0 ] && echo "all checks passed" || echo "some checks FAILED"
exit $failed
