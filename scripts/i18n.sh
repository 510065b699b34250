#!/usr/bin/env bash
# Refresh the translation sources from the code and compile them:
#   scripts/i18n.sh          lupdate (new strings appear as unfinished) + lrelease
# Translate new strings with pyside6-linguist resources/i18n/mafia_host_ru.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/pyside6-lupdate app/ui/*.py app/ui/rulesets/*.py app/ui/rulesets/*/*.py app/main.py -ts resources/i18n/mafia_host_ru.ts
.venv/bin/pyside6-lrelease resources/i18n/mafia_host_ru.ts -qm resources/i18n/mafia_host_ru.qm
