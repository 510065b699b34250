<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <location filename="../../app/main.py" line="195"/>
        <source>The games database cannot be used.</source>
        <translation>Базу игр нельзя использовать.</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="196"/>
        <source>Nothing was written to it. What now?</source>
        <translation>В неё ничего не записано. Что делаем?</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="197"/>
        <source>Open another file…</source>
        <translation>Открыть другой файл…</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="198"/>
        <source>Start a new database…</source>
        <translation>Создать новую базу…</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="200"/>
        <source>Keep a copy…</source>
        <translation>Сохранить копию…</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="201"/>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="205"/>
        <source>Open a database</source>
        <translation>Открыть базу</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="209"/>
        <source>New database</source>
        <translation>Новая база</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="212"/>
        <source>That file exists; choose a new name.</source>
        <translation>Такой файл уже есть; выберите новое имя.</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="216"/>
        <source>Keep a copy</source>
        <translation>Сохранить копию</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="87"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="92"/>
        <source>from 2026-01-01</source>
        <translation>с 2026-01-01</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="94"/>
        <source>to 2026-12-31</source>
        <translation>по 2026-12-31</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="96"/>
        <source>Tournament name</source>
        <translation>Название турнира</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="98"/>
        <source>every game</source>
        <translation>все игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="112"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="78"/>
        <location filename="../../app/ui/stats.py" line="214"/>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="43"/>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="64"/>
        <source>Player&apos;s card: %1</source>
        <translation>Карточка игрока: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="70"/>
        <location filename="../../app/ui/player_card.py" line="71"/>
        <location filename="../../app/ui/stats.py" line="78"/>
        <location filename="../../app/ui/stats.py" line="120"/>
        <location filename="../../app/ui/stats.py" line="181"/>
        <location filename="../../app/ui/stats.py" line="214"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="70"/>
        <location filename="../../app/ui/player_card.py" line="71"/>
        <location filename="../../app/ui/stats.py" line="78"/>
        <location filename="../../app/ui/stats.py" line="120"/>
        <location filename="../../app/ui/stats.py" line="181"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="70"/>
        <location filename="../../app/ui/stats.py" line="78"/>
        <source>Points a game</source>
        <translation>Очки за игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="71"/>
        <location filename="../../app/ui/player_card.py" line="72"/>
        <location filename="../../app/ui/stats.py" line="67"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="72"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="72"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="72"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="75"/>
        <source>Save the protocol…</source>
        <translation>Сохранить протокол…</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="87"/>
        <source>Last games</source>
        <translation>Последние игры</translation>
    </message>
    <message>
        <source>OpenSkill</source>
        <translation type="vanished">OpenSkill</translation>
    </message>
    <message>
        <source>mafiaratings</source>
        <translation type="vanished">mafiaratings</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="134"/>
        <source>no rated game yet.</source>
        <translation>рейтинговых игр пока нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="135"/>
        <source>rating %1 (red %2, black %3) after %4 rated games.</source>
        <translation>рейтинг %1 (за красных %2, за чёрных %3), рейтинговых игр: %4.</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="53"/>
        <source>Fouls a game: %1; removals: %2; first killed at night: %3; best moves: %4.</source>
        <translation>Фолов за игру: %1; удалений: %2; первым убитым ночью: %3; лучших ходов: %4.</translation>
    </message>
    <message>
        <source>No rated game yet.</source>
        <translation type="vanished">Пока нет игр в рейтинге.</translation>
    </message>
    <message>
        <source>Rating %1 (red %2, black %3) after %4 rated games.</source>
        <translation type="vanished">Рейтинг %1 (за красных %2, за чёрных %3), игр в рейтинге: %4.</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="123"/>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="123"/>
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="150"/>
        <source>Rating after each game</source>
        <translation>Рейтинг после каждой игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="157"/>
        <source>Save the protocol</source>
        <translation>Сохранить протокол</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="158"/>
        <source>Game protocol (*.json)</source>
        <translation>Протокол игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="78"/>
        <location filename="../../app/ui/stats.py" line="120"/>
        <location filename="../../app/ui/stats.py" line="182"/>
        <source>Win share</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="79"/>
        <source>By role</source>
        <translation>По ролям</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="53"/>
        <source>%1: %2 of %3 black</source>
        <translation>%1: чёрных %2 из %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="78"/>
        <source>Fouls a game</source>
        <translation>Фолов за игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="78"/>
        <source>Removals</source>
        <translation>Удаления</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="79"/>
        <source>First killed</source>
        <translation>Первый убитый</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="79"/>
        <source>Best moves</source>
        <translation>Лучшие ходы</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="103"/>
        <source>This evening</source>
        <translation>Этот вечер</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="106"/>
        <source>The rating: mafiaratings&apos; (the club&apos;s default), OpenSkill, or both side by side</source>
        <translation>Рейтинг: mafiaratings (в клубе по умолчанию), OpenSkill или оба рядом</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="108"/>
        <source>both ratings</source>
        <translation>оба рейтинга</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="120"/>
        <location filename="../../app/ui/stats.py" line="181"/>
        <source>Table size / seat</source>
        <translation>Игроков за столом / место</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="130"/>
        <location filename="../../app/ui/stats.py" line="181"/>
        <source>Red against black</source>
        <translation>Красные против чёрных</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="131"/>
        <location filename="../../app/ui/stats.py" line="183"/>
        <source>Seats by side</source>
        <translation>Места по командам</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="132"/>
        <location filename="../../app/ui/stats.py" line="225"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="138"/>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="141"/>
        <source>Export…</source>
        <translation>Выгрузить…</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="142"/>
        <source>The shown table as CSV, or both tables as XLSX</source>
        <translation>Открытая таблица в CSV или обе таблицы в XLSX</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="162"/>
        <source>“%1” is not a date like 2026-11-28.</source>
        <translation>«%1» — не дата вида 2026-11-28.</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="175"/>
        <source>%1 players</source>
        <translation>игроков: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="177"/>
        <location filename="../../app/ui/stats.py" line="243"/>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="67"/>
        <source>Red: games</source>
        <translation>Красные: игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="67"/>
        <source>Red: wins</source>
        <translation>Красные: победы</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="67"/>
        <source>Black: games</source>
        <translation>Чёрные: игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="67"/>
        <source>Black: wins</source>
        <translation>Чёрные: победы</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="195"/>
        <source>%1 games with a red side; %2 players.</source>
        <translation>Игр с красной командой: %1; игроков: %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="198"/>
        <source>A game lasts %1 days on average.</source>
        <translation>Игра длится в среднем %1 дн.</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="217"/>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="217"/>
        <source>red</source>
        <translation>за красных</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="217"/>
        <source>black</source>
        <translation>за чёрных</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="240"/>
        <source>Wins by role</source>
        <translation>Победы по ролям</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="243"/>
        <source>Wins by seat</source>
        <translation>Победы по местам</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="248"/>
        <source>The red side&apos;s wins by month (%)</source>
        <translation>Победы красных по месяцам (%)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="253"/>
        <source>Export the statistics</source>
        <translation>Выгрузить статистику</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="254"/>
        <source>Excel (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="70"/>
        <location filename="../../app/ui/player_card.py" line="72"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="66"/>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="vanished">Голос</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="58"/>
        <source>Orders</source>
        <translation>Приказы</translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="vanished">в игре</translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="vanished">убийство</translation>
    </message>
    <message>
        <source>jailed</source>
        <translation type="vanished">в тюрьме</translation>
    </message>
    <message>
        <source>benched</source>
        <translation type="vanished">без голоса и действия</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation type="vanished">отравление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="169"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>the loner %1</source>
        <translation type="vanished">одиночка %1</translation>
    </message>
    <message>
        <source>the honest citizens</source>
        <translation type="vanished">честные жители</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="110"/>
        <source>the Mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <source>the Yakuza</source>
        <translation type="vanished">якудза</translation>
    </message>
    <message>
        <source>the host (nobody is left)</source>
        <translation type="vanished">ведущий (никого не осталось)</translation>
    </message>
    <message>
        <source>a loner</source>
        <translation type="vanished">одиночка</translation>
    </message>
    <message>
        <source>the host</source>
        <translation type="vanished">ведущий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="297"/>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="300"/>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="223"/>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="226"/>
        <source>End the game</source>
        <translation>Завершить игру</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="vanished">Победитель:</translation>
    </message>
    <message>
        <source>There is no loner in this game.</source>
        <translation type="vanished">В этой игре нет одиночек.</translation>
    </message>
    <message>
        <source>Which loner?</source>
        <translation type="vanished">Какой одиночка?</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="300"/>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="226"/>
        <source>Reason (recorded):</source>
        <translation>Причина (записывается):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="48"/>
        <source>hand card</source>
        <translation>карта из руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="48"/>
        <source>sleeve card</source>
        <translation>карта из рукава</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="48"/>
        <source>discard</source>
        <translation>сброс в колоду</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="48"/>
        <source>hand order</source>
        <translation>порядок руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="49"/>
        <source>kill</source>
        <translation>убийство</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="49"/>
        <source>boost</source>
        <translation>усиление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="49"/>
        <source>Croupier&apos;s card</source>
        <translation>карта Крупье</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="49"/>
        <source>spend</source>
        <translation>трата рукава</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="50"/>
        <source>guess</source>
        <translation>догадка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="50"/>
        <source>tell</source>
        <translation>сообщение Босса</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="50"/>
        <source>invisible</source>
        <translation>невидимые карты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="50"/>
        <source>вече vote</source>
        <translation>голос на вече</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="51"/>
        <source>execution or beating</source>
        <translation>казнь или избиение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="51"/>
        <source>Leader vote</source>
        <translation>голос за Лидера</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="51"/>
        <source>artifact pass</source>
        <translation>передача артефакта</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="92"/>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="170"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="52"/>
        <source>(no order)</source>
        <translation>(без заявки)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="52"/>
        <source>the whole order</source>
        <translation>вся заявка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="52"/>
        <source>draft round</source>
        <translation>раунд драфта</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="53"/>
        <source>kept cards</source>
        <translation>оставленные карты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="53"/>
        <source>mulligan</source>
        <translation>муллиган</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="110"/>
        <source>the Law</source>
        <translation>Закон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="110"/>
        <source>a draw: nobody is left</source>
        <translation>ничья: погибли все</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="111"/>
        <source>ended by the master</source>
        <translation>игра окончена ведущим</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="36"/>
        <source>games per player</source>
        <translation>игр у игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="36"/>
        <source>meetings per pair</source>
        <translation>встреч у пары</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="37"/>
        <source>games per seat, each player</source>
        <translation>игр на каждом месте, у игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="38"/>
        <source>games in seats 1, 2 and 10, each player</source>
        <translation>игр на местах 1, 2 и 10, у игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="39"/>
        <source>games per table, each player</source>
        <translation>игр за каждым столом, у игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="40"/>
        <source>kept-apart pairs at one table</source>
        <translation>разведённых пар за одним столом</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="56"/>
        <source>“%1” is not %2</source>
        <translation>«%1» — это не %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="57"/>
        <source>two players&apos; numbers, e.g. 3,17</source>
        <translation>два номера игроков, например 3,17</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="57"/>
        <source>a player&apos;s number from 1 to %1</source>
        <translation>номер игрока от 1 до %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="80"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="80"/>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="93"/>
        <source>The same number gives the same seating</source>
        <translation>Одно и то же число даёт одну и ту же рассадку</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="95"/>
        <source>e.g. 3,17; 4,9</source>
        <translation>например 3,17; 4,9</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="96"/>
        <source>Pairs of players who never share a table (relatives, a judge&apos;s own players)</source>
        <translation>Пары игроков, которые никогда не садятся за один стол (родственники, игроки судьи)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="98"/>
        <source>e.g. 7 12</source>
        <translation>например 7 12</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="99"/>
        <source>Players who left: they sit in no round after the played ones</source>
        <translation>Выбывшие из турнира: в турах после сыгранных их нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="101"/>
        <location filename="../../app/ui/seating.py" line="253"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="135"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="102"/>
        <source>Rounds played…</source>
        <translation>Сыгранные туры…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="103"/>
        <source>A saved seating whose rounds are kept; the rest is seated again</source>
        <translation>Сохранённая рассадка: её туры остаются как есть, остальные рассаживаются заново</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="105"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="109"/>
        <source>Tables:</source>
        <translation>Столов:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="110"/>
        <location filename="../../app/ui/seating_tournament.py" line="119"/>
        <source>Rounds:</source>
        <translation>Туров:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="112"/>
        <source>Kept apart:</source>
        <translation>Развести:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="116"/>
        <source>Played rounds:</source>
        <translation>Сыгранные туры:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="117"/>
        <source>Left:</source>
        <translation>Выбывшие:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="119"/>
        <source>One name a line: the first line is player 1 (optional)</source>
        <translation>По имени в строке: первая строка — игрок 1 (можно не заполнять)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="122"/>
        <source>From the register…</source>
        <translation>Из списка игроков…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="123"/>
        <source>Add the chosen players of the club&apos;s register to the names</source>
        <translation>Добавить выбранных игроков клуба к именам</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="129"/>
        <source>Names:</source>
        <translation>Имена:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="137"/>
        <source>The game the tournament is played as</source>
        <translation>Игра, в которую играется турнир</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="140"/>
        <source>The tournament&apos;s name, as the evenings give it: every table&apos;s host opens its seating from the club&apos;s database</source>
        <translation>Название турнира, как в вечерах: ведущий каждого стола открывает его рассадку из базы клуба</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="148"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="150"/>
        <source>Save to the tournament</source>
        <translation>Сохранить в турнир</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="153"/>
        <source>Final…</source>
        <translation>Финал…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="154"/>
        <source>Seat the top players of the standings after the qualifying rounds for the final</source>
        <translation>Рассадить лучших по таблице после отборочных туров на финал</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="162"/>
        <source>Tournament:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="163"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="164"/>
        <source>Make the seating</source>
        <translation>Сделать рассадку</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="167"/>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="170"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="171"/>
        <source>A4: a sheet a round and a sheet a player</source>
        <translation>A4: лист на тур и лист на игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="174"/>
        <source>On the projector</source>
        <translation>На проектор</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="177"/>
        <source>The chosen row&apos;s table on the projector, between games</source>
        <translation>Стол из выбранной строки — на проектор, между играми</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="189"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="189"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="197"/>
        <source>Measure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="197"/>
        <source>Found</source>
        <translation>Получено</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="197"/>
        <source>Ideal</source>
        <translation>Идеал</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="231"/>
        <source>A saved seating</source>
        <translation>Сохранённая рассадка</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="231"/>
        <location filename="../../app/ui/seating.py" line="347"/>
        <source>Seating (*.json)</source>
        <translation>Рассадка (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="240"/>
        <source>This file cannot be used: %1</source>
        <translation>Этот файл не подходит: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="248"/>
        <source>%1 round(s) kept</source>
        <translation>сохраняется туров: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="272"/>
        <source>Seating…</source>
        <translation>Идёт рассадка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="306"/>
        <source>Players %1 are each kept apart from the others, but a round has only %2 table(s) and the players sitting out: the pair %3 cannot be kept apart.</source>
        <translation>Игроков %1 нужно развести всех со всеми, но в туре столов всего %2 и пропускающих тур не хватает: пару %3 развести нельзя.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="311"/>
        <source>No seating keeps every pair apart: the pair %1 would share a table in round %2.</source>
        <translation>Нет рассадки, при которой все пары разведены: пара %1 оказывается за одним столом в туре %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="314"/>
        <source>%1 players cannot fill a table of ten.</source>
        <translation>Игроков %1 — не хватает на стол из десяти.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="316"/>
        <source>The played rounds do not fit: %1</source>
        <translation>Сыгранные туры не подходят: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="317"/>
        <source>This seating cannot be made: %1</source>
        <translation>Такую рассадку сделать нельзя: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="328"/>
        <source>A round already played: kept as it was</source>
        <translation>Сыгранный тур: остаётся как есть</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="338"/>
        <source>players %1, seats %2, tables %3</source>
        <translation>игроки %1, места %2, столы %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="338"/>
        <source>mafiaratings&apos; score (0 is perfect)</source>
        <translation>оценка mafiaratings (0 — идеал)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="340"/>
        <source>%1 round(s), %2 game(s).</source>
        <translation>Туров: %1, игр: %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="347"/>
        <source>Save the seating</source>
        <translation>Сохранить рассадку</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="169"/>
        <location filename="../../app/ui/seating.py" line="358"/>
        <location filename="../../app/ui/seating.py" line="420"/>
        <location filename="../../app/ui/seating_tournament.py" line="56"/>
        <location filename="../../app/ui/seating_tournament.py" line="141"/>
        <location filename="../../app/ui/stats.py" line="268"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="174"/>
        <location filename="../../app/ui/seating.py" line="360"/>
        <location filename="../../app/ui/seating.py" line="422"/>
        <location filename="../../app/ui/stats.py" line="270"/>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="49"/>
        <source>Name the tournament first.</source>
        <translation>Сначала назовите турнир.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="58"/>
        <source>Saved as the tournament “%1”.</source>
        <translation>Сохранено как турнир «%1».</translation>
    </message>
    <message>
        <location filename="../../app/ui/player_card.py" line="109"/>
        <location filename="../../app/ui/player_card.py" line="172"/>
        <location filename="../../app/ui/seating_tournament.py" line="67"/>
        <location filename="../../app/ui/seating_tournament.py" line="94"/>
        <location filename="../../app/ui/stats.py" line="171"/>
        <location filename="../../app/ui/thread_review.py" line="200"/>
        <source>Could not read: %1</source>
        <translation>Не удалось прочитать: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="70"/>
        <location filename="../../app/ui/seating_tournament.py" line="136"/>
        <source>No tournament “%1” is saved.</source>
        <translation>Турнир «%1» не сохранён.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="84"/>
        <source>The tournament “%1”, as saved.</source>
        <translation>Турнир «%1», как сохранён.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="100"/>
        <source>From the register</source>
        <translation>Из списка игроков</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="119"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="119"/>
        <source>The top players:</source>
        <translation>Лучших игроков:</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="133"/>
        <source>A tie at the final&apos;s cut: %1. The host decides (a lot, or a larger final).</source>
        <translation>Равенство на границе финала: %1. Решает ведущий (жребий или финал больше).</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="138"/>
        <source>The final cannot be seated: %1</source>
        <translation>Финал рассадить нельзя: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating_tournament.py" line="144"/>
        <source>The final of %1 players is seated after the qualifying rounds.</source>
        <translation>Финал на %1 игроков рассажен после отборочных туров.</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="401"/>
        <source>Round %1, table %2</source>
        <translation>Тур %1, стол %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="403"/>
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="409"/>
        <source>Print the seating</source>
        <translation>Печать рассадки</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="409"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="137"/>
        <source>passed</source>
        <translation>передан</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="137"/>
        <source>drawn</source>
        <translation>по жребию</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="137"/>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="174"/>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="208"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="138"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="201"/>
        <source>execution</source>
        <translation>казнь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="174"/>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="208"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="138"/>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="201"/>
        <source>beating</source>
        <translation>избиение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="138"/>
        <source>3 damage each</source>
        <translation>по 3 урона</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="139"/>
        <source>more than two leaders: no damage</source>
        <translation>лидеров больше двух, урона нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="139"/>
        <source>no votes</source>
        <translation>голосов нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="139"/>
        <source>not held</source>
        <translation>не проводится</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="144"/>
        <source>%1 puts his hand in order: %2</source>
        <translation>%1 упорядочивает руку: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="145"/>
        <source>%1 marks invisible: %2</source>
        <translation>%1 делает невидимыми: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="146"/>
        <source>%1 guesses %2: %3 named, %4 matched, %5</source>
        <translation>%1 угадывает руку игрока %2: названо %3, совпало %4, %5</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="148"/>
        <source>right: 2 Patrons</source>
        <translation>верно: 2 Патрона</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="148"/>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="149"/>
        <source>%1: to the discard pile: %2</source>
        <translation>%1: в сброс: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="150"/>
        <source>%1: to the deck&apos;s bottom: %2</source>
        <translation>%1: под колоду: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="151"/>
        <source>%1: the Magician&apos;s copy %2</source>
        <translation>%1: копия Фокусника %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="152"/>
        <source>The kill: %1, %2 damage (%3 boosts)</source>
        <translation>Убийство: %1, урон %2 (усилений: %3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="154"/>
        <source>The вече: %1 %2</source>
        <translation>Вече: %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="156"/>
        <source>%1: damage %2, armour %3</source>
        <translation>%1: урон %2, броня %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="158"/>
        <source>%1 draws %2</source>
        <translation>%1 добирает %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="159"/>
        <source>%1 loses %2 draw(s) and %3</source>
        <translation>%1 теряет добор: %2 и карты: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="161"/>
        <source>%1: the Masochist&apos;s copy %2</source>
        <translation>%1: копия Мазохиста %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="162"/>
        <source>%1 gains in his sleeve %2</source>
        <translation>%1 получает в рукав %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="163"/>
        <source>%1, the Monk, draws %2</source>
        <translation>%1, Монах, добирает %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="164"/>
        <source>%1 dies</source>
        <translation>%1 погибает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="165"/>
        <source>%1 is mortally wounded</source>
        <translation>%1 смертельно ранен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="166"/>
        <source>The artifact: %1 → %2 (%3)</source>
        <translation>Артефакт: %1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="168"/>
        <source>; 3 armour next night for %1</source>
        <translation>; 3 брони следующей ночью: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="169"/>
        <source>The Leader: %1</source>
        <translation>Лидер: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="170"/>
        <source>%1 private message(s)</source>
        <translation>Личных сообщений: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="171"/>
        <source>The post; the game goes on</source>
        <translation>Пост; игра продолжается</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="172"/>
        <source>The post; the game is over: %1</source>
        <translation>Пост; игра окончена: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="39"/>
        <source>Mafik Raizen game (*.json)</source>
        <translation>Игра «Мафик Райзен» (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="46"/>
        <source>Mafik Raizen — %1</source>
        <translation>Мафик Райзен — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="52"/>
        <source>the draft</source>
        <translation>драфт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="53"/>
        <source>night %1</source>
        <translation>ночь %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="53"/>
        <source>day %1</source>
        <translation>день %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="58"/>
        <source>The game is over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="61"/>
        <source>The draft: %1 round(s) to enter</source>
        <translation>Драфт: осталось ввести раундов: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="62"/>
        <source>Phase %1: %2</source>
        <translation>Фаза %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="43"/>
        <source>Public role</source>
        <translation>Явная роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="44"/>
        <source>Secret role</source>
        <translation>Тайная роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <source>Sleeve</source>
        <translation>Рукав</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="65"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="66"/>
        <source>Order</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="78"/>
        <source>rounds left: %1</source>
        <translation>осталось раундов: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="78"/>
        <source>drafted</source>
        <translation>драфт готов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="80"/>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="80"/>
        <source>dead</source>
        <translation>мёртв</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="82"/>
        <source>mortally wounded</source>
        <translation>смертельно ранен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="84"/>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="86"/>
        <source>artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="100"/>
        <source>Orders: %1 of %2 living players</source>
        <translation>Заявки: %1 из %2 живых</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="102"/>
        <source>Forwarded at once: the Boss&apos;s tell to %1: «%2»</source>
        <translation>Переслано сразу: сообщение Босса игроку %1: «%2»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="107"/>
        <source>Posts</source>
        <translation>Посты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="114"/>
        <source>No phase resolved yet.</source>
        <translation>Ещё ни одна фаза не подведена.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="149"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="207"/>
        <source>The whole &amp;order…</source>
        <translation>Вся &amp;заявка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="208"/>
        <source>Draft &amp;offers to send…</source>
        <translation>&amp;Предложения драфта для отправки…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="209"/>
        <source>The Lucky&apos;s &amp;mulligan</source>
        <translation>&amp;Муллиган Везунчика</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="210"/>
        <source>The Jester&apos;s &amp;hand…</source>
        <translation>&amp;Рука Шута…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="225"/>
        <source>The draft goes on: every pick is entered first (R-3.2).</source>
        <translation>Идёт драфт: сначала вносятся все выборы (R-3.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="232"/>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="237"/>
        <source>The Jester&apos;s hand</source>
        <translation>Рука Шута</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="232"/>
        <source>No player is the Jester, or the draft goes on.</source>
        <translation>В игре нет Шута, или драфт ещё идёт.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="238"/>
        <source>Six ids of his deck, in his order (e.g. %1):
%2</source>
        <translation>Шесть номеров карт его колоды в его порядке (например, %1):
%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="263"/>
        <source>Your draft offers (keep 2 of 5; then 1 of 3):</source>
        <translation>Ваши предложения драфта (оставьте 2 из 5; затем 1 из 3):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="268"/>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="270"/>
        <source>Draft offers</source>
        <translation>Предложения драфта</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="268"/>
        <source>This game&apos;s decks were entered, not drafted.</source>
        <translation>Колоды этой игры введены, а не собраны драфтом.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="280"/>
        <source>Mulligan</source>
        <translation>Муллиган</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="280"/>
        <source>No player is the Lucky.</source>
        <translation>В игре нет Везунчика.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="297"/>
        <source>Result:</source>
        <translation>Итог:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/desk.py" line="308"/>
        <source>Start messages</source>
        <translation>Стартовые сообщения</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="35"/>
        <source>attack</source>
        <translation>атака</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="35"/>
        <source>support</source>
        <translation>поддержка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="35"/>
        <source>information</source>
        <translation>информация</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="33"/>
        <source>New Mafik Raizen game</source>
        <translation>Новая игра «Мафик Райзен»</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="108"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="41"/>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="68"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="43"/>
        <source>Colour (Student)</source>
        <translation>Цвет (Студент)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="46"/>
        <source>Deal the secret roles at random</source>
        <translation>Раздать тайные роли случайно</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="47"/>
        <source>Enter the secret roles</source>
        <translation>Ввести тайные роли</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="55"/>
        <source>Secret roles:</source>
        <translation>Тайные роли:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="58"/>
        <source>The artifact&apos;s first owner:</source>
        <translation>Первый владелец артефакта:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="59"/>
        <source>Named by:</source>
        <translation>Называет:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="61"/>
        <source>The built-in illustrative set (not the source&apos;s collection)</source>
        <translation>Встроенный иллюстративный набор (не коллекция из источника)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="64"/>
        <source>The club&apos;s file…</source>
        <translation>Файл клуба…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="68"/>
        <source>Cards:</source>
        <translation>Карты:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="69"/>
        <source>Load the setup from a raizen-turns/1 file (decks drafted elsewhere)…</source>
        <translation>Загрузить расстановку из файла raizen-turns/1 (колоды собраны вне приложения)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="72"/>
        <source>Decks:</source>
        <translation>Колоды:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="73"/>
        <source>The app drafts the decks (R-3.1): enter each player&apos;s keeps at the desk.</source>
        <translation>Колоды собираются драфтом приложения (R-3.1): выбор каждого игрока вводится за столом ведущего.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="78"/>
        <source>Option (R-17)</source>
        <translation>Опция (R-17)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="78"/>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="73"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="58"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="117"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="96"/>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="100"/>
        <source>empty: drawn at random (recorded)</source>
        <translation>пусто: случайно (записывается)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating.py" line="111"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="97"/>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="101"/>
        <source>Seed:</source>
        <translation>Зерно:</translation>
    </message>
    <message>
        <location filename="../../app/ui/stats.py" line="129"/>
        <location filename="../../app/ui/stats.py" line="180"/>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="105"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="106"/>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="125"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="146"/>
        <source>drawn by the app</source>
        <translation>по жребию приложения</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="163"/>
        <source>The club&apos;s cards</source>
        <translation>Карты клуба</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="163"/>
        <source>Card catalogue (*.toml)</source>
        <translation>Каталог карт (*.toml)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="172"/>
        <source>A Mafik Raizen game file</source>
        <translation>Файл игры «Мафик Райзен»</translation>
    </message>
    <message>
        <source>Game file (*.json)</source>
        <translation type="vanished">Файл игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/newgame.py" line="182"/>
        <source>The setup of %1: its players, roles and decks.</source>
        <translation>Расстановка из %1: игроки, роли и колоды.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="53"/>
        <source>Order of %1 for %2</source>
        <translation>Заявка игрока %1 на %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="131"/>
        <source>Hand card</source>
        <translation>Карта из руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="131"/>
        <source>Sleeve card</source>
        <translation>Карта из рукава</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="137"/>
        <source>Card:</source>
        <translation>Карта:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="138"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="87"/>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="139"/>
        <source>Paid with:</source>
        <translation>Оплата:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="140"/>
        <source>Text (Вопрос, a message):</source>
        <translation>Текст (Вопрос, сообщение):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="145"/>
        <source>The Magician&apos;s copy (once a game)</source>
        <translation>Копия Фокусника (раз за игру)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="147"/>
        <source>As Вопрос (the Journalist)</source>
        <translation>Как Вопрос (Журналист)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="65"/>
        <source>Discard to the deck (instead of plays):</source>
        <translation>Сброс под колоду (вместо карт):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="67"/>
        <source>Hand order (ids, first first):</source>
        <translation>Порядок руки (номера карт, с первой):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="163"/>
        <source>Kill vote:</source>
        <translation>Голос за убийство:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="165"/>
        <source>Boost the kill (cost 1)</source>
        <translation>Усилить убийство (цена 1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="174"/>
        <source>Question to:</source>
        <translation>Вопрос игроку:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="175"/>
        <source>Question:</source>
        <translation>Вопрос:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="183"/>
        <source>The Croupier&apos;s card:</source>
        <translation>Карта Крупье:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="186"/>
        <source>Spend for armour:</source>
        <translation>Потратить на броню:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="191"/>
        <source>Guess at:</source>
        <translation>Догадка о руке игрока:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="192"/>
        <source>Guessed card ids (comma-separated):</source>
        <translation>Названные карты (id через запятую):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="197"/>
        <source>Tell to:</source>
        <translation>Сообщение игроку:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="198"/>
        <source>Tell:</source>
        <translation>Сообщение:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="201"/>
        <source>Invisible cards:</source>
        <translation>Невидимые карты:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="214"/>
        <source>Вече vote:</source>
        <translation>Голос на вече:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="215"/>
        <source>Execution or beating:</source>
        <translation>Казнь или избиение:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="216"/>
        <source>Leader vote:</source>
        <translation>Голос за Лидера:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="219"/>
        <source>Pass the artifact to:</source>
        <translation>Передать артефакт:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="321"/>
        <source>Phase %1 resolved</source>
        <translation>Фаза %1 подведена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="325"/>
        <source>Steps (the master only)</source>
        <translation>Шаги (только для ведущего)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="332"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="307"/>
        <source>Copy as &amp;text</source>
        <translation>Копировать как &amp;текст</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="333"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="308"/>
        <source>Copy as &amp;BBCode</source>
        <translation>Копировать как &amp;BBCode</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="41"/>
        <source>a template is 1 to %2 characters: “%1”</source>
        <translation>шаблон — от 1 до %2 знаков: «%1»</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="42"/>
        <source>a vote template has one {name}: “%1”</source>
        <translation>в шаблоне голоса одно место {name}: «%1»</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="43"/>
        <source>a withdrawal has no {name}: “%1”</source>
        <translation>в снятии голоса нет {name}: «%1»</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="44"/>
        <source>at least one vote template is needed</source>
        <translation>нужен хотя бы один шаблон голоса</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="62"/>
        <source>Vote templates</source>
        <translation>Шаблоны голосов</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="69"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="71"/>
        <source>The defaults</source>
        <translation>Как по умолчанию</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="74"/>
        <source>Votes, one a line; {name} is where the name stands:</source>
        <translation>Голоса, по одному в строке; {name} — место имени:</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="76"/>
        <source>Withdrawals, one a line:</source>
        <translation>Снятие голоса, по одному в строке:</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="102"/>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="114"/>
        <source>after the deadline</source>
        <translation>после срока</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="114"/>
        <source>not a player</source>
        <translation>не игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="115"/>
        <source>no player by this name</source>
        <translation>нет игрока с таким именем</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="115"/>
        <source>a close spelling: check it</source>
        <translation>похожее имя: проверьте</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="116"/>
        <source>a later post replaces it</source>
        <translation>его заменяет более поздний пост</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="125"/>
        <source>Read the posts</source>
        <translation>Прочитать посты</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="129"/>
        <source>Votes from the thread</source>
        <translation>Голоса из темы</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="130"/>
        <source>Orders from private messages</source>
        <translation>Приказы из личных сообщений</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="131"/>
        <source>Deadline</source>
        <translation>Срок</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="136"/>
        <source>Open a saved page…</source>
        <translation>Открыть сохранённую страницу…</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="138"/>
        <source>Read</source>
        <translation>Прочитать</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="140"/>
        <source>Templates…</source>
        <translation>Шаблоны…</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="141"/>
        <source>The club&apos;s vote and withdrawal templates, each with a {name} slot</source>
        <translation>Шаблоны клуба для голоса и его снятия; в шаблоне голоса есть {name}</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="148"/>
        <source>Paste the thread&apos;s posts here (or its saved page), or your private messages</source>
        <translation>Вставьте сюда посты темы (или её сохранённую страницу) либо свои личные сообщения</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="150"/>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="338"/>
        <source>Post</source>
        <translation>Пост</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="150"/>
        <source>Enter</source>
        <translation>Внести</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="150"/>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="150"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="150"/>
        <source>Understood</source>
        <translation>Как понято</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="151"/>
        <source>Why not</source>
        <translation>Почему нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="164"/>
        <source>Enter the checked</source>
        <translation>Внести отмеченные</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="166"/>
        <source>Copy the count (BBCode)</source>
        <translation>Копировать подсчёт (BBCode)</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="168"/>
        <source>Copy the count (text)</source>
        <translation>Копировать подсчёт (текст)</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="188"/>
        <source>A saved page of the thread</source>
        <translation>Сохранённая страница темы</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="189"/>
        <source>Web pages (*.html *.htm);;Text (*.txt);;All files (*)</source>
        <translation>Веб-страницы (*.html *.htm);;Текст (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="242"/>
        <source>A template cannot be used: %1</source>
        <translation>Шаблон не подходит: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="251"/>
        <source>%1 posts read; %2 entries proposed.</source>
        <translation>Прочитано постов: %1; предложено записей: %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="254"/>
        <source>The text was too long: only its beginning was read.</source>
        <translation>Текст слишком длинный: прочитано только начало.</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="256"/>
        <source>No post found: paste posts headed “Автор: …”, or a page of the thread saved by the browser.</source>
        <translation>Посты не найдены: вставьте посты с заголовком «Автор: …» или страницу темы, сохранённую браузером.</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="262"/>
        <source>withdraws his vote</source>
        <translation>снимает голос</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="266"/>
        <location filename="../../app/ui/thread_review.py" line="333"/>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="299"/>
        <source>Posts by non-players (never entered): %1</source>
        <translation>Посты не игроков (не вносятся): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="279"/>
        <location filename="../../app/ui/thread_review.py" line="369"/>
        <source>refused</source>
        <translation>отказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="377"/>
        <source>entered</source>
        <translation>внесено</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="378"/>
        <source>%1 entries entered; Undo takes each back.</source>
        <translation>Внесено записей: %1; «Отменить» убирает каждую.</translation>
    </message>
    <message>
        <location filename="../../app/ui/thread_review.py" line="392"/>
        <source>The count is copied: paste it into the thread.</source>
        <translation>Подсчёт скопирован: вставьте его в тему.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="343"/>
        <source>Private messages (%1)</source>
        <translation>Личные сообщения (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="362"/>
        <source>No private message.</source>
        <translation>Личных сообщений нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/dialogs.py" line="370"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="40"/>
        <source>ЗА 31 game (*.json)</source>
        <translation>Игра ЗА 31 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="48"/>
        <source>ЗА 31 — turn %1</source>
        <translation>ЗА 31 — ход %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="53"/>
        <source>The game is over after turn %1</source>
        <translation>Игра окончена после хода %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="54"/>
        <source>Turn %1: orders</source>
        <translation>Ход %1: приказы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <source>World</source>
        <translation>Мир</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="55"/>
        <source>Height</source>
        <translation>Высота</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>Left after orders</source>
        <translation type="vanished">Останется после приказов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="57"/>
        <source>Left</source>
        <translation>Останется</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="58"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="57"/>
        <source>Defence</source>
        <translation>Защита</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="67"/>
        <location filename="../../app/ui/rulesets/za31/room.py" line="70"/>
        <source>in the game</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="67"/>
        <location filename="../../app/ui/rulesets/za31/room.py" line="55"/>
        <location filename="../../app/ui/rulesets/za31/room.py" line="70"/>
        <source>in the Nothing</source>
        <translation>в Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="67"/>
        <location filename="../../app/ui/rulesets/za31/room.py" line="70"/>
        <source>surrendered</source>
        <translation>сдача</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="68"/>
        <source>eliminated</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="71"/>
        <source>sent nothing</source>
        <translation>нет приказов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="72"/>
        <source>(an empty list)</source>
        <translation>(пустой список)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="79"/>
        <source>Orders from %1 of %2 players in the game</source>
        <translation>Приказы от %1 из %2 Владык в игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="82"/>
        <source>Adjustments: %1</source>
        <translation>Поправок: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="84"/>
        <source>World changes: %1, joins: %2</source>
        <translation>Изменений мира: %1, новых Владык: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="88"/>
        <source>Short of energy (the last actions will be cancelled): %1</source>
        <translation>Не хватает энергии (последние действия отменятся): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="92"/>
        <source>Situations</source>
        <translation>Игровые ситуации</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="112"/>
        <source>Skip the turn</source>
        <translation>Пропустить ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="112"/>
        <source>Surrender</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="112"/>
        <source>Go into the Nothing</source>
        <translation>Уйти в Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="113"/>
        <source>Come back from the Nothing</source>
        <translation>Выйти из Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="114"/>
        <source>Sent nothing</source>
        <translation>Нет приказов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="114"/>
        <source>An empty list</source>
        <translation>Пустой список</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="121"/>
        <source>Enter an order</source>
        <translation>Ввести приказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="147"/>
        <source>The player&apos;s &amp;orders…</source>
        <translation>&amp;Приказы Владыки…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="148"/>
        <source>&amp;Repeat his last turn&apos;s orders</source>
        <translation>По&amp;вторить приказы прошлого хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="149"/>
        <source>&amp;Adjustment…</source>
        <translation>&amp;Поправка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="150"/>
        <source>A player &amp;joins…</source>
        <translation>&amp;Новый Владыка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="151"/>
        <source>World &amp;change…</source>
        <translation>&amp;Изменение мира…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="152"/>
        <source>The &amp;picture…</source>
        <translation>&amp;Картинка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="172"/>
        <source>Repeat the orders</source>
        <translation>Повтор приказов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="172"/>
        <source>He has sent no orders before.</source>
        <translation>Приказов в прошлые ходы нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="185"/>
        <source>A player joins</source>
        <translation>Новый Владыка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="185"/>
        <source>Name (his world appears in phase 8):</source>
        <translation>Имя (его мир появится в фазе 8):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="33"/>
        <source>A new neutral shard</source>
        <translation>Новый нейтральный осколок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="33"/>
        <source>A new source</source>
        <translation>Новый источник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="33"/>
        <source>A new event</source>
        <translation>Новое событие</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="34"/>
        <source>A new artifact</source>
        <translation>Новый артефакт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="34"/>
        <source>An event ends</source>
        <translation>Конец события</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="35"/>
        <source>A neutral shard is removed</source>
        <translation>Нейтральный осколок убран</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="44"/>
        <source>World change</source>
        <translation>Изменение мира</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="75"/>
        <source>Event:</source>
        <translation>Событие:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="75"/>
        <source>Shard:</source>
        <translation>Осколок:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="85"/>
        <source>What changes:</source>
        <translation>Что меняется:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="87"/>
        <source>It acts in phase 8 of this turn (Z-13). Fill the row as in the world&apos;s tables; an empty cell keeps the rules&apos; default (Z-2).</source>
        <translation>Действует в фазе 8 этого хода (Z-13). Строка заполняется как в таблицах мира; пустая клетка — значение по правилам (Z-2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="117"/>
        <source>Choose what changes, and give a new one its id.</source>
        <translation>Выберите, что меняется, и дайте новому код.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_change.py" line="124"/>
        <source>The change can go in.</source>
        <translation>Изменение можно внести.</translation>
    </message>
    <message>
        <source>One change as JSON: add_shard, add_source, add_event, add_artifact (an object), end_event or remove_shard (an id). It acts in phase 8.</source>
        <translation type="vanished">Одно изменение в JSON: add_shard, add_source, add_event, add_artifact (объект), end_event или remove_shard (id). Действует в фазе 8.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="223"/>
        <source>Winners&apos; seats (comma-separated, or none):</source>
        <translation>Места победителей (через запятую, или пусто):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="234"/>
        <source>The situation</source>
        <translation>Игровая ситуация</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="43"/>
        <source>New ЗА 31 game</source>
        <translation>Новая игра ЗА 31</translation>
    </message>
    <message>
        <source>No world file: no neutral shards, sources, artifacts or events</source>
        <translation type="vanished">Без файла мира: нет нейтральных осколков, источников, артефактов и событий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="50"/>
        <source>The world file (za31-world/1, TOML or JSON), to load or edit here:</source>
        <translation>Файл мира (za31-world/1, TOML или JSON): загрузить или править здесь:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="53"/>
        <source>Load a world file…</source>
        <translation>Загрузить файл мира…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="57"/>
        <source>World:</source>
        <translation>Мир:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="63"/>
        <source>Export the world (za31-world/1)…</source>
        <translation>Выгрузить мир (za31-world/1)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="67"/>
        <source>One player per line, in seat order</source>
        <translation>По игроку в строке, в порядке мест</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="69"/>
        <source>Load the setup of a game begun elsewhere (za31-turns/1)…</source>
        <translation>Загрузить расстановку уже идущей игры (za31-turns/1)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="73"/>
        <source>Option (Z-15)</source>
        <translation>Опция (Z-15)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="98"/>
        <source>Options:</source>
        <translation>Опции:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="121"/>
        <source>Export the world</source>
        <translation>Выгрузить мир</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="121"/>
        <source>World file (*.json)</source>
        <translation>Файл мира (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="141"/>
        <source>A world file</source>
        <translation>Файл мира</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="141"/>
        <source>World file (*.toml *.json)</source>
        <translation>Файл мира (*.toml *.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="159"/>
        <source>An ЗА 31 game file</source>
        <translation>Файл игры ЗА 31</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="58"/>
        <source>Orders of %1, turn %2</source>
        <translation>Приказы: %1, ход %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="63"/>
        <source>Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="63"/>
        <source>Down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="64"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="70"/>
        <source>attack a neutral shard</source>
        <translation>атака нейтрального осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="70"/>
        <source>invade a world</source>
        <translation>вторжение в мир</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="70"/>
        <source>attack a source</source>
        <translation>атака источника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="71"/>
        <source>skip the turn</source>
        <translation>пропуск хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="71"/>
        <source>surrender</source>
        <translation>сдача</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="71"/>
        <source>go into the Nothing</source>
        <translation>уход в Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="72"/>
        <source>come back from the Nothing</source>
        <translation>выход из Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="72"/>
        <source>energy for defence</source>
        <translation>энергия на защиту</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="73"/>
        <source>defence tactic</source>
        <translation>тактика защиты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="73"/>
        <source>an artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="73"/>
        <source>an event</source>
        <translation>событие</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="81"/>
        <source>world</source>
        <translation>мир</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="81"/>
        <source>after a lost shard</source>
        <translation>после потери осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="82"/>
        <source>all his sources</source>
        <translation>все его источники</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="85"/>
        <source>source %1</source>
        <translation>источник %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/desk.py" line="124"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="86"/>
        <source>Order:</source>
        <translation>Приказ:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="88"/>
        <source>Extra energy / energy:</source>
        <translation>Доп. энергия / энергия:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="92"/>
        <source>Tactic:</source>
        <translation>Тактика:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="93"/>
        <source>Tactic for:</source>
        <translation>Тактика для:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="94"/>
        <source>&amp;Add to the list</source>
        <translation>&amp;Добавить в список</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="128"/>
        <source>Choose the target.</source>
        <translation>Выберите цель.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="131"/>
        <source>the unit</source>
        <translation>отряд</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="131"/>
        <source>the magic</source>
        <translation>магия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="131"/>
        <source>the hero</source>
        <translation>герой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="132"/>
        <source>Choose all three parts of the tactic (Z-5.2), or none for a drawn one: %1 is missing.</source>
        <translation>Выберите все три части тактики (Z-5.2) или ни одной — тогда тактика по жребию. Не выбрано: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="230"/>
        <source>Energy %1, these orders cost %2, left %3</source>
        <translation>Энергия %1, приказы стоят %2, остаток %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="242"/>
        <source>Adjustment</source>
        <translation>Поправка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="254"/>
        <source>Energy:</source>
        <translation>Энергия:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="254"/>
        <source>Defence:</source>
        <translation>Защита:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="254"/>
        <source>Income:</source>
        <translation>Доход:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="260"/>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="261"/>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="262"/>
        <source>Note:</source>
        <translation>Примечание:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="288"/>
        <source>Turn %1 processed</source>
        <translation>Ход %1 обработан</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="295"/>
        <source>Show each side&apos;s strength</source>
        <translation>Показать силу каждой стороны</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="300"/>
        <source>Phases and battles (the host&apos;s)</source>
        <translation>Фазы и сражения (для ведущего)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="309"/>
        <source>Copy the &amp;event log</source>
        <translation>Копировать &amp;лог событий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="314"/>
        <source>Situation</source>
        <translation>Ситуация</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="316"/>
        <source>Picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="342"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="364"/>
        <source>The picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="345"/>
        <source>&amp;Export as PNG or SVG…</source>
        <translation>&amp;Сохранить как PNG или SVG…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="356"/>
        <source>Export the picture</source>
        <translation>Сохранить картинку</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="356"/>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation>PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="296"/>
        <location filename="../../app/ui/rulesets/za31/dialogs.py" line="364"/>
        <location filename="../../app/ui/rulesets/za31/newgame.py" line="131"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="132"/>
        <source>Serve to phones and screens</source>
        <translation>Раздать на телефоны и экраны</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="143"/>
        <source>Interface:</source>
        <translation>Интерфейс:</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="144"/>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="158"/>
        <source>Show his &amp;link and QR code</source>
        <translation>Показать его &amp;ссылку и QR-код</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="161"/>
        <source>&amp;Revoke his links</source>
        <translation>&amp;Отозвать его ссылки</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="164"/>
        <source>Save a &amp;sheet of cards for every player…</source>
        <translation>Сохранить &amp;лист карточек для всех игроков…</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="167"/>
        <source>Player&apos;s phone:</source>
        <translation>Телефон игрока:</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="177"/>
        <source>Revoke the &amp;chosen links</source>
        <translation>&amp;Отозвать выбранные ссылки</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="180"/>
        <source>Links that still open:</source>
        <translation>Действующие ссылки:</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="213"/>
        <location filename="../../app/ui/serve.py" line="276"/>
        <source>Start serving, with a game of the evening, to give links.</source>
        <translation>Чтобы выдать ссылки, включите раздачу и начните игру вечера.</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="218"/>
        <source>%1&apos;s link (show it to him only):
%2</source>
        <translation>Ссылка игрока %1 (показывайте только ему):
%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="234"/>
        <source>%1&apos;s links no longer work.</source>
        <translation>Ссылки игрока %1 больше не действуют.</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="247"/>
        <source>%1, evening of %2</source>
        <translation>%1, вечер %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="262"/>
        <source>%1 links no longer work.</source>
        <translation>Отозвано ссылок: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="279"/>
        <source>Save the sheet of cards</source>
        <translation>Сохранить лист карточек</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="280"/>
        <source>PDF to print (*.pdf);;Web page (*.html)</source>
        <translation>PDF для печати (*.pdf);;Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="vanished">Веб-страница (*.html)</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="299"/>
        <source>The cards are in %1.</source>
        <translation>Карточки сохранены: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="315"/>
        <source>&amp;Stop serving</source>
        <translation>&amp;Выключить</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="315"/>
        <location filename="../../app/ui/serve.py" line="342"/>
        <source>&amp;Start serving</source>
        <translation>&amp;Включить</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="319"/>
        <source>Off. Nothing is served until you start it.</source>
        <translation>Выключено. Пока не включите, ничего не раздаётся.</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="323"/>
        <source>The board: %1
A stream&apos;s lower third: %2
The standings: %3</source>
        <translation>Стол: %1
Нижняя треть для трансляции: %2
Турнирная таблица: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/serve.py" line="340"/>
        <source>Could not serve: %1</source>
        <translation>Не удалось включить: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="23"/>
        <source>order list</source>
        <translation>список приказов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="24"/>
        <source>turn</source>
        <translation>ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="25"/>
        <source>adjustment</source>
        <translation>поправка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="25"/>
        <source>The draft</source>
        <translation>Драфт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="27"/>
        <source>Setup</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="29"/>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="29"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="35"/>
        <source>The Law wins</source>
        <translation>Победа: Закон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="35"/>
        <source>The Mafia wins</source>
        <translation>Победа: мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="35"/>
        <source>A draw: nobody is left</source>
        <translation>Ничья: погибли все</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="36"/>
        <source>The game is ended by the master</source>
        <translation>Игру завершает ведущий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="56"/>
        <source>Cards in hand: %1</source>
        <translation>Карты в руке: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="69"/>
        <source>%1 cards</source>
        <translation>карт: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="71"/>
        <source>wounded</source>
        <translation>смертельная рана</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="82"/>
        <source>Public role: %1</source>
        <translation>Открытая роль: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="83"/>
        <source>Hand: %1</source>
        <translation>Рука: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="83"/>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="85"/>
        <source>Sleeve: %1</source>
        <translation>Рукав: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="87"/>
        <source>You hold the artifact.</source>
        <translation>У вас артефакт.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="89"/>
        <source>You are the Leader.</source>
        <translation>Вы — Лидер.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/room.py" line="91"/>
        <source>You are mortally wounded.</source>
        <translation>У вас смертельная рана.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="30"/>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="34"/>
        <source>Game over: no winner</source>
        <translation>Игра окончена: победителя нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="35"/>
        <source>Game over. Winner: %1</source>
        <translation>Игра окончена. Победитель: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="35"/>
        <source>Game over. Winners: %1</source>
        <translation>Игра окончена. Победители: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="48"/>
        <location filename="../../app/ui/rulesets/za31/room.py" line="71"/>
        <source>out of the game</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="52"/>
        <source>world %1</source>
        <translation>мир %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="53"/>
        <source>energy %1</source>
        <translation>энергия %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="73"/>
        <source>Status: %1</source>
        <translation>Положение: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="75"/>
        <source>World: %1; height %2</source>
        <translation>Мир: %1; высота %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="76"/>
        <source>Energy: %1 of %2</source>
        <translation>Энергия: %1 из %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="77"/>
        <source>Defence: %1</source>
        <translation>Защита: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="79"/>
        <source>Sources: %1</source>
        <translation>Источники: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="80"/>
        <source>the world</source>
        <translation>мира</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="80"/>
        <source>the world after losing a shard</source>
        <translation>мира после потери осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="81"/>
        <source>the sources</source>
        <translation>источников</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="83"/>
        <source>Defence tactic of %1: %2</source>
        <translation>Тактика защиты %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="84"/>
        <source>the source %1</source>
        <translation>источника %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="85"/>
        <source>Order items for this turn: %1</source>
        <translation>Пунктов приказа на этот ход: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="86"/>
        <source>No orders for this turn yet.</source>
        <translation>Приказов на этот ход пока нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/room.py" line="87"/>
        <source>Lord</source>
        <translation>Владыка</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="244"/>
        <source>There is no database to count from.</source>
        <translation>Нет базы, по которой считать.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="18"/>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="18"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="315"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="334"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="18"/>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="18"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="315"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="335"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="20"/>
        <source>The Strongman&apos;s armour lasts until</source>
        <translation>Броня Здоровяка держится, пока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="21"/>
        <source>R-2: 1 armour every phase up to the first phase he is dealt damage, or the first that costs him a card</source>
        <translation>R-2: 1 броня каждую фазу до первой фазы с уроном или до первой, где урон стоит ему карты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="22"/>
        <source>he is dealt damage</source>
        <translation>не получен урон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="22"/>
        <source>damage costs him a card or a draw</source>
        <translation>урон не стоит ему карты или добора</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="23"/>
        <source>An empty deck is rebuilt</source>
        <translation>Пустая колода собирается заново</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="23"/>
        <source>R-3.4: from fresh copies of its owner&apos;s rejected cards</source>
        <translation>R-3.4: из новых копий отброшенных карт владельца</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="24"/>
        <source>every time</source>
        <translation>каждый раз</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="24"/>
        <source>once, then it stays empty</source>
        <translation>один раз, потом остаётся пустой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="25"/>
        <source>A night discard allows</source>
        <translation>Ночной сброс допускает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="25"/>
        <source>R-5.3: putting 1–2 hand cards under the deck instead of plays</source>
        <translation>R-5.3: 1–2 карты руки под колоду вместо розыгрыша</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="26"/>
        <source>no card plays</source>
        <translation>никаких розыгрышей</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="26"/>
        <source>a sleeve play, no hand play</source>
        <translation>розыгрыш из рукава, не из руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="27"/>
        <source>The Mafia may kill</source>
        <translation>Мафия может убить</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="27"/>
        <source>R-6.1: whom a Mafia member&apos;s kill vote may name</source>
        <translation>R-6.1: кого может назвать голос мафии за убийство</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="28"/>
        <source>anyone but himself</source>
        <translation>любого, кроме себя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="28"/>
        <source>no Mafia member</source>
        <translation>только не мафию</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="29"/>
        <source>The Boss&apos;s message</source>
        <translation>Сообщение Босса</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="29"/>
        <source>R-6.3: not in two phases running</source>
        <translation>R-6.3: не две фазы подряд</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="30"/>
        <source>every other phase</source>
        <translation>через фазу</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="30"/>
        <source>once per night and day pair</source>
        <translation>раз за пару ночь и день</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="31"/>
        <source>The Killer&apos;s guess reads the hand</source>
        <translation>Догадка Киллера сверяется с рукой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="31"/>
        <source>R-6.4: which hand the named cards are matched against</source>
        <translation>R-6.4: с какой рукой сверяются названные карты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="32"/>
        <source>at the phase&apos;s start</source>
        <translation>на начало фазы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="32"/>
        <source>after step 2</source>
        <translation>после шага 2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="33"/>
        <source>Vote for oneself at the вече</source>
        <translation>Голос за себя на вече</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="33"/>
        <source>R-7.1: whether a player may vote for himself</source>
        <translation>R-7.1: можно ли голосовать за себя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="34"/>
        <source>A beaten player&apos;s cards shown</source>
        <translation>Карты избитого в посте</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="34"/>
        <source>R-7.3: the post after the next night gives their colours</source>
        <translation>R-7.3: пост после следующей ночи называет их цвета</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="35"/>
        <source>all he played</source>
        <translation>все сыгранные</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="35"/>
        <source>the hand card only</source>
        <translation>только карта руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="36"/>
        <source>With 2 living at 11–12 seats</source>
        <translation>Двое живых за столом на 11–12</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="36"/>
        <source>R-7.4: what is not held that day</source>
        <translation>R-7.4: что в этот день не проводится</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="37"/>
        <source>no вече</source>
        <translation>нет вече</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="37"/>
        <source>no вече and no Leader vote</source>
        <translation>нет вече и выборов Лидера</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="38"/>
        <source>A dead owner&apos;s artifact</source>
        <translation>Артефакт погибшего владельца</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="38"/>
        <source>R-9.3: his pass or the draw that day</source>
        <translation>R-9.3: его передача или жребий в этот день</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="39"/>
        <source>is destroyed</source>
        <translation>уничтожается</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="39"/>
        <source>passes by day</source>
        <translation>днём передаётся</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="40"/>
        <source>A drawn artifact between the Mafia counts</source>
        <translation>Артефакт по жребию внутри мафии считается</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="41"/>
        <source>R-9.4: a Law player then gets 3 armour the next night</source>
        <translation>R-9.4: тогда игрок Закона получает 3 брони следующей ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="42"/>
        <source>Card effects draw</source>
        <translation>Добор от эффектов карт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="42"/>
        <source>R-10 step 4: when the draw effects are taken</source>
        <translation>R-10, шаг 4: когда берётся добор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="43"/>
        <source>before the damage</source>
        <translation>до урона</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="43"/>
        <source>after the damage (step 6)</source>
        <translation>после урона (шаг 6)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="44"/>
        <source>A cancelled card also cancels the draws of</source>
        <translation>Отменённая карта отменяет и добор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="44"/>
        <source>R-11.3: which draws a cancel takes back</source>
        <translation>R-11.3: какой добор забирает отмена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="45"/>
        <source>plays and discards</source>
        <translation>от розыгрышей и сброса</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="45"/>
        <source>hand plays only</source>
        <translation>только от розыгрышей с руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="46"/>
        <source>No vote names a wounded player at</source>
        <translation>Смертельно раненого нельзя назвать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="46"/>
        <source>R-11.4: the votes a mortal wound shields from</source>
        <translation>R-11.4: от каких голосований защищает смертельная рана</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="47"/>
        <source>the вече, the Leader vote and the kill</source>
        <translation>на вече, выборах Лидера и в убийстве</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="47"/>
        <source>the вече only</source>
        <translation>только на вече</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="48"/>
        <source>The dead&apos;s roles in the post</source>
        <translation>Роли погибших в посте</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/option_words.py" line="48"/>
        <source>R-11.5: each dead name followed by his role</source>
        <translation>R-11.5: роль в скобках после имени</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="20"/>
        <source>Moving costs</source>
        <translation>Перемещение стоит</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="20"/>
        <source>Z-1.3: the energy a move between heights costs</source>
        <translation>Z-1.3: энергия за смену высоты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="21"/>
        <source>up and down</source>
        <translation>вверх и вниз</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="21"/>
        <source>only climbing</source>
        <translation>только подъём</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="22"/>
        <source>The energy cap is checked</source>
        <translation>Предел энергии проверяется</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="22"/>
        <source>Z-3.1: the excess over the cap is lost</source>
        <translation>Z-3.1: излишек сверх предела сгорает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="23"/>
        <source>after every phase</source>
        <translation>после каждой фазы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="23"/>
        <source>only when income is added</source>
        <translation>только при доходе</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="24"/>
        <source>Defence never goes below</source>
        <translation>Защита не опускается ниже</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="24"/>
        <source>Z-3.3: a lost invasion lowers it</source>
        <translation>Z-3.3: её снижает проигранное вторжение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="25"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="25"/>
        <source>no floor</source>
        <translation>без нижней границы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="26"/>
        <source>A tactic not given is drawn</source>
        <translation>Не названная тактика — по жребию</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="26"/>
        <source>Z-5.2: for a player who gives none</source>
        <translation>Z-5.2: для игрока без тактики</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="27"/>
        <source>for each battle</source>
        <translation>в каждом сражении</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="27"/>
        <source>once, then it stands</source>
        <translation>один раз, затем остаётся</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="28"/>
        <source>A hero&apos;s guess is right when</source>
        <translation>Угадывание героя верно, если</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="28"/>
        <source>Z-5.4: the −2 for the guessed side</source>
        <translation>Z-5.4: −2 угаданной стороне</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="29"/>
        <source>he counters the choice</source>
        <translation>он отвечает на выбор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="29"/>
        <source>he names the same choice</source>
        <translation>выбор совпадает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="30"/>
        <source>With three or more sides the tactic points</source>
        <translation>При трёх сторонах и больше очки тактики</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="30"/>
        <source>Z-5.5: from every other side</source>
        <translation>Z-5.5: от каждой другой стороны</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="31"/>
        <source>are summed</source>
        <translation>суммируются</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="31"/>
        <source>come from the worst opponent</source>
        <translation>берутся от худшего противника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="32"/>
        <source>each penalty once</source>
        <translation>каждый штраф один раз</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="33"/>
        <source>A tie with the lord</source>
        <translation>Ничья с хранителем</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="33"/>
        <source>Z-5.6: who wins a tie in a shard battle</source>
        <translation>Z-5.6: кто выигрывает ничью в сражении за осколок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="34"/>
        <source>the highest stake wins</source>
        <translation>выигрывает большая ставка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="34"/>
        <source>the shard stays neutral</source>
        <translation>осколок остаётся нейтральным</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="35"/>
        <source>A taken source&apos;s defence</source>
        <translation>Защита захваченного источника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="35"/>
        <source>Z-6.2: the owner&apos;s world defence</source>
        <translation>Z-6.2: защита мира владельца</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="36"/>
        <source>as at the capture</source>
        <translation>на момент захвата</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="36"/>
        <source>as the owner&apos;s now</source>
        <translation>текущая у владельца</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="37"/>
        <source>An eliminated world&apos;s last shard</source>
        <translation>Последний осколок выбывшего мира</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="37"/>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="39"/>
        <source>Z-6.3: when a player is eliminated</source>
        <translation>Z-6.3: когда игрок выбывает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="38"/>
        <source>vanishes</source>
        <translation>исчезает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="38"/>
        <source>is left neutral</source>
        <translation>остаётся нейтральным</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="39"/>
        <source>An eliminated player&apos;s artifacts</source>
        <translation>Артефакты выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="40"/>
        <source>are out of play</source>
        <translation>выходят из игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="40"/>
        <source>go to the winner</source>
        <translation>достаются победителю</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="41"/>
        <source>A lost shard battle moves the attacker too</source>
        <translation>Проигранная атака осколка тоже перемещает атакующего</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="41"/>
        <source>Z-6.4: to the shard&apos;s height</source>
        <translation>Z-6.4: на высоту осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="42"/>
        <source>An invasion moves the attacker</source>
        <translation>Вторжение перемещает атакующего</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="42"/>
        <source>Z-6.4: to the defender&apos;s height</source>
        <translation>Z-6.4: на высоту защитника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="43"/>
        <source>Source battles are in phase</source>
        <translation>Сражения за источники — в фазе</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="43"/>
        <source>Z-7.1: with the shard battles, or after the invasions</source>
        <translation>Z-7.1: вместе с осколками или после вторжений</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="44"/>
        <source>4, with the shard battles</source>
        <translation>4, вместе с осколками</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="44"/>
        <source>5, after the invasions</source>
        <translation>5, после вторжений</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="45"/>
        <source>Not enough energy</source>
        <translation>Энергии не хватает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="45"/>
        <source>Z-7.2: what happens to the last orders that do not fit</source>
        <translation>Z-7.2: что с последними приказами, на которые её нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="46"/>
        <source>they are cancelled</source>
        <translation>отменяются</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="46"/>
        <source>they are first reduced</source>
        <translation>сначала уменьшаются</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="47"/>
        <source>A cancelled main action counts as a skip</source>
        <translation>Отменённое основное действие — пропуск хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="47"/>
        <source>Z-8.1: for the skip bonus</source>
        <translation>Z-8.1: для бонуса за пропуск</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="48"/>
        <source>The skip bonus</source>
        <translation>Бонус за пропуски</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="48"/>
        <source>Z-8.2: +1 energy income after skips</source>
        <translation>Z-8.2: +1 к доходу после пропусков</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="49"/>
        <source>stays</source>
        <translation>остаётся</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="49"/>
        <source>once, on that turn&apos;s income</source>
        <translation>один раз, в доходе этого хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="50"/>
        <source>The Nothing shields the sources too</source>
        <translation>Ничто защищает и источники</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="50"/>
        <source>Z-8.3: no attack on them</source>
        <translation>Z-8.3: их нельзя атаковать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="51"/>
        <source>Surrender from the Nothing</source>
        <translation>Сдача из Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="51"/>
        <source>Z-8.3: besides the return</source>
        <translation>Z-8.3: кроме возвращения</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="52"/>
        <source>A surrender acts in phase</source>
        <translation>Сдача действует в фазе</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="52"/>
        <source>Z-9.1: in phase 3 invasions of him are void</source>
        <translation>Z-9.1: в фазе 3 вторжения к нему не состоятся</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="53"/>
        <source>7, after the battles</source>
        <translation>7, после сражений</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="53"/>
        <source>3, before the battles</source>
        <translation>3, до сражений</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="54"/>
        <source>The game ends early</source>
        <translation>Игра заканчивается досрочно</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="54"/>
        <source>Z-10.1: with fewer than two players in the game</source>
        <translation>Z-10.1: когда в игре меньше двух игроков</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="55"/>
        <source>with one player left</source>
        <translation>когда остаётся один</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="55"/>
        <source>never: all the turns are played</source>
        <translation>никогда: играются все ходы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="56"/>
        <source>Equal largest worlds</source>
        <translation>Равные наибольшие миры</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="56"/>
        <source>Z-10.2: who wins</source>
        <translation>Z-10.2: кто побеждает</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="57"/>
        <source>all win</source>
        <translation>побеждают все</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="57"/>
        <source>the most energy wins</source>
        <translation>побеждает тот, у кого больше энергии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="58"/>
        <source>The situation post also gives</source>
        <translation>Пост о ситуации называет ещё</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="58"/>
        <source>Z-11.1: the worlds&apos; heights, and defence</source>
        <translation>Z-11.1: высоты миров и защиту</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="59"/>
        <source>heights</source>
        <translation>высоты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="59"/>
        <source>heights and defence</source>
        <translation>высоты и защиту</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="60"/>
        <source>no heights</source>
        <translation>без высот</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="61"/>
        <source>A lord&apos;s strength per shard size</source>
        <translation>Сила хранителя на размер осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="61"/>
        <source>Z-1.4: when the world file gives none</source>
        <translation>Z-1.4: если в файле мира её нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="62"/>
        <source>Income per shard size</source>
        <translation>Доход на размер осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="62"/>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="63"/>
        <source>Z-3.2: when the world file gives none</source>
        <translation>Z-3.2: если в файле мира его нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/option_words.py" line="63"/>
        <source>A source&apos;s income</source>
        <translation>Доход источника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="55"/>
        <source>Id</source>
        <translation>Код</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="55"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="55"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="55"/>
        <source>Income</source>
        <translation>Доход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="56"/>
        <source>Lord&apos;s strength</source>
        <translation>Сила хранителя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="56"/>
        <source>Lord&apos;s tactic</source>
        <translation>Тактика хранителя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="56"/>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="57"/>
        <source>Tactic</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="57"/>
        <source>Owner (seat)</source>
        <translation>Владелец (место)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="57"/>
        <source>Effect</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="58"/>
        <source>By itself</source>
        <translation>Сам</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="58"/>
        <source>Charges</source>
        <translation>Заряды</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="58"/>
        <source>Most charges</source>
        <translation>Зарядов максимум</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="59"/>
        <source>Recharge</source>
        <translation>Перезарядка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="59"/>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="59"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="59"/>
        <source>From turn</source>
        <translation>С хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="60"/>
        <source>To turn</source>
        <translation>По ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="60"/>
        <source>Counts as an action</source>
        <translation>Считается действием</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="68"/>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="71"/>
        <source>required: a whole number</source>
        <translation>обязательно: целое число</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="74"/>
        <source>“%1” is given twice</source>
        <translation>«%1» указано дважды</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="77"/>
        <source>seat %1 is not at the table</source>
        <translation>места %1 нет за столом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="78"/>
        <source>required</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="78"/>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="78"/>
        <source>yes or no</source>
        <translation>да или нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="79"/>
        <source>a tactic of three parts: unit, magic and hero</source>
        <translation>тактика из трёх частей: отряд, магия и герой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="80"/>
        <source>one of: %1</source>
        <translation>одно из: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="278"/>
        <source>energy</source>
        <translation>энергия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="278"/>
        <source>defence</source>
        <translation>защита</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="278"/>
        <source>strength</source>
        <translation>сила</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="278"/>
        <source>by the host</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <source>one of energy, defence, strength, host</source>
        <translation type="vanished">одно из: energy, defence, strength, host</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="83"/>
        <source>only a defence or strength artifact acts by itself</source>
        <translation>сам действует только артефакт защиты или силы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="94"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="260"/>
        <source>Shards</source>
        <translation>Осколки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="94"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="260"/>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="94"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="260"/>
        <source>Artifacts</source>
        <translation>Артефакты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="94"/>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="261"/>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="106"/>
        <source>Add a row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="108"/>
        <source>Remove the row</source>
        <translation>Удалить строку</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="117"/>
        <source>Setting</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="120"/>
        <source>a native shard&apos;s size</source>
        <translation>размер родного осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="120"/>
        <source>starting energy</source>
        <translation>энергия в начале</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="121"/>
        <source>starting defence</source>
        <translation>защита в начале</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="121"/>
        <source>starting height</source>
        <translation>высота в начале</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="122"/>
        <source>invasion fee</source>
        <translation>плата за вторжение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="122"/>
        <source>energy per height</source>
        <translation>энергия за единицу высоты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="123"/>
        <source>energy cap per world size</source>
        <translation>предел энергии на размер мира</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="123"/>
        <source>turns at most</source>
        <translation>ходов не больше</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="124"/>
        <source>a prize shard&apos;s size</source>
        <translation>размер осколка-приза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="130"/>
        <source>Start and costs</source>
        <translation>Начало и цены</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="132"/>
        <source>Source text</source>
        <translation>Исходный текст</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="240"/>
        <source>The world is whole (Z-2).</source>
        <translation>Мир в порядке (Z-2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="262"/>
        <source>%1, row %2, “%3”: %4 (Z-2)</source>
        <translation>%1, строка %2, «%3»: %4 (Z-2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/world_editor.py" line="271"/>
        <source>Start and costs, “%1”: %2 (Z-2)</source>
        <translation>Начало и цены, «%1»: %2 (Z-2)</translation>
    </message>
</context>
<context>
    <name>BestMovePanel</name>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="101"/>
        <source>Declined</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="102"/>
        <source>Apply (Enter)</source>
        <translation>Принять (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="116"/>
        <source>Best move: %1 (%2 s)</source>
        <translation>Лучший ход: %1 (%2 с)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="118"/>
        <source>Say: “Player number %1, you were killed tonight. Your best move: name three players you think are black.” Click the seats he names.</source>
        <translation>Скажите: «Игрок номер %1, вы убиты этой ночью. Ваш лучший ход: назовите трёх игроков, которых считаете чёрными». Щёлкните места, которые он называет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="122"/>
        <source>Named: %1 (%2 of 3)</source>
        <translation>Названы: %1 (%2 из 3)</translation>
    </message>
</context>
<context>
    <name>EmptyPanel</name>
    <message>
        <location filename="../../app/ui/panel_base.py" line="71"/>
        <source>No game</source>
        <translation>Нет игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/panel_base.py" line="72"/>
        <source>File → New game (Ctrl+N) to seat a table, or File → Import a protocol.</source>
        <translation>Файл → Новая игра (Ctrl+N), чтобы рассадить стол, или Файл → Открыть протокол.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../app/ui/texts.py" line="119"/>
        <source>There is no seat %seat at this table</source>
        <translation>За этим столом нет места %seat</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="120"/>
        <source>Seat %seat is out of the game</source>
        <translation>Место %seat выбыло из игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="121"/>
        <source>Seat %seat is already out of the game</source>
        <translation>Место %seat уже выбыло из игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="122"/>
        <source>Seat %seat is already disqualified</source>
        <translation>Место %seat уже дисквалифицировано</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="123"/>
        <source>Nominations are made during a day speech</source>
        <translation>Выставляют только в дневной речи</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="124"/>
        <source>There are no nominations on Day 1</source>
        <translation>В первый день выставлений нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="125"/>
        <source>No vote today after a 4th foul</source>
        <translation>После четвёртого фола сегодня голосования нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="126"/>
        <source>Seat %seat is already nominated today</source>
        <translation>Место %seat сегодня уже выставлено</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="127"/>
        <source>Now it is the %step of seat %speaker, not of seat %seat</source>
        <translation>Сейчас %step места %speaker, а не места %seat</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="128"/>
        <source>No nominations during the %step</source>
        <translation>Сейчас %step: выставлять нельзя</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="129"/>
        <source>Seat %seat is not a candidate</source>
        <translation>Место %seat не выставлено</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="130"/>
        <source>%votes votes, but only %living living players</source>
        <translation>Голосов %votes, а живых игроков только %living</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="131"/>
        <source>Seat %seat cannot vote: not a living player</source>
        <translation>Место %seat не голосует: игрок вне игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="132"/>
        <source>Seat %seat has already voted</source>
        <translation>Место %seat уже проголосовало</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="133"/>
        <source>%role: there is no such role at this table</source>
        <translation>%role: такой роли за этим столом нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="134"/>
        <source>No mafia player is alive to shoot</source>
        <translation>Живых мафиози нет, стрелять некому</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="135"/>
        <source>%role is out of the game and takes no action</source>
        <translation>%role: роль выбыла и не действует</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="136"/>
        <source>%role was shot tonight and does not check</source>
        <translation>%role: застрелен этой ночью и не проверяет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="137"/>
        <source>Seat %seat is out of the game: %role picks a living player</source>
        <translation>Место %seat выбыло: %role выбирает живого игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="138"/>
        <source>%role: seat %seat was picked last night, not two nights running</source>
        <translation>%role: место %seat выбрано прошлой ночью, две ночи подряд нельзя</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="139"/>
        <source>%role cannot pick their own seat</source>
        <translation>%role: себя выбирать нельзя</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="140"/>
        <source>%role: their own seat only once a game</source>
        <translation>%role: себя — только один раз за игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="141"/>
        <source>Now the call is %call, not %role</source>
        <translation>Сейчас просыпается роль «%call», а не «%role»</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="142"/>
        <source>Nobody is called now, not %role</source>
        <translation>Сейчас никто не просыпается, и «%role» тоже</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="143"/>
        <source>Tonight&apos;s calls have begun: answer the calls that remain</source>
        <translation>Ночь уже идёт: ответьте на оставшиеся роли</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="144"/>
        <source>Now it is the %step</source>
        <translation>Сейчас: %step</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="145"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="146"/>
        <source>The game is over: no %what now</source>
        <translation>Игра окончена: %what больше нельзя</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="147"/>
        <source>Ending the game needs a reason</source>
        <translation>Чтобы закончить игру, укажите причину</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="148"/>
        <source>Overriding the result needs a reason</source>
        <translation>Чтобы изменить итог, укажите причину</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="149"/>
        <source>%result is not a result of this game</source>
        <translation>«%result» — не итог этой игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="150"/>
        <source>A bonus or penalty needs a reason</source>
        <translation>Для бонуса или штрафа нужна причина</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="151"/>
        <source>A bonus or penalty is from −%max to %max points</source>
        <translation>Бонус или штраф — от −%max до %max баллов</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="152"/>
        <source>This entry is not part of the game</source>
        <translation>Такого действия в этой игре нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="153"/>
        <source>Extra points %points for seat %seat: only tenths of a point</source>
        <translation>Доп. баллы %points месту %seat: только десятые доли балла</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="154"/>
        <source>Extra points %points for seat %seat: allowed from %min to %max</source>
        <translation>Доп. баллы %points месту %seat: можно от %min до %max</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="155"/>
        <source>Seat %seat: no positive extra points in a draw</source>
        <translation>Место %seat: при ничьей положительных доп. баллов нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="156"/>
        <source>Seat %seat: extra points %points are not on the list</source>
        <translation>Место %seat: доп. баллов %points нет в списке допустимых</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="157"/>
        <source>Seat %seat: %points extra points need the head judge&apos;s approval</source>
        <translation>Место %seat: %points доп. балла — только с согласия главного судьи</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="158"/>
        <source>Seat %seat: extra points and best move %points exceed %max</source>
        <translation>Место %seat: доп. баллы и лучший ход вместе %points, больше %max</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="159"/>
        <source>Positive extra points %points for %players players exceed the game&apos;s limit</source>
        <translation>Положительные доп. баллы %points на %players игроков превышают лимит игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="160"/>
        <source>Points are entered as exact decimals</source>
        <translation>Баллы вводятся точными десятичными числами</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="161"/>
        <source>The votes add up to %votes, but %living players live: leave the last count out or correct it</source>
        <translation>Голосов в сумме %votes, а живых игроков %living: не вводите голоса за последнюю кандидатуру или исправьте</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="162"/>
        <source>A best move names three different seats, or none</source>
        <translation>Лучший ход — это три разных места или отказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="163"/>
        <source>A table has %min to %max players, not %players</source>
        <translation>За столом от %min до %max игроков, а не %players</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="164"/>
        <source>A table of %players needs %want × %role, not %got</source>
        <translation>Столу на %players нужно ролей «%role»: %want, а не %got</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="165"/>
        <source>Seats %other and %seat have the same player; each player sits once</source>
        <translation>На местах %other и %seat один и тот же игрок; каждый садится один раз</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="166"/>
        <source>Seat %seat: a name has at most %max characters</source>
        <translation>Место %seat: в имени не больше %max символов</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="167"/>
        <source>Seat %seat: the name has a character that cannot be stored</source>
        <translation>Место %seat: в имени есть символ, который нельзя сохранить</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="132"/>
        <source>At most %max players in every city, not %players</source>
        <translation>В любом городе не больше %max игроков, а не %players</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="168"/>
        <source>Immune seat %seat is not at this table of %players</source>
        <translation>Места %seat с иммунитетом нет за столом на %players</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="169"/>
        <source>Unknown role %role</source>
        <translation>Неизвестная роль %role</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="51"/>
        <source>Seat %seat: the %key is refused</source>
        <translation>Место %seat: отклонено (%key)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/__init__.py" line="50"/>
        <source>Seat %seat: the order&apos;s &quot;%key&quot; is refused</source>
        <translation>Место %seat: в заявке отклонено «%key»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="133"/>
        <source>Seat %seat is not in play (dead or jailed)</source>
        <translation>Место %seat не в игре (убит или в тюрьме)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="134"/>
        <source>&quot;Nobody&quot; is not a vote in this game</source>
        <translation>Голос «никого» в этой игре не принимается</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="135"/>
        <source>A player may not vote for himself in this game</source>
        <translation>В этой игре нельзя голосовать за себя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="136"/>
        <source>Seat %seat (%role) has no such action: %key</source>
        <translation>У места %seat (%role) нет такого действия: %key</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="137"/>
        <source>Seat %seat (%role) has one special action per turn</source>
        <translation>У места %seat (%role) одно спецдействие за ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="138"/>
        <source>The commander dispersed the crowd on turn %turn: not two turns running</source>
        <translation>Командир: толпа уже разогнана на ходу %turn, не два хода подряд</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="139"/>
        <source>%key cannot target its own actor</source>
        <translation>Нельзя применить к себе: %key</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="140"/>
        <source>The day vote is over</source>
        <translation>Дневное голосование закончено</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="141"/>
        <source>The night has not begun: the day vote is still open</source>
        <translation>Ночь ещё не началась: дневное голосование открыто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="142"/>
        <source>Nobody picks in a tie on turn %turn: it is drawn</source>
        <translation>На ходу %turn выбирать некому: ничья решается жребием</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="143"/>
        <source>Seat %seat is not among the vote&apos;s leaders</source>
        <translation>Место %seat не среди лидеров голосования</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="144"/>
        <source>There is no tie on turn %turn: nobody picks</source>
        <translation>На ходу %turn нет равенства голосов: выбирать нечего</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="145"/>
        <source>A loner&apos;s win names the loner&apos;s seat</source>
        <translation>Победа одиночки называет его место</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="146"/>
        <source>Unknown city %city</source>
        <translation>Неизвестный город %city</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="147"/>
        <source>Novosibirsk&apos;s roles are entered by the host on every seat</source>
        <translation>В Новосибирске ведущий вводит роль каждого места</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="148"/>
        <source>%city has no strong Mafia</source>
        <translation>В городе %city нет сильной мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="149"/>
        <source>%players players do not fit %city</source>
        <translation>%players игроков не подходят для города %city</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="150"/>
        <source>These roles are not those of %city at %players players</source>
        <translation>Это не роли города %city на %players игроков</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="151"/>
        <source>A game needs at least two sides</source>
        <translation>В игре нужны хотя бы две стороны</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="152"/>
        <source>Wake-up calls are for a game at a live table</source>
        <translation>Побудка ролей — только для игры за живым столом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="153"/>
        <source>Nobody is woken for %call tonight</source>
        <translation>Этой ночью для %call никого не будят</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="154"/>
        <source>Seat %seat is not woken for this call</source>
        <translation>Игрока %seat не будят на этот вызов</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="199"/>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="199"/>
        <source>removals</source>
        <translation>удаления</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="272"/>
        <source>This game is open in another Mafia Host window; nothing was saved here.</source>
        <translation>Эта игра открыта в другом окне Mafia Host; здесь ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="275"/>
        <source>This game no longer replays under the current rules: %1. It is open read-only at its stored state; its protocol is kept as stored.</source>
        <translation>Эта игра не воспроизводится по действующим правилам: %1. Она открыта только для просмотра в сохранённом состоянии; протокол сохранён как был.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="280"/>
        <source>%1 is not a valid game: %2</source>
        <translation>%1 — неверная запись игры: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="282"/>
        <source>%1 cannot be written: %2</source>
        <translation>Файл %1 не записан: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="286"/>
        <source>%1 cannot be read: %2</source>
        <translation>Файл %1 не прочитан: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="288"/>
        <source>%1 is not a file Mafia Host can use: %2</source>
        <translation>Файл %1 не подходит для Mafia Host: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="289"/>
        <source>Not saved, so not applied: %1</source>
        <translation>Не сохранено, поэтому не применено: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="297"/>
        <source>the database is in use by another program</source>
        <translation>база занята другой программой</translation>
    </message>
</context>
<context>
    <name>FamilyPhone</name>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="78"/>
        <source>red (the city)</source>
        <translation>красный (мирный)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="79"/>
        <source>black (the Mafia)</source>
        <translation>чёрный (мафия)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="80"/>
        <source>the Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="81"/>
        <source>not the Sheriff</source>
        <translation>не Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="90"/>
        <source>Night %1: %2 — %3</source>
        <translation>Ночь %1: %2 — %3</translation>
    </message>
</context>
<context>
    <name>FamilyRoleTexts</name>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="13"/>
        <source>The red team. Sleeps at night; by day finds the Mafia in the talk and votes them out (C-1, C-6).</source>
        <translation>Красная команда. Ночью спит; днём ищет мафию в обсуждении и голосует, чтобы убрать её из игры (C-1, C-6).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="14"/>
        <source>The red team. Each night checks one living player (not himself): the host shows red or black. Mafia and Don are black; the Maniac shows red while any Mafia is alive (C-7.5).</source>
        <translation>Красная команда. Каждую ночь проверяет одного живого игрока (не себя): ведущий показывает «красный» или «чёрный». Мафия и Дон чёрные; Маньяк красный, пока жива мафия (C-7.5).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="15"/>
        <source>The red team. Each night heals one living player, who cannot be killed that night; himself at most once a game, never the same player two nights running (C-7.3, C-8).</source>
        <translation>Красная команда. Каждую ночь лечит одного живого игрока: вылеченного не убить этой ночью. Себя — не больше одного раза за игру; одного и того же — не две ночи подряд (C-7.3, C-8).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="16"/>
        <source>The red team. Each night visits one living player (not herself): a shot at her client misses that night, a shot at her kills her and her client; never the same player two nights running (C-7.4, C-8.1, C-8.2).</source>
        <translation>Красная команда. Каждую ночь приходит к одному живому игроку (не к себе): выстрел в гостя этой ночью мимо, а выстрел в Красотку убивает и её, и гостя; одного и того же — не две ночи подряд (C-7.4, C-8.1, C-8.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="17"/>
        <source>The black team. At night wakes with the other Mafia and the Don, and together they choose whom to shoot (or nobody). They win when they are no fewer than the rest (C-7.1, C-9).</source>
        <translation>Чёрная команда. Ночью просыпается вместе с остальной мафией и Доном, и вместе они выбирают, в кого стрелять (можно не стрелять). Победа, когда мафии не меньше, чем остальных (C-7.1, C-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="18"/>
        <source>The black team&apos;s head. At night shoots with the Mafia, then checks one living player: the Sheriff or not (C-7.1, C-7.6).</source>
        <translation>Чёрная команда, глава мафии. Ночью стреляет вместе с мафией, затем проверяет одного живого игрока: Шериф он или нет (C-7.1, C-7.6).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="19"/>
        <source>Plays for himself. Each night may kill one living player (not himself). He wins when he is left one against one (C-7.1, C-9).</source>
        <translation>Играет сам за себя. Каждую ночь может убить одного живого игрока (не себя). Победа, когда остаётся один на один с одним игроком (C-7.1, C-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="20"/>
        <source>The red team (six civilians and the Sheriff). Sleeps at night; by day nominates and votes the black players out (S-1, S-4, S-5).</source>
        <translation>Красная команда (шесть мирных и Шериф). Ночью спит; днём выставляет и голосует, чтобы убрать чёрных из игры (S-1, S-4, S-5).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="21"/>
        <source>The red team. On night 0 opens his eyes and looks at the table; each later night checks one living player (not himself): black for Mafia and Don, else red (S-2.2, S-9.3).</source>
        <translation>Красная команда. В нулевую ночь открывает глаза и смотрит на стол; каждую следующую ночь проверяет одного живого игрока (не себя): «чёрный» для мафии и Дона, иначе «красный» (S-2.2, S-9.3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="22"/>
        <source>The black team (two Mafia and the Don). On night 0 agrees the shooting order with the team; each night shoots with eyes closed when the host calls the agreed seat: all at one seat kills, anything else misses (S-2.1, S-9.2).</source>
        <translation>Чёрная команда (двое мафии и Дон). В нулевую ночь договаривается с командой о порядке выстрелов; каждую ночь стреляет с закрытыми глазами, когда ведущий называет условленное место: все в одно место — игрок убит, иначе промах (S-2.1, S-9.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/role_texts.py" line="23"/>
        <source>The black team&apos;s head. On night 0 sets the shooting order; at night shoots with the Mafia, then checks one living player: the Sheriff or not (S-2.1, S-9.2, S-9.3).</source>
        <translation>Чёрная команда, глава мафии. В нулевую ночь назначает порядок выстрелов; ночью стреляет с мафией, затем проверяет одного живого игрока: Шериф он или нет (S-2.1, S-9.2, S-9.3).</translation>
    </message>
</context>
<context>
    <name>FiimKit</name>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="55"/>
        <source>the night&apos;s victim</source>
        <translation>жертва ночи</translation>
    </message>
</context>
<context>
    <name>Forum</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="12"/>
        <source>Citizen</source>
        <translation>Честный житель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="13"/>
        <source>Commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="14"/>
        <source>Shooting commissar</source>
        <translation>Стреляющий комиссар</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="15"/>
        <source>Detective</source>
        <translation>Детектив</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="16"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="17"/>
        <source>Reanimator</source>
        <translation>Реаниматор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="18"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="19"/>
        <source>Girl</source>
        <translation>Девочка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="20"/>
        <source>Witness</source>
        <translation>Свидетель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="21"/>
        <source>Soldier</source>
        <translation>Солдат</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="22"/>
        <source>Special forces commander</source>
        <translation>Командир спецназа</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="23"/>
        <source>Schizophrenic</source>
        <translation>Шизофреник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="24"/>
        <source>Mafioso</source>
        <translation>Мафиози</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="25"/>
        <source>Mafia boss</source>
        <translation>Босс мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="26"/>
        <source>Authority</source>
        <translation>Авторитет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="27"/>
        <source>Killer</source>
        <translation>Киллер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="28"/>
        <source>Lawyer</source>
        <translation>Адвокат</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="29"/>
        <source>Bruiser</source>
        <translation>Амбал</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="30"/>
        <source>Thief</source>
        <translation>Вор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="31"/>
        <source>Hypocrite</source>
        <translation>Лицемер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="32"/>
        <source>Yakuza</source>
        <translation>Якудза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="33"/>
        <source>Yakuza leader</source>
        <translation>Лидер Якудзы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="34"/>
        <source>Sensei</source>
        <translation>Сэнсэй</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="35"/>
        <source>Ninja</source>
        <translation>Ниндзя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="36"/>
        <source>Informer</source>
        <translation>Осведомитель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="37"/>
        <source>Samurai</source>
        <translation>Самурай</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="38"/>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="39"/>
        <source>Rebel</source>
        <translation>Бунтарь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="40"/>
        <source>Poisoner</source>
        <translation>Отравитель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="47"/>
        <source>Vote disruption</source>
        <translation>Срыв голосования</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="48"/>
        <source>Hypocrisy</source>
        <translation>Лицемерие</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="49"/>
        <source>Vote theft</source>
        <translation>Кража голоса</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="50"/>
        <source>Distraction</source>
        <translation>Отвлекание</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="51"/>
        <source>Poison</source>
        <translation>Отравление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="52"/>
        <source>Protection</source>
        <translation>Защита</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="53"/>
        <source>Heal</source>
        <translation>Лечение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="54"/>
        <source>Guard</source>
        <translation>Охрана</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="55"/>
        <source>Freeze</source>
        <translation>Заморозка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="56"/>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="57"/>
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="58"/>
        <source>Team shot</source>
        <translation>Коллективный выстрел</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="59"/>
        <source>Watch</source>
        <translation>Слежка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="66"/>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="67"/>
        <source>Dallas</source>
        <translation>Даллас</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="68"/>
        <source>Naples</source>
        <translation>Неаполь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="69"/>
        <source>Palermo</source>
        <translation>Палермо</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="70"/>
        <source>Tokyo</source>
        <translation>Токио</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="71"/>
        <source>Chicago</source>
        <translation>Чикаго</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="72"/>
        <source>Moscow</source>
        <translation>Москва</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="73"/>
        <source>Kyiv</source>
        <translation>Киев</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="74"/>
        <source>Rio</source>
        <translation>Рио</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="75"/>
        <source>London</source>
        <translation>Лондон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="76"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="77"/>
        <source>Detroit</source>
        <translation>Детройт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="78"/>
        <source>Osaka</source>
        <translation>Осака</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="79"/>
        <source>Petersburg</source>
        <translation>Петербург</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="80"/>
        <source>Madrid</source>
        <translation>Мадрид</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="81"/>
        <source>Boston</source>
        <translation>Бостон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="82"/>
        <source>Hong Kong</source>
        <translation>Гонконг</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="83"/>
        <source>Milan</source>
        <translation>Милан</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="84"/>
        <source>Novosibirsk</source>
        <translation>Новосибирск</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/words.py" line="85"/>
        <source>Denver</source>
        <translation>Денвер</translation>
    </message>
</context>
<context>
    <name>ForumDayPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="98"/>
        <source>Roles to hand out…</source>
        <translation>Роли для раздачи…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="104"/>
        <source>Hands for:</source>
        <translation>Руки за:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="107"/>
        <source>Secret notes (M-11.2: disruption, hypocrisy, theft)</source>
        <translation>Тайные записки (M-11.2: срыв, лицемерие, кража)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="114"/>
        <source>Enter the note</source>
        <translation>Ввести записку</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="115"/>
        <source>Withdraw</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="126"/>
        <location filename="../../app/ui/rulesets/forum/live.py" line="182"/>
        <source>Close the vote (Enter)</source>
        <translation>Закрыть голосование (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="143"/>
        <source>Day %1 — the jail vote</source>
        <translation>День %1 — голосование за тюрьму</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="151"/>
        <source>Morning: read the newspaper aloud.</source>
        <translation>Утро: прочитайте газету вслух.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="152"/>
        <source>Pass privately:
%1</source>
        <translation>Передать лично:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="153"/>
        <source>No private notes this morning.</source>
        <translation>Личных сообщений этим утром нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="158"/>
        <source>No jail vote on Day 1 (M-11.1): after the talk, close the day.</source>
        <translation>В первый день голосования нет (M-11.1): после обсуждения закройте день.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="160"/>
        <source>Say: “Who is for jailing %1?” Click the seats whose hands are up; each player votes once (M-11.2). Digits choose whose hands you count.</source>
        <translation>Скажите: «Кто за тюрьму: %1?» Нажмите места с поднятой рукой; у каждого один голос (M-11.2). Цифрами выбирается, за кого считаете руки.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="166"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="175"/>
        <source>The commander&apos;s disruption stands: no vote counts today.</source>
        <translation>Срыв голосования командира в силе: сегодня голоса не считаются.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="179"/>
        <source>Counted now (secret notes included): %1</source>
        <translation>Сейчас засчитано (с тайными записками): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="180"/>
        <source>no vote</source>
        <translation>голосов нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="182"/>
        <source>Close the day (Enter)</source>
        <translation>Закрыть день (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="217"/>
        <source>disperse the crowd</source>
        <translation>разогнать толпу</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="221"/>
        <source>real vote: nobody</source>
        <translation>настоящий голос: никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="222"/>
        <source>no real vote</source>
        <translation>настоящего голоса нет</translation>
    </message>
</context>
<context>
    <name>ForumDeskWindow</name>
    <message>
        <source>Seat</source>
        <translation type="vanished">Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="vanished">Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="vanished">Роль</translation>
    </message>
    <message>
        <source>State</source>
        <translation type="vanished">Состояние</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation type="vanished">Голос</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="vanished">Приказы</translation>
    </message>
    <message>
        <source>Enter a vote or an order</source>
        <translation type="vanished">Ввести голос или приказ</translation>
    </message>
    <message>
        <source>&amp;Enter</source>
        <translation type="vanished">&amp;Ввести</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation type="vanished">&amp;Отозвать</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="vanished">Игрок:</translation>
    </message>
    <message>
        <source>Vote or action:</source>
        <translation type="vanished">Голос или действие:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="vanished">Цель:</translation>
    </message>
    <message>
        <source>&amp;Team&apos;s shot orders…</source>
        <translation type="vanished">Приказы &amp;команды на выстрел…</translation>
    </message>
    <message>
        <source>&amp;Resolve turn</source>
        <translation type="vanished">&amp;Подвести ход</translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="vanished">Игроки</translation>
    </message>
    <message>
        <source>Newspapers</source>
        <translation type="vanished">Газеты</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Игра</translation>
    </message>
    <message>
        <source>Export the &amp;protocol…</source>
        <translation type="vanished">Экспорт &amp;протокола…</translation>
    </message>
    <message>
        <source>Export the &amp;chronicle (HTML or PDF)…</source>
        <translation type="vanished">Экспорт &amp;хроники (HTML или PDF)…</translation>
    </message>
    <message>
        <source>&amp;End the game now…</source>
        <translation type="vanished">&amp;Завершить игру сейчас…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="vanished">&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="vanished">&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="vanished">&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="vanished">&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="vanished">&amp;Ход</translation>
    </message>
    <message>
        <source>Show the &amp;start messages…</source>
        <translation type="vanished">Показать &amp;стартовые ЛС…</translation>
    </message>
    <message>
        <source>%1 — the game is over: %2</source>
        <translation type="vanished">%1 — игра окончена: %2</translation>
    </message>
    <message>
        <source>%1 — turn %2</source>
        <translation type="vanished">%1 — ход %2</translation>
    </message>
    <message>
        <source>Forum game — %1</source>
        <translation type="vanished">Форумная игра — %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="vanished">в игре</translation>
    </message>
    <message>
        <source>killed</source>
        <translation type="vanished">убийство</translation>
    </message>
    <message>
        <source>jailed</source>
        <translation type="vanished">в тюрьме</translation>
    </message>
    <message>
        <source>benched</source>
        <translation type="vanished">без голоса и действия</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation type="vanished">отравление</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="vanished">никто</translation>
    </message>
    <message>
        <source>The commander&apos;s disruption stands: no vote counts this turn.</source>
        <translation type="vanished">Срыв голосования командира в силе: в этот ход голоса не считаются.</translation>
    </message>
    <message>
        <source>Jail vote now: %1</source>
        <translation type="vanished">Посадка сейчас: %1</translation>
    </message>
    <message>
        <source>no counted vote</source>
        <translation type="vanished">засчитанных голосов нет</translation>
    </message>
    <message>
        <source>the loner %1</source>
        <translation type="vanished">одиночка %1</translation>
    </message>
    <message>
        <source>the honest citizens</source>
        <translation type="vanished">честные жители</translation>
    </message>
    <message>
        <source>the Mafia</source>
        <translation type="vanished">мафия</translation>
    </message>
    <message>
        <source>the Yakuza</source>
        <translation type="vanished">якудза</translation>
    </message>
    <message>
        <source>the host (nobody is left)</source>
        <translation type="vanished">ведущий (никого не осталось)</translation>
    </message>
    <message>
        <source>the crowd</source>
        <translation type="vanished">толпа</translation>
    </message>
    <message>
        <source>No turn resolved yet.</source>
        <translation type="vanished">Ещё ни один ход не подведён.</translation>
    </message>
    <message>
        <source>nobody (no real vote)</source>
        <translation type="vanished">никто (настоящего голоса нет)</translation>
    </message>
    <message>
        <source>Forum game</source>
        <translation type="vanished">Форумная игра</translation>
    </message>
    <message>
        <source>Team&apos;s shot orders</source>
        <translation type="vanished">Приказы команды на выстрел</translation>
    </message>
    <message>
        <source>Only a member of the Mafia or the Yakuza has team shot orders.</source>
        <translation type="vanished">Приказы на коллективный выстрел есть только у членов мафии или якудзы.</translation>
    </message>
    <message>
        <source>No orders yet.</source>
        <translation type="vanished">Приказов пока нет.</translation>
    </message>
    <message>
        <source>a loner</source>
        <translation type="vanished">одиночка</translation>
    </message>
    <message>
        <source>the host</source>
        <translation type="vanished">ведущий</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation type="vanished">Завершить игру</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="vanished">Победитель:</translation>
    </message>
    <message>
        <source>There is no loner in this game.</source>
        <translation type="vanished">В этой игре нет одиночек.</translation>
    </message>
    <message>
        <source>Which loner?</source>
        <translation type="vanished">Какой одиночка?</translation>
    </message>
    <message>
        <source>Reason (recorded):</source>
        <translation type="vanished">Причина (записывается):</translation>
    </message>
    <message>
        <source>your team: %1</source>
        <translation type="vanished">ваша команда: %1</translation>
    </message>
    <message>
        <source>No answer: draw</source>
        <translation type="vanished">Ответа нет: жребий</translation>
    </message>
    <message>
        <source>A tie. %1 picks whom to jail:</source>
        <translation type="vanished">Равенство голосов. %1 выбирает, кого посадить:</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="vanished">Равенство голосов</translation>
    </message>
    <message>
        <source>Start messages</source>
        <translation type="vanished">Стартовые ЛС</translation>
    </message>
    <message>
        <source>Export the protocol</source>
        <translation type="vanished">Экспорт протокола</translation>
    </message>
    <message>
        <source>Forum game (*.json)</source>
        <translation type="vanished">Форумная игра (*.json)</translation>
    </message>
    <message>
        <source>Export the chronicle</source>
        <translation type="vanished">Экспорт хроники</translation>
    </message>
    <message>
        <source>Web page (*.html);;PDF (*.pdf)</source>
        <translation type="vanished">Веб-страница (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="vanished">Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>ForumNewGameDialog</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="34"/>
        <source>New forum game</source>
        <translation>Новая форумная игра</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="40"/>
        <source>Strong Mafia (one more mafioso)</source>
        <translation>Сильная мафия (на одного мафиози больше)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="41"/>
        <source>City:</source>
        <translation>Город:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="44"/>
        <source>One player per line, in seat order</source>
        <translation>По игроку в строке, в порядке мест</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="46"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="47"/>
        <source>Deal the roles at random</source>
        <translation>Раздать роли случайно</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="48"/>
        <source>Enter the roles</source>
        <translation>Ввести роли</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="53"/>
        <source>Roles:</source>
        <translation>Роли:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="55"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="55"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="58"/>
        <source>In a forum thread (the turn desk)</source>
        <translation>В теме форума (стол ходов)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="59"/>
        <source>At a live table (the host window and projector)</source>
        <translation>За живым столом (окно ведущего и проектор)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="68"/>
        <source>Played:</source>
        <translation>Где играем:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="69"/>
        <source>A jail vote on Day 1 (M-11.1)</source>
        <translation>Голосование за тюрьму в первый день (M-11.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="75"/>
        <source>empty: drawn at random (recorded)</source>
        <translation>пусто: случайное (записывается)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="76"/>
        <source>Seed:</source>
        <translation>Зерно генератора:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/newgame.py" line="126"/>
        <source>The seed is a whole number ≥ 0, or empty.</source>
        <translation>Зерно — целое число ≥ 0 или пусто.</translation>
    </message>
</context>
<context>
    <name>ForumNightPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="40"/>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="42"/>
        <source>Yakuza</source>
        <translation>Якудза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="49"/>
        <source>“The Mafia wakes up.”</source>
        <translation>«Просыпается мафия.»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="51"/>
        <source>“The Yakuza wakes up.”</source>
        <translation>«Просыпается якудза.»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="52"/>
        <source>“The %1 wakes up.”</source>
        <translation>«Просыпается %1.»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="292"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="293"/>
        <source>No action (Del)</source>
        <translation>Без действия (Del)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="294"/>
        <source>Next (Enter)</source>
        <translation>Дальше (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="345"/>
        <source>Night %1 — nobody to wake</source>
        <translation>Ночь %1 — будить некого</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="346"/>
        <source>Nobody at this table acts at night. Go on to the morning.</source>
        <translation>Ночью за этим столом никто не действует. Переходите к утру.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="341"/>
        <location filename="../../app/ui/rulesets/forum/live.py" line="351"/>
        <source>Morning: resolve the night (Enter)</source>
        <translation>Утро: подвести ночь (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="320"/>
        <source>Night %1 — %2 (%3 of %4)</source>
        <translation>Ночь %1 — %2 (%3 из %4)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="357"/>
        <source>The vote: the commander dispersed the crowd, nobody is jailed.</source>
        <translation>Голосование: командир разогнал толпу, никто не посажен.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="359"/>
        <source>The vote: %1 is jailed and leaves the table.</source>
        <translation>Голосование: %1 садится в тюрьму и уходит из-за стола.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="361"/>
        <source>The vote: nobody is jailed.</source>
        <translation>Голосование: никто не посажен.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="362"/>
        <source>“The city falls asleep.” </source>
        <translation>«Город засыпает.» </translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="367"/>
        <source>Out of play: nobody wakes. Keep the usual pause so the room cannot tell, then go on.</source>
        <translation>Вне игры: никто не просыпается. Выдержите обычную паузу, чтобы по ней нельзя было догадаться, и идите дальше.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="369"/>
        <source>Awake: %1. Click the seat they point at.</source>
        <translation>Проснулись: %1. Нажмите место, на которое показывают.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="372"/>
        <source>Benched this turn: %1. Wake them as usual; their orders fail (M-11.3).</source>
        <translation>Без голоса и действия в этот ход: %1. Будите как обычно; их приказы не сработают (M-11.3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="378"/>
        <source>Distracted tonight: %1. The order is taken and fails (M-2.6).</source>
        <translation>Отвлечены этой ночью: %1. Приказ принимается и не срабатывает (M-2.6).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="387"/>
        <source>Target: no action</source>
        <translation>Цель: без действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="388"/>
        <source>Target: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="390"/>
        <source>no action</source>
        <translation>без действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="401"/>
        <source>benched</source>
        <translation>без голоса и действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="401"/>
        <source>distracted</source>
        <translation>отвлечён</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="402"/>
        <source>The check fails (%1): show no answer.</source>
        <translation>Проверка не удалась (%1): ответа не показывайте.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="404"/>
        <source>Show: %1 is %2.</source>
        <translation>Покажите: %1 — %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="407"/>
        <source>Not honest: his shot follows (M-3.1).</source>
        <translation>Не честный: следует его выстрел (M-3.1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="341"/>
        <source>Next role (Enter)</source>
        <translation>Следующая роль (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="425"/>
        <source>%1 points</source>
        <translation>%1 показывает</translation>
    </message>
</context>
<context>
    <name>ForumPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="69"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
</context>
<context>
    <name>ForumResult</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="112"/>
        <source>Forum Mafia — %1</source>
        <translation>Форумная мафия — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="119"/>
        <source>the honest citizens</source>
        <translation>честные жители</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="120"/>
        <source>the Mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="121"/>
        <source>the Yakuza</source>
        <translation>якудза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="124"/>
        <source>%1 win</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="126"/>
        <source>the loner %1 wins</source>
        <translation>победа одиночки: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="127"/>
        <source>ended by the host</source>
        <translation>игра остановлена ведущим</translation>
    </message>
</context>
<context>
    <name>ForumResultPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="450"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="450"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="450"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="450"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="454"/>
        <source>Export the chronicle (HTML or PDF)…</source>
        <translation>Экспорт хроники (HTML или PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="465"/>
        <source>Winners: %1</source>
        <translation>Победители: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="465"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="467"/>
        <source>Reason: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="473"/>
        <source>in play</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="473"/>
        <source>killed</source>
        <translation>убийство</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/live.py" line="473"/>
        <source>jailed</source>
        <translation>в тюрьме</translation>
    </message>
</context>
<context>
    <name>ForumRoleTexts</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="14"/>
        <source>The honest team: wins when only honest players are left in play (M-1, M-9).</source>
        <translation>Команда честных: побеждает, когда в игре остаются только честные (M-1, M-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="15"/>
        <source>The Mafia: its members know each other; it wins when only they are left in play (M-1, M-9).</source>
        <translation>Мафия: члены команды знают друг друга; побеждает, когда в игре остаются только они (M-1, M-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="16"/>
        <source>The Yakuza: its members know each other; it wins when only they are left in play (M-1, M-9).</source>
        <translation>Якудза: члены команды знают друг друга; побеждает, когда в игре остаются только они (M-1, M-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="17"/>
        <source>A loner: plays for himself and wins when only he is left in play (M-1, M-9).</source>
        <translation>Одиночка: играет сам за себя и побеждает, когда в игре остаётся только он (M-1, M-9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="18"/>
        <source>Each turn may check one player and learn his role (M-2.3).</source>
        <translation>Каждый ход может проверить одного игрока и узнать его роль (M-2.3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="19"/>
        <source>Each turn may shoot one player, who dies unless protected (M-2.1, M-7).</source>
        <translation>Каждый ход может выстрелить в одного игрока: тот умирает, если не защищён (M-2.1, M-7).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="20"/>
        <source>Each turn names the team shot&apos;s target: the team shoots if all its members&apos; orders name the same player (M-2.2).</source>
        <translation>Каждый ход называет цель выстрела команды: выстрел состоится, если все приказы команды называют одного игрока (M-2.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="21"/>
        <source>Each turn may protect one player from every shot of the turn and from poison due that turn (M-2.4).</source>
        <translation>Каждый ход может защитить одного игрока от всех выстрелов этого хода и от яда, который срабатывает в этот ход (M-2.4).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="22"/>
        <source>Each turn may heal one player, himself too: the patient survives the turn&apos;s shots and poison but neither votes nor acts the next turn (M-2.5).</source>
        <translation>Каждый ход может лечить одного игрока, в том числе себя: тот переживает выстрелы и яд этого хода, но следующий ход не голосует и не действует (M-2.5).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="23"/>
        <source>Each turn may distract one player: his special actions fail that turn; his vote stands (M-2.6).</source>
        <translation>Каждый ход может отвлечь одного игрока: его спецдействия в этот ход не срабатывают, голос остаётся (M-2.6).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="24"/>
        <source>Each turn may poison one player, who coughs in the newspaper and dies a turn later unless protected or healed then (M-2.7).</source>
        <translation>Каждый ход может отравить одного игрока: тот кашляет в газете и умирает через ход, если его тогда не защитят и не вылечат (M-2.7).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="25"/>
        <source>Each turn may guard one player: if he is shot, the guard dies in his place (M-2.8).</source>
        <translation>Каждый ход может охранять одного игрока: если в подопечного стреляют, охранник умирает вместо него (M-2.8).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="26"/>
        <source>Each turn may watch one player and learn the name of one who shot at him, or that nobody did (M-2.9).</source>
        <translation>Каждый ход может следить за одним игроком и узнать имя одного из стрелявших в него, или что в него не стреляли (M-2.9).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="27"/>
        <source>Each turn may freeze one player: one turn without his vote and his actions (M-2.10).</source>
        <translation>Каждый ход может заморозить одного игрока: на один ход без голоса и без действия (M-2.10).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="28"/>
        <source>May disperse the vote: nobody is jailed that day; at most once in two turns (M-2.11).</source>
        <translation>Может сорвать голосование: в этот день никого не сажают; не чаще раза в два хода (M-2.11).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="29"/>
        <source>Votes openly for show and sends the host his real vote: only that one counts (M-2.13).</source>
        <translation>Голосует открыто для вида, а ведущему присылает настоящий голос: считается только он (M-2.13).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="30"/>
        <source>Each turn may steal one player&apos;s vote: it counts for the player the rebel votes for (M-2.14).</source>
        <translation>Каждый ход может украсть голос одного игрока: этот голос засчитывается за того, за кого голосует бунтарь (M-2.14).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="31"/>
        <source>Each turn checks one player; if he is not honest, it is also a shot (M-3.1).</source>
        <translation>Каждый ход проверяет одного игрока; если тот не из честных, это ещё и выстрел (M-3.1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="32"/>
        <source>After each turn gets an imaginary newspaper: the special actions that took effect, some names in it replaced (M-2.12).</source>
        <translation>После каждого хода получает «мнимую газету»: сработавшие спецдействия, часть имён в которой подменена (M-2.12).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="33"/>
        <source>May give both orders in one turn (M-4.2).</source>
        <translation>Оба приказа можно отдать в один ход (M-4.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="34"/>
        <source>Every check shows him as a citizen (M-2.3).</source>
        <translation>Любая проверка показывает его честным жителем (M-2.3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="35"/>
        <source>No special action: by day finds the enemies and votes to jail them (M-5).</source>
        <translation>Спецдействий нет: днём ищет врагов и голосует за посадку (M-5).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="36"/>
        <source>Shots of the team %team do not kill him (M-3.2).</source>
        <translation>Выстрелы команды «%team» на него не действуют (M-3.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="37"/>
        <source>the Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="38"/>
        <source>the Yakuza</source>
        <translation>Якудза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="39"/>
        <source>the honest</source>
        <translation>Честные</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/role_texts.py" line="40"/>
        <source>loners</source>
        <translation>Одиночки</translation>
    </message>
</context>
<context>
    <name>ForumTurnParts</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="63"/>
        <source>No answer: draw</source>
        <translation>Ответа нет: жребий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="64"/>
        <source>A tie. %1 picks whom to jail:</source>
        <translation>Равенство голосов. %1 выбирает, кого посадить:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="65"/>
        <source>Tie</source>
        <translation>Равенство голосов</translation>
    </message>
    <message>
        <source>Export the chronicle</source>
        <translation type="vanished">Экспорт хроники</translation>
    </message>
    <message>
        <source>Web page (*.html);;PDF (*.pdf)</source>
        <translation type="vanished">Веб-страница (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Forum game</source>
        <translation type="vanished">Форумная игра</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="vanished">Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="84"/>
        <source>your team: %1</source>
        <translation>ваша команда: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="86"/>
        <source>Start messages</source>
        <translation>Стартовые ЛС</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="210"/>
        <source>Forum game (*.json)</source>
        <translation>Форумная игра (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="222"/>
        <source>Forum game — %1</source>
        <translation>Форумная игра — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="227"/>
        <source>%1 — the game is over: %2</source>
        <translation>%1 — игра окончена: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="229"/>
        <source>%1 — turn %2</source>
        <translation>%1 — ход %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="233"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="233"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="233"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="233"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="234"/>
        <source>Orders</source>
        <translation>Приказы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="238"/>
        <source>in play</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="238"/>
        <source>killed</source>
        <translation>убийство</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="238"/>
        <source>jailed</source>
        <translation>в тюрьме</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="241"/>
        <source>benched</source>
        <translation>без голоса и действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="243"/>
        <source>poisoned</source>
        <translation>отравление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="255"/>
        <source>The commander&apos;s disruption stands: no vote counts this turn.</source>
        <translation>Срыв голосования командира в силе: в этот ход голоса не считаются.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="258"/>
        <source>Jail vote now: %1</source>
        <translation>Посадка сейчас: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="258"/>
        <source>no counted vote</source>
        <translation>засчитанных голосов нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="263"/>
        <source>the loner %1</source>
        <translation>одиночка %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="264"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="377"/>
        <source>the honest citizens</source>
        <translation>честные жители</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="264"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="377"/>
        <source>the Mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="265"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="378"/>
        <source>the Yakuza</source>
        <translation>якудза</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="265"/>
        <source>the host (nobody is left)</source>
        <translation>ведущий (никого не осталось)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="269"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="299"/>
        <source>the crowd</source>
        <translation>толпа</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="378"/>
        <source>a loner</source>
        <translation>одиночка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="378"/>
        <source>the host</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="379"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="388"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="390"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="395"/>
        <source>End the game</source>
        <translation>Завершить игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="379"/>
        <source>Winner:</source>
        <translation>Победитель:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="388"/>
        <source>There is no loner in this game.</source>
        <translation>В этой игре нет одиночек.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="390"/>
        <source>Which loner?</source>
        <translation>Какой одиночка?</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="395"/>
        <source>Reason (recorded):</source>
        <translation>Причина (записывается):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="247"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="271"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="302"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="366"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="275"/>
        <source>Newspapers</source>
        <translation>Газеты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="284"/>
        <source>No turn resolved yet.</source>
        <translation>Ещё ни один ход не подведён.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="233"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="292"/>
        <source>Vote</source>
        <translation>Голос</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="304"/>
        <source>nobody (no real vote)</source>
        <translation>никто (настоящего голоса нет)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="349"/>
        <source>&amp;Team&apos;s shot orders…</source>
        <translation>Приказы &amp;команды на выстрел…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="356"/>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="362"/>
        <source>Team&apos;s shot orders</source>
        <translation>Приказы команды на выстрел</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="357"/>
        <source>Only a member of the Mafia or the Yakuza has team shot orders.</source>
        <translation>Приказы на коллективный выстрел есть только у членов мафии или якудзы.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="361"/>
        <source>No orders yet.</source>
        <translation>Приказов пока нет.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="209"/>
        <source>Taken back with it: the %1 entries made after it.</source>
        <translation>Вместе с ним отменены и %1 ввода, сделанные после него.</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="235"/>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="255"/>
        <source>This game is open in another Mafia Host window; nothing was saved here.</source>
        <translation>Эта игра открыта в другом окне Mafia Host; здесь ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller_timer.py" line="68"/>
        <source>The timer position is not being saved: %1</source>
        <translation>Положение таймера не сохраняется: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="320"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="102"/>
        <source>Seat %1: foul %2 — warning.</source>
        <translation>Место %1: фол %2 — предупреждение.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="105"/>
        <source>Seat %1: 4th foul — leaves the game.</source>
        <translation>Место %1: 4-й фол — покидает игру.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="108"/>
        <source>Seat %1: 3rd foul — loses the speech on day %2.</source>
        <translation>Место %1: 3-й фол — лишается речи в день %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="111"/>
        <source>4th foul during the day: no vote today, nominations are void.</source>
        <translation>4-й фол днём: голосования сегодня нет, выставления снимаются.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="114"/>
        <source>Game over: %1. Confirm or override the result.</source>
        <translation>Игра окончена: %1. Подтвердите или измените результат.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/state.py" line="69"/>
        <source>Seat %1 is not in play: nobody votes for him.</source>
        <translation>Игрок %1 вне игры: за него не голосуют.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="169"/>
        <source>Seat %1 is out of the game and does not vote (C-6.1).</source>
        <translation>Место %1 выбыло и не голосует (C-6.1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="174"/>
        <source>Seat %1 already voted for seat %2 (C-6.1).</source>
        <translation>Место %1 уже проголосовало за место %2 (C-6.1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="76"/>
        <source>The nomination of seat %1 is withdrawn: %2</source>
        <translation>Выставление места %1 снято: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="115"/>
        <source>The nomination of seat %1 is withdrawn (Esc).</source>
        <translation>Выставление места %1 снято (Esc).</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="377"/>
        <source>Select a seat first (digits or click).</source>
        <translation>Сначала выберите место (цифры или щелчок).</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="401"/>
        <source>Give a reason for overriding the result (C-9.2).</source>
        <translation>Укажите причину изменения результата (C-9.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/live.py" line="86"/>
        <source>Three seats are named already: click one to take it back.</source>
        <translation>Три места уже названы: щёлкните одно, чтобы убрать его.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/state.py" line="149"/>
        <source>Nobody in play holds this role: keep the usual pause, then go on.</source>
        <translation>Этой роли в игре нет: выдержите обычную паузу и идите дальше.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/state.py" line="153"/>
        <source>Tick the members who point first.</source>
        <translation>Сначала отметьте тех, кто показывает.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/state.py" line="186"/>
        <source>Choose whose hands you count first.</source>
        <translation>Сначала выберите, за кого считаете руки.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="267"/>
        <source>This role is out of the game: wait for the pause, then go on (C-7.2).</source>
        <translation>Эта роль выбыла: выдержите паузу и продолжайте (C-7.2).</translation>
    </message>
</context>
<context>
    <name>GameTitles</name>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="76"/>
        <source>Sport Mafia (FIIM)</source>
        <translation>Спортивная мафия (ФИИМ)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/__init__.py" line="35"/>
        <source>City Mafia (OK4U)</source>
        <translation>Городская мафия (OK4U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/__init__.py" line="62"/>
        <source>Mafik Raizen</source>
        <translation>Мафик Райзен</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../../app/ui/table.py" line="146"/>
        <source>speaking</source>
        <translation>говорит</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="146"/>
        <source>nominated</source>
        <translation>выставлен</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="147"/>
        <source>fouls</source>
        <translation>фолы</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="147"/>
        <source>immune (host only)</source>
        <translation>иммунитет (видит только ведущий)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="148"/>
        <source>out of the game</source>
        <translation>вне игры</translation>
    </message>
</context>
<context>
    <name>LiftPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="263"/>
        <source>Apply (Enter)</source>
        <translation>Принять (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="266"/>
        <source>Votes for:</source>
        <translation>Голосов «за»:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="287"/>
        <source>All leave? %1</source>
        <translation>Уходят все? %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="288"/>
        <source>Say: “Who is for all of them leaving the game?”</source>
        <translation>Скажите: «Кто за то, чтобы все они покинули игру?»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="289"/>
        <source>They leave with more than half: at least %1 of %2.</source>
        <translation>Уходят при большинстве: не меньше %1 из %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="60"/>
        <location filename="../../app/ui/main_window.py" line="397"/>
        <location filename="../../app/ui/window_files.py" line="112"/>
        <location filename="../../app/ui/window_games.py" line="53"/>
        <source>Mafia Host</source>
        <translation>Ведущий Мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="78"/>
        <source>Saving…</source>
        <translation>Сохраняется…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="101"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="121"/>
        <source>Time! (C-3.4: the host moves on)</source>
        <translation>Время! (C-3.4: ведущий переходит дальше)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="141"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="142"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="148"/>
        <source>&amp;Import protocol…</source>
        <translation>&amp;Открыть протокол…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="149"/>
        <source>&amp;Export protocol…</source>
        <translation>&amp;Сохранить протокол…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="151"/>
        <source>New e&amp;vening…</source>
        <translation>Новый &amp;вечер…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="152"/>
        <source>New &amp;tournament…</source>
        <translation>Новый &amp;турнир…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="153"/>
        <source>Export e&amp;vening…</source>
        <translation>Сохранить в&amp;ечер…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="154"/>
        <source>Import eve&amp;ning…</source>
        <translation>Загрузить веч&amp;ер…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="156"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="158"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="159"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="160"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="169"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="170"/>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="172"/>
        <source>Start / pause timer</source>
        <translation>Старт / пауза таймера</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="173"/>
        <source>+10 seconds</source>
        <translation>+10 секунд</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="174"/>
        <source>−10 seconds</source>
        <translation>−10 секунд</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="175"/>
        <source>Start the timer for each speaker</source>
        <translation>Запускать таймер каждому выступающему</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="180"/>
        <source>&amp;Foul to the selected seat</source>
        <translation>&amp;Фол выбранному месту</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="181"/>
        <source>&amp;Nominate the selected seat</source>
        <translation>&amp;Выставить выбранное место</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="183"/>
        <source>Night: no action</source>
        <translation>Ночь: без действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="184"/>
        <source>&amp;Remove a player…</source>
        <translation>&amp;Удалить игрока…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="185"/>
        <source>&amp;Bonus or penalty…</source>
        <translation>&amp;Бонус или штраф…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="186"/>
        <source>&amp;End the game now…</source>
        <translation>&amp;Завершить игру…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="187"/>
        <source>&amp;Confirm the points</source>
        <translation>&amp;Подтвердить баллы</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="189"/>
        <source>&amp;Abandon this game…</source>
        <translation>&amp;Прервать игру…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="191"/>
        <source>Serve to &amp;phones and screens…</source>
        <translation>Раздать на &amp;телефоны и экраны…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="193"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="194"/>
        <source>Show &amp;roles</source>
        <translation>Показать &amp;роли</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="197"/>
        <source>&amp;Mute voice</source>
        <translation>&amp;Выключить голос</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="199"/>
        <source>&amp;Projector</source>
        <translation>&amp;Проектор</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="200"/>
        <source>Projector &amp;screen</source>
        <translation>&amp;Экран проектора</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="212"/>
        <source>Projector &amp;theme</source>
        <translation>&amp;Тема проектора</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="87"/>
        <source>Resumed the unfinished game %1 in its turn desk.</source>
        <translation>Незаконченная игра %1 открыта за её столом ходов.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="83"/>
        <source>Bonus or penalty (%1)</source>
        <translation>Бонус или штраф (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="94"/>
        <source>A bonus or penalty needs a reason (%1).</source>
        <translation>Для бонуса или штрафа нужна причина (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="456"/>
        <source>Some entries are still being saved: the database is busy. Close anyway? The entries not saved yet will be lost.</source>
        <translation>Часть вводов ещё сохраняется: база занята. Всё равно закрыть? Несохранённые вводы пропадут.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="205"/>
        <location filename="../../app/ui/main_window.py" line="214"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="53"/>
        <source>New &amp;forum game…</source>
        <translation>Новая &amp;форумная игра…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="202"/>
        <source>&amp;Theme</source>
        <translation>&amp;Оформление</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="204"/>
        <location filename="../../app/ui/main_window.py" line="214"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="204"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="220"/>
        <source>Projector text si&amp;ze</source>
        <translation>&amp;Размер текста на проекторе</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="228"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="231"/>
        <source>System</source>
        <translation>Системный</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="238"/>
        <source>&amp;Tools</source>
        <translation>&amp;Сервис</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="239"/>
        <source>&amp;Standings and exports…</source>
        <translation>&amp;Таблица и выгрузки…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="240"/>
        <source>&amp;Points schemes…</source>
        <translation>&amp;Системы баллов…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="241"/>
        <source>&amp;Rules settings…</source>
        <translation>&amp;Настройки правил…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="242"/>
        <source>P&amp;layers…</source>
        <translation>&amp;Игроки…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="243"/>
        <source>S&amp;eating…</source>
        <translation>Р&amp;ассадка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="244"/>
        <source>Stat&amp;istics…</source>
        <translation>Стат&amp;истика…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="246"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="247"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="248"/>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="386"/>
        <location filename="../../app/ui/window_files.py" line="67"/>
        <source>New evening %1 started.</source>
        <translation>Начат новый вечер %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="83"/>
        <source>Day 1: the talk, then the jail vote. Hand out the roles first (Roles to hand out…).</source>
        <translation>День 1: обсуждение, затем голосование за тюрьму. Сначала раздайте роли (Роли для раздачи…).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="122"/>
        <source>Night 0. Say: “Night. Everyone puts on the masks.”</source>
        <translation>Ночь 0. Скажите: «Ночь. Все надевают маски».</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="405"/>
        <source>Day 1. Say: “The floor goes to player number 1.”</source>
        <translation>День 1. Скажите: «Слово игроку номер 1».</translation>
    </message>
    <message>
        <source>Resumed the unfinished forum game %1 in its turn desk.</source>
        <translation type="vanished">Незаконченная форумная игра %1 открыта за её столом ходов.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="112"/>
        <source>Game %1 is open in another Mafia Host window. Take it over here? The other window will not be able to change it any more.</source>
        <translation>Игра %1 открыта в другом окне Mafia Host. Забрать её в это окно? Другое окно больше не сможет её изменять.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="116"/>
        <source>Game %1 stays with the other window.</source>
        <translation>Игра %1 остаётся в другом окне.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="97"/>
        <source>Game %1, input %2: %3</source>
        <translation>Игра %1, ввод %2: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="101"/>
        <source>Resumed the unfinished game %1 where it was; the timer is paused.</source>
        <translation>Незаконченная игра %1 открыта с того же места; таймер на паузе.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_games.py" line="131"/>
        <source>Took game %1 over as the other window left it: %2 more entries since it was first read, %3 in all.</source>
        <translation>Игра %1 перехвачена в том виде, в каком её оставило другое окно: с первого чтения добавилось вводов: %2, всего %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="412"/>
        <source>Abandon this game? It stays in the database, marked abandoned.</source>
        <translation>Прервать игру? Она останется в базе с пометкой «прервана».</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="421"/>
        <source>Game abandoned.</source>
        <translation>Игра прервана.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="429"/>
        <source>A game is in progress. Abandon it (it stays stored as abandoned)?</source>
        <translation>Идёт игра. Прервать её (она останется в базе как прерванная)?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="436"/>
        <source>A game is in progress. Abandon it?</source>
        <translation>Идёт игра. Прервать её?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="37"/>
        <source>New evening</source>
        <translation>Новый вечер</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="44"/>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="44"/>
        <source>Club:</source>
        <translation>Клуб:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="45"/>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="45"/>
        <source>Host:</source>
        <translation>Ведущий:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="46"/>
        <source>Tournament:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="57"/>
        <source>The date must look like 2026-11-22.</source>
        <translation>Дата должна выглядеть так: 2026-11-22.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="78"/>
        <source>There is no evening to export yet.</source>
        <translation>Пока нет вечера для сохранения.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="81"/>
        <location filename="../../app/ui/window_files.py" line="86"/>
        <source>Export evening</source>
        <translation>Сохранить вечер</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="81"/>
        <location filename="../../app/ui/window_files.py" line="102"/>
        <source>Evenings (*.json)</source>
        <translation>Вечера (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="87"/>
        <source>Evening saved: %1</source>
        <translation>Вечер сохранён: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="102"/>
        <location filename="../../app/ui/window_files.py" line="107"/>
        <source>Import evening</source>
        <translation>Загрузить вечер</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="108"/>
        <source>Evening imported: %1</source>
        <translation>Вечер загружен: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="116"/>
        <location filename="../../app/ui/window_files.py" line="126"/>
        <source>Import protocol</source>
        <translation>Открыть протокол</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="116"/>
        <location filename="../../app/ui/window_files.py" line="139"/>
        <source>Game scripts (*.json)</source>
        <translation>Протоколы игр (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="133"/>
        <source>Protocol opened: %1</source>
        <translation>Протокол открыт: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="139"/>
        <location filename="../../app/ui/window_files.py" line="144"/>
        <source>Export protocol</source>
        <translation>Сохранить протокол</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_files.py" line="145"/>
        <source>Protocol saved: %1</source>
        <translation>Протокол сохранён: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="44"/>
        <source>Seat:</source>
        <translation>Место:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="62"/>
        <source>Remove a player (C-5.5)</source>
        <translation>Удаление игрока (C-5.5)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="65"/>
        <source>— choose the reason —</source>
        <translation>— выберите причину —</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="72"/>
        <location filename="../../app/ui/window_tools.py" line="90"/>
        <location filename="../../app/ui/window_tools.py" line="123"/>
        <source>Reason:</source>
        <translation>Причина:</translation>
    </message>
    <message>
        <source>Bonus or penalty (C-11)</source>
        <translation type="vanished">Бонус или штраф (C-11)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="89"/>
        <source>Points:</source>
        <translation>Баллы:</translation>
    </message>
    <message>
        <source>A bonus or penalty needs a reason (C-11).</source>
        <translation type="vanished">Для бонуса или штрафа нужна причина (C-11).</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="107"/>
        <source>End the game now (%1)</source>
        <translation>Завершить игру (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="127"/>
        <source>Ending the game needs a reason (%1).</source>
        <translation>Для завершения игры нужна причина (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="108"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="116"/>
        <source>There is no loner in this game.</source>
        <translation>В этой игре нет одиночек.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="119"/>
        <source>Which loner?</source>
        <translation>Какой одиночка?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="132"/>
        <source>1 … 9, 0 = 10, 1 then 1…6</source>
        <translation>1 … 9, 0 = 10, 1 и затем 1…6</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="132"/>
        <source>select a seat (at night: the target)</source>
        <translation>выбрать место (ночью: цель)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="133"/>
        <source>Click a seat</source>
        <translation>Щелчок по месту</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="133"/>
        <source>during a speech: nominate it; at night: the target</source>
        <translation>во время речи: выставление; ночью: цель</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="138"/>
        <source>clear the selection and the nomination</source>
        <translation>снять выбор и выставление</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="152"/>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="168"/>
        <source>Games database</source>
        <translation>База игр</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="168"/>
        <source>Club files (phrases, schemes)</source>
        <translation>Файлы клуба (фразы, схемы баллов)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="169"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="169"/>
        <source>Log</source>
        <translation>Журнал работы</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="180"/>
        <source>For the host of club City Mafia games.</source>
        <translation>Помощник ведущего клубной игры «Мафия» (городская мафия).</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="181"/>
        <source>Rules: OK4U City Mafia, second reading; protocols %1.</source>
        <translation>Правила: городская мафия OK4U, вторая редакция; протоколы %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="183"/>
        <source>Points schemes:</source>
        <translation>Схемы баллов:</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="184"/>
        <source>Portable mode: everything is kept in %1.</source>
        <translation>Переносной режим: всё хранится в %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="190"/>
        <source>About Mafia Host</source>
        <translation>О программе</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="203"/>
        <source>Standings need the games database.</source>
        <translation>Для таблицы нужна база игр.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="234"/>
        <source>Rules settings not saved: %1</source>
        <translation>Настройки правил не сохранены: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="236"/>
        <source>Rules settings saved: they apply to the next game.</source>
        <translation>Настройки правил сохранены: они действуют со следующей игры.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="275"/>
        <source>The player register needs the database.</source>
        <translation>Для списка игроков нужна база данных.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_tools.py" line="290"/>
        <source>Points confirmed.</source>
        <translation>Баллы подтверждены.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_screens.py" line="62"/>
        <source>Windowed</source>
        <translation>В окне</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_screens.py" line="66"/>
        <source>The red side&apos;s chance at the end</source>
        <translation>Шанс красных в конце игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_screens.py" line="69"/>
        <source>Once a game is over, the projector shows the red side&apos;s chance before it by the club&apos;s rating</source>
        <translation>Когда игра окончена, проектор показывает шанс красных перед ней по рейтингу клуба</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_screens.py" line="113"/>
        <source>The language changes at the next start.</source>
        <translation>Язык сменится при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/__init__.py" line="32"/>
        <source>New Mafik &amp;Raizen game…</source>
        <translation>Новая игра «Мафик &amp;Райзен»…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="36"/>
        <source>New ЗА &amp;31 game…</source>
        <translation>Новая игра ЗА &amp;31…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/ui/new_game.py" line="54"/>
        <location filename="../../app/ui/new_game.py" line="385"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="59"/>
        <source>Speed game (last game of the evening, C-3.1)</source>
        <translation>Ускоренная игра (последняя за вечер, C-3.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="65"/>
        <source>Deal roles at random</source>
        <translation>Раздать роли случайно</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="68"/>
        <source>Show roles one seat at a time</source>
        <translation>Показать роли по одному месту</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="74"/>
        <source>From the seating…</source>
        <translation>Из рассадки…</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="76"/>
        <source>The names of a round and table of the tournament&apos;s seating</source>
        <translation>Имена из тура и стола рассадки турнира</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="79"/>
        <location filename="../../app/ui/new_game.py" line="367"/>
        <source>Random seating</source>
        <translation>Случайная рассадка</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="82"/>
        <source>Seat a blacklisted player anyway…</source>
        <translation>Всё же посадить игрока из чёрного списка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="99"/>
        <source>Players:</source>
        <translation>Игроков:</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="101"/>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="117"/>
        <source>Rules for this game…</source>
        <translation>Правила этой игры…</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="157"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="157"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="157"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="157"/>
        <source>Immune</source>
        <translation>Иммунитет</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="167"/>
        <location filename="../../app/ui/new_game.py" line="236"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="178"/>
        <source>Immunity on Night 1 (C-10)</source>
        <translation>Иммунитет в первую ночь (C-10)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="217"/>
        <source>From the seating</source>
        <translation>Из рассадки</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="217"/>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="217"/>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="227"/>
        <source>The seating has no table %1 in round %2.</source>
        <translation>В рассадке нет стола %1 в туре %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="254"/>
        <source>Night-1 victims of the last game: %1</source>
        <translation>Убитые в первую ночь прошлой игры: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="257"/>
        <source>3 joined: pick up to two (%1)</source>
        <translation>Подошли трое: выберите до двух (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="258"/>
        <source>Joined this game: %1</source>
        <translation>Подошли к этой игре: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="280"/>
        <source>Roles for %1 players (C-2): %2</source>
        <translation>Роли для %1 игроков (C-2): %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="284"/>
        <source>Disqualified this evening (C-5.6), cannot be seated: seat %1</source>
        <translation>Дисквалифицирован на вечер (C-5.6), нельзя посадить: место %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="289"/>
        <source>On the club&apos;s blacklist (C-5.5): seat %1. Seat them only with a reason.</source>
        <translation>В чёрном списке клуба (C-5.5): место %1. Посадить можно только с указанием причины.</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="299"/>
        <source>Rules options: %1</source>
        <translation>Опции правил: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="322"/>
        <source>Blacklisted player</source>
        <translation>Игрок из чёрного списка</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="323"/>
        <source>%1 is on the club&apos;s blacklist (%2 disqualifications). Why seat him anyway?</source>
        <translation>%1 в чёрном списке клуба (дисквалификаций: %2). Почему всё же посадить?</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="341"/>
        <location filename="../../app/ui/new_game.py" line="343"/>
        <source>dealt (hidden)</source>
        <translation>роздана (скрыта)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="368"/>
        <source>Seat %1: %2</source>
        <translation>Место %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="374"/>
        <source>every seat needs a role</source>
        <translation>у каждого места должна быть роль</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="304"/>
        <location filename="../../app/ui/rulesets/family/panels.py" line="348"/>
        <source>No action (Del)</source>
        <translation>Без действия (Del)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="305"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="306"/>
        <source>Next (Enter)</source>
        <translation>Далее (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="327"/>
        <source>Night %1 — %2 (%3 of %4)</source>
        <translation>Ночь %1 — %2 (%3 из %4)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="330"/>
        <source>“The city falls asleep.” </source>
        <translation>«Город засыпает». </translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="331"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="335"/>
        <source>Awake: %1. Click the seat they show.</source>
        <translation>Проснулись: %1. Щёлкните место, которое показывают.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="337"/>
        <source>Out of the game: keep the pause (%1 s), do not look at anyone (C-7.2).</source>
        <translation>Роль выбыла: выдержите паузу (%1 с), ни на кого не смотрите (C-7.2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="341"/>
        <source>Target: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="341"/>
        <source>no action</source>
        <translation>без действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="140"/>
        <source>Miss (Del)</source>
        <translation>Промах (Del)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="351"/>
        <source>Wake the city (Enter)</source>
        <translation>Город просыпается (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="351"/>
        <source>Next role (Enter)</source>
        <translation>Следующая роль (Enter)</translation>
    </message>
</context>
<context>
    <name>NightZeroPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="60"/>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="83"/>
        <source>Next (Enter)</source>
        <translation>Дальше (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="71"/>
        <source>Night 0 — the Mafia&apos;s agreement</source>
        <translation>Ночь 0 — договорка мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="72"/>
        <source>Night 0 — the Sheriff looks at the table</source>
        <translation>Ночь 0 — шериф осматривает стол</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="73"/>
        <source>Night 0 — free seating</source>
        <translation>Ночь 0 — свободная посадка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="74"/>
        <source>Say: “Night. Everyone puts on the masks. The Mafia wakes up: agree on your shots.” The whole time runs even if they finish early.</source>
        <translation>Скажите: «Ночь. Все надевают маски. Мафия просыпается и договаривается». Время идёт полностью, даже если договорились раньше.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="76"/>
        <source>Say: “The Mafia falls asleep. The Sheriff wakes up and looks at the table.”</source>
        <translation>Скажите: «Мафия засыпает. Шериф просыпается и осматривает стол».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="77"/>
        <source>Say: “The Sheriff falls asleep. Free seating: you may change pose; keep your hands where I see them.”</source>
        <translation>Скажите: «Шериф засыпает. Свободная посадка: можно сменить позу, руки должны быть видны».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="79"/>
        <source>%1 (%2 of %3, %4 s)</source>
        <translation>%1 (%2 из %3, %4 с)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="83"/>
        <source>Morning: Day 1 (Enter)</source>
        <translation>Утро: день 1 (Enter)</translation>
    </message>
</context>
<context>
    <name>Ok4uRulesPage</name>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="65"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="66"/>
        <source>Last words after a night kill or a vote (C-3.3):</source>
        <translation>Последнее слово после ночного убийства или голосования (C-3.3):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="68"/>
        <source>Tie justification speech (C-3.2):</source>
        <translation>Оправдательная речь при автокатастрофе (C-3.2):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="70"/>
        <source>Speech at 15–16 players (C-3):</source>
        <translation>Речь при 15–16 игроках (C-3):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="73"/>
        <source>Speed game, up to 9 players (C-3.1):</source>
        <translation>Скоростная игра, до 9 игроков (C-3.1):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="74"/>
        <source>Speed game, 10–12 players (C-3.1):</source>
        <translation>Скоростная игра, 10–12 игроков (C-3.1):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="75"/>
        <source>Speed game, 13–16 players (C-3.1):</source>
        <translation>Скоростная игра, 13–16 игроков (C-3.1):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="78"/>
        <source>the next living seat after yesterday&apos;s first</source>
        <translation>следующий живой игрок после вчерашнего первого</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="79"/>
        <source>the lowest living seat</source>
        <translation>живой игрок с наименьшим номером</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="80"/>
        <source>A day starts with (C-4.1):</source>
        <translation>День начинает (C-4.1):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="82"/>
        <source>the &quot;all leave?&quot; vote for them</source>
        <translation>голосование «уходят все?» за них</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="83"/>
        <source>justifications and a revote again</source>
        <translation>снова оправдания и переголосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="84"/>
        <source>A revote tied again among some of them (C-6.4):</source>
        <translation>Повторная автокатастрофа среди части кандидатов (C-6.4):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="86"/>
        <source>the &quot;all leave?&quot; vote for all of them</source>
        <translation>голосование «уходят все?» за всех</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="87"/>
        <source>nobody leaves</source>
        <translation>никто не уходит</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="88"/>
        <source>Everyone at zero in a revote (C-6.4):</source>
        <translation>На переголосовании у всех ноль (C-6.4):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="89"/>
        <source>Call a dead role with the usual pause (C-7.2)</source>
        <translation>Вызывать выбывшую роль с обычной паузой (C-7.2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="94"/>
        <source>That pause (C-7.2):</source>
        <translation>Эта пауза (C-7.2):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="95"/>
        <source>Announce the roles of eliminated players (C-4.5)</source>
        <translation>Объявлять роли выбывших игроков (C-4.5)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="105"/>
        <source> s</source>
        <translation> с</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../app/ui/projector.py" line="96"/>
        <source>Mafia Host — projector</source>
        <translation>Ведущий Мафии — проектор</translation>
    </message>
    <message>
        <location filename="../../app/ui/projector.py" line="368"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../app/ui/projector.py" line="387"/>
        <source>Mafia Host</source>
        <translation>Ведущий Мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/projector.py" line="405"/>
        <source>The red side&apos;s chance before the game: %1%</source>
        <translation>Шанс красных перед игрой: %1%</translation>
    </message>
    <message>
        <location filename="../../app/ui/room_words.py" line="56"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location filename="../../app/ui/room_words.py" line="65"/>
        <source>Speaking: %1 — %2</source>
        <translation>Говорит: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="126"/>
        <source>Best move: %1 — %2</source>
        <translation>Лучший ход: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="134"/>
        <source>Best move of %1: %2</source>
        <translation>Лучший ход %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="127"/>
        <source>Killed tonight: %1</source>
        <translation>Этой ночью убиты: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="130"/>
        <source>Tie: %1</source>
        <translation>Автокатастрофа: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="132"/>
        <source>Nominated: %1</source>
        <translation>Выставлены: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="135"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="136"/>
        <source>Revote</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="139"/>
        <source>All leave? For: %1</source>
        <translation>Уходят все? «За»: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="209"/>
        <source>Hands: %1</source>
        <translation>Руки: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="208"/>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="224"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/room_words.py" line="98"/>
        <source>no speech</source>
        <translation>без речи</translation>
    </message>
    <message>
        <location filename="../../app/ui/room_words.py" line="108"/>
        <source>%1 pts</source>
        <translation>%1 балл.</translation>
    </message>
</context>
<context>
    <name>RaizenReasons</name>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="14"/>
        <source>%card is already used in this order</source>
        <translation>карта %card уже использована в этой заявке</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="15"/>
        <source>%player, the Sociopath, cannot be named in N1 and D1</source>
        <translation>%player, Социопат, не может быть целью в первую ночь и первый день</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="16"/>
        <source>%player is mortally wounded</source>
        <translation>%player смертельно ранен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="17"/>
        <source>the target must be a living player other than himself</source>
        <translation>цель — живой игрок, не он сам</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="18"/>
        <source>pay must be a list of cards</source>
        <translation>оплата — список карт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="19"/>
        <source>the cost is %cost card(s), not %count</source>
        <translation>цена — %cost карт(ы), а не %count</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="20"/>
        <source>at most 2 cards from the hand per card or boost</source>
        <translation>не больше 2 карт из руки на карту или усиление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="21"/>
        <source>%key must be an object</source>
        <translation>%key должно быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="22"/>
        <source>%card is not in his %place</source>
        <translation>карты %card нет у него в %place</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="23"/>
        <source>%card cannot be played by %phase</source>
        <translation>«%card» нельзя сыграть %phase</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="24"/>
        <source>as_vopros is the Journalist&apos;s, on a sleeve card</source>
        <translation>as_vopros — способность Журналиста, на карту из рукава</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="25"/>
        <source>copy is the Magician&apos;s, on a hand card, once a game</source>
        <translation>copy — способность Фокусника, на карту из руки, раз за игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="26"/>
        <source>an order must be an object</source>
        <translation>заявка должна быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="27"/>
        <source>%player is dead</source>
        <translation>%player мёртв</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="28"/>
        <source>cards are discarded to the deck at night only</source>
        <translation>карты сбрасывают в колоду только ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="29"/>
        <source>a discard is instead of playing cards</source>
        <translation>сброс — вместо розыгрыша карт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="30"/>
        <source>discard is a list of 1 or 2 hand cards</source>
        <translation>сброс — список из 1 или 2 карт руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="31"/>
        <source>order is a list of distinct cards of his hand</source>
        <translation>порядок — список разных карт его руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="32"/>
        <source>the Mafia kill at night</source>
        <translation>мафия убивает ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="33"/>
        <source>only the Mafia vote to kill</source>
        <translation>за убийство голосует только мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="34"/>
        <source>the kill names a living player</source>
        <translation>убийство называет живого игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="35"/>
        <source>not himself</source>
        <translation>не себя</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="36"/>
        <source>not a Mafia member (kill_target: not_mafia)</source>
        <translation>не члена мафии (kill_target: not_mafia)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="37"/>
        <source>the boost is at night</source>
        <translation>усиление — ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="38"/>
        <source>only the Mafia boost the kill</source>
        <translation>убийство усиливает только мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="39"/>
        <source>boost must be an object</source>
        <translation>усиление должно быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="40"/>
        <source>only the Croupier</source>
        <translation>только Крупье</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="41"/>
        <source>the Croupier&apos;s card is by day</source>
        <translation>карта Крупье — днём</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="42"/>
        <source>once a game</source>
        <translation>раз за игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="43"/>
        <source>%card is not in his hand</source>
        <translation>карты %card нет у него в руке</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="44"/>
        <source>only the Paranoid</source>
        <translation>только Параноик</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="45"/>
        <source>spend is a list of sleeve cards</source>
        <translation>трата — список карт рукава</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="46"/>
        <source>only the Killer guesses</source>
        <translation>угадывает только Киллер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="47"/>
        <source>guess must be an object</source>
        <translation>угадывание должно быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="48"/>
        <source>the guess names a living player</source>
        <translation>угадывание называет живого игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="49"/>
        <source>not a Mafia member</source>
        <translation>не члена мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="50"/>
        <source>%player was guessed before</source>
        <translation>руку игрока %player уже угадывали</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="51"/>
        <source>%player has no card in hand</source>
        <translation>у игрока %player нет карт в руке</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="52"/>
        <source>cards is a list of catalogue ids</source>
        <translation>карты — список номеров из каталога</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="53"/>
        <source>name as many cards as %player holds</source>
        <translation>назовите столько карт, сколько их у игрока %player</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="54"/>
        <source>only the Boss tells</source>
        <translation>сообщает только Босс</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="55"/>
        <source>tell must be an object</source>
        <translation>сообщение должно быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="56"/>
        <source>to another living Mafia member</source>
        <translation>другому живому члену мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="57"/>
        <source>once in two phases</source>
        <translation>раз в две фазы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="58"/>
        <source>the text must be a non-empty text with no link</source>
        <translation>текст — непустой, без ссылок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="59"/>
        <source>only the Advisor</source>
        <translation>только Советник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="60"/>
        <source>invisible is a list of distinct cards of his hand</source>
        <translation>невидимые — список разных карт его руки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="61"/>
        <source>the вече is by day</source>
        <translation>вече — днём</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="62"/>
        <source>no вече: two are living</source>
        <translation>вече нет: живых двое</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="63"/>
        <source>the vote names a living player</source>
        <translation>голос называет живого игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="64"/>
        <source>mode is execution or beating</source>
        <translation>исход — казнь или избиение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="65"/>
        <source>the Leader vote is by day</source>
        <translation>выборы Лидера — днём</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="66"/>
        <source>no Leader vote: two are living</source>
        <translation>выборов Лидера нет: живых двое</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="67"/>
        <source>a living player other than the current Leader</source>
        <translation>живой игрок, кроме действующего Лидера</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="68"/>
        <source>the artifact passes by day</source>
        <translation>артефакт передают днём</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="69"/>
        <source>he does not hold the artifact</source>
        <translation>артефакта у него нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="70"/>
        <source>the artifact passes to a living player</source>
        <translation>артефакт передают живому игроку</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="71"/>
        <source>%card is not in his hand or sleeve</source>
        <translation>карты %card нет у него ни в руке, ни в рукаве</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="72"/>
        <source>%card has no target</source>
        <translation>у карты «%card» нет цели</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="73"/>
        <source>only the Journalist adds a question</source>
        <translation>вопрос добавляет только Журналист</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="74"/>
        <source>question must be an object</source>
        <translation>вопрос должен быть объектом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="75"/>
        <source>%card is not in his sleeve</source>
        <translation>карты %card нет у него в рукаве</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="76"/>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="77"/>
        <source>the draft is not complete</source>
        <translation>драфт не закончен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="78"/>
        <source>the draft is over</source>
        <translation>драфт окончен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="79"/>
        <source>%seat is not a seat</source>
        <translation>%seat — не место за столом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="80"/>
        <source>round %round is not one of his %rounds</source>
        <translation>круга %round нет среди его %rounds</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="81"/>
        <source>only the Lucky has a mulligan</source>
        <translation>пересдача есть только у Везунчика</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="82"/>
        <source>the mulligan is once, at the start of N1</source>
        <translation>пересдача — один раз, в начале первой ночи</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="83"/>
        <source>the mulligan comes before his order of N1</source>
        <translation>пересдача — до его заявки на первую ночь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="84"/>
        <source>only the Jester chooses his hand</source>
        <translation>руку выбирает только Шут</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="85"/>
        <source>the Jester chooses his hand once, before his order of N1</source>
        <translation>Шут выбирает руку один раз, до своей заявки на первую ночь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="86"/>
        <source>his hand is 6 distinct ids of his own deck (S:N)</source>
        <translation>его рука — 6 разных номеров из его колоды (S:N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="87"/>
        <source>end must be one of %results</source>
        <translation>итог — один из: %results</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="88"/>
        <source>the end needs a reason</source>
        <translation>у конца игры должна быть причина</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="89"/>
        <source>his tell of this phase was forwarded already</source>
        <translation>его сообщение в этой фазе уже передано</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="90"/>
        <source>a phase is an object whose keys are seats &quot;1&quot;..&quot;N&quot;</source>
        <translation>фаза — объект, чьи ключи — места «1»…«N»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="91"/>
        <source>%input is not a Mafik Raizen input</source>
        <translation>%input — не ввод Мафика Райзена</translation>
    </message>
</context>
<context>
    <name>RaizenReasonsWords</name>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="100"/>
        <source>hand</source>
        <translation>руке</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="101"/>
        <source>sleeve</source>
        <translation>рукаве</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="102"/>
        <source>night</source>
        <translation>ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/reasons.py" line="103"/>
        <source>day</source>
        <translation>днём</translation>
    </message>
</context>
<context>
    <name>RaizenRoleTexts</name>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="19"/>
        <source>The Law: wins when only the Law&apos;s players are left alive. By day votes at the вече and for the Leader; plays cards by night and by day (R-1, R-5, R-7, R-8, R-13).</source>
        <translation>Закон: побеждает, когда в живых остаются только игроки Закона. Днём голосует на вече и за Лидера, ночью и днём играет карты (R-1, R-5, R-7, R-8, R-13).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="20"/>
        <source>The Mafia, colour Information: knows the other two, their roles, decks and hands; each night votes the kill with weight 1.5. The Mafia wins when only its members are left alive (R-1, R-6, R-13).</source>
        <translation>Мафия, цвет «Информация»: знает двух других мафиози, их роли, колоды и руки; каждую ночь голосует за убийство с весом 1,5. Мафия побеждает, когда в живых остаются только её члены (R-1, R-6, R-13).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="21"/>
        <source>The Mafia, colour Attack: knows the other two, their roles, decks and hands; each night votes the kill with weight 2. The Mafia wins when only its members are left alive (R-1, R-6, R-13).</source>
        <translation>Мафия, цвет «Атака»: знает двух других мафиози, их роли, колоды и руки; каждую ночь голосует за убийство с весом 2. Мафия побеждает, когда в живых остаются только её члены (R-1, R-6, R-13).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="22"/>
        <source>The Mafia, colour Support: knows the other two, their roles, decks and hands; each night votes the kill with weight 1. The Mafia wins when only its members are left alive (R-1, R-6, R-13).</source>
        <translation>Мафия, цвет «Поддержка»: знает двух других мафиози, их роли, колоды и руки; каждую ночь голосует за убийство с весом 1. Мафия побеждает, когда в живых остаются только её члены (R-1, R-6, R-13).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="23"/>
        <source>Opening hand of 7; dies at the phase&apos;s end with 1 card or fewer in hand.</source>
        <translation>В начальной руке 7 карт; умирает в конце фазы, если в руке 1 карта или меньше.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="24"/>
        <source>In the draft keeps the first two of every five cards offered, and chooses the 6 cards of his opening hand and their order.</source>
        <translation>На драфте оставляет себе первые две из каждых пяти предложенных карт и сам выбирает 6 карт начальной руки и их порядок.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="25"/>
        <source>After a night in which he played, discarded and paid no card, gets a Жир into his sleeve.</source>
        <translation>После ночи без сыгранной, сброшенной или оплаченной карты получает «Жир» в рукав.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="26"/>
        <source>2 armour in a night in which he plays no card.</source>
        <translation>Ночью, если не играет карт, получает 2 брони.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="27"/>
        <source>1 armour every phase until he is first dealt damage.</source>
        <translation>1 броня каждую фазу, пока ему впервые не нанесут урон.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="28"/>
        <source>His вече vote, execution or beating vote and Leader vote weigh 1.5.</source>
        <translation>Его голос на вече, за казнь или избиение и за Лидера весит 1,5.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="29"/>
        <source>In any phase may spend any number of sleeve cards for as much armour.</source>
        <translation>В любую фазу может сбросить сколько угодно карт из рукава и получить столько же брони.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="30"/>
        <source>Mortally wounded instead of dead: lives to the end of the next phase.</source>
        <translation>Вместо смерти получает смертельное ранение и живёт до конца следующей фазы.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="31"/>
        <source>Always knows the top 2 cards of his deck.</source>
        <translation>Всегда знает две верхние карты своей колоды.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="32"/>
        <source>The first card he ever loses from his hand to damage: a copy goes to his sleeve.</source>
        <translation>Первая карта, потерянная из руки от урона, копией уходит в его рукав.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="33"/>
        <source>Once a game a hand card played as a copy comes back to the end of his hand instead of a draw.</source>
        <translation>Раз за игру сыгранная карта руки с копией возвращается копией в конец руки вместо добора.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="34"/>
        <source>The first time he plays a card costing 1 or more: 3 armour that phase.</source>
        <translation>Когда впервые играет карту с ценой 1 и больше, получает 3 брони на эту фазу.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="35"/>
        <source>Once a game, by day, may discard a hand card and draw a new one for it.</source>
        <translation>Раз за игру днём может сбросить карту из руки и добрать вместо неё новую.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="36"/>
        <source>In the first night and day no card, kill, guess, question or vote may name him.</source>
        <translation>В первые сутки (ночь 1 и день 1) его нельзя выбрать целью карты, убийства, догадки, вопроса или голоса.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="37"/>
        <source>At a day&apos;s end with exactly 1 or 2 cards in hand draws 1.</source>
        <translation>В конце дня с 1 или 2 картами в руке добирает одну.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="38"/>
        <source>Opening hand of 5; 1 armour every night.</source>
        <translation>В начальной руке 5 карт; каждую ночь 1 броня.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="39"/>
        <source>Names a colour on signing up: in the draft he is offered that colour&apos;s cards more often.</source>
        <translation>Называет цвет при записи: на драфте чаще получает карты этого цвета.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="40"/>
        <source>At the start of night 1 may once return his 6 cards, shuffle his deck and draw 6 again.</source>
        <translation>В начале ночи 1 может один раз вернуть 6 карт руки в колоду, перетасовать её и набрать 6 заново.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="41"/>
        <source>May play a sleeve card as a Вопрос.</source>
        <translation>Может сыграть карту из рукава как «Вопрос».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="42"/>
        <source>Leader votes for him count double until he is first elected.</source>
        <translation>Голоса за него как за Лидера считаются вдвойне, пока его не изберут впервые.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="43"/>
        <source>No special ability.</source>
        <translation>Особых способностей нет.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/role_texts.py" line="44"/>
        <source>%name: %text (R-2)</source>
        <translation>%name: %text (R-2)</translation>
    </message>
</context>
<context>
    <name>RaizenRoles</name>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="61"/>
        <source>Boss</source>
        <translation>Босс</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="62"/>
        <source>Killer</source>
        <translation>Киллер</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="63"/>
        <source>Advisor</source>
        <translation>Советник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="64"/>
        <source>Law</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="65"/>
        <source>Alien</source>
        <translation>Пришелец</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="66"/>
        <source>Jester</source>
        <translation>Шут</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="67"/>
        <source>Businessman</source>
        <translation>Бизнесмен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="68"/>
        <source>Lazy</source>
        <translation>Лентяй</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="69"/>
        <source>Strongman</source>
        <translation>Здоровяк</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="70"/>
        <source>Politician</source>
        <translation>Политик</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="71"/>
        <source>Paranoid</source>
        <translation>Параноик</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="72"/>
        <source>Avenger</source>
        <translation>Мститель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="73"/>
        <source>Psychic</source>
        <translation>Экстрасенс</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="74"/>
        <source>Masochist</source>
        <translation>Мазохист</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="75"/>
        <source>Magician</source>
        <translation>Фокусник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="76"/>
        <source>Banker</source>
        <translation>Банкир</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="77"/>
        <source>Croupier</source>
        <translation>Крупье</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="78"/>
        <source>Sociopath</source>
        <translation>Социопат</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="79"/>
        <source>Monk</source>
        <translation>Монах</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="80"/>
        <source>Child</source>
        <translation>Ребенок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="81"/>
        <source>Student</source>
        <translation>Студент</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="82"/>
        <source>Lucky</source>
        <translation>Везунчик</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="83"/>
        <source>Journalist</source>
        <translation>Журналист</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="84"/>
        <source>Swindler</source>
        <translation>Мошенник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="85"/>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="96"/>
        <source>Posts</source>
        <translation>Посты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="97"/>
        <source>Roles and decks</source>
        <translation>Роли и колоды</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="102"/>
        <source>the Law wins</source>
        <translation>победа: Закон</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="103"/>
        <source>the Mafia win</source>
        <translation>победа: мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="104"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/raizen/words.py" line="105"/>
        <source>ended by the master</source>
        <translation>игра остановлена ведущим</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message>
        <location filename="../../app/ui/register.py" line="22"/>
        <location filename="../../app/ui/register.py" line="111"/>
        <location filename="../../app/ui/register.py" line="118"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="26"/>
        <source>Type a name to find a player</source>
        <translation>Введите имя, чтобы найти игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="31"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="31"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="31"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="31"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="31"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="32"/>
        <source>Disqualifications</source>
        <translation>Дисквалификации</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="32"/>
        <source>Blacklist</source>
        <translation>Чёрный список</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="40"/>
        <source>Card…</source>
        <translation>Карточка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="42"/>
        <source>His rating, his games by role and seat, his last games</source>
        <translation>Рейтинг игрока, его игры по ролям и местам, последние игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="45"/>
        <source>Lift the blacklist…</source>
        <translation>Снять из чёрного списка…</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="48"/>
        <source>A second disqualification for peeking or hinting, ever, puts a player on the club&apos;s blacklist (C-5.5).</source>
        <translation>Вторая дисквалификация за подглядывание или подсказки (когда угодно) вносит игрока в чёрный список клуба (C-5.5).</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="85"/>
        <source>blacklisted</source>
        <translation>в чёрном списке</translation>
    </message>
    <message>
        <location filename="../../app/ui/register.py" line="112"/>
        <source>Take %1 off the club&apos;s blacklist?</source>
        <translation>Убрать %1 из чёрного списка клуба?</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="32"/>
        <source>Confirm the result (Enter)</source>
        <translation>Подтвердить результат (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="37"/>
        <source>The head judge approves these extra points (S-12.4)</source>
        <translation>Главный судья утверждает эти доп. баллы (S-12.4)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="41"/>
        <source>Reason for overriding</source>
        <translation>Причина изменения</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="42"/>
        <source>Override</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="54"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="102"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="54"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="102"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="54"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="102"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="54"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="102"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="55"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="102"/>
        <source>Base</source>
        <translation>База</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="55"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="165"/>
        <source>Useful</source>
        <translation>Полезные</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="55"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="165"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="55"/>
        <location filename="../../app/ui/rulesets/family/result.py" line="165"/>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="56"/>
        <source>Confirm the points (Ctrl+Shift+P)</source>
        <translation>Подтвердить баллы (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="vanished">ДБ</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation type="vanished">ЛХ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="106"/>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="106"/>
        <source>Proposed: %1</source>
        <translation>Предлагаемый результат: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="109"/>
        <source>Check the table, then confirm or override with a reason.</source>
        <translation>Проверьте стол, затем подтвердите или измените с указанием причины.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="111"/>
        <source>Why: %1.</source>
        <translation>Почему: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="123"/>
        <source>Left the game: %1</source>
        <translation>Покинули игру: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="125"/>
        <source>Reason: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="128"/>
        <source>The club&apos;s rating gave the red side %1 before the game.</source>
        <translation>По рейтингу клуба шанс красных перед игрой — %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="145"/>
        <source>Points by the scheme “%1”. Add a bonus or penalty with Ctrl+B, then confirm.</source>
        <translation>Баллы по системе «%1». Бонус или штраф — Ctrl+B, затем подтвердите.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/result.py" line="147"/>
        <source>Points confirmed ✓ (scheme “%1”).</source>
        <translation>Баллы подтверждены ✓ (система «%1»).</translation>
    </message>
</context>
<context>
    <name>RevealDialog</name>
    <message>
        <location filename="../../app/ui/new_game.py" line="398"/>
        <source>Roles, one seat at a time</source>
        <translation>Роли по одному месту</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="433"/>
        <source>Seat %1 — %2</source>
        <translation>Место %1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="435"/>
        <source>Hide (Space)</source>
        <translation>Скрыть (Пробел)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="435"/>
        <source>Show the role (Space)</source>
        <translation>Показать роль (Пробел)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="437"/>
        <source>Done (Enter)</source>
        <translation>Готово (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_game.py" line="437"/>
        <source>Hide and pass on (Enter)</source>
        <translation>Скрыть и передать дальше (Enter)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/settings.py" line="53"/>
        <source>the rulebook&apos;s defaults</source>
        <translation>как в правилах (по умолчанию)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/__init__.py" line="31"/>
        <source>Club City Mafia (OK4U)</source>
        <translation>Клубная городская мафия (OK4U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="72"/>
        <source>Sport Mafia (FIIM)</source>
        <translation>Спортивная мафия (ФИИМ)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="71"/>
        <source>Sport Mafia (RFM 2026)</source>
        <translation>Спортивная мафия (РФМ 2026)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rules_settings.py" line="107"/>
        <source>Rules settings</source>
        <translation>Настройки правил</translation>
    </message>
    <message>
        <location filename="../../app/ui/rules_settings.py" line="112"/>
        <source>This game plays by its own rules: it has no options to choose here.</source>
        <translation>В этой игре свои правила: здесь нечего выбирать.</translation>
    </message>
    <message>
        <source>Sport Mafia plays by its own rules (ten players, night 0, best move); the options below are club City Mafia&apos;s.</source>
        <translation type="vanished">Спортивная мафия играется по своим правилам (десять игроков, нулевая ночь, лучший ход); настройки ниже — для клубной городской мафии.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rules_settings.py" line="143"/>
        <source>The club plays:</source>
        <translation>Клуб играет:</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">нет</translation>
    </message>
    <message>
        <source>Last words after a night kill or a vote (C-3.3):</source>
        <translation type="vanished">Последнее слово после ночного убийства или голосования (C-3.3):</translation>
    </message>
    <message>
        <source>Tie justification speech (C-3.2):</source>
        <translation type="vanished">Оправдательная речь при автокатастрофе (C-3.2):</translation>
    </message>
    <message>
        <source>Speech at 15–16 players (C-3):</source>
        <translation type="vanished">Речь при 15–16 игроках (C-3):</translation>
    </message>
    <message>
        <source>Speed game, up to 9 players (C-3.1):</source>
        <translation type="vanished">Скоростная игра, до 9 игроков (C-3.1):</translation>
    </message>
    <message>
        <source>Speed game, 10–12 players (C-3.1):</source>
        <translation type="vanished">Скоростная игра, 10–12 игроков (C-3.1):</translation>
    </message>
    <message>
        <source>Speed game, 13–16 players (C-3.1):</source>
        <translation type="vanished">Скоростная игра, 13–16 игроков (C-3.1):</translation>
    </message>
    <message>
        <source>the next living seat after yesterday&apos;s first</source>
        <translation type="vanished">следующий живой игрок после вчерашнего первого</translation>
    </message>
    <message>
        <source>the lowest living seat</source>
        <translation type="vanished">живой игрок с наименьшим номером</translation>
    </message>
    <message>
        <source>A day starts with (C-4.1):</source>
        <translation type="vanished">День начинает (C-4.1):</translation>
    </message>
    <message>
        <source>the &quot;all leave?&quot; vote for them</source>
        <translation type="vanished">голосование «уходят все?» за них</translation>
    </message>
    <message>
        <source>justifications and a revote again</source>
        <translation type="vanished">снова оправдания и переголосование</translation>
    </message>
    <message>
        <source>A revote tied again among some of them (C-6.4):</source>
        <translation type="vanished">Повторная автокатастрофа среди части кандидатов (C-6.4):</translation>
    </message>
    <message>
        <source>the &quot;all leave?&quot; vote for all of them</source>
        <translation type="vanished">голосование «уходят все?» за всех</translation>
    </message>
    <message>
        <source>nobody leaves</source>
        <translation type="vanished">никто не уходит</translation>
    </message>
    <message>
        <source>Everyone at zero in a revote (C-6.4):</source>
        <translation type="vanished">На переголосовании у всех ноль (C-6.4):</translation>
    </message>
    <message>
        <source>Call a dead role with the usual pause (C-7.2)</source>
        <translation type="vanished">Вызывать выбывшую роль с обычной паузой (C-7.2)</translation>
    </message>
    <message>
        <source>That pause (C-7.2):</source>
        <translation type="vanished">Эта пауза (C-7.2):</translation>
    </message>
    <message>
        <source>Announce the roles of eliminated players (C-4.5)</source>
        <translation type="vanished">Объявлять роли выбывших игроков (C-4.5)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rules_settings.py" line="132"/>
        <source>The new settings apply to games started from now on.</source>
        <translation>Новые настройки действуют для игр, начатых с этого момента.</translation>
    </message>
    <message>
        <source> s</source>
        <translation type="vanished"> с</translation>
    </message>
</context>
<context>
    <name>SchemeEditor</name>
    <message>
        <location filename="../../app/ui/schemes.py" line="64"/>
        <source>Not saved: the scheme in force stays as it was.</source>
        <translation>Не сохранено: действующая система не изменилась.</translation>
    </message>
</context>
<context>
    <name>SchemesDialog</name>
    <message>
        <location filename="../../app/ui/schemes.py" line="78"/>
        <source>Points schemes (C-11)</source>
        <translation>Системы баллов (C-11)</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="86"/>
        <source>Use for new results</source>
        <translation>Применять к новым результатам</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="87"/>
        <source>Copy for the club…</source>
        <translation>Копия для клуба…</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="88"/>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="89"/>
        <source>Recompute this evening with it…</source>
        <translation>Пересчитать вечер по ней…</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="116"/>
        <source>In force for new results: %1. Each scored game keeps the scheme and version it was scored with.</source>
        <translation>Для новых результатов: %1. Каждая игра хранит систему и версию, по которой посчитана.</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="117"/>
        <source>the game&apos;s rules preset</source>
        <translation>набор правил игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="119"/>
        <source>Not used (bad file): %1</source>
        <translation>Не используется (ошибка в файле): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="136"/>
        <source>Copy for the club</source>
        <translation>Копия для клуба</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="136"/>
        <source>New scheme id:</source>
        <translation>Код новой системы:</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="148"/>
        <source>%1 exists already.</source>
        <translation>%1 уже есть.</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="164"/>
        <source>Built-in schemes are not edited: copy it for the club first.</source>
        <translation>Встроенные системы не меняются: сначала сделайте копию для клуба.</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="177"/>
        <source>Recompute every finished game of this evening with “%1”? Their stored points will change.</source>
        <translation>Пересчитать все законченные игры вечера по «%1»? Сохранённые баллы изменятся.</translation>
    </message>
    <message>
        <location filename="../../app/ui/schemes.py" line="182"/>
        <source>%1 games recomputed with %2.</source>
        <translation>Пересчитано игр: %1 (система %2).</translation>
    </message>
</context>
<context>
    <name>SpeechPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="47"/>
        <source>Nominate selected seat (N)</source>
        <translation>Выставить выбранное место (N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="48"/>
        <location filename="../../app/ui/rulesets/family/panels.py" line="93"/>
        <source>End speech (Enter)</source>
        <translation>Закончить речь (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="63"/>
        <source>Speech</source>
        <translation>Речь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="63"/>
        <source>Justification</source>
        <translation>Оправдательная речь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="64"/>
        <source>Last words</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="66"/>
        <source>%1: %2 (%3 s)</source>
        <translation>%1: %2 (%3 с)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="68"/>
        <source>Say: “The floor goes to player number %1, %2.”</source>
        <translation>Скажите: «Слово игроку номер %1, %2».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="69"/>
        <source>Say: “Justification: player number %1, %2.”</source>
        <translation>Скажите: «Оправдательная речь: игрок номер %1, %2».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="70"/>
        <source>Say: “Last words: player number %1, %2.”</source>
        <translation>Скажите: «Последнее слово: игрок номер %1, %2».</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="77"/>
        <source>Morning of day %1. Killed tonight: %2</source>
        <translation>Утро дня %1. Этой ночью убиты: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="78"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="86"/>
        <source>No vote today (4th foul, C-5.4).</source>
        <translation>Сегодня голосования нет (4-й фол, C-5.4).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="91"/>
        <source>Nominated so far: %1
This speaker nominates: %2 (click a seat)</source>
        <translation>Выставлены: %1
Этот игрок выставляет: %2 (щёлкните место)</translation>
    </message>
</context>
<context>
    <name>SportResultPanel</name>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="25"/>
        <source>Extra</source>
        <translation>ДБ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="25"/>
        <source>Best move</source>
        <translation>ЛХ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/panels.py" line="25"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../app/ui/standings.py" line="31"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="37"/>
        <source>This evening</source>
        <translation>Этот вечер</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="38"/>
        <source>Tournament / dates</source>
        <translation>Турнир / даты</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="41"/>
        <source>Tournament name</source>
        <translation>Название турнира</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="43"/>
        <source>from 2026-01-01</source>
        <translation>с 2026-01-01</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="45"/>
        <source>to 2026-12-31</source>
        <translation>по 2026-12-31</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="49"/>
        <source>every round</source>
        <translation>все туры</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="50"/>
        <source>after round </source>
        <translation>после тура </translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="51"/>
        <source>A tournament&apos;s games of its seating&apos;s rounds 1 to k only: here, on the projector and on the room&apos;s page (the finals hidden)</source>
        <translation>Только игры туров рассадки с 1-го по k-й: здесь, на проекторе и на странице зала (финал скрыт)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="55"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="58"/>
        <source>The distance is complete (Ci final)</source>
        <translation>Дистанция завершена (Ci окончательный)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="64"/>
        <source>The games of each points scheme, and a sport distance, have a table each</source>
        <translation>У игр каждой схемы баллов и у спортивной дистанции своя таблица</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="80"/>
        <location filename="../../app/ui/standings.py" line="180"/>
        <location filename="../../app/ui/standings.py" line="225"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="80"/>
        <location filename="../../app/ui/standings.py" line="180"/>
        <location filename="../../app/ui/standings.py" line="225"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="80"/>
        <location filename="../../app/ui/standings.py" line="180"/>
        <location filename="../../app/ui/standings.py" line="225"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="80"/>
        <location filename="../../app/ui/standings.py" line="180"/>
        <source>Wins red</source>
        <translation>Побед (красные)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="80"/>
        <location filename="../../app/ui/standings.py" line="180"/>
        <source>Wins black</source>
        <translation>Побед (чёрные)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="81"/>
        <location filename="../../app/ui/standings.py" line="181"/>
        <source>Wins maniac</source>
        <translation>Побед (маньяк)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="81"/>
        <location filename="../../app/ui/standings.py" line="181"/>
        <source>Useful</source>
        <translation>Полезные</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="81"/>
        <location filename="../../app/ui/standings.py" line="181"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="81"/>
        <location filename="../../app/ui/standings.py" line="181"/>
        <location filename="../../app/ui/standings.py" line="225"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="81"/>
        <location filename="../../app/ui/standings.py" line="181"/>
        <source>Average</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="85"/>
        <source>Double-click a player for his card</source>
        <translation>Двойной щелчок по игроку открывает его карточку</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="91"/>
        <source>Export the evening (CSV, XLSX, PDF, protocols)…</source>
        <translation>Выгрузить вечер (CSV, XLSX, PDF, протоколы)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="94"/>
        <source>Show on the projector</source>
        <translation>Показать на проекторе</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="98"/>
        <source>Record the lot…</source>
        <translation>Записать жребий…</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="102"/>
        <source>Player&apos;s card…</source>
        <translation>Карточка игрока…</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="192"/>
        <source>Still tied after points, wins, useful actions and penalties — the host decides (C-11): %1</source>
        <translation>Равенство после баллов, побед, полезных действий и штрафов — решает ведущий (C-11): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="206"/>
        <source>no longer replays under the current rules: input %1 is refused (%2); it opens read-only</source>
        <translation>по действующим правилам не воспроизводится: ввод %1 не принят (%2); открывается только для просмотра</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="210"/>
        <source>the current rules give another result</source>
        <translation>по действующим правилам итог другой</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="212"/>
        <source>the current rules give other points; the confirmed points stand until you confirm the game again</source>
        <translation>по действующим правилам баллы другие; подтверждённые баллы действуют, пока вы не подтвердите игру снова</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="214"/>
        <source>%1, game %2: %3</source>
        <translation>%1, игра %2: %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="225"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="226"/>
        <source>Ci</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="226"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="240"/>
        <source>* Ci is provisional until the distance&apos;s last game is scored (S-13.4).</source>
        <translation>* Ci предварительный, пока не сыграна последняя игра дистанции (S-13.4).</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="242"/>
        <source>? a draw&apos;s Ci is the host&apos;s decision (S-13.3).</source>
        <translation>? Ci за ничью решает ведущий (S-13.3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="245"/>
        <source>Still equal after every tie-break: draw lots (S-13.5): %1</source>
        <translation>Равны после всех дополнительных показателей — жребий (S-13.5): %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="286"/>
        <location filename="../../app/ui/standings.py" line="308"/>
        <source>Record the lot</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="298"/>
        <source>Drag the players into the order the lot gave, first place on top.</source>
        <translation>Перетащите игроков в порядке, который дал жребий: первое место сверху.</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="317"/>
        <source>Export the evening to a folder</source>
        <translation>Выгрузить вечер в папку</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="330"/>
        <source>Export</source>
        <translation>Выгрузка</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings.py" line="332"/>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../app/ui/table.py" line="239"/>
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="240"/>
        <source>Remove…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="241"/>
        <source>Bonus or penalty…</source>
        <translation>Бонус или штраф…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="189"/>
        <source>benched</source>
        <translation>без голоса и действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="145"/>
        <source>nominating…</source>
        <translation>выставляется…</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="50"/>
        <source>named</source>
        <translation>назван</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="384"/>
        <source>nominated today</source>
        <translation>выставлен сегодня</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/live.py" line="149"/>
        <source>being nominated by the speaker (Enter to confirm)</source>
        <translation>выставляется говорящим (Enter — подтвердить)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../app/ui/texts.py" line="319"/>
        <location filename="../../app/ui/rulesets/family/kit.py" line="64"/>
        <source>Civilian</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="65"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="66"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="67"/>
        <source>Beauty</source>
        <translation>Красотка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="68"/>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="69"/>
        <source>Don</source>
        <translation>Дон мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="70"/>
        <source>Maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="15"/>
        <source>The Mafia wakes up and chooses a victim.</source>
        <translation>Просыпается мафия и выбирает жертву.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="16"/>
        <source>The Don wakes up and looks for the Sheriff.</source>
        <translation>Просыпается Дон и ищет Шерифа.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="17"/>
        <source>The Sheriff wakes up and checks a player.</source>
        <translation>Просыпается Шериф и проверяет игрока.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="18"/>
        <source>The Maniac wakes up and chooses a victim.</source>
        <translation>Просыпается Маньяк и выбирает жертву.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="19"/>
        <source>The Doctor wakes up and chooses whom to heal.</source>
        <translation>Просыпается Доктор и выбирает, кого лечить.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="20"/>
        <source>The Beauty wakes up and chooses whom to visit.</source>
        <translation>Просыпается Красотка и выбирает, к кому пойти.</translation>
    </message>
    <message>
        <source>The Mafia falls asleep.</source>
        <translation type="vanished">Мафия засыпает.</translation>
    </message>
    <message>
        <source>The Don falls asleep.</source>
        <translation type="vanished">Дон засыпает.</translation>
    </message>
    <message>
        <source>The Sheriff falls asleep.</source>
        <translation type="vanished">Шериф засыпает.</translation>
    </message>
    <message>
        <source>The Maniac falls asleep.</source>
        <translation type="vanished">Маньяк засыпает.</translation>
    </message>
    <message>
        <source>The Doctor falls asleep.</source>
        <translation type="vanished">Доктор засыпает.</translation>
    </message>
    <message>
        <source>The Beauty falls asleep.</source>
        <translation type="vanished">Красотка засыпает.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="47"/>
        <source>Mafia shot</source>
        <translation>Выстрел мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="48"/>
        <source>Don&apos;s check</source>
        <translation>Проверка Дона</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="49"/>
        <source>Sheriff&apos;s check</source>
        <translation>Проверка Шерифа</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="50"/>
        <source>Maniac&apos;s shot</source>
        <translation>Выстрел Маньяка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="51"/>
        <source>Doctor heals</source>
        <translation>Лечение Доктора</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="52"/>
        <source>Beauty visits</source>
        <translation>Визит Красотки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="167"/>
        <source>The city (red) wins</source>
        <translation>Победа мирных (красных)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="168"/>
        <source>The Mafia (black) wins</source>
        <translation>Победа мафии (чёрных)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="169"/>
        <source>The Maniac wins</source>
        <translation>Победа Маньяка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="170"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="33"/>
        <source>The honest citizens win</source>
        <translation>Победа честных жителей</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="34"/>
        <source>The Mafia wins</source>
        <translation>Победа мафии</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="35"/>
        <source>The Yakuza wins</source>
        <translation>Победа якудзы</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="36"/>
        <source>A loner wins</source>
        <translation>Победа одиночки</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="37"/>
        <source>Nobody is left: the host wins</source>
        <translation>Никого не осталось: победа ведущего</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="62"/>
        <source>killed at night</source>
        <translation>убийство ночью</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="63"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="74"/>
        <source>voted out</source>
        <translation>по голосованию</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="64"/>
        <source>left by the &quot;all leave?&quot; vote</source>
        <translation>по голосованию «уходят все?»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="65"/>
        <source>4th foul</source>
        <translation>4-й фол</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="66"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="77"/>
        <source>removed</source>
        <translation>удаление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="101"/>
        <source>jailed</source>
        <translation>в тюрьме</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="73"/>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="100"/>
        <source>killed</source>
        <translation>убийство</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="75"/>
        <source>all left</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="76"/>
        <source>4 fouls</source>
        <translation>4 фола</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="85"/>
        <source>gesturing at night (−2 points)</source>
        <translation>жестикуляция ночью (−2 балла)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="86"/>
        <source>peeking at night (disqualified for the evening)</source>
        <translation>подглядывание ночью (дисквалификация на вечер)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="87"/>
        <source>woke up out of turn</source>
        <translation>пробуждение не в свой ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="88"/>
        <source>a dead player hinting (disqualified for the evening)</source>
        <translation>подсказка убитого игрока (дисквалификация на вечер)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="89"/>
        <source>gross ethics violation (disqualified for the evening)</source>
        <translation>грубое нарушение этики (дисквалификация на вечер)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="90"/>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="91"/>
        <source>removal (disqualified, S-8.5)</source>
        <translation>удаление (дисквалификация, S-8.5)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="30"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="92"/>
        <source>team defeat (S-8.5)</source>
        <translation>ППК — поражение команде (S-8.5)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="27"/>
        <source>no black player is left (S-10.1)</source>
        <translation>чёрных игроков не осталось (S-10.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="28"/>
        <source>as many black as red players (S-10.1)</source>
        <translation>чёрных не меньше, чем красных (S-10.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="29"/>
        <source>three nights and two days without anyone leaving (S-10.2)</source>
        <translation>три ночи и два дня без выбывших (S-10.2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="37"/>
        <source>thumb UP (red)</source>
        <translation>палец ВВЕРХ (красный)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="38"/>
        <source>thumb DOWN (black)</source>
        <translation>палец ВНИЗ (чёрный)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="39"/>
        <source>nod YES: this is the Sheriff</source>
        <translation>кивок ДА: это Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="40"/>
        <source>shake NO: not the Sheriff</source>
        <translation>жест НЕТ: не Шериф</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="79"/>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="110"/>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="112"/>
        <source>Night %1 — best move</source>
        <translation>Ночь %1 — лучший ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="83"/>
        <source>End of game: result to confirm</source>
        <translation>Конец игры: подтвердите результат</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="89"/>
        <source>the jail vote</source>
        <translation>голосование за тюрьму</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="102"/>
        <source>declined</source>
        <translation>отказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="103"/>
        <source>best move of %1: %2</source>
        <translation>лучший ход %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="105"/>
        <source>night 0: agreement over</source>
        <translation>ночь 0: договорка окончена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="101"/>
        <source>speech</source>
        <translation>речь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="107"/>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="108"/>
        <source>result</source>
        <translation>итог</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="116"/>
        <source>night 0</source>
        <translation>нулевая ночь</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="117"/>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="86"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/__init__.py" line="40"/>
        <source>OK4U (current)</source>
        <translation>OK4U (текущая)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/ok4u/__init__.py" line="41"/>
        <source>OK4U (March 2023)</source>
        <translation>OK4U (март 2023)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/fiim/__init__.py" line="81"/>
        <source>FIIM (S-12)</source>
        <translation>ФИИМ (S-12)</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="82"/>
        <location filename="../../app/ui/texts.py" line="85"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="115"/>
        <source>speeches</source>
        <translation>речи</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="104"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="116"/>
        <source>vote</source>
        <translation>голосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="102"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="117"/>
        <source>justification</source>
        <translation>оправдательные речи</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="105"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="118"/>
        <source>revote</source>
        <translation>переголосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="106"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="119"/>
        <source>&quot;all leave?&quot; vote</source>
        <translation>голосование «уходят все?»</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/words.py" line="103"/>
        <location filename="../../app/ui/rulesets/family/words.py" line="120"/>
        <source>last words</source>
        <translation>последнее слово</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/kit.py" line="113"/>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="88"/>
        <source>Day %1 — %2</source>
        <translation>День %1 — %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="94"/>
        <source>N%1</source>
        <translation>Н%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="94"/>
        <source>D%1</source>
        <translation>Д%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="34"/>
        <source>speech of %1</source>
        <translation>речь %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="36"/>
        <source>, nominates %1</source>
        <translation>, выставляет %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="38"/>
        <source>justification of %1</source>
        <translation>оправдание %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="40"/>
        <source>last words of %1</source>
        <translation>последнее слово %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="42"/>
        <source>foul %2 to %1</source>
        <translation>фол %2 — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="44"/>
        <source>%1 loses the speech on day %2</source>
        <translation>%1 лишается речи в день %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="47"/>
        <source>no vote today (4th foul)</source>
        <translation>сегодня без голосования (4-й фол)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="49"/>
        <source>%1 leaves: %2</source>
        <translation>%1 выбывает: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="53"/>
        <source>vote: %1</source>
        <translation>голосование: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="54"/>
        <source>revote: %1</source>
        <translation>переголосование: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="56"/>
        <source>tie between %1</source>
        <translation>автокатастрофа: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="58"/>
        <source>nobody leaves</source>
        <translation>никто не уходит</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="60"/>
        <source>all leave? %1 for: passed</source>
        <translation>уходят все? «за» %1: уходят</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="61"/>
        <source>all leave? %1 for: all stay</source>
        <translation>уходят все? «за» %1: остаются</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="71"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="74"/>
        <source>night: %1; died: %2</source>
        <translation>ночь: %1; погибли: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="75"/>
        <source>no actions</source>
        <translation>без действий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="77"/>
        <source>night; died: %1</source>
        <translation>ночь; погибли: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="79"/>
        <source>%1 removed: %2</source>
        <translation>%1 — удаление: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="82"/>
        <source>%1: %2 points (%3)</source>
        <translation>%1: %2 балла (%3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="85"/>
        <source>proposed result: %1</source>
        <translation>предлагаемый результат: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/lines.py" line="87"/>
        <source>result: %1</source>
        <translation>результат: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="238"/>
        <source>the vote: the crowd was dispersed, nobody jailed</source>
        <translation>голосование: толпу разогнали, в тюрьму никто не попал</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="240"/>
        <source>the vote: nobody jailed</source>
        <translation>голосование: в тюрьму никто не попал</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/__init__.py" line="241"/>
        <source>the vote: %1 jailed</source>
        <translation>голосование: в тюрьме %1</translation>
    </message>
</context>
<context>
    <name>TimerWidget</name>
    <message>
        <location filename="../../app/ui/timer_widget.py" line="41"/>
        <location filename="../../app/ui/timer_widget.py" line="96"/>
        <source>Start (Space)</source>
        <translation>Старт (Пробел)</translation>
    </message>
    <message>
        <location filename="../../app/ui/timer_widget.py" line="43"/>
        <source>−10 s</source>
        <translation>−10 с</translation>
    </message>
    <message>
        <location filename="../../app/ui/timer_widget.py" line="44"/>
        <source>+10 s</source>
        <translation>+10 с</translation>
    </message>
    <message>
        <location filename="../../app/ui/timer_widget.py" line="95"/>
        <source>Pause (Space)</source>
        <translation>Пауза (Пробел)</translation>
    </message>
    <message>
        <location filename="../../app/ui/timer_widget.py" line="96"/>
        <source>Resume (Space)</source>
        <translation>Продолжить (Пробел)</translation>
    </message>
</context>
<context>
    <name>TurnDesk</name>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="48"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="80"/>
        <source>Enter a vote or an order</source>
        <translation>Ввести голос или приказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="84"/>
        <source>Vote or action:</source>
        <translation>Голос или действие:</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="118"/>
        <source>Posts</source>
        <translation>Посты</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="44"/>
        <source>Game file (*.json)</source>
        <translation>Файл игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="165"/>
        <source>Export the chronicle</source>
        <translation>Экспорт хроники</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="166"/>
        <source>Web page (*.html);;PDF (*.pdf)</source>
        <translation>Веб-страница (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_parts.py" line="182"/>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>TurnDeskWindow</name>
    <message>
        <source>Enter a vote or an order</source>
        <translation type="vanished">Ввести голос или приказ</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="100"/>
        <source>&amp;Enter</source>
        <translation>&amp;Ввести</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="102"/>
        <source>&amp;Withdraw</source>
        <translation>&amp;Отозвать</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="103"/>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Vote or action:</source>
        <translation type="vanished">Голос или действие:</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="107"/>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="123"/>
        <location filename="../../app/ui/turn_desk.py" line="191"/>
        <source>&amp;Resolve turn</source>
        <translation>&amp;Подвести ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="134"/>
        <source>Read the posts…</source>
        <translation>Прочитать посты…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="142"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="176"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="178"/>
        <source>Export the &amp;protocol…</source>
        <translation>Экспорт &amp;протокола…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="179"/>
        <source>Export the &amp;chronicle (HTML or PDF)…</source>
        <translation>Экспорт &amp;хроники (HTML или PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="181"/>
        <source>&amp;End the game now…</source>
        <translation>&amp;Завершить игру сейчас…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="182"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="183"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="184"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="189"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="190"/>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="192"/>
        <source>Show the &amp;start messages…</source>
        <translation>Показать &amp;стартовые ЛС…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="194"/>
        <source>Read the &amp;posts…</source>
        <translation>Про&amp;читать посты…</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="135"/>
        <location filename="../../app/ui/turn_desk.py" line="196"/>
        <source>Votes from the thread&apos;s posts, orders from your private messages: read, check, confirm</source>
        <translation>Голоса из постов темы, приказы из ваших личных сообщений: прочитать, проверить, подтвердить</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="198"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="199"/>
        <source>On the &amp;room&apos;s screens</source>
        <translation>На &amp;экранах зала</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="202"/>
        <source>The projector, the board and the players&apos; phones show this game</source>
        <translation>Проектор, табло и телефоны игроков показывают эту игру</translation>
    </message>
    <message>
        <location filename="../../app/ui/turn_desk.py" line="397"/>
        <source>Export the protocol</source>
        <translation>Экспорт протокола</translation>
    </message>
</context>
<context>
    <name>TurnResultDialog</name>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="102"/>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="107"/>
        <source>What happened, in the rules&apos; order (host only):</source>
        <translation>Что произошло, в порядке правил (только для ведущего):</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="111"/>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="112"/>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="115"/>
        <source>Plain text</source>
        <translation>Простой текст</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="116"/>
        <source>Forum BBCode</source>
        <translation>BBCode форума</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="117"/>
        <source>&amp;Copy the newspaper</source>
        <translation>&amp;Копировать газету</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="118"/>
        <source>Newspaper:</source>
        <translation>Газета:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="127"/>
        <source>Private messages:</source>
        <translation>Личные сообщения:</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="129"/>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="129"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="167"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="171"/>
        <source>1. The commander dispersed the crowd: no vote counts.</source>
        <translation>1. Командир разгоняет толпу: голоса не считаются.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="173"/>
        <source>no counted vote</source>
        <translation>засчитанных голосов нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="174"/>
        <source>1. Tally: %1.</source>
        <translation>1. Голоса: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="176"/>
        <source>drawn</source>
        <translation>жребий</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="177"/>
        <source>   Tie between %1; chosen by %2.</source>
        <translation>   Равенство: %1; выбирает %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="179"/>
        <source>   Jailed: %1.</source>
        <translation>   В тюрьме: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="180"/>
        <source>benched</source>
        <translation>без голоса и действия</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="180"/>
        <source>the actor was jailed</source>
        <translation>исполнитель посажен</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="181"/>
        <source>distracted</source>
        <translation>отвлечён</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="181"/>
        <source>the target was jailed</source>
        <translation>цель посажена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="182"/>
        <source>the team named different targets</source>
        <translation>команда назвала разные цели</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="184"/>
        <source>Failed: %1, %2 (%3).</source>
        <translation>Не сработало: %1, %2 (%3).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="186"/>
        <source>shot</source>
        <translation>выстрел</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="186"/>
        <source>guarding</source>
        <translation>охрана</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="186"/>
        <source>poison</source>
        <translation>отравление</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="188"/>
        <source>6. Killed: %1 (%2).</source>
        <translation>6. Вне игры: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="190"/>
        <source>6. Nobody was killed.</source>
        <translation>6. Никто не погиб.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="191"/>
        <source>In intensive care</source>
        <translation>В реанимации</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="191"/>
        <source>In hospital</source>
        <translation>В больнице</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="192"/>
        <source>Coughing</source>
        <translation>Кашляют</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/forum/desk.py" line="196"/>
        <source>Benched next turn: %1 (%2).</source>
        <translation>Без голоса и действия на следующем ходу: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>UnknownStepPanel</name>
    <message>
        <location filename="../../app/ui/panel_base.py" line="80"/>
        <source>Step: %1</source>
        <translation>Шаг: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/panel_base.py" line="81"/>
        <source>This window has no panel for this step. Undo (Ctrl+Z) goes back.</source>
        <translation>Для этого шага в окне нет панели. Отмена (Ctrl+Z) вернёт назад.</translation>
    </message>
</context>
<context>
    <name>VoiceDirector</name>
    <message>
        <location filename="../../app/ui/voice.py" line="86"/>
        <source>No voice: %1. Going on silently.</source>
        <translation>Голос недоступен: %1. Продолжаем без звука.</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="145"/>
        <source>Apply the vote (Enter)</source>
        <translation>Принять голосование (Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="147"/>
        <source>Who voted: click the seats whose hands are up</source>
        <translation>Голоса: щёлкайте места с поднятой рукой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="151"/>
        <source>Next candidate</source>
        <translation>Следующий кандидат</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="216"/>
        <source>Counting the votes for seat %1: %2</source>
        <translation>Голоса за место %1: %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="219"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="219"/>
        <source>Revote</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="221"/>
        <source>Say: “Who votes for player number %1?” — for each candidate in turn.</source>
        <translation>Скажите: «Кто голосует за игрока номер %1?» — по очереди за каждого кандидата.</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="241"/>
        <source>Too many votes: %1 for %2 living players (C-6.1)</source>
        <translation>Слишком много голосов: %1 при %2 живых игроках (C-6.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/family/panels.py" line="244"/>
        <source>Votes left: %1 of %2 living players</source>
        <translation>Осталось голосов: %1 из %2 живых игроков</translation>
    </message>
</context>
<context>
    <name>Za31</name>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="58"/>
        <source>Lord</source>
        <translation>Владыка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="60"/>
        <source>The situation</source>
        <translation>Игровая ситуация</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="56"/>
        <source>the winners</source>
        <translation>победители</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="69"/>
        <source>no winner</source>
        <translation>победителей нет</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="70"/>
        <source>winner: %1</source>
        <translation>победитель: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/__init__.py" line="71"/>
        <source>winners: %1</source>
        <translation>победители: %1</translation>
    </message>
</context>
<context>
    <name>Za31Reasons</name>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="14"/>
        <source>%target is not a player, shard or source</source>
        <translation>%target — не игрок, не осколок и не источник</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="15"/>
        <source>orders are a list</source>
        <translation>приказы — это список</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="16"/>
        <source>%seat is not a seat of the game</source>
        <translation>%seat — не место в этой игре</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="17"/>
        <source>%player is out of the game</source>
        <translation>%player: вне игры</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="18"/>
        <source>%player joined this turn: he sends orders from the next</source>
        <translation>%player: вступление в этот ход, приказы — со следующего</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="19"/>
        <source>%player is in the Nothing: only return or surrender</source>
        <translation>%player в Ничто: только возвращение или сдача</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="20"/>
        <source>%player is in the Nothing: only return</source>
        <translation>%player в Ничто: только возвращение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="21"/>
        <source>extra energy is a whole number ≥ 0</source>
        <translation>дополнительная энергия — целое число ≥ 0</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="22"/>
        <source>a world of one shard cannot invade</source>
        <translation>мир из одного осколка не может вторгаться</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="23"/>
        <source>only an active player goes into the Nothing</source>
        <translation>в Ничто уходит только активный игрок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="24"/>
        <source>return is from the Nothing</source>
        <translation>возвращаются из Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="25"/>
        <source>return stands alone in the list</source>
        <translation>возвращение — единственный пункт списка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="26"/>
        <source>defence energy is a whole number ≥ 1</source>
        <translation>энергия обороны — целое число ≥ 1</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="27"/>
        <source>unknown artifact %id</source>
        <translation>неизвестный артефакт %id</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="28"/>
        <source>%artifact is not his</source>
        <translation>«%artifact» — не его артефакт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="29"/>
        <source>%artifact acts by itself</source>
        <translation>«%artifact» действует сам</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="30"/>
        <source>%artifact has no charge left</source>
        <translation>у «%artifact» не осталось зарядов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="31"/>
        <source>unknown event %id</source>
        <translation>неизвестное событие %id</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="32"/>
        <source>%event does not run on turn %turn</source>
        <translation>«%event» не идёт на ходу %turn</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="33"/>
        <source>a whole number ≥ 0</source>
        <translation>целое число ≥ 0</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="34"/>
        <source>item %item: an object with a known do</source>
        <translation>пункт %item: приказ неизвестного вида</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="35"/>
        <source>a target list has two or more targets, none repeated</source>
        <translation>в списке целей две цели или больше, без повторов</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="36"/>
        <source>a tactic: unit, magic, hero</source>
        <translation>тактика из трёх частей: отряд, магия и герой</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="37"/>
        <source>%target is not a neutral shard</source>
        <translation>%target — не нейтральный осколок</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="38"/>
        <source>item %item: a second main action</source>
        <translation>пункт %item: второе основное действие</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="39"/>
        <source>item %item: %order given twice</source>
        <translation>пункт %item: дважды — %order</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="40"/>
        <source>item %item: %reason</source>
        <translation>пункт %item: %reason</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="41"/>
        <source>another player&apos;s seat</source>
        <translation>место другого игрока</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="42"/>
        <source>%player is in the Nothing</source>
        <translation>%player в Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="43"/>
        <source>%target is not a source he may attack</source>
        <translation>%target — не источник, который он может атаковать</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="44"/>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="45"/>
        <source>the end needs a reason</source>
        <translation>у конца игры должна быть причина</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="46"/>
        <source>end names distinct seated seats</source>
        <translation>конец называет разные места за столом</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="47"/>
        <source>%input is not an ЗА 31 input</source>
        <translation>%input — не ввод ЗА 31</translation>
    </message>
</context>
<context>
    <name>Za31ReasonsWords</name>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="56"/>
        <source>shard</source>
        <translation>атака осколка</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="57"/>
        <source>invade</source>
        <translation>вторжение</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="58"/>
        <source>source</source>
        <translation>атака источника</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="59"/>
        <source>skip</source>
        <translation>пропуск хода</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="60"/>
        <source>surrender</source>
        <translation>сдача</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="61"/>
        <source>nothing</source>
        <translation>уход в Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="62"/>
        <source>return</source>
        <translation>возвращение из Ничто</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="63"/>
        <source>defend</source>
        <translation>энергия на защиту</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="64"/>
        <source>tactic</source>
        <translation>тактика защиты</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="65"/>
        <source>artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <location filename="../../app/ui/rulesets/za31/reasons.py" line="66"/>
        <source>event</source>
        <translation>событие</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main.py" line="124"/>
        <source>Something went wrong; the game so far is kept. Details are in the log file.</source>
        <translation>Что-то пошло не так; игра сохранена. Подробности — в файле журнала.</translation>
    </message>
</context>
</TS>
