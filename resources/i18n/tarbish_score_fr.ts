<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ArchiveActions</name>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="131"/>
        <source>&amp;Set this match aside…</source>
        <extracomment>The question asked before a match from the archive puts the match in progress aside. The banners, top first, for the host to place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="132"/>
        <source>Keep this match in the archive and start another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="133"/>
        <source>Match &amp;archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="86"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="87"/>
        <source>the disk or the archive file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="88"/>
        <source>another program is using the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="89"/>
        <source>the disk reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="90"/>
        <source>the archive refused the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="92"/>
        <source>&lt;b&gt;Not saved:&lt;/b&gt; {why} ({path}). The match is safe in this window; saving is tried again with your next change, or now with “Try again”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="135"/>
        <source>Corrections &amp;log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="137"/>
        <source>C&amp;orrect this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="197"/>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="305"/>
        <source>That match cannot be opened: {e}</source>
        <extracomment>The Match menu&apos;s archive items, in menu order, for the host to place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="201"/>
        <source>Opened {a} against {b} from the archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="212"/>
        <source>The match in this window was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="223"/>
        <source>{a} against {b} stays in the archive: Ctrl+O brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="236"/>
        <source>You can now correct this match: select a round in the history and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="247"/>
        <source>No match yet, so no corrections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="272"/>
        <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; It is kept, untouched, as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="294"/>
        <source>&lt;b&gt;Snapshot restored:&lt;/b&gt; {n} matches kept. The archive as it was is listed as “kept aside”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="297"/>
        <source>{a} against {b}, open until now, is in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="325"/>
        <source>Restore a snapshot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="326"/>
        <source>The match archive was damaged and set aside; a fresh one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="328"/>
        <source>Restore the snapshot of {day} ({n} matches)? It is the newest that reads whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="332"/>
        <source>&amp;Restore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="333"/>
        <source>&amp;Keep the fresh archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="349"/>
        <source>The snapshot was not restored: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="367"/>
        <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; All {saved} matches were saved into a fresh archive; the damaged one is kept, untouched, beside it as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="373"/>
        <source>{names} and {more} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="375"/>
        <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; {saved} of {total} matches were saved into a fresh archive. Could not be read: {lost}; they stay in the damaged file, kept beside it as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="384"/>
        <source>match {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="386"/>
        <source>match {id} ({a} v {b})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="395"/>
        <source>&lt;b&gt;Another program&apos;s file was where the match archive belongs.&lt;/b&gt; It was moved, untouched, to {path}; a fresh archive was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="406"/>
        <source>&lt;b&gt;The archive is on a read-only disk:&lt;/b&gt; changes are kept in this window only. Saving is tried again with each change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="415"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="423"/>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="428"/>
        <source>&lt;b&gt;Saved:&lt;/b&gt; every change is on disk again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="440"/>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this finished match is from the archive. To change a round, press “Correct this match”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="443"/>
        <source>Correct this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="480"/>
        <source>Put this match aside?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="482"/>
        <source>{a} against {b} is not over: {x} – {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="487"/>
        <source>Open the match from the archive instead? This one stays in the archive: Ctrl+O brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="489"/>
        <source>&amp;Open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="490"/>
        <source>&amp;Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveTableModel</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="142"/>
        <source>Started</source>
        <extracomment>Matches read from the archive at a time. Role that gives a row&apos;s archive id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="143"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="144"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="145"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="146"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="147"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="148"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="149"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="168"/>
        <source>Last change: {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="189"/>
        <source>{a} v {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="192"/>
        <source>{a1} &amp; {a2} v {b1} &amp; {b2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="205"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="207"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="209"/>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="210"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveWindow</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="286"/>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="435"/>
        <source>Match archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="289"/>
        <source>&amp;Find a team, player or note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="293"/>
        <source>A name or a note, e.g. MacNeil, Legion hall, renege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="320"/>
        <source>Enter opens the match · Alt+E exports it · Delete deletes it · Esc closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="324"/>
        <source>Enter opens the match · Alt+E exports it · Delete deletes it · Alt+S snapshots · Esc closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="328"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="329"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="331"/>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="332"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="408"/>
        <source>The match was not deleted: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="419"/>
        <source>Delete this match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="420"/>
        <source>Delete {a} v {b} ({x} – {y}, {n} rounds, started {when})? It cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="443"/>
        <source>&amp;Snapshots: the archive as it stood before each day&apos;s first change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="450"/>
        <source>&amp;Restore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="472"/>
        <source>None yet: one is taken at the first change of each day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="483"/>
        <source>damaged, cannot be restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="485"/>
        <source>1 match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="487"/>
        <source>{n} matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="489"/>
        <source>{day} — kept aside by a restore at {time} — {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="492"/>
        <source>{day} — {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="513"/>
        <source>The snapshot was not restored: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="524"/>
        <source>Restore this snapshot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="526"/>
        <source>Put the snapshot of {snapshot} in the archive&apos;s place? The archive as it is now is kept aside first and listed here, so this can be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="561"/>
        <source>1 match found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="561"/>
        <source>{n} matches found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="563"/>
        <source>1 match kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="563"/>
        <source>{n} matches kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../tarbish_score/ui/actions/archive.py" line="58"/>
        <source>Hide this message</source>
        <extracomment>Banner colours: (background, border, text).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BellaPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="179"/>
        <source>0  nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallerPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="147"/>
        <source>0  thrown in</source>
        <extracomment>One choice: ``(value, key, button text, text colour)``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardCounterDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="66"/>
        <source>Card-point counter</source>
        <extracomment>The last-trick choice for &quot;nobody yet&quot; (not negative: QButtonGroup gives negative ids itself).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="77"/>
        <source>Trump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="79"/>
        <source>pick the trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="90"/>
        <source>Whose tricks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="107"/>
        <source>Count both piles (check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="115"/>
        <source>Last trick (+10):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="118"/>
        <source>not counted yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="133"/>
        <source>Tricks won by {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="162"/>
        <source>Close  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="253"/>
        <source>Pick the trump first: its J counts 20 and its 9 counts 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="270"/>
        <source>{team}: {points} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="275"/>
        <source>{cards} of 36 cards picked; {other} have {rest} in the other cards. Last trick not assigned (+10 to whoever took it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="280"/>
        <source>{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="298"/>
        <source>{a} {x} + {b} {y} = {total}: every card counted once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="305"/>
        <source>{a} {x} + {b} {y} = {sum}, not {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="313"/>
        <source>Missing (in neither pile): {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="317"/>
        <source>Counted twice (in both piles): {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="320"/>
        <source>Say who took the last trick: it is worth 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="326"/>
        <source>Last trick not counted yet (+10 to whoever took it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="328"/>
        <source>Includes 10 for the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="337"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="339"/>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="349"/>
        <source>Who took the last trick? Pick it above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="352"/>
        <source>Use {points} for {team}  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../tarbish_score/ui/card_grid.py" line="178"/>
        <source>picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/card_grid.py" line="178"/>
        <source>not picked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectionsLogDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="51"/>
        <source>Match started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="53"/>
        <source>Rules changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="55"/>
        <source>Round {n} recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="57"/>
        <source>Forgotten round put in as round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="49"/>
        <source>Note on round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="59"/>
        <source>Round {n} edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="61"/>
        <source>Round {n} deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="64"/>
        <source>Undo: round {n} {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="65"/>
        <source>Redo: round {n} {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="80"/>
        <source>Teams and players renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="82"/>
        <source>Note on the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="84"/>
        <source>Undo: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="86"/>
        <source>Redo: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="100"/>
        <source>{team}: {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="110"/>
        <source>put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="112"/>
        <source>taken out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="113"/>
        <source>changed back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="124"/>
        <source>(a round this version cannot read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="131"/>
        <source>{caller} called {trump}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="134"/>
        <source>cards {a} – {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="141"/>
        <source>bella {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="146"/>
        <source>sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="148"/>
        <source>note “{note}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="187"/>
        <source>Corrections log: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="194"/>
        <source>Show every step, undone ones too (the whole audit trail)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="227"/>
        <source>The rules were changed; no round of this match has been corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="229"/>
        <source>1 round corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="229"/>
        <source>{n} rounds corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="230"/>
        <source>The rules were changed; {rounds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237"/>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237"/>
        <source>It is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="235"/>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="235"/>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="235"/>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237"/>
        <source>It was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="235"/>
        <source>It became</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="228"/>
        <source>No round of this match has been corrected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/error.py" line="28"/>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/error.py" line="31"/>
        <source>Tarabish Score met an error it did not expect. The score kept so far is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/error.py" line="33"/>
        <source>The details are also in the log: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/error.py" line="47"/>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/error.py" line="57"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExchangeActions</name>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="88"/>
        <source>Replace the file?</source>
        <extracomment>File kinds of Export…, by file ending. The folder of the last export this session (the next save dialog opens there).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="89"/>
        <source>{name} already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="155"/>
        <source>There is no match yet: start one with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="176"/>
        <source>Match record (*.tarbish.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="177"/>
        <source>Spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="178"/>
        <source>Scoresheet (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="187"/>
        <source>Export the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="215"/>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="252"/>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="261"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="254"/>
        <source>Could not write {path}: it is in the folder that keeps the match archive ({folder}). Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="261"/>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="264"/>
        <source>Exported to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="279"/>
        <source>Scoresheet sent to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="291"/>
        <source>Result copied: paste it into the group chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="298"/>
        <source>Match records (*.tarbish.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="298"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="299"/>
        <source>Import matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="319"/>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="324"/>
        <source>Nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="320"/>
        <source>These files have problems, so nothing was imported:

{problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="327"/>
        <source>Imported %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="328"/>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="381"/>
        <source>; %n already saved, skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="337"/>
        <source>Back up all matches into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="347"/>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="349"/>
        <source>%n match(es) backed up in {folder}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="367"/>
        <source>Restore from backup folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="375"/>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="378"/>
        <source>Nothing was restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="380"/>
        <source>Brought in %n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="389"/>
        <source>Some matches were not restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="390"/>
        <source>{brought}.

Could not take from {folder}:
{problems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="410"/>
        <source>Cannot open the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/exchange.py" line="418"/>
        <source>Not saved in the archive: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="58"/>
        <source>team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="76"/>
        <location filename="../../tarbish_score/words/explain.py" line="120"/>
        <location filename="../../tarbish_score/words/explain.py" line="129"/>
        <location filename="../../tarbish_score/words/explain.py" line="162"/>
        <location filename="../../tarbish_score/words/explain.py" line="360"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="78"/>
        <source>their {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="80"/>
        <source>the opponents&apos; {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="115"/>
        <source>Under your house rule the opponents take the {total} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="119"/>
        <source> plus their own {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="123"/>
        <source> and the callers&apos; bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="125"/>
        <source>, {points} in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="128"/>
        <source>; the callers&apos; {what} is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="132"/>
        <source>; the callers keep their bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="135"/>
        <source>Under your house rule the callers keep their bella ({points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="150"/>
        <source>equal totals: half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="152"/>
        <source>equal totals: whole bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="159"/>
        <location filename="../../tarbish_score/words/explain.py" line="190"/>
        <source>{theirs} raised the line to {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="161"/>
        <source>needed {line} with {what}, took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="164"/>
        <source>needed {line}, took {took}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="174"/>
        <source>Callers {c} against {o}: half bait — equal totals, so the callers score nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="176"/>
        <source> and the opponents keep their own {o}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="178"/>
        <source>Callers {c} against {o}: bait — equal totals count as whole bait under the house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="181"/>
        <source>Callers {c} against {o}: bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="186"/>
        <source>{own} and {theirs} put the line at {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="192"/>
        <source>{own} lowered the line to {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="194"/>
        <source>they needed {line} of {total} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="197"/>
        <source>, and they took {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="199"/>
        <source> (out of reach: the round has only {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="209"/>
        <source>ace-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="210"/>
        <source>king-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="211"/>
        <source>queen-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="212"/>
        <source>jack-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="213"/>
        <source>ten-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="214"/>
        <source>nine-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="215"/>
        <source>eight-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="216"/>
        <source>seven-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="217"/>
        <source>six-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="223"/>
        <source>fifties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="223"/>
        <source>twenties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="236"/>
        <source>Nobody scores runs this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="240"/>
        <source>{player} ({team}) scores {points} for runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="243"/>
        <source>{team} score {points} for runs: both partners&apos; runs count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="262"/>
        <source>No run was announced during the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="263"/>
        <source>Nobody claims a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="271"/>
        <source>A fifty beats any twenty: {best} beats {beaten}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="275"/>
        <source>Both are fifties. Under the house rules the longer run wins first: {n} cards beat {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="281"/>
        <source>Both are {kinds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="284"/>
        <source>Both are {kinds} in trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="286"/>
        <source>Both are {kinds}, neither in trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="291"/>
        <source>{a} beats {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="298"/>
        <source>Both are {kinds}. Under the house rules trump comes first: the run in trump ({trump}) wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="302"/>
        <source>Both are {kinds}. Under the house rules trump comes before the top card: the run in trump ({trump}) beats the {top} plain run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="307"/>
        <source>Both are {top} {kinds}. A run in trump ({trump}) beats a plain run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="311"/>
        <source>Both are {top} {kinds} in plain suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="315"/>
        <source>: identical runs on both teams, so nobody scores runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="316"/>
        <source>: under the house rules {player}, nearer the eldest hand, wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="341"/>
        <source>{best} and {partner} are equal, and partners do not both score: {player}, nearer the eldest hand, scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="347"/>
        <source>Only {team} claim runs that count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="349"/>
        <source>Only {team} claim runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="354"/>
        <source>Nobody else claims a run that counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="356"/>
        <source>Nobody else claims a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="362"/>
        <source>{runs} does not count: it was not announced in time;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="364"/>
        <source>{runs} do not count: they were not announced in time;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="375"/>
        <source>To decide, add the top card of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="376"/>
        <source>To decide, add the suit of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="393"/>
        <source>{run} was not announced during the first trick: it does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="408"/>
        <source>Under {rule}, nobody would score runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="411"/>
        <source>{player} ({team})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="416"/>
        <source>Under {rule}, {who} would score {points} for runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="424"/>
        <source>does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="426"/>
        <source>scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="428"/>
        <source>tie: nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="430"/>
        <source>does not score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="443"/>
        <source>{a} and {b} need {n} cards of {suit}, but a suit has only 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="447"/>
        <source>{a} and {b} both hold the {card}: the same card cannot be in two hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="450"/>
        <source>{a} and {b} both use the {card}: one card cannot be in two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="455"/>
        <source>{run}: a {length}-card run cannot top at {top}; the lowest it can top at is {lowest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/explain.py" line="464"/>
        <source>{player}&apos;s runs join into one run of {length} cards: that is one run, not two.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="31"/>
        <source>Entering a round (the focus starts on the caller)</source>
        <extracomment>Qt&apos;s translate(); this name is one pyside6-lupdate recognises.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="33"/>
        <source>Caller: the player who named trump, by seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="34"/>
        <source>Thrown in: everyone passed (only when the dealer is not forced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="35"/>
        <source>Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="36"/>
        <source>No trump (only when the house rules allow it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="38"/>
        <source>digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="39"/>
        <source>Card points the callers counted (the other team&apos;s are filled in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="41"/>
        <source>The other team counted: switch whose count you type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="42"/>
        <source>Runs; then the player&apos;s seat number and T for a twenty or F for a fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="43"/>
        <source>In runs: remove the last run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="46"/>
        <source>Run&apos;s top card or suit, when asked for: type it in the field with the focus (1 is the 10; the suit comes next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="52"/>
        <source>Bella; then 0 for nobody or the player&apos;s seat number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="53"/>
        <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="54"/>
        <source>Next / previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="55"/>
        <source>Record the round (or save the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="56"/>
        <source>Clear the round (or cancel the correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="60"/>
        <source>Round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="62"/>
        <source>Switch between the round entry and the round history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="63"/>
        <source>Choose a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="64"/>
        <source>Correct the chosen round (double-click works too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="65"/>
        <source>Delete the chosen round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="68"/>
        <source>Insert a forgotten round before the chosen one (the last one if none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="70"/>
        <source>Back to the round entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="74"/>
        <source>Match and window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="76"/>
        <source>New match: teams, players, first dealer, target, house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="77"/>
        <source>Rematch: same teams and rules, the next player deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="78"/>
        <source>Rename teams and players (scores stay; a finished match too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="79"/>
        <source>Note on the match: where and when (Legion hall, Friday)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="82"/>
        <source>Note on the round chosen in the history, else the last one (misdeal, renege)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="84"/>
        <source>Undo: recording, correcting, deleting a round, starting a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="85"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="86"/>
        <source>Run checker: who scores runs, and why (settles a dispute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="87"/>
        <source>Card-point counter: count a pile card by card, or check both piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="88"/>
        <source>Change the house rules: what changes is shown before it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="89"/>
        <source>Full screen, for the whole table to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="90"/>
        <source>These keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="91"/>
        <source>The rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="92"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="96"/>
        <source>Run checker and card-point counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="98"/>
        <source>Run checker: whose cards or runs you enter, by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="99"/>
        <source>On the cards: move, and pick or drop the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="102"/>
        <source>On the cards: pick or drop a card by rank and suit (1 is the ten)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="104"/>
        <source>Apply to the round being entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="105"/>
        <source>Close without applying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="109"/>
        <source>Sharing and saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="111"/>
        <source>Copy the result, for the group chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="112"/>
        <source>Export the match: match record, spreadsheet (CSV) or PDF scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="113"/>
        <source>Print the scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="114"/>
        <source>Import match records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="118"/>
        <source>New-match dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="120"/>
        <source>Start the match (nothing typed: a standard match, Us against Them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="121"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="129"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="142"/>
        <source>A fifty (four cards or more) beats any twenty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="144"/>
        <source>Between two fifties, the longer run wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="145"/>
        <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="146"/>
        <source>A run in trump beats a plain-suit run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="149"/>
        <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="151"/>
        <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="158"/>
        <source>Rules in force: {preset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="162"/>
        <source>Changed from the standard rules: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="164"/>
        <source>All standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="166"/>
        <source>Did the callers make it? (bait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="170"/>
        <source>Each team&apos;s round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="181"/>
        <source>With no runs and no bella that means {line} of the {total} card points. Runs and bella move the line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the line for every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="196"/>
        <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="198"/>
        <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points and their own runs and bella (the callers&apos; runs vanish).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="205"/>
        <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="207"/>
        <source>Equal totals: whole bait. The callers score 0; the opponents take everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="210"/>
        <source>On bait, the callers keep their own bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="213"/>
        <source>Runs: which run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="217"/>
        <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player&apos;s best run is compared, step by step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="228"/>
        <source>Only the player holding the best run scores runs: all of that player&apos;s runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="230"/>
        <source>The team holding the best run scores the runs of both partners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="231"/>
        <source>A run must be announced during the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="234"/>
        <source>Winning the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="236"/>
        <source>The first team to {target} points or more wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="238"/>
        <source>The first team to pass {target} points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="241"/>
        <source>Both teams reach it in the same round: the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="243"/>
        <source>Both teams reach it in the same round: the callers win if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="247"/>
        <source>Equal totals at or above the target: play another round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="249"/>
        <source>Equal totals at or above the target: the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="252"/>
        <source>The callers cannot go out on a round they go bait on: they score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="255"/>
        <source>Every house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="266"/>
        <source>differs from the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="270"/>
        <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="287"/>
        <source>Tarabish Score help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="293"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/help.py" line="294"/>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="179"/>
        <source>Tarabish Score: changes the archive refused are kept in {path}; they are offered back at the next start.</source>
        <extracomment>How a close treats unsaved changes: ask the player, keep them in a recovery record, or let them go. The signals that close the window cleanly (Ctrl+C in the terminal, a polite kill, the terminal closed). No archive id: the match was never in an archive. The recovery record written (:meth:`write_recovery`), until it is removed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="185"/>
        <source>Tarabish Score: changes the archive refused could not be kept anywhere ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="279"/>
        <source>Save a copy of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="281"/>
        <source>Match records (*.tarbish.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="304"/>
        <source>The copy could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="409"/>
        <source>Could not bring back {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="426"/>
        <source>cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/leaving.py" line="428"/>
        <source>{a} against {b}, {n} rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="242"/>
        <location filename="../../tarbish_score/ui/main_window.py" line="679"/>
        <source>Tarabish Score</source>
        <extracomment>The window&apos;s default size where the screen has room for it. Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab). Focus changes that only come and go with the window or a popup: the history keeps its state. History columns of a set width (pixels): a few words, the tooltip has the rest. The widest a history column grows (pixels): a long name is elided, whole in the tooltip. The question a rematch asks while the match is not over (open while asked). The archive&apos;s menus and banners, once :meth:`attach_keeper` has run. How the next close treats changes the archive refused (see :mod:`tarbish_score.ui.leaving`). The match&apos;s stand-in keeper when the archive could not be opened (its rounds are kept on leaving). The question about them, while it is open.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="320"/>
        <source>&amp;New match…</source>
        <extracomment>The round entry&apos;s height (pixels) kept for this window size and match: see _hold_entry_height.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="321"/>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="322"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="324"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="326"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="332"/>
        <source>Switch between round &amp;entry and history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="334"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="337"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="339"/>
        <source>&amp;Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="342"/>
        <source>&amp;Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="347"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="350"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="353"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="360"/>
        <source>&amp;Insert a forgotten round before the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="365"/>
        <source>Change the &amp;house rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="374"/>
        <source>&amp;Run checker…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="376"/>
        <source>&amp;Card-point counter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="378"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="400"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="402"/>
        <source>&amp;Print scoresheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="405"/>
        <source>&amp;Copy result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="408"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="410"/>
        <source>&amp;Back up all matches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="411"/>
        <source>Res&amp;tore from backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="533"/>
        <source>Runs from the run checker entered in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="604"/>
        <source>Start a rematch?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="606"/>
        <source>This match is not over: {a} {x}, {b} {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="610"/>
        <source>A rematch starts again from 0 to 0. Ctrl+Z would bring this match back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="611"/>
        <source>&amp;Start the rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="612"/>
        <source>&amp;Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="681"/>
        <source>Tarabish Score: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="721"/>
        <source>Match started: good luck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="726"/>
        <source>Round {n} recorded. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="733"/>
        <source>Round {n} corrected; later rounds re-scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="740"/>
        <source>Round {n} deleted; later rounds re-scored. Ctrl+Z brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="750"/>
        <source>Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals follow. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="757"/>
        <source>House rules changed; every round re-scored. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="765"/>
        <source>No round recorded yet: type the round as the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="806"/>
        <source>Could not save: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="822"/>
        <source>Round {n} deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="826"/>
        <source>Round {n} corrected; round {first} removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="828"/>
        <source>Round {n} corrected; rounds {first} to {last} removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="834"/>
        <source>Rematch started; {a} against {b} ({x} – {y}) is put aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="836"/>
        <source>New match started; {a} against {b} ({x} – {y}) is put aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="848"/>
        <source>starting the new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="849"/>
        <source>recording round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="850"/>
        <source>the correction of round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="851"/>
        <source>deleting round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="852"/>
        <source>renaming teams and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="853"/>
        <source>the note on round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="853"/>
        <source>the match&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="854"/>
        <source>putting in the forgotten round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="855"/>
        <source>the change of house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="856"/>
        <source>the last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="858"/>
        <source>Redone: {change}. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="860"/>
        <source>Undone: {change}. Ctrl+Shift+Z redoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="869"/>
        <source>Round {n} was not changed: nothing to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="894"/>
        <source>{why} — note: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="896"/>
        <source>note: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="901"/>
        <source>Round {n}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="957"/>
        <source>This finished match is read-only: press “Correct this match” to change it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <location filename="../../tarbish_score/qt/controller.py" line="98"/>
        <source>start a new match</source>
        <extracomment>A persistence hook: called with each :class:`Change` (``change.match`` is the match now in force, None when undo goes back to &quot;no match&quot;), *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/controller.py" line="107"/>
        <source>start a rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="118"/>
        <source>record round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="135"/>
        <source>edit round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="149"/>
        <source>edit round %n and remove the later rounds</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="161"/>
        <source>delete round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/controller.py" line="180"/>
        <source>rename teams and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/controller.py" line="199"/>
        <source>note on the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="202"/>
        <source>note on round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tarbish_score/qt/controller.py" line="221"/>
        <source>insert a forgotten round as round %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/controller.py" line="238"/>
        <source>change the house rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchDetailsActions</name>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="53"/>
        <source>Rena&amp;me teams and players…</source>
        <extracomment>The round the open note dialog is about (0-based), or -1 for the match. Where the keyboard focus was when a dialog opened: it goes back there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="54"/>
        <source>Matc&amp;h note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="56"/>
        <source>Note on a ro&amp;und…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="97"/>
        <source>Teams and players renamed. Ctrl+Z undoes it.</source>
        <extracomment>&quot;Note: Legion hall, Friday&quot; across the window; hidden while the match has no note.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="120"/>
        <source>Note on the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="120"/>
        <source>Where and when: Legion hall, Friday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="137"/>
        <source>No round yet: a note goes on a recorded round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="139"/>
        <source>Note on round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="140"/>
        <source>misdeal, renege, played short …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="166"/>
        <source>The note was not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="169"/>
        <source>Note saved. Ctrl+Z undoes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/actions/details.py" line="185"/>
        <source>Note: {note}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="124"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="131"/>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="139"/>
        <source>Team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="144"/>
        <source>Players around the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="175"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="181"/>
        <source>Deals first (won the cut):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="191"/>
        <source>{low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="194"/>
        <source>Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="202"/>
        <source>House rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="207"/>
        <source>House rules: change any switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="218"/>
        <source>Start match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="277"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="277"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="286"/>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="371"/>
        <source>{team} {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="323"/>
        <source>Play to goes from {low} to {high}: “{typed}” became {value}. Enter starts the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="344"/>
        <source>{preset}, changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="346"/>
        <source>Press Enter to start: {a} against {b}, playing to {target} ({rules} house rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="370"/>
        <source>Seat {n} · {team}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="130"/>
        <source>&amp;Save note</source>
        <extracomment>The note as opened: given back untouched while the text is not changed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="163"/>
        <source>{n} characters: a note has at most {limit}. Take out {over} to save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="170"/>
        <source>{n} of {limit} characters. An empty note removes it; notes never change a score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenArchive</name>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="247"/>
        <source>&lt;b&gt;Not saved:&lt;/b&gt; {error} Rounds stay in this window; leaving keeps them in a recovery file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveredMatchesDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="104"/>
        <source>Unsaved matches found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="106"/>
        <source>&lt;b&gt;Tarabish Score was left last time with changes the archive did not save.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="108"/>
        <source>They were kept, and can go back into the archive now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="114"/>
        <source>&amp;Bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="115"/>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="116"/>
        <source>Ask me &amp;later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="35"/>
        <source>Rename teams and players</source>
        <extracomment>The note field&apos;s own limit, in UTF-16 units: far above any note, so the field never cuts one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="39"/>
        <source>Scores and seats stay as they are; the log and every export use the new names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="51"/>
        <source>Team {n}:</source>
        <extracomment>The player fields by seat (0-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="57"/>
        <source>    Player {n}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/details.py" line="63"/>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundEntryPanel</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="91"/>
        <source>Which team counted its tricks (key /)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="118"/>
        <source>Sweep: one team took all nine tricks  [W]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="124"/>
        <source>Caller
(1-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="125"/>
        <source>Trump
(C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="126"/>
        <source>Card points
(/ = other team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="127"/>
        <source>Runs  [R]
seat, then T/F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="128"/>
        <source>Bella  [B]
(0-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="146"/>
        <source>Cancel edit  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="60"/>
        <source>Count cards…  Ctrl+K</source>
        <extracomment>A row of the form: ``(field, label text, the field&apos;s widget or layout)``.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="63"/>
        <source>Who scores?  Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="70"/>
        <source>Recount a team&apos;s tricks card by card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="73"/>
        <source>Both teams claim runs: check who scores, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="84"/>
        <source>Correct and remove the later rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/form.py" line="92"/>
        <source>One change: Ctrl+Z puts the removed rounds back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="257"/>
        <source>No match yet: press Ctrl+N to start one.</source>
        <extracomment>The field that last had the keyboard focus: a draft put aside comes back there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="263"/>
        <source>The match is over: Ctrl+Shift+R for a rematch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="394"/>
        <source>The match is over. Ctrl+Shift+R starts a rematch, Ctrl+N a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="268"/>
        <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="259"/>
        <source>Correcting round {n} — Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="275"/>
        <source>Insert this round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="277"/>
        <source>Record round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="279"/>
        <source>Save correction  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="366"/>
        <source>Pick the caller: press 1-4 (the seat number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="368"/>
        <source>Pick the trump suit: press C, D, H or S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="369"/>
        <source>Type the card points one team counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/panel.py" line="699"/>
        <source>Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first. Enter inserts, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="122"/>
        <source>Callers counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="124"/>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="129"/>
        <source>{team} counted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="150"/>
        <source> (of {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="157"/>
        <source>{total} card points in this round: the other team has the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundPreview</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="99"/>
        <source>Preview: type the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="105"/>
        <source>fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="128"/>
        <source>Nobody scores; the deal passes to the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="167"/>
        <source>Totals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="172"/>
        <source>The winner changes: {after}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="187"/>
        <source>{team} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="189"/>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/preview.py" line="190"/>
        <source>the match goes on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundTableModel</name>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="206"/>
        <source>Left: {a}; right: {b}</source>
        <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them; &quot;why&quot; (a few words on why a round was bait) and the round&apos;s note come last. Role that gives a row&apos;s 0-based round index. The roles :meth:`RoundTableModel.data` answers; the view asks for many more on every paint.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="215"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="216"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="217"/>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="218"/>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="219"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="220"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="221"/>
        <source>Bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="222"/>
        <source>Why bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="223"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="224"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="225"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="226"/>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="298"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="298"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="320"/>
        <source>NT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="353"/>
        <source>Note: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="356"/>
        <source>Round {n} was corrected: Match ▸ Corrections log (Ctrl+L) shows how.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/round_table_model.py" line="388"/>
        <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesChangeDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="55"/>
        <source>Change the house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="66"/>
        <source>Every round of {a} against {b} is scored again under the new rules. The rounds as typed stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="76"/>
        <source>Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="79"/>
        <source>House rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="86"/>
        <source>What changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="100"/>
        <source>Apply the new rules  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="162"/>
        <source>These are the rules in force: change a switch to see what it does.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCheckerDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="112"/>
        <source>Run checker: who scores runs?</source>
        <extracomment>Where a run of the list came from: picked cards, or typed as length, top and suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="156"/>
        <source>Rules: {rules} (runs compared by length, then {order}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="161"/>
        <source>Trump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="164"/>
        <source>not said yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="174"/>
        <source>Eldest hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="180"/>
        <source>Leads the first trick; decides ties where the house rules say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="187"/>
        <source>Whose runs? Click the player, then the cards of their runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="205"/>
        <source>Enter {player}&apos;s runs (Alt+{n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="224"/>
        <source>Cards another player holds show their name. Keys: arrows and Space, or rank then suit (K S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="232"/>
        <source>Or type a run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="235"/>
        <source>twenty (3 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="235"/>
        <source>fifty ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="239"/>
        <source>{rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="243"/>
        <source>Add run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="255"/>
        <source>Runs claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="310"/>
        <source>Apply to the round  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="315"/>
        <source>Close  [Esc]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="507"/>
        <source>{name}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="521"/>
        <source>No runs yet. Pick a player and click the cards of a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="546"/>
        <source>Remove this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="558"/>
        <source>– top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="564"/>
        <source>– suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="575"/>
        <source>impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="579"/>
        <source>needs a detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="586"/>
        <source>announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="587"/>
        <source>Announced during the first trick? A run announced later does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="602"/>
        <source>These claims cannot all be true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="604"/>
        <source>Not decided yet: one more detail decides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="622"/>
        <source>Runs this round: {a} {x}, {b} {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="630"/>
        <source>House rules that decide this:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsEditor</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="174"/>
        <source>+ twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="174"/>
        <source>+ fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="177"/>
        <source>Add a run for this player (keys: seat number, then T or F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreboardWidget</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="183"/>
        <source>{a} &amp; {b}</source>
        <extracomment>Why the match ended (or why play goes on), from the engine&apos;s result.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="200"/>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="202"/>
        <source>Deals: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="203"/>
        <source>Speaks first: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="204"/>
        <source>Playing to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="224"/>
        <source>tied: another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="244"/>
        <source>{team} win the match, {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="249"/>
        <source>The match is drawn, {a} all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="260"/>
        <source>Match over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="264"/>
        <source>Rematch: Ctrl+Shift+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="265"/>
        <source>New match: Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="262"/>
        <source>Played to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="215"/>
        <source>Tied {a} all: play another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="217"/>
        <source>Equal totals at or above the target (house rule: {rule}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="274"/>
        <source>No match yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="275"/>
        <source>Press Ctrl+N to start a match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="131"/>
        <source>forced</source>
        <extracomment>Height of the page-number line under each page&apos;s body, in millimetres. Qt&apos;s translate(); this name is one pyside6-lupdate recognises.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="143"/>
        <source>{team} went bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="145"/>
        <source>{team} went half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="154"/>
        <source>{kind} {points} ({who})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="159"/>
        <source>runs cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="162"/>
        <source>bella {points} ({who})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="167"/>
        <source>sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="194"/>
        <source>{preset}: first to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="253"/>
        <source>Played on {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="256"/>
        <source>Tarabish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="256"/>
        <source>Scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="267"/>
        <source>WINNER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="285"/>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="286"/>
        <source>Called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="287"/>
        <source>Runs and bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="289"/>
        <source>pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="289"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="322"/>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="327"/>
        <source>{winner} won {a} to {b} against {loser}, in {n} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="335"/>
        <source>Drawn at {a} all, after {n} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="339"/>
        <source>Not finished: {n} rounds played, first to {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="342"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="342"/>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="350"/>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="353"/>
        <source>Points are each team&apos;s score for the round, after bait; a shaded cell marks the callers going bait (BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="359"/>
        <source>Kept with Tarabish Score {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="361"/>
        <source>, match {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="376"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="481"/>
        <source>Page {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/qt/scoresheet.py" line="515"/>
        <source>Tarabish: {a} against {b}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="26"/>
        <source>Tarabish: {a} {score_a} – {b} {score_b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="27"/>
        <source>{a} ({a_players}) against {b} ({b_players})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="28"/>
        <source>{first} &amp; {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="29"/>
        <source>{team} won after {n} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="30"/>
        <source>Drawn after {n} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="31"/>
        <source>In progress after {n} rounds; first to {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="32"/>
        <source>Notable rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="33"/>
        <source>Round {n}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="34"/>
        <source>{player} called and {team} went bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="35"/>
        <source>{player} called and {team} went half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="36"/>
        <source>{player} scored a fifty ({points} in runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="37"/>
        <source>{team} took all nine tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/summary.py" line="38"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePicture</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="93"/>
        <source>partners sit opposite
play goes clockwise ↻</source>
        <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0). Longest names that can be typed (the scoreboard reads them from across the table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamScorePanel</name>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="72"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="76"/>
        <source>reached {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/scoreboard.py" line="78"/>
        <source>needs {n} more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrumpPicker</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="167"/>
        <source>no trump  [N]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoBanner</name>
    <message>
        <location filename="../../tarbish_score/ui/undo_banner.py" line="57"/>
        <source>Undo  [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnsavedChangesDialog</name>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="48"/>
        <source>Changes not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="49"/>
        <source>&lt;b&gt;Some changes to this match are not saved in the archive.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="50"/>
        <source>The archive refused them: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="53"/>
        <source>They are kept in {path}. Tarabish Score offers to bring them back when it starts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="56"/>
        <source>No copy could be kept either ({problem}): save a copy, or they are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="63"/>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="64"/>
        <source>Save a &amp;copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="65"/>
        <source>&amp;Quit, keep the copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="67"/>
        <source>Quit &amp;without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="68"/>
        <source>&amp;Back to the match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="48"/>
        <source>clubs</source>
        <extracomment>Suit names by the record&apos;s value of the suit; &quot;none&quot; is no trump.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="49"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="50"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="51"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="52"/>
        <source>no trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="57"/>
        <source>made</source>
        <extracomment>Outcome words by the record&apos;s value of the outcome (docs/rules.md section 6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="60"/>
        <source>thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="128"/>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="65"/>
        <source>twenty</source>
        <extracomment>The two kinds of run: three cards are a twenty, four or more a fifty (docs/rules.md section 4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="66"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="156"/>
        <source>fifty ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="159"/>
        <source>{top} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="71"/>
        <source> (no score)</source>
        <extracomment>How a run list marks runs that scored and runs that did not, by style.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="58"/>
        <source>bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="223"/>
        <source>no runs announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="224"/>
        <source>nobody else announced a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="225"/>
        <source>a fifty beats any twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="226"/>
        <source>between fifties the longer run wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="227"/>
        <source>the higher top card wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="228"/>
        <source>a trump run beats a plain run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="229"/>
        <source>identical runs on both teams: nobody scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="230"/>
        <source>identical runs: the one nearer the eldest hand wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="245"/>
        <location filename="../../tarbish_score/words/game.py" line="247"/>
        <source>Runs: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="253"/>
        <source>Runs: {a}&apos;s and {b}&apos;s runs score {points} for {team}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="262"/>
        <source>Runs: {who}&apos;s {run} wins, {points} points: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="267"/>
        <source> (beat {who}&apos;s {run})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="280"/>
        <source>Callers ({team}) needed {line} of {total} card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="284"/>
        <source>, with their {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="286"/>
        <source>, against a {what} for {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="290"/>
        <source> (could not be made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="212"/>
        <source>{n} in runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="214"/>
        <source>bella</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="215"/>
        <source>sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="302"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="167"/>
        <source>{player}&apos;s {run}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="60"/>
        <source>Pick the caller: press 1-4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="62"/>
        <source>Bella must be held by one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="63"/>
        <source>A run must belong to one of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="97"/>
        <source>Pick the trump suit: it decides between the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="74"/>
        <source>Two players&apos; runs must be compared: add the top card of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="77"/>
        <source>Two players&apos; runs must be compared: add the suit of {run}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="87"/>
        <source>{first} and {second} need more cards of one suit than the suit has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="109"/>
        <source>No-trump rounds are off under these rules: pick a suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="110"/>
        <source>Type the card points as a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="111"/>
        <source>A team&apos;s count must be between 0 and {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="114"/>
        <source>The two teams&apos; counts must add up to {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="117"/>
        <source>A sweep means one team took all {total} card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="121"/>
        <source>There is no bella in a no-trump round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="122"/>
        <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="125"/>
        <source>A run has 3 to 9 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="126"/>
        <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="129"/>
        <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="90"/>
        <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="120"/>
        <source>Thrown in is off: the dealer must call (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="133"/>
        <source>{player}&apos;s runs join into one run of {length} cards: record it as one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="139"/>
        <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="142"/>
        <source>This round was recorded as the dealer&apos;s forced call: the caller must be the dealer, {dealer}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="145"/>
        <source>The match is over: start a rematch (Ctrl+Shift+R) to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="152"/>
        <source>Card points are digits only (0-9): remove “{chars}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="318"/>
        <source>With this correction {team} win in round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="322"/>
        <source>With this correction the match ends drawn in round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="324"/>
        <source>; round {a} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/game.py" line="326"/>
        <source>; rounds {a}-{b} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="22"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="23"/>
        <source>Whole-bait house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="24"/>
        <source>Short game (300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="25"/>
        <source>Easy-going house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="41"/>
        <source>{title}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="44"/>
        <source>{preset}, with {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="50"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="51"/>
        <source>Landing on the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="52"/>
        <source>Forced dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="53"/>
        <source>Equal totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="54"/>
        <source>Bait takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="55"/>
        <source>Bella on bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="56"/>
        <source>Who scores runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="57"/>
        <source>Long runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="58"/>
        <source>Run order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="59"/>
        <source>Between two fifties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="60"/>
        <source>Identical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="61"/>
        <source>No-trump rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="62"/>
        <source>Both reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="63"/>
        <source>Tie at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="64"/>
        <source>Sweep bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="72"/>
        <source>The points a team needs to win the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="73"/>
        <source>Whether landing exactly on the target wins, or a team must go past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="74"/>
        <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="77"/>
        <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="81"/>
        <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="84"/>
        <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="87"/>
        <source>Only the player with the best run scores runs, or both partners of that team do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="90"/>
        <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="93"/>
        <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="96"/>
        <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="99"/>
        <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="102"/>
        <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="103"/>
        <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="107"/>
        <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="110"/>
        <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="118"/>
        <source>exactly the target wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="119"/>
        <source>must go past the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="120"/>
        <source>the dealer must call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="121"/>
        <source>all pass: thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="122"/>
        <location filename="../../tarbish_score/words/game.py" line="59"/>
        <source>half bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="123"/>
        <source>whole bait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="124"/>
        <source>everything on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="125"/>
        <source>cards and their own runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="126"/>
        <source>goes to the opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="127"/>
        <source>stays with the callers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="128"/>
        <source>best player only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="129"/>
        <source>both partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="130"/>
        <source>always 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="131"/>
        <source>split (7 = 70, 8 = 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="132"/>
        <source>top card, then trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="133"/>
        <source>trump, then top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="134"/>
        <source>higher top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="135"/>
        <source>longer run first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="136"/>
        <source>nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="137"/>
        <source>nearer the eldest hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="138"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="139"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="140"/>
        <source>higher total wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="141"/>
        <source>the callers win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/rules.py" line="142"/>
        <source>play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="32"/>
        <source>{title}: {old} → {new}</source>
        <extracomment>Changed rounds listed one by one; more are counted (&quot;and 4 more rounds&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="42"/>
        <source>House rules: {old} → {new} (the same switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="54"/>
        <location filename="../../tarbish_score/words/rules.py" line="143"/>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="55"/>
        <source>nobody yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="71"/>
        <source>Nothing changes: every round scores the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="77"/>
        <source>{team}: {old} → {new} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="81"/>
        <source>Totals stay {a} {x} – {b} {y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="84"/>
        <source>Round {n}: {old} {x} – {y} → {new} {x2} – {y2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="96"/>
        <source>… and %n more round(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="99"/>
        <source>The winner changes: {old} → {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="104"/>
        <source>{team} still win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="120"/>
        <source>Not possible: under these rules the match ends in round {end}, and round {n} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="124"/>
        <source>Not possible: round {n} is not valid under these rules. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/compare.py" line="141"/>
        <source>With this round put in, the match ends in round {end}, and round {n} would come after the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/errors.py" line="164"/>
        <source>A team scores more than {limit} this round: check the count and the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="27"/>
        <source>First past {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="28"/>
        <source>First to {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="50"/>
        <source>Equal totals at or above {target}: the match is drawn (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="57"/>
        <source>{team} went past {target} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="58"/>
        <source>{team} reached {target} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="62"/>
        <source>Both teams went past {target} by round {n}: the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="65"/>
        <source>Both teams reached {target} by round {n}: the higher total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="70"/>
        <source>Both teams reached {target} in round {n}: {team} called and made it, so they go out (house rule: the callers win).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="76"/>
        <source>Both teams reached {target} in round {n}: {callers} called and went {outcome}, so {team} go out (house rule: the callers win only if they made it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="99"/>
        <source>lost by {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="102"/>
        <source>lost: went {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/match_end.py" line="103"/>
        <source>lost: the callers went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="43"/>
        <source>thrown in → played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="45"/>
        <source>played → thrown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="49"/>
        <source>caller {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="55"/>
        <source>trump {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="64"/>
        <source>runs: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="67"/>
        <source>bella {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="73"/>
        <source>sweep added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="73"/>
        <source>sweep taken off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="77"/>
        <source>not forced → dealer forced to call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="79"/>
        <source>dealer forced to call → not forced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="82"/>
        <source>other details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="87"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="94"/>
        <source>cards {a} – {b} → {c} – {d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="97"/>
        <source>{team} counted {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="114"/>
        <source>{switch} {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="115"/>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="144"/>
        <source>Rules changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="146"/>
        <source>Round {n} deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="148"/>
        <source>Forgotten round put in as round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="150"/>
        <source>Round {n} corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="152"/>
        <source>{what} (recorded as round {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="155"/>
        <source>{what}: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="161"/>
        <source>taken out; the later rounds moved up one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/words/changes.py" line="163"/>
        <source>put in; the later rounds moved down one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_RunChip</name>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="51"/>
        <source>twenty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="51"/>
        <source>fifty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="59"/>
        <source>{n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="61"/>
        <source>How many cards in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="65"/>
        <source>– top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="68"/>
        <source>The run&apos;s top card (type A K Q J 1 9 8; 1 is the 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="72"/>
        <source>– suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="75"/>
        <source>The run&apos;s suit (type C D H S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="89"/>
        <source>Remove this run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>self.controller</name>
    <message>
        <location filename="../../tarbish_score/ui/main_window.py" line="833"/>
        <source>start a rematch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="214"/>
        <source>Brought back: {a} against {b}, {n} rounds.</source>
        <extracomment>Exit status when another window already has the data folder open. Where compiled translations (``tarbish_score_&lt;locale&gt;.qm``) are looked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="223"/>
        <source>Welcome back: {a} against {b}, round {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="271"/>
        <source>Last match: {a} against {b}, finished. Ctrl+Shift+R: rematch; Ctrl+N: new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="286"/>
        <source>Tarabish Score is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="287"/>
        <source>{error}

Two windows on one archive could each overwrite the other&apos;s rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="298"/>
        <source>Matches will not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tarbish_score/ui/app.py" line="299"/>
        <source>{error}

You can keep score, but this match will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
