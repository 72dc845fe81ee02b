"""Tarabish Score: keeps score for Tarabish at the kitchen table."""

__version__ = "0.1.0"
