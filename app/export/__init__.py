"""Exports after the evening: CSV, XLSX, a printable PDF report, protocols archive."""
