<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>ArchiveActions</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="304" />
            <source>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n match(es) kept. The archive as it was is listed as “kept aside”.</source>
            <translation>
                <numerusform>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n match kept. The archive as it was is listed as “kept aside”.</numerusform>
                <numerusform>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n matches kept. The archive as it was is listed as “kept aside”.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="343" />
            <source>Restore the snapshot of {day} (%n match(es))? It is the newest that reads whole.</source>
            <translation>
                <numerusform>Restore the snapshot of {day} (%n match)? It is the newest that reads whole.</numerusform>
                <numerusform>Restore the snapshot of {day} (%n matches)? It is the newest that reads whole.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="399" />
            <source>{names} and %n more</source>
            <translation>
                <numerusform>{names} and %n more</numerusform>
                <numerusform>{names} and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="410" />
            <source>%n saved match(es) can no longer be loaded; they are listed as unreadable.</source>
            <translation>
                <numerusform>%n saved match can no longer be loaded; it is listed as unreadable.</numerusform>
                <numerusform>%n saved matches can no longer be loaded; they are listed as unreadable.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ArchiveWindow</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="345" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</source>
            <translation>
                <numerusform>Delete {a} v {b} ({x} – {y}, %n round, started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</numerusform>
                <numerusform>Delete {a} v {b} ({x} – {y}, %n rounds, started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="352" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.</source>
            <translation>
                <numerusform>Delete {a} v {b} ({x} – {y}, %n round, started {when})? It cannot be brought back.</numerusform>
                <numerusform>Delete {a} v {b} ({x} – {y}, %n rounds, started {when})? It cannot be brought back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="431" />
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n match</numerusform>
                <numerusform>%n matches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="505" />
            <source>%n match(es) found</source>
            <translation>
                <numerusform>%n match found</numerusform>
                <numerusform>%n matches found</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="507" />
            <source>%n match(es) kept</source>
            <translation>
                <numerusform>%n match kept</numerusform>
                <numerusform>%n matches kept</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="517" />
            <source>%n changed on two laptops</source>
            <translation>
                <numerusform>%n changed on two laptops</numerusform>
                <numerusform>%n changed on two laptops</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CorrectionsLogDialog</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="239" />
            <source>%n round(s) corrected.</source>
            <translation>
                <numerusform>%n round corrected.</numerusform>
                <numerusform>%n rounds corrected.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExchangeActions</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="371" />
            <source>Imported %n match(es)</source>
            <translation>
                <numerusform>Imported %n match</numerusform>
                <numerusform>Imported %n matches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="372" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="428" />
            <source>; %n already saved, skipped</source>
            <translation>
                <numerusform>; %n already saved, skipped</numerusform>
                <numerusform>; %n already saved, skipped</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="396" />
            <source>%n match(es) backed up in {folder}</source>
            <translation>
                <numerusform>%n match backed up in {folder}</numerusform>
                <numerusform>%n matches backed up in {folder}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="427" />
            <source>Brought in %n match(es)</source>
            <translation>
                <numerusform>Brought in %n match</numerusform>
                <numerusform>Brought in %n matches</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Leaving</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/leaving.py" line="436" />
            <source>{a} against {b}, %n round(s)</source>
            <translation>
                <numerusform>{a} against {b}, %n round</numerusform>
                <numerusform>{a} against {b}, %n rounds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/app.py" line="371" />
            <source>Brought back: {a} against {b}, %n round(s).</source>
            <extracomment>Exit status when another window already has the data folder open. A second launch was given a file it cannot read: said on standard error, nothing handed over. The compiled catalogues' folder (the one ``export --language`` reads). English's catalogue: only the plural messages ("%n match" / "%n matches"); the rest is the source. The archive's file in the data folder (tarbish_score.storage names it; not imported before the first paint).</extracomment>
            <translation>
                <numerusform>Brought back: {a} against {b}, %n round.</numerusform>
                <numerusform>Brought back: {a} against {b}, %n rounds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="111" />
            <source>record round %n</source>
            <translation>
                <numerusform>record round %n</numerusform>
                <numerusform>record round %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="128" />
            <source>edit round %n</source>
            <translation>
                <numerusform>edit round %n</numerusform>
                <numerusform>edit round %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="142" />
            <source>edit round %n and remove the later rounds</source>
            <translation>
                <numerusform>edit round %n and remove the later rounds</numerusform>
                <numerusform>edit round %n and remove the later rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="154" />
            <source>delete round %n</source>
            <translation>
                <numerusform>delete round %n</numerusform>
                <numerusform>delete round %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="195" />
            <source>note on round %n</source>
            <translation>
                <numerusform>note on round %n</numerusform>
                <numerusform>note on round %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="214" />
            <source>insert a forgotten round as round %n</source>
            <translation>
                <numerusform>insert a forgotten round as round %n</numerusform>
                <numerusform>insert a forgotten round as round %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MatchStatisticsDialog</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="105" />
            <source>{a} against {b}: %n round(s) recorded</source>
            <translation>
                <numerusform>{a} against {b}: %n round recorded</numerusform>
                <numerusform>{a} against {b}: %n rounds recorded</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NoteDialog</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="186" />
            <source>{n} characters: a note has at most {limit}. Take out %n to save it.</source>
            <translation>
                <numerusform>{n} characters: a note has at most {limit}. Take out %n to save it.</numerusform>
                <numerusform>{n} characters: a note has at most {limit}. Take out %n to save them.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="310" />
            <source>{winner} won {a} to {b} against {loser}, in %n round(s).</source>
            <translation>
                <numerusform>{winner} won {a} to {b} against {loser}, in %n round.</numerusform>
                <numerusform>{winner} won {a} to {b} against {loser}, in %n rounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="319" />
            <source>Drawn at {a} all, after %n round(s).</source>
            <translation>
                <numerusform>Drawn at {a} all, after %n round.</numerusform>
                <numerusform>Drawn at {a} all, after %n rounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="323" />
            <source>Not finished: %n round(s) played, first to {target} wins.</source>
            <translation>
                <numerusform>Not finished: %n round played, first to {target} wins.</numerusform>
                <numerusform>Not finished: %n rounds played, first to {target} wins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="67" />
            <source>%n round(s), {t} of them thrown in.</source>
            <translation>
                <numerusform>%n round, {t} of them thrown in.</numerusform>
                <numerusform>%n rounds, {t} of them thrown in.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="69" />
            <source>%n round(s).</source>
            <translation>
                <numerusform>%n round.</numerusform>
                <numerusform>%n rounds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="30" />
            <source>{team} won after %n round(s).</source>
            <translation>
                <numerusform>{team} won after %n round.</numerusform>
                <numerusform>{team} won after %n rounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="31" />
            <source>Drawn after %n round(s).</source>
            <translation>
                <numerusform>Drawn after %n round.</numerusform>
                <numerusform>Drawn after %n rounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="32" />
            <source>In progress after %n round(s); first to {target} wins.</source>
            <translation>
                <numerusform>In progress after %n round; first to {target} wins.</numerusform>
                <numerusform>In progress after %n rounds; first to {target} wins.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyncActions</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="313" />
            <source>&lt;b&gt;%n match(es) changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</source>
            <translation>
                <numerusform>&lt;b&gt;%n match changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</numerusform>
                <numerusform>&lt;b&gt;%n matches changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="326" />
            <source>%n match(es) came from another laptop.</source>
            <translation>
                <numerusform>%n match came from another laptop.</numerusform>
                <numerusform>%n matches came from another laptop.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="328" />
            <source>%n match(es) changed by another laptop.</source>
            <translation>
                <numerusform>%n match changed by another laptop.</numerusform>
                <numerusform>%n matches changed by another laptop.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyncConflictDialog</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="110" />
            <source>Both versions are kept until you choose; %n round(s) differ, marked ≠ and in colour. The version you let go stays in the match's log.</source>
            <translation>
                <numerusform>Both versions are kept until you choose; %n round differs, marked ≠ and in colour. The version you let go stays in the match's log.</numerusform>
                <numerusform>Both versions are kept until you choose; %n rounds differ, marked ≠ and in colour. The version you let go stays in the match's log.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="203" />
            <source>{a} {x} – {b} {y}, %n round(s)</source>
            <translation>
                <numerusform>{a} {x} – {b} {y}, %n round</numerusform>
                <numerusform>{a} {x} – {b} {y}, %n rounds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SyncFolderDialog</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="170" />
            <source>Last sync {when}: %n match(es) came in or grew.</source>
            <translation>
                <numerusform>Last sync {when}: %n match came in or grew.</numerusform>
                <numerusform>Last sync {when}: %n matches came in or grew.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="174" />
            <source>%n match(es) written to the folder.</source>
            <translation>
                <numerusform>%n match written to the folder.</numerusform>
                <numerusform>%n matches written to the folder.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="177" />
            <source>%n changed on two laptops: the banner offers both versions.</source>
            <translation>
                <numerusform>%n changed on two laptops: the banner offers both versions.</numerusform>
                <numerusform>%n changed on two laptops: the banner offers both versions.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="180" />
            <source>%n file(s) not taken:</source>
            <translation>
                <numerusform>%n file not taken:</numerusform>
                <numerusform>%n files not taken:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TournamentPaper</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/tournament_paper.py" line="145" />
            <source>Time limit: %n minute(s).</source>
            <translation>
                <numerusform>Time limit: %n minute.</numerusform>
                <numerusform>Time limit: %n minutes.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/compare.py" line="96" />
            <source>… and %n more round(s).</source>
            <translation>
                <numerusform>… and %n more round.</numerusform>
                <numerusform>… and %n more rounds.</numerusform>
            </translation>
        </message>
    </context>
</TS>
