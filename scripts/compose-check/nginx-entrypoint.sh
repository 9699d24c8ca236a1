#!/bin/sh
# The nginx stand-in's entrypoint: what the official nginx image's entrypoint does for compose.yaml,
# nothing more. 15-local-resolvers.envsh: with NGINX_ENTRYPOINT_LOCAL_RESOLVERS set, the container's
# DNS servers (/etc/resolv.conf) go into NGINX_LOCAL_RESOLVERS. 20-envsubst-on-templates.sh: each
# /etc/nginx/templates/*.template goes through envsubst of the variables that are set (so nginx's own
# $http_host and the like stay) into /etc/nginx/conf.d/ without its .template.
set -eu
if [ -n "${NGINX_ENTRYPOINT_LOCAL_RESOLVERS:-}" ]; then
  NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN{ORS=" "} $1=="nameserver" {if ($2 ~ ":") print "["$2"]"; else print $2}' /etc/resolv.conf)
  NGINX_LOCAL_RESOLVERS=${NGINX_LOCAL_RESOLVERS% }
  export NGINX_LOCAL_RESOLVERS
fi
# shellcheck disable=SC2016,SC2046
defined_envs=$(printf '${%s} ' $(awk 'END { for (name in ENVIRON) print name }' </dev/null))
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  output=/etc/nginx/conf.d/$(basename "$template" .template)
  envsubst "$defined_envs" <"$template" >"$output"
  echo "$0: $template -> $output"
done
exec "$@"
