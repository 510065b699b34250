"""The pure rules engine: the shared fold (:mod:`.game`), the seam for
rulesets (:mod:`.ruleset`) and the built-in rulesets (:mod:`.rulesets`:
``ok4u``, ``../shared/rules/ok4u-city.md``).

No Qt, no voice, no database, no wall clock: only the rules.
"""
