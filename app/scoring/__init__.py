"""Points schemes as data files (C-11): load, validate, list."""

from .schemes import SchemeError, available_schemes, builtin_schemes, load_scheme, parse_scheme

__all__ = ["SchemeError", "available_schemes", "builtin_schemes", "load_scheme", "parse_scheme"]
