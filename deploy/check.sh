#!/usr/bin/env bash
# Checks the deployment files with the tools that read them, without running them: the compose file with
# docker-compose (no Docker engine needed), the load balancer's configuration with HAProxy, and the image's
# Node.js against the project's (.nvmrc).
set -euo pipefail
cd "$(dirname "$0")"
docker-compose -f compose.yaml config --quiet
haproxy -c -q -f haproxy.cfg
# The image runs the Node.js the project names (.nvmrc), the one CI tests on.
node_lts="$(cat ../.nvmrc)"
if ! grep -q "^FROM node:${node_lts}-" Dockerfile; then
  echo "deploy: the Dockerfile's base image is not Node.js ${node_lts} (.nvmrc)" >&2
  exit 1
fi
echo "deploy: compose.yaml and haproxy.cfg are valid, the image runs Node.js ${node_lts}"
