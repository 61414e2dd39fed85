# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

BUILD_STAMP := $(VENV)/.installed-build
DIST_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test lint bench simulate clean dist smoke words

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	$(BIN)/ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/python -m game bench

# The catalogue (docs/words.md): extract every domain's messages, update the German, compile the .mo files.
words: $(STAMP)
	$(BIN)/python -m tools.words

# The standalone app: dist/star-table (one file) and dist/star-table-app/ (one folder).
$(BUILD_STAMP): $(STAMP) pyproject.toml
	$(BIN)/python -m pip install -e '.[build]'
	touch $(BUILD_STAMP)

dist: $(BUILD_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN build.spec

# Build, then run both packaged apps headless: assets, every table with bots, the rules.
smoke: dist
	$(DIST_ENV) ./dist/star-table --smoke
	$(DIST_ENV) ./dist/star-table-app/star-table --smoke

clean:
	rm -rf $(VENV) build dist .pytest_cache
