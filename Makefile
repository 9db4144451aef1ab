# kept: `make run` builds and runs kept, `make test` builds and runs the tests.
# Both install libgit2-dev (Debian) first when it is missing.

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=
PREFIX ?= /usr/local
# Where each shell looks for completions: bash-completion and zsh read $(PREFIX)/share; fish
# reads its vendor folder (pkg-config names it).
BASH_COMPLETIONS ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS ?= $(shell pkg-config --variable=completionsdir fish 2>/dev/null || echo $(PREFIX)/share/fish/vendor_completions.d)

.PHONY: deps references build run test test-fast tsan fuzz keys release completions man install deb dist package-tests templates clean

# The programs `kept` runs in its place, installed in libexec/kept/ (ServerProgram.swift looks
# there): one list for make install, make deb and make dist.
LIBEXEC_PROGRAMS := kept-serve kept-mcp

deps:
	@if ! pkg-config --exists libgit2 libcmark-gfm libqrencode sqlite3 2>/dev/null || [ ! -f /usr/include/cmark-gfm-core-extensions.h ] \
		|| ! /usr/bin/python3 -c 'import icalendar, cryptography, ensurepip' 2>/dev/null \
		|| [ ! -x /usr/sbin/sshd ] || ! (for p in vim tmux fzf less man zsh fish xclip xvfb-run xauth qrencode zip unzip zstd dunst dbus-daemon; do command -v $$p >/dev/null || exit 1; done) \
		|| [ ! -f /usr/share/bash-completion/bash_completion ] || ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null || [ ! -d /usr/share/fonts/opentype/noto ] \
		|| ! command -v certutil >/dev/null || ! command -v lintian >/dev/null || ! command -v dpkg-shlibdeps >/dev/null || ! pkg-config --exists libcurl; then \
		echo "installing libgit2-dev, libcmark-gfm-dev, libcmark-gfm-extensions-dev, libqrencode-dev, qrencode, python3-venv, pkg-config, python3-icalendar, python3-cryptography, openssh-server, vim, tmux, fzf, less, man-db, zsh, fish, bash-completion, chromium, chromium-driver, libnss3-tools, fonts-noto-cjk, xclip, xvfb, xauth, zip, unzip, zstd, dpkg-dev, lintian libcurl4-openssl-dev, dunst and dbus (Debian packages; the phone's notifications are shown and tapped by dunst, a notification daemon, on Xvfb; kept-mcp's release build links the MCP SDK's FoundationNetworking, which needs libcurl; make deb packs with dpkg-dev's tools and checks with lintian; kept packs and unpacks Anki packages and zip imports with zip, unzip and zstd; the tests read .ics files with python3-icalendar, run scripts/kept-decrypt with python3-cryptography, run sshd for the ssh sync test, run kept on a real terminal in tmux with vim, fzf and less, press TAB in bash, zsh and fish, render kept report in headless chromium with Korean fonts, drive chromium through chromium-driver as a phone against kept serve (its certificate authority put in Chromium's store with libnss3-tools' certutil), copy an image with the real xclip on Xvfb, compare kept serve's QR code with qrencode's, and make the reference tools' virtual environment with python3-venv)"; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgit2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libqrencode-dev qrencode libsqlite3-dev python3-venv pkg-config python3-icalendar python3-cryptography openssh-server vim tmux fzf less man-db zsh fish bash-completion chromium chromium-driver libnss3-tools fonts-noto-cjk xclip xvfb xauth zip unzip zstd dpkg-dev lintian libcurl4-openssl-dev dunst dbus; \
	fi

# The reference implementations the tests compare kept with (py-fsrs, cmark-gfm, PyYAML,
# ruamel.yaml, python-frontmatter, wcwidth, icalendar, anki, genanki, jrnl from PyPI) and selenium, which drives
# chromium for the kept serve test, in a virtual environment of
# Debian's python3; made again when the list changes.
REFERENCES := .build/references
references: $(REFERENCES)/.installed
$(REFERENCES)/.installed: Tests/References/requirements.txt | deps
	rm -rf $(REFERENCES)
	/usr/bin/python3 -m venv $(REFERENCES)
	$(REFERENCES)/bin/pip install --quiet --disable-pip-version-check -r Tests/References/requirements.txt
	touch $@

build: deps
	swift build

run: build
	.build/debug/kept $(ARGS)

test: deps references
	swift build
	# builds argument-parser's generate-manual-tool for the man page test
	swift package --allow-writing-to-package-directory generate-manual --configuration debug >/dev/null
	# The generated round of 1,000 hostile remote trees runs alone, in a process of its own:
	# beside the other tests, libgit2 1.5.1 crashed in its pack reader (a global it shares
	# between the repositories of one process), taking the whole run down with it.
	swift test --filter HostileTreeRoundTests
	swift test --skip-build --skip HostileTreeRoundTests

# The inner loop: the domain and git tests and the quick command-line tests. The suites tagged
# terminal, shell, browser, network or slow (Tests/References/TestTier.swift) are skipped and
# shown as such; `make test` runs them all, and CI runs `make test`.
test-fast: deps references
	swift build --build-tests
	KEPT_TESTS=fast swift test --skip-build

# The Swift runtime and Foundation linked in (their static libraries come with the toolchain):
# binding them at each start cost 17 million instructions, a third of `kept --version`, and
# the binary no longer needs the toolchain's lib folder. `make run` and the tests stay dynamic.
# The domain and git tests under ThreadSanitizer, built in a folder of their own so that the
# plain build keeps its cache; a reported race stops the run with a non-zero status. The walk
# of a 50-year diary runs first and alone: beside the other tests its threads barely overlap
# and a race there went unseen.
TSAN_TEST = TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --sanitize=thread --build-path .build/tsan
tsan: deps
	swift build --build-tests --sanitize=thread --build-path .build/tsan
	$(TSAN_TEST) --filter ManyYearsWalkTests
	$(TSAN_TEST) --filter 'KeptTests|KeptGitTests' --skip ManyYearsWalkTests --skip HostileTreeRoundTests

# kept's libFuzzer targets (Fuzz/: front matter, dates, slugs, Hangul, search queries, the index
# cache), SECONDS each; crashes land in Fuzz/Crashes/<target>/.
SECONDS ?= 60
fuzz: deps
	Fuzz/run $(SECONDS)

# VERSION into the Swift source first (scripts/version writes it only when it changed).
release: deps
	scripts/version
	swift build -c release --static-swift-stdlib

# The shells' completion scripts, from the built kept (argument-parser's, bash's corrected).
completions: release
	mkdir -p .build/completions
	.build/release/kept --generate-completion-script bash > .build/completions/kept.bash
	.build/release/kept --generate-completion-script zsh > .build/completions/_kept
	.build/release/kept --generate-completion-script fish > .build/completions/kept.fish

# kept.1 and kept-<command>.1 (kept-new.1, kept-fridge-add.1…) in .build/man, from the help text
# of the release kept. argument-parser's tool is built beside it, with the same flags: its
# plugin (`swift package generate-manual`) would build kept again without
# --static-swift-stdlib, over the release binary that install, deb and dist take.
man: release
	swift build -c release --static-swift-stdlib --product generate-manual
	rm -rf .build/man
	scripts/man-pages .build/man .build/release/kept .build/release/generate-manual

install: release completions man
	$(SUDO) install -D -m 755 .build/release/kept $(PREFIX)/bin/kept
	# kept serve's program, which `kept serve` runs in its place (as git keeps git-remote-https)
	for p in $(LIBEXEC_PROGRAMS); do $(SUDO) install -D -m 755 .build/release/$$p $(PREFIX)/libexec/kept/$$p || exit 1; done
	$(SUDO) install -d $(PREFIX)/share/man/man1
	$(SUDO) install -m 644 .build/man/*.1 $(PREFIX)/share/man/man1/
	-$(SUDO) mandb -q 2>/dev/null   # so that `man -k kept` and apropos know the pages
	$(SUDO) install -D -m 644 .build/completions/kept.bash $(BASH_COMPLETIONS)/kept
	$(SUDO) install -D -m 644 .build/completions/_kept $(ZSH_COMPLETIONS)/_kept
	$(SUDO) install -D -m 644 .build/completions/kept.fish $(FISH_COMPLETIONS)/kept.fish

# .build/dist/kept_VERSION-1_amd64.deb, checked by lintian (packaging/debian/ holds its control,
# copyright and changelog).
deb: release completions man
	scripts/package-deb $(LIBEXEC_PROGRAMS)

# .build/dist/kept-VERSION-linux-x86_64.tar.gz and its .sha256: the same files under bin/,
# libexec/ and share/, with an install.sh (PREFIX ~/.local unless told).
dist: release completions man
	scripts/package-dist $(LIBEXEC_PROGRAMS)

# Installs both as a new user would and checks kept, its man pages and completions work, then
# that removing leaves nothing behind (root: dpkg -i, useradd). CI runs it after make test.
package-tests: deb dist
	Tests/Packaging/run

# The typed message keys (Sources/Kept/Language/Messages/Keys/), generated from the catalogue's tables
# after a key is added, renamed or removed there.
keys:
	python3 scripts/message-keys .

# Re-embed Templates/*.md into the binary's sources after editing them.
templates:
	scripts/embed-templates

clean:
	rm -rf .build
