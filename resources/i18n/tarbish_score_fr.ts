<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="91"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="92"/>
        <source>the disk or the archive file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="93"/>
        <source>another program is using the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="94"/>
        <source>the disk reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="95"/>
        <source>the archive refused the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="98"/>
        <source>&lt;b&gt;Not saved:&lt;/b&gt; {why} ({path}). The match is safe in this window; saving is tried again with your next change, or now with “Try again”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveActions</name>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="131"/>
        <source>&amp;Set this match aside…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="132"/>
        <source>Keep this match in the archive and start another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="133"/>
        <source>Match &amp;archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="135"/>
        <source>&amp;Corrections log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="137"/>
        <source>C&amp;orrect this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="194"/>
        <source>That match cannot be opened: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="198"/>
        <source>Opened {a} against {b} from the archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="209"/>
        <source>The match in this window was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="220"/>
        <source>{a} against {b} stays in the archive: Ctrl+O brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="233"/>
        <source>You can now correct this match: select a round in the history and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="243"/>
        <source>No match yet, so no corrections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="268"/>
        <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; It is kept, untouched, as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="279"/>
        <source>&lt;b&gt;The archive is on a read-only disk:&lt;/b&gt; changes are kept in this window only. Saving is tried again with each change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="288"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="296"/>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="301"/>
        <source>&lt;b&gt;Saved:&lt;/b&gt; every change is on disk again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="314"/>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this finished match is from the archive. To change a round, press “Correct this match”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="317"/>
        <source>Correct this match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveTableModel</name>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="138"/>
        <source>Started</source>
        <extracomment>Matches read from the archive at a time. Role that gives a row&apos;s archive id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="139"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="140"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="141"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="142"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="143"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="144"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="163"/>
        <source>Last change: {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="182"/>
        <source>{a} v {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="185"/>
        <source>{a1} &amp; {a2} v {b1} &amp; {b2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="196"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="198"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="200"/>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="201"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveWindow</name>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="260"/>
        <location filename="../../tarbish_score/ui/archive_window.py" line="404"/>
        <source>Match archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="263"/>
        <source>&amp;Find a team or player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="267"/>
        <source>Type a name, e.g. MacNeil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="293"/>
        <source>Enter opens the match · Alt+E exports it · Delete deletes it · Esc closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="297"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="298"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="300"/>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="301"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="377"/>
        <source>The match was not deleted: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="388"/>
        <source>Delete this match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="389"/>
        <source>Delete {a} v {b} ({x} – {y}, {n} rounds, started {when})? It cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="424"/>
        <source>1 match found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="424"/>
        <source>{n} matches found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="426"/>
        <source>1 match kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/archive_window.py" line="426"/>
        <source>{n} matches kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../tarbish_score/ui/archive_actions.py" line="60"/>
        <source>Hide this message</source>
        <extracomment>Banner colours: (background, border, text).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BellaPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="233"/>
        <source>0  nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallerPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="201"/>
        <source>0  thrown in</source>
        <extracomment>The caller picker&apos;s value for &quot;thrown in&quot; (all passed, dealer not forced). Trump keys and the record spelling of their suit. Keys the whole round entry answers to, even from the count field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardCounterDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="67"/>
        <source>Card-point counter</source>
        <extracomment>The last-trick choice for &quot;nobody yet&quot; (not negative: QButtonGroup gives negative ids itself).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="78"/>
        <source>Trump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="80"/>
        <source>pick the trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="91"/>
        <source>Whose tricks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="108"/>
        <source>Count both piles (check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="116"/>
        <source>Last trick (+10):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="119"/>
        <source>not counted yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="134"/>
        <source>Tricks won by {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="163"/>
        <source>Close  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="254"/>
        <source>Pick the trump first: its J counts 20 and its 9 counts 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="271"/>
        <source>{team}: {points} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="276"/>
        <source>{cards} of 36 cards picked; {other} have {rest} in the other cards. Last trick not assigned (+10 to whoever took it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="281"/>
        <source>{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="299"/>
        <source>{a} {x} + {b} {y} = {total}: every card counted once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="306"/>
        <source>{a} {x} + {b} {y} = {sum}, not {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="314"/>
        <source>Missing (in neither pile): {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="318"/>
        <source>Counted twice (in both piles): {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="321"/>
        <source>Say who took the last trick: it is worth 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="327"/>
        <source>Last trick not counted yet (+10 to whoever took it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="329"/>
        <source>Includes 10 for the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="338"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="340"/>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_counter.py" line="349"/>
        <source>Use {points} for {team}  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../tarbish_score/ui/card_grid.py" line="179"/>
        <source>picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_grid.py" line="179"/>
        <source>not picked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionsLogDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="132"/>
        <source>Corrections log: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="139"/>
        <source>Show every change, not only corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="143"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="143"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="143"/>
        <source>It was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="143"/>
        <source>It became</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="179"/>
        <source>1 correction to this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="181"/>
        <source>{n} corrections to this match, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/corrections_log.py" line="184"/>
        <source>No round of this match has been corrected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="145"/>
        <source>There is no match yet: start one with Ctrl+N.</source>
        <extracomment>File kinds of Export…, by file ending.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="166"/>
        <source>Match record (*.tarbish.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="167"/>
        <source>Spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="168"/>
        <source>Scoresheet (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="172"/>
        <source>Export the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="194"/>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="225"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="225"/>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="228"/>
        <source>Exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="243"/>
        <source>Scoresheet sent to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="255"/>
        <source>Result copied: paste it into the group chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="262"/>
        <source>Match records (*.tarbish.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="262"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="263"/>
        <source>Import matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="283"/>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="288"/>
        <source>Nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="284"/>
        <source>These files have problems, so nothing was imported:

{problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="291"/>
        <source>Imported %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="292"/>
        <source>; %n already saved, skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="301"/>
        <source>Back up all matches into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="309"/>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="311"/>
        <source>%n match(es) backed up in {folder}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="316"/>
        <source>Restore from backup folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="333"/>
        <source>Cannot open the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/exchange_actions.py" line="341"/>
        <source>Not saved in the archive: {error}</source>
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
        <source>Run&apos;s top card or suit, when asked for: type it in the field with the focus (1 is the 10; the suit comes next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="53"/>
        <source>Bella; then 0 for nobody or the player&apos;s seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="54"/>
        <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="55"/>
        <source>Next / previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="56"/>
        <source>Record the round (or save the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="57"/>
        <source>Clear the round (or cancel the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="61"/>
        <source>Round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="63"/>
        <source>Switch between the round entry and the round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="64"/>
        <source>Choose a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="65"/>
        <source>Correct the chosen round (double-click works too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="66"/>
        <source>Delete the chosen round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="67"/>
        <source>Back to the round entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="71"/>
        <source>Match and window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="73"/>
        <source>New match: teams, players, first dealer, target, house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="74"/>
        <source>Rematch: same teams and rules, the next player deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="75"/>
        <source>Undo: recording, correcting, deleting a round, starting a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="76"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="77"/>
        <source>Run checker: who scores runs, and why (settles a dispute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="78"/>
        <source>Card-point counter: count a pile card by card, or check both piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="79"/>
        <source>Full screen, for the whole table to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="80"/>
        <source>These keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="81"/>
        <source>The rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="82"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="86"/>
        <source>Run checker and card-point counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="88"/>
        <source>Run checker: whose cards or runs you enter, by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="89"/>
        <source>On the cards: move, and pick or drop the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="92"/>
        <source>On the cards: pick or drop a card by rank and suit (1 is the ten)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="94"/>
        <source>Apply to the round being entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="95"/>
        <source>Close without applying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="99"/>
        <source>Sharing and saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="101"/>
        <source>Copy the result, for the group chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="102"/>
        <source>Export the match: match record, spreadsheet (CSV) or PDF scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="103"/>
        <source>Print the scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="104"/>
        <source>Import match records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="108"/>
        <source>New-match dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="110"/>
        <source>Start the match (nothing typed: a standard match, Us against Them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="111"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="119"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="132"/>
        <source>A fifty (four cards or more) beats any twenty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="134"/>
        <source>Between two fifties, the longer run wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="135"/>
        <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="136"/>
        <source>A run in trump beats a plain-suit run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="139"/>
        <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="141"/>
        <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="148"/>
        <source>Rules in force: {preset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="152"/>
        <source>Changed from the standard rules: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="154"/>
        <source>All standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="156"/>
        <source>Did the callers make it? (bait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="160"/>
        <source>Each team&apos;s round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="171"/>
        <source>With no runs and no bella that means 82 of the {total} card points. Runs and bella move the line: 72 with their own twenty, 107 against a fifty. The preview shows the line for every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="180"/>
        <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="182"/>
        <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points and their own runs and bella (the callers&apos; runs vanish).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="189"/>
        <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="191"/>
        <source>Equal totals: whole bait. The callers score 0; the opponents take everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="194"/>
        <source>On bait, the callers keep their own bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="197"/>
        <source>Runs: which run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="201"/>
        <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player&apos;s best run is compared, step by step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="212"/>
        <source>Only the player holding the best run scores runs: all of that player&apos;s runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="214"/>
        <source>The team holding the best run scores the runs of both partners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="215"/>
        <source>A run must be announced during the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="218"/>
        <source>Winning the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="220"/>
        <source>The first team to {target} points or more wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="222"/>
        <source>The first team to pass {target} points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="225"/>
        <source>Both teams reach it in the same round: the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="227"/>
        <source>Both teams reach it in the same round: the callers win if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="231"/>
        <source>Equal totals at or above the target: play another round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="233"/>
        <source>Equal totals at or above the target: the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="236"/>
        <source>The callers cannot go out on a round they go bait on: they score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="239"/>
        <source>Every house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="250"/>
        <source>differs from the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="254"/>
        <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="271"/>
        <source>Tarabish Score help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="277"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/help.py" line="278"/>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="149"/>
        <location filename="../../tarbish_score/ui/main_window.py" line="451"/>
        <source>Tarabish Score</source>
        <extracomment>The window&apos;s default size where the screen has room for it. Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab). Focus changes that only come and go with the window or a popup: the history keeps its state. The archive&apos;s menus and banners, once :meth:`attach_keeper` has run.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="227"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="228"/>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="229"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="231"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="233"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="239"/>
        <source>Switch between round &amp;entry and history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="241"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="244"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="246"/>
        <source>&amp;Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="249"/>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="254"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="256"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="259"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="265"/>
        <source>&amp;Run checker…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="267"/>
        <source>&amp;Card-point counter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="269"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="277"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="279"/>
        <source>&amp;Print scoresheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="282"/>
        <source>&amp;Copy result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="285"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="287"/>
        <source>&amp;Back up all matches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="288"/>
        <source>Re&amp;store from backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="372"/>
        <source>Runs from the run checker entered in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="454"/>
        <source>Tarabish Score: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="476"/>
        <source>Match started: good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="481"/>
        <source>Round {n} recorded. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="486"/>
        <source>Round {n} corrected; later rounds re-scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="492"/>
        <source>Round {n} deleted; later rounds re-scored. Ctrl+Z brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="499"/>
        <source>Could not save: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="508"/>
        <source>starting the new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="509"/>
        <source>recording round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="510"/>
        <source>the correction of round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="511"/>
        <source>deleting round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="512"/>
        <source>the last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="514"/>
        <source>Redone: {change}. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="516"/>
        <source>Undone: {change}. Ctrl+Shift+Z redoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="544"/>
        <source>Round {n}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="583"/>
        <source>This finished match is read-only: press “Correct this match” to change it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../../tarbish_score/ui/controller.py" line="88"/>
        <source>start a new match</source>
        <extracomment>A persistence hook: called with the match now in force (None when undo goes back to &quot;no match&quot;) and a short description, *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted. The change being applied, set by the command just before the saver is called.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/controller.py" line="97"/>
        <source>start a rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="108"/>
        <source>record round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="119"/>
        <source>edit round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="138"/>
        <source>edit round %n and remove the later rounds</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/controller.py" line="150"/>
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
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="105"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="112"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="120"/>
        <source>Team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="125"/>
        <source>Players around the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="154"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="160"/>
        <source>Deals first (won the cut):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="174"/>
        <source>{low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="177"/>
        <source>Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="187"/>
        <source>House rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="192"/>
        <source>House rules: change any switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="228"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="291"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="291"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="300"/>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="392"/>
        <source>{team} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="344"/>
        <source>Play to goes from {low} to {high}: “{typed}” became {value}. Enter starts the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="365"/>
        <source>{preset}, changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="367"/>
        <source>Press Enter to start: {a} against {b}, playing to {target} ({rules} house rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="391"/>
        <source>Seat {n} · {team}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundEntryPanel</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="786"/>
        <source>Which team counted its tricks (key /)</source>
        <extracomment>Hints that outlive a keystroke (field -&gt; sentence), e.g. &quot;no bella in a no-trump round&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="801"/>
        <source>Sweep: one team took all nine tricks  [W]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="806"/>
        <source>Caller
(1-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="807"/>
        <source>Trump
(C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="808"/>
        <source>Card points
(/ = other team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="809"/>
        <source>Runs  [R]
seat, then T/F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="810"/>
        <source>Bella  [B]
(0-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="848"/>
        <source>Cancel edit  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="873"/>
        <source>Count cards…  Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="874"/>
        <source>Who scores?  Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="883"/>
        <source>Recount a team&apos;s tricks card by card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="884"/>
        <source>Both teams claim runs: check who scores, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="893"/>
        <source>Correct and remove the later rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="899"/>
        <source>One change: Ctrl+Z puts the removed rounds back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="981"/>
        <source>No match yet: press Ctrl+N to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="984"/>
        <source>Correcting round {n}: Enter saves, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="987"/>
        <source>The match is over: Ctrl+Shift+R for a rematch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1135"/>
        <source>The match is over. Ctrl+Shift+R starts a rematch, Ctrl+N a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="992"/>
        <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="999"/>
        <source>Record round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="999"/>
        <source>Save correction  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1090"/>
        <source>Pick the caller: press 1-4 (the seat number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1093"/>
        <source>Pick the trump suit: press C, D, H or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1096"/>
        <source>Type the card points one team counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1199"/>
        <source>Callers counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1199"/>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1205"/>
        <source>{team} counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1221"/>
        <source> (of {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="1228"/>
        <source>{total} card points in this round: the other team has the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundPreview</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="685"/>
        <source>fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="708"/>
        <source>Nobody scores; the deal passes to the left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTableModel</name>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="101"/>
        <source>Left: {a}; right: {b}</source>
        <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them; &quot;why&quot; (a few words on why a round was bait) comes last. Role that gives a row&apos;s 0-based round index.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="110"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="111"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="112"/>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="113"/>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="114"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="115"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="116"/>
        <source>Bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="117"/>
        <source>Why bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="118"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="119"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="120"/>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="183"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="183"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="204"/>
        <source>NT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="240"/>
        <source>Round {n} was corrected: Match ▸ Corrections log (Ctrl+L) shows how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_table_model.py" line="247"/>
        <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCheckerDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="109"/>
        <source>Run checker: who scores runs?</source>
        <extracomment>Where a run of the list came from: picked cards, or typed as length, top and suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="153"/>
        <source>Rules: {rules} (runs compared by length, then {order}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="158"/>
        <source>Trump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="161"/>
        <source>not said yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="171"/>
        <source>Eldest hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="177"/>
        <source>Leads the first trick; decides ties where the house rules say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="184"/>
        <source>Whose runs? Click the player, then the cards of their runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="200"/>
        <source>Enter {player}&apos;s runs (key {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="217"/>
        <source>Cards another player holds show their name. Keys: arrows and Space, or rank then suit (K S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="225"/>
        <source>Or type a run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="228"/>
        <source>twenty (3 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="228"/>
        <source>fifty ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="232"/>
        <source>{rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="236"/>
        <source>Add run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="248"/>
        <source>Runs claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="303"/>
        <source>Apply to the round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="308"/>
        <source>Close  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="510"/>
        <source>{name}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="524"/>
        <source>No runs yet. Pick a player and click the cards of a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="549"/>
        <source>Remove this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="561"/>
        <source>– top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="567"/>
        <source>– suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="578"/>
        <source>impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="582"/>
        <source>needs a detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="589"/>
        <source>announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="590"/>
        <source>Announced during the first trick? A run announced later does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="605"/>
        <source>These claims cannot all be true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="607"/>
        <source>Not decided yet: one more detail decides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="625"/>
        <source>Runs this round: {a} {x}, {b} {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/run_checker.py" line="633"/>
        <source>House rules that decide this:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsEditor</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="457"/>
        <source>+ twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="457"/>
        <source>+ fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="460"/>
        <source>Add a run for this player (keys: seat number, then T or F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardWidget</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="184"/>
        <source>{a} &amp; {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="199"/>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="201"/>
        <source>Deals: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="202"/>
        <source>Speaks first: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="203"/>
        <source>Playing to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="215"/>
        <source>Tied {a} all, at or above the target: play another round (house rule: {rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="220"/>
        <source>tied: another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="238"/>
        <source>{team} win the match, {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="243"/>
        <source>The match is drawn, {a} all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="251"/>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="252"/>
        <source>Rematch: Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="253"/>
        <source>New match: Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="254"/>
        <source>Played to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="261"/>
        <source>No match yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="262"/>
        <source>Press Ctrl+N to start a match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePicture</name>
    <message>
        <location filename="../../tarbish_score/ui/new_match_dialog.py" line="74"/>
        <source>partners sit opposite
play goes clockwise ↻</source>
        <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0). Longest names that can be typed (the scoreboard reads them from across the table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamScorePanel</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="80"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="82"/>
        <source>lost by {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="84"/>
        <source>reached {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="86"/>
        <source>needs {n} more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrumpPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="221"/>
        <source>no trump  [N]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="57"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="58"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="59"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="60"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="61"/>
        <source>no trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="82"/>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="83"/>
        <source>BAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="84"/>
        <source>HALF BAIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="85"/>
        <source>thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="93"/>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="99"/>
        <location filename="../../tarbish_score/ui/wording.py" line="211"/>
        <source>twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="101"/>
        <location filename="../../tarbish_score/ui/wording.py" line="216"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="103"/>
        <source>fifty ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="106"/>
        <source>{top} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="117"/>
        <source> (no score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="127"/>
        <source>no runs announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="128"/>
        <source>nobody else announced a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="129"/>
        <source>a fifty beats any twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="130"/>
        <source>between fifties the longer run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="131"/>
        <source>the higher top card wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="132"/>
        <source>a trump run beats a plain run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="133"/>
        <source>identical runs on both teams: nobody scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="136"/>
        <source>identical runs: the one nearer the eldest hand wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="153"/>
        <location filename="../../tarbish_score/ui/wording.py" line="155"/>
        <source>Runs: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="161"/>
        <source>Runs: {a}&apos;s and {b}&apos;s runs score {points} for {team}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="172"/>
        <source>Runs: {who}&apos;s {run} wins, {points} points: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="177"/>
        <source> (beat {who}&apos;s {run})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="190"/>
        <source>Callers ({team}) needed {line} of {total} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="194"/>
        <source>, with their {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="196"/>
        <source>, against a {what} for {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="200"/>
        <source> (could not be made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="209"/>
        <source>a twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="214"/>
        <source>a fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="218"/>
        <source>{n} in runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="220"/>
        <source>bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="222"/>
        <source>sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="223"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="262"/>
        <source>{player}&apos;s {run}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="269"/>
        <source>Pick the caller: press 1-4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="271"/>
        <source>Bella must be held by one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="272"/>
        <source>A run must belong to one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="280"/>
        <source>Pick the trump suit: it decides between the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="283"/>
        <source>Two players&apos; runs must be compared: add the top card of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="286"/>
        <source>Two players&apos; runs must be compared: add the suit of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="296"/>
        <source>{first} and {second} need more cards of one suit than the suit has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="313"/>
        <source>No-trump rounds are off under these rules: pick a suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="316"/>
        <source>Type the card points as a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="317"/>
        <source>A team&apos;s count must be between 0 and {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="320"/>
        <source>The two teams&apos; counts must add up to {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="323"/>
        <source>A sweep means one team took all {total} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="329"/>
        <source>There is no bella in a no-trump round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="330"/>
        <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="333"/>
        <source>A run has 3 to 9 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="334"/>
        <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="337"/>
        <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="299"/>
        <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="326"/>
        <source>Thrown in is off: the dealer must call (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="341"/>
        <source>{player}&apos;s runs join into one run of {length} cards: record it as one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="347"/>
        <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="350"/>
        <source>This round was recorded as the dealer&apos;s forced call: the caller must be the dealer, {dealer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="353"/>
        <source>The match is over: start a rematch (Ctrl+Shift+R) to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="362"/>
        <source>Card points are digits only (0-9): remove “{chars}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="380"/>
        <source>With this correction {team} win in round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="384"/>
        <source>With this correction the match ends drawn in round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="388"/>
        <source>; round {a} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="390"/>
        <source>; rounds {a}-{b} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="402"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="403"/>
        <source>Whole-bait house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="404"/>
        <source>Short game (300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="405"/>
        <source>Easy-going house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="421"/>
        <source>{title}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="426"/>
        <source>{preset}, with {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="434"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="435"/>
        <source>Landing on the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="436"/>
        <source>Forced dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="437"/>
        <source>Equal totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="438"/>
        <source>Bait takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="439"/>
        <source>Bella on bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="440"/>
        <source>Who scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="441"/>
        <source>Long runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="442"/>
        <source>Run order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="443"/>
        <source>Between two fifties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="444"/>
        <source>Identical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="445"/>
        <source>No-trump rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="446"/>
        <source>Both reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="447"/>
        <source>Tie at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="448"/>
        <source>Sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="456"/>
        <source>The points a team needs to win the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="457"/>
        <source>Whether landing exactly on the target wins, or a team must go past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="460"/>
        <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="463"/>
        <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="467"/>
        <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="470"/>
        <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="473"/>
        <source>Only the player with the best run scores runs, or both partners of that team do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="476"/>
        <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="479"/>
        <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="482"/>
        <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="485"/>
        <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="488"/>
        <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="491"/>
        <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="495"/>
        <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="498"/>
        <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="508"/>
        <source>exactly the target wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="509"/>
        <source>must go past the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="510"/>
        <source>the dealer must call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="511"/>
        <source>all pass: thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="512"/>
        <source>half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="513"/>
        <source>whole bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="514"/>
        <source>everything on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="515"/>
        <source>cards and their own runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="516"/>
        <source>goes to the opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="517"/>
        <source>stays with the callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="518"/>
        <source>best player only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="519"/>
        <source>both partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="520"/>
        <source>always 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="521"/>
        <source>split (7 = 70, 8 = 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="522"/>
        <source>top card, then trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="523"/>
        <source>trump, then top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="524"/>
        <source>higher top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="525"/>
        <source>longer run first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="526"/>
        <source>nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="527"/>
        <source>nearer the eldest hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="528"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="529"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="530"/>
        <source>higher total wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="531"/>
        <source>the callers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="532"/>
        <source>play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="533"/>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/wording.py" line="550"/>
        <source>A team scores more than {limit} this round: check the count and the runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RunChip</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="341"/>
        <source>twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="341"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="349"/>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="351"/>
        <source>How many cards in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="355"/>
        <source>– top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="358"/>
        <source>The run&apos;s top card (type A K Q J 1 9 8; 1 is the 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="362"/>
        <source>– suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="365"/>
        <source>The run&apos;s suit (type C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry.py" line="379"/>
        <source>Remove this run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="168"/>
        <source>Welcome back: {a} against {b}, round {n}.</source>
        <extracomment>Exit status when another window already has the data folder open. Where compiled translations (``tarbish_score_&lt;locale&gt;.qm``) are looked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="183"/>
        <source>Tarabish Score is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="184"/>
        <source>{error}

Two windows on one archive could each overwrite the other&apos;s rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="194"/>
        <source>Matches will not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="195"/>
        <source>{error}

You can keep score, but this match will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
