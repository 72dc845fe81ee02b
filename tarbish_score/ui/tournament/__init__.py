"""The tournament desk and its projector."""
