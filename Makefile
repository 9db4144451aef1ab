# kept: `make run` builds and runs kept, `make test` builds and runs the tests.
# Both install libgit2-dev (Debian) first when it is missing.

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

.PHONY: deps build run test release install templates clean

deps:
	@if ! pkg-config --exists libgit2 2>/dev/null || ! /usr/bin/python3 -c 'import icalendar' 2>/dev/null \
		|| [ ! -x /usr/sbin/sshd ] || ! (for p in vim tmux fzf less man; do command -v $$p >/dev/null || exit 1; done); then \
		echo "installing libgit2-dev, pkg-config, python3-icalendar, openssh-server, vim, tmux, fzf, less and man-db (Debian packages; the tests read .ics files with python3-icalendar, run sshd for the ssh sync test, and run kept on a real terminal in tmux with vim, fzf and less)"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgit2-dev pkg-config python3-icalendar openssh-server vim tmux fzf less man-db; \
	fi

build: deps
	swift build

run: build
	.build/debug/kept $(ARGS)

test: deps
	swift build
	swift test

release: deps
	swift build -c release

install: release
	$(SUDO) install -m 755 .build/release/kept /usr/local/bin/kept

# Re-embed Templates/*.md into the binary's sources after editing them.
templates:
	scripts/embed-templates

clean:
	rm -rf .build
