"""Star Table: five space tabletop games at one computer."""

__version__ = "0.1.0"
APP_NAME = "Star Table"
