import multiprocessing

from game.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen build's worker processes for `simulate --jobs` start here
    raise SystemExit(main())
