<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>About</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="52" />
            <source>Wikipedia, "Tarabish"</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Wikipédia, « Tarabish »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="53" />
            <source>Rules printed in Cape Breton newspapers</source>
            <translation>Règles publiées dans des journaux du Cap-Breton</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="54" />
            <source>KenMacD/tarabish, an open-source Tarabish game server</source>
            <translation>KenMacD/tarabish, un serveur de jeu de Tarabish open source</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="55" />
            <source>KimCBNS/tarabish-scoresheet, a Tarabish scoresheet app</source>
            <translation>KimCBNS/tarabish-scoresheet, une application de feuille de marque pour le Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="56" />
            <source>crashka/euchmgr, a euchre tournament manager: its ranking notes</source>
            <translation>crashka/euchmgr, tournois d'euchre : son classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="57" />
            <source>House rules reported by players</source>
            <translation>Règles maison rapportées par des joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="58" />
            <source>The sister games Klaberjass and Belote, for borrowed house rules</source>
            <translation>Les jeux cousins Klaberjass et Belote, pour des règles maison empruntées</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="84" />
            <source>About Tarabish Score</source>
            <translation>À propos de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="88" />
            <source>Tarabish Score</source>
            <translation>Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="92" />
            <source>Version {version} (Qt for Python {qt}, Python {python})</source>
            <translation>Version {version} (Qt for Python {qt}, Python {python})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="99" />
            <source>Keeps score for Tarabish, the Cape Breton card game, at the kitchen table.</source>
            <translation>Tient le score du Tarabish, le jeu de cartes du Cap-Breton, autour de la table de la cuisine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="103" />
            <source>Licence: MIT. Free to use, copy, change and share; it comes with no warranty.</source>
            <translation>Licence : MIT. Libre d'utiliser, copier, modifier et partager ; fourni sans aucune garantie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="119" />
            <source>Where your matches live</source>
            <translation>Où sont rangées vos parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="123" />
            <source>Data folder (the match archive)</source>
            <translation>Dossier de données (l'archive des parties)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="124" />
            <source>Settings file</source>
            <translation>Fichier des paramètres</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="125" />
            <source>Log folder</source>
            <translation>Dossier du journal</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="133" />
            <source>{path} (not made yet)</source>
            <translation>{path} (pas encore créé)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="140" />
            <source>Open folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="145" />
            <source>Not made yet: it is made when first needed.</source>
            <translation>Pas encore créé : il le sera dès qu'il faudra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="155" />
            <source>Where the rules come from</source>
            <translation>D'où viennent les règles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="170" />
            <source>The rules as this app scores them: Help ▸ Rules in force.</source>
            <translation>Les règles telles que cette application les compte : Aide ▸ Règles en vigueur.</translation>
        </message>
    </context>
    <context>
        <name>ArchiveActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="184" />
            <source>&amp;Set this match aside…</source>
            <translation>&amp;Laisser cette partie de côté…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="187" />
            <source>Keep this match in the archive and start another</source>
            <translation>Garder cette partie dans l'archive et en commencer une autre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="192" />
            <source>Match &amp;archive…</source>
            <translation>&amp;Archive des parties…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="88" />
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="89" />
            <source>the disk or the archive file is read-only</source>
            <translation>le disque ou le fichier d'archive est en lecture seule</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="90" />
            <source>another program is using the archive</source>
            <translation>un autre programme utilise l'archive</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="91" />
            <source>the disk reported an error</source>
            <translation>le disque a signalé une erreur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="92" />
            <source>the archive refused the change</source>
            <translation>l'archive a refusé la modification</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="101" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {why} ({path}). The match is safe in this window; saving is tried again with your next change, or now with “Try again”.</source>
            <translation>&lt;b&gt;Non enregistré :&lt;/b&gt; {why} ({path}). La partie reste sûre dans cette fenêtre ; nouvel essai à la prochaine modification, ou tout de suite avec « Réessayer ».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="202" />
            <source>Corrections &amp;log…</source>
            <translation>&amp;Journal des corrections…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="212" />
            <source>C&amp;orrect this match</source>
            <translation>C&amp;orriger cette partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="204" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="317" />
            <source>That match cannot be opened: {e}</source>
            <extracomment>The question asked before a match from the archive puts the match in progress aside. Shows a match changed on two laptops from the archive window (the sync's, once attached). The banners, top first, for the host to place. The declared commands' actions (ui/window_commands.py), on ``parent``, by id in menu order.</extracomment>
            <translation>Impossible d'ouvrir cette partie : {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="208" />
            <source>Opened {a} against {b} from the archive.</source>
            <translation>{a} contre {b} ouverte depuis l'archive.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="219" />
            <source>The match in this window was deleted.</source>
            <translation>La partie de cette fenêtre a été supprimée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="255" />
            <source>No match yet, so no corrections.</source>
            <translation>Pas encore de partie, donc pas de corrections.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="280" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; It is kept, untouched, as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;L'archive des parties était endommagée.&lt;/b&gt; Elle est conservée, intacte, sous {path} ; une nouvelle archive a été créée. Les parties précédentes ne figurent pas dans la liste.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="309" />
            <source>{a} against {b}, open until now, is in it.</source>
            <translation>{a} contre {b}, ouverte jusqu'ici, y figure.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="338" />
            <source>Restore a snapshot?</source>
            <translation>Restaurer un instantané ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="339" />
            <source>The match archive was damaged and set aside; a fresh one was started.</source>
            <translation>L'archive des parties était endommagée et a été mise de côté ; une nouvelle a été créée.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="343" />
            <source>Restore the snapshot of {day} (%n match(es))? It is the newest that reads whole.</source>
            <translation>
                <numerusform>Restaurer l'instantané du {day} (%n partie) ? C'est le plus récent qui se lit en entier.</numerusform>
                <numerusform>Restaurer l'instantané du {day} (%n parties) ? C'est le plus récent qui se lit en entier.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="380" />
            <source>&lt;b&gt;The match archive file was empty (0 bytes).&lt;/b&gt; It is kept as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;Le fichier d'archive des parties était vide (0 octet).&lt;/b&gt; Il est conservé sous {path} ; une nouvelle archive a été créée. Les parties précédentes ne figurent pas dans la liste.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="399" />
            <source>{names} and %n more</source>
            <translation>
                <numerusform>{names} et %n autre</numerusform>
                <numerusform>{names} et %n autres</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="348" />
            <source>&amp;Restore it</source>
            <translation>&amp;Le restaurer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="230" />
            <source>{a} against {b} stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>{a} contre {b} reste dans l'archive : {Ctrl+O} la rouvre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="243" />
            <source>You can now correct this match: select a round in the history and press {Enter}.</source>
            <translation>Vous pouvez maintenant corriger cette partie : choisissez une donne dans l'historique et appuyez sur {Enter}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="304" />
            <source>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n match(es) kept. The archive as it was is listed as “kept aside”.</source>
            <translation>
                <numerusform>&lt;b&gt;Instantané restauré :&lt;/b&gt; %n partie conservée. L’archive d’avant figure comme « mise de côté ».</numerusform>
                <numerusform>&lt;b&gt;Instantané restauré :&lt;/b&gt; %n parties conservées. L’archive d’avant figure comme « mise de côté ».</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="349" />
            <source>&amp;Keep the fresh archive</source>
            <translation>&amp;Garder la nouvelle archive</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="365" />
            <source>The snapshot was not restored: {e}</source>
            <translation>L'instantané n'a pas été restauré : {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="392" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; All {saved} matches were saved into a fresh archive; the damaged one is kept, untouched, beside it as {name}.</source>
            <translation>&lt;b&gt;L'archive des parties était endommagée.&lt;/b&gt; Les {saved} parties ont toutes été enregistrées dans une nouvelle archive ; l'ancienne est conservée, intacte, à côté, sous le nom {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="401" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; {saved} of {total} matches were saved into a fresh archive. Could not be read: {lost}; they stay in the damaged file, kept beside it as {name}.</source>
            <translation>&lt;b&gt;L'archive des parties était endommagée.&lt;/b&gt; {saved} parties sur {total} ont été enregistrées dans une nouvelle archive. Illisibles : {lost} ; elles restent dans le fichier endommagé, conservé à côté sous le nom {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="406" />
            <source>Its last changes, in a damaged write-ahead log, could not be applied; they stay in {name}-wal.</source>
            <translation>Ses dernières modifications, dans un journal d'écriture anticipée endommagé, n'ont pas pu être appliquées ; elles restent dans {name}-wal.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="410" />
            <source>%n saved match(es) can no longer be loaded; they are listed as unreadable.</source>
            <translation>
                <numerusform>%n partie enregistrée ne peut plus être chargée ; elle figure comme illisible.</numerusform>
                <numerusform>%n parties enregistrées ne peuvent plus être chargées ; elles figurent comme illisibles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="422" />
            <source>&lt;b&gt;An interrupted change of the match archive was rolled back.&lt;/b&gt; The archive is as it was before it.</source>
            <translation>&lt;b&gt;Une modification interrompue de l'archive des parties a été annulée.&lt;/b&gt; L'archive est telle qu'elle était avant.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="426" />
            <source>&lt;b&gt;Moving another program's file out of the archive's place was interrupted; it was finished now.&lt;/b&gt; It is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;Le déplacement du fichier d'un autre programme hors de la place de l'archive avait été interrompu ; il est maintenant terminé.&lt;/b&gt; Ce fichier est conservé, intact, sous {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="431" />
            <source>&lt;b&gt;Restoring a snapshot was interrupted; it was finished now.&lt;/b&gt; The archive as it was is listed as “kept aside”.</source>
            <translation>&lt;b&gt;La restauration d'un instantané avait été interrompue ; elle est maintenant terminée.&lt;/b&gt; L'archive d'avant figure comme « mise de côté ».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="436" />
            <source>&lt;b&gt;Repairing the match archive was interrupted; it was finished now.&lt;/b&gt; The damaged archive is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;La réparation de l'archive des parties avait été interrompue ; elle est maintenant terminée.&lt;/b&gt; L'archive endommagée est conservée, intacte, sous {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="443" />
            <source>match {id}</source>
            <translation>partie {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="445" />
            <source>match {id} ({a} v {b})</source>
            <translation>partie {id} ({a} c. {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="454" />
            <source>&lt;b&gt;Another program's file was where the match archive belongs.&lt;/b&gt; It was moved, untouched, to {path}; a fresh archive was started.</source>
            <translation>&lt;b&gt;Le fichier d'un autre programme occupait la place de l'archive des parties.&lt;/b&gt; Il a été déplacé, intact, vers {path} ; une nouvelle archive a été créée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="469" />
            <source>&lt;b&gt;The archive is on a read-only disk:&lt;/b&gt; changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;L'archive est sur un disque en lecture seule :&lt;/b&gt; les modifications ne sont gardées que dans cette fenêtre. L'enregistrement est retenté à chaque modification.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="474" />
            <source>&lt;b&gt;The disk is full:&lt;/b&gt; the archive can be read but not written, so changes are kept in this window only. Free some space on it: saving is tried again with each change.</source>
            <translation>&lt;b&gt;Le disque est plein :&lt;/b&gt; l'archive peut être lue mais pas écrite, les modifications ne sont donc gardées que dans cette fenêtre. Libérez de la place : l'enregistrement est retenté à chaque modification.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="479" />
            <source>&lt;b&gt;The archive cannot be written&lt;/b&gt; ({why}): changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;L'archive ne peut pas être écrite&lt;/b&gt; ({why}) : les modifications ne sont gardées que dans cette fenêtre. L'enregistrement est retenté à chaque modification.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="487" />
            <source>Try again</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="495" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="500" />
            <source>&lt;b&gt;Saved:&lt;/b&gt; every change is on disk again.</source>
            <translation>&lt;b&gt;Enregistré :&lt;/b&gt; toutes les modifications sont de nouveau sur le disque.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="512" />
            <source>&lt;b&gt;Read-only:&lt;/b&gt; this finished match is from the archive. To change a round, press “Correct this match”.</source>
            <translation>&lt;b&gt;Lecture seule :&lt;/b&gt; cette partie terminée vient de l'archive. Pour modifier une donne, cliquez sur « Corriger cette partie ».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="515" />
            <source>Correct this match</source>
            <translation>Corriger cette partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="551" />
            <source>Put this match aside?</source>
            <translation>Mettre cette partie de côté ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="553" />
            <source>{a} against {b} is not over: {x} – {y}.</source>
            <translation>{a} contre {b} n'est pas terminée : {x} – {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="560" />
            <source>Open the match from the archive instead? This one stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>Ouvrir plutôt la partie de l'archive ? Celle-ci reste dans l'archive : {Ctrl+O} la rouvre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="564" />
            <source>&amp;Open it</source>
            <translation>&amp;L'ouvrir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="565" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Continuer à jouer</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="149" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="587" />
            <source>Archive statistics</source>
            <extracomment>A query that has not answered after this long shows the busy bar (milliseconds). Typing a player's name waits this long for the next key before counting again (milliseconds). The first day the date filters offer: shown as "any day" (no limit). The threads each query ran on (the tests check none is the window's). The last statistics shown, or None before the first count.</extracomment>
            <translation>Statistiques de l'archive</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="161" />
            <source>Counting</source>
            <translation>Comptage en cours</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="167" />
            <source>Called, bait and bait rate count only the games whose rounds were recorded: a tournament result typed as two totals has none (see With rounds).</source>
            <translation>Prises, Bait et Taux de bait comme preneur ne comptent que les parties dont les donnes ont été notées : un résultat de tournoi saisi en deux totaux n'en a pas (voir Avec donnes).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="187" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="188" />
            <source>Statistics tables</source>
            <translation>Tableaux de statistiques</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="190" />
            <source>Players, pairs of partners, head to head: Left and Right, or Alt and the underlined letter.</source>
            <translation>Joueurs, paires de partenaires, face-à-face : flèches gauche et droite, ou Alt et la lettre soulignée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="201" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="202" />
            <source>One line per player: matches played and won, calls and baits, average margin in points.</source>
            <translation>Une ligne par joueur : parties jouées et gagnées, prises et baits, écart moyen en points.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="206" />
            <source>Pairs of partners</source>
            <translation>Paires de partenaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="207" />
            <source>One line per two partners, whichever seats they sat in.</source>
            <translation>Une ligne par paire de partenaires, quelles que soient les places qu'ils occupaient.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="211" />
            <source>Head to head</source>
            <translation>Face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="212" />
            <source>One line per two pairs that met: the first pair's wins, losses and average margin.</source>
            <translation>Une ligne pour chaque rencontre entre deux paires : victoires, défaites et écart moyen de la première paire.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="214" />
            <source>&amp;Players</source>
            <translation>&amp;Joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="215" />
            <source>P&amp;airs of partners</source>
            <translation>&amp;Paires de partenaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="216" />
            <source>&amp;Head to head</source>
            <translation>&amp;Face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="221" />
            <source>Click a column title to sort · {Alt+E} exports the table · {Esc} closes</source>
            <translation>Cliquez sur un titre de colonne pour trier · {Alt+E} exporte le tableau · {Esc} ferme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="225" />
            <source>&amp;Export as CSV…</source>
            <translation>&amp;Exporter en CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="227" />
            <source>Save the table in view as a spreadsheet file (CSV), sorted as shown</source>
            <translation>Enregistre le tableau affiché dans un fichier de tableur (CSV), trié comme à l'écran</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="229" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="230" />
            <source>Close the archive statistics</source>
            <translation>Ferme les statistiques de l'archive</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>From</source>
            <translation>Date de début</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>Count matches started on or after this day; the first day: no limit</source>
            <translation>Compte les parties commencées à partir de ce jour ; le premier jour proposé signifie sans limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>To</source>
            <translation>Date de fin</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>Count matches started on or before this day; the first day: no limit</source>
            <translation>Compte les parties commencées jusqu'à ce jour inclus ; le premier jour proposé signifie sans limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="253" />
            <source>&amp;From:</source>
            <translation>&amp;Du :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="255" />
            <source>&amp;To:</source>
            <translation>&amp;Au :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="258" />
            <source>Any house rules</source>
            <translation>Toutes règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="261" />
            <source>House rules</source>
            <translation>Règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="262" />
            <source>Count only matches played under this preset</source>
            <translation>Ne compte que les parties jouées avec ce préréglage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="263" />
            <source>House &amp;rules:</source>
            <translation>&amp;Règles maison :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="267" />
            <source>Anyone</source>
            <translation>Tous les joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="268" />
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="270" />
            <source>Count only matches this player played, and show only their lines</source>
            <translation>Ne compte que les parties de ce joueur, et n'affiche que ses lignes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="276" />
            <source>P&amp;layer:</source>
            <translation>Joue&amp;ur :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="279" />
            <source>&amp;Games:</source>
            <translation>Par&amp;ties :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="306" />
            <source>any day</source>
            <translation>sans limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="319" />
            <source>First pair</source>
            <translation>Première paire</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="320" />
            <source>Second pair</source>
            <translation>Deuxième paire</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="322" />
            <source>Show only the matches between the two pairs chosen</source>
            <translation>N'affiche que les parties entre les deux paires choisies</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="325" />
            <source>Pair:</source>
            <translation>Paire :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="327" />
            <source>against:</source>
            <translation>contre :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="442" />
            <source>No game to count under these filters</source>
            <translation>Aucune partie à compter avec ces filtres</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="444" />
            <source>Tournament games counted: {n}</source>
            <translation>Parties de tournoi comptées : {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="446" />
            <source>Games counted: {total} · finished matches: {matches} · tournament games: {games}</source>
            <translation>Parties comptées : {total} · parties terminées : {matches} · parties de tournoi : {games}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="450" />
            <source>1 finished match counted</source>
            <translation>1 partie terminée comptée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="451" />
            <source>{n} finished matches counted</source>
            <translation>{n} parties terminées comptées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="441" />
            <source>No finished match to count under these filters</source>
            <translation>Aucune partie terminée à compter avec ces filtres</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="459" />
            <source>The archive could not be read: {reason}</source>
            <translation>Impossible de lire l'archive : {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="463" />
            <source>Counting…</source>
            <translation>Comptage…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="478" />
            <source>any pair</source>
            <translation>toutes les paires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="499" />
            <source>Choose two pairs to see how they did against each other.</source>
            <translation>Choisissez deux paires pour voir leurs résultats l'une contre l'autre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="502" />
            <source>Choose two different pairs.</source>
            <translation>Choisissez deux paires différentes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="507" />
            <source>{a} and {b} have not played each other here.</source>
            <translation>Aucune partie entre {a} et {b} ici.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="518" />
            <source>{a} against {b}: {played} played, {won} won, {lost} lost, {drawn} drawn; average margin {margin} points</source>
            <translation>{a} contre {b} : parties jouées {played}, gagnées {won}, perdues {lost}, nulles {drawn} ; écart moyen {margin} points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="564" />
            <source>The table was not saved: {reason}</source>
            <translation>Le tableau n'a pas été enregistré : {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="566" />
            <source>Saved to {path}</source>
            <translation>Enregistré dans {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="573" />
            <source>tarabish-statistics.csv</source>
            <translation>tarabish-statistiques.csv</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Export the statistics as CSV</source>
            <translation>Exporter les statistiques en CSV</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Spreadsheet (CSV) (*.csv)</source>
            <translation>Tableur (CSV) (*.csv)</translation>
        </message>
    </context>
    <context>
        <name>ArchiveTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="127" />
            <source>Started</source>
            <extracomment>Matches read from the archive at a time. Role that gives a row's archive id.</extracomment>
            <translation>Commencée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="128" />
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="129" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="130" />
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="131" />
            <source>Winner</source>
            <translation>Gagnant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="132" />
            <source>Rounds</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="133" />
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="134" />
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="153" />
            <source>Last change: {when}</source>
            <translation>Dernière modification : {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="155" />
            <source>Changed on two laptops: both versions are kept until you choose; open it to compare them.</source>
            <translation>Modifiée sur deux portables : les deux versions sont gardées jusqu'à votre choix ; ouvrez-la pour les comparer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="179" />
            <source>{a} v {b}</source>
            <translation>{a} c. {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="182" />
            <source>{a1} &amp; {a2} v {b1} &amp; {b2}</source>
            <translation>{a1} &amp; {a2} c. {b1} &amp; {b2}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="195" />
            <source>changed on two laptops</source>
            <translation>modifiée sur deux portables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="197" />
            <source>{status}, from another laptop</source>
            <translation>{status}, venue d'un autre portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="201" />
            <source>in progress</source>
            <translation>en cours</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="203" />
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="205" />
            <source>drawn</source>
            <translation>nulle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="206" />
            <source>unreadable</source>
            <translation>illisible</translation>
        </message>
    </context>
    <context>
        <name>ArchiveWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="125" />
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="377" />
            <source>Match archive</source>
            <translation>Archive des parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="128" />
            <source>&amp;Find a team, player or note:</source>
            <translation>&amp;Chercher une équipe, un joueur ou une note :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="132" />
            <source>A name or a note, e.g. MacNeil, Legion hall, renege</source>
            <translation>Un nom ou une note, p. ex. MacNeil, salle de la Légion, renonce</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="142" />
            <source>Matches kept</source>
            <translation>Parties conservées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="181" />
            <source>&amp;Open</source>
            <translation>&amp;Ouvrir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="182" />
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="184" />
            <source>&amp;Delete…</source>
            <translation>&amp;Supprimer…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="185" />
            <source>S&amp;tatistics…</source>
            <translation>Stat&amp;istiques…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="187" />
            <source>Who has won most: per player, per pair of partners, head to head</source>
            <translation>Qui a le plus gagné : par joueur, par paire de partenaires, en face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="189" />
            <source>&amp;Versions…</source>
            <translation>&amp;Versions…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="191" />
            <source>The versions of the match another laptop's version or a choice set aside, kept</source>
            <translation>Les versions de la partie qu'une version d'un autre portable ou un choix a mises de côté, gardées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="194" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="302" />
            <source>The match was not deleted: {error}</source>
            <translation>La partie n'a pas été supprimée : {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="345" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</source>
            <translation>
                <numerusform>Supprimer {a} contre {b} ({x} – {y}, %n donne, commencée {when}) de ce portable ? Vos autres portables en gardent leur copie, et une modification faite là-bas la ramène ici.</numerusform>
                <numerusform>Supprimer {a} contre {b} ({x} – {y}, %n donnes, commencée {when}) de ce portable ? Vos autres portables en gardent leur copie, et une modification faite là-bas la ramène ici.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="368" />
            <source>Delete this match?</source>
            <translation>Supprimer cette partie ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="385" />
            <source>&amp;Snapshots: the archive as it stood before each day's first change</source>
            <translation>Ins&amp;tantanés : l'archive telle qu'elle était avant la première modification de chaque jour</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="390" />
            <source>Snapshots</source>
            <translation>Instantanés</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="392" />
            <source>Copies of the archive kept before changes, newest first; the one chosen can be restored.</source>
            <translation>Copies de l'archive conservées avant des modifications, les plus récentes en premier ; celle choisie peut être restaurée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="396" />
            <source>&amp;Restore…</source>
            <translation>&amp;Restaurer…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="418" />
            <source>None yet: one is taken at the first change of each day.</source>
            <translation>Aucun pour l'instant : un instantané est pris à la première modification de chaque jour.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="429" />
            <source>damaged, cannot be restored</source>
            <translation>endommagé, impossible à restaurer</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="431" />
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="505" />
            <source>%n match(es) found</source>
            <translation>
                <numerusform>%n partie trouvée</numerusform>
                <numerusform>%n parties trouvées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="507" />
            <source>%n match(es) kept</source>
            <translation>
                <numerusform>%n partie conservée</numerusform>
                <numerusform>%n parties conservées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="517" />
            <source>%n changed on two laptops</source>
            <translation>
                <numerusform>%n modifiée sur deux portables</numerusform>
                <numerusform>%n modifiées sur deux portables</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="433" />
            <source>{day} — kept aside by a restore at {time} — {count}</source>
            <translation>{day} — mis de côté par une restauration à {time} — {count}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="146" />
            <source>Every match in the archive, one a row, newest first; the arrow keys choose one, {Enter} opens it.</source>
            <translation>Toutes les parties de l'archive, une par ligne, les plus récentes en premier ; les flèches en choisissent une, {Enter} l'ouvre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="167" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Esc} closes</source>
            <translation>{Enter} ouvre la partie · {Alt+E} l'exporte · {Delete} la supprime · {Esc} ferme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="174" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Alt+S} snapshots · {Esc} closes</source>
            <translation>{Enter} ouvre la partie · {Alt+E} l'exporte · {Delete} la supprime · {Alt+S} instantanés · {Esc} ferme</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="352" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.</source>
            <translation>
                <numerusform>Supprimer {a} c. {b} ({x} – {y}, %n donne, commencée le {when}) ? Impossible de revenir en arrière.</numerusform>
                <numerusform>Supprimer {a} c. {b} ({x} – {y}, %n donnes, commencée le {when}) ? Impossible de revenir en arrière.</numerusform>
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
            <translation>L'instantané n'a pas été restauré : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="468" />
            <source>Restore this snapshot?</source>
            <translation>Restaurer cet instantané ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="470" />
            <source>Put the snapshot of {snapshot} in the archive's place? The archive as it is now is kept aside first and listed here, so this can be taken back.</source>
            <translation>Mettre l'instantané du {snapshot} à la place de l'archive ? L'archive actuelle est d'abord mise de côté et listée ici : vous pourrez donc revenir en arrière.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="59" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="60" />
            <source>Hide this message</source>
            <translation>Masquer ce message</translation>
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
            <translation>Qui avait le roi et la dame d'atout : appuyez sur 0 pour personne, ou sur le numéro de place du joueur, de 1 à 4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="210" />
            <source>0  nobody</source>
            <translation>0  personne</translation>
        </message>
    </context>
    <context>
        <name>CallerPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="143" />
            <source>Caller</source>
            <extracomment>One choice: ``(value, key, button text, text colour)``.</extracomment>
            <translation>Preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="145" />
            <source>Who called trump: press the caller's seat number, 1 to 4, or click a name.</source>
            <translation>Qui a pris : appuyez sur le numéro de place du preneur, de 1 à 4, ou cliquez sur un nom.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="152" />
            <source>0  thrown in</source>
            <translation>0  donne annulée</translation>
        </message>
    </context>
    <context>
        <name>CardCounterDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="69" />
            <source>Card-point counter</source>
            <extracomment>The last-trick choice for "nobody yet" (not negative: QButtonGroup gives negative ids itself).</extracomment>
            <translation>Compteur de points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="80" />
            <source>Trump:</source>
            <translation>Atout :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="84" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="85" />
            <source>The round's trump suit: the jack and nine of trump count more (Up and Down choose).</source>
            <translation>L'atout de la donne : le valet et le neuf d'atout valent plus (les flèches haut et bas le choisissent).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="83" />
            <source>pick the trump</source>
            <translation>choisissez l'atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="94" />
            <source>Whose tricks:</source>
            <translation>Plis de :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="107" />
            <source>Count both piles (check)</source>
            <translation>Compter les deux tas (vérification)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="115" />
            <source>Last trick (+10):</source>
            <translation>Dernier pli (+10) :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="118" />
            <source>not counted yet</source>
            <translation>pas encore compté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="128" />
            <source>Shortcut: {key}</source>
            <translation>Raccourci : {key}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="138" />
            <source>Tricks won by {team}</source>
            <translation>Plis gagnés par {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="167" />
            <source>Close  [{Esc}]</source>
            <translation>Fermer  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="257" />
            <source>Pick the trump first: its J counts 20 and its 9 counts 14.</source>
            <translation>Choisissez d'abord l'atout : son valet (J) vaut 20 et son 9 vaut 14.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="274" />
            <source>{team}: {points} card points</source>
            <translation>{team} : {points} points de cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="279" />
            <source>{cards} of 36 cards picked; {other} have {rest} in the other cards. Last trick not assigned (+10 to whoever took it).</source>
            <translation>{cards} cartes sur 36 choisies ; {other} a {rest} dans les autres cartes. Dernier pli non attribué (+10 pour qui l'a pris).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="286" />
            <source>{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).</source>
            <translation>{cards} cartes sur 36 choisies ; {other} a le reste : {rest} (sur {total}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="304" />
            <source>{a} {x} + {b} {y} = {total}: every card counted once.</source>
            <translation>{a} {x} + {b} {y} = {total} : chaque carte comptée une fois.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="311" />
            <source>{a} {x} + {b} {y} = {sum}, not {total}.</source>
            <translation>{a} {x} + {b} {y} = {sum}, et non {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="319" />
            <source>Missing (in neither pile): {cards}.</source>
            <translation>Manquantes (dans aucun tas) : {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="323" />
            <source>Counted twice (in both piles): {cards}.</source>
            <translation>Comptées deux fois (dans les deux tas) : {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="326" />
            <source>Say who took the last trick: it is worth 10.</source>
            <translation>Indiquez qui a pris le dernier pli : il vaut 10.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="332" />
            <source>Last trick not counted yet (+10 to whoever took it).</source>
            <translation>Dernier pli pas encore compté (+10 pour qui l'a pris).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="334" />
            <source>Includes 10 for the last trick.</source>
            <translation>Comprend 10 pour le dernier pli.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="343" />
            <source>missing</source>
            <translation>absente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="345" />
            <source>twice</source>
            <translation>2 fois</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="355" />
            <source>Who took the last trick? Pick it above</source>
            <translation>Qui a pris le dernier pli ? Choisissez-le ci-dessus</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="358" />
            <source>Use {points} for {team}  [{Enter}]</source>
            <translation>Utiliser {points} pour {team}  [{Enter}]</translation>
        </message>
    </context>
    <context>
        <name>CardGrid</name>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="63" />
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="66" />
            <source>The 36 cards, a row for each suit: type a card's rank then its suit (for example Q {hearts} for the queen of hearts) or move with the arrow keys and press {Space}, to pick it or put it back.</source>
            <translation>Les 36 cartes, une rangée par couleur : tapez le rang d'une carte puis sa couleur (par exemple Q {hearts} pour la dame de cœur), ou déplacez-vous avec les flèches et appuyez sur {Space}, pour la choisir ou la remettre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="109" />
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>picked</source>
            <translation>choisie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>not picked</source>
            <translation>non choisie</translation>
        </message>
    </context>
    <context>
        <name>CodeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="188" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="200" />
            <source>Table code</source>
            <translation>Code de la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="191" />
            <source>{file} carries no table code. Type the code printed on its table's slip.</source>
            <translation>{file} ne porte aucun code de table. Tapez le code imprimé sur la feuille de sa table.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="201" />
            <source>Round, table and three letters, as on the slip.</source>
            <translation>Tour, table et trois lettres, comme sur la feuille.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="202" />
            <source>Table &amp;code:</source>
            <translation>&amp;Code de la table :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="204" />
            <source>Take the result</source>
            <translation>Prendre le résultat</translation>
        </message>
    </context>
    <context>
        <name>CorrectionDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="112" />
            <source>Correct a result</source>
            <extracomment>The longest reason the engine keeps (model.notes). The desk's change, made on OK: "" once done, else why not.</extracomment>
            <translation>Corriger un résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="123" />
            <source>First team's total</source>
            <translation>Total de la première équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="124" />
            <source>Second team's total</source>
            <translation>Total de la deuxième équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="128" />
            <source>The final total as it should have been.</source>
            <translation>Le total final tel qu'il aurait dû être.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="132" />
            <source>&amp;First total:</source>
            <translation>&amp;Premier total :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="133" />
            <source>&amp;Second total:</source>
            <translation>&amp;Deuxième total :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="134" />
            <source>&amp;Time called</source>
            <translation>&amp;Temps écoulé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="137" />
            <source>Take the result &amp;off (typed on the wrong table)</source>
            <translation>&amp;Retirer le résultat (saisi sur la mauvaise table)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="142" />
            <source>Reason</source>
            <translation>Motif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="143" />
            <source>Why the result changes; it is logged with the correction.</source>
            <translation>Pourquoi le résultat change ; il est consigné avec la correction.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="144" />
            <source>&amp;Reason (required):</source>
            <translation>&amp;Motif (obligatoire) :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="146" />
            <source>Correct</source>
            <translation>Corriger</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="164" />
            <source>Type both final totals, or take the result off.</source>
            <translation>Tapez les deux totaux finaux, ou retirez le résultat.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="167" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Dites pourquoi : une correction est consignée avec son motif.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionsLogDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="53" />
            <source>Match started</source>
            <translation>Partie commencée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="55" />
            <source>Rules changed</source>
            <translation>Règles modifiées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="57" />
            <source>Round {n} recorded</source>
            <translation>Donne {n} enregistrée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="59" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Donne oubliée ajoutée comme donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="51" />
            <source>Note on round {n}</source>
            <translation>Note sur la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="61" />
            <source>Round {n} edited</source>
            <translation>Donne {n} modifiée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="63" />
            <source>Round {n} deleted</source>
            <translation>Donne {n} supprimée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="66" />
            <source>Undo: round {n} {what}</source>
            <translation>Annuler : donne {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="67" />
            <source>Redo: round {n} {what}</source>
            <translation>Rétablir : donne {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="82" />
            <source>Teams and players renamed</source>
            <translation>Équipes et joueurs renommés</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="84" />
            <source>Note on the match</source>
            <translation>Note sur la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="86" />
            <source>Undo: {what}</source>
            <translation>Annuler : {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="88" />
            <source>Redo: {what}</source>
            <translation>Rétablir : {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="102" />
            <source>{team}: {players}</source>
            <translation>{team} : {players}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="112" />
            <source>put back</source>
            <translation>remise</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="114" />
            <source>taken out</source>
            <translation>retirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="115" />
            <source>changed back</source>
            <translation>rétablie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="126" />
            <source>(a round this version cannot read)</source>
            <translation>(une donne que cette version ne sait pas lire)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="133" />
            <source>{caller} called {trump}</source>
            <translation>{caller} a pris à {trump}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="136" />
            <source>cards {a} – {b}</source>
            <translation>cartes {a} – {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="143" />
            <source>bella {player}</source>
            <translation>bella {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="148" />
            <source>sweep</source>
            <translation>capot</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="150" />
            <source>note “{note}”</source>
            <translation>note « {note} »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="190" />
            <source>Corrections log: {a} against {b}</source>
            <translation>Journal des corrections : {a} contre {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="197" />
            <source>Show every step, undone ones too (the whole audit trail)</source>
            <translation>Afficher chaque étape, même annulée (tout l'historique)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="200" />
            <source>Corrections</source>
            <translation>Corrections</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="203" />
            <source>Every change made to recorded rounds, one a row, oldest first: when, which round, and what changed.</source>
            <translation>Toutes les modifications apportées aux donnes enregistrées, une par ligne, les plus anciennes en premier : quand, quelle donne, et ce qui a changé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237" />
            <source>The rules were changed; no round of this match has been corrected.</source>
            <translation>Les règles ont été modifiées ; aucune donne de cette partie n'a été corrigée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="240" />
            <source>The rules were changed; {rounds}</source>
            <translation>Les règles ont été modifiées ; {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What changed</source>
            <translation>Modification</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It is now</source>
            <translation>Maintenant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>When</source>
            <translation>Quand</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="239" />
            <source>%n round(s) corrected.</source>
            <translation>
                <numerusform>%n donne corrigée.</numerusform>
                <numerusform>%n donnes corrigées.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What</source>
            <translation>Quoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It was</source>
            <translation>Avant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <source>It became</source>
            <translation>Après</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="238" />
            <source>No round of this match has been corrected.</source>
            <translation>Aucune donne de cette partie n'a été corrigée.</translation>
        </message>
    </context>
    <context>
        <name>CsvExport</name>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="42" />
            <source>Round</source>
            <extracomment>The round table's columns, in English; ``{0}``/``{1}`` are replaced by team 1's and team 2's names (:func:`csv_rows` shows them in the user's language).</extracomment>
            <translation>Donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="43" />
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="44" />
            <source>Caller</source>
            <translation>Preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="45" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="46" />
            <source>Card points {0}</source>
            <translation>Points de cartes {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="47" />
            <source>Card points {1}</source>
            <translation>Points de cartes {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="48" />
            <source>Runs</source>
            <translation>Suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="49" />
            <source>Run points {0}</source>
            <translation>Points de suites {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="50" />
            <source>Run points {1}</source>
            <translation>Points de suites {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="51" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="52" />
            <source>Bella points {0}</source>
            <translation>Points de bella {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="53" />
            <source>Bella points {1}</source>
            <translation>Points de bella {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="54" />
            <source>Outcome</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="55" />
            <source>Points {0}</source>
            <translation>Points {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="56" />
            <source>Points {1}</source>
            <translation>Points {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="57" />
            <source>Total {0}</source>
            <translation>Total {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="58" />
            <source>Total {1}</source>
            <translation>Total {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="59" />
            <location filename="../../tarbish_score/exchange/csv_export.py" line="111" />
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="79" />
            <source>{preset}, first to {target}</source>
            <translation>{preset}, partie en {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="104" />
            <source>Tarabish Score match</source>
            <translation>Partie Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="106" />
            <source>Team {n}</source>
            <translation>Équipe {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="108" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="109" />
            <source>First dealer</source>
            <translation>Premier donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="113" />
            <source>Started</source>
            <translation>Commencée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="115" />
            <source>{team} won</source>
            <translation>{team} a gagné</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="117" />
            <source>drawn</source>
            <translation>nulle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="119" />
            <source>in progress</source>
            <translation>en cours</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="120" />
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="121" />
            <source>Rounds</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="126" />
            <source>Corrections</source>
            <translation>Corrections</translation>
        </message>
    </context>
    <context>
        <name>ErrorDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="31" />
            <source>Something went wrong</source>
            <translation>Une erreur s'est produite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="34" />
            <source>Tarabish Score met an error it did not expect. The score kept so far is safe.</source>
            <translation>Tarabish Score a rencontré une erreur inattendue. Le score enregistré jusqu'ici est en sécurité.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="36" />
            <source>The details are also in the log: {path}</source>
            <translation>Les détails figurent aussi dans le journal : {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="46" />
            <source>Details of the error</source>
            <translation>Détails de l'erreur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="48" />
            <source>The technical details to send with a bug report; read only, they can be selected and copied.</source>
            <translation>Les détails techniques à joindre à un rapport de bogue ; en lecture seule, ils peuvent être sélectionnés et copiés.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="54" />
            <source>&amp;Copy details</source>
            <translation>&amp;Copier les détails</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="64" />
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
    </context>
    <context>
        <name>ExchangeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="124" />
            <source>Replace the file?</source>
            <extracomment>The folder of the last export this session (the next save dialog opens there).</extracomment>
            <translation>Remplacer le fichier ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="125" />
            <source>{name} already exists. Replace it?</source>
            <translation>{name} existe déjà. Le remplacer ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="196" />
            <source>There is no match yet: start one with {Ctrl+N}.</source>
            <translation>Pas encore de partie : commencez-en une avec {Ctrl+N}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="217" />
            <source>Match record (*.tarbish.json)</source>
            <translation>Fiche de partie (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="218" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Tableur (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="219" />
            <source>Scoresheet (*.pdf)</source>
            <translation>Feuille de marque (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="228" />
            <source>Export the match</source>
            <translation>Exporter la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="256" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="297" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="305" />
            <source>Export failed</source>
            <translation>Échec de l'export</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="299" />
            <source>Could not write {path}: it is in the folder that keeps the match archive ({folder}). Choose another folder.</source>
            <translation>Impossible d'écrire {path} : il se trouve dans le dossier de l'archive des parties ({folder}). Choisissez un autre dossier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="307" />
            <source>Exported to {path}</source>
            <translation>Exporté vers {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="323" />
            <source>Scoresheet sent to the printer.</source>
            <translation>Feuille de marque envoyée à l'imprimante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="335" />
            <source>Result copied: paste it into the group chat.</source>
            <translation>Résultat copié : collez-le dans la discussion de groupe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Fiches de partie (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="343" />
            <source>Import matches</source>
            <translation>Importer des parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="363" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="368" />
            <source>Nothing was imported</source>
            <translation>Rien n'a été importé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="364" />
            <source>These files have problems, so nothing was imported:

{problems}</source>
            <translation>Ces fichiers posent problème, rien n'a donc été importé :

{problems}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="371" />
            <source>Imported %n match(es)</source>
            <translation>
                <numerusform>%n partie importée</numerusform>
                <numerusform>%n parties importées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="372" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="428" />
            <source>; %n already saved, skipped</source>
            <translation>
                <numerusform> ; %n déjà enregistrée, ignorée</numerusform>
                <numerusform> ; %n déjà enregistrées, ignorées</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="381" />
            <source>Back up all matches into…</source>
            <translation>Sauvegarder toutes les parties dans…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="391" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="394" />
            <source>Backup failed</source>
            <translation>Échec de la sauvegarde</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="396" />
            <source>%n match(es) backed up in {folder}</source>
            <translation>
                <numerusform>%n partie sauvegardée dans {folder}</numerusform>
                <numerusform>%n parties sauvegardées dans {folder}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="414" />
            <source>Restore from backup folder…</source>
            <translation>Restaurer depuis un dossier de sauvegarde…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="422" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="425" />
            <source>Nothing was restored</source>
            <translation>Rien n'a été restauré</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="427" />
            <source>Brought in %n match(es)</source>
            <translation>
                <numerusform>%n partie récupérée</numerusform>
                <numerusform>%n parties récupérées</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="436" />
            <source>Some matches were not restored</source>
            <translation>Certaines parties n'ont pas été restaurées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="437" />
            <source>{brought}.

Could not take from {folder}:
{problems}</source>
            <translation>{brought}.

Impossible de reprendre depuis {folder} :
{problems}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="457" />
            <source>Cannot open the match</source>
            <translation>Impossible d'ouvrir la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="466" />
            <source>Not saved in the archive: {error}</source>
            <translation>Non enregistrée dans l'archive : {error}</translation>
        </message>
    </context>
    <context>
        <name>Explain</name>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="59" />
            <source>team {n}</source>
            <translation>équipe {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="77" />
            <source>{list} and {item}</source>
            <translation>{list} et {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="79" />
            <source>{list}, {item}</source>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="93" />
            <source>their {what}</source>
            <translation>leur bonus ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="95" />
            <source>the opponents' {what}</source>
            <translation>le bonus des adversaires ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="130" />
            <source>Under your house rule the opponents take the {total} card points</source>
            <translation>Selon votre règle maison, les adversaires prennent les {total} points de cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="134" />
            <source> plus their own {what}</source>
            <translation> plus leur propre bonus ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="136" />
            <source> and the callers' bella</source>
            <translation> et la bella des preneurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="138" />
            <source>, {points} in all</source>
            <translation>, {points} en tout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="141" />
            <source>; the callers' {what} is lost</source>
            <translation> ; le bonus des preneurs ({what}) est perdu</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="145" />
            <source>; the callers keep their bella</source>
            <translation> ; les preneurs gardent leur bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="148" />
            <source>Under your house rule the callers keep their bella ({points}).</source>
            <translation>Selon votre règle maison, les preneurs gardent leur bella ({points}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="163" />
            <source>equal totals: half bait</source>
            <translation>totaux égaux : demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="165" />
            <source>equal totals: whole bait</source>
            <translation>totaux égaux : bait complet</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="172" />
            <location filename="../../tarbish_score/words/explain.py" line="203" />
            <source>{theirs} raised the line to {line}</source>
            <translation>{theirs} a relevé le seuil à {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="174" />
            <source>needed {line} with {what}, took {took}</source>
            <translation>il fallait {line} avec {what}, ils ont fait {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="177" />
            <source>needed {line}, took {took}</source>
            <translation>il fallait {line}, ils ont fait {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="187" />
            <source>Callers {c} against {o}: half bait — equal totals, so the callers score nothing</source>
            <translation>Preneurs {c} contre {o} : demi-bait — totaux égaux, les preneurs ne marquent donc rien</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="189" />
            <source> and the opponents keep their own {o}.</source>
            <translation> et les adversaires gardent leurs {o} points.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="191" />
            <source>Callers {c} against {o}: bait — equal totals count as whole bait under the house rules.</source>
            <translation>Preneurs {c} contre {o} : bait — selon les règles maison, des totaux égaux comptent comme un bait complet.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="194" />
            <source>Callers {c} against {o}: bait</source>
            <translation>Preneurs {c} contre {o} : bait (dedans)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="199" />
            <source>{own} and {theirs} put the line at {line}</source>
            <translation>{own} et {theirs} ont placé le seuil à {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="205" />
            <source>{own} lowered the line to {line}</source>
            <translation>{own} a abaissé le seuil à {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="207" />
            <source>they needed {line} of {total} card points</source>
            <translation>il leur fallait {line} des {total} points de cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="210" />
            <source>, and they took {cards}</source>
            <translation>, et ils ont fait {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="212" />
            <source> (out of reach: the round has only {total})</source>
            <translation> (hors d'atteinte : la donne n'en compte que {total})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="222" />
            <source>ace-high</source>
            <translation>à l'as</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="223" />
            <source>king-high</source>
            <translation>au roi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="224" />
            <source>queen-high</source>
            <translation>à la dame</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="225" />
            <source>jack-high</source>
            <translation>au valet</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="226" />
            <source>ten-high</source>
            <translation>au dix</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="227" />
            <source>nine-high</source>
            <translation>au neuf</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="228" />
            <source>eight-high</source>
            <translation>au huit</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="229" />
            <source>seven-high</source>
            <translation>au sept</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="230" />
            <source>six-high</source>
            <translation>au six</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>fifties</source>
            <translation>suites de cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>twenties</source>
            <translation>suites de vingt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="249" />
            <source>Nobody scores runs this round.</source>
            <translation>Personne ne marque de suites dans cette donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="253" />
            <source>{player} ({team}) scores {points} for runs.</source>
            <translation>{player} ({team}) marque {points} pour les suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="256" />
            <source>{team} score {points} for runs: both partners' runs count.</source>
            <translation>{team} marque {points} pour les suites : les suites des deux partenaires comptent.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="275" />
            <source>No run was announced during the first trick.</source>
            <translation>Aucune suite n'a été annoncée pendant le premier pli.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="276" />
            <source>Nobody claims a run.</source>
            <translation>Personne n'annonce de suite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="284" />
            <source>A fifty beats any twenty: {best} beats {beaten}.</source>
            <translation>Un cinquante bat n'importe quel vingt : {best} bat {beaten}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="288" />
            <source>Both are fifties. Under the house rules the longer run wins first: {n} cards beat {m}.</source>
            <translation>Ce sont deux suites de cinquante. Selon les règles maison, la plus longue gagne d'abord : {n} cartes battent {m}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="294" />
            <source>Both are {kinds}.</source>
            <translation>Ce sont deux {kinds}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="297" />
            <source>Both are {kinds} in trump.</source>
            <translation>Ce sont deux {kinds} à l'atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="299" />
            <source>Both are {kinds}, neither in trump.</source>
            <translation>Ce sont deux {kinds}, aucune à l'atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="304" />
            <source>{a} beats {b}.</source>
            <translation>La suite {a} bat la suite {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="311" />
            <source>Both are {kinds}. Under the house rules trump comes first: the run in trump ({trump}) wins.</source>
            <translation>Ce sont deux {kinds}. Selon les règles maison, l'atout passe d'abord : la suite à l'atout ({trump}) gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="315" />
            <source>Both are {kinds}. Under the house rules trump comes before the top card: the run in trump ({trump}) beats the {top} plain run.</source>
            <translation>Ce sont deux {kinds}. Selon les règles maison, l'atout passe avant la carte de tête : la suite à l'atout ({trump}) bat la suite {top} hors atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="320" />
            <source>Both are {top} {kinds}. A run in trump ({trump}) beats a plain run.</source>
            <translation>Ce sont deux {kinds} {top}. Une suite à l'atout ({trump}) bat une suite hors atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="324" />
            <source>Both are {top} {kinds} in plain suits</source>
            <translation>Ce sont deux {kinds} {top} hors atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="328" />
            <source>: identical runs on both teams, so nobody scores runs.</source>
            <translation> : suites identiques dans les deux équipes, personne ne marque donc de suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="329" />
            <source>: under the house rules {player}, nearer the eldest hand, wins.</source>
            <translation> : selon les règles maison, {player}, plus près du premier à parler, gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="354" />
            <source>{best} and {partner} are equal, and partners do not both score: {player}, nearer the eldest hand, scores.</source>
            <translation>{best} et {partner} sont égaux, et les partenaires ne marquent pas tous les deux : {player}, plus près du premier à parler, marque.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="360" />
            <source>Only {team} claim runs that count.</source>
            <translation>Seule l'équipe {team} annonce des suites qui comptent.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="362" />
            <source>Only {team} claim runs.</source>
            <translation>Seule l'équipe {team} annonce des suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="367" />
            <source>Nobody else claims a run that counts.</source>
            <translation>Personne d'autre n'annonce de suite qui compte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="369" />
            <source>Nobody else claims a run.</source>
            <translation>Personne d'autre n'annonce de suite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="375" />
            <source>{runs} does not count: it was not announced in time;</source>
            <translation>{runs} ne compte pas : il n'a pas été annoncé à temps ;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="377" />
            <source>{runs} do not count: they were not announced in time;</source>
            <translation>{runs} ne comptent pas : ils n'ont pas été annoncés à temps ;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="388" />
            <source>To decide, add the top card of {run}.</source>
            <translation>Pour trancher, ajoutez la carte de tête pour {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="389" />
            <source>To decide, add the suit of {run}.</source>
            <translation>Pour trancher, ajoutez la couleur pour {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="406" />
            <source>{run} was not announced during the first trick: it does not count.</source>
            <translation>{run} n'a pas été annoncé pendant le premier pli : il ne compte pas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="419" />
            <source>“{switch}: {value}”</source>
            <translation>« {switch} : {value} »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="424" />
            <source>Under {rule}, the trump would decide: pick the trump suit.</source>
            <translation>Avec {rule}, l'atout trancherait : choisissez l'atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="426" />
            <source>Under {rule}, nobody would score runs.</source>
            <translation>Avec {rule}, personne ne marquerait de suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="429" />
            <source>{player} ({team})</source>
            <translation>{player} ({team})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="434" />
            <source>Under {rule}, {who} would score {points} for runs.</source>
            <translation>Avec {rule}, {who} marquerait {points} pour les suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="442" />
            <source>does not count</source>
            <translation>ne compte pas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="444" />
            <source>scores</source>
            <translation>marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="446" />
            <source>tie: nobody scores</source>
            <translation>égalité : personne ne marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="448" />
            <source>does not score</source>
            <translation>ne marque pas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="461" />
            <source>{a} and {b} need {n} cards of {suit}, but a suit has only 9.</source>
            <translation>{a} et {b} demandent {n} cartes de {suit}, mais une couleur n'en a que 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="465" />
            <source>{a} and {b} both hold the {card}: the same card cannot be in two hands.</source>
            <translation>{a} et {b} ont tous deux la carte {card} : une même carte ne peut pas être dans deux mains.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="468" />
            <source>{a} and {b} both use the {card}: one card cannot be in two runs.</source>
            <translation>{a} et {b} utilisent tous deux la carte {card} : une carte ne peut pas être dans deux suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="473" />
            <source>{run}: a {length}-card run cannot top at {top}; the lowest it can top at is {lowest}.</source>
            <translation>{run} : une suite de {length} cartes ne peut pas avoir {top} en tête ; la plus basse possible est {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="482" />
            <source>{player}'s runs join into one run of {length} cards: that is one run, not two.</source>
            <translation>Les suites de {player} se rejoignent en une suite de {length} cartes : c'est une seule suite, pas deux.</translation>
        </message>
    </context>
    <context>
        <name>GamesCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="28" />
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="30" />
            <source>Count every game, only the kitchen matches, only the tournament games, or one tournament's</source>
            <translation>Compter toutes les parties, seulement celles hors tournoi, seulement celles des tournois, ou celles d'un tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="58" />
            <source>All games</source>
            <translation>Toutes les parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="59" />
            <source>Kitchen matches only</source>
            <translation>Hors tournoi seulement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="60" />
            <source>Tournament games only</source>
            <translation>Tournois seulement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="65" />
            <source>Tournament {id}</source>
            <translation>Tournoi {id}</translation>
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
            <translation>Saisir une donne (le curseur commence sur le preneur)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="457" />
            <source>Caller: the player who named trump, by seat number</source>
            <translation>Preneur : le joueur qui a annoncé l'atout, par numéro de place</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="458" />
            <source>Thrown in: everyone passed (only when the dealer is not forced)</source>
            <translation>Donne annulée : tout le monde a passé (seulement si le donneur n'est pas obligé de prendre)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="462" />
            <source>Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades</source>
            <translation>Atout : ♣ trèfle, ♦ carreau, ♥ cœur, ♠ pique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="464" />
            <source>No trump (only when the house rules allow it)</source>
            <translation>Sans atout (seulement si les règles maison le permettent)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="467" />
            <source>digits</source>
            <translation>chiffres</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="468" />
            <source>Card points the callers counted (the other team's are filled in)</source>
            <translation>Points de cartes comptés par les preneurs (ceux de l'autre équipe sont remplis)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="470" />
            <source>The other team counted: switch whose count you type</source>
            <translation>L'autre équipe a compté : changer l'équipe dont vous saisissez le compte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="478" />
            <source>In runs: remove the last run</source>
            <translation>Dans les suites : retirer la dernière suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="482" />
            <source>Run's top card or suit, when asked for: type it in the field with the focus (1 is the 10; the suit comes next)</source>
            <translation>Carte de tête ou couleur d'une suite, quand elles sont demandées : tapez-la dans le champ actif (1 pour le 10 ; la couleur ensuite)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="488" />
            <source>Bella; then 0 for nobody or the player's seat number</source>
            <translation>Bella ; puis 0 pour personne ou le numéro de place du joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="490" />
            <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
            <translation>Capot : une équipe a fait les neuf plis (seulement avec une prime de capot)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="492" />
            <source>Next / previous field</source>
            <translation>Champ suivant / précédent</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="493" />
            <source>Record the round (or save the correction)</source>
            <translation>Enregistrer la donne (ou la correction)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="494" />
            <source>Clear the round (or cancel the correction)</source>
            <translation>Effacer la donne (ou annuler la correction)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="503" />
            <source>Run checker: the round's trump, by the round entry's letters ({no_trump}: no trump)</source>
            <translation>Vérificateur de suites : l'atout de la donne, par les lettres de la saisie ({no_trump} : sans atout)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="526" />
            <source>On the race chart ({F9}; click it or {Tab} to it): the round before or after, the first, the last; what that round did is read under the chart</source>
            <translation>Sur le graphique de la course ({F9} ; cliquez dessus ou {Tab} pour y aller) : la donne d’avant ou d’après, la première, la dernière ; ce qu’a fait cette donne s’affiche sous le graphique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="548" />
            <source>Archive statistics: which games count (kitchen matches, tournaments, one night)</source>
            <translation>Statistiques de l’archive : quelles parties comptent (parties à la maison, tournois, une soirée)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="559" />
            <source>Start the match (nothing typed: a standard match, North-South against East-West)</source>
            <translation>Commencer la partie (sans rien saisir : une partie standard, Nord-Sud contre Est-Ouest)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="38" />
            <source>Round history</source>
            <translation>Historique des donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="276" />
            <source>Switch between the round entry and the round history</source>
            <translation>Passer de la saisie de la donne à l'historique et inversement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="474" />
            <source>Runs; then the player's seat number and {twenty} for a twenty or {fifty} for a fifty</source>
            <translation>Suites ; puis le numéro de place du joueur et {twenty} pour un vingt ou {fifty} pour un cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="495" />
            <source>Choose a round</source>
            <translation>Choisir une donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="496" />
            <source>Correct the chosen round (double-click works too)</source>
            <translation>Corriger la donne choisie (un double-clic marche aussi)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="497" />
            <source>Delete the chosen round</source>
            <translation>Supprimer la donne choisie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="255" />
            <source>Insert a forgotten round before the chosen one (the last one if none)</source>
            <translation>Insérer une donne oubliée avant celle choisie (à la fin si aucune)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="498" />
            <source>Back to the round entry</source>
            <translation>Retour à la saisie de la donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="39" />
            <source>Match and window</source>
            <translation>Partie et fenêtre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="56" />
            <source>New match: teams, players, first dealer, target, house rules</source>
            <translation>Nouvelle partie : équipes, joueurs, premier donneur, objectif, règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="66" />
            <source>Rematch: same teams and rules, the next player deals first</source>
            <translation>Revanche : mêmes équipes et règles, le joueur suivant donne en premier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="77" />
            <source>Rename teams and players (scores stay; a finished match too)</source>
            <translation>Renommer équipes et joueurs (les scores restent ; même pour une partie terminée)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="87" />
            <source>Note on the match: where and when (Legion hall, Friday)</source>
            <translation>Note sur la partie : où et quand (salle de la Légion, vendredi)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="98" />
            <source>Note on the round chosen in the history, else the last one (misdeal, renege)</source>
            <translation>Note sur la donne choisie dans l'historique, sinon la dernière (maldonne, renonce)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="235" />
            <source>Undo: recording, correcting, deleting a round, starting a match</source>
            <translation>Annuler : enregistrement, correction, suppression d'une donne, début de partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="244" />
            <source>Redo</source>
            <translation>Rétablir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="391" />
            <source>Run checker: who scores runs, and why (settles a dispute)</source>
            <translation>Vérificateur de suites : qui marque les suites, et pourquoi (pour trancher une contestation)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="401" />
            <source>Card-point counter: count a pile card by card, or check both piles</source>
            <translation>Compteur de points : compter un tas carte par carte, ou vérifier les deux tas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="265" />
            <source>Change the house rules: what changes is shown before it applies</source>
            <translation>Modifier les règles maison : les effets sont montrés avant de s'appliquer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="286" />
            <source>Full screen, for the whole table to read</source>
            <translation>Plein écran, lisible par toute la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="300" />
            <source>Zoom in: bigger type in the whole window</source>
            <translation>Zoom avant : texte plus grand dans toute la fenêtre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="310" />
            <source>Zoom out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="320" />
            <source>Actual size (the zoom is remembered)</source>
            <translation>Taille réelle (le zoom est mémorisé)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="197" />
            <source>Match archive: every match kept, to open, export or delete</source>
            <translation>Archive des parties : toutes les parties conservées, à ouvrir, exporter ou supprimer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="207" />
            <source>Corrections log: every correction made to this match</source>
            <translation>Journal des corrections : toutes les corrections apportées à cette partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="111" />
            <source>Statistics of this match: who called what, per team and per player</source>
            <translation>Statistiques de cette partie : qui a pris quoi, par équipe et par joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="122" />
            <source>Archive statistics: who has won most, per player, per pair, head to head</source>
            <translation>Statistiques de l'archive : qui a le plus gagné, par joueur, par paire, en face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="342" />
            <source>Table view: only the score, as big as it goes; rounds are still typed blind</source>
            <translation>Vue table : seulement le score, en très grand ; les donnes se saisissent toujours à l'aveugle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="375" />
            <source>Race chart: both teams' totals round by round; ← → on it read each round</source>
            <translation>Graphique de la course : les totaux des deux équipes donne après donne ; ← → dessus pour lire chaque donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="441" />
            <source>These keyboard shortcuts</source>
            <translation>Ces raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="452" />
            <source>The rules in force</source>
            <translation>Les règles en vigueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="225" />
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="40" />
            <source>Run checker and card-point counter</source>
            <translation>Vérificateur de suites et compteur de points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="499" />
            <source>Run checker: whose cards or runs you enter, by seat</source>
            <translation>Vérificateur de suites : les cartes ou suites de qui vous saisissez, par place</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="502" />
            <source>Alt+T, then {suits}</source>
            <translation>Alt+A, puis {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="508" />
            <source>On the cards: move, and pick or drop the card</source>
            <translation>Sur les cartes : se déplacer, et choisir ou retirer la carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="511" />
            <source>{ranks}, then {suits}</source>
            <translation>{ranks}, puis {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="512" />
            <source>On the cards: pick or drop a card by rank and suit (1 is the ten)</source>
            <translation>Sur les cartes : choisir ou retirer une carte par rang et couleur (1 pour le dix)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="518" />
            <source>Card-point counter: the last trick went to team 1, team 2, or not counted yet</source>
            <translation>Compteur de points : le dernier pli va à l'équipe 1, à l'équipe 2, ou n'est pas encore compté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="520" />
            <source>Match archive: find a team, player or note</source>
            <translation>Archive des parties : chercher une équipe, un joueur ou une note</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="521" />
            <source>Apply to the round being entered</source>
            <translation>Appliquer à la donne en cours de saisie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="522" />
            <source>Close without applying</source>
            <translation>Fermer sans appliquer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="41" />
            <source>Race chart and statistics</source>
            <translation>Graphique de la course et statistiques</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="535" />
            <source>Archive statistics: the players, pairs of partners and head-to-head tables</source>
            <translation>Statistiques de l’archive : tableaux des joueurs, des paires de partenaires et des face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="538" />
            <source>Archive statistics: count from a date, up to a date</source>
            <translation>Statistiques de l’archive : compter à partir d’une date, jusqu’à une date</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="543" />
            <source>Archive statistics: only one house-rule preset, only one player</source>
            <translation>Statistiques de l’archive : une seule variante de règles maison, un seul joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="553" />
            <source>Archive statistics: export the table shown as a spreadsheet (CSV)</source>
            <translation>Statistiques de l’archive : exporter le tableau affiché en tableur (CSV)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="555" />
            <source>Close a statistics window or the About box</source>
            <translation>Fermer une fenêtre de statistiques ou la boîte À propos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="42" />
            <source>Sharing and saving</source>
            <translation>Partager et enregistrer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="164" />
            <source>Copy the result, for the group chat</source>
            <translation>Copier le résultat, pour la discussion de groupe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="136" />
            <source>Export the match: match record, spreadsheet (CSV) or PDF scoresheet</source>
            <translation>Exporter la partie : fiche de partie, tableur (CSV) ou feuille de marque PDF</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="146" />
            <source>Print the scoresheet</source>
            <translation>Imprimer la feuille de marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="175" />
            <source>Import match records</source>
            <translation>Importer des fiches de partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="43" />
            <source>New-match dialog</source>
            <translation>Fenêtre Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="561" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="53" />
            <source>Keyboard shortcuts</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="150" />
            <source>A fifty (four cards or more) beats any twenty.</source>
            <translation>Un cinquante (quatre cartes ou plus) bat n'importe quel vingt.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="151" />
            <source>Between two fifties, the longer run wins.</source>
            <translation>Entre deux cinquante, la suite la plus longue gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="152" />
            <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
            <translation>La plus haute carte de tête gagne (l'as en haut, puis roi, dame, valet, 10, 9, 8).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="153" />
            <source>A run in trump beats a plain-suit run.</source>
            <translation>Une suite à l'atout bat une suite hors atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="154" />
            <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
            <translation>Suites identiques hors atout dans les deux équipes : personne ne marque de suites dans cette donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="157" />
            <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
            <translation>Suites identiques hors atout dans les deux équipes : celle du joueur le plus près du premier à parler gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="192" />
            <source>Rules in force: {preset}</source>
            <translation>Règles en vigueur : {preset}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="177" />
            <source>Changed from the standard rules: {names}.</source>
            <translation>Différences avec les règles standard : {names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="179" />
            <source>All standard rules.</source>
            <translation>Toutes les règles standard.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="194" />
            <source>Did the callers make it? (bait)</source>
            <translation>Les preneurs ont-ils réussi ? (bait)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="70" />
            <source>Each team's round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
            <translation>Le total d'une équipe pour la donne, c'est ses points de cartes (dernier pli compris), plus les suites qui lui sont attribuées, plus la bella. Les preneurs doivent marquer plus que les adversaires.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="78" />
            <source>With no runs and no bella that means {line} of the {total} card points. Runs and bella move the line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the line for every round.</source>
            <translation>Sans suite ni bella, il faut donc {line} des {total} points de cartes. Les suites et la bella déplacent ce seuil : {own_twenty} avec leur propre vingt, {against_fifty} contre un cinquante. L'aperçu montre le seuil à chaque donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="89" />
            <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
            <translation>Moins de points : bait (dedans). Les preneurs marquent 0 ; les adversaires prennent tout ce qui est sur la table.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="97" />
            <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
            <translation>Totaux égaux : demi-bait. Les preneurs marquent 0 ; les adversaires gardent leurs propres points.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="196" />
            <source>Runs: which run wins</source>
            <translation>Suites : quelle suite gagne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="104" />
            <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player's best run is compared, step by step:</source>
            <translation>Une suite de trois cartes est un vingt, de quatre ou plus un cinquante. Un seul camp marque les suites dans une donne ; on compare la meilleure suite de chaque joueur, étape par étape :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="117" />
            <source>Only the player holding the best run scores runs: all of that player's runs.</source>
            <translation>Seul le joueur qui a la meilleure suite marque des suites : toutes ses suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="120" />
            <source>The team holding the best run scores the runs of both partners.</source>
            <translation>L'équipe qui a la meilleure suite marque les suites des deux partenaires.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="121" />
            <source>A run must be announced during the first trick.</source>
            <translation>Une suite doit être annoncée pendant le premier pli.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="200" />
            <source>Winning the match</source>
            <translation>Gagner la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="122" />
            <source>The first team to {target} points or more wins.</source>
            <translation>La première équipe à {target} points ou plus gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="75" />
            <source>A team that takes all nine tricks adds {bonus} to its round total.</source>
            <translation>Une équipe qui fait les neuf plis ajoute {bonus} à son total de la donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="92" />
            <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points, their own runs and bella, and the callers' bella (the callers' runs are lost).</source>
            <translation>Moins de points : bait (dedans). Les preneurs marquent 0 ; les adversaires prennent les {total} points de cartes, leurs propres suites et bella, et la bella des preneurs (les suites des preneurs sont perdues).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="100" />
            <source>Equal totals: whole bait, scored as a bait.</source>
            <translation>Totaux égaux : bait complet, compté comme un bait.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="101" />
            <source>On a bait or half bait, the callers keep their own bella ({bella}).</source>
            <translation>En cas de bait ou de demi-bait, les preneurs gardent leur bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="109" />
            <source>Under your house rules a long run is cut into fifties and a twenty: {values}.</source>
            <translation>Selon vos règles maison, une longue suite se découpe en cinquante et un vingt : {values}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="113" />
            <source>{cards} cards {points}</source>
            <translation>{cards} cartes {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="125" />
            <source>The first team to pass {target} points wins.</source>
            <translation>La première équipe à dépasser {target} points gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="128" />
            <source>Both teams reach it in the same round: the higher total wins.</source>
            <translation>Les deux équipes l'atteignent dans la même donne : le total le plus élevé gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="131" />
            <source>Both teams reach it in the same round: the callers win if they made it.</source>
            <translation>Les deux équipes l'atteignent dans la même donne : les preneurs gagnent s'ils ont réussi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="134" />
            <source>Equal totals at or above the target: play another round.</source>
            <translation>Totaux égaux, à l'objectif ou au-delà : on joue une autre donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="135" />
            <source>Equal totals at or above the target: the match is a draw.</source>
            <translation>Totaux égaux, à l'objectif ou au-delà : la partie est nulle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="136" />
            <source>The callers cannot go out on a round they go bait on: they score 0.</source>
            <translation>Les preneurs ne peuvent pas sortir sur une donne où ils sont bait (dedans) : ils marquent 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="139" />
            <source>The callers can go out on a round they go bait on: they keep their own bella ({bella}).</source>
            <translation>Les preneurs peuvent sortir sur une donne où ils sont bait (dedans) : ils gardent leur bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="202" />
            <source>Every house rule</source>
            <translation>Toutes les règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="204" />
            <source>differs from the standard rules</source>
            <translation>diffère des règles standard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="205" />
            <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
            <translation>D'où viennent ces règles : des textes publics de règles du Tarabish (comme l'article de Wikipédia et des articles de journaux du Cap-Breton), le serveur de jeu KenMacD/tarabish, et des règles maison vues à de vraies tables. Aucune règle ici n'a de meilleure source ; si votre table joue autrement, modifiez les règles maison.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="98" />
            <source>Tarabish Score help</source>
            <translation>Aide de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="104" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="108" />
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="105" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="112" />
            <source>Rules in force</source>
            <translation>Règles en vigueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="106" />
            <source>Help pages</source>
            <translation>Pages d'aide</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="107" />
            <source>Left and Right switch between the help pages.</source>
            <translation>Les flèches gauche et droite passent d'une page d'aide à l'autre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="110" />
            <source>Every key of every window and what it does; Page Up and Page Down scroll.</source>
            <translation>Toutes les touches de chaque fenêtre et leur effet ; Page Up et Page Down font défiler.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="114" />
            <source>The house rules of the match being scored; Page Up and Page Down scroll.</source>
            <translation>Les règles maison de la partie en cours ; Page Up et Page Down font défiler.</translation>
        </message>
    </context>
    <context>
        <name>KeepAwakeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="326" />
            <source>Keep screen a&amp;wake during a match</source>
            <translation>Garder l'écran all&amp;umé pendant une partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="329" />
            <source>The screen does not blank or lock while a match is being played.</source>
            <translation>L'écran ne s'éteint pas et ne se verrouille pas pendant une partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/screen_awake.py" line="80" />
            <source>A match of Tarabish is being scored</source>
            <extracomment>The events of the window that can change whether it is in view.</extracomment>
            <translation>Une partie de Tarabish est en cours</translation>
        </message>
    </context>
    <context>
        <name>Keeper</name>
        <message>
            <location filename="../../tarbish_score/qt/keeper.py" line="227" />
            <source>changes in this window are not saved yet; once they are, restore the snapshot</source>
            <extracomment>The log action of each command kind done the first time. The last save that failed, while changes are pending; else None. The recovery record this session wrote (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>les modifications de cette fenêtre ne sont pas encore enregistrées ; une fois qu'elles le seront, restaurez l'instantané</translation>
        </message>
    </context>
    <context>
        <name>KeyLetters</name>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="41" />
            <source>C</source>
            <extracomment>The key for the suit clubs: one letter, no other suit's nor no trump's (French: T, trèfle).</extracomment>
            <translation>T</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="43" />
            <source>D</source>
            <extracomment>The key for the suit diamonds: one letter (French: K, carreau).</extracomment>
            <translation>K</translation>
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
            <translation>A</translation>
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
            <translation>Maj</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="38" />
            <source>Alt key</source>
            <translation>Alt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="39" />
            <source>Meta key</source>
            <translation>Méta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="41" />
            <location filename="../../tarbish_score/qt/key_names.py" line="42" />
            <source>Enter key</source>
            <extracomment>The name printed on the key, alone (French: Entrée).</extracomment>
            <translation>Entrée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="44" />
            <source>Esc key</source>
            <extracomment>The name printed on the key, alone (French: Échap).</extracomment>
            <translation>Échap</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="46" />
            <source>Delete key</source>
            <extracomment>The name printed on the key, alone (French: Suppr).</extracomment>
            <translation>Suppr</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="48" />
            <source>Backspace key</source>
            <extracomment>The key that deletes backwards, its name alone (French: Retour arrière; Qt's French says "Effacement").</extracomment>
            <translation>Retour arrière</translation>
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
            <translation>Inser</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="53" />
            <source>Space key</source>
            <extracomment>The space bar's name, alone (French: Espace).</extracomment>
            <translation>Espace</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="55" />
            <source>Home key</source>
            <extracomment>The name printed on the key, alone (French: Début).</extracomment>
            <translation>Début</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="57" />
            <source>End key</source>
            <extracomment>The name printed on the key, alone (French: Fin).</extracomment>
            <translation>Fin</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="59" />
            <source>Left key</source>
            <extracomment>The left arrow key's name, alone (French: Gauche).</extracomment>
            <translation>Gauche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="61" />
            <source>Right key</source>
            <extracomment>The right arrow key's name, alone (French: Droite).</extracomment>
            <translation>Droite</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="342" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="350" />
            <source>Keys of the desk</source>
            <translation>Touches de la table de marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>Keys</source>
            <translation>Touches</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>What they do</source>
            <translation>Ce qu'elles font</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="351" />
            <source>Each key of the desk and what it does; {Esc} closes.</source>
            <translation>Chaque touche de la table de marque et ce qu'elle fait ; {Esc} ferme.</translation>
        </message>
    </context>
    <context>
        <name>LanguageActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="48" />
            <source>&amp;Language</source>
            <extracomment>The note that the language changes at the next start (made on the first change). The language in force in this session ("" for the system's).</extracomment>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="54" />
            <source>System language</source>
            <extracomment>The menu's items by language code ("" for the system's language).</extracomment>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="90" />
            <source>The language changes to {language} the next time Tarabish Score starts.</source>
            <translation>Langue choisie : {language}. Elle s'appliquera au prochain démarrage de Tarabish Score.</translation>
        </message>
    </context>
    <context>
        <name>Leaving</name>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="179" />
            <source>Tarabish Score: changes the archive refused are kept in {path}; they are offered back at the next start.</source>
            <extracomment>How a close treats unsaved changes: ask the player, keep them in a recovery record, or let them go. The signals that close the window cleanly (Ctrl+C in the terminal, a polite kill, the terminal closed). No archive id: the match was never in an archive. The recovery record written (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>Tarabish Score : les modifications refusées par l'archive sont gardées dans {path} ; elles seront proposées au prochain démarrage.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="185" />
            <source>Tarabish Score: changes the archive refused could not be kept anywhere ({problem}).</source>
            <translation>Tarabish Score : les modifications refusées par l'archive n'ont pu être gardées nulle part ({problem}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="279" />
            <source>Save a copy of the match</source>
            <translation>Enregistrer une copie de la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="281" />
            <source>Match records (*.tarbish.json)</source>
            <translation>Fiches de partie (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="304" />
            <source>The copy could not be saved: {error}</source>
            <translation>La copie n'a pas pu être enregistrée : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="415" />
            <source>Could not bring back {path}: {error}</source>
            <extracomment>The status a signal left with (128 + its number), or None: it wins over a later quit().</extracomment>
            <translation>Impossible de récupérer {path} : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="433" />
            <source>cannot be read: {error}</source>
            <translation>illisible : {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/leaving.py" line="436" />
            <source>{a} against {b}, %n round(s)</source>
            <translation>
                <numerusform>{a} contre {b}, %n donne</numerusform>
                <numerusform>{a} contre {b}, %n donnes</numerusform>
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
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="61" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revanche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="220" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="231" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="240" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="271" />
            <source>Switch between round &amp;entry and history</source>
            <translation>Passer de la &amp;saisie à l'historique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="281" />
            <source>&amp;Full screen</source>
            <translation>&amp;Plein écran</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="435" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="446" />
            <source>&amp;Rules in force</source>
            <translation>Règles en &amp;vigueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="28" />
            <source>&amp;Match</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="29" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="30" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="33" />
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="455" />
            <source>&amp;About Tarabish Score</source>
            <translation>À &amp;propos de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="250" />
            <source>&amp;Insert a forgotten round before the selected one</source>
            <translation>&amp;Insérer une donne oubliée avant celle sélectionnée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="260" />
            <source>Change the &amp;house rules…</source>
            <translation>Modifier les règles &amp;maison…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="386" />
            <source>&amp;Run checker…</source>
            <translation>&amp;Vérificateur de suites…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="396" />
            <source>&amp;Card-point counter…</source>
            <translation>&amp;Compteur de points…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="31" />
            <source>&amp;Tools</source>
            <translation>&amp;Outils</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="131" />
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="141" />
            <source>&amp;Print scoresheet…</source>
            <translation>&amp;Imprimer la feuille de marque…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="159" />
            <source>&amp;Copy result</source>
            <translation>&amp;Copier le résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="170" />
            <source>&amp;Import…</source>
            <translation>Impor&amp;ter…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="177" />
            <source>&amp;Back up all matches…</source>
            <translation>&amp;Sauvegarder toutes les parties…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="178" />
            <source>Res&amp;tore from backup…</source>
            <translation>Restaurer depuis une sau&amp;vegarde…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tools.py" line="77" />
            <source>Runs from the run checker entered in the round.</source>
            <translation>Suites du vérificateur reportées dans la donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="152" />
            <source>Start a rematch?</source>
            <translation>Commencer une revanche ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="154" />
            <source>This match is not over: {a} {x}, {b} {y}.</source>
            <translation>Cette partie n'est pas terminée : {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="160" />
            <source>A rematch starts again from 0 to 0. {Ctrl+Z} would bring this match back.</source>
            <translation>Une revanche repart de 0 à 0. {Ctrl+Z} ramènerait cette partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="166" />
            <source>&amp;Start the rematch</source>
            <translation>&amp;Lancer la revanche</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="169" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Continuer à jouer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/main_window.py" line="388" />
            <source>Tarabish Score: {a} against {b}</source>
            <translation>Tarabish Score : {a} contre {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="94" />
            <source>Match started: good luck!</source>
            <translation>Partie commencée : bonne chance !</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="106" />
            <source>Round {n} corrected; later rounds re-scored.</source>
            <translation>Donne {n} corrigée ; les donnes suivantes sont recalculées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="193" />
            <source>No round recorded yet: type the round as the next one.</source>
            <translation>Aucune donne enregistrée : saisissez la donne comme la suivante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="99" />
            <source>Round {n} recorded. {Ctrl+Z} undoes it.</source>
            <translation>Donne {n} enregistrée. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="113" />
            <source>Round {n} deleted; later rounds re-scored. {Ctrl+Z} brings it back.</source>
            <translation>Donne {n} supprimée ; les donnes suivantes sont recalculées. {Ctrl+Z} la ramène.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="126" />
            <source>Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals follow. {Ctrl+Z} undoes it.</source>
            <translation>Donne oubliée insérée comme donne {n} ; les donnes suivantes sont renumérotées, leurs donneurs et totaux suivent. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="137" />
            <source>House rules changed; every round re-scored. {Ctrl+Z} undoes it.</source>
            <translation>Règles maison modifiées ; toutes les donnes sont recalculées. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="159" />
            <source>Round {n} deleted.</source>
            <translation>Donne {n} supprimée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="163" />
            <source>Round {n} corrected; round {first} removed.</source>
            <translation>Donne {n} corrigée ; donne {first} retirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="165" />
            <source>Round {n} corrected; rounds {first} to {last} removed.</source>
            <translation>Donne {n} corrigée ; donnes {first} à {last} retirées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="173" />
            <source>Rematch started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Revanche commencée ; {a} contre {b} ({x} – {y}) est mise de côté.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="177" />
            <source>New match started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Nouvelle partie commencée ; {a} contre {b} ({x} – {y}) est mise de côté.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="194" />
            <location filename="../../tarbish_score/ui/change_news.py" line="195" />
            <source>starting the new match</source>
            <translation>le début de la nouvelle partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="196" />
            <source>recording round {n}</source>
            <translation>l'enregistrement de la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="197" />
            <source>the correction of round {n}</source>
            <translation>la correction de la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="198" />
            <source>deleting round {n}</source>
            <translation>la suppression de la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="199" />
            <source>renaming teams and players</source>
            <translation>le renommage des équipes et joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="201" />
            <source>the note on round {n}</source>
            <translation>la note sur la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="203" />
            <source>the match's note</source>
            <translation>la note de la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="205" />
            <source>putting in the forgotten round {n}</source>
            <translation>l'insertion de la donne oubliée {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="206" />
            <source>the change of house rules</source>
            <translation>le changement de règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="207" />
            <source>the last change</source>
            <translation>la dernière modification</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="209" />
            <source>Redone: {change}. {Ctrl+Z} undoes it.</source>
            <translation>Rétabli : {change}. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="211" />
            <source>Undone: {change}. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Annulé : {change}. {Ctrl+Shift+Z} pour rétablir.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="223" />
            <source>Round {n} was not changed: nothing to correct.</source>
            <translation>La donne {n} n'a pas changé : rien à corriger.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="234" />
            <source>{why} — note: {note}</source>
            <translation>{why} — note : {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="236" />
            <source>note: {note}</source>
            <translation>note : {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="241" />
            <source>Round {n}: {why}</source>
            <translation>Donne {n} : {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="80" />
            <source>This finished match is read-only: press “Correct this match” to change it.</source>
            <translation>Cette partie terminée est en lecture seule : cliquez sur « Corriger cette partie » pour la modifier.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/app.py" line="371" />
            <source>Brought back: {a} against {b}, %n round(s).</source>
            <extracomment>Exit status when another window already has the data folder open. A second launch was given a file it cannot read: said on standard error, nothing handed over. The compiled catalogues' folder (the one ``export --language`` reads). English's catalogue: only the plural messages ("%n match" / "%n matches"); the rest is the source. The archive's file in the data folder (tarbish_score.storage names it; not imported before the first paint).</extracomment>
            <translation>
                <numerusform>Partie récupérée : {a} contre {b}, %n donne.</numerusform>
                <numerusform>Partie récupérée : {a} contre {b}, %n donnes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="380" />
            <source>Welcome back: {a} against {b}, round {n}.</source>
            <translation>Reprise : {a} contre {b}, donne {n}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="436" />
            <source>Last match: {a} against {b}, finished. {Ctrl+Shift+R}: rematch; {Ctrl+N}: new match.</source>
            <translation>Dernière partie : {a} contre {b}, terminée. {Ctrl+Shift+R} : revanche ; {Ctrl+N} : nouvelle partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="452" />
            <source>Tarabish Score is already open</source>
            <translation>Tarabish Score est déjà ouvert</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="453" />
            <source>{error}

Two windows on one archive could each overwrite the other's rounds.</source>
            <translation>{error}

Deux fenêtres sur une même archive pourraient chacune écraser les donnes de l'autre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="466" />
            <source>Matches will not be saved</source>
            <translation>Les parties ne seront pas enregistrées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="467" />
            <source>{error}

You can keep score, but this match will not be saved.</source>
            <translation>{error}

Vous pouvez tenir le score, mais cette partie ne sera pas enregistrée.</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="91" />
            <source>start a new match</source>
            <extracomment>A persistence hook: called with each :class:`Change` (``change.match`` is the match now in force, None when undo goes back to "no match"), *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted.</extracomment>
            <translation>commencer une nouvelle partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="100" />
            <source>start a rematch</source>
            <translation>commencer une revanche</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="111" />
            <source>record round %n</source>
            <translation>
                <numerusform>enregistrer la donne %n</numerusform>
                <numerusform>enregistrer la donne %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="128" />
            <source>edit round %n</source>
            <translation>
                <numerusform>modifier la donne %n</numerusform>
                <numerusform>modifier la donne %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="142" />
            <source>edit round %n and remove the later rounds</source>
            <translation>
                <numerusform>modifier la donne %n et retirer les donnes suivantes</numerusform>
                <numerusform>modifier la donne %n et retirer les donnes suivantes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="154" />
            <source>delete round %n</source>
            <translation>
                <numerusform>supprimer la donne %n</numerusform>
                <numerusform>supprimer la donne %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="173" />
            <source>rename teams and players</source>
            <translation>renommer équipes et joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="192" />
            <source>note on the match</source>
            <translation>note sur la partie</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="195" />
            <source>note on round %n</source>
            <translation>
                <numerusform>note sur la donne %n</numerusform>
                <numerusform>note sur la donne %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="214" />
            <source>insert a forgotten round as round %n</source>
            <translation>
                <numerusform>insérer une donne oubliée comme donne %n</numerusform>
                <numerusform>insérer une donne oubliée comme donne %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="231" />
            <source>change the house rules</source>
            <translation>modifier les règles maison</translation>
        </message>
    </context>
    <context>
        <name>MatchDetailsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="72" />
            <source>Rena&amp;me teams and players…</source>
            <translation>Reno&amp;mmer équipes et joueurs…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="82" />
            <source>Matc&amp;h note…</source>
            <translation>Note sur la &amp;partie…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="92" />
            <source>Note on a ro&amp;und…</source>
            <translation>Note sur une &amp;donne…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="101" />
            <source>Teams and players renamed. {Ctrl+Z} undoes it.</source>
            <extracomment>The round the open note dialog is about (0-based), or -1 for the match. Where the keyboard focus was when a dialog opened: it goes back there. The declared commands' actions (ui/window_commands.py), on the window, by id. "Note: Legion hall, Friday" across the window; hidden while the match has no note.</extracomment>
            <translation>Équipes et joueurs renommés. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Note on the match</source>
            <translation>Note sur la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Where and when: Legion hall, Friday</source>
            <translation>Où et quand : salle de la Légion, vendredi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="135" />
            <source>No round yet: a note goes on a recorded round.</source>
            <translation>Pas encore de donne : une note se met sur une donne enregistrée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="137" />
            <source>Note on round {n}</source>
            <translation>Note sur la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="138" />
            <source>misdeal, renege, played short …</source>
            <translation>maldonne, renonce, carte manquante…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="160" />
            <source>The note was not saved: {error}</source>
            <translation>La note n'a pas été enregistrée : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="163" />
            <source>Note saved. {Ctrl+Z} undoes it.</source>
            <translation>Note enregistrée. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="173" />
            <source>Note: {note}</source>
            <translation>Note : {note}</translation>
        </message>
    </context>
    <context>
        <name>MatchStatistics</name>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="41" />
            <source>Rounds called</source>
            <extracomment>How a line's value reads: a whole count, a share 0-1, an average (points), or a round's points.</extracomment>
            <translation>Donnes prises</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="42" />
            <source>Made</source>
            <translation>Réussies</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="43" />
            <source>Bait</source>
            <translation>Bait (dedans)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="44" />
            <source>Half bait</source>
            <translation>Demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="45" />
            <source>Bait rate as caller</source>
            <translation>Taux de bait comme preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="46" />
            <source>Average count when calling</source>
            <translation>Compte moyen à la prise</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="47" />
            <source>Forced calls</source>
            <translation>Prises obligées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="48" />
            <source>Twenties announced</source>
            <translation>Suites de vingt annoncées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="49" />
            <source>Twenties scored</source>
            <translation>Suites de vingt marquées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="50" />
            <source>Fifties announced</source>
            <translation>Suites de cinquante annoncées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="51" />
            <source>Fifties scored</source>
            <translation>Suites de cinquante marquées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="52" />
            <source>Bellas</source>
            <translation>Bellas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="53" />
            <source>Thrown-in rounds dealt</source>
            <translation>Donnes annulées comme donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="54" />
            <source>Biggest round</source>
            <translation>Meilleure donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="55" />
            <source>Most calls made in a row</source>
            <translation>Plus longue série de prises réussies</translation>
        </message>
    </context>
    <context>
        <name>MatchStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="54" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="70" />
            <source>Match statistics</source>
            <translation>Statistiques de la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="72" />
            <source>One line per figure; a column for each team, then its two players. Arrow keys move.</source>
            <translation>Une ligne par statistique ; une colonne pour chaque équipe, puis pour ses deux joueurs. Les flèches permettent de se déplacer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="77" />
            <source>Follows the match as rounds are recorded or corrected · {Esc} closes</source>
            <translation>Suit la partie à mesure que les donnes sont enregistrées ou corrigées · {Esc} ferme</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="81" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="83" />
            <source>Close the match statistics</source>
            <translation>Ferme les statistiques de la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="99" />
            <source>No match yet: its statistics show here once it starts.</source>
            <translation>Pas encore de partie : ses statistiques s'afficheront ici dès qu'elle commencera.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="105" />
            <source>{a} against {b}: %n round(s) recorded</source>
            <translation>
                <numerusform>{a} contre {b} : %n donne enregistrée</numerusform>
                <numerusform>{a} contre {b} : %n donnes enregistrées</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="108" />
            <source>, {n} thrown in</source>
            <translation>, donnes annulées : {n}</translation>
        </message>
    </context>
    <context>
        <name>MatchVersionsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="41" />
            <source>replaced by a newer version</source>
            <translation>remplacée par une version plus récente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="42" />
            <source>not chosen (changed on two laptops)</source>
            <translation>non choisie (modifiée sur deux portables)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="43" />
            <source>the same rounds, another history</source>
            <translation>les mêmes donnes, un autre historique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="44" />
            <source>set aside by the other laptop's choice</source>
            <translation>mise de côté par le choix de l'autre portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="45" />
            <source>the match was deleted</source>
            <translation>la partie a été supprimée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="68" />
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="92" />
            <source>Versions kept</source>
            <translation>Versions gardées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="72" />
            <source>Versions of {a} v {b} set aside on this laptop</source>
            <translation>Versions de {a} contre {b} mises de côté sur ce portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="84" />
            <source>Another laptop's version or a choice took each one's place; none is lost. Newest first; the match as it is now is not listed.</source>
            <translation>Une version d'un autre portable ou un choix a pris la place de chacune ; aucune n'est perdue. Les plus récentes d'abord ; la partie telle qu'elle est maintenant n'est pas listée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="89" />
            <source>No other version is kept: no other laptop changed this match.</source>
            <translation>Aucune autre version n'est gardée : aucun autre portable n'a modifié cette partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Set aside</source>
            <translation>Mise de côté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Written on</source>
            <translation>Écrite sur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Rounds</source>
            <translation>Donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Totals</source>
            <translation>Totaux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="120" />
            <source>this laptop</source>
            <translation>ce portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="126" />
            <source>does not score</source>
            <translation>ne se compte pas</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="174" />
            <source>New match</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="181" />
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="189" />
            <source>Team {n}</source>
            <translation>Équipe {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="194" />
            <source>Players around the table</source>
            <translation>Joueurs autour de la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="225" />
            <source>The game</source>
            <translation>La partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="232" />
            <source>The player who deals the first round, the one who won the cut; the deal then passes to the left.</source>
            <translation>Le joueur qui distribue en premier, celui qui a gagné la coupe ; la donne passe ensuite à gauche.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="234" />
            <source>Deals first (won the cut):</source>
            <translation>Donne en premier (a gagné la coupe) :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="244" />
            <source>{low} to {high}</source>
            <translation>{low} à {high}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="247" />
            <source>Play to:</source>
            <translation>Partie en :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="255" />
            <source>House rules:</source>
            <translation>Règles maison :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="259" />
            <source>on the slip, e.g. 3-7-KWD</source>
            <translation>sur la feuille, p. ex. 3-7-KWD</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="261" />
            <source>A tournament table's code, as printed on its score slip; empty for a match at home.</source>
            <translation>Le code d'une table de tournoi, imprimé sur sa feuille de marque ; vide pour une partie à la maison.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="264" />
            <source>Table code:</source>
            <translation>Code de la table :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="269" />
            <source>House rules: change any switch</source>
            <translation>Règles maison : modifiez n'importe quel réglage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="280" />
            <source>Start match</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="391" />
            <source>Play to goes from {low} to {high}: “{typed}” became {value}. {Enter} starts the match.</source>
            <translation>« Partie en » va de {low} à {high} : « {typed} » est devenu {value}. {Enter} commence la partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="401" />
            <source>“{code}” is not a table code: a slip prints it like 3-7-KWD.</source>
            <translation>« {code} » n'est pas un code de table : la feuille l'imprime comme 3-7-KWD.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="423" />
            <source>Press {Enter} to start: {a} against {b}, playing to {target} ({rules} house rules).</source>
            <translation>Appuyez sur {Enter} pour commencer : {a} contre {b}, en {target} points (règles maison : {rules}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="420" />
            <source>{preset}, changed</source>
            <translation>{preset}, avec modifications</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="446" />
            <source>Seat {n} · {team}</source>
            <translation>Place {n} · {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="466" />
            <source>Play to</source>
            <translation>Partie en</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="468" />
            <source>The target in points: the first team to reach it wins. Up and Down change it by 50.</source>
            <translation>L'objectif en points : la première équipe à l'atteindre gagne. Les flèches haut et bas le changent de 50.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="480" />
            <source>House rules</source>
            <translation>Règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="482" />
            <source>A set of house rules to start from; the switches below show each rule and can change it.</source>
            <translation>Un ensemble de règles maison de départ ; les réglages ci-dessous montrent chaque règle et permettent de la modifier.</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="78" />
            <source>The team name “{name}” is {n} letters long; a team name has at most {limit}.</source>
            <extracomment>The fewest teams a night is set up with here (three tables). The games a night can be played to.</extracomment>
            <translation>Le nom d'équipe « {name} » compte {n} lettres ; un nom d'équipe en a au plus {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="86" />
            <source>The partner's name “{name}” is {n} letters long; a partner's name has at most {limit}.</source>
            <translation>Le nom de partenaire « {name} » compte {n} lettres ; un nom de partenaire en a au plus {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="105" />
            <source>New tournament</source>
            <translation>Nouveau tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="112" />
            <source>Legion hall, Friday</source>
            <extracomment>The seed of every draw by lot of the night (tests set it).</extracomment>
            <translation>Salle de la Légion, vendredi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="113" />
            <source>Name of the night</source>
            <translation>Nom de la soirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="114" />
            <source>Printed on the slips and the standings; may stay empty.</source>
            <translation>Imprimé sur les feuilles et le classement ; peut rester vide.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="115" />
            <source>&amp;Name:</source>
            <translation>&amp;Nom :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="119" />
            <source>One team a line, partners after a colon:
MacNeils: Angus &amp; Mary
Gillis</source>
            <translation>Une équipe par ligne, partenaires après deux-points :
MacNeils: Angus &amp; Mary
Gillis</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="121" />
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="123" />
            <source>One team a line; the two partners after a colon, joined by &amp;. Pasting a list works.</source>
            <translation>Une équipe par ligne ; les deux partenaires après deux-points, reliés par &amp;. Coller une liste fonctionne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="126" />
            <source>&amp;Teams:</source>
            <translation>É&amp;quipes :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="132" />
            <source>Format</source>
            <translation>Formule</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="133" />
            <source>How the tables are drawn each round.</source>
            <translation>Comment les tables sont tirées à chaque tour.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="135" />
            <source>&amp;Format:</source>
            <translation>&amp;Formule :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="138" />
            <source>To {target}</source>
            <translation>En {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="139" />
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="140" />
            <source>The total a team needs to win a table's game.</source>
            <translation>Le total qu'il faut à une équipe pour gagner la partie d'une table.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="142" />
            <source>&amp;Game:</source>
            <translation>&amp;Jeu :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="148" />
            <source>Rounds</source>
            <extracomment>The rounds chosen for a Swiss night, kept while a round robin shows its own count.</extracomment>
            <translation>Tours</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="150" />
            <source>How many rounds the night plays (a round robin plays them all).</source>
            <translation>Combien de tours joue la soirée (un tournoi toutes rondes les joue tous).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="152" />
            <source>&amp;Rounds:</source>
            <translation>&amp;Tours :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="156" />
            <source>No limit</source>
            <translation>Sans limite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="157" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="158" />
            <source>Time limit per round</source>
            <translation>Temps limite par tour</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="159" />
            <source>Minutes a game may last before time is called; 0 for none.</source>
            <translation>Minutes qu'une partie peut durer avant la fin du temps ; 0 pour aucune limite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="160" />
            <source>T&amp;ime limit:</source>
            <translation>Temps &amp;limite :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="162" />
            <source>Bye</source>
            <translation>Exempt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="163" />
            <source>What a team sitting out a round gets in the standings.</source>
            <translation>Ce que reçoit au classement une équipe exempte d'un tour.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="164" />
            <source>&amp;Bye:</source>
            <translation>E&amp;xempt :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="171" />
            <source>Start the night</source>
            <translation>Commencer la soirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="180" />
            <source>{Ctrl+Enter} starts the night.</source>
            <translation>{Ctrl+Enter} commence la soirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="218" />
            <source>A night here takes {low} to {high} teams; {n} are typed.</source>
            <translation>Une soirée prend ici de {low} à {high} équipes ; {n} sont tapées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="223" />
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="235" />
            <source>Line {n}: {problem}</source>
            <translation>Ligne {n} : {problem}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="261" />
            <source>Teams typed: {n}. Tables a round: {tables}.</source>
            <translation>Équipes tapées : {n}. Tables par tour : {tables}.</translation>
        </message>
    </context>
    <context>
        <name>NoteDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="147" />
            <source>The note, one line; left empty, the note is removed.</source>
            <extracomment>The note as opened: given back untouched while the text is not changed.</extracomment>
            <translation>La note, sur une ligne ; laissée vide, la note est supprimée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="153" />
            <source>&amp;Save note</source>
            <translation>&amp;Enregistrer la note</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="186" />
            <source>{n} characters: a note has at most {limit}. Take out %n to save it.</source>
            <translation>
                <numerusform>{n} caractères : une note en compte au plus {limit}. Retirez %n caractère pour l'enregistrer.</numerusform>
                <numerusform>{n} caractères : une note en compte au plus {limit}. Retirez %n caractères pour l'enregistrer.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="193" />
            <source>{n} of {limit} characters. An empty note removes it; notes never change a score.</source>
            <translation>{n} caractères sur {limit}. Une note vide est supprimée ; les notes ne changent jamais un score.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="34" />
            <source>{value}%</source>
            <extracomment>Shown for a figure with nothing to count (a rate or average without a call).</extracomment>
            <translation>{value} %</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="61" />
            <source>{points} (round {n})</source>
            <translation>{points} (donne {n})</translation>
        </message>
    </context>
    <context>
        <name>OpenArchive</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="411" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {error} Rounds stay in this window; leaving keeps them in a recovery file.</source>
            <translation>&lt;b&gt;Non enregistré :&lt;/b&gt; {error} Les donnes restent dans cette fenêtre ; en quittant, elles sont gardées dans un fichier de récupération.</translation>
        </message>
    </context>
    <context>
        <name>OpenTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="295" />
            <source>Open tournament</source>
            <translation>Ouvrir un tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="298" />
            <source>Tournaments</source>
            <translation>Tournois</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="299" />
            <source>Every night in the archive, newest first; Enter opens it.</source>
            <translation>Chaque soirée des archives, la plus récente d'abord ; Entrée l'ouvre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="301" />
            <source>Tournament {id}</source>
            <translation>Tournoi {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="303" />
            <source>finished</source>
            <translation>terminé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="305" />
            <source>round {drawn} of {planned}</source>
            <translation>tour {drawn} sur {planned}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="307" />
            <source>{name} — {date}, {teams} teams, {state}</source>
            <translation>{name} — {date}, {teams} équipes, {state}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="324" />
            <source>The archive holds no tournament yet.</source>
            <translation>Les archives ne contiennent encore aucun tournoi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="325" />
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="106" />
            <source>Scoresheet paper si&amp;ze</source>
            <translation>&amp;Format de papier (feuille de marque)</translation>
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
            <translation>Lettre US</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="143" />
            <source>Page {n} of {pages}</source>
            <extracomment>The projector's corner while the night takes more than one page: "Page 2 of 3".</extracomment>
            <translation>Page {n} sur {pages}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="159" />
            <source>No tournament yet</source>
            <translation>Pas encore de tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="188" />
            <source>Tables</source>
            <translation>Tables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="191" />
            <source>{round}: every result is in</source>
            <translation>{round} : tous les résultats sont rentrés</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="197" />
            <source>The first round is not drawn yet.</source>
            <translation>Le premier tour n'est pas encore tiré.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="210" />
            <source>Tarabish Score — projector</source>
            <translation>Tarabish Score — projecteur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="211" />
            <source>Tournament projector</source>
            <translation>Projecteur du tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="212" />
            <source>Standings and tables</source>
            <translation>Classement et tables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="219" />
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="221" />
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="224" />
            <source>playing</source>
            <extracomment>Where a table's result will be while its game goes on.</extracomment>
            <translation>en jeu</translation>
        </message>
    </context>
    <context>
        <name>Race</name>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="40" />
            <source>Round {n}: {outcome}.</source>
            <translation>Donne {n} : {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="42" />
            <source>Round {n}: {team} called, {outcome}.</source>
            <translation>Donne {n} : {team} a pris, {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="45" />
            <source>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</source>
            <translation>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="60" />
            <source>The match ends drawn.</source>
            <translation>La partie finit nulle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="62" />
            <source>{team} won the match.</source>
            <translation>{team} remporte la partie.</translation>
        </message>
    </context>
    <context>
        <name>RaceChart</name>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="87" />
            <source>Round</source>
            <extracomment>The marks' shapes (pyqtgraph symbol names): a round's kind is told by shape as well as colour. The size (pixels) a saved PNG or SVG chart is drawn at.</extracomment>
            <translation>Donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="88" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="113" />
            <source>Target {points}</source>
            <translation>Objectif {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="134" />
            <source>Bait</source>
            <translation>Bait (dedans)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="140" />
            <source>Half bait</source>
            <translation>Demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="169" />
            <source>Won</source>
            <translation>Victoire</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="237" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="273" />
            <source>Race chart</source>
            <extracomment>The resolution (dots per inch) pyqtgraph records its axes at (as ``QPicture``): a screen's. How wide (pixels) the image of a page's chart is: about 340 dpi across an A4 page.</extracomment>
            <translation>Graphique de la course</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="243" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="252" />
            <source>Could not write {path}.</source>
            <translation>Impossible d'écrire {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="275" />
            <source>Both teams' totals after each round. Left and Right arrows: the round before or after.</source>
            <translation>Les totaux des deux équipes après chaque donne. Flèches gauche et droite : la donne précédente ou suivante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="277" />
            <source>Left/Right: the round before or after; right-click to save the chart</source>
            <translation>Gauche/Droite : donne précédente ou suivante ; clic droit pour enregistrer le graphique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="349" />
            <source>No match yet: the race shows here once rounds are recorded.</source>
            <extracomment>False for a small chart (the table view's corner): the legend would cover it; the team colours say who. The round under the cursor (0-based), or None. Actions of the chart's context menu (the window adds "Save race chart…").</extracomment>
            <translation>Pas encore de partie : la course s'affiche ici dès que des donnes sont enregistrées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="352" />
            <source>No rounds yet. First to {target} wins.</source>
            <translation>Aucune donne pour l'instant. La première équipe à {target} gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="355" />
            <source>Point at a round, or press Left or Right, to read what it did.</source>
            <translation>Pointez une donne, ou appuyez sur Gauche ou Droite, pour voir ce qu'elle a donné.</translation>
        </message>
    </context>
    <context>
        <name>RaceChartActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="49" />
            <source>Race chart</source>
            <translation>Graphique de la course</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="370" />
            <source>&amp;Race chart</source>
            <translation>&amp;Graphique de la course</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="378" />
            <source>Both teams' totals after each round, the target, bait rounds and the win.</source>
            <translation>Les totaux des deux équipes après chaque donne, l'objectif, les donnes bait et la victoire.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="152" />
            <source>Save race chart as PNG or SVG…</source>
            <translation>Enregistrer le graphique de la course en PNG ou SVG…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="96" />
            <source>Save race chart</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>Enregistrer le graphique de la course</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="97" />
            <source>race-chart.png</source>
            <translation>graphique-course.png</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="98" />
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="118" />
            <source>Race chart not saved</source>
            <translation>Graphique de la course non enregistré</translation>
        </message>
    </context>
    <context>
        <name>RecoveredMatchesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="108" />
            <source>Unsaved matches found</source>
            <translation>Parties non enregistrées trouvées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="110" />
            <source>&lt;b&gt;Tarabish Score was left last time with changes the archive did not save.&lt;/b&gt;</source>
            <translation>&lt;b&gt;La dernière fois, Tarabish Score a été quitté avec des modifications que l'archive n'avait pas enregistrées.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="112" />
            <source>They were kept, and can go back into the archive now:</source>
            <translation>Elles ont été gardées et peuvent maintenant retourner dans l'archive :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="118" />
            <source>&amp;Bring back</source>
            <translation>&amp;Récupérer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="119" />
            <source>&amp;Discard</source>
            <translation>&amp;Abandonner</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="120" />
            <source>Ask me &amp;later</source>
            <translation>&amp;Me le demander plus tard</translation>
        </message>
    </context>
    <context>
        <name>RenameDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="46" />
            <source>Rename teams and players</source>
            <extracomment>The note field's own limit, in UTF-16 units: far above any note, so the field never cuts one.</extracomment>
            <translation>Renommer équipes et joueurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="50" />
            <source>Scores and seats stay as they are; the log and every export use the new names.</source>
            <translation>Les scores et les places ne changent pas ; le journal et tous les exports utilisent les nouveaux noms.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="61" />
            <source>The team's new name; left empty, the old name stays.</source>
            <extracomment>The player fields by seat (0-3).</extracomment>
            <translation>Le nouveau nom de l'équipe ; laissé vide, l'ancien nom est conservé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="63" />
            <source>Team {n}:</source>
            <translation>Équipe {n} :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="69" />
            <source>The player's new name; left empty, the old name stays.</source>
            <translation>Le nouveau nom du joueur ; laissé vide, l'ancien nom est conservé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="70" />
            <source>    Player {n}:</source>
            <translation>    Joueur {n} :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="76" />
            <source>&amp;Rename</source>
            <translation>&amp;Renommer</translation>
        </message>
    </context>
    <context>
        <name>ResultEntry</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>Table</source>
            <extracomment>Keys that hand the focus to the next field without typing anything. Tables in the current round (how many digits a table number can have). Digits of the longest total (the game's target's). The window's own keys: a field never takes them (set by the desk).</extracomment>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>The table's number, as on its slip.</source>
            <translation>Le numéro de la table, comme sur sa feuille.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>First team's total</source>
            <translation>Total de la première équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>The final total of the table's first team (seats 1 and 3).</source>
            <translation>Le total final de la première équipe de la table (places 1 et 3).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>Second team's total</source>
            <translation>Total de la deuxième équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>The final total of the table's second team (seats 2 and 4).</source>
            <translation>Le total final de la deuxième équipe de la table (places 2 et 4).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>T&amp;able</source>
            <translation>T&amp;able</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;First total</source>
            <translation>&amp;Premier total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;Second total</source>
            <translation>&amp;Deuxième total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="81" />
            <source>&amp;Time called</source>
            <translation>&amp;Temps écoulé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="83" />
            <source>Time was called before a team reached the target.</source>
            <translation>Le temps s'est écoulé avant qu'une équipe atteigne l'objectif.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="91" />
            <source>Table number, the two totals, {Enter}: it is recorded. {Esc} clears.</source>
            <translation>Numéro de table, les deux totaux, {Enter} : c'est noté. {Esc} efface.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="190" />
            <source>Type the table's number first.</source>
            <translation>Tapez d'abord le numéro de la table.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="194" />
            <source>Type both final totals, the first team's then the second's.</source>
            <translation>Tapez les deux totaux finaux, celui de la première équipe puis celui de la deuxième.</translation>
        </message>
    </context>
    <context>
        <name>RoundEntryPanel</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="107" />
            <source>Which team counted its tricks (key /)</source>
            <translation>Quelle équipe a compté ses plis (touche /)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="121" />
            <source>Sweep: one team took all nine tricks  [{sweep}]</source>
            <translation>Capot : une équipe a fait les neuf plis  [{sweep}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="127" />
            <source>Caller
(1-4)</source>
            <translation>Preneur
(1-4)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="128" />
            <source>Trump
({clubs} {diamonds} {hearts} {spades})</source>
            <translation>Atout
({clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="130" />
            <source>Runs  [{runs}]
seat, then {twenty}/{fifty}</source>
            <translation>Suites  [{runs}]
place, puis {twenty}/{fifty}</translation>
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
            <translation>Annuler  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="249" />
            <source>No match yet: press {Ctrl+N} to start one.</source>
            <extracomment>The field that last had the keyboard focus: a draft put aside comes back there.</extracomment>
            <translation>Pas encore de partie : appuyez sur {Ctrl+N} pour en commencer une.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="251" />
            <source>Correcting round {n} — {Esc} cancels</source>
            <translation>Correction de la donne {n} — {Esc} annule</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="255" />
            <source>The match is over: {Ctrl+Shift+R} for a rematch.</source>
            <translation>La partie est terminée : {Ctrl+Shift+R} pour une revanche.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="267" />
            <source>Insert this round  [{Enter}]</source>
            <translation>Insérer cette donne  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="269" />
            <source>Record round  [{Enter}]</source>
            <translation>Enregistrer la donne  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="271" />
            <source>Save correction  [{Enter}]</source>
            <translation>Enregistrer la correction  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="385" />
            <source>The match is over. {Ctrl+Shift+R} starts a rematch, {Ctrl+N} a new match.</source>
            <translation>La partie est terminée. {Ctrl+Shift+R} commence une revanche, {Ctrl+N} une nouvelle partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="129" />
            <source>Card points
(/ = other team)</source>
            <translation>Points de cartes
(/ = autre équipe)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="25" />
            <source>Pick the trump suit: press {clubs}, {diamonds}, {hearts} or {spades}.</source>
            <translation>Choisissez l'atout : appuyez sur {clubs}, {diamonds}, {hearts} ou {spades}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="77" />
            <source>Count cards…  {Ctrl+K}</source>
            <translation>Compter…  {Ctrl+K}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="81" />
            <source>Who scores?  {Ctrl+R}</source>
            <translation>Qui marque ?  {Ctrl+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="89" />
            <source>Recount a team's tricks card by card</source>
            <translation>Recompter les plis d'une équipe carte par carte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="92" />
            <source>Both teams claim runs: check who scores, and why</source>
            <translation>Les deux équipes annoncent des suites : vérifier qui marque, et pourquoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="103" />
            <source>Correct and remove the later rounds</source>
            <translation>Corriger, retirer les donnes en trop</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="111" />
            <source>One change: {Ctrl+Z} puts the removed rounds back</source>
            <translation>Une seule modification : {Ctrl+Z} remet les donnes retirées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="260" />
            <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
            <translation>Donne {n} : {dealer} donne, {eldest} parle en premier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="23" />
            <source>Pick the caller: press 1-4 (the seat number).</source>
            <extracomment>A row of the form: ``(field, label text, the field's widget or layout)``.</extracomment>
            <translation>Choisissez le preneur : appuyez sur 1-4 (le numéro de place).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="30" />
            <source>Type the card points one team counted.</source>
            <translation>Saisissez les points de cartes comptés par une équipe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="108" />
            <source>Which team counted</source>
            <translation>Équipe qui a compté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="110" />
            <source>Card points</source>
            <translation>Points de cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="112" />
            <source>The card points one team took in its tricks, typed as digits; press / to type the other team's count.</source>
            <translation>Les points de cartes qu'une équipe a faits dans ses plis, en chiffres ; appuyez sur / pour saisir le compte de l'autre équipe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="148" />
            <source>Callers counted:</source>
            <translation>Les preneurs ont compté :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="150" />
            <source>Opponents:</source>
            <translation>Adversaires :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="157" />
            <source>{team} counted:</source>
            <translation>{team} a compté :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="181" />
            <source> (of {total})</source>
            <translation> (sur {total})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="186" />
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="194" />
            <source>{team}: {points}</source>
            <translation>{team} : {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="204" />
            <source>{total} card points in this round: the other team has the rest</source>
            <translation>{total} points de cartes dans cette donne : l'autre équipe a le reste</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/correction.py" line="281" />
            <source>Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first. {Enter} inserts, {Esc} cancels</source>
            <translation>Donne oubliée, insérée avant la donne {n} : {dealer} a donné, {eldest} a parlé en premier. {Enter} insère, {Esc} annule</translation>
        </message>
    </context>
    <context>
        <name>RoundHistoryView</name>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="73" />
            <source>Round history</source>
            <extracomment>Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab). Focus changes that only come and go with the window or a popup: the history keeps its state. History columns of a set width (pixels): a few words, the tooltip has the rest. The widest a history column grows (pixels): a long name is elided, whole in the tooltip. The columns shown first when the history is narrow, most needed first: a column is shown only when it and every column before it here fit the width (the others' cells are in the row's tooltip). The columns the history is never narrower than when the window has room: who dealt and called, the points. The columns the history always shows whole, however narrow the window.</extracomment>
            <translation>Historique des donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="77" />
            <source>Every round recorded, one a row, with each team's points and totals. {F6} comes here; the arrow keys choose a round, {Enter} corrects it, {Delete} deletes it, {Esc} goes back.</source>
            <translation>Toutes les donnes enregistrées, une par ligne, avec les points et les totaux de chaque équipe. {F6} amène ici ; les flèches choisissent une donne, {Enter} la corrige, {Delete} la supprime, {Esc} revient en arrière.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="243" />
            <source>{column}: {value}</source>
            <extracomment>Each column's width as fitted (a hidden column's too: Qt gives those 0).</extracomment>
            <translation>{column} : {value}</translation>
        </message>
    </context>
    <context>
        <name>RoundPreview</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="132" />
            <source>Preview: type the round</source>
            <extracomment>The problem shown, as plain text ("" when none).</extracomment>
            <translation>Aperçu : saisissez la donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="141" />
            <source>fix</source>
            <translation>à corriger</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="161" />
            <source>Nobody scores; the deal passes to the left.</source>
            <translation>Personne ne marque ; la donne passe à gauche.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="204" />
            <source>Totals:</source>
            <translation>Totaux :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="209" />
            <source>The winner changes: {after}.</source>
            <translation>Le gagnant change : {after}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="225" />
            <source>{team} win</source>
            <translation>{team} l'emporte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="227" />
            <source>a draw</source>
            <translation>partie nulle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="228" />
            <source>the match goes on</source>
            <translation>la partie continue</translation>
        </message>
    </context>
    <context>
        <name>RoundTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="228" />
            <source>Left: {a}; right: {b}</source>
            <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them; "why" (a few words on why a round was bait) and the round's note come last. Role that gives a row's 0-based round index. The roles whose values come from the theme: a theme switch changes them, and nothing else. The roles :meth:`RoundTableModel.data` answers; the view asks for many more on every paint.</extracomment>
            <translation>Gauche : {a} ; droite : {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="237" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="238" />
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="239" />
            <source>Caller</source>
            <translation>Preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="240" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="241" />
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="242" />
            <source>Runs</source>
            <translation>Suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="243" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="244" />
            <source>Why bait</source>
            <translation>Pourquoi bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="245" />
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="246" />
            <source>Outcome</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="247" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="248" />
            <source>Totals</source>
            <translation>Totaux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="344" />
            <source>NT</source>
            <translation>SA</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="377" />
            <source>Note: {note}</source>
            <translation>Note : {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="380" />
            <source>Round {n} was corrected: Match ▸ Corrections log ({Ctrl+L}) shows how.</source>
            <translation>La donne {n} a été corrigée : Partie ▸ Journal des corrections ({Ctrl+L}) montre comment.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="416" />
            <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
            <translation>Avant bait : {a} {x}, {b} {y}. Les preneurs devaient faire {line} points de cartes.</translation>
        </message>
    </context>
    <context>
        <name>RulesChangeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="58" />
            <source>Change the house rules</source>
            <translation>Modifier les règles maison</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="69" />
            <source>Every round of {a} against {b} is scored again under the new rules. The rounds as typed stay as they are.</source>
            <translation>Toutes les donnes de {a} contre {b} sont recalculées avec les nouvelles règles. Les donnes saisies restent telles quelles.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="79" />
            <source>Play to:</source>
            <translation>Partie en :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="82" />
            <source>House rules:</source>
            <translation>Règles maison :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="89" />
            <source>What changes</source>
            <translation>Ce qui change</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="103" />
            <source>Apply the new rules  [{Enter}]</source>
            <translation>Appliquer les nouvelles règles  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="165" />
            <source>These are the rules in force: change a switch to see what it does.</source>
            <translation>Ce sont les règles en vigueur : modifiez un réglage pour voir son effet.</translation>
        </message>
    </context>
    <context>
        <name>RunCheckerDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="97" />
            <source>Run checker: who scores runs?</source>
            <translation>Vérificateur de suites : qui marque les suites ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="140" />
            <source>Rules: {rules} (runs compared by length, then {order}).</source>
            <extracomment>The engine's verdict on :attr:`claims` (``model.checker.check_runs``).</extracomment>
            <translation>Règles : {rules} (suites comparées par longueur, puis {order}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="150" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="151" />
            <source>The round's trump suit: a run in trump wins a tie where the house rules say so.</source>
            <translation>L'atout de la donne : une suite à l'atout l'emporte en cas d'égalité si les règles maison le prévoient.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="149" />
            <source>not said yet</source>
            <translation>pas encore annoncé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="145" />
            <source>&amp;Trump:</source>
            <translation>&amp;Atout :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="159" />
            <source>Eldest hand:</source>
            <translation>Premier à parler :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="165" />
            <source>Eldest hand</source>
            <translation>Premier à parler</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="166" />
            <source>Leads the first trick; decides ties where the house rules say so</source>
            <translation>Entame le premier pli ; départage les égalités quand les règles maison le prévoient</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="173" />
            <source>Whose runs? Click the player, then the cards of their runs.</source>
            <translation>Suites de qui ? Cliquez sur le joueur, puis sur ses cartes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="191" />
            <source>Enter {player}'s runs (Alt+{n})</source>
            <translation>Saisir les suites de {player} (Alt+{n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="216" />
            <source>Or type a run:</source>
            <translation>Ou tapez :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>twenty (3 cards)</source>
            <translation>vingt (3 cartes)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>fifty ({n} cards)</source>
            <translation>cinquante ({n} cartes)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="223" />
            <source>{rank} high</source>
            <translation>hauteur {rank}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="225" />
            <source>Run length</source>
            <translation>Longueur de la suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="226" />
            <source>How many cards in a row: a twenty or a fifty.</source>
            <translation>Combien de cartes qui se suivent : un vingt ou un cinquante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="227" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="516" />
            <source>Top card</source>
            <translation>Carte de tête</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="228" />
            <source>The highest card of the run typed.</source>
            <translation>La plus haute carte de la suite saisie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="229" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="525" />
            <source>Run suit</source>
            <translation>Couleur de la suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="230" />
            <source>The suit of the run typed; then Add run.</source>
            <translation>La couleur de la suite saisie ; puis « Ajouter ».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="233" />
            <source>Add run</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="245" />
            <source>Runs claimed</source>
            <translation>Suites annoncées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="208" />
            <source>Cards another player holds show their name. Keys: arrows and {Space}, or rank then suit (K {spades}).</source>
            <translation>Les cartes tenues par un autre joueur affichent son nom. Touches : flèches et {Space}, ou rang puis couleur (K {spades}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="300" />
            <source>Apply to the round  [{Enter}]</source>
            <translation>Appliquer à la donne  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="305" />
            <source>Close  [{Esc}]</source>
            <translation>Fermer  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="457" />
            <source>{name}!</source>
            <translation>{name} !</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="471" />
            <source>No runs yet. Pick a player and click the cards of a run.</source>
            <translation>Pas encore de suite. Choisissez un joueur et cliquez sur les cartes d'une suite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="490" />
            <source>{run}: {cards}</source>
            <translation>{run} : {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="500" />
            <source>Remove this run</source>
            <translation>Retirer cette suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="512" />
            <source>– top</source>
            <translation>– tête</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="517" />
            <source>The highest card of this run, not said yet.</source>
            <translation>La plus haute carte de cette suite, pas encore indiquée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="520" />
            <source>– suit</source>
            <translation>– couleur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="526" />
            <source>The suit of this run, not said yet.</source>
            <translation>La couleur de cette suite, pas encore indiquée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="533" />
            <source>impossible</source>
            <translation>impossible</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="537" />
            <source>needs a detail</source>
            <translation>à préciser</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="544" />
            <source>announced</source>
            <translation>annoncée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="545" />
            <source>Announced during the first trick? A run announced later does not count.</source>
            <translation>Annoncée pendant le premier pli ? Une suite annoncée plus tard ne compte pas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="560" />
            <source>These claims cannot all be true.</source>
            <translation>Ces annonces ne peuvent pas être toutes vraies.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="562" />
            <source>Not decided yet: one more detail decides it.</source>
            <translation>Pas encore tranché : un détail de plus suffira.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="580" />
            <source>Runs this round: {a} {x}, {b} {y}.</source>
            <translation>Suites de cette donne : {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="588" />
            <source>House rules that decide this:</source>
            <translation>Règles maison qui tranchent ici :</translation>
        </message>
    </context>
    <context>
        <name>RunsEditor</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="231" />
            <source>Runs</source>
            <translation>Suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="235" />
            <source>The runs claimed this round: press a claimer's seat number, 1 to 4, to add a run, then {twenty} for a twenty or {fifty} for a fifty; {Delete} removes the run.</source>
            <translation>Les suites annoncées dans cette donne : appuyez sur le numéro de place du joueur qui annonce, de 1 à 4, pour ajouter une suite, puis sur {twenty} pour un vingt ou {fifty} pour un cinquante ; {Delete} retire la suite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ twenty</source>
            <translation>+ vingt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ fifty</source>
            <translation>+ cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="261" />
            <source>Add a run for this player (keys: seat number, then {twenty} or {fifty})</source>
            <translation>Ajouter une suite pour ce joueur (touches : numéro de place, puis {twenty} ou {fifty})</translation>
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
            <translation>Donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="251" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="270" />
            <source>Deals: {name}</source>
            <translation>Donneur : {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="252" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="271" />
            <source>Speaks first: {name}</source>
            <translation>Parle en premier : {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="253" />
            <source>Playing to {target}</source>
            <translation>Partie en {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="265" />
            <source>Correcting round {n}</source>
            <translation>Correction de la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="267" />
            <source>Forgotten round, before round {n}</source>
            <translation>Donne oubliée, avant la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="290" />
            <source>tied: another round</source>
            <translation>égalité : une autre donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="314" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>{team} remporte la partie, {a} à {b} !</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="319" />
            <source>The match is drawn, {a} all.</source>
            <translation>Partie nulle, {a} partout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="328" />
            <source>Match over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="344" />
            <source>Press {Ctrl+N} to start a match</source>
            <translation>Appuyez sur {Ctrl+N} pour commencer une partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="330" />
            <source>Played to {target}</source>
            <translation>Partie jouée en {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="281" />
            <source>Tied {a} all: play another round</source>
            <translation>Égalité {a} partout : on joue une autre donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="283" />
            <source>Equal totals at or above the target (house rule: {rule}).</source>
            <translation>Totaux égaux à l'objectif ou au-delà (règle maison : {rule}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="332" />
            <source>Rematch: {Ctrl+Shift+R}</source>
            <translation>Revanche : {Ctrl+Shift+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="333" />
            <source>New match: {Ctrl+N}</source>
            <translation>Nouvelle partie : {Ctrl+N}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="343" />
            <source>No match yet</source>
            <translation>Pas encore de partie</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/table.py" line="57" />
            <source>Tarabish Score — scoreboard</source>
            <extracomment>The corner chart's widest, as a share of the table view's width (as tall as wide, at most half the view's height). The narrowest corner chart worth showing (pixels); narrower, it is hidden. The digits the totals' height is measured on (as the table view's test measures the totals drawn).</extracomment>
            <translation>Tarabish Score — tableau des scores</translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="106" />
            <source>forced</source>
            <extracomment>The heading colour (and the table headers' fill), and the fill of every other row: shared with the statistics page. The most characters of a name the sheet prints (a longer one is cut short with …): in the teams at the top and the verdict, in the round table's column titles, and in its dealer and caller cells (one line).</extracomment>
            <translation>obligé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="118" />
            <source>{team} went bait</source>
            <translation>{team} est bait (dedans)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="120" />
            <source>{team} went half bait</source>
            <translation>{team} est demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="129" />
            <source>{kind} {points} ({who})</source>
            <translation>{kind} {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="134" />
            <source>runs cancelled</source>
            <translation>suites annulées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="137" />
            <source>bella {points} ({who})</source>
            <translation>bella {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="142" />
            <source>sweep</source>
            <translation>capot</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="169" />
            <source>{preset}: first to {target}</source>
            <translation>{preset} : premier à {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="229" />
            <source>Played on {date}</source>
            <translation>Jouée le {date}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Tarabish</source>
            <translation>Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Scoresheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="243" />
            <source>WINNER</source>
            <translation>GAGNANT</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="261" />
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="262" />
            <source>Called</source>
            <translation>Prise</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="263" />
            <source>Runs and bella</source>
            <translation>Suites et bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="265" />
            <source>cards</source>
            <translation>cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>pts</source>
            <translation>pts</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>total</source>
            <translation>total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="304" />
            <source>Final score</source>
            <translation>Score final</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="310" />
            <source>{winner} won {a} to {b} against {loser}, in %n round(s).</source>
            <translation>
                <numerusform>{winner} a gagné {a} à {b} contre {loser}, en %n donne.</numerusform>
                <numerusform>{winner} a gagné {a} à {b} contre {loser}, en %n donnes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="319" />
            <source>Drawn at {a} all, after %n round(s).</source>
            <translation>
                <numerusform>Égalité à {a} partout, après %n donne.</numerusform>
                <numerusform>Égalité à {a} partout, après %n donnes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="323" />
            <source>Not finished: %n round(s) played, first to {target} wins.</source>
            <translation>
                <numerusform>Pas terminée : %n donne jouée, le premier à {target} gagne.</numerusform>
                <numerusform>Pas terminée : %n donnes jouées, le premier à {target} gagne.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="67" />
            <source>%n round(s), {t} of them thrown in.</source>
            <translation>
                <numerusform>%n donne, dont {t} annulée(s).</numerusform>
                <numerusform>%n donnes, dont {t} annulée(s).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="69" />
            <source>%n round(s).</source>
            <translation>
                <numerusform>%n donne.</numerusform>
                <numerusform>%n donnes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>First dealer</source>
            <translation>Premier donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="333" />
            <source>Corrections</source>
            <translation>Corrections</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="336" />
            <source>Points are each team's score for the round, after bait; a shaded cell marks the callers going bait (BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).</source>
            <translation>Les points sont le score de chaque équipe pour la donne, après bait ; une case grisée signale les preneurs bait (BAIT : les adversaires prennent tout ce qui est sur la table ; DEMI-BAIT : totaux égaux, les preneurs ne marquent rien).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="341" />
            <source>Cards are the card points each team counted, last trick included.</source>
            <translation>Les cartes sont les points de cartes comptés par chaque équipe, dernier pli compris.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="343" />
            <source>Kept with Tarabish Score {version}</source>
            <translation>Tenue avec Tarabish Score {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="345" />
            <source>, match {id}</source>
            <translation>, partie {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="360" />
            <source>none</source>
            <translation>aucune</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="246" />
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="142" />
            <source>Page {n} of {total}</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres. Space between two parts that share a page (the rounds' end, the race chart, the statistics), in millimetres. Height of the race chart's heading line, in millimetres. The race chart's height for its width: 3/5 (5:3) where the page has room, never flatter than 1/3 (3:1). Paints a chart into a rectangle of a page: the race chart, handed in by the window or the command (it is drawn with widgets, which this layer never imports). Arguments: the page's painter and the rectangle (device pixels).</extracomment>
            <translation>Page {n} sur {total}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="258" />
            <source>The race: {a} against {b}, first to {target}</source>
            <translation>La course : {a} contre {b}, partie en {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="64" />
            <source>Match statistics</source>
            <translation>Statistiques de la partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="70" />
            <source>Bait rate as caller: the share of a side's calls that went bait or half bait. Average count: the callers' card points in the rounds they called. Biggest round: the most points scored in one round (for a player, in a round they called).</source>
            <translation>Taux de bait comme preneur : la part des prises d'un camp qui ont fini bait ou demi-bait. Compte moyen : les points de cartes des preneurs dans les donnes où ils ont pris. Meilleure donne : le plus de points marqués en une donne (pour un joueur, dans une donne où il a pris).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/__init__.py" line="103" />
            <source>Tarabish: {a} against {b}</source>
            <translation>Tarabish : {a} contre {b}</translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="489" />
            <source>Tarabish Score is already open: brought its window to the front.</source>
            <translation>Tarabish Score est déjà ouvert : sa fenêtre a été mise au premier plan.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="491" />
            <source>Tarabish Score is already open: asked its window to open {file}; it shows the result there.</source>
            <translation>Tarabish Score est déjà ouvert : sa fenêtre a reçu la demande d'ouvrir {file} et y affichera le résultat.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="106" />
            <source>Statistics o&amp;f this match…</source>
            <translation>Statistiq&amp;ues de cette partie…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="117" />
            <source>Archi&amp;ve statistics…</source>
            <translation>Statistiques de l'arc&amp;hive…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="112" />
            <source>Who called what in this match: per team and per player</source>
            <translation>Qui a pris quoi dans cette partie : par équipe et par joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="123" />
            <source>Who has won most over the years: per player, per pair, head to head</source>
            <translation>Qui a le plus gagné au fil des années : par joueur, par paire, en face-à-face</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/statistics.py" line="69" />
            <source>The match archive is not open, so there is nothing to count.</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>L'archive des parties n'est pas ouverte : il n'y a donc rien à compter.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTable</name>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="86" />
            <source>Partners</source>
            <extracomment>A cell's value: a name, a count, a rate (0-1) or an average (points); None when undefined. The columns of a player's or a pair's line (the keys of ``Standing.to_json``, in that order). The columns of a head-to-head line: the first pair's wins, losses and margin against the second. Columns holding a share 0-1 (shown and written as a percentage).</extracomment>
            <translation>Partenaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="69" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="88" />
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="70" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="89" />
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="71" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="91" />
            <source>Drawn</source>
            <translation>Nulles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="72" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="90" />
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="73" />
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="74" />
            <source>With rounds</source>
            <translation>Avec donnes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="75" />
            <source>Called</source>
            <translation>Prises</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="76" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="77" />
            <source>Half bait</source>
            <translation>Demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="78" />
            <source>Bait rate as caller</source>
            <translation>Taux de bait comme preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="79" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="92" />
            <source>Average margin</source>
            <translation>Écart moyen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="87" />
            <source>Against</source>
            <translation>Contre</translation>
        </message>
    </context>
    <context>
        <name>Summary</name>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="26" />
            <source>Tarabish: {a} {score_a} – {b} {score_b}</source>
            <translation>Tarabish : {a} {score_a} – {b} {score_b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="27" />
            <source>{a} ({a_players}) against {b} ({b_players})</source>
            <translation>{a} ({a_players}) contre {b} ({b_players})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="28" />
            <source>{first} &amp; {second}</source>
            <translation>{first} &amp; {second}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="30" />
            <source>{team} won after %n round(s).</source>
            <translation>
                <numerusform>{team} a gagné en %n donne.</numerusform>
                <numerusform>{team} a gagné en %n donnes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="31" />
            <source>Drawn after %n round(s).</source>
            <translation>
                <numerusform>Égalité après %n donne.</numerusform>
                <numerusform>Égalité après %n donnes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="32" />
            <source>In progress after %n round(s); first to {target} wins.</source>
            <translation>
                <numerusform>En cours après %n donne ; le premier à {target} gagne.</numerusform>
                <numerusform>En cours après %n donnes ; le premier à {target} gagne.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="33" />
            <source>Notable rounds:</source>
            <translation>Donnes marquantes :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="34" />
            <source>Round {n}: {text}</source>
            <translation>Donne {n} : {text}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="35" />
            <source>{player} called and {team} went bait</source>
            <translation>{player} a pris et {team} est bait (dedans)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="36" />
            <source>{player} called and {team} went half bait</source>
            <translation>{player} a pris et {team} est demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="37" />
            <source>{player} scored a fifty ({points} in runs)</source>
            <translation>{player} a marqué un cinquante ({points} en suites)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="38" />
            <source>{team} took all nine tricks</source>
            <translation>{team} a fait capot (les neuf plis)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="39" />
            <source>; </source>
            <translation> ; </translation>
        </message>
    </context>
    <context>
        <name>SyncActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="135" />
            <source>Not syncing: the sync folder {folder} and the archive's folder {archive} lie one inside the other, so the sync tool would copy the archive itself and could damage it. Name a folder apart from it.</source>
            <extracomment>Where the sync folder in force was named: ``"environment"`` (``--sync-dir`` or the variable), ``"setting"`` (Tools ▸ Sync folder…), or ``""`` (none).</extracomment>
            <translation>Pas de synchronisation : le dossier de synchronisation {folder} et le dossier de l'archive {archive} sont l'un dans l'autre, donc l'outil de synchronisation copierait l'archive elle-même et pourrait l'abîmer. Donnez un dossier à part.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="140" />
            <location filename="../../tarbish_score/ui/actions/sync.py" line="405" />
            <source>Sync folder…</source>
            <translation>Dossier de synchronisation…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="254" />
            <source>Kept this laptop's version of match {n}; the other laptop's is in its versions.</source>
            <translation>Version de ce portable gardée pour la partie {n} ; celle de l'autre portable est dans ses versions.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="255" />
            <source>Took the other laptop's version of match {n}; yours is in its versions.</source>
            <translation>Version de l'autre portable prise pour la partie {n} ; la vôtre est dans ses versions.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="256" />
            <source>Kept both: the other laptop's version is now match {made}.</source>
            <translation>Les deux gardées : la version de l'autre portable est maintenant la partie {made}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="285" />
            <source>&lt;b&gt;The archive is inside a folder {tool} syncs,&lt;/b&gt; which can damage it. To move it: quit, move {data} out of that folder, and start with --data-dir NEWFOLDER (or set {variable}=NEWFOLDER). Tools ▸ Sync folder… shares matches safely.</source>
            <translation>&lt;b&gt;L'archive est dans un dossier que {tool} synchronise,&lt;/b&gt; ce qui peut l'abîmer. Pour la déplacer : quittez, sortez {data} de ce dossier, puis démarrez avec --data-dir NOUVEAUDOSSIER (ou définissez {variable}=NOUVEAUDOSSIER). Outils ▸ Dossier de synchronisation… partage les parties sans risque.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="313" />
            <source>&lt;b&gt;%n match(es) changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</source>
            <translation>
                <numerusform>&lt;b&gt;%n partie modifiée sur deux portables.&lt;/b&gt; Les deux versions sont gardées : choisissez laquelle garder.</numerusform>
                <numerusform>&lt;b&gt;%n parties modifiées sur deux portables.&lt;/b&gt; Les deux versions sont gardées : choisissez lesquelles garder.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="317" />
            <source>Compare…</source>
            <translation>Comparer…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="326" />
            <source>%n match(es) came from another laptop.</source>
            <translation>
                <numerusform>%n partie est venue d'un autre portable.</numerusform>
                <numerusform>%n parties sont venues d'un autre portable.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="328" />
            <source>%n match(es) changed by another laptop.</source>
            <translation>
                <numerusform>%n partie modifiée par un autre portable.</numerusform>
                <numerusform>%n parties modifiées par un autre portable.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="364" />
            <source>Match {n} is no longer won: another laptop's version took its place.</source>
            <translation>La partie {n} n'est plus gagnée : la version d'un autre portable a pris sa place.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="365" />
            <source>Match {n} is now won by {team}: another laptop's version took its place.</source>
            <translation>La partie {n} est maintenant gagnée par {team} : la version d'un autre portable a pris sa place.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="371" />
            <source>Round {n} came from another laptop.</source>
            <translation>La donne {n} est venue d'un autre portable.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="373" />
            <source>Rounds {first}–{last} came from another laptop.</source>
            <translation>Les donnes {first} à {last} sont venues d'un autre portable.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="382" />
            <source>Round {n} was replaced by the other laptop's choice; yours is kept in the match's versions.</source>
            <translation>La donne {n} a été remplacée par le choix de l'autre portable ; la vôtre est gardée dans les versions de la partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="386" />
            <source>Rounds {first}–{last} were replaced by the other laptop's choice; yours are kept in the match's versions.</source>
            <translation>Les donnes {first} à {last} ont été remplacées par le choix de l'autre portable ; les vôtres sont gardées dans les versions de la partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="424" />
            <source>S&amp;ync folder…</source>
            <translation>&amp;Dossier de synchronisation…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="427" />
            <source>A folder Syncthing, Nextcloud, Dropbox or OneDrive carries: matches go to other laptops</source>
            <translation>Un dossier que Syncthing, Nextcloud, Dropbox ou OneDrive transporte : les parties vont aux autres portables</translation>
        </message>
    </context>
    <context>
        <name>SyncConflictDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="98" />
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="188" />
            <source>Changed on two laptops</source>
            <extracomment>The choice made (``keep-ours``, ``take-theirs``, ``keep-both``), "" until one is. The rounds (0-based) that differ between the two versions.</extracomment>
            <translation>Modifiée sur deux portables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="102" />
            <source>{a} against {b} was changed on two laptops</source>
            <translation>{a} contre {b} a été modifiée sur deux portables</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="110" />
            <source>Both versions are kept until you choose; %n round(s) differ, marked ≠ and in colour. The version you let go stays in the match's log.</source>
            <translation>
                <numerusform>Les deux versions sont gardées jusqu'à votre choix ; %n donne diffère, marquée ≠ et en couleur. La version écartée reste dans le journal de la partie.</numerusform>
                <numerusform>Les deux versions sont gardées jusqu'à votre choix ; %n donnes diffèrent, marquées ≠ et en couleur. La version écartée reste dans le journal de la partie.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>this laptop's version</source>
            <translation>la version de ce portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>the other laptop's version</source>
            <translation>la version de l'autre portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="129" />
            <source>Read from {file}</source>
            <translation>Lue dans {file}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="135" />
            <source>Totals of {version}</source>
            <translation>Totaux de {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="145" />
            <source>&amp;Keep this laptop's</source>
            <translation>&amp;Garder celle de ce portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="146" />
            <source>&amp;Take the other's</source>
            <translation>&amp;Prendre celle de l'autre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="147" />
            <source>Keep &amp;both as two matches</source>
            <translation>Garder les &amp;deux, en deux parties</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="148" />
            <source>Decide &amp;later</source>
            <translation>Décider plus &amp;tard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="149" />
            <source>This laptop's version stays; the other's goes to the log</source>
            <translation>La version de ce portable reste ; celle de l'autre va au journal</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="150" />
            <source>The other laptop's version replaces this one's</source>
            <translation>La version de l'autre portable remplace celle de celui-ci</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="151" />
            <source>The other laptop's version becomes a match of its own</source>
            <translation>La version de l'autre portable devient une partie à part</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="179" />
            <source>The choice was not saved: {error}</source>
            <translation>Le choix n'a pas été enregistré : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="194" />
            <source>when not known</source>
            <translation>à une date inconnue</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="196" />
            <source>This laptop ({name}), changed {when}</source>
            <translation>Version de ce portable ({name}), modifiée le {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="198" />
            <source>The other laptop ({name}), changed {when}</source>
            <translation>Version de l'autre portable ({name}), modifiée le {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="199" />
            <source>The other laptop, changed {when}</source>
            <translation>Version de l'autre portable, modifiée le {when}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="203" />
            <source>{a} {x} – {b} {y}, %n round(s)</source>
            <translation>
                <numerusform>{a} {x} – {b} {y}, %n donne</numerusform>
                <numerusform>{a} {x} – {b} {y}, %n donnes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="211" />
            <source>Round</source>
            <translation>Donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="212" />
            <source>Called</source>
            <translation>Preneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="213" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="214" />
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="215" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="216" />
            <source>Totals</source>
            <translation>Totaux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="220" />
            <source>Rounds of {version}</source>
            <translation>Donnes de {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="222" />
            <source>The rounds that differ from the other version are marked ≠ and in colour.</source>
            <translation>Les donnes qui diffèrent de l'autre version sont marquées ≠ et en couleur.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="249" />
            <source>Differs from the other version</source>
            <translation>Diffère de l'autre version</translation>
        </message>
    </context>
    <context>
        <name>SyncFiles</name>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="33" />
            <source>still being written; tried again shortly</source>
            <extracomment>Why a file was skipped: ``writing`` (not whole yet, or changed while it was read: a tool is writing it), ``unreadable`` (the system refused to read it now), ``damaged`` (not whole JSON and unchanged for a minute), ``not-record`` (JSON, but not a match record), ``too-large``, ``refused`` (a record this archive cannot take).</extracomment>
            <translation>en cours d'écriture ; réessayé sous peu</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="35" />
            <source>cannot be read now ({detail}); tried again shortly</source>
            <translation>illisible pour l'instant ({detail}) ; réessayé sous peu</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="37" />
            <source>damaged: {detail}; left alone until it changes</source>
            <translation>endommagé : {detail} ; laissé tel quel jusqu'à ce qu'il change</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="39" />
            <source>not a match record ({detail}); left alone</source>
            <translation>pas une feuille de partie ({detail}) ; laissé tel quel</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="41" />
            <source>too large for a match record ({detail}); left alone</source>
            <translation>trop gros pour une feuille de partie ({detail}) ; laissé tel quel</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="43" />
            <source>a match this archive cannot take ({detail}); left alone</source>
            <translation>une partie que cette archive ne peut pas prendre ({detail}) ; laissé tel quel</translation>
        </message>
    </context>
    <context>
        <name>SyncFolderDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="65" />
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="83" />
            <source>Sync folder</source>
            <translation>Dossier de synchronisation</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="70" />
            <source>Matches go to your other laptops through a folder a sync tool carries (Syncthing, Nextcloud, Dropbox, OneDrive, or a USB stick): each match is one file there. Choose the same synced folder on every laptop. The archive itself stays where it is.</source>
            <translation>Les parties vont à vos autres portables par un dossier qu'un outil de synchronisation transporte (Syncthing, Nextcloud, Dropbox, OneDrive, ou une clé USB) : chaque partie y est un fichier. Choisissez le même dossier synchronisé sur chaque portable. L'archive elle-même reste où elle est.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="79" />
            <source>&amp;Folder:</source>
            <translation>&amp;Dossier :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="84" />
            <source>None: matches stay on this laptop</source>
            <translation>Aucun : les parties restent sur ce portable</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="86" />
            <source>&amp;Choose…</source>
            <translation>&amp;Choisir…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="87" />
            <source>&amp;Stop syncing</source>
            <translation>&amp;Arrêter la synchronisation</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="89" />
            <source>Matches stop going to the folder; the files already there stay</source>
            <translation>Les parties ne vont plus au dossier ; les fichiers déjà là restent</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="102" />
            <source>Last sync</source>
            <translation>Dernière synchronisation</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="106" />
            <source>Files not taken</source>
            <extracomment>Each file not taken by the last sync, with why and what happens to it (it scrolls: there may be many).</extracomment>
            <translation>Fichiers non pris</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="111" />
            <source>Sync &amp;now</source>
            <translation>Synchroniser &amp;maintenant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="131" />
            <source>This folder was named by --sync-dir or {variable} for this run: it comes before the one chosen here, which is used when neither names one.</source>
            <translation>Ce dossier a été donné par --sync-dir ou {variable} pour cette fois : il passe avant celui choisi ici, qui sert quand aucun des deux n'en donne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="161" />
            <source>Not syncing.</source>
            <translation>Pas de synchronisation.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="166" />
            <source>Not synced yet.</source>
            <translation>Pas encore synchronisé.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="170" />
            <source>Last sync {when}: %n match(es) came in or grew.</source>
            <translation>
                <numerusform>Dernière synchronisation {when} : %n partie est arrivée ou a grandi.</numerusform>
                <numerusform>Dernière synchronisation {when} : %n parties sont arrivées ou ont grandi.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="172" />
            <source>Last sync {when}: nothing new.</source>
            <translation>Dernière synchronisation {when} : rien de neuf.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="174" />
            <source>%n match(es) written to the folder.</source>
            <translation>
                <numerusform>%n partie écrite dans le dossier.</numerusform>
                <numerusform>%n parties écrites dans le dossier.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="177" />
            <source>%n changed on two laptops: the banner offers both versions.</source>
            <translation>
                <numerusform>%n modifiée sur deux portables : le bandeau propose les deux versions.</numerusform>
                <numerusform>%n modifiées sur deux portables : le bandeau propose les deux versions.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="180" />
            <source>%n file(s) not taken:</source>
            <translation>
                <numerusform>%n fichier non pris :</numerusform>
                <numerusform>%n fichiers non pris :</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="187" />
            <source>Choose the sync folder</source>
            <translation>Choisir le dossier de synchronisation</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="200" />
            <source>Not chosen: {folder} and the archive's folder {archive} lie one inside the other, so the sync tool would copy the archive itself and could damage it. Choose a folder apart from it.</source>
            <translation>Pas retenu : {folder} et le dossier de l'archive {archive} sont l'un dans l'autre, donc l'outil de synchronisation copierait l'archive elle-même et pourrait l'abîmer. Choisissez un dossier à part.</translation>
        </message>
    </context>
    <context>
        <name>SyncKeeper</name>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="453" />
            <source>The sync folder {folder} is a file, not a folder: choose another. The archive is untouched.</source>
            <extracomment>How long the folder must be still before it is read (milliseconds): a sync tool writes in steps. The slow timer's period (milliseconds): a watcher misses changes on some network and FUSE folders. Files taken in, or matches published, per turn of the event loop at start (a few milliseconds each). At most this many record files are watched one by one (each is an inotify watch, a shared per-user budget); past it, a file overwritten in place waits for the slow timer. The last reading's report (None before the first), and when it ended (``time.time()``). The last failure's line, "" while the folder reads and writes. How long the last reading took (seconds). Matches not published yet (the folder was gone, or refused): published once it reads again. A reading's work still to do, a slice per turn of the event loop: file names to take in, then the ids of the matches to publish (None until listed; [] for none: the watcher's and the timer's readings publish nothing). The folder changed while a reading went on: read it again once it ends.</extracomment>
            <translation>Le dossier de synchronisation {folder} est un fichier, pas un dossier : choisissez-en un autre. L'archive n'est pas touchée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="458" />
            <source>The sync folder {folder} is not there (a disk or USB stick not plugged in?). Matches go there once it is back; the archive is untouched.</source>
            <translation>Le dossier de synchronisation {folder} n'est pas là (un disque ou une clé USB non branché ?). Les parties y vont dès son retour ; l'archive n'est pas touchée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="472" />
            <source>The sync folder {folder} cannot be used: {reason}. The archive is untouched.</source>
            <translation>Le dossier de synchronisation {folder} ne peut pas servir : {reason}. L'archive n'est pas touchée.</translation>
        </message>
    </context>
    <context>
        <name>TableBoard</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="139" />
            <source>No match yet</source>
            <extracomment>Each line's type as a share of the totals' pixel size. The gap (pixels) between the two teams' columns: the totals never run together. The widest total the type is fitted to (digits; a wider one only gets smaller type). Who deals and who speaks first; the winner (or a tie) once there is one. The last round's result, bait marked.</extracomment>
            <translation>Pas encore de partie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="153" />
            <source>WINS</source>
            <translation>GAGNE</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="157" />
            <source>reached {target}</source>
            <translation>{target} atteint</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="159" />
            <source>needs {n} more of {target}</source>
            <translation>encore {n} pour {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="176" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>{team} remporte la partie, {a} à {b} !</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="185" />
            <source>Round {n}</source>
            <translation>Donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="186" />
            <source>Deals: {name}</source>
            <translation>Donneur : {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="187" />
            <source>Speaks first: {name}</source>
            <translation>Parle en premier : {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="192" />
            <source>Tied {a} all: play another round</source>
            <translation>Égalité {a} partout : on joue une autre donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="204" />
            <source>Last round ({n}):</source>
            <translation>Dernière donne ({n}) :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="209" />
            <source>{team} called {trump}</source>
            <translation>{team} a pris à {trump}</translation>
        </message>
    </context>
    <context>
        <name>TablePicture</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="102" />
            <source>partners sit opposite
play goes clockwise ↻</source>
            <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0). Longest names that can be typed (the scoreboard reads them from across the table). The caption's flags: centred, and wrapped at word breaks if a line is still too long. The smallest caption type (pixels): the picture is at least wide enough for it. The felt's margin in the widget, and the caption's inside the felt (pixels: the dealer chip sits there).</extracomment>
            <translation>partenaires face à face
on joue dans le sens horaire ↻</translation>
        </message>
    </context>
    <context>
        <name>TableViewActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="337" />
            <source>&amp;Table view</source>
            <translation>Vue &amp;table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="352" />
            <source>Leave the table view</source>
            <translation>Quitter la vue table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="360" />
            <source>&amp;Scoreboard window…</source>
            <translation>&amp;Fenêtre du tableau des scores…</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="218" />
            <source>Add a late team</source>
            <translation>Ajouter une équipe en retard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="220" />
            <source>A late team plays from the next round drawn.</source>
            <translation>Une équipe en retard joue à partir du prochain tour tiré.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="227" />
            <source>Team name</source>
            <translation>Nom de l'équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="228" />
            <source>The name the draw and the standings show.</source>
            <translation>Le nom que montrent le tirage et le classement.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="229" />
            <source>&amp;Team:</source>
            <translation>É&amp;quipe :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="232" />
            <source>Partner {n}</source>
            <translation>Partenaire {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="233" />
            <source>Optional.</source>
            <translation>Facultatif.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="234" />
            <source>Partner {n}:</source>
            <translation>Partenaire {n} :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="236" />
            <source>Add team</source>
            <translation>Ajouter l'équipe</translation>
        </message>
    </context>
    <context>
        <name>TeamScorePanel</name>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="76" />
            <source>WINS</source>
            <translation>GAGNE</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="80" />
            <source>reached {target}</source>
            <translation>{target} atteint</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="82" />
            <source>needs {n} more</source>
            <translation>encore {n} à faire</translation>
        </message>
    </context>
    <context>
        <name>ThemeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="34" />
            <source>T&amp;heme</source>
            <translation>T&amp;hème</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="38" />
            <source>&amp;System (follow the desktop)</source>
            <translation>&amp;Système (suivre le bureau)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="39" />
            <source>&amp;Light</source>
            <translation>&amp;Clair</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="40" />
            <source>&amp;Dark</source>
            <translation>S&amp;ombre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="41" />
            <source>&amp;High contrast</source>
            <translation>&amp;Haut contraste</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="32" />
            <source>Round robin</source>
            <extracomment>Each format's name, by its value (``Format``).</extracomment>
            <translation>Tournoi toutes rondes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="33" />
            <source>Swiss</source>
            <translation>Système suisse</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="34" />
            <source>Winners move up</source>
            <translation>Les gagnants montent</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="38" />
            <source>wins</source>
            <extracomment>Each tie-break's name, by its value (``TieBreak``).</extracomment>
            <translation>victoires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="39" />
            <source>head-to-head</source>
            <translation>confrontation directe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="40" />
            <source>points difference</source>
            <translation>différence de points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="41" />
            <source>points for</source>
            <translation>points marqués</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="42" />
            <source>a shared place</source>
            <translation>une place partagée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="56" />
            <source>A win, no points</source>
            <translation>Une victoire, sans points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="58" />
            <source>Not counted</source>
            <translation>Non compté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="60" />
            <source>A win, {x} to {y}</source>
            <translation>Une victoire, {x} à {y}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="94" />
            <source>{above} and {below} share place {place}: no tie-break tells them apart.</source>
            <translation>{above} et {below} partagent la place {place} : aucun départage ne les sépare.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="99" />
            <source>{above} ahead of {below} on wins: {a} to {b}.</source>
            <translation>{above} devant {below} aux victoires : {a} contre {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="105" />
            <source>{above} ahead of {below} on head-to-head: won their game {x}–{y}.</source>
            <translation>{above} devant {below} à la confrontation directe : a gagné leur partie {x}–{y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="109" />
            <source>{above} ahead of {below} on head-to-head: {a} to {b} in their games.</source>
            <translation>{above} devant {below} à la confrontation directe : {a} contre {b} dans leurs parties.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="112" />
            <source>{above} ahead of {below} on head-to-head among the {n} tied teams: {a} to {b} in their games.</source>
            <translation>{above} devant {below} à la confrontation directe entre les {n} équipes à égalité : {a} contre {b} dans leurs parties.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="117" />
            <source>{above} ahead of {below} on points difference: {a} to {b}.</source>
            <translation>{above} devant {below} à la différence de points : {a} contre {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="120" />
            <source>{above} ahead of {below} on points for: {a} to {b}.</source>
            <translation>{above} devant {below} aux points marqués : {a} contre {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="135" />
            <source>Head-to-head did not count: not every two of the tied teams have met.</source>
            <translation>La confrontation directe ne compte pas : les équipes à égalité ne se sont pas toutes rencontrées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="139" />
            <source>Head-to-head left them level.</source>
            <translation>La confrontation directe les laisse à égalité.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="140" />
            <source>Head-to-head left the {n} tied teams level.</source>
            <translation>La confrontation directe laisse les {n} équipes à égalité.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="167" />
            <source>Type the team's name.</source>
            <extracomment>The engine's tournament refusals, by code.</extracomment>
            <translation>Tapez le nom de l'équipe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="168" />
            <source>There is already a team called {name}.</source>
            <translation>Il y a déjà une équipe nommée {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="169" />
            <source>A night takes at most {max} teams.</source>
            <translation>Une soirée accueille au plus {max} équipes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="170" />
            <source>A round robin under way takes a late team only in a bye's place, and it has none left.</source>
            <translation>Un tournoi toutes rondes en cours n'accepte une équipe en retard qu'à la place d'une exemption, et il n'en reste aucune.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="173" />
            <source>That team is not playing.</source>
            <translation>Cette équipe ne joue pas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="174" />
            <source>A round needs at least {min} teams playing.</source>
            <translation>Un tour demande au moins {min} équipes en jeu.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="175" />
            <source>All {rounds} rounds of the night are drawn.</source>
            <translation>Les {rounds} tours de la soirée sont tous tirés.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="176" />
            <source>Round {round} still has tables out: {tables}. Type their results first.</source>
            <translation>Au tour {round}, des tables n'ont pas rendu leur résultat : {tables}. Saisissez-les d'abord.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="179" />
            <source>Draw the first round first.</source>
            <translation>Tirez d'abord le premier tour.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="180" />
            <source>Round {round} has not been drawn.</source>
            <translation>Le tour {round} n'a pas été tiré.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="181" />
            <source>Round {round} has no table {table}: it has {tables} tables.</source>
            <translation>Le tour {round} n'a pas de table {table} : il en a {tables}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="182" />
            <source>Table {table} already has its result, {x}–{y}. A change is a correction, with its reason.</source>
            <translation>La table {table} a déjà son résultat, {x}–{y}. Un changement est une correction, avec sa raison.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="185" />
            <source>Table {table} has no result to take off.</source>
            <translation>La table {table} n'a pas de résultat à retirer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="186" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Dites pourquoi : une correction est consignée avec sa raison.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="187" />
            <source>Type the two final totals, whole numbers from 0.</source>
            <translation>Tapez les deux totaux finaux, des nombres entiers à partir de 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="188" />
            <source>No game to {target} ends on {total}: a final total is at most {most}. Check the totals.</source>
            <translation>Aucune partie à {target} ne finit sur {total} : un total final vaut au plus {most}. Vérifiez les totaux.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="191" />
            <source>Neither team reached {target}. If time was called, mark it; else check the totals.</source>
            <translation>Aucune équipe n'a atteint {target}. Si le temps a été arrêté, cochez-le ; sinon vérifiez les totaux.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="194" />
            <source>A team reached {target}: the game ended on the target, not on time.</source>
            <translation>Une équipe a atteint {target} : la partie s'est terminée sur l'objectif, pas au temps.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="197" />
            <source>Equal totals: under these rules a game is never drawn; it goes on until one team is ahead.</source>
            <translation>Totaux égaux : avec ces règles une partie n'est jamais nulle ; elle continue jusqu'à ce qu'une équipe mène.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="200" />
            <source>The lower total wins only when both teams reached the target and the callers went out.</source>
            <translation>Le total le plus bas ne gagne que si les deux équipes ont atteint l'objectif et que l'équipe qui a pris est sortie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="203" />
            <source>This match was played under other house rules than the night's.</source>
            <translation>Cette partie a été jouée avec d'autres règles maison que celles de la soirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="204" />
            <source>This match is {a} against {b}; the table's teams are {c} and {d}.</source>
            <translation>Cette partie oppose {a} à {b} ; les équipes de la table sont {c} et {d}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="207" />
            <source>This match is not finished ({x}–{y}). If time was called, mark it.</source>
            <translation>Cette partie n'est pas terminée ({x}–{y}). Si le temps a été arrêté, cochez-le.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="210" />
            <source>The table's match record does not end on the totals its result gives.</source>
            <translation>La partie enregistrée de la table ne finit pas sur les totaux de son résultat.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="213" />
            <source>This match carries no table code: type the code on the table's slip.</source>
            <translation>Cette partie ne porte pas de code de table : tapez le code inscrit sur la fiche de la table.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="216" />
            <source>No table of this night has the code {code}.</source>
            <translation>Aucune table de la soirée n'a le code {code}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="217" />
            <source>The code {code} is of round {round}, which is over.</source>
            <translation>Le code {code} est celui du tour {round}, qui est terminé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="218" />
            <source>Name each tie-break once; a shared place can only come last.</source>
            <translation>Nommez chaque départage une seule fois ; une place partagée ne peut venir qu'en dernier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="219" />
            <source>A night has 1 to {max} rounds.</source>
            <translation>Une soirée a de 1 à {max} tours.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="220" />
            <source>A bye is a win: give it more points for than against, at most {most}.</source>
            <translation>Une exemption est une victoire : donnez-lui plus de points pour que contre, au plus {most}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="223" />
            <source>A time limit is 0 (none) to {max} minutes.</source>
            <translation>Une limite de temps va de 0 (aucune) à {max} minutes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="224" />
            <source>The seed of the draws is a whole number from 0 to {max}.</source>
            <translation>La graine des tirages est un nombre entier de 0 à {max}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="225" />
            <source>The tournament's log draws round {round} out of turn.</source>
            <translation>Le journal du tournoi tire le tour {round} hors de son ordre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="226" />
            <source>The tournament's log draws a team twice in a round, or a team that is not playing.</source>
            <translation>Le journal du tournoi place une équipe deux fois dans un tour, ou une équipe qui ne joue pas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="229" />
            <source>There is nothing to undo.</source>
            <translation>Il n'y a rien à annuler.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="230" />
            <source>There is nothing to redo.</source>
            <translation>Il n'y a rien à rétablir.</translation>
        </message>
    </context>
    <context>
        <name>TournamentActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="42" />
            <source>The match archive is not open, so a tournament cannot be kept.</source>
            <extracomment>The desks open, by tournament id. The dialog open (new or open tournament), for the tests to reach.</extracomment>
            <translation>Les archives des parties ne sont pas ouvertes : un tournoi ne peut pas y être gardé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="103" />
            <source>The night was not saved: {why}</source>
            <translation>La soirée n'a pas été enregistrée : {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="32" />
            <source>T&amp;ournament</source>
            <translation>T&amp;ournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="407" />
            <source>&amp;New tournament…</source>
            <translation>&amp;Nouveau tournoi…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="410" />
            <source>A club or hall night: teams, draw, slips, results.</source>
            <translation>Une soirée de club ou de salle : équipes, tirage, feuilles, résultats.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="415" />
            <source>&amp;Open tournament…</source>
            <translation>&amp;Ouvrir un tournoi…</translation>
        </message>
    </context>
    <context>
        <name>TournamentDesk</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="113" />
            <source>R&amp;ound:</source>
            <extracomment>The round the draw shows (0: the newest).</extracomment>
            <translation>T&amp;our :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="115" />
            <source>Round shown</source>
            <translation>Tour affiché</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="116" />
            <source>The round whose draw and results are listed below.</source>
            <translation>Le tour dont le tirage et les résultats sont listés dessous.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="124" />
            <source>Draw next round  [{Ctrl+D}]</source>
            <translation>Tirer le tour suivant  [{Ctrl+D}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="126" />
            <source>Draw next round</source>
            <translation>Tirer le tour suivant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="141" />
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="143" />
            <source>Standings and teams</source>
            <translation>Classement et équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="142" />
            <source>The standings, and the teams entered.</source>
            <translation>Le classement, et les équipes inscrites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="145" />
            <source>Left and Right switch between the standings and the teams.</source>
            <translation>Gauche et Droite passent du classement aux équipes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="160" />
            <source>Why each tied team stands where it does, in sentences.</source>
            <translation>Pourquoi chaque équipe à égalité est à sa place, en phrases.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="162" />
            <source>Standin&amp;gs</source>
            <translation>&amp;Classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="168" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="144" />
            <source>Add a &amp;late team…</source>
            <translation>Ajouter une équipe en &amp;retard…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="170" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="146" />
            <source>&amp;Withdraw a team…</source>
            <translation>Re&amp;tirer une équipe…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="176" />
            <source>Tea&amp;ms</source>
            <translation>É&amp;quipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="236" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="246" />
            <source>Not saved, so nothing changed: {why}</source>
            <translation>Pas enregistré, donc rien n'a changé : {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="267" />
            <source>to {target}</source>
            <translation>en {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="269" />
            <source>{game}, {minutes} min a round</source>
            <translation>{game}, {minutes} min par tour</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="270" />
            <source>{format}, {game}: round {n} of {rounds}</source>
            <translation>{format}, {game} : tour {n} sur {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="274" />
            <source>{format}, {game}: {rounds} rounds to play</source>
            <translation>{format}, {game} : {rounds} tours à jouer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="278" />
            <source>{format}, {game}: the night is over</source>
            <translation>{format}, {game} : la soirée est finie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="283" />
            <source>{name} — Tournament desk</source>
            <translation>{name} — Table de marque du tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="303" />
            <source>Ties are broken once the first results are in.</source>
            <translation>Les égalités seront départagées dès les premiers résultats.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="319" />
            <source>No round drawn yet: {Ctrl+D} draws round 1.</source>
            <translation>Aucun tour tiré : {Ctrl+D} tire le tour 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="323" />
            <source>Round {n}: tables still out: {tables}.</source>
            <translation>Tour {n} : tables encore en jeu : {tables}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="327" />
            <source>Every result is in: the night is over. {Ctrl+Shift+S} saves the final standings.</source>
            <translation>Tous les résultats sont là : la soirée est finie. {Ctrl+Shift+S} enregistre le classement final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="331" />
            <source>Round {n} is complete: {Ctrl+D} draws the next round.</source>
            <translation>Le tour {n} est complet : {Ctrl+D} tire le tour suivant.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="344" />
            <source>Round {n} drawn.</source>
            <translation>Tour {n} tiré.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="353" />
            <source>Undone. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Annulé. {Ctrl+Shift+Z} le rétablit.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="357" />
            <source>Redone. {Ctrl+Z} undoes it.</source>
            <translation>Rétabli. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="370" />
            <source>Choose a table in the draw first, then correct it.</source>
            <translation>Choisissez d'abord une table dans le tirage, puis corrigez-la.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="375" />
            <source>Round {r}, table {t}: {a} against {b}</source>
            <translation>Tour {r}, table {t} : {a} contre {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="384" />
            <source>Round {r}, table {t} corrected. {Ctrl+Z} undoes it.</source>
            <translation>Tour {r}, table {t} corrigée. {Ctrl+Z} l'annule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="400" />
            <source>{name} entered.</source>
            <translation>{name} inscrite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="415" />
            <source>{name} withdrawn.</source>
            <translation>{name} retirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="490" />
            <source>The projector is full screen on {screen}.</source>
            <translation>Le projecteur est en plein écran sur {screen}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="492" />
            <source>The projector is open in a window of its own: move it to the hall's screen.</source>
            <translation>Le projecteur est ouvert dans sa propre fenêtre : déplacez-la sur l'écran de la salle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="534" />
            <source>Table {t} recorded{names}.</source>
            <translation>Table {t} notée{names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="547" />
            <source>Table {t}: {a} against {b}</source>
            <translation>Table {t} : {a} contre {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="20" />
            <source>&amp;Night</source>
            <translation>&amp;Soirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="21" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="22" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="23" />
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="28" />
            <source>Table number: the focus moves on once no table starts with it</source>
            <extracomment>The result entry's own keys (not commands), for the desk's keys sheet (F1); "{tables}": the night's table numbers.</extracomment>
            <translation>Numéro de table : le curseur avance dès qu'aucune table ne commence ainsi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="31" />
            <source>A total: the focus moves on at the target's number of digits</source>
            <translation>Un total : le curseur avance au nombre de chiffres de l'objectif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="33" />
            <source>Next field (a short total)</source>
            <translation>Champ suivant (un total court)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="34" />
            <source>In an empty field: back to the one before</source>
            <translation>Dans un champ vide : retour au précédent</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="35" />
            <source>Record the table's result</source>
            <translation>Noter le résultat de la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="36" />
            <source>Clear the result fields</source>
            <translation>Effacer les champs du résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="37" />
            <source>Time was called</source>
            <translation>Le temps est écoulé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="45" />
            <source>&amp;Draw next round</source>
            <translation>&amp;Tirer le tour suivant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="54" />
            <source>&amp;Print slips and table cards…</source>
            <translation>&amp;Imprimer feuilles et cartes de table…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="62" />
            <source>Save slips and table cards as P&amp;DF…</source>
            <translation>Enregistrer feuilles et cartes en P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="71" />
            <source>&amp;Import table results…</source>
            <translation>Im&amp;porter des résultats de tables…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="79" />
            <source>&amp;Watch a folder for table results…</source>
            <translation>&amp;Surveiller un dossier de résultats…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="87" />
            <source>Print s&amp;tandings…</source>
            <translation>Imprimer le &amp;classement…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="94" />
            <source>Save standings as PD&amp;F…</source>
            <translation>Enregistrer le classement en PD&amp;F…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="102" />
            <source>&amp;Export standings as CSV…</source>
            <translation>&amp;Exporter le classement en CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="111" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="116" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="120" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="129" />
            <source>&amp;Correct the chosen table's result…</source>
            <translation>&amp;Corriger le résultat de la table choisie…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="137" />
            <source>&amp;Type a result</source>
            <translation>&amp;Taper un résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="150" />
            <source>&amp;Projector: standings and draw on a second screen</source>
            <translation>&amp;Projecteur : classement et tirage sur un deuxième écran</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="158" />
            <source>&amp;Keys of the desk</source>
            <translation>&amp;Touches de la table de marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="84" />
            <source>tournament</source>
            <extracomment>Every refusal said, newest last (the file's name and why). The dialog asking for a record's table code, while one is open.</extracomment>
            <translation>tournoi</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="107" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="167" />
            <source>No round is drawn yet: draw one first.</source>
            <translation>Aucun tour n'est tiré : tirez-en un d'abord.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="110" />
            <source>Save slips and table cards</source>
            <translation>Enregistrer feuilles et cartes de table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="111" />
            <source>round {n}</source>
            <translation>tour {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="126" />
            <source>Save standings</source>
            <translation>Enregistrer le classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="127" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="142" />
            <source>standings</source>
            <translation>classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="141" />
            <source>Export standings</source>
            <translation>Exporter le classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="143" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Tableur (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="154" />
            <source>Not written: {why}</source>
            <translation>Pas écrit : {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="159" />
            <source>Written: {path}</source>
            <translation>Écrit : {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="189" />
            <source>Import table results</source>
            <translation>Importer des résultats de tables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="191" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Fiches de partie (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="250" />
            <source>Table result {code} taken from {file}.</source>
            <translation>Résultat de la table {code} pris dans {file}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="291" />
            <source>{file} refused: {why}</source>
            <extracomment>The last refusal of a code typed: said with the file's name if the asking is then cancelled.</extracomment>
            <translation>{file} refusé : {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="304" />
            <source>Watch a folder for table results</source>
            <translation>Surveiller un dossier de résultats de tables</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="321" />
            <source>{folder}, watched last time, is not there now: no folder is watched.</source>
            <translation>{folder}, surveillé la dernière fois, n'est plus là : aucun dossier n'est surveillé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="335" />
            <source>Watching {folder} for table results.</source>
            <translation>Surveillance de {folder} pour les résultats de tables.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="101" />
            <source>out</source>
            <extracomment>One cell: its text, bold, its colour (None: the palette's text), and right-aligned (a number).</extracomment>
            <translation>en jeu</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="104" />
            <source>{result} (time called)</source>
            <translation>{result} (temps écoulé)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="106" />
            <source>{result} (corrected)</source>
            <translation>{result} (corrigé)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="115" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="116" />
            <source>First team</source>
            <translation>Première équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="117" />
            <source>Second team</source>
            <translation>Deuxième équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="118" />
            <source>Deals first</source>
            <translation>Donne en premier</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="119" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="120" />
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="124" />
            <source>Draw</source>
            <translation>Tirage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="125" />
            <source>The round's tables; tables still out are marked out. Choose a table and press F2 to correct it.</source>
            <translation>Les tables du tour ; celles encore en jeu sont marquées. Choisissez une table et appuyez sur F2 pour la corriger.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="150" />
            <source>seat {n}</source>
            <translation>place {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="192" />
            <source>Standings</source>
            <extracomment>The columns of ``STANDINGS_COLUMNS`` shown (the players and "withdrawn" are in the teams list). Columns of the view shown only when a team has one: drawn, byes. Columns of the view that give way when the pane is narrow, first to go first: against, played, lost. The team column's room when fitting, in widths of "M" (a longer name is cut short with "…").</extracomment>
            <translation>Classement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="193" />
            <source>Every team by place, after the results typed so far; ties broken below.</source>
            <translation>Chaque équipe par rang, d'après les résultats tapés ; égalités départagées dessous.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="291" />
            <source>Team</source>
            <extracomment>Each column's room (pixels), measured at each fill; the columns without any value to show.</extracomment>
            <translation>Équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="292" />
            <source>Partners</source>
            <translation>Partenaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="293" />
            <source>Playing</source>
            <translation>Joue</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="297" />
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="298" />
            <source>Every team entered; late and withdrawn teams say so.</source>
            <translation>Chaque équipe inscrite ; les équipes en retard ou retirées l'indiquent.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="314" />
            <source>withdrawn after round {n}</source>
            <translation>retirée après le tour {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="318" />
            <source>late: plays from round {n}</source>
            <translation>en retard : joue dès le tour {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="320" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
    </context>
    <context>
        <name>TournamentPaper</name>
        <message>
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="84" />
            <source>Order of the tie-breaks: {order}.</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres.</extracomment>
            <translation>Ordre des départages : {order}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="38" />
            <source>Place</source>
            <extracomment>The standings' columns, in English (the PDF and the CSV show them in the user's language through ``translate("TournamentPaper", column)``); the CSV's columns are these, in this order.</extracomment>
            <translation>Place</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="39" />
            <source>Team</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="40" />
            <source>Player 1</source>
            <translation>Joueur 1</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="41" />
            <source>Player 2</source>
            <translation>Joueur 2</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="42" />
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="43" />
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="44" />
            <source>Drawn</source>
            <translation>Nulles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="45" />
            <source>Lost</source>
            <translation>Perdues</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="46" />
            <source>Byes</source>
            <translation>Exempts</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="47" />
            <source>Points for</source>
            <translation>Points pour</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="48" />
            <source>Points against</source>
            <translation>Points contre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="49" />
            <source>Difference</source>
            <translation>Différence</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="50" />
            <source>Withdrawn</source>
            <translation>Retirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="55" />
            <source>Score slip</source>
            <extracomment>The words the slip prints once each, by key (see :func:`paper_text`).</extracomment>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="56" />
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="57" />
            <source>Table code</source>
            <translation>Code de la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="58" />
            <source>Hand</source>
            <translation>Donne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="59" />
            <source>Dealer</source>
            <translation>Donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="60" />
            <source>First dealer</source>
            <translation>Premier donneur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="61" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="62" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="63" />
            <source>Final totals</source>
            <translation>Totaux finaux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="64" />
            <source>Time was called before a team reached the target</source>
            <translation>Temps écoulé avant qu'une équipe atteigne l'objectif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="65" />
            <source>Both teams sign, then bring this slip to the desk (or the table's match record).</source>
            <translation>Les deux équipes signent, puis apportent cette feuille à la table de marque (ou la partie enregistrée de la table).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="68" />
            <source>The draw</source>
            <translation>Le tirage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="69" />
            <source>against</source>
            <translation>contre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="70" />
            <source>How ties were broken</source>
            <translation>Comment les égalités ont été départagées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="71" />
            <source>No tie needed breaking: wins alone set the order.</source>
            <translation>Aucune égalité à départager : les victoires seules font le classement.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="72" />
            <source>withdrawn</source>
            <translation>retirée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="73" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="74" />
            <source>= a shared place</source>
            <translation>= place partagée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="89" />
            <source>Round {n} of {rounds}</source>
            <translation>Tour {n} sur {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="94" />
            <source>Table {n}</source>
            <translation>Table {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="99" />
            <source>Seat {n}</source>
            <translation>Place {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="112" />
            <source>Team {n} (seats {a} and {b})</source>
            <translation>Équipe {n} (places {a} et {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="124" />
            <source>First dealer: seat {n} ({who}), drawn by lot.</source>
            <translation>Premier donneur : place {n} ({who}), tiré au sort.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="129" />
            <source>The deal passes left: seat 1, 2, 3, 4, then seat 1 again.</source>
            <translation>La donne passe à gauche : place 1, 2, 3, 4, puis de nouveau la place 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="142" />
            <source>First to {target}.</source>
            <translation>En {target} points.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/tournament_paper.py" line="145" />
            <source>Time limit: %n minute(s).</source>
            <translation>
                <numerusform>Temps limite : %n minute.</numerusform>
                <numerusform>Temps limite : %n minutes.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="151" />
            <source>Signature, team {n}: {team}</source>
            <translation>Signature, équipe {n} : {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="158" />
            <source>Bye: {teams}.</source>
            <translation>Exempt : {teams}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="170" />
            <source>Final standings</source>
            <translation>Classement final</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="174" />
            <source>Standings before the first result</source>
            <translation>Classement avant le premier résultat</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="177" />
            <source>Standings after round {n}</source>
            <translation>Classement après le tour {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="181" />
            <source>Standings with {done} of {tables} results of round {n} in</source>
            <translation>Classement avec {done} résultats sur {tables} du tour {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="186" />
            <source>Standings with {done} of {tables} results of rounds 1–{n} in</source>
            <translation>Classement avec {done} résultats sur {tables} des tours 1 à {n}</translation>
        </message>
    </context>
    <context>
        <name>TrumpCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/trump_combo.py" line="79" />
            <source>{key}, then {suits} ({no_trump}: no trump)</source>
            <translation>{key}, puis {suits} ({no_trump} : sans atout)</translation>
        </message>
    </context>
    <context>
        <name>TrumpPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="161" />
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="164" />
            <source>The trump suit: press {clubs} for clubs, {diamonds} for diamonds, {hearts} for hearts, {spades} for spades ({no_trump}: no trump).</source>
            <translation>L'atout : appuyez sur {clubs} pour trèfle, {diamonds} pour carreau, {hearts} pour cœur, {spades} pour pique ({no_trump} : sans atout).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="181" />
            <source>no trump  [{no_trump}]</source>
            <translation>sans atout  [{no_trump}]</translation>
        </message>
    </context>
    <context>
        <name>TypingStrip</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="336" />
            <source>No match yet: {F12} or {Esc} goes back, then {Ctrl+N} starts one.</source>
            <translation>Pas encore de partie : {F12} ou {Esc} pour revenir, puis {Ctrl+N} pour en commencer une.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="338" />
            <source>The match is over. {F12} or {Esc}: back to the full window.</source>
            <translation>La partie est terminée. {F12} ou {Esc} : retour à la fenêtre complète.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="344" />
            <source>Type a round blind: caller 1-4, trump {clubs} {diamonds} {hearts} {spades}, the count; {Enter} records it.</source>
            <translation>Saisissez une donne à l'aveugle : preneur 1-4, atout {clubs} {diamonds} {hearts} {spades}, le compte ; {Enter} l'enregistre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="353" />
            <source>thrown in</source>
            <translation>donne annulée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="356" />
            <source>{seat} {name}</source>
            <translation>{seat} {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="359" />
            <source>caller?</source>
            <translation>preneur ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="361" />
            <source>trump?</source>
            <translation>atout ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="363" />
            <source>count?</source>
            <translation>compte ?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="367" />
            <source>runs: {n}</source>
            <translation>suites : {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="369" />
            <source>bella: {name}</source>
            <translation>bella : {name}</translation>
        </message>
    </context>
    <context>
        <name>UndoBanner</name>
        <message>
            <location filename="../../tarbish_score/ui/undo_banner.py" line="58" />
            <source>Undo  [{Ctrl+Z}]</source>
            <translation>Annuler  [{Ctrl+Z}]</translation>
        </message>
    </context>
    <context>
        <name>UnsavedChangesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="51" />
            <source>Changes not saved</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="52" />
            <source>&lt;b&gt;Some changes to this match are not saved in the archive.&lt;/b&gt;</source>
            <translation>&lt;b&gt;Certaines modifications de cette partie ne sont pas enregistrées dans l'archive.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="53" />
            <source>The archive refused them: {error}</source>
            <translation>L'archive les a refusées : {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="56" />
            <source>They are kept in {path}. Tarabish Score offers to bring them back when it starts next.</source>
            <translation>Elles sont gardées dans {path}. Tarabish Score proposera de les récupérer au prochain démarrage.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="59" />
            <source>No copy could be kept either ({problem}): save a copy, or they are lost.</source>
            <translation>Aucune copie n'a pu être gardée non plus ({problem}) : enregistrez une copie, sinon elles seront perdues.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="66" />
            <source>&amp;Try again</source>
            <translation>&amp;Réessayer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="67" />
            <source>Save a &amp;copy…</source>
            <translation>Enregistrer une &amp;copie…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="68" />
            <source>&amp;Quit, keep the copy</source>
            <translation>&amp;Quitter, garder la copie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="70" />
            <source>Quit &amp;without saving</source>
            <translation>Quitter &amp;sans enregistrer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="71" />
            <source>&amp;Back to the match</source>
            <translation>Retour à la &amp;partie</translation>
        </message>
    </context>
    <context>
        <name>WithdrawDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="260" />
            <source>Withdraw a team</source>
            <translation>Retirer une équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="262" />
            <source>A withdrawn team is drawn no more; its games stay in the standings.</source>
            <translation>Une équipe retirée n'est plus tirée ; ses parties restent au classement.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="270" />
            <source>Team</source>
            <translation>Équipe</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="271" />
            <source>The team that leaves the night.</source>
            <translation>L'équipe qui quitte la soirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="272" />
            <source>&amp;Team:</source>
            <translation>É&amp;quipe :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="275" />
            <source>Reason</source>
            <translation>Motif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="276" />
            <source>Why the team leaves; kept in the night's log.</source>
            <translation>Pourquoi l'équipe part ; gardé dans le journal de la soirée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="277" />
            <source>&amp;Reason:</source>
            <translation>&amp;Motif :</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="279" />
            <source>Withdraw</source>
            <translation>Retirer</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="50" />
            <source>clubs</source>
            <extracomment>Suit names by the record's value of the suit; "none" is no trump.</extracomment>
            <translation>trèfle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="51" />
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="52" />
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="53" />
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="54" />
            <source>no trump</source>
            <translation>sans atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="59" />
            <source>made</source>
            <extracomment>Outcome words by the record's value of the outcome (docs/rules.md section 6).</extracomment>
            <translation>réussie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="62" />
            <source>thrown in</source>
            <translation>annulée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="153" />
            <source>seat {n}</source>
            <translation>place {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="67" />
            <source>twenty</source>
            <extracomment>The two kinds of run: three cards are a twenty, four or more a fifty (docs/rules.md section 4).</extracomment>
            <translation>vingt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="68" />
            <source>fifty</source>
            <translation>cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="181" />
            <source>fifty ({n} cards)</source>
            <translation>cinquante ({n} cartes)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="184" />
            <source>{top} high</source>
            <translation>hauteur {top}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="73" />
            <location filename="../../tarbish_score/words/game.py" line="74" />
            <source> (no score)</source>
            <extracomment>How a run list marks runs that scored and runs that did not, by style.</extracomment>
            <translation> (ne marque pas)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="60" />
            <source>bait</source>
            <translation>bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, scored</source>
            <translation>, marquée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, beaten</source>
            <translation>, battue</translation>
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
            <translation>Est-Ouest</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="133" />
            <source>South</source>
            <translation>Sud</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="134" />
            <source>West</source>
            <translation>Ouest</translation>
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
            <translation>cinquante ({n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="174" />
            <source>{top}-high</source>
            <translation>hauteur {top}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="246" />
            <source>no runs announced</source>
            <translation>aucune suite annoncée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="247" />
            <source>nobody else announced a run</source>
            <translation>personne d'autre n'a annoncé de suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="248" />
            <source>a fifty beats any twenty</source>
            <translation>un cinquante bat n'importe quel vingt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="249" />
            <source>between fifties the longer run wins</source>
            <translation>entre deux cinquante, la suite la plus longue gagne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="250" />
            <source>the higher top card wins</source>
            <translation>la plus haute carte de tête gagne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="251" />
            <source>a trump run beats a plain run</source>
            <translation>une suite à l'atout bat une suite hors atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="252" />
            <source>identical runs on both teams: nobody scores runs</source>
            <translation>suites identiques dans les deux équipes : personne ne marque de suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="253" />
            <source>identical runs: the one nearer the eldest hand wins</source>
            <translation>suites identiques : celle du plus proche du premier à parler gagne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="268" />
            <location filename="../../tarbish_score/words/game.py" line="270" />
            <source>Runs: {reason}.</source>
            <translation>Suites : {reason}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="276" />
            <source>Runs: {a}'s and {b}'s runs score {points} for {team}: {reason}</source>
            <translation>Suites : {a} et {b} ont des suites qui rapportent {points} à {team} : {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="285" />
            <source>Runs: {who}'s {run} wins, {points} points: {reason}</source>
            <translation>Suites : le {run} de {who} gagne, {points} points : {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="290" />
            <source> (beat {who}'s {run})</source>
            <translation> (bat le {run} de {who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="304" />
            <source>Callers ({team}) needed {line} of {total} card points</source>
            <translation>Les preneurs ({team}) devaient faire {line} des {total} points de cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="308" />
            <source>, with their {what}</source>
            <translation>, avec leur bonus ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="310" />
            <source>, against a {what} for {team}</source>
            <translation>, face au bonus de l'équipe {team} ({what})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="314" />
            <source> (could not be made)</source>
            <translation> (impossible à faire)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="235" />
            <source>{n} in runs</source>
            <translation>{n} en suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="237" />
            <source>bella</source>
            <translation>bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="238" />
            <source>sweep bonus</source>
            <translation>prime de capot</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="326" />
            <source> and </source>
            <translation> et </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="192" />
            <source>{player}'s {run}</source>
            <translation>le {run} de {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="68" />
            <source>Pick the caller: press 1-4.</source>
            <translation>Choisissez le preneur : appuyez sur 1-4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="70" />
            <source>Bella must be held by one of the four players.</source>
            <translation>La bella doit être tenue par l'un des quatre joueurs.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="71" />
            <source>A run must belong to one of the four players.</source>
            <translation>Une suite doit appartenir à l'un des quatre joueurs.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="105" />
            <source>Pick the trump suit: it decides between the runs.</source>
            <translation>Choisissez l'atout : il départage les suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="82" />
            <source>Two players' runs must be compared: add the top card of {run}.</source>
            <translation>Il faut comparer les suites de deux joueurs : ajoutez la carte de tête pour {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="85" />
            <source>Two players' runs must be compared: add the suit of {run}.</source>
            <translation>Il faut comparer les suites de deux joueurs : ajoutez la couleur pour {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="95" />
            <source>{first} and {second} need more cards of one suit than the suit has.</source>
            <translation>Trop de cartes d'une même couleur : {first} et {second} en demandent plus que la couleur n'en a.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="117" />
            <source>No-trump rounds are off under these rules: pick a suit.</source>
            <translation>Les donnes sans atout ne sont pas permises par ces règles : choisissez une couleur.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="118" />
            <source>Type the card points as a whole number.</source>
            <translation>Saisissez les points de cartes en nombre entier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="119" />
            <source>A team's count must be between 0 and {total}.</source>
            <translation>Le compte d'une équipe doit être entre 0 et {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="122" />
            <source>The two teams' counts must add up to {total}.</source>
            <translation>Les comptes des deux équipes doivent faire {total} au total.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="125" />
            <source>A sweep means one team took all {total} card points.</source>
            <translation>Un capot veut dire qu'une équipe a fait les {total} points de cartes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="129" />
            <source>There is no bella in a no-trump round.</source>
            <translation>Il n'y a pas de bella dans une donne sans atout.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="130" />
            <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
            <translation>La bella demande le roi et la dame d'atout (K, Q), mais {run} contient la carte {rank}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="133" />
            <source>A run has 3 to 9 cards.</source>
            <translation>Une suite a de 3 à 9 cartes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="134" />
            <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
            <translation>Une suite de {length} cartes ne peut pas avoir {top} en tête : sa plus basse tête possible est {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="137" />
            <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
            <translation>{player} annonce {cards} cartes en suites, mais une main n'en a que 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="154" />
            <source>The match is over: start a rematch ({Ctrl+Shift+R}) to play on.</source>
            <translation>La partie est terminée : lancez une revanche ({Ctrl+Shift+R}) pour continuer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="184" />
            <source>The file is not a match record: its text is not valid JSON.</source>
            <translation>Le fichier n'est pas une fiche de partie : son texte n'est pas du JSON valide.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="185" />
            <source>The file is empty.</source>
            <translation>Le fichier est vide.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="186" />
            <source>The file is UTF-16 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>Le fichier est en UTF-16, pas en UTF-8 : enregistrez-le en UTF-8 (« Enregistrer sous » d'un éditeur de texte) puis importez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="190" />
            <source>The file is UTF-32 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>Le fichier est en UTF-32, pas en UTF-8 : enregistrez-le en UTF-8 (« Enregistrer sous » d'un éditeur de texte) puis importez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="194" />
            <source>The file is too large to be a match record.</source>
            <translation>Le fichier est trop volumineux pour être une fiche de partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="195" />
            <source>The match is too large to keep: the archive could not back it up and restore it.</source>
            <translation>La partie est trop volumineuse pour être gardée : l'archive ne pourrait ni la sauvegarder ni la restaurer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="198" />
            <source>The file is not a Tarabish Score match record.</source>
            <translation>Le fichier n'est pas une fiche de partie Tarabish Score.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="199" />
            <source>This Tarabish Score cannot read this version of the match record.</source>
            <translation>Cette version de Tarabish Score ne sait pas lire cette version de la fiche de partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="200" />
            <source>The file cannot be read.</source>
            <translation>Le fichier ne peut pas être lu.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="201" />
            <source>A value in the record is of the wrong kind.</source>
            <translation>Une valeur de la fiche n'est pas du bon type.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="202" />
            <source>The record must name two teams.</source>
            <translation>La fiche doit nommer deux équipes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="203" />
            <source>Each team in the record must name two players.</source>
            <translation>Chaque équipe de la fiche doit nommer deux joueurs.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="204" />
            <source>The record's history of changes is damaged.</source>
            <translation>L'historique des modifications de la fiche est endommagé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="205" />
            <source>The record's archive dates are damaged.</source>
            <translation>Les dates d'archivage de la fiche sont endommagées.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="206" />
            <source>The backup's table of contents is damaged or incomplete.</source>
            <translation>La table des matières de la sauvegarde est endommagée ou incomplète.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="207" />
            <source>The folder holds no match record.</source>
            <translation>Le dossier ne contient aucune fiche de partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="235" />
            <source>{file}, round {round}, field '{field}'</source>
            <translation>{file}, donne {round}, champ « {field} »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="239" />
            <source>{file}, round {round}</source>
            <translation>{file}, donne {round}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="241" />
            <source>{file}, field '{field}'</source>
            <translation>{file}, champ « {field} »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="247" />
            <source>A value the record needs is missing.</source>
            <translation>Une valeur nécessaire à la fiche est manquante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="249" />
            <source>A file the backup lists is missing.</source>
            <translation>Un fichier listé par la sauvegarde est manquant.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="258" />
            <source>The record holds a value Tarabish Score cannot accept.</source>
            <translation>La fiche contient une valeur que Tarabish Score ne peut pas accepter.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="260" />
            <source>{where}: {sentence}</source>
            <translation>{where} : {sentence}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="275" />
            <source>The match could not be saved: the disk is full.</source>
            <translation>La partie n'a pas pu être enregistrée : le disque est plein.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="276" />
            <source>The match could not be saved: the disk or the archive file is read-only.</source>
            <translation>La partie n'a pas pu être enregistrée : le disque ou le fichier d'archive est en lecture seule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="277" />
            <source>The match could not be saved: another program is using the archive.</source>
            <translation>La partie n'a pas pu être enregistrée : un autre programme utilise l'archive.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="278" />
            <source>The match could not be saved: the disk reported an error.</source>
            <translation>La partie n'a pas pu être enregistrée : le disque a signalé une erreur.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="279" />
            <source>The match could not be saved: the archive refused the change.</source>
            <translation>La partie n'a pas pu être enregistrée : l'archive a refusé la modification.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="280" />
            <source>Another Tarabish Score window or command is using the matches: close it, or wait for it.</source>
            <translation>Une autre fenêtre ou commande de Tarabish Score utilise les parties : fermez-la ou attendez qu'elle se termine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="284" />
            <source>The match archive could not be used.</source>
            <translation>L'archive des parties n'a pas pu être utilisée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="299" />
            <source>Could not write {path}: the disk is full.</source>
            <translation>Impossible d'écrire {path} : le disque est plein.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="300" />
            <source>Could not write {path}: the disk quota is used up.</source>
            <translation>Impossible d'écrire {path} : le quota de disque est épuisé.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="301" />
            <source>Could not write {path}: the disk is read-only.</source>
            <translation>Impossible d'écrire {path} : le disque est en lecture seule.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="302" />
            <location filename="../../tarbish_score/words/errors.py" line="303" />
            <source>Could not write {path}: permission denied.</source>
            <translation>Impossible d'écrire {path} : permission refusée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="304" />
            <source>Could not write {path}: it is a folder.</source>
            <translation>Impossible d'écrire {path} : c'est un dossier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="305" />
            <source>Could not write {path}: the folder does not exist.</source>
            <translation>Impossible d'écrire {path} : le dossier n'existe pas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="307" />
            <source>Could not write {path}.</source>
            <translation>Impossible d'écrire {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="98" />
            <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
            <translation>Une carte ne peut pas être dans deux suites : {first} et {second} utilisent tous deux la carte {card}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="128" />
            <source>Thrown in is off: the dealer must call (house rule).</source>
            <translation>La donne annulée n'est pas permise : le donneur doit prendre (règle maison).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="141" />
            <source>{player}'s runs join into one run of {length} cards: record it as one run.</source>
            <translation>Les suites de {player} se rejoignent en une suite de {length} cartes : enregistrez-la comme une seule suite.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="147" />
            <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
            <translation>Cette donne a été enregistrée comme une prise obligée, mais personne n'est obligé de prendre avec ces règles.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="150" />
            <source>This round was recorded as the dealer's forced call: the caller must be the dealer, {dealer}.</source>
            <translation>Cette donne a été enregistrée comme la prise obligée du donneur : le preneur doit être le donneur, {dealer}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="162" />
            <source>Card points are digits only (0-9): remove “{chars}”.</source>
            <translation>Les points de cartes ne sont que des chiffres (0-9) : retirez « {chars} ».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="342" />
            <source>With this correction {team} win in round {n}</source>
            <translation>Avec cette correction, {team} gagne à la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="346" />
            <source>With this correction the match ends drawn in round {n}</source>
            <translation>Avec cette correction, la partie finit nulle à la donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="348" />
            <source>; round {a} would come after the end.</source>
            <translation> ; la donne {a} viendrait après la fin.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="350" />
            <source>; rounds {a}-{b} would come after the end.</source>
            <translation> ; les donnes {a}-{b} viendraient après la fin.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="22" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="23" />
            <source>Whole-bait house</source>
            <translation>Maison « bait complet »</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="24" />
            <source>Short game (300)</source>
            <translation>Partie courte (300)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="25" />
            <source>Easy-going house</source>
            <translation>Maison conciliante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="84" />
            <location filename="../../tarbish_score/words/rules.py" line="41" />
            <source>{title}: {value}</source>
            <translation>{title} : {value}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="44" />
            <source>{preset}, with {changes}</source>
            <translation>{preset}, avec {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="50" />
            <source>Target</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="51" />
            <source>Landing on the target</source>
            <translation>Atteindre l'objectif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="52" />
            <source>Forced dealer</source>
            <translation>Donneur obligé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="53" />
            <source>Equal totals</source>
            <translation>Totaux égaux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="54" />
            <source>Bait takes</source>
            <translation>Ce que prend le bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="55" />
            <source>Bella on bait</source>
            <translation>Bella en cas de bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="56" />
            <source>Who scores runs</source>
            <translation>Qui marque les suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="57" />
            <source>Long runs</source>
            <translation>Longues suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="58" />
            <source>Run order</source>
            <translation>Ordre des suites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="59" />
            <source>Between two fifties</source>
            <translation>Entre deux cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="60" />
            <source>Identical runs</source>
            <translation>Suites identiques</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="61" />
            <source>No-trump rounds</source>
            <translation>Donnes sans atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="62" />
            <source>Both reach the target</source>
            <translation>Objectif atteint par les deux</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="63" />
            <source>Tie at the end</source>
            <translation>Égalité à la fin</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="64" />
            <source>Sweep bonus</source>
            <translation>Prime de capot</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="72" />
            <source>The points a team needs to win the match.</source>
            <translation>Les points qu'il faut à une équipe pour gagner la partie.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="73" />
            <source>Whether landing exactly on the target wins, or a team must go past it.</source>
            <translation>Si atteindre exactement l'objectif suffit pour gagner, ou s'il faut le dépasser.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="74" />
            <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
            <translation>Si tout le monde passe, le donneur doit choisir l'atout ; sinon, la donne est annulée.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="77" />
            <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
            <translation>Quand preneurs et adversaires sont à égalité, les adversaires gardent leurs propres points (demi-bait) ou prennent tout (bait complet).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="81" />
            <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
            <translation>Quand les preneurs sont bait (dedans), les adversaires prennent tout, ou seulement les cartes et leurs propres suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="84" />
            <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
            <translation>Quand les preneurs sont bait (dedans), leur bella va aux adversaires ou leur reste.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="87" />
            <source>Only the player with the best run scores runs, or both partners of that team do.</source>
            <translation>Seul le joueur qui a la meilleure suite marque des suites, ou les deux partenaires de son équipe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="90" />
            <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
            <translation>Une suite de 5 cartes ou plus compte 50, ou se découpe en cinquante et en vingt (7 cartes = 70).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="93" />
            <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
            <translation>Suites de même longueur : comparer la carte de tête avant l'atout, ou l'atout avant la carte de tête.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="96" />
            <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
            <translation>Entre deux cinquante, la plus haute carte de tête gagne, ou la suite la plus longue gagne d'abord.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="99" />
            <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
            <translation>Suites identiques hors atout dans les deux équipes : personne ne marque de suites, ou celle du plus proche du premier à parler.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="102" />
            <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
            <translation>Permet des donnes sans atout : 130 points de cartes et pas de bella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="103" />
            <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
            <translation>Les deux équipes atteignent l'objectif dans la même donne : le plus haut total gagne, ou les preneurs s'ils ont réussi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="107" />
            <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
            <translation>Totaux égaux à l'objectif ou au-delà : on joue une autre donne, ou la partie est nulle.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="110" />
            <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
            <translation>Points en plus pour une équipe qui fait les neuf plis (0 = pas de prime).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="118" />
            <source>exactly the target wins</source>
            <translation>l'objectif exact suffit</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="119" />
            <source>must go past the target</source>
            <translation>il faut dépasser l'objectif</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="120" />
            <source>the dealer must call</source>
            <translation>le donneur doit prendre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="121" />
            <source>all pass: thrown in</source>
            <translation>tous passent : donne annulée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="61" />
            <location filename="../../tarbish_score/words/rules.py" line="122" />
            <source>half bait</source>
            <translation>demi-bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="123" />
            <source>whole bait</source>
            <translation>bait complet</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="124" />
            <source>everything on the table</source>
            <translation>tout ce qui est sur la table</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="125" />
            <source>cards and their own runs only</source>
            <translation>cartes et leurs suites seulement</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="126" />
            <source>goes to the opponents</source>
            <translation>va aux adversaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="127" />
            <source>stays with the callers</source>
            <translation>reste aux preneurs</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="128" />
            <source>best player only</source>
            <translation>meilleur joueur seul</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="129" />
            <source>both partners</source>
            <translation>les deux partenaires</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="130" />
            <source>always 50</source>
            <translation>toujours 50</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="131" />
            <source>split (7 = 70, 8 = 100)</source>
            <translation>découpée (7 = 70, 8 = 100)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="132" />
            <source>top card, then trump</source>
            <translation>carte de tête, puis atout</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="133" />
            <source>trump, then top card</source>
            <translation>atout, puis carte de tête</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="134" />
            <source>higher top card</source>
            <translation>plus haute carte de tête</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="135" />
            <source>longer run first</source>
            <translation>plus longue suite d'abord</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="136" />
            <source>nobody scores</source>
            <translation>personne ne marque</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="137" />
            <source>nearer the eldest hand</source>
            <translation>plus près du premier à parler</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="138" />
            <source>not allowed</source>
            <translation>interdites</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="139" />
            <source>allowed</source>
            <translation>permises</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="140" />
            <source>higher total wins</source>
            <translation>le plus haut total gagne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="141" />
            <source>the callers win</source>
            <translation>les preneurs gagnent</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="142" />
            <source>play on</source>
            <translation>on continue</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="32" />
            <source>{title}: {old} → {new}</source>
            <extracomment>Changed rounds listed one by one; more are counted ("and 4 more rounds").</extracomment>
            <translation>{title} : {old} → {new}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="42" />
            <source>House rules: {old} → {new} (the same switches)</source>
            <translation>Règles maison : {old} → {new} (mêmes réglages)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="54" />
            <location filename="../../tarbish_score/words/rules.py" line="143" />
            <source>a draw</source>
            <translation>partie nulle</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="55" />
            <source>nobody yet</source>
            <translation>personne pour l'instant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="71" />
            <source>Nothing changes: every round scores the same.</source>
            <translation>Rien ne change : chaque donne marque autant qu'avant.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="77" />
            <source>{team}: {old} → {new} points</source>
            <translation>{team} : {old} → {new} points</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="81" />
            <source>Totals stay {a} {x} – {b} {y}.</source>
            <translation>Les totaux restent {a} {x} – {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="84" />
            <source>Round {n}: {old} {x} – {y} → {new} {x2} – {y2}</source>
            <translation>Donne {n} : {old} {x} – {y} → {new} {x2} – {y2}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/compare.py" line="96" />
            <source>… and %n more round(s).</source>
            <translation>
                <numerusform>… et %n donne de plus.</numerusform>
                <numerusform>… et %n donnes de plus.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="99" />
            <source>The winner changes: {old} → {new}.</source>
            <translation>Le gagnant change : {old} → {new}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="104" />
            <source>{team} still win.</source>
            <translation>{team} gagne toujours.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="120" />
            <source>Not possible: under these rules the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>Impossible : avec ces règles, la partie se termine à la donne {end}, et la donne {n} viendrait après la fin.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="124" />
            <source>Not possible: round {n} is not valid under these rules. {reason}</source>
            <translation>Impossible : la donne {n} n'est pas valable avec ces règles. {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="141" />
            <source>With this round put in, the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>Avec cette donne insérée, la partie se termine à la donne {end}, et la donne {n} viendrait après la fin.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="174" />
            <source>A team scores more than {limit} this round: check the count and the runs.</source>
            <translation>Une équipe marque plus de {limit} dans cette donne : vérifiez le compte et les suites.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="27" />
            <source>First past {target} wins.</source>
            <translation>La première équipe à dépasser {target} gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="28" />
            <source>First to {target} wins.</source>
            <translation>La première équipe à {target} gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="50" />
            <source>Equal totals at or above {target}: the match is drawn (house rule).</source>
            <translation>Totaux égaux à {target} ou au-delà : la partie est nulle (règle maison).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="57" />
            <source>{team} went past {target} first.</source>
            <translation>{team} a dépassé {target} en premier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="58" />
            <source>{team} reached {target} first.</source>
            <translation>{team} a atteint {target} en premier.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="62" />
            <source>Both teams went past {target} by round {n}: the higher total wins.</source>
            <translation>Les deux équipes ont dépassé {target} à la donne {n} : le plus haut total gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="65" />
            <source>Both teams reached {target} by round {n}: the higher total wins.</source>
            <translation>Les deux équipes ont atteint {target} à la donne {n} : le plus haut total gagne.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="70" />
            <source>Both teams reached {target} in round {n}: {team} called and made it, so they go out (house rule: the callers win).</source>
            <translation>Les deux équipes ont atteint {target} à la donne {n} : {team} a pris et réussi, et sort donc (règle maison : les preneurs gagnent).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="76" />
            <source>Both teams reached {target} in round {n}: {callers} called and went {outcome}, so {team} go out (house rule: the callers win only if they made it).</source>
            <translation>Les deux équipes ont atteint {target} à la donne {n} : {callers} a pris sans réussir ({outcome}), donc {team} sort (règle maison : les preneurs ne gagnent que s'ils ont réussi).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="99" />
            <source>lost by {n}</source>
            <translation>perdu de {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="102" />
            <source>lost: went {outcome}</source>
            <translation>perdu : {outcome}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="103" />
            <source>lost: the callers went out</source>
            <translation>perdu : les preneurs sont sortis</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="43" />
            <source>thrown in → played</source>
            <translation>annulée → jouée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="45" />
            <source>played → thrown in</source>
            <translation>jouée → annulée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="49" />
            <source>caller {before} → {after}</source>
            <translation>preneur {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="55" />
            <source>trump {before} → {after}</source>
            <translation>atout {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="64" />
            <source>runs: {changes}</source>
            <translation>suites : {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="67" />
            <source>bella {before} → {after}</source>
            <translation>bella {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep added</source>
            <translation>capot ajouté</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep taken off</source>
            <translation>capot retiré</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="77" />
            <source>not forced → dealer forced to call</source>
            <translation>non obligé → donneur obligé de prendre</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="79" />
            <source>dealer forced to call → not forced</source>
            <translation>donneur obligé de prendre → non obligé</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="82" />
            <source>other details</source>
            <translation>autres détails</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="87" />
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="96" />
            <source>cards {a} – {b} → {c} – {d}</source>
            <translation>cartes {a} – {b} → {c} – {d}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="99" />
            <source>{team} counted {before} → {after}</source>
            <translation>{team} a compté {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="116" />
            <source>{switch} {before} → {after}</source>
            <translation>{switch} {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="117" />
            <source>Preset</source>
            <translation>Préréglage</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="146" />
            <source>Rules changed</source>
            <translation>Règles modifiées</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="148" />
            <source>Round {n} deleted</source>
            <translation>Donne {n} supprimée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="150" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Donne oubliée insérée comme donne {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="152" />
            <source>Round {n} corrected</source>
            <translation>Donne {n} corrigée</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="154" />
            <source>{what} (recorded as round {n})</source>
            <translation>{what} (enregistrée comme donne {n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="157" />
            <source>{what}: {changes}</source>
            <translation>{what} : {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="163" />
            <source>taken out; the later rounds moved up one</source>
            <translation>retirée ; les donnes suivantes remontent d'un rang</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="165" />
            <source>put in; the later rounds moved down one</source>
            <translation>insérée ; les donnes suivantes descendent d'un rang</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="73" />
            <source>The backup could not be written; nothing was left in the chosen folder.</source>
            <extracomment>File kinds of Export…, by file ending.</extracomment>
            <translation>La sauvegarde n'a pas pu être écrite ; rien n'a été laissé dans le dossier choisi.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="75" />
            <location filename="../../tarbish_score/words/errors.py" line="262" />
            <location filename="../../tarbish_score/words/errors.py" line="285" />
            <location filename="../../tarbish_score/words/errors.py" line="308" />
            <source>Details: {detail}</source>
            <translation>Détails : {detail}</translation>
        </message>
    </context>
    <context>
        <name>ZoomActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="295" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Zoom avant</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="305" />
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="315" />
            <source>&amp;Actual size</source>
            <translation>Ta&amp;ille réelle</translation>
        </message>
    </context>
    <context>
        <name>_RunChip</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>twenty</source>
            <extracomment>What a run's top-card field takes: a card's letter or digit (1 is the ten) -&gt; the item's text.</extracomment>
            <translation>vingt</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>fifty</source>
            <translation>cinquante</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="111" />
            <source>{n} cards</source>
            <translation>{n} cartes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="113" />
            <source>How many cards in the run</source>
            <translation>Nombre de cartes de la suite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="117" />
            <source>– top</source>
            <translation>– tête</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="120" />
            <source>The run's top card (type A K Q J 1 9 8; 1 is the 10)</source>
            <translation>Carte de tête de la suite (tapez A K Q J 1 9 8 ; 1 pour le 10)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="124" />
            <source>– suit</source>
            <translation>– couleur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="128" />
            <source>The run's suit (type {clubs} {diamonds} {hearts} {spades})</source>
            <translation>Couleur de la suite (tapez {clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="145" />
            <source>Remove this run</source>
            <translation>Retirer cette suite</translation>
        </message>
    </context>
</TS>
