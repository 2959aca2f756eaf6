# Warden: two commands on a fresh Debian/Ubuntu machine.
#   make up    the whole system with a seeded demo; prints the URL and the key
#   make test  the same set-up, then every test; ends with one line "N passed, N failed"
SHELL := /bin/bash
.DEFAULT_GOAL := help
.PHONY: help up down test build deps infra generate lint

help:
	@echo "make up | make down | make test | make build | make generate | make lint"

up:
	@scripts/stack.sh up

down:
	@scripts/stack.sh down

test:
	@scripts/stack.sh test

build:
	@scripts/stack.sh deps && scripts/stack.sh build

deps:
	@scripts/stack.sh deps

infra:
	@scripts/stack.sh infra

generate:
	@npx --no-install buf generate

lint:
	@npm run --silent lint
