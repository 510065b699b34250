"""The pure rules engine (OK4U City Mafia, ``../shared/rules/ok4u-city.md``).

No Qt, no voice, no database, no wall clock: only the rules.
"""
