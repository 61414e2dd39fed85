"""Developer tools, not shipped with the app: `python tools/make_assets.py` regenerates assets/."""
