"""Fill unfinished Russian translations from a JSON map {source: translation}:

    scripts/i18n.sh                                   # lupdate: new strings come in unfinished
    .venv/bin/python scripts/i18n_fill.py map.json    # fill them
    scripts/i18n.sh                                   # compile the .qm

The .ts file is edited as text, so the rest of it stays byte for byte."""

import json
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

TS = Path(__file__).resolve().parents[1] / "resources" / "i18n" / "mafia_host_ru.ts"
UNFINISHED = re.compile(r'(<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
                        r'<translation type="unfinished">([^<]*)</translation>')


def main(path: str) -> None:
    words = {escape(k, {'"': "&quot;", "'": "&apos;"}): escape(v, {'"': "&quot;", "'": "&apos;"})
             for k, v in json.loads(Path(path).read_text(encoding="utf-8")).items()}
    left = []

    def fill(m: re.Match) -> str:
        if m.group(2) in words:
            return f"{m.group(1)}<translation>{words[m.group(2)]}</translation>"
        left.append(m.group(2))
        return m.group(0)

    TS.write_text(UNFINISHED.sub(fill, TS.read_text(encoding="utf-8")), encoding="utf-8")
    for source in left:
        print("untranslated:", source)


if __name__ == "__main__":
    main(sys.argv[1])
