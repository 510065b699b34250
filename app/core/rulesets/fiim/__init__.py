"""Sport Mafia (FIIM), ``../shared/rules/sport-fiim.md`` (S-1 … S-17).

Work in progress for issue 13: so far only the exact points arithmetic
(:mod:`.points`: S-11.3, S-12.3, S-12.4, S-12.6, S-13), pure functions over
:class:`decimal.Decimal`. The ruleset is not registered yet, so no window,
script or preset can start a FIIM game until its steps exist.
"""
