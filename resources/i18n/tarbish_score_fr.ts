<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BellaPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="209"/>
        <source>0  nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallerPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="177"/>
        <source>0  thrown in</source>
        <extracomment>The caller picker&apos;s value for &quot;thrown in&quot; (all passed, dealer not forced). Trump keys and the record spelling of their suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="32"/>
        <source>Entering a round (the focus starts on the caller)</source>
        <extracomment>Qt&apos;s translate(); this name is one pyside6-lupdate recognises.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="34"/>
        <source>Caller: the player who named trump, by seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="35"/>
        <source>Thrown in: everyone passed (only when the dealer is not forced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="36"/>
        <source>Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="37"/>
        <source>No trump (only when the house rules allow it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="39"/>
        <source>digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="40"/>
        <source>Card points the callers counted (the other team&apos;s are filled in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="42"/>
        <source>The other team counted: switch whose count you type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="43"/>
        <source>Runs; then the player&apos;s seat number and T for a twenty or F for a fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="44"/>
        <source>In runs: remove the last run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="47"/>
        <source>Run&apos;s top card or suit, when asked for: type it in the field with the focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="49"/>
        <source>Bella; then 0 for nobody or the player&apos;s seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="50"/>
        <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="51"/>
        <source>Next / previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="52"/>
        <source>Record the round (or save the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="53"/>
        <source>Clear the round (or cancel the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="57"/>
        <source>Round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="59"/>
        <source>Switch between the round entry and the round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="60"/>
        <source>Choose a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="61"/>
        <source>Correct the chosen round (double-click works too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="62"/>
        <source>Delete the chosen round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="63"/>
        <source>Back to the round entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="67"/>
        <source>Match and window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="69"/>
        <source>New match: teams, players, first dealer, target, house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="70"/>
        <source>Rematch: same teams and rules, the next player deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="71"/>
        <source>Undo: recording, correcting, deleting a round, starting a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="72"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="73"/>
        <source>Full screen, for the whole table to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="74"/>
        <source>These keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="75"/>
        <source>The rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="76"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="80"/>
        <source>New-match dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="82"/>
        <source>Start the match (nothing typed: a standard match, Us against Them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="83"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="91"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="104"/>
        <source>A fifty (four cards or more) beats any twenty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="106"/>
        <source>Between two fifties, the longer run wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="107"/>
        <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="108"/>
        <source>A run in trump beats a plain-suit run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="111"/>
        <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="113"/>
        <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="120"/>
        <source>Rules in force: {preset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="124"/>
        <source>Changed from the standard rules: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="126"/>
        <source>All standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="128"/>
        <source>Did the callers make it? (bait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="132"/>
        <source>Each team&apos;s round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="143"/>
        <source>With no runs and no bella that means 82 of the {total} card points. Runs and bella move the line: 72 with their own twenty, 107 against a fifty. The preview shows the line for every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="152"/>
        <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="154"/>
        <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points and their own runs and bella (the callers&apos; runs vanish).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="161"/>
        <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="163"/>
        <source>Equal totals: whole bait. The callers score 0; the opponents take everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="166"/>
        <source>On bait, the callers keep their own bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="169"/>
        <source>Runs: which run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="173"/>
        <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player&apos;s best run is compared, step by step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="184"/>
        <source>Only the player holding the best run scores runs: all of that player&apos;s runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="186"/>
        <source>The team holding the best run scores the runs of both partners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="187"/>
        <source>A run must be announced during the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="190"/>
        <source>Winning the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="192"/>
        <source>The first team to {target} points or more wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="194"/>
        <source>The first team to pass {target} points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="197"/>
        <source>Both teams reach it in the same round: the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="199"/>
        <source>Both teams reach it in the same round: the callers win if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="203"/>
        <source>Equal totals at or above the target: play another round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="205"/>
        <source>Equal totals at or above the target: the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="208"/>
        <source>The callers cannot go out on a round they go bait on: they score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="211"/>
        <source>Every house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="222"/>
        <source>differs from the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="226"/>
        <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="243"/>
        <source>Tarabish Score help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="249"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="250"/>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="96"/>
        <location filename="../../tarbish_score/ui/main_window.py" line="253"/>
        <source>Tarabish Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="148"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="149"/>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="150"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="152"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="154"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="160"/>
        <source>Switch between round &amp;entry and history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="162"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="165"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="167"/>
        <source>&amp;Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="170"/>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="174"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="176"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="178"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="256"/>
        <source>Tarabish Score: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="267"/>
        <source>Match started: good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="271"/>
        <source>Round {n} recorded. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="275"/>
        <source>Round {n} corrected; later rounds re-scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="279"/>
        <source>Round {n} deleted; later rounds re-scored. Ctrl+Z brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="286"/>
        <source>Could not save: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../../tarbish_score/ui/controller.py" line="78"/>
        <source>start a new match</source>
        <extracomment>A persistence hook: called with the match now in force (None when undo goes back to &quot;no match&quot;) and a short description, *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/controller.py" line="87"/>
        <source>start a rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="98"/>
        <source>record round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="109"/>
        <source>edit round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="120"/>
        <source>delete round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="102"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="109"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="116"/>
        <source>Team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="121"/>
        <source>Players around the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="149"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="155"/>
        <source>Deals first (won the cut):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="161"/>
        <source>Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="166"/>
        <source>House rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="171"/>
        <source>House rules: change any switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="201"/>
        <source>Press Enter to start. Nothing typed? A standard match, Us against Them, to 500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="206"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="268"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="268"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="277"/>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="329"/>
        <source>{team} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="328"/>
        <source>Seat {n} · {team}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundEntryPanel</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="699"/>
        <source>Which team counted its tricks (key /)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="711"/>
        <source>Sweep: one team took all nine tricks  [W]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="716"/>
        <source>Caller
(1-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="717"/>
        <source>Trump
(C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="718"/>
        <source>Card points
(/ = other team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="719"/>
        <source>Runs  [R]
seat, then T/F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="720"/>
        <source>Bella  [B]
(0-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="754"/>
        <source>Cancel edit  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="835"/>
        <source>No match yet: press Ctrl+N to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="838"/>
        <source>Correcting round {n}: Enter saves, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="841"/>
        <source>The match is over: Ctrl+R for a rematch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="845"/>
        <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="852"/>
        <source>Record round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="852"/>
        <source>Save correction  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="928"/>
        <source>Pick the caller: press 1-4 (the seat number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="931"/>
        <source>Pick the trump suit: press C, D, H or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="934"/>
        <source>Type the card points one team counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="966"/>
        <source>The match is over. Ctrl+R starts a rematch, Ctrl+N a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="995"/>
        <source>Callers counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="995"/>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1000"/>
        <source>{team} counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1009"/>
        <source> (of {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1016"/>
        <source>{total} card points in this round: the other team has the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundPreview</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="609"/>
        <source>fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="633"/>
        <source>Nobody scores; the deal passes to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="638"/>
        <source>Before bait: {a} {x}, {b} {y}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTableModel</name>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="88"/>
        <source>Left: {a}; right: {b}</source>
        <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them. Role that gives a row&apos;s 0-based round index.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="97"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="98"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="99"/>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="100"/>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="101"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="102"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="103"/>
        <source>Bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="104"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="105"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="106"/>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="167"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="167"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="187"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="211"/>
        <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsEditor</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="406"/>
        <source>+ twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="406"/>
        <source>+ fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="409"/>
        <source>Add a run for this player (keys: seat number, then T or F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardWidget</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="165"/>
        <source>{a} &amp; {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="179"/>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="181"/>
        <source>Deals: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="182"/>
        <source>Speaks first: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="183"/>
        <source>Playing to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="193"/>
        <source>{team} win the match, {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="198"/>
        <source>The match is drawn, {a} all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="206"/>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="207"/>
        <source>Rematch: Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="208"/>
        <source>New match: Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="209"/>
        <source>Played to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="216"/>
        <source>No match yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="217"/>
        <source>Press Ctrl+N to start a match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePicture</name>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="71"/>
        <source>partners sit opposite
play goes clockwise ↻</source>
        <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamScorePanel</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="76"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="78"/>
        <source>reached {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="80"/>
        <source>needs {n} more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrumpPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="197"/>
        <source>no trump  [N]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="53"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="54"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="55"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="56"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="57"/>
        <source>no trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="78"/>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="79"/>
        <source>BAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="80"/>
        <source>HALF BAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="81"/>
        <source>thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="89"/>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="95"/>
        <location filename="../../tarbish_score/ui/wording.py" line="197"/>
        <source>twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="97"/>
        <location filename="../../tarbish_score/ui/wording.py" line="202"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="99"/>
        <source>fifty ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="102"/>
        <source>{top} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="113"/>
        <source> (no score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="123"/>
        <source>no runs announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="124"/>
        <source>nobody else announced a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="125"/>
        <source>a fifty beats any twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="126"/>
        <source>between fifties the longer run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="127"/>
        <source>the higher top card wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="128"/>
        <source>a trump run beats a plain run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="129"/>
        <source>identical runs on both teams: nobody scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="132"/>
        <source>identical runs: the one nearer the eldest hand wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="149"/>
        <location filename="../../tarbish_score/ui/wording.py" line="151"/>
        <source>Runs: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="158"/>
        <source>Runs: {who}&apos;s {run} wins, {points} points: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="163"/>
        <source> (beat {who}&apos;s {run})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="176"/>
        <source>Callers ({team}) needed {line} of {total} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="180"/>
        <source>, with their {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="182"/>
        <source>, against a {what} for {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="186"/>
        <source> (could not be made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="195"/>
        <source>a twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="200"/>
        <source>a fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="204"/>
        <source>{n} in runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="206"/>
        <source>bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="208"/>
        <source>sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="209"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="248"/>
        <source>{player}&apos;s {run}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="255"/>
        <source>Pick the caller: press 1-4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="257"/>
        <source>Bella must be held by one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="258"/>
        <source>A run must belong to one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="266"/>
        <source>Pick the trump suit: it decides between the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="269"/>
        <source>Two players&apos; runs must be compared: add the top card of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="272"/>
        <source>Two players&apos; runs must be compared: add the suit of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="286"/>
        <source>No-trump rounds are off under these rules: pick a suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="289"/>
        <source>Type the card points as a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="290"/>
        <source>A team&apos;s count must be between 0 and {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="293"/>
        <source>The two teams&apos; counts must add up to {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="296"/>
        <source>A sweep means one team took all {total} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="299"/>
        <source>The dealer is forced to call under these rules: a round cannot be thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="302"/>
        <source>There is no bella in a no-trump round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="303"/>
        <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="306"/>
        <source>A run has 3 to 9 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="307"/>
        <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="310"/>
        <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="313"/>
        <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="316"/>
        <source>{player}&apos;s runs join into one run of {length} cards: record it as one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="322"/>
        <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="325"/>
        <source>This round was recorded as the dealer&apos;s forced call: the caller must be the dealer, {dealer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="328"/>
        <source>The match is over: start a rematch (Ctrl+R) to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="340"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="341"/>
        <source>Whole-bait house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="342"/>
        <source>Short game (300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="343"/>
        <source>Easy-going house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="351"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="352"/>
        <source>Landing on the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="353"/>
        <source>Forced dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="354"/>
        <source>Equal totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="355"/>
        <source>Bait takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="356"/>
        <source>Bella on bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="357"/>
        <source>Who scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="358"/>
        <source>Long runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="359"/>
        <source>Run order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="360"/>
        <source>Between two fifties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="361"/>
        <source>Identical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="362"/>
        <source>No-trump rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="363"/>
        <source>Both reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="364"/>
        <source>Tie at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="365"/>
        <source>Sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="373"/>
        <source>The points a team needs to win the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="374"/>
        <source>Whether landing exactly on the target wins, or a team must go past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="377"/>
        <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="380"/>
        <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="384"/>
        <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="387"/>
        <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="390"/>
        <source>Only the player with the best run scores runs, or both partners of that team do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="393"/>
        <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="396"/>
        <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="399"/>
        <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="402"/>
        <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="405"/>
        <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="408"/>
        <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="412"/>
        <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="415"/>
        <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="425"/>
        <source>exactly the target wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="426"/>
        <source>must go past the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="427"/>
        <source>the dealer must call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="428"/>
        <source>all pass: thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="429"/>
        <source>half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="430"/>
        <source>whole bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="431"/>
        <source>everything on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="432"/>
        <source>cards and their own runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="433"/>
        <source>goes to the opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="434"/>
        <source>stays with the callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="435"/>
        <source>best player only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="436"/>
        <source>both partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="437"/>
        <source>always 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="438"/>
        <source>split (7 = 70, 8 = 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="439"/>
        <source>top card, then trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="440"/>
        <source>trump, then top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="441"/>
        <source>higher top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="442"/>
        <source>longer run first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="443"/>
        <source>nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="444"/>
        <source>nearer the eldest hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="445"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="446"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="447"/>
        <source>higher total wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="448"/>
        <source>the callers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="449"/>
        <source>play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="450"/>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="461"/>
        <source>A team scores more than 282 this round: check the count and the runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RunChip</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="307"/>
        <source>twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="307"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="315"/>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="317"/>
        <source>How many cards in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="321"/>
        <source>– top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="324"/>
        <source>The run&apos;s top card (type A K Q J 1 9 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="328"/>
        <source>– suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="331"/>
        <source>The run&apos;s suit (type C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="339"/>
        <source>Remove this run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
