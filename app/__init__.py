"""Mafia Host: a desktop app for the host of live club Mafia games."""

__version__ = "0.1.0"
