"""The host window and its widgets (PySide6)."""
