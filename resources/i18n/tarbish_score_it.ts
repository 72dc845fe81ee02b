<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>About</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="52" />
            <source>Wikipedia, "Tarabish"</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Wikipedia, “Tarabish”</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="53" />
            <source>Rules printed in Cape Breton newspapers</source>
            <translation>Regole pubblicate nei giornali di Cape Breton</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="54" />
            <source>KenMacD/tarabish, an open-source Tarabish game server</source>
            <translation>KenMacD/tarabish, un server open source per giocare a Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="55" />
            <source>KimCBNS/tarabish-scoresheet, a Tarabish scoresheet app</source>
            <translation>KimCBNS/tarabish-scoresheet, un'app segnapunti per Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="56" />
            <source>crashka/euchmgr, a euchre tournament manager: its ranking notes</source>
            <translation>crashka/euchmgr, tornei di euchre: la classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="57" />
            <source>House rules reported by players</source>
            <translation>Regole della casa riferite dai giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="58" />
            <source>The sister games Klaberjass and Belote, for borrowed house rules</source>
            <translation>I giochi fratelli Klaberjass e Belote, per le regole della casa prese in prestito</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="84" />
            <source>About Tarabish Score</source>
            <translation>Informazioni su Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="88" />
            <source>Tarabish Score</source>
            <translation>Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="92" />
            <source>Version {version} (Qt for Python {qt}, Python {python})</source>
            <translation>Versione {version} (Qt for Python {qt}, Python {python})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="99" />
            <source>Keeps score for Tarabish, the Cape Breton card game, at the kitchen table.</source>
            <translation>Tiene il punteggio di Tarabish, il gioco di carte di Cape Breton, al tavolo di cucina.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="103" />
            <source>Licence: MIT. Free to use, copy, change and share; it comes with no warranty.</source>
            <translation>Licenza: MIT. Puoi usarlo, copiarlo, modificarlo e condividerlo liberamente; è fornito senza alcuna garanzia.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="119" />
            <source>Where your matches live</source>
            <translation>Dove sono salvate le tue partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="123" />
            <source>Data folder (the match archive)</source>
            <translation>Cartella dei dati (l'archivio delle partite)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="124" />
            <source>Settings file</source>
            <translation>File delle impostazioni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="125" />
            <source>Log folder</source>
            <translation>Cartella dei log</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="133" />
            <source>{path} (not made yet)</source>
            <translation>{path} (non ancora creato)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="140" />
            <source>Open folder</source>
            <translation>Apri cartella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="145" />
            <source>Not made yet: it is made when first needed.</source>
            <translation>Non ancora creato: verrà creato la prima volta che serve.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="155" />
            <source>Where the rules come from</source>
            <translation>Da dove vengono le regole</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="170" />
            <source>The rules as this app scores them: Help ▸ Rules in force.</source>
            <translation>Le regole con cui questa app calcola i punti: Aiuto ▸ Regole in vigore.</translation>
        </message>
    </context>
    <context>
        <name>ArchiveActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="184" />
            <source>&amp;Set this match aside…</source>
            <translation>&amp;Metti da parte questa partita…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="187" />
            <source>Keep this match in the archive and start another</source>
            <translation>Tieni questa partita nell'archivio e iniziane un'altra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="192" />
            <source>Match &amp;archive…</source>
            <translation>&amp;Archivio partite…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="88" />
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="89" />
            <source>the disk or the archive file is read-only</source>
            <translation>il disco o il file dell'archivio è di sola lettura</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="90" />
            <source>another program is using the archive</source>
            <translation>un altro programma sta usando l'archivio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="91" />
            <source>the disk reported an error</source>
            <translation>il disco ha segnalato un errore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="92" />
            <source>the archive refused the change</source>
            <translation>l'archivio ha rifiutato la modifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="101" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {why} ({path}). The match is safe in this window; saving is tried again with your next change, or now with “Try again”.</source>
            <translation>&lt;b&gt;Non salvato:&lt;/b&gt; {why} ({path}). La partita è al sicuro in questa finestra; il salvataggio viene ritentato alla prossima modifica, oppure subito con “Riprova”.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="202" />
            <source>Corrections &amp;log…</source>
            <translation>Registro &amp;correzioni…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="212" />
            <source>C&amp;orrect this match</source>
            <translation>C&amp;orreggi questa partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="204" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="317" />
            <source>That match cannot be opened: {e}</source>
            <extracomment>The question asked before a match from the archive puts the match in progress aside. Shows a match changed on two laptops from the archive window (the sync's, once attached). The banners, top first, for the host to place. The declared commands' actions (ui/window_commands.py), on ``parent``, by id in menu order.</extracomment>
            <translation>Impossibile aprire quella partita: {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="208" />
            <source>Opened {a} against {b} from the archive.</source>
            <translation>Aperta dall'archivio: {a} contro {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="219" />
            <source>The match in this window was deleted.</source>
            <translation>La partita di questa finestra è stata eliminata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="255" />
            <source>No match yet, so no corrections.</source>
            <translation>Nessuna partita ancora, quindi nessuna correzione.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="280" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; It is kept, untouched, as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;L'archivio delle partite era danneggiato.&lt;/b&gt; È stato conservato, intatto, come {path}; è stato avviato un archivio nuovo. Le partite precedenti non sono nell'elenco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="309" />
            <source>{a} against {b}, open until now, is in it.</source>
            <translation>Contiene {a} contro {b}, la partita aperta finora.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="338" />
            <source>Restore a snapshot?</source>
            <translation>Ripristinare un'istantanea?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="339" />
            <source>The match archive was damaged and set aside; a fresh one was started.</source>
            <translation>L'archivio delle partite era danneggiato ed è stato messo da parte; ne è stato avviato uno nuovo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="343" />
            <source>Restore the snapshot of {day} (%n match(es))? It is the newest that reads whole.</source>
            <translation>
                <numerusform>Ripristinare l'istantanea del {day} (%n partita)? È la più recente che si legge per intero.</numerusform>
                <numerusform>Ripristinare l'istantanea del {day} (%n partite)? È la più recente che si legge per intero.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="380" />
            <source>&lt;b&gt;The match archive file was empty (0 bytes).&lt;/b&gt; It is kept as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;Il file dell'archivio delle partite era vuoto (0 byte).&lt;/b&gt; È conservato come {path}; è stato creato un archivio nuovo. Le partite precedenti non sono nell'elenco.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="399" />
            <source>{names} and %n more</source>
            <translation>
                <numerusform>{names} e %n altra</numerusform>
                <numerusform>{names} e altre %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="348" />
            <source>&amp;Restore it</source>
            <translation>&amp;Ripristinala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="230" />
            <source>{a} against {b} stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>{a} contro {b} resta nell'archivio: {Ctrl+O} la riapre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="243" />
            <source>You can now correct this match: select a round in the history and press {Enter}.</source>
            <translation>Ora puoi correggere questa partita: seleziona una smazzata nello storico e premi {Enter}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="304" />
            <source>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n match(es) kept. The archive as it was is listed as “kept aside”.</source>
            <translation>
                <numerusform>&lt;b&gt;Istantanea ripristinata:&lt;/b&gt; %n partita conservata. L’archivio com’era compare come «messo da parte».</numerusform>
                <numerusform>&lt;b&gt;Istantanea ripristinata:&lt;/b&gt; %n partite conservate. L’archivio com’era compare come «messo da parte».</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="349" />
            <source>&amp;Keep the fresh archive</source>
            <translation>&amp;Tieni l'archivio nuovo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="365" />
            <source>The snapshot was not restored: {e}</source>
            <translation>L'istantanea non è stata ripristinata: {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="392" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; All {saved} matches were saved into a fresh archive; the damaged one is kept, untouched, beside it as {name}.</source>
            <translation>&lt;b&gt;L'archivio delle partite era danneggiato.&lt;/b&gt; Tutte le {saved} partite sono state salvate in un archivio nuovo; quello danneggiato è conservato, intatto, accanto a esso come {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="401" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; {saved} of {total} matches were saved into a fresh archive. Could not be read: {lost}; they stay in the damaged file, kept beside it as {name}.</source>
            <translation>&lt;b&gt;L'archivio delle partite era danneggiato.&lt;/b&gt; {saved} partite su {total} sono state salvate in un archivio nuovo. Illeggibili: {lost}; restano nel file danneggiato, conservato accanto come {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="406" />
            <source>Its last changes, in a damaged write-ahead log, could not be applied; they stay in {name}-wal.</source>
            <translation>Le sue ultime modifiche, in un registro di scrittura anticipata danneggiato, non si sono potute applicare; restano in {name}-wal.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="410" />
            <source>%n saved match(es) can no longer be loaded; they are listed as unreadable.</source>
            <translation>
                <numerusform>%n partita salvata non si può più caricare; è elencata come illeggibile.</numerusform>
                <numerusform>%n partite salvate non si possono più caricare; sono elencate come illeggibili.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="422" />
            <source>&lt;b&gt;An interrupted change of the match archive was rolled back.&lt;/b&gt; The archive is as it was before it.</source>
            <translation>&lt;b&gt;Una modifica interrotta dell'archivio delle partite è stata annullata.&lt;/b&gt; L'archivio è com'era prima.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="426" />
            <source>&lt;b&gt;Moving another program's file out of the archive's place was interrupted; it was finished now.&lt;/b&gt; It is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;Lo spostamento del file di un altro programma dal posto dell'archivio era stato interrotto; ora è completato.&lt;/b&gt; È conservato, intatto, come {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="431" />
            <source>&lt;b&gt;Restoring a snapshot was interrupted; it was finished now.&lt;/b&gt; The archive as it was is listed as “kept aside”.</source>
            <translation>&lt;b&gt;Il ripristino di un'istantanea era stato interrotto; ora è completato.&lt;/b&gt; L'archivio com'era è elencato come «messo da parte».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="436" />
            <source>&lt;b&gt;Repairing the match archive was interrupted; it was finished now.&lt;/b&gt; The damaged archive is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;La riparazione dell'archivio delle partite era stata interrotta; ora è completata.&lt;/b&gt; L'archivio danneggiato è conservato, intatto, come {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="443" />
            <source>match {id}</source>
            <translation>partita {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="445" />
            <source>match {id} ({a} v {b})</source>
            <translation>partita {id} ({a} – {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="454" />
            <source>&lt;b&gt;Another program's file was where the match archive belongs.&lt;/b&gt; It was moved, untouched, to {path}; a fresh archive was started.</source>
            <translation>&lt;b&gt;Al posto dell'archivio delle partite c'era un file di un altro programma.&lt;/b&gt; È stato spostato, intatto, in {path}; è stato avviato un archivio nuovo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="469" />
            <source>&lt;b&gt;The archive is on a read-only disk:&lt;/b&gt; changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;L'archivio è su un disco di sola lettura:&lt;/b&gt; le modifiche restano solo in questa finestra. Il salvataggio viene ritentato a ogni modifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="474" />
            <source>&lt;b&gt;The disk is full:&lt;/b&gt; the archive can be read but not written, so changes are kept in this window only. Free some space on it: saving is tried again with each change.</source>
            <translation>&lt;b&gt;Il disco è pieno:&lt;/b&gt; l'archivio si può leggere ma non scrivere, quindi le modifiche restano solo in questa finestra. Libera spazio: il salvataggio viene ritentato a ogni modifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="479" />
            <source>&lt;b&gt;The archive cannot be written&lt;/b&gt; ({why}): changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;Non si può scrivere nell'archivio&lt;/b&gt; ({why}): le modifiche restano solo in questa finestra. Il salvataggio viene ritentato a ogni modifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="487" />
            <source>Try again</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="495" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="500" />
            <source>&lt;b&gt;Saved:&lt;/b&gt; every change is on disk again.</source>
            <translation>&lt;b&gt;Salvato:&lt;/b&gt; ogni modifica è di nuovo su disco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="512" />
            <source>&lt;b&gt;Read-only:&lt;/b&gt; this finished match is from the archive. To change a round, press “Correct this match”.</source>
            <translation>&lt;b&gt;Sola lettura:&lt;/b&gt; questa partita finita viene dall'archivio. Per cambiare una smazzata, premi “Correggi questa partita”.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="515" />
            <source>Correct this match</source>
            <translation>Correggi questa partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="551" />
            <source>Put this match aside?</source>
            <translation>Mettere da parte questa partita?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="553" />
            <source>{a} against {b} is not over: {x} – {y}.</source>
            <translation>{a} contro {b} non è finita: {x} – {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="560" />
            <source>Open the match from the archive instead? This one stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>Aprire invece la partita dall'archivio? Questa resta nell'archivio: {Ctrl+O} la riapre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="564" />
            <source>&amp;Open it</source>
            <translation>&amp;Aprila</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="565" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Continua a giocare</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="149" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="587" />
            <source>Archive statistics</source>
            <extracomment>A query that has not answered after this long shows the busy bar (milliseconds). Typing a player's name waits this long for the next key before counting again (milliseconds). The first day the date filters offer: shown as "any day" (no limit). The threads each query ran on (the tests check none is the window's). The last statistics shown, or None before the first count.</extracomment>
            <translation>Statistiche dell'archivio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="161" />
            <source>Counting</source>
            <translation>Conteggio in corso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="167" />
            <source>Called, bait and bait rate count only the games whose rounds were recorded: a tournament result typed as two totals has none (see With rounds).</source>
            <translation>Chiamate, Bait e % di bait quando chiama contano solo le partite di cui sono state annotate le smazzate: un risultato di torneo scritto come due totali non ne ha (vedi Con smazzate).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="187" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="188" />
            <source>Statistics tables</source>
            <translation>Tabelle delle statistiche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="190" />
            <source>Players, pairs of partners, head to head: Left and Right, or Alt and the underlined letter.</source>
            <translation>Giocatori, coppie di compagni, scontri diretti: frecce sinistra e destra, oppure Alt e la lettera sottolineata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="201" />
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="202" />
            <source>One line per player: matches played and won, calls and baits, average margin in points.</source>
            <translation>Una riga per giocatore: partite giocate e vinte, chiamate e bait, scarto medio in punti.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="206" />
            <source>Pairs of partners</source>
            <translation>Coppie di compagni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="207" />
            <source>One line per two partners, whichever seats they sat in.</source>
            <translation>Una riga per ogni coppia di compagni, in qualunque posto abbiano giocato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="211" />
            <source>Head to head</source>
            <translation>Scontri diretti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="212" />
            <source>One line per two pairs that met: the first pair's wins, losses and average margin.</source>
            <translation>Una riga per ogni due coppie che si sono affrontate: vittorie, sconfitte e scarto medio della prima coppia.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="214" />
            <source>&amp;Players</source>
            <translation>&amp;Giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="215" />
            <source>P&amp;airs of partners</source>
            <translation>&amp;Coppie di compagni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="216" />
            <source>&amp;Head to head</source>
            <translation>Scontri di&amp;retti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="221" />
            <source>Click a column title to sort · {Alt+E} exports the table · {Esc} closes</source>
            <translation>Clic sul titolo di una colonna per ordinare · {Alt+E} esporta la tabella · {Esc} chiude</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="225" />
            <source>&amp;Export as CSV…</source>
            <translation>&amp;Esporta come CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="227" />
            <source>Save the table in view as a spreadsheet file (CSV), sorted as shown</source>
            <translation>Salva la tabella visualizzata come foglio di calcolo (CSV), ordinata come la vedi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="229" />
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="230" />
            <source>Close the archive statistics</source>
            <translation>Chiudi le statistiche dell'archivio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>From</source>
            <translation>Dal</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>Count matches started on or after this day; the first day: no limit</source>
            <translation>Conta le partite iniziate in questo giorno o dopo; il primo giorno: nessun limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>To</source>
            <translation>Al</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>Count matches started on or before this day; the first day: no limit</source>
            <translation>Conta le partite iniziate in questo giorno o prima; il primo giorno: nessun limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="253" />
            <source>&amp;From:</source>
            <translation>&amp;Dal:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="255" />
            <source>&amp;To:</source>
            <translation>&amp;Al:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="258" />
            <source>Any house rules</source>
            <translation>Qualsiasi regola della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="261" />
            <source>House rules</source>
            <translation>Regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="262" />
            <source>Count only matches played under this preset</source>
            <translation>Conta solo le partite giocate con queste regole predefinite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="263" />
            <source>House &amp;rules:</source>
            <translation>Regole della ca&amp;sa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="267" />
            <source>Anyone</source>
            <translation>Chiunque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="268" />
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="270" />
            <source>Count only matches this player played, and show only their lines</source>
            <translation>Conta solo le partite giocate da questo giocatore e mostra solo le sue righe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="276" />
            <source>P&amp;layer:</source>
            <translation>Gioca&amp;tore:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="279" />
            <source>&amp;Games:</source>
            <translation>&amp;Partite:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="306" />
            <source>any day</source>
            <translation>qualsiasi giorno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="319" />
            <source>First pair</source>
            <translation>Prima coppia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="320" />
            <source>Second pair</source>
            <translation>Seconda coppia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="322" />
            <source>Show only the matches between the two pairs chosen</source>
            <translation>Mostra solo le partite tra le due coppie scelte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="325" />
            <source>Pair:</source>
            <translation>Coppia:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="327" />
            <source>against:</source>
            <translation>contro:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="442" />
            <source>No game to count under these filters</source>
            <translation>Nessuna partita da contare con questi filtri</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="444" />
            <source>Tournament games counted: {n}</source>
            <translation>Partite di torneo contate: {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="446" />
            <source>Games counted: {total} · finished matches: {matches} · tournament games: {games}</source>
            <translation>Partite contate: {total} · partite finite: {matches} · partite di torneo: {games}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="450" />
            <source>1 finished match counted</source>
            <translation>1 partita finita conteggiata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="451" />
            <source>{n} finished matches counted</source>
            <translation>{n} partite finite conteggiate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="441" />
            <source>No finished match to count under these filters</source>
            <translation>Nessuna partita finita da contare con questi filtri</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="459" />
            <source>The archive could not be read: {reason}</source>
            <translation>Impossibile leggere l'archivio: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="463" />
            <source>Counting…</source>
            <translation>Conteggio in corso…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="478" />
            <source>any pair</source>
            <translation>qualsiasi coppia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="499" />
            <source>Choose two pairs to see how they did against each other.</source>
            <translation>Scegli due coppie per vedere come sono andate l'una contro l'altra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="502" />
            <source>Choose two different pairs.</source>
            <translation>Scegli due coppie diverse.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="507" />
            <source>{a} and {b} have not played each other here.</source>
            <translation>{a} e {b} non si sono mai affrontate qui.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="518" />
            <source>{a} against {b}: {played} played, {won} won, {lost} lost, {drawn} drawn; average margin {margin} points</source>
            <translation>{a} contro {b}: giocate {played}, vinte {won}, perse {lost}, pari {drawn}; scarto medio {margin} punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="564" />
            <source>The table was not saved: {reason}</source>
            <translation>La tabella non è stata salvata: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="566" />
            <source>Saved to {path}</source>
            <translation>Salvata in {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="573" />
            <source>tarabish-statistics.csv</source>
            <translation>tarabish-statistiche.csv</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Export the statistics as CSV</source>
            <translation>Esporta le statistiche in CSV</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Spreadsheet (CSV) (*.csv)</source>
            <translation>Foglio di calcolo (CSV) (*.csv)</translation>
        </message>
    </context>
    <context>
        <name>ArchiveTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="127" />
            <source>Started</source>
            <extracomment>Matches read from the archive at a time. Role that gives a row's archive id.</extracomment>
            <translation>Iniziata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="128" />
            <source>Teams</source>
            <translation>Squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="129" />
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="130" />
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="131" />
            <source>Winner</source>
            <translation>Vincitore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="132" />
            <source>Rounds</source>
            <translation>Smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="133" />
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="134" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="153" />
            <source>Last change: {when}</source>
            <translation>Ultima modifica: {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="155" />
            <source>Changed on two laptops: both versions are kept until you choose; open it to compare them.</source>
            <translation>Modificata su due portatili: le due versioni restano finché non scegli; aprila per confrontarle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="179" />
            <source>{a} v {b}</source>
            <translation>{a} – {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="182" />
            <source>{a1} &amp; {a2} v {b1} &amp; {b2}</source>
            <translation>{a1} &amp; {a2} – {b1} &amp; {b2}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="195" />
            <source>changed on two laptops</source>
            <translation>modificata su due portatili</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="197" />
            <source>{status}, from another laptop</source>
            <translation>{status}, da un altro portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="201" />
            <source>in progress</source>
            <translation>in corso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="203" />
            <source>finished</source>
            <translation>finita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="205" />
            <source>drawn</source>
            <translation>pareggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="206" />
            <source>unreadable</source>
            <translation>illeggibile</translation>
        </message>
    </context>
    <context>
        <name>ArchiveWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="125" />
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="377" />
            <source>Match archive</source>
            <translation>Archivio partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="128" />
            <source>&amp;Find a team, player or note:</source>
            <translation>&amp;Cerca squadra, giocatore o nota:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="132" />
            <source>A name or a note, e.g. MacNeil, Legion hall, renege</source>
            <translation>Un nome o una nota, es. MacNeil, circolo, rinuncia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="142" />
            <source>Matches kept</source>
            <translation>Partite conservate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="181" />
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="182" />
            <source>&amp;Export…</source>
            <translation>&amp;Esporta…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="184" />
            <source>&amp;Delete…</source>
            <translation>E&amp;limina…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="185" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiche…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="187" />
            <source>Who has won most: per player, per pair of partners, head to head</source>
            <translation>Chi ha vinto di più: per giocatore, per coppia di compagni, negli scontri diretti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="189" />
            <source>&amp;Versions…</source>
            <translation>&amp;Versioni…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="191" />
            <source>The versions of the match another laptop's version or a choice set aside, kept</source>
            <translation>Le versioni della partita che una versione di un altro portatile o una scelta ha messo da parte, conservate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="194" />
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="302" />
            <source>The match was not deleted: {error}</source>
            <translation>La partita non è stata eliminata: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="345" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</source>
            <translation>
                <numerusform>Eliminare {a} contro {b} ({x} – {y}, %n smazzata, iniziata {when}) da questo portatile? Gli altri portatili ne conservano la loro copia, e una modifica fatta lì la riporta qui.</numerusform>
                <numerusform>Eliminare {a} contro {b} ({x} – {y}, %n smazzate, iniziata {when}) da questo portatile? Gli altri portatili ne conservano la loro copia, e una modifica fatta lì la riporta qui.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="368" />
            <source>Delete this match?</source>
            <translation>Eliminare questa partita?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="385" />
            <source>&amp;Snapshots: the archive as it stood before each day's first change</source>
            <translation>I&amp;stantanee: l'archivio com'era prima della prima modifica di ogni giorno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="390" />
            <source>Snapshots</source>
            <translation>Istantanee</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="392" />
            <source>Copies of the archive kept before changes, newest first; the one chosen can be restored.</source>
            <translation>Copie dell'archivio conservate prima delle modifiche, dalla più recente; quella scelta si può ripristinare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="396" />
            <source>&amp;Restore…</source>
            <translation>&amp;Ripristina…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="418" />
            <source>None yet: one is taken at the first change of each day.</source>
            <translation>Ancora nessuna: se ne crea una alla prima modifica di ogni giorno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="429" />
            <source>damaged, cannot be restored</source>
            <translation>danneggiata, non ripristinabile</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="431" />
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n partita</numerusform>
                <numerusform>%n partite</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="505" />
            <source>%n match(es) found</source>
            <translation>
                <numerusform>%n partita trovata</numerusform>
                <numerusform>%n partite trovate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="507" />
            <source>%n match(es) kept</source>
            <translation>
                <numerusform>%n partita conservata</numerusform>
                <numerusform>%n partite conservate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="517" />
            <source>%n changed on two laptops</source>
            <translation>
                <numerusform>%n modificata su due portatili</numerusform>
                <numerusform>%n modificate su due portatili</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="433" />
            <source>{day} — kept aside by a restore at {time} — {count}</source>
            <translation>{day} — messa da parte da un ripristino alle {time} — {count}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="146" />
            <source>Every match in the archive, one a row, newest first; the arrow keys choose one, {Enter} opens it.</source>
            <translation>Tutte le partite dell'archivio, una per riga, dalla più recente; con le frecce ne scegli una, {Enter} la apre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="167" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Esc} closes</source>
            <translation>{Enter} apre la partita · {Alt+E} la esporta · {Delete} la elimina · {Esc} chiude</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="174" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Alt+S} snapshots · {Esc} closes</source>
            <translation>{Enter} apre la partita · {Alt+E} la esporta · {Delete} la elimina · {Alt+S} istantanee · {Esc} chiude</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="352" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.</source>
            <translation>
                <numerusform>Eliminare {a} – {b} ({x} – {y}, %n smazzata, iniziata il {when})? Non si potrà recuperare.</numerusform>
                <numerusform>Eliminare {a} – {b} ({x} – {y}, %n smazzate, iniziata il {when})? Non si potrà recuperare.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="436" />
            <source>{day} — {count}</source>
            <translation>{day} — {count}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="457" />
            <source>The snapshot was not restored: {error}</source>
            <translation>L'istantanea non è stata ripristinata: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="468" />
            <source>Restore this snapshot?</source>
            <translation>Ripristinare questa istantanea?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="470" />
            <source>Put the snapshot of {snapshot} in the archive's place? The archive as it is now is kept aside first and listed here, so this can be taken back.</source>
            <translation>Mettere l'istantanea del {snapshot} al posto dell'archivio? L'archivio attuale viene prima messo da parte ed elencato qui, quindi si può tornare indietro.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="59" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="60" />
            <source>Hide this message</source>
            <translation>Nascondi questo messaggio</translation>
        </message>
    </context>
    <context>
        <name>BellaPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="203" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="205" />
            <source>Who held the king and queen of trump: press 0 for nobody, or the player's seat number, 1 to 4.</source>
            <translation>Chi aveva il re e la donna di briscola: premi 0 per nessuno, oppure il numero di posto del giocatore, da 1 a 4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="210" />
            <source>0  nobody</source>
            <translation>0  nessuno</translation>
        </message>
    </context>
    <context>
        <name>CallerPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="143" />
            <source>Caller</source>
            <extracomment>One choice: ``(value, key, button text, text colour)``.</extracomment>
            <translation>Chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="145" />
            <source>Who called trump: press the caller's seat number, 1 to 4, or click a name.</source>
            <translation>Chi ha chiamato la briscola: premi il numero di posto di chi chiama, da 1 a 4, oppure fai clic su un nome.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="152" />
            <source>0  thrown in</source>
            <translation>0  annullata</translation>
        </message>
    </context>
    <context>
        <name>CardCounterDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="69" />
            <source>Card-point counter</source>
            <extracomment>The last-trick choice for "nobody yet" (not negative: QButtonGroup gives negative ids itself).</extracomment>
            <translation>Contapunti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="80" />
            <source>Trump:</source>
            <translation>Briscola:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="84" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="85" />
            <source>The round's trump suit: the jack and nine of trump count more (Up and Down choose).</source>
            <translation>Il seme di briscola della smazzata: il fante e il nove di briscola valgono di più (le frecce su e giù lo cambiano).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="83" />
            <source>pick the trump</source>
            <translation>scegli la briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="94" />
            <source>Whose tricks:</source>
            <translation>Prese di:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="107" />
            <source>Count both piles (check)</source>
            <translation>Conta entrambi i mazzetti (verifica)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="115" />
            <source>Last trick (+10):</source>
            <translation>Ultima presa (+10):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="118" />
            <source>not counted yet</source>
            <translation>non ancora contata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="128" />
            <source>Shortcut: {key}</source>
            <translation>Scorciatoia: {key}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="138" />
            <source>Tricks won by {team}</source>
            <translation>Prese vinte da {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="167" />
            <source>Close  [{Esc}]</source>
            <translation>Chiudi  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="257" />
            <source>Pick the trump first: its J counts 20 and its 9 counts 14.</source>
            <translation>Scegli prima la briscola: il suo fante vale 20 e il suo 9 vale 14.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="274" />
            <source>{team}: {points} card points</source>
            <translation>{team}: {points} punti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="279" />
            <source>{cards} of 36 cards picked; {other} have {rest} in the other cards. Last trick not assigned (+10 to whoever took it).</source>
            <translation>{cards} carte scelte su 36; {other}: {rest} nelle altre carte. Ultima presa non assegnata (+10 a chi l'ha fatta).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="286" />
            <source>{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).</source>
            <translation>{cards} carte scelte su 36; a {other} il resto: {rest} (su {total}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="304" />
            <source>{a} {x} + {b} {y} = {total}: every card counted once.</source>
            <translation>{a} {x} + {b} {y} = {total}: ogni carta contata una volta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="311" />
            <source>{a} {x} + {b} {y} = {sum}, not {total}.</source>
            <translation>{a} {x} + {b} {y} = {sum}, non {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="319" />
            <source>Missing (in neither pile): {cards}.</source>
            <translation>Mancanti (in nessun mazzetto): {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="323" />
            <source>Counted twice (in both piles): {cards}.</source>
            <translation>Contate due volte (in entrambi i mazzetti): {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="326" />
            <source>Say who took the last trick: it is worth 10.</source>
            <translation>Indica chi ha fatto l'ultima presa: vale 10.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="332" />
            <source>Last trick not counted yet (+10 to whoever took it).</source>
            <translation>Ultima presa non ancora contata (+10 a chi l'ha fatta).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="334" />
            <source>Includes 10 for the last trick.</source>
            <translation>Compresi i 10 dell'ultima presa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="343" />
            <source>missing</source>
            <translation>manca</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="345" />
            <source>twice</source>
            <translation>doppia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="355" />
            <source>Who took the last trick? Pick it above</source>
            <translation>Chi ha fatto l'ultima presa? Indicalo sopra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="358" />
            <source>Use {points} for {team}  [{Enter}]</source>
            <translation>Usa {points} per {team}  [{Enter}]</translation>
        </message>
    </context>
    <context>
        <name>CardGrid</name>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="63" />
            <source>Cards</source>
            <translation>Carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="66" />
            <source>The 36 cards, a row for each suit: type a card's rank then its suit (for example Q {hearts} for the queen of hearts) or move with the arrow keys and press {Space}, to pick it or put it back.</source>
            <translation>Le 36 carte, una riga per seme: scrivi il valore di una carta e poi il seme (per esempio Q {hearts} per la donna di cuori), oppure spostati con le frecce e premi {Space}, per sceglierla o rimetterla a posto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="109" />
            <source>{rank} of {suit}</source>
            <translation>{rank} di {suit}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>picked</source>
            <translation>scelta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>not picked</source>
            <translation>non scelta</translation>
        </message>
    </context>
    <context>
        <name>CodeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="188" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="200" />
            <source>Table code</source>
            <translation>Codice del tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="191" />
            <source>{file} carries no table code. Type the code printed on its table's slip.</source>
            <translation>{file} non porta alcun codice di tavolo. Digita il codice stampato sul foglio del suo tavolo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="201" />
            <source>Round, table and three letters, as on the slip.</source>
            <translation>Turno, tavolo e tre lettere, come sul foglio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="202" />
            <source>Table &amp;code:</source>
            <translation>&amp;Codice del tavolo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="204" />
            <source>Take the result</source>
            <translation>Prendere il risultato</translation>
        </message>
    </context>
    <context>
        <name>CorrectionDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="112" />
            <source>Correct a result</source>
            <extracomment>The longest reason the engine keeps (model.notes). The desk's change, made on OK: "" once done, else why not.</extracomment>
            <translation>Correggere un risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="123" />
            <source>First team's total</source>
            <translation>Totale della prima squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="124" />
            <source>Second team's total</source>
            <translation>Totale della seconda squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="128" />
            <source>The final total as it should have been.</source>
            <translation>Il totale finale come avrebbe dovuto essere.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="132" />
            <source>&amp;First total:</source>
            <translation>&amp;Primo totale:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="133" />
            <source>&amp;Second total:</source>
            <translation>&amp;Secondo totale:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="134" />
            <source>&amp;Time called</source>
            <translation>&amp;Tempo scaduto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="137" />
            <source>Take the result &amp;off (typed on the wrong table)</source>
            <translation>&amp;Togliere il risultato (inserito sul tavolo sbagliato)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="142" />
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="143" />
            <source>Why the result changes; it is logged with the correction.</source>
            <translation>Perché il risultato cambia; viene registrato con la correzione.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="144" />
            <source>&amp;Reason (required):</source>
            <translation>&amp;Motivo (obbligatorio):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="146" />
            <source>Correct</source>
            <translation>Correggi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="164" />
            <source>Type both final totals, or take the result off.</source>
            <translation>Digita i due totali finali, oppure togli il risultato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="167" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Di' perché: una correzione viene registrata con il suo motivo.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionsLogDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="53" />
            <source>Match started</source>
            <translation>Partita iniziata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="55" />
            <source>Rules changed</source>
            <translation>Regole cambiate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="57" />
            <source>Round {n} recorded</source>
            <translation>Smazzata {n} registrata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="59" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Smazzata dimenticata inserita come smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="51" />
            <source>Note on round {n}</source>
            <translation>Nota sulla smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="61" />
            <source>Round {n} edited</source>
            <translation>Smazzata {n} modificata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="63" />
            <source>Round {n} deleted</source>
            <translation>Smazzata {n} eliminata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="66" />
            <source>Undo: round {n} {what}</source>
            <translation>Annullato: smazzata {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="67" />
            <source>Redo: round {n} {what}</source>
            <translation>Ripetuto: smazzata {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="82" />
            <source>Teams and players renamed</source>
            <translation>Squadre e giocatori rinominati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="84" />
            <source>Note on the match</source>
            <translation>Nota sulla partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="86" />
            <source>Undo: {what}</source>
            <translation>Annullato: {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="88" />
            <source>Redo: {what}</source>
            <translation>Ripetuto: {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="102" />
            <source>{team}: {players}</source>
            <translation>{team}: {players}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="112" />
            <source>put back</source>
            <translation>rimessa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="114" />
            <source>taken out</source>
            <translation>tolta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="115" />
            <source>changed back</source>
            <translation>riportata com'era</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="126" />
            <source>(a round this version cannot read)</source>
            <translation>(una smazzata che questa versione non sa leggere)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="133" />
            <source>{caller} called {trump}</source>
            <translation>{caller} ha chiamato {trump}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="136" />
            <source>cards {a} – {b}</source>
            <translation>carte {a} – {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="143" />
            <source>bella {player}</source>
            <translation>bella {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="148" />
            <source>sweep</source>
            <translation>cappotto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="150" />
            <source>note “{note}”</source>
            <translation>nota “{note}”</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="190" />
            <source>Corrections log: {a} against {b}</source>
            <translation>Registro correzioni: {a} contro {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="197" />
            <source>Show every step, undone ones too (the whole audit trail)</source>
            <translation>Mostra ogni passo, anche quelli annullati (lo storico completo)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="200" />
            <source>Corrections</source>
            <translation>Correzioni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="203" />
            <source>Every change made to recorded rounds, one a row, oldest first: when, which round, and what changed.</source>
            <translation>Ogni modifica fatta alle smazzate registrate, una per riga, dalla più vecchia: quando, quale smazzata e che cosa è cambiato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237" />
            <source>The rules were changed; no round of this match has been corrected.</source>
            <translation>Le regole sono cambiate; nessuna smazzata di questa partita è stata corretta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="240" />
            <source>The rules were changed; {rounds}</source>
            <translation>Le regole sono cambiate; {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What changed</source>
            <translation>Cosa è cambiato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It is now</source>
            <translation>Ora è</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>When</source>
            <translation>Quando</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="239" />
            <source>%n round(s) corrected.</source>
            <translation>
                <numerusform>%n smazzata corretta.</numerusform>
                <numerusform>%n smazzate corrette.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What</source>
            <translation>Cosa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It was</source>
            <translation>Era</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <source>It became</source>
            <translation>È diventato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="238" />
            <source>No round of this match has been corrected.</source>
            <translation>Nessuna smazzata di questa partita è stata corretta.</translation>
        </message>
    </context>
    <context>
        <name>CsvExport</name>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="42" />
            <source>Round</source>
            <extracomment>The round table's columns, in English; ``{0}``/``{1}`` are replaced by team 1's and team 2's names (:func:`csv_rows` shows them in the user's language).</extracomment>
            <translation>Smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="43" />
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="44" />
            <source>Caller</source>
            <translation>Chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="45" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="46" />
            <source>Card points {0}</source>
            <translation>Punti carte {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="47" />
            <source>Card points {1}</source>
            <translation>Punti carte {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="48" />
            <source>Runs</source>
            <translation>Scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="49" />
            <source>Run points {0}</source>
            <translation>Punti scale {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="50" />
            <source>Run points {1}</source>
            <translation>Punti scale {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="51" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="52" />
            <source>Bella points {0}</source>
            <translation>Punti bella {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="53" />
            <source>Bella points {1}</source>
            <translation>Punti bella {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="54" />
            <source>Outcome</source>
            <translation>Esito</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="55" />
            <source>Points {0}</source>
            <translation>Punti {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="56" />
            <source>Points {1}</source>
            <translation>Punti {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="57" />
            <source>Total {0}</source>
            <translation>Totale {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="58" />
            <source>Total {1}</source>
            <translation>Totale {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="59" />
            <location filename="../../tarbish_score/exchange/csv_export.py" line="111" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="79" />
            <source>{preset}, first to {target}</source>
            <translation>{preset}, vince chi arriva a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="104" />
            <source>Tarabish Score match</source>
            <translation>Partita di Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="106" />
            <source>Team {n}</source>
            <translation>Squadra {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="108" />
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="109" />
            <source>First dealer</source>
            <translation>Primo mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="113" />
            <source>Started</source>
            <translation>Iniziata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="115" />
            <source>{team} won</source>
            <translation>Ha vinto {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="117" />
            <source>drawn</source>
            <translation>pareggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="119" />
            <source>in progress</source>
            <translation>in corso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="120" />
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="121" />
            <source>Rounds</source>
            <translation>Smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="126" />
            <source>Corrections</source>
            <translation>Correzioni</translation>
        </message>
    </context>
    <context>
        <name>ErrorDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="31" />
            <source>Something went wrong</source>
            <translation>Qualcosa è andato storto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="34" />
            <source>Tarabish Score met an error it did not expect. The score kept so far is safe.</source>
            <translation>Tarabish Score ha incontrato un errore imprevisto. Il punteggio registrato finora è al sicuro.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="36" />
            <source>The details are also in the log: {path}</source>
            <translation>I dettagli sono anche nel log: {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="46" />
            <source>Details of the error</source>
            <translation>Dettagli dell'errore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="48" />
            <source>The technical details to send with a bug report; read only, they can be selected and copied.</source>
            <translation>I dettagli tecnici da inviare con una segnalazione di bug; sono di sola lettura, ma si possono selezionare e copiare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="54" />
            <source>&amp;Copy details</source>
            <translation>&amp;Copia i dettagli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="64" />
            <source>Copied</source>
            <translation>Copiato</translation>
        </message>
    </context>
    <context>
        <name>ExchangeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="124" />
            <source>Replace the file?</source>
            <extracomment>The folder of the last export this session (the next save dialog opens there).</extracomment>
            <translation>Sostituire il file?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="125" />
            <source>{name} already exists. Replace it?</source>
            <translation>{name} esiste già. Sostituirlo?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="196" />
            <source>There is no match yet: start one with {Ctrl+N}.</source>
            <translation>Non c'è ancora nessuna partita: iniziane una con {Ctrl+N}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="217" />
            <source>Match record (*.tarbish.json)</source>
            <translation>Registro della partita (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="218" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Foglio di calcolo (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="219" />
            <source>Scoresheet (*.pdf)</source>
            <translation>Segnapunti (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="228" />
            <source>Export the match</source>
            <translation>Esporta la partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="256" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="297" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="305" />
            <source>Export failed</source>
            <translation>Esportazione non riuscita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="299" />
            <source>Could not write {path}: it is in the folder that keeps the match archive ({folder}). Choose another folder.</source>
            <translation>Impossibile scrivere {path}: è nella cartella che contiene l'archivio delle partite ({folder}). Scegli un'altra cartella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="307" />
            <source>Exported to {path}</source>
            <translation>Esportato in {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="323" />
            <source>Scoresheet sent to the printer.</source>
            <translation>Segnapunti inviato alla stampante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="335" />
            <source>Result copied: paste it into the group chat.</source>
            <translation>Risultato copiato: incollalo nella chat del gruppo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Registri di partita (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="343" />
            <source>Import matches</source>
            <translation>Importa partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="363" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="368" />
            <source>Nothing was imported</source>
            <translation>Non è stato importato nulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="364" />
            <source>These files have problems, so nothing was imported:

{problems}</source>
            <translation>Questi file hanno dei problemi, quindi non è stato importato nulla:

{problems}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="371" />
            <source>Imported %n match(es)</source>
            <translation>
                <numerusform>Importata %n partita</numerusform>
                <numerusform>Importate %n partite</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="372" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="428" />
            <source>; %n already saved, skipped</source>
            <translation>
                <numerusform>; %n già salvata, saltata</numerusform>
                <numerusform>; %n già salvate, saltate</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="381" />
            <source>Back up all matches into…</source>
            <translation>Fai il backup di tutte le partite in…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="391" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="394" />
            <source>Backup failed</source>
            <translation>Backup non riuscito</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="396" />
            <source>%n match(es) backed up in {folder}</source>
            <translation>
                <numerusform>%n partita copiata in {folder}</numerusform>
                <numerusform>%n partite copiate in {folder}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="414" />
            <source>Restore from backup folder…</source>
            <translation>Ripristina da una cartella di backup…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="422" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="425" />
            <source>Nothing was restored</source>
            <translation>Non è stato ripristinato nulla</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="427" />
            <source>Brought in %n match(es)</source>
            <translation>
                <numerusform>Recuperata %n partita</numerusform>
                <numerusform>Recuperate %n partite</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="436" />
            <source>Some matches were not restored</source>
            <translation>Alcune partite non sono state ripristinate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="437" />
            <source>{brought}.

Could not take from {folder}:
{problems}</source>
            <translation>{brought}.

Impossibile recuperare da {folder}:
{problems}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="457" />
            <source>Cannot open the match</source>
            <translation>Impossibile aprire la partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="466" />
            <source>Not saved in the archive: {error}</source>
            <translation>Non salvata nell'archivio: {error}</translation>
        </message>
    </context>
    <context>
        <name>Explain</name>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="59" />
            <source>team {n}</source>
            <translation>squadra {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="77" />
            <source>{list} and {item}</source>
            <translation>{list} e {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="79" />
            <source>{list}, {item}</source>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="93" />
            <source>their {what}</source>
            <translation>{what} di chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="95" />
            <source>the opponents' {what}</source>
            <translation>{what} degli avversari</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="130" />
            <source>Under your house rule the opponents take the {total} card points</source>
            <translation>Con la tua regola della casa gli avversari prendono i {total} punti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="134" />
            <source> plus their own {what}</source>
            <translation> più i propri punti ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="136" />
            <source> and the callers' bella</source>
            <translation> e la bella di chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="138" />
            <source>, {points} in all</source>
            <translation>, {points} in tutto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="141" />
            <source>; the callers' {what} is lost</source>
            <translation>; chi chiama perde i punti di {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="145" />
            <source>; the callers keep their bella</source>
            <translation>; chi chiama tiene la sua bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="148" />
            <source>Under your house rule the callers keep their bella ({points}).</source>
            <translation>Con la tua regola della casa chi chiama tiene la sua bella ({points}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="163" />
            <source>equal totals: half bait</source>
            <translation>totali pari: mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="165" />
            <source>equal totals: whole bait</source>
            <translation>totali pari: bait pieno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="172" />
            <location filename="../../tarbish_score/words/explain.py" line="203" />
            <source>{theirs} raised the line to {line}</source>
            <translation>con {theirs} la soglia sale a {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="174" />
            <source>needed {line} with {what}, took {took}</source>
            <translation>servivano {line} con {what}, presi {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="177" />
            <source>needed {line}, took {took}</source>
            <translation>servivano {line}, presi {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="187" />
            <source>Callers {c} against {o}: half bait — equal totals, so the callers score nothing</source>
            <translation>Chi chiama {c} contro {o}: mezzo bait — totali pari, quindi chi chiama non segna nulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="189" />
            <source> and the opponents keep their own {o}.</source>
            <translation> e gli avversari tengono i propri {o}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="191" />
            <source>Callers {c} against {o}: bait — equal totals count as whole bait under the house rules.</source>
            <translation>Chi chiama {c} contro {o}: bait — con le regole della casa i totali pari valgono come bait pieno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="194" />
            <source>Callers {c} against {o}: bait</source>
            <translation>Chi chiama {c} contro {o}: bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="199" />
            <source>{own} and {theirs} put the line at {line}</source>
            <translation>con {own} e {theirs} la soglia è a {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="205" />
            <source>{own} lowered the line to {line}</source>
            <translation>con {own} la soglia scende a {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="207" />
            <source>they needed {line} of {total} card points</source>
            <translation>servivano {line} dei {total} punti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="210" />
            <source>, and they took {cards}</source>
            <translation>, e ne hanno presi {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="212" />
            <source> (out of reach: the round has only {total})</source>
            <translation> (irraggiungibile: la smazzata ne ha solo {total})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="222" />
            <source>ace-high</source>
            <translation>all'asso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="223" />
            <source>king-high</source>
            <translation>al re</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="224" />
            <source>queen-high</source>
            <translation>alla donna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="225" />
            <source>jack-high</source>
            <translation>al fante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="226" />
            <source>ten-high</source>
            <translation>al dieci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="227" />
            <source>nine-high</source>
            <translation>al nove</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="228" />
            <source>eight-high</source>
            <translation>all'otto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="229" />
            <source>seven-high</source>
            <translation>al sette</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="230" />
            <source>six-high</source>
            <translation>al sei</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>fifties</source>
            <translation>cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>twenties</source>
            <translation>venti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="249" />
            <source>Nobody scores runs this round.</source>
            <translation>Nessuno segna scale in questa smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="253" />
            <source>{player} ({team}) scores {points} for runs.</source>
            <translation>{player} ({team}) segna {points} per le scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="256" />
            <source>{team} score {points} for runs: both partners' runs count.</source>
            <translation>{team}: {points} per le scale, contano quelle di entrambi i compagni.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="275" />
            <source>No run was announced during the first trick.</source>
            <translation>Nessuna scala è stata dichiarata durante la prima presa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="276" />
            <source>Nobody claims a run.</source>
            <translation>Nessuno dichiara una scala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="284" />
            <source>A fifty beats any twenty: {best} beats {beaten}.</source>
            <translation>Un cinquanta batte qualsiasi venti: {best} batte {beaten}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="288" />
            <source>Both are fifties. Under the house rules the longer run wins first: {n} cards beat {m}.</source>
            <translation>Entrambi sono cinquanta. Con le regole della casa vince prima la scala più lunga: {n} carte battono {m}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="294" />
            <source>Both are {kinds}.</source>
            <translation>Entrambi sono {kinds}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="297" />
            <source>Both are {kinds} in trump.</source>
            <translation>Entrambi sono {kinds} di briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="299" />
            <source>Both are {kinds}, neither in trump.</source>
            <translation>Entrambi sono {kinds}, nessuno di briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="304" />
            <source>{a} beats {b}.</source>
            <translation>La scala {a} batte quella {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="311" />
            <source>Both are {kinds}. Under the house rules trump comes first: the run in trump ({trump}) wins.</source>
            <translation>Entrambi sono {kinds}. Con le regole della casa la briscola viene prima: vince la scala di briscola ({trump}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="315" />
            <source>Both are {kinds}. Under the house rules trump comes before the top card: the run in trump ({trump}) beats the {top} plain run.</source>
            <translation>Entrambi sono {kinds}. Con le regole della casa la briscola viene prima della carta più alta: la scala di briscola ({trump}) batte quella {top} non di briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="320" />
            <source>Both are {top} {kinds}. A run in trump ({trump}) beats a plain run.</source>
            <translation>Entrambi sono {kinds} {top}. Una scala di briscola ({trump}) batte una scala non di briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="324" />
            <source>Both are {top} {kinds} in plain suits</source>
            <translation>Entrambi sono {kinds} {top} in semi non di briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="328" />
            <source>: identical runs on both teams, so nobody scores runs.</source>
            <translation>: scale identiche nelle due squadre, quindi nessuno segna scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="329" />
            <source>: under the house rules {player}, nearer the eldest hand, wins.</source>
            <translation>: con le regole della casa vince {player}, che viene prima nel giro partendo dal primo di mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="354" />
            <source>{best} and {partner} are equal, and partners do not both score: {player}, nearer the eldest hand, scores.</source>
            <translation>{best} e {partner} sono pari, e due compagni non segnano entrambi: segna {player}, che viene prima nel giro partendo dal primo di mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="360" />
            <source>Only {team} claim runs that count.</source>
            <translation>Scale valide dichiarate solo da {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="362" />
            <source>Only {team} claim runs.</source>
            <translation>Scale dichiarate solo da {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="367" />
            <source>Nobody else claims a run that counts.</source>
            <translation>Nessun altro dichiara una scala valida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="369" />
            <source>Nobody else claims a run.</source>
            <translation>Nessun altro dichiara una scala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="375" />
            <source>{runs} does not count: it was not announced in time;</source>
            <translation>{runs} non conta: non è stato dichiarato in tempo;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="377" />
            <source>{runs} do not count: they were not announced in time;</source>
            <translation>{runs} non contano: non sono stati dichiarati in tempo;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="388" />
            <source>To decide, add the top card of {run}.</source>
            <translation>Per decidere, indica la carta più alta per {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="389" />
            <source>To decide, add the suit of {run}.</source>
            <translation>Per decidere, indica il seme per {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="406" />
            <source>{run} was not announced during the first trick: it does not count.</source>
            <translation>{run} non è stato dichiarato durante la prima presa: non conta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="419" />
            <source>“{switch}: {value}”</source>
            <translation>«{switch}: {value}»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="424" />
            <source>Under {rule}, the trump would decide: pick the trump suit.</source>
            <translation>Con {rule}, deciderebbe la briscola: scegli il seme di briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="426" />
            <source>Under {rule}, nobody would score runs.</source>
            <translation>Con {rule}, nessuno segnerebbe scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="429" />
            <source>{player} ({team})</source>
            <translation>{player} ({team})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="434" />
            <source>Under {rule}, {who} would score {points} for runs.</source>
            <translation>Con {rule}, {who} segnerebbe {points} per le scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="442" />
            <source>does not count</source>
            <translation>non conta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="444" />
            <source>scores</source>
            <translation>segna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="446" />
            <source>tie: nobody scores</source>
            <translation>pari: nessuno segna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="448" />
            <source>does not score</source>
            <translation>non segna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="461" />
            <source>{a} and {b} need {n} cards of {suit}, but a suit has only 9.</source>
            <translation>{a} e {b} richiedono {n} carte di {suit}, ma un seme ne ha solo 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="465" />
            <source>{a} and {b} both hold the {card}: the same card cannot be in two hands.</source>
            <translation>{a} e {b} hanno entrambi la carta {card}: la stessa carta non può stare in due mani.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="468" />
            <source>{a} and {b} both use the {card}: one card cannot be in two runs.</source>
            <translation>{a} e {b} usano entrambi la carta {card}: una carta non può stare in due scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="473" />
            <source>{run}: a {length}-card run cannot top at {top}; the lowest it can top at is {lowest}.</source>
            <translation>{run}: una scala di {length} carte non può avere in testa {top}; la carta più bassa che può avere in testa è {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="482" />
            <source>{player}'s runs join into one run of {length} cards: that is one run, not two.</source>
            <translation>Le scale di {player} si uniscono in un'unica scala di {length} carte: è una scala sola, non due.</translation>
        </message>
    </context>
    <context>
        <name>GamesCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="28" />
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="30" />
            <source>Count every game, only the kitchen matches, only the tournament games, or one tournament's</source>
            <translation>Contare tutte le partite, solo quelle fuori torneo, solo quelle dei tornei, o quelle di un torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="58" />
            <source>All games</source>
            <translation>Tutte le partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="59" />
            <source>Kitchen matches only</source>
            <translation>Solo fuori torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="60" />
            <source>Tournament games only</source>
            <translation>Solo tornei</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="65" />
            <source>Tournament {id}</source>
            <translation>Torneo {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="67" />
            <source>{name}, {day}</source>
            <translation>{name}, {day}</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="37" />
            <source>Entering a round (the focus starts on the caller)</source>
            <translation>Inserire una smazzata (il cursore parte da chi chiama)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="457" />
            <source>Caller: the player who named trump, by seat number</source>
            <translation>Chi chiama: il giocatore che ha scelto la briscola, per numero di posto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="458" />
            <source>Thrown in: everyone passed (only when the dealer is not forced)</source>
            <translation>Annullata: tutti hanno passato (solo se il mazziere non è obbligato)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="462" />
            <source>Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades</source>
            <translation>Briscola: ♣ fiori (C), ♦ quadri (D), ♥ cuori (H), ♠ picche (S)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="464" />
            <source>No trump (only when the house rules allow it)</source>
            <translation>Senza briscola (solo se le regole della casa lo permettono)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="467" />
            <source>digits</source>
            <translation>cifre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="468" />
            <source>Card points the callers counted (the other team's are filled in)</source>
            <translation>Punti delle carte contati da chi chiama (quelli dell'altra squadra si compilano da soli)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="470" />
            <source>The other team counted: switch whose count you type</source>
            <translation>Ha contato l'altra squadra: cambia di chi è il conteggio che scrivi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="478" />
            <source>In runs: remove the last run</source>
            <translation>Nelle scale: togli l'ultima scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="482" />
            <source>Run's top card or suit, when asked for: type it in the field with the focus (1 is the 10; the suit comes next)</source>
            <translation>Carta più alta o seme della scala, quando richiesti: scrivili nel campo attivo (1 è il 10; poi il seme)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="488" />
            <source>Bella; then 0 for nobody or the player's seat number</source>
            <translation>Bella; poi 0 per nessuno o il numero di posto del giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="490" />
            <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
            <translation>Cappotto: una squadra ha fatto tutte e nove le prese (solo con un bonus cappotto)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="492" />
            <source>Next / previous field</source>
            <translation>Campo successivo / precedente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="493" />
            <source>Record the round (or save the correction)</source>
            <translation>Registra la smazzata (o salva la correzione)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="494" />
            <source>Clear the round (or cancel the correction)</source>
            <translation>Svuota la smazzata (o annulla la correzione)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="503" />
            <source>Run checker: the round's trump, by the round entry's letters ({no_trump}: no trump)</source>
            <translation>Controllo scale: la briscola della smazzata, con le lettere dell'inserimento ({no_trump}: senza briscola)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="526" />
            <source>On the race chart ({F9}; click it or {Tab} to it): the round before or after, the first, the last; what that round did is read under the chart</source>
            <translation>Sul grafico dell’andamento ({F9}; fai clic o arrivaci con {Tab}): la smazzata prima o dopo, la prima, l’ultima; cosa ha fatto quella smazzata si legge sotto il grafico</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="548" />
            <source>Archive statistics: which games count (kitchen matches, tournaments, one night)</source>
            <translation>Statistiche dell’archivio: quali partite contano (partite in casa, tornei, una serata)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="559" />
            <source>Start the match (nothing typed: a standard match, North-South against East-West)</source>
            <translation>Inizia la partita (senza scrivere nulla: una partita standard, Nord-Sud contro Est-Ovest)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="38" />
            <source>Round history</source>
            <translation>Storico delle smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="276" />
            <source>Switch between the round entry and the round history</source>
            <translation>Passa dall'inserimento della smazzata allo storico e viceversa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="474" />
            <source>Runs; then the player's seat number and {twenty} for a twenty or {fifty} for a fifty</source>
            <translation>Scale; poi il numero di posto del giocatore e {twenty} per un venti o {fifty} per un cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="495" />
            <source>Choose a round</source>
            <translation>Scegli una smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="496" />
            <source>Correct the chosen round (double-click works too)</source>
            <translation>Correggi la smazzata scelta (funziona anche il doppio clic)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="497" />
            <source>Delete the chosen round</source>
            <translation>Elimina la smazzata scelta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="255" />
            <source>Insert a forgotten round before the chosen one (the last one if none)</source>
            <translation>Inserisci una smazzata dimenticata prima di quella scelta (prima dell'ultima se nessuna)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="498" />
            <source>Back to the round entry</source>
            <translation>Torna all'inserimento della smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="39" />
            <source>Match and window</source>
            <translation>Partita e finestra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="56" />
            <source>New match: teams, players, first dealer, target, house rules</source>
            <translation>Nuova partita: squadre, giocatori, primo mazziere, obiettivo, regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="66" />
            <source>Rematch: same teams and rules, the next player deals first</source>
            <translation>Rivincita: stesse squadre e regole, il giocatore successivo fa il primo mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="77" />
            <source>Rename teams and players (scores stay; a finished match too)</source>
            <translation>Rinomina squadre e giocatori (i punteggi restano; anche a partita finita)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="87" />
            <source>Note on the match: where and when (Legion hall, Friday)</source>
            <translation>Nota sulla partita: dove e quando (circolo, venerdì)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="98" />
            <source>Note on the round chosen in the history, else the last one (misdeal, renege)</source>
            <translation>Nota sulla smazzata scelta nello storico, altrimenti sull'ultima (carte date male, rinuncia)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="235" />
            <source>Undo: recording, correcting, deleting a round, starting a match</source>
            <translation>Annulla: registrazione, correzione, eliminazione di una smazzata, inizio di una partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="244" />
            <source>Redo</source>
            <translation>Ripeti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="391" />
            <source>Run checker: who scores runs, and why (settles a dispute)</source>
            <translation>Controllo scale: chi segna le scale, e perché (risolve una contestazione)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="401" />
            <source>Card-point counter: count a pile card by card, or check both piles</source>
            <translation>Contapunti delle carte: conta un mazzetto carta per carta, o verifica entrambi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="265" />
            <source>Change the house rules: what changes is shown before it applies</source>
            <translation>Cambia le regole della casa: vedi cosa cambia prima di applicarle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="286" />
            <source>Full screen, for the whole table to read</source>
            <translation>Schermo intero, perché tutto il tavolo possa leggere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="300" />
            <source>Zoom in: bigger type in the whole window</source>
            <translation>Ingrandisci: testo più grande in tutta la finestra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="310" />
            <source>Zoom out</source>
            <translation>Riduci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="320" />
            <source>Actual size (the zoom is remembered)</source>
            <translation>Dimensioni effettive (lo zoom viene ricordato)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="197" />
            <source>Match archive: every match kept, to open, export or delete</source>
            <translation>Archivio partite: tutte le partite conservate, da aprire, esportare o eliminare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="207" />
            <source>Corrections log: every correction made to this match</source>
            <translation>Registro correzioni: tutte le correzioni fatte a questa partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="111" />
            <source>Statistics of this match: who called what, per team and per player</source>
            <translation>Statistiche di questa partita: chi ha chiamato cosa, per squadra e per giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="122" />
            <source>Archive statistics: who has won most, per player, per pair, head to head</source>
            <translation>Statistiche dell'archivio: chi ha vinto di più, per giocatore, per coppia, negli scontri diretti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="342" />
            <source>Table view: only the score, as big as it goes; rounds are still typed blind</source>
            <translation>Vista tavolo: solo il punteggio, il più grande possibile; le smazzate si scrivono comunque alla cieca</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="375" />
            <source>Race chart: both teams' totals round by round; ← → on it read each round</source>
            <translation>Grafico dell'andamento: i totali delle due squadre smazzata per smazzata; ← → sul grafico leggono ogni smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="441" />
            <source>These keyboard shortcuts</source>
            <translation>Queste scorciatoie da tastiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="452" />
            <source>The rules in force</source>
            <translation>Le regole in vigore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="225" />
            <source>Quit</source>
            <translation>Esci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="40" />
            <source>Run checker and card-point counter</source>
            <translation>Controllo scale e contapunti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="499" />
            <source>Run checker: whose cards or runs you enter, by seat</source>
            <translation>Controllo scale: di chi sono le carte o le scale che inserisci, per posto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="502" />
            <source>Alt+T, then {suits}</source>
            <translation>Alt+B, poi {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="508" />
            <source>On the cards: move, and pick or drop the card</source>
            <translation>Sulle carte: spostati, e scegli o togli la carta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="511" />
            <source>{ranks}, then {suits}</source>
            <translation>{ranks}, poi {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="512" />
            <source>On the cards: pick or drop a card by rank and suit (1 is the ten)</source>
            <translation>Sulle carte: scegli o togli una carta per valore e seme (1 è il dieci)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="518" />
            <source>Card-point counter: the last trick went to team 1, team 2, or not counted yet</source>
            <translation>Contapunti delle carte: l'ultima presa è andata alla squadra 1, alla squadra 2, o non è ancora contata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="520" />
            <source>Match archive: find a team, player or note</source>
            <translation>Archivio partite: cerca una squadra, un giocatore o una nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="521" />
            <source>Apply to the round being entered</source>
            <translation>Applica alla smazzata che stai inserendo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="522" />
            <source>Close without applying</source>
            <translation>Chiudi senza applicare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="41" />
            <source>Race chart and statistics</source>
            <translation>Grafico dell’andamento e statistiche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="535" />
            <source>Archive statistics: the players, pairs of partners and head-to-head tables</source>
            <translation>Statistiche dell’archivio: tabelle di giocatori, coppie di compagni e scontri diretti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="538" />
            <source>Archive statistics: count from a date, up to a date</source>
            <translation>Statistiche dell’archivio: contare da una data, fino a una data</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="543" />
            <source>Archive statistics: only one house-rule preset, only one player</source>
            <translation>Statistiche dell’archivio: un solo insieme di regole della casa, un solo giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="553" />
            <source>Archive statistics: export the table shown as a spreadsheet (CSV)</source>
            <translation>Statistiche dell’archivio: esportare la tabella mostrata come foglio di calcolo (CSV)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="555" />
            <source>Close a statistics window or the About box</source>
            <translation>Chiudere una finestra di statistiche o la finestra Informazioni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="42" />
            <source>Sharing and saving</source>
            <translation>Condividere e salvare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="164" />
            <source>Copy the result, for the group chat</source>
            <translation>Copia il risultato, per la chat del gruppo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="136" />
            <source>Export the match: match record, spreadsheet (CSV) or PDF scoresheet</source>
            <translation>Esporta la partita: registro della partita, foglio di calcolo (CSV) o segnapunti PDF</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="146" />
            <source>Print the scoresheet</source>
            <translation>Stampa il segnapunti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="175" />
            <source>Import match records</source>
            <translation>Importa registri di partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="43" />
            <source>New-match dialog</source>
            <translation>Finestra Nuova partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="561" />
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="53" />
            <source>Keyboard shortcuts</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Scorciatoie da tastiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="150" />
            <source>A fifty (four cards or more) beats any twenty.</source>
            <translation>Un cinquanta (quattro carte o più) batte qualsiasi venti.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="151" />
            <source>Between two fifties, the longer run wins.</source>
            <translation>Tra due cinquanta vince la scala più lunga.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="152" />
            <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
            <translation>Vince la carta più alta in testa alla scala (prima l'A, poi K Q J 10 9 8).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="153" />
            <source>A run in trump beats a plain-suit run.</source>
            <translation>Una scala di briscola batte una scala di un altro seme.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="154" />
            <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
            <translation>Scale identiche non di briscola in squadre avversarie: nessuno segna scale in questa smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="157" />
            <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
            <translation>Scale identiche non di briscola in squadre avversarie: vince quella più vicina al primo di mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="192" />
            <source>Rules in force: {preset}</source>
            <translation>Regole in vigore: {preset}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="177" />
            <source>Changed from the standard rules: {names}.</source>
            <translation>Cambiate rispetto alle regole standard: {names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="179" />
            <source>All standard rules.</source>
            <translation>Tutte regole standard.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="194" />
            <source>Did the callers make it? (bait)</source>
            <translation>Chi chiama ce l'ha fatta? (bait)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="70" />
            <source>Each team's round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
            <translation>Il totale di ogni squadra nella smazzata è dato dai punti delle carte (ultima presa compresa) più le scale assegnate più la bella. Chi chiama deve segnare più degli avversari.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="78" />
            <source>With no runs and no bella that means {line} of the {total} card points. Runs and bella move the line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the line for every round.</source>
            <translation>Senza scale né bella servono quindi {line} dei {total} punti delle carte. Scale e bella spostano la soglia: {own_twenty} con un proprio venti, {against_fifty} contro un cinquanta. L'anteprima mostra la soglia per ogni smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="89" />
            <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
            <translation>Meno punti: bait (chi chiama va sotto). Chi chiama segna 0; gli avversari prendono tutto quello che c'è sul tavolo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="97" />
            <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
            <translation>Totali pari: mezzo bait. Chi chiama segna 0; gli avversari tengono i propri punti.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="196" />
            <source>Runs: which run wins</source>
            <translation>Scale: quale scala vince</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="104" />
            <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player's best run is compared, step by step:</source>
            <translation>Una scala di tre carte è un venti, di quattro o più un cinquanta. In una smazzata segna le scale una sola parte; si confronta la scala migliore di ogni giocatore, passo per passo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="117" />
            <source>Only the player holding the best run scores runs: all of that player's runs.</source>
            <translation>Segna le scale solo il giocatore che ha la scala migliore: tutte le sue scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="120" />
            <source>The team holding the best run scores the runs of both partners.</source>
            <translation>La squadra che ha la scala migliore segna le scale di entrambi i compagni.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="121" />
            <source>A run must be announced during the first trick.</source>
            <translation>Una scala va dichiarata durante la prima presa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="200" />
            <source>Winning the match</source>
            <translation>Vincere la partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="122" />
            <source>The first team to {target} points or more wins.</source>
            <translation>Vince la prima squadra che arriva a {target} punti o più.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="75" />
            <source>A team that takes all nine tricks adds {bonus} to its round total.</source>
            <translation>Una squadra che fa tutte e nove le prese aggiunge {bonus} al suo totale della smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="92" />
            <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points, their own runs and bella, and the callers' bella (the callers' runs are lost).</source>
            <translation>Meno punti: bait (chi chiama va sotto). Chi chiama segna 0; gli avversari prendono i {total} punti delle carte, le proprie scale e bella, e la bella di chi chiama (le scale di chi chiama si perdono).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="100" />
            <source>Equal totals: whole bait, scored as a bait.</source>
            <translation>Totali pari: bait pieno, contato come un bait.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="101" />
            <source>On a bait or half bait, the callers keep their own bella ({bella}).</source>
            <translation>Con il bait o il mezzo bait, chi chiama tiene la propria bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="109" />
            <source>Under your house rules a long run is cut into fifties and a twenty: {values}.</source>
            <translation>Con le vostre regole della casa una scala lunga si divide in cinquanta e un venti: {values}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="113" />
            <source>{cards} cards {points}</source>
            <translation>{cards} carte {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="125" />
            <source>The first team to pass {target} points wins.</source>
            <translation>Vince la prima squadra che supera {target} punti.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="128" />
            <source>Both teams reach it in the same round: the higher total wins.</source>
            <translation>Se entrambe le squadre ci arrivano nella stessa smazzata, vince il totale più alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="131" />
            <source>Both teams reach it in the same round: the callers win if they made it.</source>
            <translation>Se entrambe le squadre ci arrivano nella stessa smazzata, vince chi chiama, se ce l'ha fatta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="134" />
            <source>Equal totals at or above the target: play another round.</source>
            <translation>Totali pari all'obiettivo o oltre: si gioca un'altra smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="135" />
            <source>Equal totals at or above the target: the match is a draw.</source>
            <translation>Totali pari all'obiettivo o oltre: la partita finisce in pareggio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="136" />
            <source>The callers cannot go out on a round they go bait on: they score 0.</source>
            <translation>Chi chiama non può chiudere la partita con una smazzata in cui va bait: segna 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="139" />
            <source>The callers can go out on a round they go bait on: they keep their own bella ({bella}).</source>
            <translation>Chi chiama può chiudere la partita con una smazzata in cui va bait: tiene la propria bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="202" />
            <source>Every house rule</source>
            <translation>Tutte le regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="204" />
            <source>differs from the standard rules</source>
            <translation>diversa dalle regole standard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="205" />
            <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
            <translation>Da dove vengono queste regole: testi pubblici sul Tarabish (come la voce di Wikipedia e articoli di giornali di Cape Breton), il server di gioco KenMacD/tarabish e regole della casa viste a tavoli veri. Nessuna regola qui ha una fonte migliore di queste; se al tuo tavolo si gioca diversamente, cambia le regole della casa.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="98" />
            <source>Tarabish Score help</source>
            <translation>Guida di Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="104" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="108" />
            <source>Keyboard shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="105" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="112" />
            <source>Rules in force</source>
            <translation>Regole in vigore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="106" />
            <source>Help pages</source>
            <translation>Pagine della guida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="107" />
            <source>Left and Right switch between the help pages.</source>
            <translation>Le frecce sinistra e destra passano da una pagina della guida all'altra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="110" />
            <source>Every key of every window and what it does; Page Up and Page Down scroll.</source>
            <translation>Ogni tasto di ogni finestra e che cosa fa; Page Up e Page Down scorrono.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="114" />
            <source>The house rules of the match being scored; Page Up and Page Down scroll.</source>
            <translation>Le regole della casa della partita in corso; Page Up e Page Down scorrono.</translation>
        </message>
    </context>
    <context>
        <name>KeepAwakeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="326" />
            <source>Keep screen a&amp;wake during a match</source>
            <translation>Tieni lo schermo a&amp;cceso durante una partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="329" />
            <source>The screen does not blank or lock while a match is being played.</source>
            <translation>Lo schermo non si spegne né si blocca mentre si gioca una partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/screen_awake.py" line="80" />
            <source>A match of Tarabish is being scored</source>
            <extracomment>The events of the window that can change whether it is in view.</extracomment>
            <translation>Si sta segnando una partita di Tarabish</translation>
        </message>
    </context>
    <context>
        <name>Keeper</name>
        <message>
            <location filename="../../tarbish_score/qt/keeper.py" line="227" />
            <source>changes in this window are not saved yet; once they are, restore the snapshot</source>
            <extracomment>The log action of each command kind done the first time. The last save that failed, while changes are pending; else None. The recovery record this session wrote (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>le modifiche in questa finestra non sono ancora salvate; quando lo saranno, ripristina l'istantanea</translation>
        </message>
    </context>
    <context>
        <name>KeyLetters</name>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="41" />
            <source>C</source>
            <extracomment>The key for the suit clubs: one letter, no other suit's nor no trump's (French: T, trèfle).</extracomment>
            <translation>F</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="43" />
            <source>D</source>
            <extracomment>The key for the suit diamonds: one letter (French: K, carreau).</extracomment>
            <translation>Q</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="45" />
            <source>H</source>
            <extracomment>The key for the suit hearts: one letter (French: C, cœur).</extracomment>
            <translation>C</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="47" />
            <source>S</source>
            <extracomment>The key for the suit spades: one letter (French: P, pique).</extracomment>
            <translation>P</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="49" />
            <source>N</source>
            <extracomment>The key for a round without trump: one letter, no suit's (French: A, sans atout).</extracomment>
            <translation>N</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="51" />
            <source>R</source>
            <extracomment>The key that goes to the runs: one letter, no suit's, no card's (French: S, suites).</extracomment>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="53" />
            <source>B</source>
            <extracomment>The key that goes to bella: one letter, no suit's, no card's (French: B, belote).</extracomment>
            <translation>B</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="55" />
            <source>W</source>
            <extracomment>The key that marks a sweep: one letter, no suit's, no card's (French: O, capot).</extracomment>
            <translation>O</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="57" />
            <source>T</source>
            <extracomment>The key that adds a twenty after a seat number: one letter (French: V, vingt).</extracomment>
            <translation>V</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="59" />
            <source>F</source>
            <extracomment>The key that adds a fifty after a seat number: one letter, not the twenty's (French: C, cinquante).</extracomment>
            <translation>C</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="35" />
            <source>Ctrl key</source>
            <extracomment>The name printed on the key, alone (without "key"), as keyboards in this language show it.</extracomment>
            <translation>Ctrl</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="37" />
            <source>Shift key</source>
            <extracomment>The name printed on the key, alone (French: Maj).</extracomment>
            <translation>Maiusc</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="38" />
            <source>Alt key</source>
            <translation>Alt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="39" />
            <source>Meta key</source>
            <translation>Meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="41" />
            <location filename="../../tarbish_score/qt/key_names.py" line="42" />
            <source>Enter key</source>
            <extracomment>The name printed on the key, alone (French: Entrée).</extracomment>
            <translation>Invio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="44" />
            <source>Esc key</source>
            <extracomment>The name printed on the key, alone (French: Échap).</extracomment>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="46" />
            <source>Delete key</source>
            <extracomment>The name printed on the key, alone (French: Suppr).</extracomment>
            <translation>Canc</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="48" />
            <source>Backspace key</source>
            <extracomment>The key that deletes backwards, its name alone (French: Retour arrière; Qt's French says "Effacement").</extracomment>
            <translation>Backspace</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="49" />
            <source>Tab key</source>
            <translation>Tab</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="51" />
            <source>Ins key</source>
            <extracomment>The name printed on the key, alone (French: Inser).</extracomment>
            <translation>Ins</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="53" />
            <source>Space key</source>
            <extracomment>The space bar's name, alone (French: Espace).</extracomment>
            <translation>Spazio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="55" />
            <source>Home key</source>
            <extracomment>The name printed on the key, alone (French: Début).</extracomment>
            <translation>Inizio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="57" />
            <source>End key</source>
            <extracomment>The name printed on the key, alone (French: Fin).</extracomment>
            <translation>Fine</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="59" />
            <source>Left key</source>
            <extracomment>The left arrow key's name, alone (French: Gauche).</extracomment>
            <translation>Sinistra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="61" />
            <source>Right key</source>
            <extracomment>The right arrow key's name, alone (French: Droite).</extracomment>
            <translation>Destra</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="342" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="350" />
            <source>Keys of the desk</source>
            <translation>Tasti del banco del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>Keys</source>
            <translation>Tasti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>What they do</source>
            <translation>Cosa fanno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="351" />
            <source>Each key of the desk and what it does; {Esc} closes.</source>
            <translation>Ogni tasto del banco del torneo e cosa fa; {Esc} chiude.</translation>
        </message>
    </context>
    <context>
        <name>LanguageActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="48" />
            <source>&amp;Language</source>
            <extracomment>The note that the language changes at the next start (made on the first change). The language in force in this session ("" for the system's).</extracomment>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="54" />
            <source>System language</source>
            <extracomment>The menu's items by language code ("" for the system's language).</extracomment>
            <translation>Lingua del sistema</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="90" />
            <source>The language changes to {language} the next time Tarabish Score starts.</source>
            <translation>La lingua passerà a {language} al prossimo avvio di Tarabish Score.</translation>
        </message>
    </context>
    <context>
        <name>Leaving</name>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="179" />
            <source>Tarabish Score: changes the archive refused are kept in {path}; they are offered back at the next start.</source>
            <extracomment>How a close treats unsaved changes: ask the player, keep them in a recovery record, or let them go. The signals that close the window cleanly (Ctrl+C in the terminal, a polite kill, the terminal closed). No archive id: the match was never in an archive. The recovery record written (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>Tarabish Score: le modifiche rifiutate dall'archivio sono conservate in {path}; verranno riproposte al prossimo avvio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="185" />
            <source>Tarabish Score: changes the archive refused could not be kept anywhere ({problem}).</source>
            <translation>Tarabish Score: le modifiche rifiutate dall'archivio non si sono potute conservare da nessuna parte ({problem}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="279" />
            <source>Save a copy of the match</source>
            <translation>Salva una copia della partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="281" />
            <source>Match records (*.tarbish.json)</source>
            <translation>Registri di partita (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="304" />
            <source>The copy could not be saved: {error}</source>
            <translation>Impossibile salvare la copia: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="415" />
            <source>Could not bring back {path}: {error}</source>
            <extracomment>The status a signal left with (128 + its number), or None: it wins over a later quit().</extracomment>
            <translation>Impossibile recuperare {path}: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="433" />
            <source>cannot be read: {error}</source>
            <translation>illeggibile: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/leaving.py" line="436" />
            <source>{a} against {b}, %n round(s)</source>
            <translation>
                <numerusform>{a} contro {b}, %n smazzata</numerusform>
                <numerusform>{a} contro {b}, %n smazzate</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/main_window.py" line="85" />
            <location filename="../../tarbish_score/ui/main_window.py" line="386" />
            <source>Tarabish Score</source>
            <extracomment>The archive's menus and banners, once :meth:`attach_keeper` has run. The sync folder's command and banners, attached with the archive. How the next close treats changes the archive refused (see :mod:`tarbish_score.ui.leaving`). The match's stand-in keeper when the archive could not be opened (its rounds are kept on leaving). The question about them, while it is open.
----------
Every command's action by its declared id (the archive's join them once it is open). The menu bar's menus by declared id, each filled when it first opens.</extracomment>
            <translation>Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="51" />
            <source>&amp;New match…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="61" />
            <source>&amp;Rematch</source>
            <translation>&amp;Rivincita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="220" />
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="231" />
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="240" />
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="271" />
            <source>Switch between round &amp;entry and history</source>
            <translation>&amp;Alterna inserimento e storico</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="281" />
            <source>&amp;Full screen</source>
            <translation>&amp;Schermo intero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="435" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Scorciatoie da tastiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="446" />
            <source>&amp;Rules in force</source>
            <translation>&amp;Regole in vigore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="28" />
            <source>&amp;Match</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="29" />
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="30" />
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="33" />
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="455" />
            <source>&amp;About Tarabish Score</source>
            <translation>&amp;Informazioni su Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="250" />
            <source>&amp;Insert a forgotten round before the selected one</source>
            <translation>&amp;Inserisci una smazzata dimenticata prima di quella selezionata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="260" />
            <source>Change the &amp;house rules…</source>
            <translation>Cambia le regole della &amp;casa…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="386" />
            <source>&amp;Run checker…</source>
            <translation>Controllo &amp;scale…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="396" />
            <source>&amp;Card-point counter…</source>
            <translation>&amp;Contapunti delle carte…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="31" />
            <source>&amp;Tools</source>
            <translation>S&amp;trumenti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="131" />
            <source>&amp;Export…</source>
            <translation>Es&amp;porta…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="141" />
            <source>&amp;Print scoresheet…</source>
            <translation>S&amp;tampa segnapunti…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="159" />
            <source>&amp;Copy result</source>
            <translation>Copia ris&amp;ultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="170" />
            <source>&amp;Import…</source>
            <translation>&amp;Importa…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="177" />
            <source>&amp;Back up all matches…</source>
            <translation>&amp;Backup di tutte le partite…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="178" />
            <source>Res&amp;tore from backup…</source>
            <translation>Ripristina &amp;da backup…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tools.py" line="77" />
            <source>Runs from the run checker entered in the round.</source>
            <translation>Scale del controllo scale inserite nella smazzata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="152" />
            <source>Start a rematch?</source>
            <translation>Iniziare una rivincita?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="154" />
            <source>This match is not over: {a} {x}, {b} {y}.</source>
            <translation>Questa partita non è finita: {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="160" />
            <source>A rematch starts again from 0 to 0. {Ctrl+Z} would bring this match back.</source>
            <translation>Una rivincita riparte da 0 a 0. {Ctrl+Z} riporterebbe indietro questa partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="166" />
            <source>&amp;Start the rematch</source>
            <translation>&amp;Inizia la rivincita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="169" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Continua a giocare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/main_window.py" line="388" />
            <source>Tarabish Score: {a} against {b}</source>
            <translation>Tarabish Score: {a} contro {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="94" />
            <source>Match started: good luck!</source>
            <translation>Partita iniziata: buona fortuna!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="106" />
            <source>Round {n} corrected; later rounds re-scored.</source>
            <translation>Smazzata {n} corretta; smazzate successive ricalcolate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="193" />
            <source>No round recorded yet: type the round as the next one.</source>
            <translation>Nessuna smazzata registrata: inseriscila come prossima.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="99" />
            <source>Round {n} recorded. {Ctrl+Z} undoes it.</source>
            <translation>Smazzata {n} registrata. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="113" />
            <source>Round {n} deleted; later rounds re-scored. {Ctrl+Z} brings it back.</source>
            <translation>Smazzata {n} eliminata; smazzate successive ricalcolate. {Ctrl+Z} la ripristina.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="126" />
            <source>Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals follow. {Ctrl+Z} undoes it.</source>
            <translation>Smazzata dimenticata inserita come smazzata {n}; le successive sono rinumerate, con mazzieri e totali aggiornati. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="137" />
            <source>House rules changed; every round re-scored. {Ctrl+Z} undoes it.</source>
            <translation>Regole della casa cambiate; ogni smazzata ricalcolata. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="159" />
            <source>Round {n} deleted.</source>
            <translation>Smazzata {n} eliminata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="163" />
            <source>Round {n} corrected; round {first} removed.</source>
            <translation>Smazzata {n} corretta; smazzata {first} tolta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="165" />
            <source>Round {n} corrected; rounds {first} to {last} removed.</source>
            <translation>Smazzata {n} corretta; smazzate da {first} a {last} tolte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="173" />
            <source>Rematch started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Rivincita iniziata; {a} contro {b} ({x} – {y}) è messa da parte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="177" />
            <source>New match started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Nuova partita iniziata; {a} contro {b} ({x} – {y}) è messa da parte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="194" />
            <location filename="../../tarbish_score/ui/change_news.py" line="195" />
            <source>starting the new match</source>
            <translation>l'inizio della nuova partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="196" />
            <source>recording round {n}</source>
            <translation>la registrazione della smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="197" />
            <source>the correction of round {n}</source>
            <translation>la correzione della smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="198" />
            <source>deleting round {n}</source>
            <translation>l'eliminazione della smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="199" />
            <source>renaming teams and players</source>
            <translation>il cambio di nome di squadre e giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="201" />
            <source>the note on round {n}</source>
            <translation>la nota sulla smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="203" />
            <source>the match's note</source>
            <translation>la nota sulla partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="205" />
            <source>putting in the forgotten round {n}</source>
            <translation>l'inserimento della smazzata dimenticata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="206" />
            <source>the change of house rules</source>
            <translation>il cambio delle regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="207" />
            <source>the last change</source>
            <translation>l'ultima modifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="209" />
            <source>Redone: {change}. {Ctrl+Z} undoes it.</source>
            <translation>Ripetuto: {change}. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="211" />
            <source>Undone: {change}. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Annullato: {change}. {Ctrl+Shift+Z} ripete.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="223" />
            <source>Round {n} was not changed: nothing to correct.</source>
            <translation>La smazzata {n} non è cambiata: niente da correggere.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="234" />
            <source>{why} — note: {note}</source>
            <translation>{why} — nota: {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="236" />
            <source>note: {note}</source>
            <translation>nota: {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="241" />
            <source>Round {n}: {why}</source>
            <translation>Smazzata {n}: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="80" />
            <source>This finished match is read-only: press “Correct this match” to change it.</source>
            <translation>Questa partita finita è di sola lettura: premi “Correggi questa partita” per modificarla.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/app.py" line="371" />
            <source>Brought back: {a} against {b}, %n round(s).</source>
            <extracomment>Exit status when another window already has the data folder open. A second launch was given a file it cannot read: said on standard error, nothing handed over. The compiled catalogues' folder (the one ``export --language`` reads). English's catalogue: only the plural messages ("%n match" / "%n matches"); the rest is the source. The archive's file in the data folder (tarbish_score.storage names it; not imported before the first paint).</extracomment>
            <translation>
                <numerusform>Recuperata: {a} contro {b}, %n smazzata.</numerusform>
                <numerusform>Recuperata: {a} contro {b}, %n smazzate.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="380" />
            <source>Welcome back: {a} against {b}, round {n}.</source>
            <translation>Si riprende: {a} contro {b}, smazzata {n}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="436" />
            <source>Last match: {a} against {b}, finished. {Ctrl+Shift+R}: rematch; {Ctrl+N}: new match.</source>
            <translation>Ultima partita: {a} contro {b}, finita. {Ctrl+Shift+R}: rivincita; {Ctrl+N}: nuova partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="452" />
            <source>Tarabish Score is already open</source>
            <translation>Tarabish Score è già aperto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="453" />
            <source>{error}

Two windows on one archive could each overwrite the other's rounds.</source>
            <translation>{error}

Due finestre sullo stesso archivio potrebbero sovrascrivere l'una le smazzate dell'altra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="466" />
            <source>Matches will not be saved</source>
            <translation>Le partite non verranno salvate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="467" />
            <source>{error}

You can keep score, but this match will not be saved.</source>
            <translation>{error}

Puoi segnare i punti, ma questa partita non verrà salvata.</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="91" />
            <source>start a new match</source>
            <extracomment>A persistence hook: called with each :class:`Change` (``change.match`` is the match now in force, None when undo goes back to "no match"), *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted.</extracomment>
            <translation>avvia una nuova partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="100" />
            <source>start a rematch</source>
            <translation>avvia una rivincita</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="111" />
            <source>record round %n</source>
            <translation>
                <numerusform>registra la smazzata %n</numerusform>
                <numerusform>registra la smazzata %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="128" />
            <source>edit round %n</source>
            <translation>
                <numerusform>modifica la smazzata %n</numerusform>
                <numerusform>modifica la smazzata %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="142" />
            <source>edit round %n and remove the later rounds</source>
            <translation>
                <numerusform>modifica la smazzata %n e togli le successive</numerusform>
                <numerusform>modifica la smazzata %n e togli le successive</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="154" />
            <source>delete round %n</source>
            <translation>
                <numerusform>elimina la smazzata %n</numerusform>
                <numerusform>elimina la smazzata %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="173" />
            <source>rename teams and players</source>
            <translation>rinomina squadre e giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="192" />
            <source>note on the match</source>
            <translation>nota sulla partita</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="195" />
            <source>note on round %n</source>
            <translation>
                <numerusform>nota sulla smazzata %n</numerusform>
                <numerusform>nota sulla smazzata %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="214" />
            <source>insert a forgotten round as round %n</source>
            <translation>
                <numerusform>inserisci una smazzata dimenticata come smazzata %n</numerusform>
                <numerusform>inserisci una smazzata dimenticata come smazzata %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="231" />
            <source>change the house rules</source>
            <translation>cambia le regole della casa</translation>
        </message>
    </context>
    <context>
        <name>MatchDetailsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="72" />
            <source>Rena&amp;me teams and players…</source>
            <translation>Rino&amp;mina squadre e giocatori…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="82" />
            <source>Matc&amp;h note…</source>
            <translation>Nota de&amp;lla partita…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="92" />
            <source>Note on a ro&amp;und…</source>
            <translation>Nota su una &amp;smazzata…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="101" />
            <source>Teams and players renamed. {Ctrl+Z} undoes it.</source>
            <extracomment>The round the open note dialog is about (0-based), or -1 for the match. Where the keyboard focus was when a dialog opened: it goes back there. The declared commands' actions (ui/window_commands.py), on the window, by id. "Note: Legion hall, Friday" across the window; hidden while the match has no note.</extracomment>
            <translation>Squadre e giocatori rinominati. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Note on the match</source>
            <translation>Nota sulla partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Where and when: Legion hall, Friday</source>
            <translation>Dove e quando: circolo, venerdì</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="135" />
            <source>No round yet: a note goes on a recorded round.</source>
            <translation>Nessuna smazzata ancora: una nota va su una smazzata registrata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="137" />
            <source>Note on round {n}</source>
            <translation>Nota sulla smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="138" />
            <source>misdeal, renege, played short …</source>
            <translation>carte date male, rinuncia, carte mancanti …</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="160" />
            <source>The note was not saved: {error}</source>
            <translation>La nota non è stata salvata: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="163" />
            <source>Note saved. {Ctrl+Z} undoes it.</source>
            <translation>Nota salvata. {Ctrl+Z} annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="173" />
            <source>Note: {note}</source>
            <translation>Nota: {note}</translation>
        </message>
    </context>
    <context>
        <name>MatchStatistics</name>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="41" />
            <source>Rounds called</source>
            <extracomment>How a line's value reads: a whole count, a share 0-1, an average (points), or a round's points.</extracomment>
            <translation>Smazzate chiamate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="42" />
            <source>Made</source>
            <translation>Fatte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="43" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="44" />
            <source>Half bait</source>
            <translation>Mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="45" />
            <source>Bait rate as caller</source>
            <translation>% di bait quando chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="46" />
            <source>Average count when calling</source>
            <translation>Conteggio medio quando chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="47" />
            <source>Forced calls</source>
            <translation>Chiamate obbligate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="48" />
            <source>Twenties announced</source>
            <translation>Venti dichiarati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="49" />
            <source>Twenties scored</source>
            <translation>Venti segnati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="50" />
            <source>Fifties announced</source>
            <translation>Cinquanta dichiarati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="51" />
            <source>Fifties scored</source>
            <translation>Cinquanta segnati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="52" />
            <source>Bellas</source>
            <translation>Belle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="53" />
            <source>Thrown-in rounds dealt</source>
            <translation>Smazzate annullate come mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="54" />
            <source>Biggest round</source>
            <translation>Smazzata migliore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="55" />
            <source>Most calls made in a row</source>
            <translation>Più chiamate fatte di fila</translation>
        </message>
    </context>
    <context>
        <name>MatchStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="54" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="70" />
            <source>Match statistics</source>
            <translation>Statistiche della partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="72" />
            <source>One line per figure; a column for each team, then its two players. Arrow keys move.</source>
            <translation>Una riga per dato; una colonna per ogni squadra, poi per i suoi due giocatori. Ci si sposta con le frecce.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="77" />
            <source>Follows the match as rounds are recorded or corrected · {Esc} closes</source>
            <translation>Segue la partita man mano che le smazzate vengono registrate o corrette · {Esc} chiude</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="81" />
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="83" />
            <source>Close the match statistics</source>
            <translation>Chiudi le statistiche della partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="99" />
            <source>No match yet: its statistics show here once it starts.</source>
            <translation>Nessuna partita ancora: le sue statistiche compaiono qui appena inizia.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="105" />
            <source>{a} against {b}: %n round(s) recorded</source>
            <translation>
                <numerusform>{a} contro {b}: %n smazzata registrata</numerusform>
                <numerusform>{a} contro {b}: %n smazzate registrate</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="108" />
            <source>, {n} thrown in</source>
            <translation>, {n} annullate</translation>
        </message>
    </context>
    <context>
        <name>MatchVersionsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="41" />
            <source>replaced by a newer version</source>
            <translation>sostituita da una versione più recente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="42" />
            <source>not chosen (changed on two laptops)</source>
            <translation>non scelta (modificata su due portatili)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="43" />
            <source>the same rounds, another history</source>
            <translation>le stesse smazzate, un'altra cronologia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="44" />
            <source>set aside by the other laptop's choice</source>
            <translation>messa da parte dalla scelta dell'altro portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="45" />
            <source>the match was deleted</source>
            <translation>la partita è stata eliminata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="68" />
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="92" />
            <source>Versions kept</source>
            <translation>Versioni conservate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="72" />
            <source>Versions of {a} v {b} set aside on this laptop</source>
            <translation>Versioni di {a} contro {b} messe da parte su questo portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="84" />
            <source>Another laptop's version or a choice took each one's place; none is lost. Newest first; the match as it is now is not listed.</source>
            <translation>Una versione di un altro portatile o una scelta ha preso il posto di ciascuna; nessuna va persa. Le più recenti prima; la partita com'è ora non è elencata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="89" />
            <source>No other version is kept: no other laptop changed this match.</source>
            <translation>Nessun'altra versione è conservata: nessun altro portatile ha modificato questa partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Set aside</source>
            <translation>Messa da parte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Why</source>
            <translation>Perché</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Written on</source>
            <translation>Scritta su</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Rounds</source>
            <translation>Smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Totals</source>
            <translation>Totali</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="120" />
            <source>this laptop</source>
            <translation>questo portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="126" />
            <source>does not score</source>
            <translation>non si può contare</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="174" />
            <source>New match</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="181" />
            <source>Teams</source>
            <translation>Squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="189" />
            <source>Team {n}</source>
            <translation>Squadra {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="194" />
            <source>Players around the table</source>
            <translation>Giocatori intorno al tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="225" />
            <source>The game</source>
            <translation>La partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="232" />
            <source>The player who deals the first round, the one who won the cut; the deal then passes to the left.</source>
            <translation>Il giocatore che dà le carte nella prima smazzata, cioè chi ha vinto il taglio; poi il mazzo passa a sinistra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="234" />
            <source>Deals first (won the cut):</source>
            <translation>Primo mazziere (ha vinto il taglio):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="244" />
            <source>{low} to {high}</source>
            <translation>da {low} a {high}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="247" />
            <source>Play to:</source>
            <translation>Si gioca a:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="255" />
            <source>House rules:</source>
            <translation>Regole della casa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="259" />
            <source>on the slip, e.g. 3-7-KWD</source>
            <translation>sul foglio, p. es. 3-7-KWD</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="261" />
            <source>A tournament table's code, as printed on its score slip; empty for a match at home.</source>
            <translation>Il codice di un tavolo di torneo, stampato sul suo foglio segnapunti; vuoto per una partita a casa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="264" />
            <source>Table code:</source>
            <translation>Codice del tavolo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="269" />
            <source>House rules: change any switch</source>
            <translation>Regole della casa: cambia qualsiasi opzione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="280" />
            <source>Start match</source>
            <translation>Inizia partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="391" />
            <source>Play to goes from {low} to {high}: “{typed}” became {value}. {Enter} starts the match.</source>
            <translation>“Si gioca a” va da {low} a {high}: “{typed}” è diventato {value}. {Enter} avvia la partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="401" />
            <source>“{code}” is not a table code: a slip prints it like 3-7-KWD.</source>
            <translation>«{code}» non è un codice di tavolo: il foglio lo stampa così: 3-7-KWD.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="423" />
            <source>Press {Enter} to start: {a} against {b}, playing to {target} ({rules} house rules).</source>
            <translation>Premi {Enter} per iniziare: {a} contro {b}, a {target} punti (regole della casa: {rules}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="420" />
            <source>{preset}, changed</source>
            <translation>{preset}, con modifiche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="446" />
            <source>Seat {n} · {team}</source>
            <translation>Posto {n} · {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="466" />
            <source>Play to</source>
            <translation>Si gioca a</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="468" />
            <source>The target in points: the first team to reach it wins. Up and Down change it by 50.</source>
            <translation>L'obiettivo in punti: vince la prima squadra che lo raggiunge. Le frecce su e giù lo cambiano di 50.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="480" />
            <source>House rules</source>
            <translation>Regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="482" />
            <source>A set of house rules to start from; the switches below show each rule and can change it.</source>
            <translation>Un insieme di regole della casa da cui partire; gli interruttori qui sotto mostrano ogni regola e permettono di cambiarla.</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="78" />
            <source>The team name “{name}” is {n} letters long; a team name has at most {limit}.</source>
            <extracomment>The fewest teams a night is set up with here (three tables). The games a night can be played to.</extracomment>
            <translation>Il nome di squadra «{name}» ha {n} lettere; un nome di squadra ne ha al massimo {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="86" />
            <source>The partner's name “{name}” is {n} letters long; a partner's name has at most {limit}.</source>
            <translation>Il nome di compagno «{name}» ha {n} lettere; un nome di compagno ne ha al massimo {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="105" />
            <source>New tournament</source>
            <translation>Nuovo torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="112" />
            <source>Legion hall, Friday</source>
            <extracomment>The seed of every draw by lot of the night (tests set it).</extracomment>
            <translation>Sala della Legione, venerdì</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="113" />
            <source>Name of the night</source>
            <translation>Nome della serata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="114" />
            <source>Printed on the slips and the standings; may stay empty.</source>
            <translation>Stampato sui fogli e sulla classifica; può restare vuoto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="115" />
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="119" />
            <source>One team a line, partners after a colon:
MacNeils: Angus &amp; Mary
Gillis</source>
            <translation>Una squadra per riga, compagni dopo i due punti:
MacNeils: Angus &amp; Mary
Gillis</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="121" />
            <source>Teams</source>
            <translation>Squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="123" />
            <source>One team a line; the two partners after a colon, joined by &amp;. Pasting a list works.</source>
            <translation>Una squadra per riga; i due compagni dopo i due punti, uniti da &amp;. Si può incollare un elenco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="126" />
            <source>&amp;Teams:</source>
            <translation>&amp;Squadre:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="132" />
            <source>Format</source>
            <translation>Formula</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="133" />
            <source>How the tables are drawn each round.</source>
            <translation>Come si sorteggiano i tavoli a ogni turno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="135" />
            <source>&amp;Format:</source>
            <translation>&amp;Formula:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="138" />
            <source>To {target}</source>
            <translation>A {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="139" />
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="140" />
            <source>The total a team needs to win a table's game.</source>
            <translation>Il totale che serve a una squadra per vincere la partita di un tavolo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="142" />
            <source>&amp;Game:</source>
            <translation>&amp;Gioco:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="148" />
            <source>Rounds</source>
            <extracomment>The rounds chosen for a Swiss night, kept while a round robin shows its own count.</extracomment>
            <translation>Turni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="150" />
            <source>How many rounds the night plays (a round robin plays them all).</source>
            <translation>Quanti turni gioca la serata (un girone all'italiana li gioca tutti).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="152" />
            <source>&amp;Rounds:</source>
            <translation>&amp;Turni:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="156" />
            <source>No limit</source>
            <translation>Senza limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="157" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="158" />
            <source>Time limit per round</source>
            <translation>Tempo limite per turno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="159" />
            <source>Minutes a game may last before time is called; 0 for none.</source>
            <translation>Minuti che una partita può durare prima che scada il tempo; 0 per nessun limite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="160" />
            <source>T&amp;ime limit:</source>
            <translation>Tempo &amp;limite:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="162" />
            <source>Bye</source>
            <translation>Turno di riposo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="163" />
            <source>What a team sitting out a round gets in the standings.</source>
            <translation>Ciò che riceve in classifica una squadra che riposa un turno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="164" />
            <source>&amp;Bye:</source>
            <translation>&amp;Riposo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="171" />
            <source>Start the night</source>
            <translation>Iniziare la serata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="180" />
            <source>{Ctrl+Enter} starts the night.</source>
            <translation>{Ctrl+Enter} inizia la serata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="218" />
            <source>A night here takes {low} to {high} teams; {n} are typed.</source>
            <translation>Una serata qui accetta da {low} a {high} squadre; ne sono state digitate {n}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="223" />
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="235" />
            <source>Line {n}: {problem}</source>
            <translation>Riga {n}: {problem}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="261" />
            <source>Teams typed: {n}. Tables a round: {tables}.</source>
            <translation>Squadre digitate: {n}. Tavoli per turno: {tables}.</translation>
        </message>
    </context>
    <context>
        <name>NoteDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="147" />
            <source>The note, one line; left empty, the note is removed.</source>
            <extracomment>The note as opened: given back untouched while the text is not changed.</extracomment>
            <translation>La nota, su una riga; se la lasci vuota, la nota viene tolta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="153" />
            <source>&amp;Save note</source>
            <translation>&amp;Salva nota</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="186" />
            <source>{n} characters: a note has at most {limit}. Take out %n to save it.</source>
            <translation>
                <numerusform>{n} caratteri: una nota ne ha al massimo {limit}. Togline %n per salvarla.</numerusform>
                <numerusform>{n} caratteri: una nota ne ha al massimo {limit}. Togline %n per salvarla.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="193" />
            <source>{n} of {limit} characters. An empty note removes it; notes never change a score.</source>
            <translation>{n} caratteri su {limit}. Una nota vuota viene rimossa; le note non cambiano mai il punteggio.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="34" />
            <source>{value}%</source>
            <extracomment>Shown for a figure with nothing to count (a rate or average without a call).</extracomment>
            <translation>{value}%</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="61" />
            <source>{points} (round {n})</source>
            <translation>{points} (mano {n})</translation>
        </message>
    </context>
    <context>
        <name>OpenArchive</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="411" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {error} Rounds stay in this window; leaving keeps them in a recovery file.</source>
            <translation>&lt;b&gt;Non salvato:&lt;/b&gt; {error} Le smazzate restano in questa finestra; all'uscita vengono conservate in un file di recupero.</translation>
        </message>
    </context>
    <context>
        <name>OpenTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="295" />
            <source>Open tournament</source>
            <translation>Aprire un torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="298" />
            <source>Tournaments</source>
            <translation>Tornei</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="299" />
            <source>Every night in the archive, newest first; Enter opens it.</source>
            <translation>Ogni serata dell'archivio, la più recente per prima; Invio la apre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="301" />
            <source>Tournament {id}</source>
            <translation>Torneo {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="303" />
            <source>finished</source>
            <translation>finito</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="305" />
            <source>round {drawn} of {planned}</source>
            <translation>turno {drawn} di {planned}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="307" />
            <source>{name} — {date}, {teams} teams, {state}</source>
            <translation>{name} — {date}, {teams} squadre, {state}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="324" />
            <source>The archive holds no tournament yet.</source>
            <translation>L'archivio non contiene ancora nessun torneo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="325" />
            <source>Open</source>
            <translation>Apri</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="106" />
            <source>Scoresheet paper si&amp;ze</source>
            <translation>&amp;Formato carta del segnapunti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="112" />
            <source>A4</source>
            <extracomment>The menu's items by paper.</extracomment>
            <translation>A4</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="112" />
            <source>US Letter</source>
            <translation>Lettera USA</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="143" />
            <source>Page {n} of {pages}</source>
            <extracomment>The projector's corner while the night takes more than one page: "Page 2 of 3".</extracomment>
            <translation>Pagina {n} di {pages}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="159" />
            <source>No tournament yet</source>
            <translation>Ancora nessun torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="188" />
            <source>Tables</source>
            <translation>Tavoli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="191" />
            <source>{round}: every result is in</source>
            <translation>{round}: tutti i risultati sono arrivati</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="197" />
            <source>The first round is not drawn yet.</source>
            <translation>Il primo turno non è ancora stato sorteggiato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="210" />
            <source>Tarabish Score — projector</source>
            <translation>Tarabish Score — proiettore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="211" />
            <source>Tournament projector</source>
            <translation>Proiettore del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="212" />
            <source>Standings and tables</source>
            <translation>Classifica e tavoli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="219" />
            <source>Teams</source>
            <translation>Squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="221" />
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="224" />
            <source>playing</source>
            <extracomment>Where a table's result will be while its game goes on.</extracomment>
            <translation>in gioco</translation>
        </message>
    </context>
    <context>
        <name>Race</name>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="40" />
            <source>Round {n}: {outcome}.</source>
            <translation>Smazzata {n}: {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="42" />
            <source>Round {n}: {team} called, {outcome}.</source>
            <translation>Smazzata {n}: chiama {team}, {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="45" />
            <source>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</source>
            <translation>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="60" />
            <source>The match ends drawn.</source>
            <translation>La partita finisce in pareggio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="62" />
            <source>{team} won the match.</source>
            <translation>Partita vinta da {team}.</translation>
        </message>
    </context>
    <context>
        <name>RaceChart</name>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="87" />
            <source>Round</source>
            <extracomment>The marks' shapes (pyqtgraph symbol names): a round's kind is told by shape as well as colour. The size (pixels) a saved PNG or SVG chart is drawn at.</extracomment>
            <translation>Smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="88" />
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="113" />
            <source>Target {points}</source>
            <translation>Obiettivo {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="134" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="140" />
            <source>Half bait</source>
            <translation>Mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="169" />
            <source>Won</source>
            <translation>Vittoria</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="237" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="273" />
            <source>Race chart</source>
            <extracomment>The resolution (dots per inch) pyqtgraph records its axes at (as ``QPicture``): a screen's. How wide (pixels) the image of a page's chart is: about 340 dpi across an A4 page.</extracomment>
            <translation>Grafico dell'andamento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="243" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="252" />
            <source>Could not write {path}.</source>
            <translation>Impossibile scrivere {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="275" />
            <source>Both teams' totals after each round. Left and Right arrows: the round before or after.</source>
            <translation>I totali delle due squadre dopo ogni smazzata. Frecce sinistra e destra: la smazzata prima o dopo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="277" />
            <source>Left/Right: the round before or after; right-click to save the chart</source>
            <translation>Sinistra/Destra: la smazzata prima o dopo; clic destro per salvare il grafico</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="349" />
            <source>No match yet: the race shows here once rounds are recorded.</source>
            <extracomment>False for a small chart (the table view's corner): the legend would cover it; the team colours say who. The round under the cursor (0-based), or None. Actions of the chart's context menu (the window adds "Save race chart…").</extracomment>
            <translation>Nessuna partita: l'andamento compare qui quando si registrano le smazzate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="352" />
            <source>No rounds yet. First to {target} wins.</source>
            <translation>Ancora nessuna smazzata. Vince chi arriva per primo a {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="355" />
            <source>Point at a round, or press Left or Right, to read what it did.</source>
            <translation>Punta una smazzata, o premi Sinistra o Destra, per leggere com'è andata.</translation>
        </message>
    </context>
    <context>
        <name>RaceChartActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="49" />
            <source>Race chart</source>
            <translation>Grafico dell'andamento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="370" />
            <source>&amp;Race chart</source>
            <translation>&amp;Grafico dell'andamento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="378" />
            <source>Both teams' totals after each round, the target, bait rounds and the win.</source>
            <translation>I totali delle due squadre dopo ogni smazzata, l'obiettivo, le smazzate finite in bait e la vittoria.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="152" />
            <source>Save race chart as PNG or SVG…</source>
            <translation>Salva il grafico dell'andamento come PNG o SVG…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="96" />
            <source>Save race chart</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>Salva il grafico dell'andamento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="97" />
            <source>race-chart.png</source>
            <translation>grafico-andamento.png</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="98" />
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>Immagine PNG (*.png);;Disegno SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="118" />
            <source>Race chart not saved</source>
            <translation>Grafico dell'andamento non salvato</translation>
        </message>
    </context>
    <context>
        <name>RecoveredMatchesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="108" />
            <source>Unsaved matches found</source>
            <translation>Trovate partite non salvate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="110" />
            <source>&lt;b&gt;Tarabish Score was left last time with changes the archive did not save.&lt;/b&gt;</source>
            <translation>&lt;b&gt;L'ultima volta Tarabish Score è stato chiuso con modifiche che l'archivio non ha salvato.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="112" />
            <source>They were kept, and can go back into the archive now:</source>
            <translation>Sono state conservate e ora possono tornare nell'archivio:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="118" />
            <source>&amp;Bring back</source>
            <translation>&amp;Recupera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="119" />
            <source>&amp;Discard</source>
            <translation>&amp;Scarta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="120" />
            <source>Ask me &amp;later</source>
            <translation>Chiedimelo &amp;dopo</translation>
        </message>
    </context>
    <context>
        <name>RenameDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="46" />
            <source>Rename teams and players</source>
            <extracomment>The note field's own limit, in UTF-16 units: far above any note, so the field never cuts one.</extracomment>
            <translation>Rinomina squadre e giocatori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="50" />
            <source>Scores and seats stay as they are; the log and every export use the new names.</source>
            <translation>Punteggi e posti restano invariati; il registro e ogni esportazione useranno i nuovi nomi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="61" />
            <source>The team's new name; left empty, the old name stays.</source>
            <extracomment>The player fields by seat (0-3).</extracomment>
            <translation>Il nuovo nome della squadra; se lo lasci vuoto, resta il nome attuale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="63" />
            <source>Team {n}:</source>
            <translation>Squadra {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="69" />
            <source>The player's new name; left empty, the old name stays.</source>
            <translation>Il nuovo nome del giocatore; se lo lasci vuoto, resta il nome attuale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="70" />
            <source>    Player {n}:</source>
            <translation>    Giocatore {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="76" />
            <source>&amp;Rename</source>
            <translation>&amp;Rinomina</translation>
        </message>
    </context>
    <context>
        <name>ResultEntry</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>Table</source>
            <extracomment>Keys that hand the focus to the next field without typing anything. Tables in the current round (how many digits a table number can have). Digits of the longest total (the game's target's). The window's own keys: a field never takes them (set by the desk).</extracomment>
            <translation>Tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>The table's number, as on its slip.</source>
            <translation>Il numero del tavolo, come sul suo foglio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>First team's total</source>
            <translation>Totale della prima squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>The final total of the table's first team (seats 1 and 3).</source>
            <translation>Il totale finale della prima squadra del tavolo (posti 1 e 3).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>Second team's total</source>
            <translation>Totale della seconda squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>The final total of the table's second team (seats 2 and 4).</source>
            <translation>Il totale finale della seconda squadra del tavolo (posti 2 e 4).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>T&amp;able</source>
            <translation>T&amp;avolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;First total</source>
            <translation>&amp;Primo totale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;Second total</source>
            <translation>&amp;Secondo totale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="81" />
            <source>&amp;Time called</source>
            <translation>&amp;Tempo scaduto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="83" />
            <source>Time was called before a team reached the target.</source>
            <translation>Il tempo è scaduto prima che una squadra raggiungesse l'obiettivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="91" />
            <source>Table number, the two totals, {Enter}: it is recorded. {Esc} clears.</source>
            <translation>Numero del tavolo, i due totali, {Enter}: è registrato. {Esc} cancella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="190" />
            <source>Type the table's number first.</source>
            <translation>Digita prima il numero del tavolo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="194" />
            <source>Type both final totals, the first team's then the second's.</source>
            <translation>Digita i due totali finali, quello della prima squadra e poi quello della seconda.</translation>
        </message>
    </context>
    <context>
        <name>RoundEntryPanel</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="107" />
            <source>Which team counted its tricks (key /)</source>
            <translation>Quale squadra ha contato le sue prese (tasto /)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="121" />
            <source>Sweep: one team took all nine tricks  [{sweep}]</source>
            <translation>Cappotto: una squadra ha fatto tutte e nove le prese  [{sweep}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="127" />
            <source>Caller
(1-4)</source>
            <translation>Chi chiama
(1-4)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="128" />
            <source>Trump
({clubs} {diamonds} {hearts} {spades})</source>
            <translation>Briscola
({clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="130" />
            <source>Runs  [{runs}]
seat, then {twenty}/{fifty}</source>
            <translation>Scale  [{runs}]
posto, poi {twenty}/{fifty}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="131" />
            <source>Bella  [{bella}]
(0-4)</source>
            <translation>Bella  [{bella}]
(0-4)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="149" />
            <source>Cancel edit  [{Esc}]</source>
            <translation>Annulla modifica  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="249" />
            <source>No match yet: press {Ctrl+N} to start one.</source>
            <extracomment>The field that last had the keyboard focus: a draft put aside comes back there.</extracomment>
            <translation>Nessuna partita: premi {Ctrl+N} per iniziarne una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="251" />
            <source>Correcting round {n} — {Esc} cancels</source>
            <translation>Correzione della smazzata {n} — {Esc} annulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="255" />
            <source>The match is over: {Ctrl+Shift+R} for a rematch.</source>
            <translation>La partita è finita: {Ctrl+Shift+R} per la rivincita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="267" />
            <source>Insert this round  [{Enter}]</source>
            <translation>Inserisci smazzata  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="269" />
            <source>Record round  [{Enter}]</source>
            <translation>Registra smazzata  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="271" />
            <source>Save correction  [{Enter}]</source>
            <translation>Salva correzione  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="385" />
            <source>The match is over. {Ctrl+Shift+R} starts a rematch, {Ctrl+N} a new match.</source>
            <translation>La partita è finita. {Ctrl+Shift+R} avvia una rivincita, {Ctrl+N} una nuova partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="129" />
            <source>Card points
(/ = other team)</source>
            <translation>Punti carte
(/ = altra squadra)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="25" />
            <source>Pick the trump suit: press {clubs}, {diamonds}, {hearts} or {spades}.</source>
            <translation>Scegli il seme di briscola: premi {clubs}, {diamonds}, {hearts} o {spades}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="77" />
            <source>Count cards…  {Ctrl+K}</source>
            <translation>Conta carte…  {Ctrl+K}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="81" />
            <source>Who scores?  {Ctrl+R}</source>
            <translation>Chi segna?  {Ctrl+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="89" />
            <source>Recount a team's tricks card by card</source>
            <translation>Riconta le prese di una squadra carta per carta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="92" />
            <source>Both teams claim runs: check who scores, and why</source>
            <translation>Entrambe le squadre dichiarano scale: verifica chi segna, e perché</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="103" />
            <source>Correct and remove the later rounds</source>
            <translation>Correggi e togli le successive</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="111" />
            <source>One change: {Ctrl+Z} puts the removed rounds back</source>
            <translation>Una sola modifica: {Ctrl+Z} rimette le smazzate tolte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="260" />
            <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
            <translation>Smazzata {n}: mazziere {dealer}, primo di mano {eldest}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="23" />
            <source>Pick the caller: press 1-4 (the seat number).</source>
            <extracomment>A row of the form: ``(field, label text, the field's widget or layout)``.</extracomment>
            <translation>Scegli chi chiama: premi 1-4 (il numero di posto).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="30" />
            <source>Type the card points one team counted.</source>
            <translation>Scrivi i punti delle carte contati da una squadra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="108" />
            <source>Which team counted</source>
            <translation>Quale squadra ha contato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="110" />
            <source>Card points</source>
            <translation>Punti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="112" />
            <source>The card points one team took in its tricks, typed as digits; press / to type the other team's count.</source>
            <translation>I punti delle carte che una squadra ha fatto con le sue prese, scritti in cifre; premi / per scrivere il conteggio dell'altra squadra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="148" />
            <source>Callers counted:</source>
            <translation>Chi chiama ha contato:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="150" />
            <source>Opponents:</source>
            <translation>Avversari:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="157" />
            <source>{team} counted:</source>
            <translation>Conteggio di {team}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="181" />
            <source> (of {total})</source>
            <translation> (su {total})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="186" />
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="194" />
            <source>{team}: {points}</source>
            <translation>{team}: {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="204" />
            <source>{total} card points in this round: the other team has the rest</source>
            <translation>{total} punti delle carte in questa smazzata: l'altra squadra ha il resto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/correction.py" line="281" />
            <source>Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first. {Enter} inserts, {Esc} cancels</source>
            <translation>Smazzata dimenticata, inserita prima della smazzata {n}: mazziere {dealer}, primo di mano {eldest}. {Enter} inserisce, {Esc} annulla</translation>
        </message>
    </context>
    <context>
        <name>RoundHistoryView</name>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="73" />
            <source>Round history</source>
            <extracomment>Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab). Focus changes that only come and go with the window or a popup: the history keeps its state. History columns of a set width (pixels): a few words, the tooltip has the rest. The widest a history column grows (pixels): a long name is elided, whole in the tooltip. The columns shown first when the history is narrow, most needed first: a column is shown only when it and every column before it here fit the width (the others' cells are in the row's tooltip). The columns the history is never narrower than when the window has room: who dealt and called, the points. The columns the history always shows whole, however narrow the window.</extracomment>
            <translation>Storico delle smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="77" />
            <source>Every round recorded, one a row, with each team's points and totals. {F6} comes here; the arrow keys choose a round, {Enter} corrects it, {Delete} deletes it, {Esc} goes back.</source>
            <translation>Tutte le smazzate registrate, una per riga, con i punti e i totali di ogni squadra. {F6} porta qui; con le frecce scegli una smazzata, {Enter} la corregge, {Delete} la elimina, {Esc} torna indietro.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="243" />
            <source>{column}: {value}</source>
            <extracomment>Each column's width as fitted (a hidden column's too: Qt gives those 0).</extracomment>
            <translation>{column}: {value}</translation>
        </message>
    </context>
    <context>
        <name>RoundPreview</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="132" />
            <source>Preview: type the round</source>
            <extracomment>The problem shown, as plain text ("" when none).</extracomment>
            <translation>Anteprima: inserisci la smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="141" />
            <source>fix</source>
            <translation>correggi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="161" />
            <source>Nobody scores; the deal passes to the left.</source>
            <translation>Nessuno segna; il mazzo passa a sinistra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="204" />
            <source>Totals:</source>
            <translation>Totali:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="209" />
            <source>The winner changes: {after}.</source>
            <translation>Cambia il vincitore: {after}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="225" />
            <source>{team} win</source>
            <translation>vince {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="227" />
            <source>a draw</source>
            <translation>pareggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="228" />
            <source>the match goes on</source>
            <translation>la partita continua</translation>
        </message>
    </context>
    <context>
        <name>RoundTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="228" />
            <source>Left: {a}; right: {b}</source>
            <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them; "why" (a few words on why a round was bait) and the round's note come last. Role that gives a row's 0-based round index. The roles whose values come from the theme: a theme switch changes them, and nothing else. The roles :meth:`RoundTableModel.data` answers; the view asks for many more on every paint.</extracomment>
            <translation>Sinistra: {a}; destra: {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="237" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="238" />
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="239" />
            <source>Caller</source>
            <translation>Chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="240" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="241" />
            <source>Cards</source>
            <translation>Carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="242" />
            <source>Runs</source>
            <translation>Scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="243" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="244" />
            <source>Why bait</source>
            <translation>Perché bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="245" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="246" />
            <source>Outcome</source>
            <translation>Esito</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="247" />
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="248" />
            <source>Totals</source>
            <translation>Totali</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="344" />
            <source>NT</source>
            <translation>SB</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="377" />
            <source>Note: {note}</source>
            <translation>Nota: {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="380" />
            <source>Round {n} was corrected: Match ▸ Corrections log ({Ctrl+L}) shows how.</source>
            <translation>La smazzata {n} è stata corretta: Partita ▸ Registro correzioni ({Ctrl+L}) mostra come.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="416" />
            <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
            <translation>Prima del bait: {a} {x}, {b} {y}. A chi chiama servivano {line} punti delle carte.</translation>
        </message>
    </context>
    <context>
        <name>RulesChangeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="58" />
            <source>Change the house rules</source>
            <translation>Cambia le regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="69" />
            <source>Every round of {a} against {b} is scored again under the new rules. The rounds as typed stay as they are.</source>
            <translation>Ogni smazzata di {a} contro {b} viene ricalcolata con le nuove regole. Le smazzate restano come sono state inserite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="79" />
            <source>Play to:</source>
            <translation>Si gioca a:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="82" />
            <source>House rules:</source>
            <translation>Regole della casa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="89" />
            <source>What changes</source>
            <translation>Cosa cambia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="103" />
            <source>Apply the new rules  [{Enter}]</source>
            <translation>Applica le nuove regole  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="165" />
            <source>These are the rules in force: change a switch to see what it does.</source>
            <translation>Queste sono le regole in vigore: cambia un'opzione per vedere cosa succede.</translation>
        </message>
    </context>
    <context>
        <name>RunCheckerDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="97" />
            <source>Run checker: who scores runs?</source>
            <translation>Controllo scale: chi segna le scale?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="140" />
            <source>Rules: {rules} (runs compared by length, then {order}).</source>
            <extracomment>The engine's verdict on :attr:`claims` (``model.checker.check_runs``).</extracomment>
            <translation>Regole: {rules} (scale confrontate per lunghezza, poi {order}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="150" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="151" />
            <source>The round's trump suit: a run in trump wins a tie where the house rules say so.</source>
            <translation>Il seme di briscola della smazzata: una scala di briscola vince in caso di parità, se le regole della casa lo prevedono.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="149" />
            <source>not said yet</source>
            <translation>non ancora detta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="145" />
            <source>&amp;Trump:</source>
            <translation>&amp;Briscola:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="159" />
            <source>Eldest hand:</source>
            <translation>Primo di mano:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="165" />
            <source>Eldest hand</source>
            <translation>Primo di mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="166" />
            <source>Leads the first trick; decides ties where the house rules say so</source>
            <translation>Gioca per primo nella prima presa; decide i pareggi dove lo prevedono le regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="173" />
            <source>Whose runs? Click the player, then the cards of their runs.</source>
            <translation>Di chi sono le scale? Fai clic sul giocatore, poi sulle carte delle sue scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="191" />
            <source>Enter {player}'s runs (Alt+{n})</source>
            <translation>Inserisci le scale di {player} (Alt+{n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="216" />
            <source>Or type a run:</source>
            <translation>O scrivi una scala:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>twenty (3 cards)</source>
            <translation>venti (3 carte)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>fifty ({n} cards)</source>
            <translation>cinquanta ({n} carte)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="223" />
            <source>{rank} high</source>
            <translation>{rank} in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="225" />
            <source>Run length</source>
            <translation>Lunghezza della scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="226" />
            <source>How many cards in a row: a twenty or a fifty.</source>
            <translation>Quante carte in sequenza: un venti o un cinquanta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="227" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="516" />
            <source>Top card</source>
            <translation>Carta più alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="228" />
            <source>The highest card of the run typed.</source>
            <translation>La carta più alta della scala inserita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="229" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="525" />
            <source>Run suit</source>
            <translation>Seme della scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="230" />
            <source>The suit of the run typed; then Add run.</source>
            <translation>Il seme della scala inserita; poi Aggiungi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="233" />
            <source>Add run</source>
            <translation>Aggiungi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="245" />
            <source>Runs claimed</source>
            <translation>Scale dichiarate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="208" />
            <source>Cards another player holds show their name. Keys: arrows and {Space}, or rank then suit (K {spades}).</source>
            <translation>Le carte di un altro giocatore mostrano il suo nome. Tasti: frecce e {Space}, oppure valore e poi seme (K {spades}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="300" />
            <source>Apply to the round  [{Enter}]</source>
            <translation>Applica alla smazzata  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="305" />
            <source>Close  [{Esc}]</source>
            <translation>Chiudi  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="457" />
            <source>{name}!</source>
            <translation>{name}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="471" />
            <source>No runs yet. Pick a player and click the cards of a run.</source>
            <translation>Nessuna scala. Scegli un giocatore e fai clic sulle carte di una scala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="490" />
            <source>{run}: {cards}</source>
            <translation>{run}: {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="500" />
            <source>Remove this run</source>
            <translation>Togli questa scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="512" />
            <source>– top</source>
            <translation>– in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="517" />
            <source>The highest card of this run, not said yet.</source>
            <translation>La carta più alta di questa scala, non ancora dichiarata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="520" />
            <source>– suit</source>
            <translation>– seme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="526" />
            <source>The suit of this run, not said yet.</source>
            <translation>Il seme di questa scala, non ancora dichiarato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="533" />
            <source>impossible</source>
            <translation>impossibile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="537" />
            <source>needs a detail</source>
            <translation>manca</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="544" />
            <source>announced</source>
            <translation>dichiarata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="545" />
            <source>Announced during the first trick? A run announced later does not count.</source>
            <translation>Dichiarata durante la prima presa? Una scala dichiarata dopo non conta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="560" />
            <source>These claims cannot all be true.</source>
            <translation>Queste dichiarazioni non possono essere tutte vere.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="562" />
            <source>Not decided yet: one more detail decides it.</source>
            <translation>Non ancora deciso: manca un solo dettaglio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="580" />
            <source>Runs this round: {a} {x}, {b} {y}.</source>
            <translation>Scale in questa smazzata: {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="588" />
            <source>House rules that decide this:</source>
            <translation>Regole della casa che decidono:</translation>
        </message>
    </context>
    <context>
        <name>RunsEditor</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="231" />
            <source>Runs</source>
            <translation>Scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="235" />
            <source>The runs claimed this round: press a claimer's seat number, 1 to 4, to add a run, then {twenty} for a twenty or {fifty} for a fifty; {Delete} removes the run.</source>
            <translation>Le scale dichiarate in questa smazzata: premi il numero di posto di chi la dichiara, da 1 a 4, per aggiungere una scala, poi {twenty} per un venti o {fifty} per un cinquanta; {Delete} toglie la scala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ twenty</source>
            <translation>+ venti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ fifty</source>
            <translation>+ cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="261" />
            <source>Add a run for this player (keys: seat number, then {twenty} or {fifty})</source>
            <translation>Aggiungi una scala per questo giocatore (tasti: numero di posto, poi {twenty} o {fifty})</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardWidget</name>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="232" />
            <source>{a} &amp; {b}</source>
            <extracomment>Why the match ended (or why play goes on), from the engine's result. The round the round entry stands for, when not the next one: ``("correct" | "insert", index)``. View ▸ Zoom's factor (1.0: as designed); the scoreboard sizes its own type (ui.actions.zoom).</extracomment>
            <translation>{a} &amp; {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="249" />
            <source>Round {n}</source>
            <translation>Smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="251" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="270" />
            <source>Deals: {name}</source>
            <translation>Mazziere: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="252" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="271" />
            <source>Speaks first: {name}</source>
            <translation>Primo di mano: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="253" />
            <source>Playing to {target}</source>
            <translation>Si gioca a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="265" />
            <source>Correcting round {n}</source>
            <translation>Correzione della smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="267" />
            <source>Forgotten round, before round {n}</source>
            <translation>Smazzata dimenticata, prima della smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="290" />
            <source>tied: another round</source>
            <translation>pari: un'altra smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="314" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>Partita vinta da {team}, {a} a {b}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="319" />
            <source>The match is drawn, {a} all.</source>
            <translation>Partita finita in pareggio, {a} pari.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="328" />
            <source>Match over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="344" />
            <source>Press {Ctrl+N} to start a match</source>
            <translation>Premi {Ctrl+N} per iniziare una partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="330" />
            <source>Played to {target}</source>
            <translation>Giocata a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="281" />
            <source>Tied {a} all: play another round</source>
            <translation>Pari a {a}: si gioca un'altra smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="283" />
            <source>Equal totals at or above the target (house rule: {rule}).</source>
            <translation>Totali pari all'obiettivo o oltre (regola della casa: {rule}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="332" />
            <source>Rematch: {Ctrl+Shift+R}</source>
            <translation>Rivincita: {Ctrl+Shift+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="333" />
            <source>New match: {Ctrl+N}</source>
            <translation>Nuova partita: {Ctrl+N}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="343" />
            <source>No match yet</source>
            <translation>Nessuna partita</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/table.py" line="57" />
            <source>Tarabish Score — scoreboard</source>
            <extracomment>The corner chart's widest, as a share of the table view's width (as tall as wide, at most half the view's height). The narrowest corner chart worth showing (pixels); narrower, it is hidden. The digits the totals' height is measured on (as the table view's test measures the totals drawn).</extracomment>
            <translation>Tarabish Score — tabellone</translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="106" />
            <source>forced</source>
            <extracomment>The heading colour (and the table headers' fill), and the fill of every other row: shared with the statistics page. The most characters of a name the sheet prints (a longer one is cut short with …): in the teams at the top and the verdict, in the round table's column titles, and in its dealer and caller cells (one line).</extracomment>
            <translation>obbligata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="118" />
            <source>{team} went bait</source>
            <translation>{team}: bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="120" />
            <source>{team} went half bait</source>
            <translation>{team}: mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="129" />
            <source>{kind} {points} ({who})</source>
            <translation>{kind} {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="134" />
            <source>runs cancelled</source>
            <translation>scale annullate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="137" />
            <source>bella {points} ({who})</source>
            <translation>bella {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="142" />
            <source>sweep</source>
            <translation>cappotto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="169" />
            <source>{preset}: first to {target}</source>
            <translation>{preset}: vince chi arriva per primo a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="229" />
            <source>Played on {date}</source>
            <translation>Giocata il {date}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Tarabish</source>
            <translation>Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Scoresheet</source>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="243" />
            <source>WINNER</source>
            <translation>VINCITORE</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="261" />
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="262" />
            <source>Called</source>
            <translation>Chiamata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="263" />
            <source>Runs and bella</source>
            <translation>Scale e bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="265" />
            <source>cards</source>
            <translation>carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>pts</source>
            <translation>pt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>total</source>
            <translation>totale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="304" />
            <source>Final score</source>
            <translation>Punteggio finale</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="310" />
            <source>{winner} won {a} to {b} against {loser}, in %n round(s).</source>
            <translation>
                <numerusform>Ha vinto {winner}, {a} a {b} contro {loser}, in %n smazzata.</numerusform>
                <numerusform>Ha vinto {winner}, {a} a {b} contro {loser}, in %n smazzate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="319" />
            <source>Drawn at {a} all, after %n round(s).</source>
            <translation>
                <numerusform>Pareggio a {a}, dopo %n smazzata.</numerusform>
                <numerusform>Pareggio a {a}, dopo %n smazzate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="323" />
            <source>Not finished: %n round(s) played, first to {target} wins.</source>
            <translation>
                <numerusform>Non finita: %n smazzata giocata; vince chi arriva a {target}.</numerusform>
                <numerusform>Non finita: %n smazzate giocate; vince chi arriva a {target}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="67" />
            <source>%n round(s), {t} of them thrown in.</source>
            <translation>
                <numerusform>%n smazzata; annullate: {t}.</numerusform>
                <numerusform>%n smazzate; annullate: {t}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="69" />
            <source>%n round(s).</source>
            <translation>
                <numerusform>%n smazzata.</numerusform>
                <numerusform>%n smazzate.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>First dealer</source>
            <translation>Primo mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="333" />
            <source>Corrections</source>
            <translation>Correzioni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="336" />
            <source>Points are each team's score for the round, after bait; a shaded cell marks the callers going bait (BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).</source>
            <translation>I punti sono il punteggio di ogni squadra nella smazzata, dopo il bait; una cella ombreggiata indica che chi chiama è andato sotto (BAIT: gli avversari prendono tutto ciò che è sul tavolo; MEZZO BAIT: totali pari, chi chiama non segna nulla).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="341" />
            <source>Cards are the card points each team counted, last trick included.</source>
            <translation>Le carte sono i punti delle carte contati da ciascuna squadra, ultima presa inclusa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="343" />
            <source>Kept with Tarabish Score {version}</source>
            <translation>Registrato con Tarabish Score {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="345" />
            <source>, match {id}</source>
            <translation>, partita {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="360" />
            <source>none</source>
            <translation>nessuna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="246" />
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="142" />
            <source>Page {n} of {total}</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres. Space between two parts that share a page (the rounds' end, the race chart, the statistics), in millimetres. Height of the race chart's heading line, in millimetres. The race chart's height for its width: 3/5 (5:3) where the page has room, never flatter than 1/3 (3:1). Paints a chart into a rectangle of a page: the race chart, handed in by the window or the command (it is drawn with widgets, which this layer never imports). Arguments: the page's painter and the rectangle (device pixels).</extracomment>
            <translation>Pagina {n} di {total}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="258" />
            <source>The race: {a} against {b}, first to {target}</source>
            <translation>Andamento: {a} contro {b}, si gioca a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="64" />
            <source>Match statistics</source>
            <translation>Statistiche della partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="70" />
            <source>Bait rate as caller: the share of a side's calls that went bait or half bait. Average count: the callers' card points in the rounds they called. Biggest round: the most points scored in one round (for a player, in a round they called).</source>
            <translation>% di bait quando chiama: la parte delle chiamate di una squadra o di un giocatore finite in bait o mezzo bait. Conteggio medio: i punti delle carte di chi chiama nelle smazzate in cui ha chiamato. Smazzata migliore: il maggior numero di punti segnati in una smazzata (per un giocatore, in una smazzata in cui ha chiamato).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/__init__.py" line="103" />
            <source>Tarabish: {a} against {b}</source>
            <translation>Tarabish: {a} contro {b}</translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="489" />
            <source>Tarabish Score is already open: brought its window to the front.</source>
            <translation>Tarabish Score è già aperto: la sua finestra è stata portata in primo piano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="491" />
            <source>Tarabish Score is already open: asked its window to open {file}; it shows the result there.</source>
            <translation>Tarabish Score è già aperto: è stato chiesto alla sua finestra di aprire {file}; il risultato compare lì.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="106" />
            <source>Statistics o&amp;f this match…</source>
            <translation>Statistiche di &amp;questa partita…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="117" />
            <source>Archi&amp;ve statistics…</source>
            <translation>Statistiche dell'arc&amp;hivio…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="112" />
            <source>Who called what in this match: per team and per player</source>
            <translation>Chi ha chiamato cosa in questa partita: per squadra e per giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="123" />
            <source>Who has won most over the years: per player, per pair, head to head</source>
            <translation>Chi ha vinto di più negli anni: per giocatore, per coppia, negli scontri diretti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/statistics.py" line="69" />
            <source>The match archive is not open, so there is nothing to count.</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>L'archivio delle partite non è aperto, quindi non c'è niente da contare.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTable</name>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="86" />
            <source>Partners</source>
            <extracomment>A cell's value: a name, a count, a rate (0-1) or an average (points); None when undefined. The columns of a player's or a pair's line (the keys of ``Standing.to_json``, in that order). The columns of a head-to-head line: the first pair's wins, losses and margin against the second. Columns holding a share 0-1 (shown and written as a percentage).</extracomment>
            <translation>Compagni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="69" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="88" />
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="70" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="89" />
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="71" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="91" />
            <source>Drawn</source>
            <translation>Pari</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="72" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="90" />
            <source>Lost</source>
            <translation>Perse</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="73" />
            <source>Win rate</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="74" />
            <source>With rounds</source>
            <translation>Con smazzate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="75" />
            <source>Called</source>
            <translation>Chiamate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="76" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="77" />
            <source>Half bait</source>
            <translation>Mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="78" />
            <source>Bait rate as caller</source>
            <translation>% di bait quando chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="79" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="92" />
            <source>Average margin</source>
            <translation>Scarto medio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="87" />
            <source>Against</source>
            <translation>Contro</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="26" />
            <source>Tarabish: {a} {score_a} – {b} {score_b}</source>
            <translation>Tarabish: {a} {score_a} – {b} {score_b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="27" />
            <source>{a} ({a_players}) against {b} ({b_players})</source>
            <translation>{a} ({a_players}) contro {b} ({b_players})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="28" />
            <source>{first} &amp; {second}</source>
            <translation>{first} e {second}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="30" />
            <source>{team} won after %n round(s).</source>
            <translation>
                <numerusform>Ha vinto {team} dopo %n smazzata.</numerusform>
                <numerusform>Ha vinto {team} dopo %n smazzate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="31" />
            <source>Drawn after %n round(s).</source>
            <translation>
                <numerusform>Pareggio dopo %n smazzata.</numerusform>
                <numerusform>Pareggio dopo %n smazzate.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="32" />
            <source>In progress after %n round(s); first to {target} wins.</source>
            <translation>
                <numerusform>In corso dopo %n smazzata; vince chi arriva a {target}.</numerusform>
                <numerusform>In corso dopo %n smazzate; vince chi arriva a {target}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="33" />
            <source>Notable rounds:</source>
            <translation>Smazzate da ricordare:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="34" />
            <source>Round {n}: {text}</source>
            <translation>Smazzata {n}: {text}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="35" />
            <source>{player} called and {team} went bait</source>
            <translation>ha chiamato {player}: bait per {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="36" />
            <source>{player} called and {team} went half bait</source>
            <translation>ha chiamato {player}: mezzo bait per {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="37" />
            <source>{player} scored a fifty ({points} in runs)</source>
            <translation>{player} ha segnato un cinquanta ({points} in scale)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="38" />
            <source>{team} took all nine tricks</source>
            <translation>cappotto per {team}: tutte e nove le prese</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="39" />
            <source>; </source>
            <translation>; </translation>
        </message>
    </context>
    <context>
        <name>SyncActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="135" />
            <source>Not syncing: the sync folder {folder} and the archive's folder {archive} lie one inside the other, so the sync tool would copy the archive itself and could damage it. Name a folder apart from it.</source>
            <extracomment>Where the sync folder in force was named: ``"environment"`` (``--sync-dir`` or the variable), ``"setting"`` (Tools ▸ Sync folder…), or ``""`` (none).</extracomment>
            <translation>Nessuna sincronizzazione: la cartella di sincronizzazione {folder} e la cartella dell'archivio {archive} stanno una dentro l'altra, quindi lo strumento copierebbe l'archivio stesso e potrebbe danneggiarlo. Indica una cartella a parte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="140" />
            <location filename="../../tarbish_score/ui/actions/sync.py" line="405" />
            <source>Sync folder…</source>
            <translation>Cartella di sincronizzazione…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="254" />
            <source>Kept this laptop's version of match {n}; the other laptop's is in its versions.</source>
            <translation>Tenuta la versione di questo portatile della partita {n}; quella dell'altro portatile è nelle sue versioni.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="255" />
            <source>Took the other laptop's version of match {n}; yours is in its versions.</source>
            <translation>Presa la versione dell'altro portatile della partita {n}; la tua è nelle sue versioni.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="256" />
            <source>Kept both: the other laptop's version is now match {made}.</source>
            <translation>Tenute entrambe: la versione dell'altro portatile è ora la partita {made}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="285" />
            <source>&lt;b&gt;The archive is inside a folder {tool} syncs,&lt;/b&gt; which can damage it. To move it: quit, move {data} out of that folder, and start with --data-dir NEWFOLDER (or set {variable}=NEWFOLDER). Tools ▸ Sync folder… shares matches safely.</source>
            <translation>&lt;b&gt;L'archivio è in una cartella che {tool} sincronizza,&lt;/b&gt; e questo può danneggiarlo. Per spostarlo: esci, porta {data} fuori da quella cartella e avvia con --data-dir NUOVACARTELLA (o imposta {variable}=NUOVACARTELLA). Strumenti ▸ Cartella di sincronizzazione… condivide le partite senza rischi.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="313" />
            <source>&lt;b&gt;%n match(es) changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</source>
            <translation>
                <numerusform>&lt;b&gt;%n partita modificata su due portatili.&lt;/b&gt; Le due versioni sono conservate: scegli quale tenere.</numerusform>
                <numerusform>&lt;b&gt;%n partite modificate su due portatili.&lt;/b&gt; Le due versioni sono conservate: scegli quali tenere.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="317" />
            <source>Compare…</source>
            <translation>Confronta…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="326" />
            <source>%n match(es) came from another laptop.</source>
            <translation>
                <numerusform>%n partita è arrivata da un altro portatile.</numerusform>
                <numerusform>%n partite sono arrivate da un altro portatile.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="328" />
            <source>%n match(es) changed by another laptop.</source>
            <translation>
                <numerusform>%n partita modificata da un altro portatile.</numerusform>
                <numerusform>%n partite modificate da un altro portatile.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="364" />
            <source>Match {n} is no longer won: another laptop's version took its place.</source>
            <translation>La partita {n} non è più vinta: la versione di un altro portatile ne ha preso il posto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="365" />
            <source>Match {n} is now won by {team}: another laptop's version took its place.</source>
            <translation>La partita {n} ora è vinta da {team}: la versione di un altro portatile ne ha preso il posto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="371" />
            <source>Round {n} came from another laptop.</source>
            <translation>La smazzata {n} è arrivata da un altro portatile.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="373" />
            <source>Rounds {first}–{last} came from another laptop.</source>
            <translation>Le smazzate {first}–{last} sono arrivate da un altro portatile.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="382" />
            <source>Round {n} was replaced by the other laptop's choice; yours is kept in the match's versions.</source>
            <translation>La smazzata {n} è stata sostituita dalla scelta dell'altro portatile; la tua è conservata nelle versioni della partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="386" />
            <source>Rounds {first}–{last} were replaced by the other laptop's choice; yours are kept in the match's versions.</source>
            <translation>Le smazzate {first}–{last} sono state sostituite dalla scelta dell'altro portatile; le tue sono conservate nelle versioni della partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="424" />
            <source>S&amp;ync folder…</source>
            <translation>Cartella di sincroni&amp;zzazione…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="427" />
            <source>A folder Syncthing, Nextcloud, Dropbox or OneDrive carries: matches go to other laptops</source>
            <translation>Una cartella che Syncthing, Nextcloud, Dropbox o OneDrive trasporta: le partite vanno agli altri portatili</translation>
        </message>
    </context>
    <context>
        <name>SyncConflictDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="98" />
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="188" />
            <source>Changed on two laptops</source>
            <extracomment>The choice made (``keep-ours``, ``take-theirs``, ``keep-both``), "" until one is. The rounds (0-based) that differ between the two versions.</extracomment>
            <translation>Modificata su due portatili</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="102" />
            <source>{a} against {b} was changed on two laptops</source>
            <translation>{a} contro {b} è stata modificata su due portatili</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="110" />
            <source>Both versions are kept until you choose; %n round(s) differ, marked ≠ and in colour. The version you let go stays in the match's log.</source>
            <translation>
                <numerusform>Le due versioni restano finché non scegli; %n smazzata è diversa, segnata ≠ e a colori. La versione scartata resta nel registro della partita.</numerusform>
                <numerusform>Le due versioni restano finché non scegli; %n smazzate sono diverse, segnate ≠ e a colori. La versione scartata resta nel registro della partita.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>this laptop's version</source>
            <translation>la versione di questo portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>the other laptop's version</source>
            <translation>la versione dell'altro portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="129" />
            <source>Read from {file}</source>
            <translation>Letta da {file}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="135" />
            <source>Totals of {version}</source>
            <translation>Totali ({version})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="145" />
            <source>&amp;Keep this laptop's</source>
            <translation>&amp;Tieni quella di questo portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="146" />
            <source>&amp;Take the other's</source>
            <translation>&amp;Prendi quella dell'altro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="147" />
            <source>Keep &amp;both as two matches</source>
            <translation>Tieni &amp;entrambe come due partite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="148" />
            <source>Decide &amp;later</source>
            <translation>Decidi &amp;dopo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="149" />
            <source>This laptop's version stays; the other's goes to the log</source>
            <translation>La versione di questo portatile resta; quella dell'altro va nel registro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="150" />
            <source>The other laptop's version replaces this one's</source>
            <translation>La versione dell'altro portatile sostituisce quella di questo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="151" />
            <source>The other laptop's version becomes a match of its own</source>
            <translation>La versione dell'altro portatile diventa una partita a sé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="179" />
            <source>The choice was not saved: {error}</source>
            <translation>La scelta non è stata salvata: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="194" />
            <source>when not known</source>
            <translation>in data sconosciuta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="196" />
            <source>This laptop ({name}), changed {when}</source>
            <translation>Versione di questo portatile ({name}), modificata il {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="198" />
            <source>The other laptop ({name}), changed {when}</source>
            <translation>Versione dell'altro portatile ({name}), modificata il {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="199" />
            <source>The other laptop, changed {when}</source>
            <translation>Versione dell'altro portatile, modificata il {when}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="203" />
            <source>{a} {x} – {b} {y}, %n round(s)</source>
            <translation>
                <numerusform>{a} {x} – {b} {y}, %n smazzata</numerusform>
                <numerusform>{a} {x} – {b} {y}, %n smazzate</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="211" />
            <source>Round</source>
            <translation>Smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="212" />
            <source>Called</source>
            <translation>Chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="213" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="214" />
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="215" />
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="216" />
            <source>Totals</source>
            <translation>Totali</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="220" />
            <source>Rounds of {version}</source>
            <translation>Smazzate ({version})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="222" />
            <source>The rounds that differ from the other version are marked ≠ and in colour.</source>
            <translation>Le smazzate diverse dall'altra versione sono segnate ≠ e a colori.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="249" />
            <source>Differs from the other version</source>
            <translation>Diversa dall'altra versione</translation>
        </message>
    </context>
    <context>
        <name>SyncFiles</name>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="33" />
            <source>still being written; tried again shortly</source>
            <extracomment>Why a file was skipped: ``writing`` (not whole yet, or changed while it was read: a tool is writing it), ``unreadable`` (the system refused to read it now), ``damaged`` (not whole JSON and unchanged for a minute), ``not-record`` (JSON, but not a match record), ``too-large``, ``refused`` (a record this archive cannot take).</extracomment>
            <translation>ancora in scrittura; si riprova a breve</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="35" />
            <source>cannot be read now ({detail}); tried again shortly</source>
            <translation>illeggibile per ora ({detail}); si riprova a breve</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="37" />
            <source>damaged: {detail}; left alone until it changes</source>
            <translation>danneggiato: {detail}; lasciato com'è finché non cambia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="39" />
            <source>not a match record ({detail}); left alone</source>
            <translation>non è un foglio di partita ({detail}); lasciato com'è</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="41" />
            <source>too large for a match record ({detail}); left alone</source>
            <translation>troppo grande per un foglio di partita ({detail}); lasciato com'è</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="43" />
            <source>a match this archive cannot take ({detail}); left alone</source>
            <translation>una partita che questo archivio non può accettare ({detail}); lasciato com'è</translation>
        </message>
    </context>
    <context>
        <name>SyncFolderDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="65" />
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="83" />
            <source>Sync folder</source>
            <translation>Cartella di sincronizzazione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="70" />
            <source>Matches go to your other laptops through a folder a sync tool carries (Syncthing, Nextcloud, Dropbox, OneDrive, or a USB stick): each match is one file there. Choose the same synced folder on every laptop. The archive itself stays where it is.</source>
            <translation>Le partite vanno agli altri tuoi portatili tramite una cartella che uno strumento di sincronizzazione trasporta (Syncthing, Nextcloud, Dropbox, OneDrive o una chiavetta USB): ogni partita vi è un file. Scegli la stessa cartella sincronizzata su ogni portatile. L'archivio resta dov'è.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="79" />
            <source>&amp;Folder:</source>
            <translation>&amp;Cartella:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="84" />
            <source>None: matches stay on this laptop</source>
            <translation>Nessuna: le partite restano su questo portatile</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="86" />
            <source>&amp;Choose…</source>
            <translation>&amp;Scegli…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="87" />
            <source>&amp;Stop syncing</source>
            <translation>&amp;Ferma la sincronizzazione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="89" />
            <source>Matches stop going to the folder; the files already there stay</source>
            <translation>Le partite non vanno più nella cartella; i file già lì restano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="102" />
            <source>Last sync</source>
            <translation>Ultima sincronizzazione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="106" />
            <source>Files not taken</source>
            <extracomment>Each file not taken by the last sync, with why and what happens to it (it scrolls: there may be many).</extracomment>
            <translation>File non presi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="111" />
            <source>Sync &amp;now</source>
            <translation>Sincronizza &amp;ora</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="131" />
            <source>This folder was named by --sync-dir or {variable} for this run: it comes before the one chosen here, which is used when neither names one.</source>
            <translation>Questa cartella è stata data da --sync-dir o {variable} per questa volta: viene prima di quella scelta qui, usata quando nessuno dei due ne dà una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="161" />
            <source>Not syncing.</source>
            <translation>Nessuna sincronizzazione.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="166" />
            <source>Not synced yet.</source>
            <translation>Non ancora sincronizzato.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="170" />
            <source>Last sync {when}: %n match(es) came in or grew.</source>
            <translation>
                <numerusform>Ultima sincronizzazione {when}: %n partita è arrivata o cresciuta.</numerusform>
                <numerusform>Ultima sincronizzazione {when}: %n partite sono arrivate o cresciute.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="172" />
            <source>Last sync {when}: nothing new.</source>
            <translation>Ultima sincronizzazione {when}: niente di nuovo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="174" />
            <source>%n match(es) written to the folder.</source>
            <translation>
                <numerusform>%n partita scritta nella cartella.</numerusform>
                <numerusform>%n partite scritte nella cartella.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="177" />
            <source>%n changed on two laptops: the banner offers both versions.</source>
            <translation>
                <numerusform>%n modificata su due portatili: l'avviso offre le due versioni.</numerusform>
                <numerusform>%n modificate su due portatili: l'avviso offre le due versioni.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="180" />
            <source>%n file(s) not taken:</source>
            <translation>
                <numerusform>%n file non preso:</numerusform>
                <numerusform>%n file non presi:</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="187" />
            <source>Choose the sync folder</source>
            <translation>Scegli la cartella di sincronizzazione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="200" />
            <source>Not chosen: {folder} and the archive's folder {archive} lie one inside the other, so the sync tool would copy the archive itself and could damage it. Choose a folder apart from it.</source>
            <translation>Non scelta: {folder} e la cartella dell'archivio {archive} stanno una dentro l'altra, quindi lo strumento copierebbe l'archivio stesso e potrebbe danneggiarlo. Scegli una cartella a parte.</translation>
        </message>
    </context>
    <context>
        <name>SyncKeeper</name>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="453" />
            <source>The sync folder {folder} is a file, not a folder: choose another. The archive is untouched.</source>
            <extracomment>How long the folder must be still before it is read (milliseconds): a sync tool writes in steps. The slow timer's period (milliseconds): a watcher misses changes on some network and FUSE folders. Files taken in, or matches published, per turn of the event loop at start (a few milliseconds each). At most this many record files are watched one by one (each is an inotify watch, a shared per-user budget); past it, a file overwritten in place waits for the slow timer. The last reading's report (None before the first), and when it ended (``time.time()``). The last failure's line, "" while the folder reads and writes. How long the last reading took (seconds). Matches not published yet (the folder was gone, or refused): published once it reads again. A reading's work still to do, a slice per turn of the event loop: file names to take in, then the ids of the matches to publish (None until listed; [] for none: the watcher's and the timer's readings publish nothing). The folder changed while a reading went on: read it again once it ends.</extracomment>
            <translation>La cartella di sincronizzazione {folder} è un file, non una cartella: scegline un'altra. L'archivio non è stato toccato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="458" />
            <source>The sync folder {folder} is not there (a disk or USB stick not plugged in?). Matches go there once it is back; the archive is untouched.</source>
            <translation>La cartella di sincronizzazione {folder} non c'è (un disco o una chiavetta USB non collegati?). Le partite ci andranno quando torna; l'archivio non è stato toccato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="472" />
            <source>The sync folder {folder} cannot be used: {reason}. The archive is untouched.</source>
            <translation>La cartella di sincronizzazione {folder} non si può usare: {reason}. L'archivio non è stato toccato.</translation>
        </message>
    </context>
    <context>
        <name>TableBoard</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="139" />
            <source>No match yet</source>
            <extracomment>Each line's type as a share of the totals' pixel size. The gap (pixels) between the two teams' columns: the totals never run together. The widest total the type is fitted to (digits; a wider one only gets smaller type). Who deals and who speaks first; the winner (or a tie) once there is one. The last round's result, bait marked.</extracomment>
            <translation>Nessuna partita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="153" />
            <source>WINS</source>
            <translation>VINCE</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="157" />
            <source>reached {target}</source>
            <translation>arrivata a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="159" />
            <source>needs {n} more of {target}</source>
            <translation>mancano {n} per arrivare a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="176" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>Partita vinta da {team}, {a} a {b}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="185" />
            <source>Round {n}</source>
            <translation>Smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="186" />
            <source>Deals: {name}</source>
            <translation>Mazziere: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="187" />
            <source>Speaks first: {name}</source>
            <translation>Primo di mano: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="192" />
            <source>Tied {a} all: play another round</source>
            <translation>Pari a {a}: si gioca un'altra smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="204" />
            <source>Last round ({n}):</source>
            <translation>Ultima smazzata ({n}):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="209" />
            <source>{team} called {trump}</source>
            <translation>{team} ha chiamato {trump}</translation>
        </message>
    </context>
    <context>
        <name>TablePicture</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="102" />
            <source>partners sit opposite
play goes clockwise ↻</source>
            <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0). Longest names that can be typed (the scoreboard reads them from across the table). The caption's flags: centred, and wrapped at word breaks if a line is still too long. The smallest caption type (pixels): the picture is at least wide enough for it. The felt's margin in the widget, and the caption's inside the felt (pixels: the dealer chip sits there).</extracomment>
            <translation>compagni di fronte
si gioca in senso orario ↻</translation>
        </message>
    </context>
    <context>
        <name>TableViewActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="337" />
            <source>&amp;Table view</source>
            <translation>&amp;Vista tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="352" />
            <source>Leave the table view</source>
            <translation>Esci dalla vista tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="360" />
            <source>&amp;Scoreboard window…</source>
            <translation>&amp;Finestra tabellone…</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="218" />
            <source>Add a late team</source>
            <translation>Aggiungere una squadra in ritardo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="220" />
            <source>A late team plays from the next round drawn.</source>
            <translation>Una squadra in ritardo gioca dal prossimo turno sorteggiato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="227" />
            <source>Team name</source>
            <translation>Nome della squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="228" />
            <source>The name the draw and the standings show.</source>
            <translation>Il nome che mostrano il sorteggio e la classifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="229" />
            <source>&amp;Team:</source>
            <translation>&amp;Squadra:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="232" />
            <source>Partner {n}</source>
            <translation>Compagno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="233" />
            <source>Optional.</source>
            <translation>Facoltativo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="234" />
            <source>Partner {n}:</source>
            <translation>Compagno {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="236" />
            <source>Add team</source>
            <translation>Aggiungi squadra</translation>
        </message>
    </context>
    <context>
        <name>TeamScorePanel</name>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="76" />
            <source>WINS</source>
            <translation>VINCE</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="80" />
            <source>reached {target}</source>
            <translation>arrivata a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="82" />
            <source>needs {n} more</source>
            <translation>mancano {n}</translation>
        </message>
    </context>
    <context>
        <name>ThemeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="34" />
            <source>T&amp;heme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="38" />
            <source>&amp;System (follow the desktop)</source>
            <translation>&amp;Sistema (segue il desktop)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="39" />
            <source>&amp;Light</source>
            <translation>&amp;Chiaro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="40" />
            <source>&amp;Dark</source>
            <translation>Sc&amp;uro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="41" />
            <source>&amp;High contrast</source>
            <translation>&amp;Alto contrasto</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="32" />
            <source>Round robin</source>
            <extracomment>Each format's name, by its value (``Format``).</extracomment>
            <translation>Girone all'italiana</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="33" />
            <source>Swiss</source>
            <translation>Sistema svizzero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="34" />
            <source>Winners move up</source>
            <translation>I vincitori salgono</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="38" />
            <source>wins</source>
            <extracomment>Each tie-break's name, by its value (``TieBreak``).</extracomment>
            <translation>vittorie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="39" />
            <source>head-to-head</source>
            <translation>scontro diretto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="40" />
            <source>points difference</source>
            <translation>differenza punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="41" />
            <source>points for</source>
            <translation>punti fatti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="42" />
            <source>a shared place</source>
            <translation>un posto condiviso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="56" />
            <source>A win, no points</source>
            <translation>Una vittoria, senza punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="58" />
            <source>Not counted</source>
            <translation>Non conteggiato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="60" />
            <source>A win, {x} to {y}</source>
            <translation>Una vittoria, {x} a {y}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="94" />
            <source>{above} and {below} share place {place}: no tie-break tells them apart.</source>
            <translation>{above} e {below} condividono il posto {place}: nessuno spareggio li separa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="99" />
            <source>{above} ahead of {below} on wins: {a} to {b}.</source>
            <translation>{above} davanti a {below} per vittorie: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="105" />
            <source>{above} ahead of {below} on head-to-head: won their game {x}–{y}.</source>
            <translation>{above} davanti a {below} per scontro diretto: ha vinto la loro partita {x}–{y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="109" />
            <source>{above} ahead of {below} on head-to-head: {a} to {b} in their games.</source>
            <translation>{above} davanti a {below} per scontro diretto: {a} a {b} nelle loro partite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="112" />
            <source>{above} ahead of {below} on head-to-head among the {n} tied teams: {a} to {b} in their games.</source>
            <translation>{above} davanti a {below} per scontro diretto tra le {n} squadre a pari merito: {a} a {b} nelle loro partite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="117" />
            <source>{above} ahead of {below} on points difference: {a} to {b}.</source>
            <translation>{above} davanti a {below} per differenza punti: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="120" />
            <source>{above} ahead of {below} on points for: {a} to {b}.</source>
            <translation>{above} davanti a {below} per punti fatti: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="135" />
            <source>Head-to-head did not count: not every two of the tied teams have met.</source>
            <translation>Lo scontro diretto non conta: non tutte le squadre a pari merito si sono incontrate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="139" />
            <source>Head-to-head left them level.</source>
            <translation>Lo scontro diretto li lascia in parità.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="140" />
            <source>Head-to-head left the {n} tied teams level.</source>
            <translation>Lo scontro diretto lascia in parità le {n} squadre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="167" />
            <source>Type the team's name.</source>
            <extracomment>The engine's tournament refusals, by code.</extracomment>
            <translation>Scrivi il nome della squadra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="168" />
            <source>There is already a team called {name}.</source>
            <translation>C'è già una squadra chiamata {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="169" />
            <source>A night takes at most {max} teams.</source>
            <translation>Una serata accoglie al massimo {max} squadre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="170" />
            <source>A round robin under way takes a late team only in a bye's place, and it has none left.</source>
            <translation>Un girone all'italiana in corso accetta una squadra in ritardo solo al posto di un turno di riposo, e non ne restano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="173" />
            <source>That team is not playing.</source>
            <translation>Quella squadra non sta giocando.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="174" />
            <source>A round needs at least {min} teams playing.</source>
            <translation>Un turno richiede almeno {min} squadre in gioco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="175" />
            <source>All {rounds} rounds of the night are drawn.</source>
            <translation>Tutti i {rounds} turni della serata sono sorteggiati.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="176" />
            <source>Round {round} still has tables out: {tables}. Type their results first.</source>
            <translation>Nel turno {round} mancano ancora dei tavoli: {tables}. Inserisci prima i loro risultati.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="179" />
            <source>Draw the first round first.</source>
            <translation>Sorteggia prima il primo turno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="180" />
            <source>Round {round} has not been drawn.</source>
            <translation>Il turno {round} non è stato sorteggiato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="181" />
            <source>Round {round} has no table {table}: it has {tables} tables.</source>
            <translation>Il turno {round} non ha il tavolo {table}: ne ha {tables}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="182" />
            <source>Table {table} already has its result, {x}–{y}. A change is a correction, with its reason.</source>
            <translation>Il tavolo {table} ha già il suo risultato, {x}–{y}. Una modifica è una correzione, con il suo motivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="185" />
            <source>Table {table} has no result to take off.</source>
            <translation>Il tavolo {table} non ha un risultato da togliere.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="186" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Indica il motivo: una correzione viene registrata con il suo motivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="187" />
            <source>Type the two final totals, whole numbers from 0.</source>
            <translation>Scrivi i due totali finali, numeri interi da 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="188" />
            <source>No game to {target} ends on {total}: a final total is at most {most}. Check the totals.</source>
            <translation>Nessuna partita a {target} finisce su {total}: un totale finale è al massimo {most}. Controlla i totali.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="191" />
            <source>Neither team reached {target}. If time was called, mark it; else check the totals.</source>
            <translation>Nessuna squadra ha raggiunto {target}. Se il tempo è scaduto, segnalo; altrimenti controlla i totali.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="194" />
            <source>A team reached {target}: the game ended on the target, not on time.</source>
            <translation>Una squadra ha raggiunto {target}: la partita è finita sull'obiettivo, non per il tempo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="197" />
            <source>Equal totals: under these rules a game is never drawn; it goes on until one team is ahead.</source>
            <translation>Totali uguali: con queste regole una partita non finisce mai pari; continua finché una squadra è in vantaggio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="200" />
            <source>The lower total wins only when both teams reached the target and the callers went out.</source>
            <translation>Il totale più basso vince solo se entrambe le squadre hanno raggiunto l'obiettivo e chi ha chiamato è uscito.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="203" />
            <source>This match was played under other house rules than the night's.</source>
            <translation>Questa partita è stata giocata con regole della casa diverse da quelle della serata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="204" />
            <source>This match is {a} against {b}; the table's teams are {c} and {d}.</source>
            <translation>Questa partita è {a} contro {b}; le squadre del tavolo sono {c} e {d}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="207" />
            <source>This match is not finished ({x}–{y}). If time was called, mark it.</source>
            <translation>Questa partita non è finita ({x}–{y}). Se il tempo è scaduto, segnalo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="210" />
            <source>The table's match record does not end on the totals its result gives.</source>
            <translation>La partita registrata del tavolo non finisce con i totali del suo risultato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="213" />
            <source>This match carries no table code: type the code on the table's slip.</source>
            <translation>Questa partita non porta un codice tavolo: scrivi il codice sul foglietto del tavolo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="216" />
            <source>No table of this night has the code {code}.</source>
            <translation>Nessun tavolo della serata ha il codice {code}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="217" />
            <source>The code {code} is of round {round}, which is over.</source>
            <translation>Il codice {code} è del turno {round}, che è finito.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="218" />
            <source>Name each tie-break once; a shared place can only come last.</source>
            <translation>Indica ogni spareggio una sola volta; un posto condiviso può venire solo per ultimo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="219" />
            <source>A night has 1 to {max} rounds.</source>
            <translation>Una serata ha da 1 a {max} turni.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="220" />
            <source>A bye is a win: give it more points for than against, at most {most}.</source>
            <translation>Un turno di riposo è una vittoria: dagli più punti a favore che contro, al massimo {most}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="223" />
            <source>A time limit is 0 (none) to {max} minutes.</source>
            <translation>Un limite di tempo va da 0 (nessuno) a {max} minuti.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="224" />
            <source>The seed of the draws is a whole number from 0 to {max}.</source>
            <translation>Il seme dei sorteggi è un numero intero da 0 a {max}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="225" />
            <source>The tournament's log draws round {round} out of turn.</source>
            <translation>Il registro del torneo sorteggia il turno {round} fuori ordine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="226" />
            <source>The tournament's log draws a team twice in a round, or a team that is not playing.</source>
            <translation>Il registro del torneo mette una squadra due volte in un turno, o una squadra che non gioca.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="229" />
            <source>There is nothing to undo.</source>
            <translation>Non c'è nulla da annullare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="230" />
            <source>There is nothing to redo.</source>
            <translation>Non c'è nulla da ripetere.</translation>
        </message>
    </context>
    <context>
        <name>TournamentActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="42" />
            <source>The match archive is not open, so a tournament cannot be kept.</source>
            <extracomment>The desks open, by tournament id. The dialog open (new or open tournament), for the tests to reach.</extracomment>
            <translation>L'archivio delle partite non è aperto: non si può conservare un torneo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="103" />
            <source>The night was not saved: {why}</source>
            <translation>La serata non è stata salvata: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="32" />
            <source>T&amp;ournament</source>
            <translation>T&amp;orneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="407" />
            <source>&amp;New tournament…</source>
            <translation>&amp;Nuovo torneo…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="410" />
            <source>A club or hall night: teams, draw, slips, results.</source>
            <translation>Una serata di circolo o di sala: squadre, sorteggio, fogli, risultati.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="415" />
            <source>&amp;Open tournament…</source>
            <translation>&amp;Aprire un torneo…</translation>
        </message>
    </context>
    <context>
        <name>TournamentDesk</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="113" />
            <source>R&amp;ound:</source>
            <extracomment>The round the draw shows (0: the newest).</extracomment>
            <translation>T&amp;urno:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="115" />
            <source>Round shown</source>
            <translation>Turno mostrato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="116" />
            <source>The round whose draw and results are listed below.</source>
            <translation>Il turno di cui sono elencati sotto il sorteggio e i risultati.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="124" />
            <source>Draw next round  [{Ctrl+D}]</source>
            <translation>Sorteggiare il turno successivo  [{Ctrl+D}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="126" />
            <source>Draw next round</source>
            <translation>Sorteggiare il turno successivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="141" />
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="143" />
            <source>Standings and teams</source>
            <translation>Classifica e squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="142" />
            <source>The standings, and the teams entered.</source>
            <translation>La classifica e le squadre iscritte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="145" />
            <source>Left and Right switch between the standings and the teams.</source>
            <translation>Sinistra e Destra passano dalla classifica alle squadre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="160" />
            <source>Why each tied team stands where it does, in sentences.</source>
            <translation>Perché ogni squadra a pari merito è al suo posto, in frasi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="162" />
            <source>Standin&amp;gs</source>
            <translation>&amp;Classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="168" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="144" />
            <source>Add a &amp;late team…</source>
            <translation>Aggiungere una squadra in &amp;ritardo…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="170" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="146" />
            <source>&amp;Withdraw a team…</source>
            <translation>Ri&amp;tirare una squadra…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="176" />
            <source>Tea&amp;ms</source>
            <translation>S&amp;quadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="236" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="246" />
            <source>Not saved, so nothing changed: {why}</source>
            <translation>Non salvato, quindi nulla è cambiato: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="267" />
            <source>to {target}</source>
            <translation>a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="269" />
            <source>{game}, {minutes} min a round</source>
            <translation>{game}, {minutes} min a turno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="270" />
            <source>{format}, {game}: round {n} of {rounds}</source>
            <translation>{format}, {game}: turno {n} di {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="274" />
            <source>{format}, {game}: {rounds} rounds to play</source>
            <translation>{format}, {game}: {rounds} turni da giocare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="278" />
            <source>{format}, {game}: the night is over</source>
            <translation>{format}, {game}: la serata è finita</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="283" />
            <source>{name} — Tournament desk</source>
            <translation>{name} — Banco del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="303" />
            <source>Ties are broken once the first results are in.</source>
            <translation>Gli spareggi si decidono appena arrivano i primi risultati.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="319" />
            <source>No round drawn yet: {Ctrl+D} draws round 1.</source>
            <translation>Nessun turno sorteggiato: {Ctrl+D} sorteggia il turno 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="323" />
            <source>Round {n}: tables still out: {tables}.</source>
            <translation>Turno {n}: tavoli ancora in gioco: {tables}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="327" />
            <source>Every result is in: the night is over. {Ctrl+Shift+S} saves the final standings.</source>
            <translation>Ci sono tutti i risultati: la serata è finita. {Ctrl+Shift+S} salva la classifica finale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="331" />
            <source>Round {n} is complete: {Ctrl+D} draws the next round.</source>
            <translation>Il turno {n} è completo: {Ctrl+D} sorteggia il successivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="344" />
            <source>Round {n} drawn.</source>
            <translation>Turno {n} sorteggiato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="353" />
            <source>Undone. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Annullato. {Ctrl+Shift+Z} lo ripristina.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="357" />
            <source>Redone. {Ctrl+Z} undoes it.</source>
            <translation>Ripristinato. {Ctrl+Z} lo annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="370" />
            <source>Choose a table in the draw first, then correct it.</source>
            <translation>Scegli prima un tavolo nel sorteggio, poi correggilo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="375" />
            <source>Round {r}, table {t}: {a} against {b}</source>
            <translation>Turno {r}, tavolo {t}: {a} contro {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="384" />
            <source>Round {r}, table {t} corrected. {Ctrl+Z} undoes it.</source>
            <translation>Turno {r}, tavolo {t} corretto. {Ctrl+Z} lo annulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="400" />
            <source>{name} entered.</source>
            <translation>{name} iscritta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="415" />
            <source>{name} withdrawn.</source>
            <translation>{name} ritirata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="490" />
            <source>The projector is full screen on {screen}.</source>
            <translation>Il proiettore è a schermo intero su {screen}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="492" />
            <source>The projector is open in a window of its own: move it to the hall's screen.</source>
            <translation>Il proiettore è aperto in una finestra propria: spostatela sullo schermo della sala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="534" />
            <source>Table {t} recorded{names}.</source>
            <translation>Tavolo {t} registrato{names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="547" />
            <source>Table {t}: {a} against {b}</source>
            <translation>Tavolo {t}: {a} contro {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="20" />
            <source>&amp;Night</source>
            <translation>&amp;Serata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="21" />
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="22" />
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="23" />
            <source>&amp;Help</source>
            <translation>&amp;Guida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="28" />
            <source>Table number: the focus moves on once no table starts with it</source>
            <extracomment>The result entry's own keys (not commands), for the desk's keys sheet (F1); "{tables}": the night's table numbers.</extracomment>
            <translation>Numero del tavolo: il cursore avanza appena nessun tavolo inizia così</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="31" />
            <source>A total: the focus moves on at the target's number of digits</source>
            <translation>Un totale: il cursore avanza con tante cifre quante l'obiettivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="33" />
            <source>Next field (a short total)</source>
            <translation>Campo successivo (un totale corto)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="34" />
            <source>In an empty field: back to the one before</source>
            <translation>In un campo vuoto: torna al precedente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="35" />
            <source>Record the table's result</source>
            <translation>Registrare il risultato del tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="36" />
            <source>Clear the result fields</source>
            <translation>Cancellare i campi del risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="37" />
            <source>Time was called</source>
            <translation>Il tempo è scaduto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="45" />
            <source>&amp;Draw next round</source>
            <translation>S&amp;orteggiare il turno successivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="54" />
            <source>&amp;Print slips and table cards…</source>
            <translation>S&amp;tampare fogli e cartellini dei tavoli…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="62" />
            <source>Save slips and table cards as P&amp;DF…</source>
            <translation>Salvare fogli e cartellini in P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="71" />
            <source>&amp;Import table results…</source>
            <translation>&amp;Importare risultati dei tavoli…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="79" />
            <source>&amp;Watch a folder for table results…</source>
            <translation>&amp;Sorvegliare una cartella di risultati…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="87" />
            <source>Print s&amp;tandings…</source>
            <translation>Stampare la &amp;classifica…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="94" />
            <source>Save standings as PD&amp;F…</source>
            <translation>Salvare la classifica in PD&amp;F…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="102" />
            <source>&amp;Export standings as CSV…</source>
            <translation>&amp;Esportare la classifica in CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="111" />
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="116" />
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="120" />
            <source>&amp;Redo</source>
            <translation>&amp;Ripristina</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="129" />
            <source>&amp;Correct the chosen table's result…</source>
            <translation>&amp;Correggere il risultato del tavolo scelto…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="137" />
            <source>&amp;Type a result</source>
            <translation>&amp;Digitare un risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="150" />
            <source>&amp;Projector: standings and draw on a second screen</source>
            <translation>&amp;Proiettore: classifica e sorteggio su un secondo schermo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="158" />
            <source>&amp;Keys of the desk</source>
            <translation>&amp;Tasti del banco del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="84" />
            <source>tournament</source>
            <extracomment>Every refusal said, newest last (the file's name and why). The dialog asking for a record's table code, while one is open.</extracomment>
            <translation>torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="107" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="167" />
            <source>No round is drawn yet: draw one first.</source>
            <translation>Nessun turno è sorteggiato: sorteggiane uno prima.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="110" />
            <source>Save slips and table cards</source>
            <translation>Salvare fogli e cartellini dei tavoli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="111" />
            <source>round {n}</source>
            <translation>turno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="126" />
            <source>Save standings</source>
            <translation>Salvare la classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="127" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="142" />
            <source>standings</source>
            <translation>classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="141" />
            <source>Export standings</source>
            <translation>Esportare la classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="143" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Foglio di calcolo (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="154" />
            <source>Not written: {why}</source>
            <translation>Non scritto: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="159" />
            <source>Written: {path}</source>
            <translation>Scritto: {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="189" />
            <source>Import table results</source>
            <translation>Importare risultati dei tavoli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="191" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Registri di partita (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="250" />
            <source>Table result {code} taken from {file}.</source>
            <translation>Risultato del tavolo {code} preso da {file}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="291" />
            <source>{file} refused: {why}</source>
            <extracomment>The last refusal of a code typed: said with the file's name if the asking is then cancelled.</extracomment>
            <translation>{file} rifiutato: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="304" />
            <source>Watch a folder for table results</source>
            <translation>Sorvegliare una cartella di risultati dei tavoli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="321" />
            <source>{folder}, watched last time, is not there now: no folder is watched.</source>
            <translation>{folder}, sorvegliata l'ultima volta, non c'è più: nessuna cartella è sorvegliata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="335" />
            <source>Watching {folder} for table results.</source>
            <translation>Sorveglianza di {folder} per i risultati dei tavoli.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="101" />
            <source>out</source>
            <extracomment>One cell: its text, bold, its colour (None: the palette's text), and right-aligned (a number).</extracomment>
            <translation>in gioco</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="104" />
            <source>{result} (time called)</source>
            <translation>{result} (tempo scaduto)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="106" />
            <source>{result} (corrected)</source>
            <translation>{result} (corretto)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="115" />
            <source>Table</source>
            <translation>Tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="116" />
            <source>First team</source>
            <translation>Prima squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="117" />
            <source>Second team</source>
            <translation>Seconda squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="118" />
            <source>Deals first</source>
            <translation>Dà per primo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="119" />
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="120" />
            <source>Result</source>
            <translation>Risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="124" />
            <source>Draw</source>
            <translation>Sorteggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="125" />
            <source>The round's tables; tables still out are marked out. Choose a table and press F2 to correct it.</source>
            <translation>I tavoli del turno; quelli ancora in gioco sono segnati. Scegli un tavolo e premi F2 per correggerlo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="150" />
            <source>seat {n}</source>
            <translation>posto {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="192" />
            <source>Standings</source>
            <extracomment>The columns of ``STANDINGS_COLUMNS`` shown (the players and "withdrawn" are in the teams list). Columns of the view shown only when a team has one: drawn, byes. Columns of the view that give way when the pane is narrow, first to go first: against, played, lost. The team column's room when fitting, in widths of "M" (a longer name is cut short with "…").</extracomment>
            <translation>Classifica</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="193" />
            <source>Every team by place, after the results typed so far; ties broken below.</source>
            <translation>Ogni squadra per posizione, secondo i risultati digitati; spareggi sotto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="291" />
            <source>Team</source>
            <extracomment>Each column's room (pixels), measured at each fill; the columns without any value to show.</extracomment>
            <translation>Squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="292" />
            <source>Partners</source>
            <translation>Compagni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="293" />
            <source>Playing</source>
            <translation>Gioca</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="297" />
            <source>Teams</source>
            <translation>Squadre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="298" />
            <source>Every team entered; late and withdrawn teams say so.</source>
            <translation>Ogni squadra iscritta; quelle in ritardo o ritirate lo indicano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="314" />
            <source>withdrawn after round {n}</source>
            <translation>ritirata dopo il turno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="318" />
            <source>late: plays from round {n}</source>
            <translation>in ritardo: gioca dal turno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="320" />
            <source>yes</source>
            <translation>sì</translation>
        </message>
    </context>
    <context>
        <name>TournamentPaper</name>
        <message>
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="84" />
            <source>Order of the tie-breaks: {order}.</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres.</extracomment>
            <translation>Ordine degli spareggi: {order}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="38" />
            <source>Place</source>
            <extracomment>The standings' columns, in English (the PDF and the CSV show them in the user's language through ``translate("TournamentPaper", column)``); the CSV's columns are these, in this order.</extracomment>
            <translation>Posizione</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="39" />
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="40" />
            <source>Player 1</source>
            <translation>Giocatore 1</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="41" />
            <source>Player 2</source>
            <translation>Giocatore 2</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="42" />
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="43" />
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="44" />
            <source>Drawn</source>
            <translation>Pareggiate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="45" />
            <source>Lost</source>
            <translation>Perse</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="46" />
            <source>Byes</source>
            <translation>Turni di riposo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="47" />
            <source>Points for</source>
            <translation>Punti fatti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="48" />
            <source>Points against</source>
            <translation>Punti subiti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="49" />
            <source>Difference</source>
            <translation>Differenza</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="50" />
            <source>Withdrawn</source>
            <translation>Ritirata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="55" />
            <source>Score slip</source>
            <extracomment>The words the slip prints once each, by key (see :func:`paper_text`).</extracomment>
            <translation>Foglio segnapunti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="56" />
            <source>Table</source>
            <translation>Tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="57" />
            <source>Table code</source>
            <translation>Codice del tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="58" />
            <source>Hand</source>
            <translation>Smazzata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="59" />
            <source>Dealer</source>
            <translation>Mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="60" />
            <source>First dealer</source>
            <translation>Primo mazziere</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="61" />
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="62" />
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="63" />
            <source>Final totals</source>
            <translation>Totali finali</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="64" />
            <source>Time was called before a team reached the target</source>
            <translation>Tempo scaduto prima che una squadra raggiungesse l'obiettivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="65" />
            <source>Both teams sign, then bring this slip to the desk (or the table's match record).</source>
            <translation>Le due squadre firmano, poi portano questo foglio al banco (o la partita registrata del tavolo).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="68" />
            <source>The draw</source>
            <translation>Il sorteggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="69" />
            <source>against</source>
            <translation>contro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="70" />
            <source>How ties were broken</source>
            <translation>Come sono stati risolti i pareggi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="71" />
            <source>No tie needed breaking: wins alone set the order.</source>
            <translation>Nessun pareggio da risolvere: le sole vittorie fanno la classifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="72" />
            <source>withdrawn</source>
            <translation>ritirata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="73" />
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="74" />
            <source>= a shared place</source>
            <translation>= posizione condivisa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="89" />
            <source>Round {n} of {rounds}</source>
            <translation>Turno {n} di {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="94" />
            <source>Table {n}</source>
            <translation>Tavolo {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="99" />
            <source>Seat {n}</source>
            <translation>Posto {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="112" />
            <source>Team {n} (seats {a} and {b})</source>
            <translation>Squadra {n} (posti {a} e {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="124" />
            <source>First dealer: seat {n} ({who}), drawn by lot.</source>
            <translation>Primo mazziere: posto {n} ({who}), estratto a sorte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="129" />
            <source>The deal passes left: seat 1, 2, 3, 4, then seat 1 again.</source>
            <translation>Il mazzo passa a sinistra: posto 1, 2, 3, 4, poi di nuovo il posto 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="142" />
            <source>First to {target}.</source>
            <translation>A {target} punti.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/tournament_paper.py" line="145" />
            <source>Time limit: %n minute(s).</source>
            <translation>
                <numerusform>Tempo massimo: %n minuto.</numerusform>
                <numerusform>Tempo massimo: %n minuti.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="151" />
            <source>Signature, team {n}: {team}</source>
            <translation>Firma, squadra {n}: {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="158" />
            <source>Bye: {teams}.</source>
            <translation>Riposa: {teams}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="170" />
            <source>Final standings</source>
            <translation>Classifica finale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="174" />
            <source>Standings before the first result</source>
            <translation>Classifica prima del primo risultato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="177" />
            <source>Standings after round {n}</source>
            <translation>Classifica dopo il turno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="181" />
            <source>Standings with {done} of {tables} results of round {n} in</source>
            <translation>Classifica con {done} risultati su {tables} del turno {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="186" />
            <source>Standings with {done} of {tables} results of rounds 1–{n} in</source>
            <translation>Classifica con {done} risultati su {tables} dei turni da 1 a {n}</translation>
        </message>
    </context>
    <context>
        <name>TrumpCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/trump_combo.py" line="79" />
            <source>{key}, then {suits} ({no_trump}: no trump)</source>
            <translation>{key}, poi {suits} ({no_trump}: senza briscola)</translation>
        </message>
    </context>
    <context>
        <name>TrumpPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="161" />
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="164" />
            <source>The trump suit: press {clubs} for clubs, {diamonds} for diamonds, {hearts} for hearts, {spades} for spades ({no_trump}: no trump).</source>
            <translation>Il seme di briscola: premi {clubs} per fiori, {diamonds} per quadri, {hearts} per cuori, {spades} per picche ({no_trump}: senza briscola).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="181" />
            <source>no trump  [{no_trump}]</source>
            <translation>senza briscola  [{no_trump}]</translation>
        </message>
    </context>
    <context>
        <name>TypingStrip</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="336" />
            <source>No match yet: {F12} or {Esc} goes back, then {Ctrl+N} starts one.</source>
            <translation>Nessuna partita ancora: {F12} o {Esc} per tornare indietro, poi {Ctrl+N} per iniziarne una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="338" />
            <source>The match is over. {F12} or {Esc}: back to the full window.</source>
            <translation>La partita è finita. {F12} o {Esc}: torna alla finestra completa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="344" />
            <source>Type a round blind: caller 1-4, trump {clubs} {diamonds} {hearts} {spades}, the count; {Enter} records it.</source>
            <translation>Scrivi una smazzata alla cieca: chi chiama 1-4, briscola {clubs} {diamonds} {hearts} {spades}, il conteggio; {Enter} la registra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="353" />
            <source>thrown in</source>
            <translation>annullata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="356" />
            <source>{seat} {name}</source>
            <translation>{seat} {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="359" />
            <source>caller?</source>
            <translation>chi chiama?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="361" />
            <source>trump?</source>
            <translation>briscola?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="363" />
            <source>count?</source>
            <translation>conteggio?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="367" />
            <source>runs: {n}</source>
            <translation>scale: {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="369" />
            <source>bella: {name}</source>
            <translation>bella: {name}</translation>
        </message>
    </context>
    <context>
        <name>UndoBanner</name>
        <message>
            <location filename="../../tarbish_score/ui/undo_banner.py" line="58" />
            <source>Undo  [{Ctrl+Z}]</source>
            <translation>Annulla  [{Ctrl+Z}]</translation>
        </message>
    </context>
    <context>
        <name>UnsavedChangesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="51" />
            <source>Changes not saved</source>
            <translation>Modifiche non salvate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="52" />
            <source>&lt;b&gt;Some changes to this match are not saved in the archive.&lt;/b&gt;</source>
            <translation>&lt;b&gt;Alcune modifiche a questa partita non sono salvate nell'archivio.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="53" />
            <source>The archive refused them: {error}</source>
            <translation>L'archivio le ha rifiutate: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="56" />
            <source>They are kept in {path}. Tarabish Score offers to bring them back when it starts next.</source>
            <translation>Sono conservate in {path}. Al prossimo avvio Tarabish Score proporrà di recuperarle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="59" />
            <source>No copy could be kept either ({problem}): save a copy, or they are lost.</source>
            <translation>Non è stato possibile conservarne nemmeno una copia ({problem}): salva una copia, altrimenti andranno perse.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="66" />
            <source>&amp;Try again</source>
            <translation>&amp;Riprova</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="67" />
            <source>Save a &amp;copy…</source>
            <translation>Salva una &amp;copia…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="68" />
            <source>&amp;Quit, keep the copy</source>
            <translation>&amp;Esci e tieni la copia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="70" />
            <source>Quit &amp;without saving</source>
            <translation>Esci &amp;senza salvare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="71" />
            <source>&amp;Back to the match</source>
            <translation>&amp;Torna alla partita</translation>
        </message>
    </context>
    <context>
        <name>WithdrawDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="260" />
            <source>Withdraw a team</source>
            <translation>Ritirare una squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="262" />
            <source>A withdrawn team is drawn no more; its games stay in the standings.</source>
            <translation>Una squadra ritirata non viene più sorteggiata; le sue partite restano in classifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="270" />
            <source>Team</source>
            <translation>Squadra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="271" />
            <source>The team that leaves the night.</source>
            <translation>La squadra che lascia la serata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="272" />
            <source>&amp;Team:</source>
            <translation>&amp;Squadra:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="275" />
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="276" />
            <source>Why the team leaves; kept in the night's log.</source>
            <translation>Perché la squadra se ne va; resta nel registro della serata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="277" />
            <source>&amp;Reason:</source>
            <translation>&amp;Motivo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="279" />
            <source>Withdraw</source>
            <translation>Ritira</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="50" />
            <source>clubs</source>
            <extracomment>Suit names by the record's value of the suit; "none" is no trump.</extracomment>
            <translation>fiori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="51" />
            <source>diamonds</source>
            <translation>quadri</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="52" />
            <source>hearts</source>
            <translation>cuori</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="53" />
            <source>spades</source>
            <translation>picche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="54" />
            <source>no trump</source>
            <translation>senza briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="59" />
            <source>made</source>
            <extracomment>Outcome words by the record's value of the outcome (docs/rules.md section 6).</extracomment>
            <translation>fatta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="62" />
            <source>thrown in</source>
            <translation>annullata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="153" />
            <source>seat {n}</source>
            <translation>posto {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="67" />
            <source>twenty</source>
            <extracomment>The two kinds of run: three cards are a twenty, four or more a fifty (docs/rules.md section 4).</extracomment>
            <translation>venti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="68" />
            <source>fifty</source>
            <translation>cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="181" />
            <source>fifty ({n} cards)</source>
            <translation>cinquanta ({n} carte)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="184" />
            <source>{top} high</source>
            <translation>{top} in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="73" />
            <location filename="../../tarbish_score/words/game.py" line="74" />
            <source> (no score)</source>
            <extracomment>How a run list marks runs that scored and runs that did not, by style.</extracomment>
            <translation> (non segna)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="60" />
            <source>bait</source>
            <translation>bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, scored</source>
            <translation>, segnato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, beaten</source>
            <translation>, battuto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="131" />
            <source>North-South</source>
            <extracomment>The names a match takes when none is typed: the pairs and seats of a card table, as bridge names them (seat 0 at the bottom of the new-match picture, then clockwise). A compass name is a proper name in every sentence that puts a team or a player in ("North-South win the match"), where a pronoun such as "Us" is not ("Us win", "Victoire de Nous").</extracomment>
            <translation>Nord-Sud</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="131" />
            <source>East-West</source>
            <translation>Est-Ovest</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="133" />
            <source>South</source>
            <translation>Sud</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="134" />
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="135" />
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="136" />
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="172" />
            <source>fifty ({n})</source>
            <translation>cinquanta ({n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="174" />
            <source>{top}-high</source>
            <translation>{top} in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="246" />
            <source>no runs announced</source>
            <translation>nessuna scala dichiarata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="247" />
            <source>nobody else announced a run</source>
            <translation>nessun altro ha dichiarato una scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="248" />
            <source>a fifty beats any twenty</source>
            <translation>un cinquanta batte qualsiasi venti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="249" />
            <source>between fifties the longer run wins</source>
            <translation>tra due cinquanta vince la scala più lunga</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="250" />
            <source>the higher top card wins</source>
            <translation>vince la carta più alta in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="251" />
            <source>a trump run beats a plain run</source>
            <translation>una scala di briscola batte una scala di un altro seme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="252" />
            <source>identical runs on both teams: nobody scores runs</source>
            <translation>scale identiche nelle due squadre: nessuno segna scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="253" />
            <source>identical runs: the one nearer the eldest hand wins</source>
            <translation>scale identiche: vince quella più vicina al primo di mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="268" />
            <location filename="../../tarbish_score/words/game.py" line="270" />
            <source>Runs: {reason}.</source>
            <translation>Scale: {reason}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="276" />
            <source>Runs: {a}'s and {b}'s runs score {points} for {team}: {reason}</source>
            <translation>Scale: le scale di {a} e di {b} valgono {points} per {team}: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="285" />
            <source>Runs: {who}'s {run} wins, {points} points: {reason}</source>
            <translation>Scale: vince il {run} di {who}, {points} punti: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="290" />
            <source> (beat {who}'s {run})</source>
            <translation> (batte il {run} di {who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="304" />
            <source>Callers ({team}) needed {line} of {total} card points</source>
            <translation>A chi chiama ({team}) servivano {line} dei {total} punti delle carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="308" />
            <source>, with their {what}</source>
            <translation>, con {what} a favore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="310" />
            <source>, against a {what} for {team}</source>
            <translation>, contro {what} di {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="314" />
            <source> (could not be made)</source>
            <translation> (impossibile farcela)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="235" />
            <source>{n} in runs</source>
            <translation>{n} in scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="237" />
            <source>bella</source>
            <translation>bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="238" />
            <source>sweep bonus</source>
            <translation>bonus cappotto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="326" />
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="192" />
            <source>{player}'s {run}</source>
            <translation>il {run} di {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="68" />
            <source>Pick the caller: press 1-4.</source>
            <translation>Scegli chi chiama: premi 1-4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="70" />
            <source>Bella must be held by one of the four players.</source>
            <translation>La bella deve essere di uno dei quattro giocatori.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="71" />
            <source>A run must belong to one of the four players.</source>
            <translation>Una scala deve essere di uno dei quattro giocatori.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="105" />
            <source>Pick the trump suit: it decides between the runs.</source>
            <translation>Scegli il seme di briscola: decide tra le scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="82" />
            <source>Two players' runs must be compared: add the top card of {run}.</source>
            <translation>Bisogna confrontare le scale di due giocatori: indica la carta più alta per {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="85" />
            <source>Two players' runs must be compared: add the suit of {run}.</source>
            <translation>Bisogna confrontare le scale di due giocatori: indica il seme per {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="95" />
            <source>{first} and {second} need more cards of one suit than the suit has.</source>
            <translation>Per {first} e {second} servono più carte di un seme di quante il seme ne abbia.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="98" />
            <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
            <translation>Una carta non può stare in due scale: {first} e {second} usano entrambi la carta {card}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="117" />
            <source>No-trump rounds are off under these rules: pick a suit.</source>
            <translation>Con queste regole non si gioca senza briscola: scegli un seme.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="118" />
            <source>Type the card points as a whole number.</source>
            <translation>Scrivi i punti delle carte come numero intero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="119" />
            <source>A team's count must be between 0 and {total}.</source>
            <translation>Il conteggio di una squadra deve essere tra 0 e {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="122" />
            <source>The two teams' counts must add up to {total}.</source>
            <translation>I conteggi delle due squadre devono fare {total} in tutto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="125" />
            <source>A sweep means one team took all {total} card points.</source>
            <translation>Cappotto vuol dire che una squadra ha preso tutti i {total} punti delle carte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="128" />
            <source>Thrown in is off: the dealer must call (house rule).</source>
            <translation>Niente smazzate annullate: il mazziere deve chiamare (regola della casa).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="129" />
            <source>There is no bella in a no-trump round.</source>
            <translation>Non c'è bella in una smazzata senza briscola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="130" />
            <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
            <translation>La bella richiede K e Q di briscola, ma la carta {rank} è già in una scala: {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="133" />
            <source>A run has 3 to 9 cards.</source>
            <translation>Una scala ha da 3 a 9 carte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="134" />
            <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
            <translation>Una scala di {length} carte non può avere in testa {top}: la carta più bassa che può avere in testa è {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="137" />
            <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
            <translation>{player} dichiara {cards} carte in scale, ma una mano ne ha solo 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="141" />
            <source>{player}'s runs join into one run of {length} cards: record it as one run.</source>
            <translation>Le scale di {player} si uniscono in un'unica scala di {length} carte: registrala come una scala sola.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="147" />
            <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
            <translation>Questa smazzata è registrata come chiamata obbligata, ma con queste regole nessuno è obbligato a chiamare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="150" />
            <source>This round was recorded as the dealer's forced call: the caller must be the dealer, {dealer}.</source>
            <translation>Questa smazzata è registrata come chiamata obbligata del mazziere: chi chiama deve essere il mazziere, {dealer}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="154" />
            <source>The match is over: start a rematch ({Ctrl+Shift+R}) to play on.</source>
            <translation>La partita è finita: avvia una rivincita ({Ctrl+Shift+R}) per continuare a giocare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="162" />
            <source>Card points are digits only (0-9): remove “{chars}”.</source>
            <translation>I punti delle carte sono solo cifre (0-9): togli “{chars}”.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="184" />
            <source>The file is not a match record: its text is not valid JSON.</source>
            <translation>Il file non è un registro della partita: il suo testo non è JSON valido.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="185" />
            <source>The file is empty.</source>
            <translation>Il file è vuoto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="186" />
            <source>The file is UTF-16 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>Il file è in UTF-16, non in UTF-8: salvalo come UTF-8 («Salva con nome» di un editor di testo) e importalo di nuovo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="190" />
            <source>The file is UTF-32 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>Il file è in UTF-32, non in UTF-8: salvalo come UTF-8 («Salva con nome» di un editor di testo) e importalo di nuovo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="194" />
            <source>The file is too large to be a match record.</source>
            <translation>Il file è troppo grande per essere un registro della partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="195" />
            <source>The match is too large to keep: the archive could not back it up and restore it.</source>
            <translation>La partita è troppo grande per essere conservata: l'archivio non potrebbe farne il backup né ripristinarla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="198" />
            <source>The file is not a Tarabish Score match record.</source>
            <translation>Il file non è un registro della partita di Tarabish Score.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="199" />
            <source>This Tarabish Score cannot read this version of the match record.</source>
            <translation>Questa versione di Tarabish Score non sa leggere questa versione del registro della partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="200" />
            <source>The file cannot be read.</source>
            <translation>Impossibile leggere il file.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="201" />
            <source>A value in the record is of the wrong kind.</source>
            <translation>Un valore del registro è del tipo sbagliato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="202" />
            <source>The record must name two teams.</source>
            <translation>Il registro deve indicare due squadre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="203" />
            <source>Each team in the record must name two players.</source>
            <translation>Nel registro ogni squadra deve indicare due giocatori.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="204" />
            <source>The record's history of changes is damaged.</source>
            <translation>La cronologia delle modifiche del registro è danneggiata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="205" />
            <source>The record's archive dates are damaged.</source>
            <translation>Le date d'archivio del registro sono danneggiate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="206" />
            <source>The backup's table of contents is damaged or incomplete.</source>
            <translation>L'indice del backup è danneggiato o incompleto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="207" />
            <source>The folder holds no match record.</source>
            <translation>La cartella non contiene alcun registro della partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="235" />
            <source>{file}, round {round}, field '{field}'</source>
            <translation>{file}, smazzata {round}, campo '{field}'</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="239" />
            <source>{file}, round {round}</source>
            <translation>{file}, smazzata {round}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="241" />
            <source>{file}, field '{field}'</source>
            <translation>{file}, campo '{field}'</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="247" />
            <source>A value the record needs is missing.</source>
            <translation>Manca un valore necessario al registro.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="249" />
            <source>A file the backup lists is missing.</source>
            <translation>Manca un file elencato nel backup.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="258" />
            <source>The record holds a value Tarabish Score cannot accept.</source>
            <translation>Il registro contiene un valore che Tarabish Score non può accettare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="260" />
            <source>{where}: {sentence}</source>
            <translation>{where}: {sentence}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="275" />
            <source>The match could not be saved: the disk is full.</source>
            <translation>Impossibile salvare la partita: il disco è pieno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="276" />
            <source>The match could not be saved: the disk or the archive file is read-only.</source>
            <translation>Impossibile salvare la partita: il disco o il file dell'archivio è di sola lettura.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="277" />
            <source>The match could not be saved: another program is using the archive.</source>
            <translation>Impossibile salvare la partita: un altro programma sta usando l'archivio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="278" />
            <source>The match could not be saved: the disk reported an error.</source>
            <translation>Impossibile salvare la partita: il disco ha segnalato un errore.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="279" />
            <source>The match could not be saved: the archive refused the change.</source>
            <translation>Impossibile salvare la partita: l'archivio ha rifiutato la modifica.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="280" />
            <source>Another Tarabish Score window or command is using the matches: close it, or wait for it.</source>
            <translation>Un'altra finestra o un altro comando di Tarabish Score sta usando le partite: chiudilo o attendi che finisca.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="284" />
            <source>The match archive could not be used.</source>
            <translation>Impossibile usare l'archivio delle partite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="299" />
            <source>Could not write {path}: the disk is full.</source>
            <translation>Impossibile scrivere {path}: il disco è pieno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="300" />
            <source>Could not write {path}: the disk quota is used up.</source>
            <translation>Impossibile scrivere {path}: la quota del disco è esaurita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="301" />
            <source>Could not write {path}: the disk is read-only.</source>
            <translation>Impossibile scrivere {path}: il disco è di sola lettura.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="302" />
            <location filename="../../tarbish_score/words/errors.py" line="303" />
            <source>Could not write {path}: permission denied.</source>
            <translation>Impossibile scrivere {path}: permesso negato.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="304" />
            <source>Could not write {path}: it is a folder.</source>
            <translation>Impossibile scrivere {path}: è una cartella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="305" />
            <source>Could not write {path}: the folder does not exist.</source>
            <translation>Impossibile scrivere {path}: la cartella non esiste.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="307" />
            <source>Could not write {path}.</source>
            <translation>Impossibile scrivere {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="342" />
            <source>With this correction {team} win in round {n}</source>
            <translation>Con questa correzione vince {team} alla smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="346" />
            <source>With this correction the match ends drawn in round {n}</source>
            <translation>Con questa correzione la partita finisce in pareggio alla smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="348" />
            <source>; round {a} would come after the end.</source>
            <translation>; la smazzata {a} verrebbe dopo la fine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="350" />
            <source>; rounds {a}-{b} would come after the end.</source>
            <translation>; le smazzate {a}-{b} verrebbero dopo la fine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="22" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="23" />
            <source>Whole-bait house</source>
            <translation>Casa del bait pieno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="24" />
            <source>Short game (300)</source>
            <translation>Partita corta (300)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="25" />
            <source>Easy-going house</source>
            <translation>Casa alla buona</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="84" />
            <location filename="../../tarbish_score/words/rules.py" line="41" />
            <source>{title}: {value}</source>
            <translation>{title}: {value}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="44" />
            <source>{preset}, with {changes}</source>
            <translation>{preset}, con {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="50" />
            <source>Target</source>
            <translation>Obiettivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="51" />
            <source>Landing on the target</source>
            <translation>Arrivo all'obiettivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="52" />
            <source>Forced dealer</source>
            <translation>Mazziere obbligato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="53" />
            <source>Equal totals</source>
            <translation>Totali pari</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="54" />
            <source>Bait takes</source>
            <translation>Cosa prende il bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="55" />
            <source>Bella on bait</source>
            <translation>Bella col bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="56" />
            <source>Who scores runs</source>
            <translation>Chi segna le scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="57" />
            <source>Long runs</source>
            <translation>Scale lunghe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="58" />
            <source>Run order</source>
            <translation>Ordine delle scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="59" />
            <source>Between two fifties</source>
            <translation>Tra due cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="60" />
            <source>Identical runs</source>
            <translation>Scale identiche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="61" />
            <source>No-trump rounds</source>
            <translation>Smazzate senza briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="62" />
            <source>Both reach the target</source>
            <translation>Entrambe all'obiettivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="63" />
            <source>Tie at the end</source>
            <translation>Pareggio finale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="64" />
            <source>Sweep bonus</source>
            <translation>Bonus cappotto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="72" />
            <source>The points a team needs to win the match.</source>
            <translation>I punti che servono a una squadra per vincere la partita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="73" />
            <source>Whether landing exactly on the target wins, or a team must go past it.</source>
            <translation>Se arrivare esattamente all'obiettivo basta per vincere, o se bisogna superarlo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="74" />
            <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
            <translation>Se tutti passano, il mazziere deve chiamare la briscola; se disattivato, la smazzata è annullata.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="77" />
            <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
            <translation>Se chi chiama e gli avversari sono pari, gli avversari tengono i propri punti (mezzo bait) o prendono tutto (bait pieno).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="81" />
            <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
            <translation>Quando chi chiama va sotto (bait), gli avversari prendono tutto, o solo le carte e le proprie scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="84" />
            <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
            <translation>Quando chi chiama va sotto (bait), la sua bella va agli avversari o resta a chi chiama.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="87" />
            <source>Only the player with the best run scores runs, or both partners of that team do.</source>
            <translation>Segna le scale solo il giocatore con la scala migliore, oppure entrambi i compagni della sua squadra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="90" />
            <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
            <translation>Una scala di 5 o più carte vale 50, oppure si divide in cinquanta e venti (7 carte = 70).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="93" />
            <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
            <translation>Scale della stessa lunghezza: si confronta la carta più alta prima della briscola, o la briscola prima della carta più alta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="96" />
            <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
            <translation>Tra due cinquanta vince la carta più alta in testa, oppure vince prima la scala più lunga.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="99" />
            <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
            <translation>Scale identiche non di briscola nelle due squadre: nessuno segna scale, oppure segna quella più vicina al primo di mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="102" />
            <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
            <translation>Permette smazzate senza briscola: 130 punti delle carte e niente bella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="103" />
            <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
            <translation>Entrambe le squadre arrivano all'obiettivo nella stessa smazzata: vince il totale più alto, oppure chi chiama se ce l'ha fatta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="107" />
            <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
            <translation>Totali pari all'obiettivo o oltre: si gioca un'altra smazzata, oppure la partita finisce in pareggio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="110" />
            <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
            <translation>Punti extra per la squadra che fa tutte e nove le prese (0 = nessun bonus).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="118" />
            <source>exactly the target wins</source>
            <translation>basta arrivarci esatti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="119" />
            <source>must go past the target</source>
            <translation>bisogna superarlo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="120" />
            <source>the dealer must call</source>
            <translation>il mazziere deve chiamare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="121" />
            <source>all pass: thrown in</source>
            <translation>tutti passano: annullata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="61" />
            <location filename="../../tarbish_score/words/rules.py" line="122" />
            <source>half bait</source>
            <translation>mezzo bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="123" />
            <source>whole bait</source>
            <translation>bait pieno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="124" />
            <source>everything on the table</source>
            <translation>tutto ciò che è sul tavolo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="125" />
            <source>cards and their own runs only</source>
            <translation>solo carte e proprie scale</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="126" />
            <source>goes to the opponents</source>
            <translation>va agli avversari</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="127" />
            <source>stays with the callers</source>
            <translation>resta a chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="128" />
            <source>best player only</source>
            <translation>solo il giocatore migliore</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="129" />
            <source>both partners</source>
            <translation>entrambi i compagni</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="130" />
            <source>always 50</source>
            <translation>sempre 50</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="131" />
            <source>split (7 = 70, 8 = 100)</source>
            <translation>divisa (7 = 70, 8 = 100)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="132" />
            <source>top card, then trump</source>
            <translation>carta alta, poi briscola</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="133" />
            <source>trump, then top card</source>
            <translation>briscola, poi carta alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="134" />
            <source>higher top card</source>
            <translation>carta più alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="135" />
            <source>longer run first</source>
            <translation>prima la più lunga</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="136" />
            <source>nobody scores</source>
            <translation>nessuno segna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="137" />
            <source>nearer the eldest hand</source>
            <translation>più vicino al primo di mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="138" />
            <source>not allowed</source>
            <translation>non ammesse</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="139" />
            <source>allowed</source>
            <translation>ammesse</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="140" />
            <source>higher total wins</source>
            <translation>vince il totale più alto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="141" />
            <source>the callers win</source>
            <translation>vince chi chiama</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="142" />
            <source>play on</source>
            <translation>si continua</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="32" />
            <source>{title}: {old} → {new}</source>
            <extracomment>Changed rounds listed one by one; more are counted ("and 4 more rounds").</extracomment>
            <translation>{title}: {old} → {new}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="42" />
            <source>House rules: {old} → {new} (the same switches)</source>
            <translation>Regole della casa: {old} → {new} (stesse opzioni)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="54" />
            <location filename="../../tarbish_score/words/rules.py" line="143" />
            <source>a draw</source>
            <translation>pareggio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="55" />
            <source>nobody yet</source>
            <translation>ancora nessuno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="71" />
            <source>Nothing changes: every round scores the same.</source>
            <translation>Non cambia nulla: ogni smazzata vale come prima.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="77" />
            <source>{team}: {old} → {new} points</source>
            <translation>{team}: {old} → {new} punti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="81" />
            <source>Totals stay {a} {x} – {b} {y}.</source>
            <translation>I totali restano {a} {x} – {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="84" />
            <source>Round {n}: {old} {x} – {y} → {new} {x2} – {y2}</source>
            <translation>Smazzata {n}: {old} {x} – {y} → {new} {x2} – {y2}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/compare.py" line="96" />
            <source>… and %n more round(s).</source>
            <translation>
                <numerusform>… e %n altra smazzata.</numerusform>
                <numerusform>… e altre %n smazzate.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="99" />
            <source>The winner changes: {old} → {new}.</source>
            <translation>Cambia il vincitore: {old} → {new}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="104" />
            <source>{team} still win.</source>
            <translation>Vince comunque {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="120" />
            <source>Not possible: under these rules the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>Impossibile: con queste regole la partita finisce alla smazzata {end}, e la smazzata {n} verrebbe dopo la fine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="124" />
            <source>Not possible: round {n} is not valid under these rules. {reason}</source>
            <translation>Impossibile: la smazzata {n} non è valida con queste regole. {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="141" />
            <source>With this round put in, the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>Inserendo questa smazzata, la partita finisce alla smazzata {end}, e la smazzata {n} verrebbe dopo la fine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="174" />
            <source>A team scores more than {limit} this round: check the count and the runs.</source>
            <translation>Una squadra segna più di {limit} in questa smazzata: controlla il conteggio e le scale.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="27" />
            <source>First past {target} wins.</source>
            <translation>Vince chi supera per primo {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="28" />
            <source>First to {target} wins.</source>
            <translation>Vince chi arriva per primo a {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="50" />
            <source>Equal totals at or above {target}: the match is drawn (house rule).</source>
            <translation>Totali pari a {target} o oltre: la partita finisce in pareggio (regola della casa).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="57" />
            <source>{team} went past {target} first.</source>
            <translation>Prima a superare {target}: {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="58" />
            <source>{team} reached {target} first.</source>
            <translation>Prima ad arrivare a {target}: {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="62" />
            <source>Both teams went past {target} by round {n}: the higher total wins.</source>
            <translation>Entrambe le squadre hanno superato {target} entro la smazzata {n}: vince il totale più alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="65" />
            <source>Both teams reached {target} by round {n}: the higher total wins.</source>
            <translation>Entrambe le squadre sono arrivate a {target} entro la smazzata {n}: vince il totale più alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="70" />
            <source>Both teams reached {target} in round {n}: {team} called and made it, so they go out (house rule: the callers win).</source>
            <translation>Entrambe le squadre sono arrivate a {target} alla smazzata {n}: chiamata fatta da {team}, che quindi chiude la partita (regola della casa: vince chi chiama).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="76" />
            <source>Both teams reached {target} in round {n}: {callers} called and went {outcome}, so {team} go out (house rule: the callers win only if they made it).</source>
            <translation>Entrambe le squadre sono arrivate a {target} alla smazzata {n}: la chiamata di {callers} è finita in {outcome}, quindi chiude la partita {team} (regola della casa: chi chiama vince solo se ce l'ha fatta).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="99" />
            <source>lost by {n}</source>
            <translation>persa di {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="102" />
            <source>lost: went {outcome}</source>
            <translation>persa: {outcome}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="103" />
            <source>lost: the callers went out</source>
            <translation>persa: chi chiama ha chiuso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="43" />
            <source>thrown in → played</source>
            <translation>annullata → giocata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="45" />
            <source>played → thrown in</source>
            <translation>giocata → annullata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="49" />
            <source>caller {before} → {after}</source>
            <translation>chi chiama {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="55" />
            <source>trump {before} → {after}</source>
            <translation>briscola {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="64" />
            <source>runs: {changes}</source>
            <translation>scale: {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="67" />
            <source>bella {before} → {after}</source>
            <translation>bella {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep added</source>
            <translation>cappotto aggiunto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep taken off</source>
            <translation>cappotto tolto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="77" />
            <source>not forced → dealer forced to call</source>
            <translation>non obbligata → mazziere obbligato a chiamare</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="79" />
            <source>dealer forced to call → not forced</source>
            <translation>mazziere obbligato a chiamare → non obbligata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="82" />
            <source>other details</source>
            <translation>altri dettagli</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="87" />
            <source>nobody</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="96" />
            <source>cards {a} – {b} → {c} – {d}</source>
            <translation>carte {a} – {b} → {c} – {d}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="99" />
            <source>{team} counted {before} → {after}</source>
            <translation>conteggio di {team} {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="116" />
            <source>{switch} {before} → {after}</source>
            <translation>{switch} {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="117" />
            <source>Preset</source>
            <translation>Regole della casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="146" />
            <source>Rules changed</source>
            <translation>Regole cambiate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="148" />
            <source>Round {n} deleted</source>
            <translation>Smazzata {n} eliminata</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="150" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Smazzata dimenticata inserita come smazzata {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="152" />
            <source>Round {n} corrected</source>
            <translation>Smazzata {n} corretta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="154" />
            <source>{what} (recorded as round {n})</source>
            <translation>{what} (registrata come smazzata {n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="157" />
            <source>{what}: {changes}</source>
            <translation>{what}: {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="163" />
            <source>taken out; the later rounds moved up one</source>
            <translation>tolta; le smazzate successive salgono di un posto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="165" />
            <source>put in; the later rounds moved down one</source>
            <translation>inserita; le smazzate successive scendono di un posto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="73" />
            <source>The backup could not be written; nothing was left in the chosen folder.</source>
            <extracomment>File kinds of Export…, by file ending.</extracomment>
            <translation>Impossibile scrivere il backup; nella cartella scelta non è rimasto nulla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="75" />
            <location filename="../../tarbish_score/words/errors.py" line="262" />
            <location filename="../../tarbish_score/words/errors.py" line="285" />
            <location filename="../../tarbish_score/words/errors.py" line="308" />
            <source>Details: {detail}</source>
            <translation>Dettagli: {detail}</translation>
        </message>
    </context>
    <context>
        <name>ZoomActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="295" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="305" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Riduci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="315" />
            <source>&amp;Actual size</source>
            <translation>Dimensioni &amp;effettive</translation>
        </message>
    </context>
    <context>
        <name>_RunChip</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>twenty</source>
            <extracomment>What a run's top-card field takes: a card's letter or digit (1 is the ten) -&gt; the item's text.</extracomment>
            <translation>venti</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>fifty</source>
            <translation>cinquanta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="111" />
            <source>{n} cards</source>
            <translation>{n} carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="113" />
            <source>How many cards in the run</source>
            <translation>Quante carte ha la scala</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="117" />
            <source>– top</source>
            <translation>– in testa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="120" />
            <source>The run's top card (type A K Q J 1 9 8; 1 is the 10)</source>
            <translation>La carta più alta della scala (scrivi A K Q J 1 9 8; 1 è il 10)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="124" />
            <source>– suit</source>
            <translation>– seme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="128" />
            <source>The run's suit (type {clubs} {diamonds} {hearts} {spades})</source>
            <translation>Il seme della scala (scrivi {clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="145" />
            <source>Remove this run</source>
            <translation>Togli questa scala</translation>
        </message>
    </context>
</TS>
