#!/usr/bin/env bash
# compose-check.sh (npm run check:compose): runs compose.yaml's topology by hand with podman and
# checks the one thing a unit test cannot: that nginx follows the replicas' addresses (docs/deploy.md, "Checking it").
# podman-compose 1.0.3 ignores `configs:`, so each service is started here as compose.yaml says,
# taken from compose.yaml itself (scripts/compose-check/compose-env.py): redis with its command and
# volume, two replicas with its environment, volumes and stop_grace_period, nginx with its config
# (`resolver` + `resolve`) and environment, on one podman network where each answers to its service
# name. The studio API is the embedded one in a container of its own (it listens on its loopback; a
# small forwarder in that container offers it as http://api:4011/).
#   1. 10 s of steady GETs through nginx (load.mjs: 2 workers, ~40 a second, bounded in time and count);
#   2. `podman restart site-1` (SIGTERM, then a start on the next free address of the network): how
#      long until nginx sends it requests again (each answer's X-Request-Id is in one replica's log);
#   3. site-2 stopped (SIGTERM) with 20 s of load after: no 5xx, no missing answer, none slower than 3 s.
# Prints a summary (scripts/compose-check/report.mjs), exits 1 when a check fails, removes its
# containers, volumes and network. Not part of CI: it needs root, podman and the built image (minutes),
# and python3 with PyYAML (Debian's python3-yaml) to read compose.yaml.
# Before: podman build -t studio-website . (the Dockerfile; its base node:24-bookworm-slim must be in podman's
# store) and bash scripts/compose-check/make-standins.sh (nginx 1.30 from Debian sid, redis 7.0).
#   PORT=5140 (nginx on 127.0.0.1 only)  IMAGE=studio-website  KEEP=1 (leave the run's files in WORK)
#   NGINX_TEMPLATE=<file> (an nginx config to run instead of compose.yaml's)
set -uo pipefail
cd "$(dirname "$0")/.."
# podman without systemd complains at each run that it cannot schedule the HEALTHCHECK or reach syslog.
exec 2> >(grep -v -E 'systemd connection|syslog' >&2)
IMAGE=${IMAGE:-studio-website}
NGINX_IMAGE=${NGINX_IMAGE:-localhost/compose-standin-nginx:sid}
REDIS_IMAGE=${REDIS_IMAGE:-localhost/compose-standin-redis:bookworm}
PORT=${PORT:-5140}
NET=${NET:-compose-check}
SUBNET_PREFIX=${SUBNET_PREFIX:-10.89.140}
P=cc # prefix of every container and volume this script makes
WORK=$(mktemp -d)
CONTAINERS=($P-nginx $P-site-1 $P-site-2 $P-api $P-redis)
VOLUMES=($P-site-1-data $P-site-2-data $P-leads $P-redis-data $P-api-data)

remove() { # one at a time: podman removes none of a list with a name it does not know
  for c in "${CONTAINERS[@]}"; do podman rm -f -t 0 "$c" >/dev/null 2>&1; done
  for v in "${VOLUMES[@]}"; do podman volume rm -f "$v" >/dev/null 2>&1; done
  podman network rm -f "$NET" >/dev/null 2>&1
}
trap 'remove; [ "${KEEP:-}" = 1 ] && echo "files kept in $WORK" || rm -rf "$WORK"' EXIT
remove
now() { date +%s%3N; }
event() { echo "$1 $(now)" >>"$WORK/events.txt"; }
address() { podman inspect "$1" --format "{{(index .NetworkSettings.Networks \"$NET\").IPAddress}}"; }
# Request lines a replica logged since its second start ("[site] http://…": the log goes on across a restart).
requests_since_restart() { podman logs "$1" 2>&1 | awk '/site\] http/ {starts++} starts >= 2 && /"requestId"/ {n++} END {print n + 0}'; }
for image in "$IMAGE" "$NGINX_IMAGE" "$REDIS_IMAGE"; do
  podman image exists "$image" || { echo "missing image $image (see the comment at the top)"; exit 2; }
done

# What compose.yaml asks for, with values for this run.
export STUDIO_API_URL=http://api:4011/ STUDIO_API_TOKEN=check-api-token ANALYTICS_API_TOKEN=check-analytics-token
export SESSION_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n') SITE_URL=http://localhost:$PORT
python3 scripts/compose-check/compose-env.py compose.yaml "$WORK" || exit 2
# NGINX_TEMPLATE=file: another nginx config instead of compose.yaml's (to see the check fail without `resolve`).
[ -n "${NGINX_TEMPLATE:-}" ] && cp "$NGINX_TEMPLATE" "$WORK/nginx.template"
# shellcheck source=/dev/null
. "$WORK/compose.sh"
volumes() { for v in "$@"; do echo "-v" "$P-$v"; done; } # site-1-data:/data -> -v cc-site-1-data:/data

podman network create --subnet "$SUBNET_PREFIX.0/24" "$NET" >/dev/null || exit 2
# The official redis image turns protected mode off and works in /data; Debian's redis-server does not.
# shellcheck disable=SC2046
podman run -d --name $P-redis --network "$NET" --network-alias redis $(volumes "${REDIS_VOLUMES[@]}") \
  "$REDIS_IMAGE" "${REDIS_COMMAND[@]}" --protected-mode no --dir /data >/dev/null
forward='const net=require("node:net");net.createServer(c=>{const u=net.connect(4010,"127.0.0.1");c.pipe(u).pipe(c);u.on("error",()=>c.destroy());c.on("error",()=>u.destroy())}).listen(4011)'
podman run -d --name $P-api --network "$NET" --network-alias api -v $P-api-data:/data \
  -e STUDIO_API_TOKEN -e ANALYTICS_API_TOKEN -e DEMO=1 -e STUDIO_API_PORT=4010 --entrypoint sh "$IMAGE" \
  -c "node -e '$forward' & exec npm run --silent studio-api" >/dev/null
for n in 1 2; do
  var=SITE_${n}_VOLUMES[@]
  # shellcheck disable=SC2046
  podman run -d --name $P-site-$n --network "$NET" --network-alias site-$n --env-file "$WORK/site-$n.env" \
    --stop-timeout "$STOP_GRACE_S" $(volumes "${!var}") "$IMAGE" >/dev/null
done
# --dns: only the network's own DNS server in nginx's /etc/resolv.conf, as Docker gives a container
# (127.0.0.11 alone). podman 4.3 adds the host's servers after it, and nginx asks its resolvers in turn:
# a server that does not know the service names answers NXDOMAIN and drops that replica from the pool.
podman run -d --name $P-nginx --network "$NET" --dns "$SUBNET_PREFIX.1" -p "127.0.0.1:$PORT:$NGINX_PORT" --env-file "$WORK/nginx.env" \
  -v "$WORK/nginx.template:$NGINX_TEMPLATE_TARGET:ro" "$NGINX_IMAGE" >/dev/null

ready=0
for _ in $(seq 1 240); do # 120 s at most
  if [ "$(curl -s -m 2 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/")" = 200 ] &&
    podman logs $P-site-1 2>&1 | grep -q 'site\] http' && podman logs $P-site-2 2>&1 | grep -q 'site\] http'; then
    ready=1 && break
  fi
  sleep 0.5
done
echo "nginx: $(podman exec $P-nginx nginx -v 2>&1); resolver line: $(podman exec $P-nginx grep -h '^resolver' /etc/nginx/conf.d/default.conf)"
echo "site-1 $(address $P-site-1), site-2 $(address $P-site-2), redis $(address $P-redis), api $(address $P-api)"
if [ $ready != 1 ]; then
  echo "the topology did not come up in 120 s"
  for c in "${CONTAINERS[@]}"; do echo "== $c"; podman logs --tail 15 "$c" 2>&1; done
  exit 1
fi

node scripts/compose-check/load.mjs --url "http://127.0.0.1:$PORT" --out "$WORK/load.jsonl" \
  --seconds 240 --max 15000 --workers 2 --gap-ms 40 --stop-file "$WORK/stop" &
load=$!
event load_begin
sleep 10

old=$(address $P-site-1)
event restart_begin
podman restart -t "$STOP_GRACE_S" $P-site-1 >/dev/null
event restart_up
echo "$old $(address $P-site-1)" >"$WORK/site-1-addresses.txt"
echo "site-1 restarted (podman restart): $(sed 's/ / -> /' "$WORK/site-1-addresses.txt")"
for _ in $(seq 1 90); do # 90 s at most
  [ "$(requests_since_restart $P-site-1)" -gt 0 ] && break
  sleep 1
done
event site1_back
sleep 8

event stop_begin
t0=$(now)
podman stop -t "$STOP_GRACE_S" $P-site-2 >/dev/null
event stop_end
echo "site-2 stopped in $(($(now) - t0)) ms: $(podman inspect $P-site-2 --format 'exit {{.State.ExitCode}}'); $(podman logs $P-site-2 2>&1 | grep -o 'SIGTERM: draining[^"]*\|drained: exiting' | tr '\n' ' ')"
sleep 20
touch "$WORK/stop"
wait $load

for n in 1 2; do podman logs $P-site-$n >"$WORK/site-$n.log" 2>&1; done
podman logs $P-nginx >"$WORK/nginx.log" 2>&1
echo "nginx's error log: $(grep -c 'connect() failed' "$WORK/nginx.log") connect() failed, $(grep -c 'upstream timed out' "$WORK/nginx.log") timed out, $(grep -c 'could not be resolved' "$WORK/nginx.log") could not be resolved, $(grep -c 'prematurely closed' "$WORK/nginx.log") closed early"
node scripts/compose-check/report.mjs "$WORK"
