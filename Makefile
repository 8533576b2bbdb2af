# ScrollSim: two commands set up everything on a fresh Debian machine.
#   make demo   build in release and open the demo window
#   make test   build and run every test (headless, plus real-window tests under Xvfb)
#   make replay run the replay scripts in Tests/Replays with the release build
#   make bench  the benchmark
#   make fuzz   build the libFuzzer targets in Fuzz/ and run each for FUZZ_SECONDS (30)
#   make check-sanitizers   every test under AddressSanitizer, then ThreadSanitizer
#   make check-leaks        valgrind --leak-check=full on the replay suite
#   make docs   the DocC documentation of the ScrollSim module, as HTML in .build/docs/html (offline)
#   make example  build Examples/FeedExample against a tagged copy of ScrollSim by URL, run its tests and scripts

SHELL := /bin/bash
SWIFT_BIN := $(shell scripts/check-swift.sh)
export PATH := $(if $(SWIFT_BIN),$(SWIFT_BIN):,)$(PATH)

DEMO_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
TEST_PACKAGES := $(DEMO_PACKAGES) xvfb xdotool xauth imagemagick
ARGS ?=

.PHONY: demo test replay bench build release deps-demo deps-test screenshots clean fuzz check-sanitizers check-leaks docs example

deps-demo:
	@scripts/check-swift.sh >/dev/null
	@scripts/ensure-packages.sh $(DEMO_PACKAGES)

deps-test:
	@scripts/check-swift.sh >/dev/null
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

release: deps-demo
	swift build -c release --product scrollsim

demo: release
	.build/release/scrollsim demo $(ARGS)

build: deps-test
	swift build --build-tests

# The documentation is built too (about 10 s once the modules are built):
# a warning in it fails the tests. Then the example is built as a user's
# package builds it, by URL and version, and its tests and scripts run.
test: build
	scripts/docs.sh
	xvfb-run -a -s "-screen 0 1920x1920x24" swift test --skip-build
	scripts/check-example.sh

# Examples/FeedExample built outside the repository against a tagged copy of
# the working tree (`file://` URL, `from: "1.0.0"`); its Swift tests, replay
# scripts and a headless demo screenshot are checked. A full build of
# ScrollSim of its own: a few minutes.
example: deps-test
	scripts/check-example.sh

# The HTML documentation (DocC, with the toolchain's docc; nothing is fetched).
docs:
	@scripts/check-swift.sh >/dev/null
	scripts/docs.sh

# The replay suite (headless, virtual clock), with the release build. JOBS=N runs N at a time.
JOBS ?= 2
replay: release
	.build/release/scrollsim replay --jobs $(JOBS) Tests/Replays

# The benchmark (release build): a fixed workload, medians over repeated runs.
bench: release
	.build/release/scrollsim bench

# The README's screenshots, rendered headless by the project's own command.
screenshots: release
	@mkdir -p docs/screenshots
	for scene in scroll textbox readsize message intrinsic header sections paging navigation everyday; do \
	  for scale in 1 2; do \
	    .build/release/scrollsim demo --headless --scene $$scene --scale $$scale --screenshot docs/screenshots/$$scene@$${scale}x.png || exit 1; \
	  done; \
	done

# Reliability checks (docs/reliability.md). Each builds in its own scratch
# path, so none of them disturbs the normal build in .build.
FUZZ_SECONDS ?= 30
fuzz: deps-test
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

check-sanitizers: deps-test
	scripts/check-sanitizers.sh

check-leaks: deps-test
	@scripts/ensure-packages.sh valgrind
	scripts/check-leaks.sh

clean:
	rm -rf .build .build-asan .build-tsan .build-leaks Fuzz/.build Fuzz/.work
