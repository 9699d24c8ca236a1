#!/usr/bin/env python3
"""compose-env.py COMPOSE_FILE OUT_DIR: what compose-check.sh needs from compose.yaml, taken from it
as compose would (the x-site anchor merged, ${NAME:?…} / ${NAME:-…} filled from this environment,
$$ made $):
  site-1.env, site-2.env  each replica's environment (podman --env-file)
  nginx.env               nginx's environment
  nginx.template          configs.nginx.content, mounted where compose.yaml's configs target says
  compose.sh              shell variables: REDIS_COMMAND, SITE_1_VOLUMES, SITE_2_VOLUMES (arrays),
                          STOP_GRACE_S, NGINX_TEMPLATE_TARGET, NGINX_PORT (the container's side)
"""
import os
import re
import shlex
import sys

import yaml

PATTERN = re.compile(
    r"\$\$|\$\{(?P<braced>[A-Za-z_][A-Za-z0-9_]*)(?:(?P<op>:?[-?])(?P<arg>[^}]*))?\}|\$(?P<plain>[A-Za-z_][A-Za-z0-9_]*)"
)


def interpolate(text):
    def sub(match):
        if match.group(0) == "$$":
            return "$"
        name = match.group("braced") or match.group("plain")
        op, arg = match.group("op"), match.group("arg")
        value = os.environ.get(name)
        if op in (":?", "?") and (value is None or (op == ":?" and value == "")):
            sys.exit(f"compose.yaml: {name}: {arg}")
        if op == ":-" and not value:
            return arg
        if op == "-" and value is None:
            return arg
        return value or ""

    return PATTERN.sub(sub, text)


def environment(service):
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    return {key: interpolate(str(value)) for key, value in env.items()}


def write_env(path, env):
    with open(path, "w") as out:
        for key, value in env.items():
            if "\n" in value:
                sys.exit(f"{key}: a value over several lines does not fit an env file")
            out.write(f"{key}={value}\n")


def seconds(text):
    match = re.fullmatch(r"(\d+)(s|m)?", str(text))
    return int(match.group(1)) * (60 if match.group(2) == "m" else 1)


compose_file, out = sys.argv[1], sys.argv[2]
with open(compose_file) as f:
    doc = yaml.safe_load(f)
services = doc["services"]
for name in ("site-1", "site-2"):
    write_env(os.path.join(out, f"{name}.env"), environment(services[name]))
write_env(os.path.join(out, "nginx.env"), environment(services["nginx"]))
nginx_config = services["nginx"]["configs"][0]
with open(os.path.join(out, "nginx.template"), "w") as f:
    f.write(interpolate(doc["configs"][nginx_config["source"]]["content"]))
ports = services["nginx"]["ports"][0].split(":")
with open(os.path.join(out, "compose.sh"), "w") as f:
    f.write("REDIS_COMMAND=(" + " ".join(shlex.quote(a) for a in services["redis"]["command"]) + ")\n")
    f.write("REDIS_VOLUMES=(" + " ".join(shlex.quote(v) for v in services["redis"]["volumes"]) + ")\n")
    for name in ("site-1", "site-2"):
        var = name.upper().replace("-", "_")
        f.write(f"{var}_VOLUMES=(" + " ".join(shlex.quote(v) for v in services[name]["volumes"]) + ")\n")
    f.write(f"STOP_GRACE_S={seconds(services['site-1'].get('stop_grace_period', '10s'))}\n")
    f.write(f"NGINX_TEMPLATE_TARGET={shlex.quote(nginx_config['target'])}\n")
    f.write(f"NGINX_PORT={shlex.quote(ports[-1])}\n")
