#!/usr/bin/env bash
# Checks the deployment files with the tools that read them, without running them: the compose file with
# docker-compose (no Docker engine needed), the load balancer's configuration with HAProxy.
set -euo pipefail
cd "$(dirname "$0")"
docker-compose -f compose.yaml config --quiet
haproxy -c -q -f haproxy.cfg
echo "deploy: compose.yaml and haproxy.cfg are valid"
