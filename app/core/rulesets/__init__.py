"""The built-in rulesets, one package each (registered by
:mod:`app.core.ruleset` on first use): ``ok4u`` (club City Mafia)."""
