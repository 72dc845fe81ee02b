<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>About</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="52" />
            <source>Wikipedia, "Tarabish"</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Wikipedia, «Tarabish»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="53" />
            <source>Rules printed in Cape Breton newspapers</source>
            <translation>Reglas publicadas en periódicos de Cape Breton</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="54" />
            <source>KenMacD/tarabish, an open-source Tarabish game server</source>
            <translation>KenMacD/tarabish, un servidor libre de Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="55" />
            <source>KimCBNS/tarabish-scoresheet, a Tarabish scoresheet app</source>
            <translation>KimCBNS/tarabish-scoresheet, una hoja de puntuación de Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="56" />
            <source>crashka/euchmgr, a euchre tournament manager: its ranking notes</source>
            <translation>crashka/euchmgr, torneos de euchre: su clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="57" />
            <source>House rules reported by players</source>
            <translation>Reglas de la casa que cuentan los jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="58" />
            <source>The sister games Klaberjass and Belote, for borrowed house rules</source>
            <translation>Los juegos hermanos Klaberjass y Belote, por sus reglas de la casa</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="84" />
            <source>About Tarabish Score</source>
            <translation>Acerca de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="88" />
            <source>Tarabish Score</source>
            <translation>Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="92" />
            <source>Version {version} (Qt for Python {qt}, Python {python})</source>
            <translation>Versión {version} (Qt for Python {qt}, Python {python})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="99" />
            <source>Keeps score for Tarabish, the Cape Breton card game, at the kitchen table.</source>
            <translation>Lleva la puntuación del Tarabish, el juego de cartas de Cape Breton, en la mesa de la cocina.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="103" />
            <source>Licence: MIT. Free to use, copy, change and share; it comes with no warranty.</source>
            <translation>Licencia: MIT. Puedes usarlo, copiarlo, modificarlo y compartirlo libremente; no tiene ninguna garantía.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="119" />
            <source>Where your matches live</source>
            <translation>Dónde se guardan tus partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="123" />
            <source>Data folder (the match archive)</source>
            <translation>Carpeta de datos (el archivo de partidas)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="124" />
            <source>Settings file</source>
            <translation>Fichero de configuración</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="125" />
            <source>Log folder</source>
            <translation>Carpeta de registros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="133" />
            <source>{path} (not made yet)</source>
            <translation>{path} (aún no existe)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="140" />
            <source>Open folder</source>
            <translation>Abrir carpeta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="145" />
            <source>Not made yet: it is made when first needed.</source>
            <translation>Aún no existe: se crea la primera vez que hace falta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="155" />
            <source>Where the rules come from</source>
            <translation>De dónde vienen las reglas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/about.py" line="170" />
            <source>The rules as this app scores them: Help ▸ Rules in force.</source>
            <translation>Las reglas tal como las puntúa esta aplicación: Ayuda ▸ Reglas vigentes.</translation>
        </message>
    </context>
    <context>
        <name>ArchiveActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="184" />
            <source>&amp;Set this match aside…</source>
            <translation>A&amp;partar esta partida…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="187" />
            <source>Keep this match in the archive and start another</source>
            <translation>Guardar esta partida en el archivo y empezar otra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="192" />
            <source>Match &amp;archive…</source>
            <translation>&amp;Archivo de partidas…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="88" />
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="89" />
            <source>the disk or the archive file is read-only</source>
            <translation>el disco o el fichero del archivo es de solo lectura</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="90" />
            <source>another program is using the archive</source>
            <translation>otro programa está usando el archivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="91" />
            <source>the disk reported an error</source>
            <translation>el disco ha dado un error</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="92" />
            <source>the archive refused the change</source>
            <translation>el archivo ha rechazado el cambio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="101" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {why} ({path}). The match is safe in this window; saving is tried again with your next change, or now with “Try again”.</source>
            <translation>&lt;b&gt;No guardado:&lt;/b&gt; {why} ({path}). La partida está a salvo en esta ventana; se volverá a guardar con tu próximo cambio, o ahora con «Reintentar».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="202" />
            <source>Corrections &amp;log…</source>
            <translation>Re&amp;gistro de correcciones…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="212" />
            <source>C&amp;orrect this match</source>
            <translation>C&amp;orregir esta partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="204" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="317" />
            <source>That match cannot be opened: {e}</source>
            <extracomment>The question asked before a match from the archive puts the match in progress aside. Shows a match changed on two laptops from the archive window (the sync's, once attached). The banners, top first, for the host to place. The declared commands' actions (ui/window_commands.py), on ``parent``, by id in menu order.</extracomment>
            <translation>No se puede abrir esa partida: {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="208" />
            <source>Opened {a} against {b} from the archive.</source>
            <translation>Abierta desde el archivo: {a} contra {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="219" />
            <source>The match in this window was deleted.</source>
            <translation>Se ha borrado la partida de esta ventana.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="255" />
            <source>No match yet, so no corrections.</source>
            <translation>Aún no hay partida, así que no hay correcciones.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="280" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; It is kept, untouched, as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;El archivo de partidas estaba dañado.&lt;/b&gt; Se conserva intacto como {path}; se ha empezado un archivo nuevo. Las partidas anteriores no están en la lista.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="309" />
            <source>{a} against {b}, open until now, is in it.</source>
            <translation>Incluye {a} contra {b}, abierta hasta ahora.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="338" />
            <source>Restore a snapshot?</source>
            <translation>¿Restaurar una instantánea?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="339" />
            <source>The match archive was damaged and set aside; a fresh one was started.</source>
            <translation>El archivo de partidas estaba dañado y se ha apartado; se ha empezado uno nuevo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="343" />
            <source>Restore the snapshot of {day} (%n match(es))? It is the newest that reads whole.</source>
            <translation>
                <numerusform>¿Restaurar la instantánea del {day} (%n partida)? Es la más reciente que se puede leer entera.</numerusform>
                <numerusform>¿Restaurar la instantánea del {day} (%n partidas)? Es la más reciente que se puede leer entera.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="380" />
            <source>&lt;b&gt;The match archive file was empty (0 bytes).&lt;/b&gt; It is kept as {path}; a fresh archive was started. Earlier matches are not in the list.</source>
            <translation>&lt;b&gt;El archivo del archivo de partidas estaba vacío (0 bytes).&lt;/b&gt; Se conserva como {path}; se empezó un archivo nuevo. Las partidas anteriores no están en la lista.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="399" />
            <source>{names} and %n more</source>
            <translation>
                <numerusform>{names} y %n más</numerusform>
                <numerusform>{names} y %n más</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="348" />
            <source>&amp;Restore it</source>
            <translation>&amp;Restaurarla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="230" />
            <source>{a} against {b} stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>{a} contra {b} sigue en el archivo: {Ctrl+O} la recupera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="243" />
            <source>You can now correct this match: select a round in the history and press {Enter}.</source>
            <translation>Ya puedes corregir esta partida: selecciona una ronda en el historial y pulsa {Enter}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="304" />
            <source>&lt;b&gt;Snapshot restored:&lt;/b&gt; %n match(es) kept. The archive as it was is listed as “kept aside”.</source>
            <translation>
                <numerusform>&lt;b&gt;Instantánea restaurada:&lt;/b&gt; se conserva %n partida. El archivo tal como estaba aparece como «apartado».</numerusform>
                <numerusform>&lt;b&gt;Instantánea restaurada:&lt;/b&gt; se conservan %n partidas. El archivo tal como estaba aparece como «apartado».</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="349" />
            <source>&amp;Keep the fresh archive</source>
            <translation>&amp;Quedarme con el archivo nuevo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="365" />
            <source>The snapshot was not restored: {e}</source>
            <translation>No se ha restaurado la instantánea: {e}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="392" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; All {saved} matches were saved into a fresh archive; the damaged one is kept, untouched, beside it as {name}.</source>
            <translation>&lt;b&gt;El archivo de partidas estaba dañado.&lt;/b&gt; Las {saved} partidas se han guardado en un archivo nuevo; el dañado se conserva intacto a su lado como {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="401" />
            <source>&lt;b&gt;The match archive was damaged.&lt;/b&gt; {saved} of {total} matches were saved into a fresh archive. Could not be read: {lost}; they stay in the damaged file, kept beside it as {name}.</source>
            <translation>&lt;b&gt;El archivo de partidas estaba dañado.&lt;/b&gt; Se han guardado {saved} de {total} partidas en un archivo nuevo. No se han podido leer: {lost}; siguen en el fichero dañado, que se conserva a su lado como {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="406" />
            <source>Its last changes, in a damaged write-ahead log, could not be applied; they stay in {name}-wal.</source>
            <translation>Sus últimos cambios, en un registro de escritura anticipada dañado, no se pudieron aplicar; siguen en {name}-wal.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/archive.py" line="410" />
            <source>%n saved match(es) can no longer be loaded; they are listed as unreadable.</source>
            <translation>
                <numerusform>%n partida guardada ya no se puede cargar; figura como ilegible.</numerusform>
                <numerusform>%n partidas guardadas ya no se pueden cargar; figuran como ilegibles.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="422" />
            <source>&lt;b&gt;An interrupted change of the match archive was rolled back.&lt;/b&gt; The archive is as it was before it.</source>
            <translation>&lt;b&gt;Se deshizo un cambio interrumpido del archivo de partidas.&lt;/b&gt; El archivo está como estaba antes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="426" />
            <source>&lt;b&gt;Moving another program's file out of the archive's place was interrupted; it was finished now.&lt;/b&gt; It is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;Se había interrumpido el traslado del archivo de otro programa fuera del lugar del archivo de partidas; ya se terminó.&lt;/b&gt; Se conserva, intacto, como {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="431" />
            <source>&lt;b&gt;Restoring a snapshot was interrupted; it was finished now.&lt;/b&gt; The archive as it was is listed as “kept aside”.</source>
            <translation>&lt;b&gt;Se había interrumpido la restauración de una instantánea; ya se terminó.&lt;/b&gt; El archivo tal como estaba figura como «apartado».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="436" />
            <source>&lt;b&gt;Repairing the match archive was interrupted; it was finished now.&lt;/b&gt; The damaged archive is kept, untouched, as {name}.</source>
            <translation>&lt;b&gt;Se había interrumpido la reparación del archivo de partidas; ya se terminó.&lt;/b&gt; El archivo dañado se conserva, intacto, como {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="443" />
            <source>match {id}</source>
            <translation>partida {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="445" />
            <source>match {id} ({a} v {b})</source>
            <translation>partida {id} ({a} contra {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="454" />
            <source>&lt;b&gt;Another program's file was where the match archive belongs.&lt;/b&gt; It was moved, untouched, to {path}; a fresh archive was started.</source>
            <translation>&lt;b&gt;Había un fichero de otro programa en el lugar del archivo de partidas.&lt;/b&gt; Se ha movido intacto a {path}; se ha empezado un archivo nuevo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="469" />
            <source>&lt;b&gt;The archive is on a read-only disk:&lt;/b&gt; changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;El archivo está en un disco de solo lectura:&lt;/b&gt; los cambios se guardan solo en esta ventana. Se vuelve a intentar guardar con cada cambio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="474" />
            <source>&lt;b&gt;The disk is full:&lt;/b&gt; the archive can be read but not written, so changes are kept in this window only. Free some space on it: saving is tried again with each change.</source>
            <translation>&lt;b&gt;El disco está lleno:&lt;/b&gt; el archivo se puede leer pero no escribir, así que los cambios se guardan solo en esta ventana. Libera espacio: se vuelve a intentar guardar con cada cambio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="479" />
            <source>&lt;b&gt;The archive cannot be written&lt;/b&gt; ({why}): changes are kept in this window only. Saving is tried again with each change.</source>
            <translation>&lt;b&gt;No se puede escribir en el archivo&lt;/b&gt; ({why}): los cambios se guardan solo en esta ventana. Se vuelve a intentar guardar con cada cambio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="487" />
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="495" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="500" />
            <source>&lt;b&gt;Saved:&lt;/b&gt; every change is on disk again.</source>
            <translation>&lt;b&gt;Guardado:&lt;/b&gt; todos los cambios vuelven a estar en el disco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="512" />
            <source>&lt;b&gt;Read-only:&lt;/b&gt; this finished match is from the archive. To change a round, press “Correct this match”.</source>
            <translation>&lt;b&gt;Solo lectura:&lt;/b&gt; esta partida terminada viene del archivo. Para cambiar una ronda, pulsa «Corregir esta partida».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="515" />
            <source>Correct this match</source>
            <translation>Corregir esta partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="551" />
            <source>Put this match aside?</source>
            <translation>¿Apartar esta partida?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="553" />
            <source>{a} against {b} is not over: {x} – {y}.</source>
            <translation>{a} contra {b} no ha terminado: {x} – {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="560" />
            <source>Open the match from the archive instead? This one stays in the archive: {Ctrl+O} brings it back.</source>
            <translation>¿Abrir en su lugar la partida del archivo? Esta se queda en el archivo: {Ctrl+O} la recupera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="564" />
            <source>&amp;Open it</source>
            <translation>&amp;Abrirla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="565" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Seguir jugando</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="149" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="587" />
            <source>Archive statistics</source>
            <extracomment>A query that has not answered after this long shows the busy bar (milliseconds). Typing a player's name waits this long for the next key before counting again (milliseconds). The first day the date filters offer: shown as "any day" (no limit). The threads each query ran on (the tests check none is the window's). The last statistics shown, or None before the first count.</extracomment>
            <translation>Estadísticas del archivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="161" />
            <source>Counting</source>
            <translation>Contando</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="167" />
            <source>Called, bait and bait rate count only the games whose rounds were recorded: a tournament result typed as two totals has none (see With rounds).</source>
            <translation>Eligió, Bait y % de bait al elegir solo cuentan las partidas cuyas manos se anotaron: un resultado de torneo escrito como dos totales no las tiene (ver Con manos).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="187" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="188" />
            <source>Statistics tables</source>
            <translation>Tablas de estadísticas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="190" />
            <source>Players, pairs of partners, head to head: Left and Right, or Alt and the underlined letter.</source>
            <translation>Jugadores, parejas, enfrentamientos: flechas izquierda y derecha, o Alt y la letra subrayada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="201" />
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="202" />
            <source>One line per player: matches played and won, calls and baits, average margin in points.</source>
            <translation>Una fila por jugador: partidas jugadas y ganadas, veces que eligió triunfo y baits, margen medio en puntos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="206" />
            <source>Pairs of partners</source>
            <translation>Parejas de compañeros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="207" />
            <source>One line per two partners, whichever seats they sat in.</source>
            <translation>Una fila por cada pareja de compañeros, sin importar en qué asientos se sentaron.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="211" />
            <source>Head to head</source>
            <translation>Cara a cara</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="212" />
            <source>One line per two pairs that met: the first pair's wins, losses and average margin.</source>
            <translation>Una fila por cada dos parejas que se enfrentaron: victorias, derrotas y margen medio de la primera pareja.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="214" />
            <source>&amp;Players</source>
            <translation>&amp;Jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="215" />
            <source>P&amp;airs of partners</source>
            <translation>&amp;Parejas de compañeros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="216" />
            <source>&amp;Head to head</source>
            <translation>&amp;Cara a cara</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="221" />
            <source>Click a column title to sort · {Alt+E} exports the table · {Esc} closes</source>
            <translation>Pulsa el título de una columna para ordenar · {Alt+E} exporta la tabla · {Esc} cierra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="225" />
            <source>&amp;Export as CSV…</source>
            <translation>&amp;Exportar como CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="227" />
            <source>Save the table in view as a spreadsheet file (CSV), sorted as shown</source>
            <translation>Guardar la tabla visible como hoja de cálculo (CSV), ordenada como se muestra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="229" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="230" />
            <source>Close the archive statistics</source>
            <translation>Cerrar las estadísticas del archivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="248" />
            <source>Count matches started on or after this day; the first day: no limit</source>
            <translation>Cuenta las partidas empezadas este día o después; el primer día significa sin límite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>To</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="251" />
            <source>Count matches started on or before this day; the first day: no limit</source>
            <translation>Cuenta las partidas empezadas este día o antes; el primer día significa sin límite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="253" />
            <source>&amp;From:</source>
            <translation>&amp;Desde:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="255" />
            <source>&amp;To:</source>
            <translation>&amp;Hasta:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="258" />
            <source>Any house rules</source>
            <translation>Cualquiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="261" />
            <source>House rules</source>
            <translation>Reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="262" />
            <source>Count only matches played under this preset</source>
            <translation>Cuenta solo las partidas jugadas con estas reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="263" />
            <source>House &amp;rules:</source>
            <translation>&amp;Reglas de la casa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="267" />
            <source>Anyone</source>
            <translation>Cualquiera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="268" />
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="270" />
            <source>Count only matches this player played, and show only their lines</source>
            <translation>Cuenta solo las partidas que jugó este jugador, y muestra solo sus filas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="276" />
            <source>P&amp;layer:</source>
            <translation>Ju&amp;gador:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="279" />
            <source>&amp;Games:</source>
            <translation>Par&amp;tidas:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="306" />
            <source>any day</source>
            <translation>cualquier día</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="319" />
            <source>First pair</source>
            <translation>Primera pareja</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="320" />
            <source>Second pair</source>
            <translation>Segunda pareja</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="322" />
            <source>Show only the matches between the two pairs chosen</source>
            <translation>Muestra solo las partidas entre las dos parejas elegidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="325" />
            <source>Pair:</source>
            <translation>Pareja:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="327" />
            <source>against:</source>
            <translation>contra:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="442" />
            <source>No game to count under these filters</source>
            <translation>Ninguna partida que contar con estos filtros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="444" />
            <source>Tournament games counted: {n}</source>
            <translation>Partidas de torneo contadas: {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="446" />
            <source>Games counted: {total} · finished matches: {matches} · tournament games: {games}</source>
            <translation>Partidas contadas: {total} · partidas terminadas: {matches} · partidas de torneo: {games}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="450" />
            <source>1 finished match counted</source>
            <translation>1 partida terminada contada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="451" />
            <source>{n} finished matches counted</source>
            <translation>{n} partidas terminadas contadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="441" />
            <source>No finished match to count under these filters</source>
            <translation>No hay ninguna partida terminada que contar con estos filtros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="459" />
            <source>The archive could not be read: {reason}</source>
            <translation>No se ha podido leer el archivo: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="463" />
            <source>Counting…</source>
            <translation>Contando…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="478" />
            <source>any pair</source>
            <translation>cualquier pareja</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="499" />
            <source>Choose two pairs to see how they did against each other.</source>
            <translation>Elige dos parejas para ver cómo les ha ido una contra otra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="502" />
            <source>Choose two different pairs.</source>
            <translation>Elige dos parejas distintas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="507" />
            <source>{a} and {b} have not played each other here.</source>
            <translation>{a} y {b} no se han enfrentado aquí.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="518" />
            <source>{a} against {b}: {played} played, {won} won, {lost} lost, {drawn} drawn; average margin {margin} points</source>
            <translation>{a} contra {b}: jugadas {played}, ganadas {won}, perdidas {lost}, empatadas {drawn}; margen medio: {margin} puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="564" />
            <source>The table was not saved: {reason}</source>
            <translation>No se ha guardado la tabla: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="566" />
            <source>Saved to {path}</source>
            <translation>Guardada en {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="573" />
            <source>tarabish-statistics.csv</source>
            <translation>tarabish-estadisticas.csv</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Export the statistics as CSV</source>
            <translation>Exportar las estadísticas como CSV</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/archive.py" line="581" />
            <source>Spreadsheet (CSV) (*.csv)</source>
            <translation>Hoja de cálculo (CSV) (*.csv)</translation>
        </message>
    </context>
    <context>
        <name>ArchiveTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="127" />
            <source>Started</source>
            <extracomment>Matches read from the archive at a time. Role that gives a row's archive id.</extracomment>
            <translation>Empezada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="128" />
            <source>Teams</source>
            <translation>Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="129" />
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="130" />
            <source>Score</source>
            <translation>Tanteo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="131" />
            <source>Winner</source>
            <translation>Ganador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="132" />
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="133" />
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="134" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="153" />
            <source>Last change: {when}</source>
            <translation>Último cambio: {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="155" />
            <source>Changed on two laptops: both versions are kept until you choose; open it to compare them.</source>
            <translation>Modificada en dos portátiles: las dos versiones se guardan hasta que elija; ábrala para compararlas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="179" />
            <source>{a} v {b}</source>
            <translation>{a} contra {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="182" />
            <source>{a1} &amp; {a2} v {b1} &amp; {b2}</source>
            <translation>{a1} y {a2} contra {b1} y {b2}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="195" />
            <source>changed on two laptops</source>
            <translation>modificada en dos portátiles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="197" />
            <source>{status}, from another laptop</source>
            <translation>{status}, de otro portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="201" />
            <source>in progress</source>
            <translation>en curso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="203" />
            <source>finished</source>
            <translation>terminada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="205" />
            <source>drawn</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/archive_table_model.py" line="206" />
            <source>unreadable</source>
            <translation>ilegible</translation>
        </message>
    </context>
    <context>
        <name>ArchiveWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="125" />
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="377" />
            <source>Match archive</source>
            <translation>Archivo de partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="128" />
            <source>&amp;Find a team, player or note:</source>
            <translation>B&amp;uscar equipo, jugador o nota:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="132" />
            <source>A name or a note, e.g. MacNeil, Legion hall, renege</source>
            <translation>Un nombre o una nota, p. ej. MacNeil, Legion hall, renuncio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="142" />
            <source>Matches kept</source>
            <translation>Partidas guardadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="181" />
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="182" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="184" />
            <source>&amp;Delete…</source>
            <translation>&amp;Borrar…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="185" />
            <source>S&amp;tatistics…</source>
            <translation>Es&amp;tadísticas…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="187" />
            <source>Who has won most: per player, per pair of partners, head to head</source>
            <translation>Quién ha ganado más: por jugador, por pareja de compañeros, cara a cara</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="189" />
            <source>&amp;Versions…</source>
            <translation>&amp;Versiones…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="191" />
            <source>The versions of the match another laptop's version or a choice set aside, kept</source>
            <translation>Las versiones de la partida que una versión de otro portátil o una elección dejó a un lado, guardadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="194" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="302" />
            <source>The match was not deleted: {error}</source>
            <translation>No se ha borrado la partida: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="345" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when}) from this laptop? Your other laptops keep their copy, and a change made there to it brings it back here.</source>
            <translation>
                <numerusform>¿Borrar {a} contra {b} ({x} – {y}, %n ronda, empezada {when}) de este portátil? Sus otros portátiles conservan su copia, y un cambio hecho allí la trae de vuelta aquí.</numerusform>
                <numerusform>¿Borrar {a} contra {b} ({x} – {y}, %n rondas, empezada {when}) de este portátil? Sus otros portátiles conservan su copia, y un cambio hecho allí la trae de vuelta aquí.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="368" />
            <source>Delete this match?</source>
            <translation>¿Borrar esta partida?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="385" />
            <source>&amp;Snapshots: the archive as it stood before each day's first change</source>
            <translation>In&amp;stantáneas: el archivo tal como estaba antes del primer cambio de cada día</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="390" />
            <source>Snapshots</source>
            <translation>Instantáneas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="392" />
            <source>Copies of the archive kept before changes, newest first; the one chosen can be restored.</source>
            <translation>Copias del archivo guardadas antes de los cambios, de la más reciente a la más antigua; la elegida se puede restaurar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="396" />
            <source>&amp;Restore…</source>
            <translation>&amp;Restaurar…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="418" />
            <source>None yet: one is taken at the first change of each day.</source>
            <translation>Ninguna aún: se toma una con el primer cambio de cada día.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="429" />
            <source>damaged, cannot be restored</source>
            <translation>dañada, no se puede restaurar</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="431" />
            <source>%n match(es)</source>
            <translation>
                <numerusform>%n partida</numerusform>
                <numerusform>%n partidas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="505" />
            <source>%n match(es) found</source>
            <translation>
                <numerusform>%n partida encontrada</numerusform>
                <numerusform>%n partidas encontradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="507" />
            <source>%n match(es) kept</source>
            <translation>
                <numerusform>%n partida guardada</numerusform>
                <numerusform>%n partidas guardadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="517" />
            <source>%n changed on two laptops</source>
            <translation>
                <numerusform>%n modificada en dos portátiles</numerusform>
                <numerusform>%n modificadas en dos portátiles</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="433" />
            <source>{day} — kept aside by a restore at {time} — {count}</source>
            <translation>{day} — apartada al restaurar a las {time} — {count}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="146" />
            <source>Every match in the archive, one a row, newest first; the arrow keys choose one, {Enter} opens it.</source>
            <translation>Todas las partidas del archivo, una por fila, de la más reciente a la más antigua; las flechas eligen una y {Enter} la abre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="167" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Esc} closes</source>
            <translation>{Enter} abre la partida · {Alt+E} la exporta · {Delete} la borra · {Esc} cierra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="174" />
            <source>{Enter} opens the match · {Alt+E} exports it · {Delete} deletes it · {Alt+S} snapshots · {Esc} closes</source>
            <translation>{Enter} abre la partida · {Alt+E} la exporta · {Delete} la borra · {Alt+S} instantáneas · {Esc} cierra</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="352" />
            <source>Delete {a} v {b} ({x} – {y}, %n round(s), started {when})? It cannot be brought back.</source>
            <translation>
                <numerusform>¿Borrar {a} contra {b} ({x} – {y}, %n ronda, empezada el {when})? No se podrá recuperar.</numerusform>
                <numerusform>¿Borrar {a} contra {b} ({x} – {y}, %n rondas, empezada el {when})? No se podrá recuperar.</numerusform>
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
            <translation>No se ha restaurado la instantánea: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="468" />
            <source>Restore this snapshot?</source>
            <translation>¿Restaurar esta instantánea?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/archive_window.py" line="470" />
            <source>Put the snapshot of {snapshot} in the archive's place? The archive as it is now is kept aside first and listed here, so this can be taken back.</source>
            <translation>¿Poner la instantánea del {snapshot} en lugar del archivo? El archivo actual se aparta antes y aparece aquí, así que se puede deshacer.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/archive.py" line="59" />
            <location filename="../../tarbish_score/ui/actions/archive.py" line="60" />
            <source>Hide this message</source>
            <translation>Ocultar este mensaje</translation>
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
            <translation>Quién tenía el rey y la reina de triunfo: pulsa 0 si nadie, o el número de asiento del jugador, del 1 al 4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="210" />
            <source>0  nobody</source>
            <translation>0  nadie</translation>
        </message>
    </context>
    <context>
        <name>CallerPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="143" />
            <source>Caller</source>
            <extracomment>One choice: ``(value, key, button text, text colour)``.</extracomment>
            <translation>Elige</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="145" />
            <source>Who called trump: press the caller's seat number, 1 to 4, or click a name.</source>
            <translation>Quién eligió triunfo: pulsa su número de asiento, del 1 al 4, o haz clic en un nombre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="152" />
            <source>0  thrown in</source>
            <translation>0  anulada</translation>
        </message>
    </context>
    <context>
        <name>CardCounterDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="69" />
            <source>Card-point counter</source>
            <extracomment>The last-trick choice for "nobody yet" (not negative: QButtonGroup gives negative ids itself).</extracomment>
            <translation>Contador de puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="80" />
            <source>Trump:</source>
            <translation>Triunfo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="84" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="85" />
            <source>The round's trump suit: the jack and nine of trump count more (Up and Down choose).</source>
            <translation>El palo de triunfo de la ronda: la jota y el nueve de triunfo valen más (las flechas arriba y abajo lo cambian).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="83" />
            <source>pick the trump</source>
            <translation>elige el triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="94" />
            <source>Whose tricks:</source>
            <translation>Bazas de:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="107" />
            <source>Count both piles (check)</source>
            <translation>Contar los dos montones (comprobar)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="115" />
            <source>Last trick (+10):</source>
            <translation>Última baza (+10):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="118" />
            <source>not counted yet</source>
            <translation>sin contar aún</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="128" />
            <source>Shortcut: {key}</source>
            <translation>Atajo: {key}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="138" />
            <source>Tricks won by {team}</source>
            <translation>Bazas ganadas por {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="167" />
            <source>Close  [{Esc}]</source>
            <translation>Cerrar  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="257" />
            <source>Pick the trump first: its J counts 20 and its 9 counts 14.</source>
            <translation>Elige primero el triunfo: su J vale 20 y su 9 vale 14.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="274" />
            <source>{team}: {points} card points</source>
            <translation>{team}: {points} puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="279" />
            <source>{cards} of 36 cards picked; {other} have {rest} in the other cards. Last trick not assigned (+10 to whoever took it).</source>
            <translation>{cards} de 36 cartas elegidas; {other} tiene {rest} en las demás cartas. Última baza sin asignar (+10 para quien la ganó).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="286" />
            <source>{cards} of 36 cards picked; {other} have the rest: {rest} (of {total}).</source>
            <translation>{cards} de 36 cartas elegidas; {other} tiene el resto: {rest} (de {total}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="304" />
            <source>{a} {x} + {b} {y} = {total}: every card counted once.</source>
            <translation>{a} {x} + {b} {y} = {total}: cada carta contada una vez.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="311" />
            <source>{a} {x} + {b} {y} = {sum}, not {total}.</source>
            <translation>{a} {x} + {b} {y} = {sum}, no {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="319" />
            <source>Missing (in neither pile): {cards}.</source>
            <translation>Faltan (en ningún montón): {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="323" />
            <source>Counted twice (in both piles): {cards}.</source>
            <translation>Contadas dos veces (en los dos montones): {cards}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="326" />
            <source>Say who took the last trick: it is worth 10.</source>
            <translation>Indica quién ganó la última baza: vale 10.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="332" />
            <source>Last trick not counted yet (+10 to whoever took it).</source>
            <translation>Última baza sin contar aún (+10 para quien la ganó).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="334" />
            <source>Includes 10 for the last trick.</source>
            <translation>Incluye 10 por la última baza.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="343" />
            <source>missing</source>
            <translation>falta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="345" />
            <source>twice</source>
            <translation>repetida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="355" />
            <source>Who took the last trick? Pick it above</source>
            <translation>¿Quién ganó la última baza? Elígelo arriba</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/card_counter.py" line="358" />
            <source>Use {points} for {team}  [{Enter}]</source>
            <translation>Usar {points} para {team}  [{Enter}]</translation>
        </message>
    </context>
    <context>
        <name>CardGrid</name>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="63" />
            <source>Cards</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="66" />
            <source>The 36 cards, a row for each suit: type a card's rank then its suit (for example Q {hearts} for the queen of hearts) or move with the arrow keys and press {Space}, to pick it or put it back.</source>
            <translation>Las 36 cartas, una fila por palo: escribe el valor de una carta y luego su palo (por ejemplo Q {hearts} para la reina de corazones) o muévete con las flechas y pulsa {Space}, para elegirla o devolverla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="109" />
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>picked</source>
            <translation>elegida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/card_grid.py" line="208" />
            <source>not picked</source>
            <translation>sin elegir</translation>
        </message>
    </context>
    <context>
        <name>CodeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="188" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="200" />
            <source>Table code</source>
            <translation>Código de mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="191" />
            <source>{file} carries no table code. Type the code printed on its table's slip.</source>
            <translation>{file} no lleva código de mesa. Escriba el código impreso en la hoja de su mesa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="201" />
            <source>Round, table and three letters, as on the slip.</source>
            <translation>Ronda, mesa y tres letras, como en la hoja.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="202" />
            <source>Table &amp;code:</source>
            <translation>&amp;Código de mesa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="204" />
            <source>Take the result</source>
            <translation>Tomar el resultado</translation>
        </message>
    </context>
    <context>
        <name>CorrectionDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="112" />
            <source>Correct a result</source>
            <extracomment>The longest reason the engine keeps (model.notes). The desk's change, made on OK: "" once done, else why not.</extracomment>
            <translation>Corregir un resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="123" />
            <source>First team's total</source>
            <translation>Total del primer equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="124" />
            <source>Second team's total</source>
            <translation>Total del segundo equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="128" />
            <source>The final total as it should have been.</source>
            <translation>El total final tal como debió ser.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="132" />
            <source>&amp;First total:</source>
            <translation>&amp;Primer total:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="133" />
            <source>&amp;Second total:</source>
            <translation>&amp;Segundo total:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="134" />
            <source>&amp;Time called</source>
            <translation>&amp;Tiempo cumplido</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="137" />
            <source>Take the result &amp;off (typed on the wrong table)</source>
            <translation>&amp;Quitar el resultado (anotado en la mesa equivocada)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="142" />
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="143" />
            <source>Why the result changes; it is logged with the correction.</source>
            <translation>Por qué cambia el resultado; queda registrado con la corrección.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="144" />
            <source>&amp;Reason (required):</source>
            <translation>&amp;Motivo (obligatorio):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="146" />
            <source>Correct</source>
            <translation>Corregir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="164" />
            <source>Type both final totals, or take the result off.</source>
            <translation>Escriba los dos totales finales, o quite el resultado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="167" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Diga por qué: una corrección queda registrada con su motivo.</translation>
        </message>
    </context>
    <context>
        <name>CorrectionsLogDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="53" />
            <source>Match started</source>
            <translation>Partida empezada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="55" />
            <source>Rules changed</source>
            <translation>Reglas cambiadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="57" />
            <source>Round {n} recorded</source>
            <translation>Ronda {n} registrada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="59" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Ronda olvidada añadida como ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="51" />
            <source>Note on round {n}</source>
            <translation>Nota en la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="61" />
            <source>Round {n} edited</source>
            <translation>Ronda {n} modificada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="63" />
            <source>Round {n} deleted</source>
            <translation>Ronda {n} borrada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="66" />
            <source>Undo: round {n} {what}</source>
            <translation>Deshecho: ronda {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="67" />
            <source>Redo: round {n} {what}</source>
            <translation>Rehecho: ronda {n} {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="82" />
            <source>Teams and players renamed</source>
            <translation>Equipos y jugadores renombrados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="84" />
            <source>Note on the match</source>
            <translation>Nota de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="86" />
            <source>Undo: {what}</source>
            <translation>Deshecho: {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="88" />
            <source>Redo: {what}</source>
            <translation>Rehecho: {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="102" />
            <source>{team}: {players}</source>
            <translation>{team}: {players}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="112" />
            <source>put back</source>
            <translation>restaurada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="114" />
            <source>taken out</source>
            <translation>quitada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="115" />
            <source>changed back</source>
            <translation>revertida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="126" />
            <source>(a round this version cannot read)</source>
            <translation>(una ronda que esta versión no puede leer)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="133" />
            <source>{caller} called {trump}</source>
            <translation>{caller} eligió {trump}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="136" />
            <source>cards {a} – {b}</source>
            <translation>cartas {a} – {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="143" />
            <source>bella {player}</source>
            <translation>bella: {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="148" />
            <source>sweep</source>
            <translation>capote</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="150" />
            <source>note “{note}”</source>
            <translation>nota «{note}»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="190" />
            <source>Corrections log: {a} against {b}</source>
            <translation>Registro de correcciones: {a} contra {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="197" />
            <source>Show every step, undone ones too (the whole audit trail)</source>
            <translation>Mostrar todos los pasos, también los deshechos (el historial completo)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="200" />
            <source>Corrections</source>
            <translation>Correcciones</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="203" />
            <source>Every change made to recorded rounds, one a row, oldest first: when, which round, and what changed.</source>
            <translation>Todos los cambios hechos en las rondas registradas, uno por fila, del más antiguo al más reciente: cuándo, qué ronda y qué cambió.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="237" />
            <source>The rules were changed; no round of this match has been corrected.</source>
            <translation>Se cambiaron las reglas; no se ha corregido ninguna ronda de esta partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="240" />
            <source>The rules were changed; {rounds}</source>
            <translation>Se cambiaron las reglas; {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What changed</source>
            <translation>Qué cambió</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It is now</source>
            <translation>Ahora es</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>When</source>
            <translation>Cuándo</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="239" />
            <source>%n round(s) corrected.</source>
            <translation>
                <numerusform>%n ronda corregida.</numerusform>
                <numerusform>%n rondas corregidas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>What</source>
            <translation>Qué</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="247" />
            <source>It was</source>
            <translation>Antes era</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="245" />
            <source>It became</source>
            <translation>Pasó a ser</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/corrections_log.py" line="238" />
            <source>No round of this match has been corrected.</source>
            <translation>No se ha corregido ninguna ronda de esta partida.</translation>
        </message>
    </context>
    <context>
        <name>CsvExport</name>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="42" />
            <source>Round</source>
            <extracomment>The round table's columns, in English; ``{0}``/``{1}`` are replaced by team 1's and team 2's names (:func:`csv_rows` shows them in the user's language).</extracomment>
            <translation>Ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="43" />
            <source>Dealer</source>
            <translation>Reparte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="44" />
            <source>Caller</source>
            <translation>Elige</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="45" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="46" />
            <source>Card points {0}</source>
            <translation>Puntos de cartas {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="47" />
            <source>Card points {1}</source>
            <translation>Puntos de cartas {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="48" />
            <source>Runs</source>
            <translation>Escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="49" />
            <source>Run points {0}</source>
            <translation>Puntos de escaleras {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="50" />
            <source>Run points {1}</source>
            <translation>Puntos de escaleras {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="51" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="52" />
            <source>Bella points {0}</source>
            <translation>Puntos de bella {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="53" />
            <source>Bella points {1}</source>
            <translation>Puntos de bella {1}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="54" />
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="55" />
            <source>Points {0}</source>
            <translation>Puntos {0}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="56" />
            <source>Points {1}</source>
            <translation>Puntos {1}</translation>
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
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="79" />
            <source>{preset}, first to {target}</source>
            <translation>{preset}, gana el primero que llegue a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="104" />
            <source>Tarabish Score match</source>
            <translation>Partida de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="106" />
            <source>Team {n}</source>
            <translation>Equipo {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="108" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="109" />
            <source>First dealer</source>
            <translation>Primer repartidor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="113" />
            <source>Started</source>
            <translation>Empezada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="115" />
            <source>{team} won</source>
            <translation>Ganó {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="117" />
            <source>drawn</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="119" />
            <source>in progress</source>
            <translation>en curso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="120" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="121" />
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/csv_export.py" line="126" />
            <source>Corrections</source>
            <translation>Correcciones</translation>
        </message>
    </context>
    <context>
        <name>ErrorDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="31" />
            <source>Something went wrong</source>
            <translation>Algo ha fallado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="34" />
            <source>Tarabish Score met an error it did not expect. The score kept so far is safe.</source>
            <translation>Tarabish Score ha encontrado un error inesperado. La puntuación anotada hasta ahora está a salvo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="36" />
            <source>The details are also in the log: {path}</source>
            <translation>Los detalles también están en el registro: {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="46" />
            <source>Details of the error</source>
            <translation>Detalles del error</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="48" />
            <source>The technical details to send with a bug report; read only, they can be selected and copied.</source>
            <translation>Los detalles técnicos para enviar con un informe de error; son de solo lectura, pero se pueden seleccionar y copiar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="54" />
            <source>&amp;Copy details</source>
            <translation>&amp;Copiar detalles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/error.py" line="64" />
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>ExchangeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="124" />
            <source>Replace the file?</source>
            <extracomment>The folder of the last export this session (the next save dialog opens there).</extracomment>
            <translation>¿Reemplazar el fichero?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="125" />
            <source>{name} already exists. Replace it?</source>
            <translation>{name} ya existe. ¿Quieres reemplazarlo?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="196" />
            <source>There is no match yet: start one with {Ctrl+N}.</source>
            <translation>Aún no hay partida: empieza una con {Ctrl+N}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="217" />
            <source>Match record (*.tarbish.json)</source>
            <translation>Registro de partida (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="218" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Hoja de cálculo (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="219" />
            <source>Scoresheet (*.pdf)</source>
            <translation>Hoja de puntuación (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="228" />
            <source>Export the match</source>
            <translation>Exportar la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="256" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="297" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="305" />
            <source>Export failed</source>
            <translation>Error al exportar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="299" />
            <source>Could not write {path}: it is in the folder that keeps the match archive ({folder}). Choose another folder.</source>
            <translation>No se ha podido escribir {path}: está en la carpeta que guarda el archivo de partidas ({folder}). Elige otra carpeta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="307" />
            <source>Exported to {path}</source>
            <translation>Exportada a {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="323" />
            <source>Scoresheet sent to the printer.</source>
            <translation>Hoja de puntuación enviada a la impresora.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="335" />
            <source>Result copied: paste it into the group chat.</source>
            <translation>Resultado copiado: pégalo en el chat del grupo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Registros de partida (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="342" />
            <source>All files (*)</source>
            <translation>Todos los ficheros (*)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="343" />
            <source>Import matches</source>
            <translation>Importar partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="363" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="368" />
            <source>Nothing was imported</source>
            <translation>No se ha importado nada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="364" />
            <source>These files have problems, so nothing was imported:

{problems}</source>
            <translation>Estos ficheros tienen problemas, así que no se ha importado nada:

{problems}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="371" />
            <source>Imported %n match(es)</source>
            <translation>
                <numerusform>%n partida importada</numerusform>
                <numerusform>%n partidas importadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="372" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="428" />
            <source>; %n already saved, skipped</source>
            <translation>
                <numerusform>; %n ya guardada, omitida</numerusform>
                <numerusform>; %n ya guardadas, omitidas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="381" />
            <source>Back up all matches into…</source>
            <translation>Copia de seguridad de todas las partidas en…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="391" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="394" />
            <source>Backup failed</source>
            <translation>Error en la copia de seguridad</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="396" />
            <source>%n match(es) backed up in {folder}</source>
            <translation>
                <numerusform>%n partida copiada en {folder}</numerusform>
                <numerusform>%n partidas copiadas en {folder}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="414" />
            <source>Restore from backup folder…</source>
            <translation>Restaurar desde una carpeta de copia…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="422" />
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="425" />
            <source>Nothing was restored</source>
            <translation>No se ha restaurado nada</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="427" />
            <source>Brought in %n match(es)</source>
            <translation>
                <numerusform>%n partida recuperada</numerusform>
                <numerusform>%n partidas recuperadas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="436" />
            <source>Some matches were not restored</source>
            <translation>Algunas partidas no se han restaurado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="437" />
            <source>{brought}.

Could not take from {folder}:
{problems}</source>
            <translation>{brought}.

No se ha podido recuperar de {folder}:
{problems}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="457" />
            <source>Cannot open the match</source>
            <translation>No se puede abrir la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="466" />
            <source>Not saved in the archive: {error}</source>
            <translation>No guardada en el archivo: {error}</translation>
        </message>
    </context>
    <context>
        <name>Explain</name>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="59" />
            <source>team {n}</source>
            <translation>equipo {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="77" />
            <source>{list} and {item}</source>
            <translation>{list} y {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="79" />
            <source>{list}, {item}</source>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="93" />
            <source>their {what}</source>
            <translation>su {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="95" />
            <source>the opponents' {what}</source>
            <translation>{what} rival</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="130" />
            <source>Under your house rule the opponents take the {total} card points</source>
            <translation>Según la regla de la casa, los rivales se llevan los {total} puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="134" />
            <source> plus their own {what}</source>
            <translation> más su {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="136" />
            <source> and the callers' bella</source>
            <translation> y la bella de los que eligen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="138" />
            <source>, {points} in all</source>
            <translation>, {points} en total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="141" />
            <source>; the callers' {what} is lost</source>
            <translation>; los que eligen pierden su {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="145" />
            <source>; the callers keep their bella</source>
            <translation>; los que eligen conservan su bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="148" />
            <source>Under your house rule the callers keep their bella ({points}).</source>
            <translation>Según la regla de la casa, los que eligen conservan su bella ({points}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="163" />
            <source>equal totals: half bait</source>
            <translation>totales iguales: medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="165" />
            <source>equal totals: whole bait</source>
            <translation>totales iguales: bait entero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="172" />
            <location filename="../../tarbish_score/words/explain.py" line="203" />
            <source>{theirs} raised the line to {line}</source>
            <translation>la línea subió a {line} por {theirs}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="174" />
            <source>needed {line} with {what}, took {took}</source>
            <translation>necesitaban {line} con {what}, hicieron {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="177" />
            <source>needed {line}, took {took}</source>
            <translation>necesitaban {line}, hicieron {took}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="187" />
            <source>Callers {c} against {o}: half bait — equal totals, so the callers score nothing</source>
            <translation>Los que eligen {c} contra {o}: medio bait — totales iguales, así que los que eligen no se anotan nada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="189" />
            <source> and the opponents keep their own {o}.</source>
            <translation> y los rivales conservan sus {o}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="191" />
            <source>Callers {c} against {o}: bait — equal totals count as whole bait under the house rules.</source>
            <translation>Los que eligen {c} contra {o}: bait — con las reglas de la casa, los totales iguales cuentan como bait entero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="194" />
            <source>Callers {c} against {o}: bait</source>
            <translation>Los que eligen {c} contra {o}: bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="199" />
            <source>{own} and {theirs} put the line at {line}</source>
            <translation>con {own} y {theirs}, la línea quedó en {line}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="205" />
            <source>{own} lowered the line to {line}</source>
            <translation>la línea bajó a {line} por {own}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="207" />
            <source>they needed {line} of {total} card points</source>
            <translation>necesitaban {line} de {total} puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="210" />
            <source>, and they took {cards}</source>
            <translation>, e hicieron {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="212" />
            <source> (out of reach: the round has only {total})</source>
            <translation> (imposible: la ronda solo tiene {total})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="222" />
            <source>ace-high</source>
            <translation>al as</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="223" />
            <source>king-high</source>
            <translation>al rey</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="224" />
            <source>queen-high</source>
            <translation>a la reina</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="225" />
            <source>jack-high</source>
            <translation>a la jota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="226" />
            <source>ten-high</source>
            <translation>al diez</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="227" />
            <source>nine-high</source>
            <translation>al nueve</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="228" />
            <source>eight-high</source>
            <translation>al ocho</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="229" />
            <source>seven-high</source>
            <translation>al siete</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="230" />
            <source>six-high</source>
            <translation>al seis</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>fifties</source>
            <translation>cincuentas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="236" />
            <source>twenties</source>
            <translation>veintes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="249" />
            <source>Nobody scores runs this round.</source>
            <translation>Nadie se anota escaleras en esta ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="253" />
            <source>{player} ({team}) scores {points} for runs.</source>
            <translation>{player} ({team}) se anota {points} por escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="256" />
            <source>{team} score {points} for runs: both partners' runs count.</source>
            <translation>{team} se anota {points} por escaleras: cuentan las de los dos compañeros.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="275" />
            <source>No run was announced during the first trick.</source>
            <translation>No se cantó ninguna escalera durante la primera baza.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="276" />
            <source>Nobody claims a run.</source>
            <translation>Nadie canta escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="284" />
            <source>A fifty beats any twenty: {best} beats {beaten}.</source>
            <translation>Un cincuenta supera a cualquier veinte: {best} supera {beaten}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="288" />
            <source>Both are fifties. Under the house rules the longer run wins first: {n} cards beat {m}.</source>
            <translation>Los dos son cincuentas. Con las reglas de la casa gana primero la escalera más larga: {n} cartas superan a {m}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="294" />
            <source>Both are {kinds}.</source>
            <translation>Los dos son {kinds}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="297" />
            <source>Both are {kinds} in trump.</source>
            <translation>Los dos son {kinds} de triunfo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="299" />
            <source>Both are {kinds}, neither in trump.</source>
            <translation>Los dos son {kinds}, ninguno de triunfo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="304" />
            <source>{a} beats {b}.</source>
            <translation>La escalera {a} supera a la escalera {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="311" />
            <source>Both are {kinds}. Under the house rules trump comes first: the run in trump ({trump}) wins.</source>
            <translation>Los dos son {kinds}. Con las reglas de la casa el triunfo va primero: gana la escalera de triunfo ({trump}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="315" />
            <source>Both are {kinds}. Under the house rules trump comes before the top card: the run in trump ({trump}) beats the {top} plain run.</source>
            <translation>Los dos son {kinds}. Con las reglas de la casa el triunfo va antes que la carta más alta: la escalera de triunfo ({trump}) supera a la escalera {top} de palo normal.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="320" />
            <source>Both are {top} {kinds}. A run in trump ({trump}) beats a plain run.</source>
            <translation>Los dos son {kinds} {top}. Una escalera de triunfo ({trump}) supera a una de palo normal.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="324" />
            <source>Both are {top} {kinds} in plain suits</source>
            <translation>Los dos son {kinds} {top} de palos normales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="328" />
            <source>: identical runs on both teams, so nobody scores runs.</source>
            <translation>: escaleras idénticas en los dos equipos, así que nadie se anota escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="329" />
            <source>: under the house rules {player}, nearer the eldest hand, wins.</source>
            <translation>: con las reglas de la casa gana {player}, más cerca de la mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="354" />
            <source>{best} and {partner} are equal, and partners do not both score: {player}, nearer the eldest hand, scores.</source>
            <translation>{best} y {partner} son iguales, y los dos compañeros no puntúan a la vez: puntúa {player}, más cerca de la mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="360" />
            <source>Only {team} claim runs that count.</source>
            <translation>Solo hay escaleras válidas de {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="362" />
            <source>Only {team} claim runs.</source>
            <translation>Solo hay escaleras de {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="367" />
            <source>Nobody else claims a run that counts.</source>
            <translation>Nadie más tiene una escalera que cuente.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="369" />
            <source>Nobody else claims a run.</source>
            <translation>Nadie más canta una escalera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="375" />
            <source>{runs} does not count: it was not announced in time;</source>
            <translation>{runs} no cuenta: no se cantó a tiempo;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="377" />
            <source>{runs} do not count: they were not announced in time;</source>
            <translation>{runs} no cuentan: no se cantaron a tiempo;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="388" />
            <source>To decide, add the top card of {run}.</source>
            <translation>Para decidir, indica la carta más alta en {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="389" />
            <source>To decide, add the suit of {run}.</source>
            <translation>Para decidir, indica el palo en {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="406" />
            <source>{run} was not announced during the first trick: it does not count.</source>
            <translation>{run} no se cantó durante la primera baza: no cuenta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="419" />
            <source>“{switch}: {value}”</source>
            <translation>«{switch}: {value}»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="424" />
            <source>Under {rule}, the trump would decide: pick the trump suit.</source>
            <translation>Con {rule}, decidiría el triunfo: indica el palo de triunfo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="426" />
            <source>Under {rule}, nobody would score runs.</source>
            <translation>Con {rule}, nadie se anotaría escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="429" />
            <source>{player} ({team})</source>
            <translation>{player} ({team})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="434" />
            <source>Under {rule}, {who} would score {points} for runs.</source>
            <translation>Con {rule}, {who} se anotaría {points} por escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="442" />
            <source>does not count</source>
            <translation>no cuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="444" />
            <source>scores</source>
            <translation>puntúa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="446" />
            <source>tie: nobody scores</source>
            <translation>empate: nadie puntúa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="448" />
            <source>does not score</source>
            <translation>no puntúa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="461" />
            <source>{a} and {b} need {n} cards of {suit}, but a suit has only 9.</source>
            <translation>{a} y {b} necesitan {n} cartas de {suit}, pero un palo solo tiene 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="465" />
            <source>{a} and {b} both hold the {card}: the same card cannot be in two hands.</source>
            <translation>{a} y {b} tienen los dos la carta {card}: una misma carta no puede estar en dos manos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="468" />
            <source>{a} and {b} both use the {card}: one card cannot be in two runs.</source>
            <translation>{a} y {b} usan los dos la carta {card}: una carta no puede estar en dos escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="473" />
            <source>{run}: a {length}-card run cannot top at {top}; the lowest it can top at is {lowest}.</source>
            <translation>{run}: una escalera de {length} cartas no puede tener {top} como carta más alta; como mínimo, {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/explain.py" line="482" />
            <source>{player}'s runs join into one run of {length} cards: that is one run, not two.</source>
            <translation>Las escaleras de {player} se unen en una de {length} cartas: es una sola escalera, no dos.</translation>
        </message>
    </context>
    <context>
        <name>GamesCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="28" />
            <source>Games</source>
            <translation>Partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="30" />
            <source>Count every game, only the kitchen matches, only the tournament games, or one tournament's</source>
            <translation>Contar todas las partidas, solo las de fuera de torneo, solo las de torneo, o las de un torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="58" />
            <source>All games</source>
            <translation>Todas las partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="59" />
            <source>Kitchen matches only</source>
            <translation>Solo fuera de torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/games.py" line="60" />
            <source>Tournament games only</source>
            <translation>Solo torneos</translation>
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
            <translation>Anotar una ronda (el foco empieza en quién elige)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="457" />
            <source>Caller: the player who named trump, by seat number</source>
            <translation>Elige: el jugador que eligió triunfo, por número de asiento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="458" />
            <source>Thrown in: everyone passed (only when the dealer is not forced)</source>
            <translation>Anulada: todos pasaron (solo si el repartidor no está obligado)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="462" />
            <source>Trump: ♣ clubs, ♦ diamonds, ♥ hearts, ♠ spades</source>
            <translation>Triunfo: ♣ tréboles, ♦ diamantes, ♥ corazones, ♠ picas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="464" />
            <source>No trump (only when the house rules allow it)</source>
            <translation>Sin triunfo (solo si las reglas de la casa lo permiten)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="467" />
            <source>digits</source>
            <translation>cifras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="468" />
            <source>Card points the callers counted (the other team's are filled in)</source>
            <translation>Puntos de cartas que contaron los que eligen (los del otro equipo se rellenan solos)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="470" />
            <source>The other team counted: switch whose count you type</source>
            <translation>Contó el otro equipo: cambia de quién es el recuento que escribes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="478" />
            <source>In runs: remove the last run</source>
            <translation>En escaleras: quitar la última escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="482" />
            <source>Run's top card or suit, when asked for: type it in the field with the focus (1 is the 10; the suit comes next)</source>
            <translation>Carta más alta o palo de la escalera, cuando se piden: escríbelos en el campo con el foco (1 es el 10; el palo va después)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="488" />
            <source>Bella; then 0 for nobody or the player's seat number</source>
            <translation>Bella; luego 0 para nadie o el asiento del jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="490" />
            <source>Sweep: one team took all nine tricks (only with a sweep bonus)</source>
            <translation>Capote: un equipo ganó las nueve bazas (solo con bonificación por capote)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="492" />
            <source>Next / previous field</source>
            <translation>Campo siguiente / anterior</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="493" />
            <source>Record the round (or save the correction)</source>
            <translation>Registrar la ronda (o guardar la corrección)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="494" />
            <source>Clear the round (or cancel the correction)</source>
            <translation>Borrar la ronda (o cancelar la corrección)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="503" />
            <source>Run checker: the round's trump, by the round entry's letters ({no_trump}: no trump)</source>
            <translation>Comprobador de escaleras: el triunfo de la ronda, con las letras de la entrada ({no_trump}: sin triunfo)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="526" />
            <source>On the race chart ({F9}; click it or {Tab} to it): the round before or after, the first, the last; what that round did is read under the chart</source>
            <translation>En el gráfico de la partida ({F9}; haz clic en él o llega con {Tab}): la ronda anterior o la siguiente, la primera, la última; lo que hizo esa ronda se lee bajo el gráfico</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="548" />
            <source>Archive statistics: which games count (kitchen matches, tournaments, one night)</source>
            <translation>Estadísticas del archivo: qué partidas cuentan (partidas en casa, torneos, una noche)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="559" />
            <source>Start the match (nothing typed: a standard match, North-South against East-West)</source>
            <translation>Empezar la partida (sin escribir nada: partida estándar, Norte-Sur contra Este-Oeste)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="38" />
            <source>Round history</source>
            <translation>Historial de rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="276" />
            <source>Switch between the round entry and the round history</source>
            <translation>Cambiar entre la entrada de ronda y el historial</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="474" />
            <source>Runs; then the player's seat number and {twenty} for a twenty or {fifty} for a fifty</source>
            <translation>Escaleras; luego el asiento del jugador y {twenty} para un veinte o {fifty} para un cincuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="495" />
            <source>Choose a round</source>
            <translation>Elegir una ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="496" />
            <source>Correct the chosen round (double-click works too)</source>
            <translation>Corregir la ronda elegida (también con doble clic)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="497" />
            <source>Delete the chosen round</source>
            <translation>Borrar la ronda elegida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="255" />
            <source>Insert a forgotten round before the chosen one (the last one if none)</source>
            <translation>Insertar una ronda olvidada antes de la elegida (o al final si no hay ninguna)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="498" />
            <source>Back to the round entry</source>
            <translation>Volver a la entrada de ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="39" />
            <source>Match and window</source>
            <translation>Partida y ventana</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="56" />
            <source>New match: teams, players, first dealer, target, house rules</source>
            <translation>Nueva partida: equipos, jugadores, primer repartidor, meta, reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="66" />
            <source>Rematch: same teams and rules, the next player deals first</source>
            <translation>Revancha: mismos equipos y reglas, reparte primero el siguiente jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="77" />
            <source>Rename teams and players (scores stay; a finished match too)</source>
            <translation>Renombrar equipos y jugadores (los puntos se mantienen; también en una partida terminada)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="87" />
            <source>Note on the match: where and when (Legion hall, Friday)</source>
            <translation>Nota de la partida: dónde y cuándo (Legion hall, viernes)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="98" />
            <source>Note on the round chosen in the history, else the last one (misdeal, renege)</source>
            <translation>Nota en la ronda elegida en el historial, si no en la última (mal repartida, renuncio)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="235" />
            <source>Undo: recording, correcting, deleting a round, starting a match</source>
            <translation>Deshacer: registrar, corregir o borrar una ronda, empezar una partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="244" />
            <source>Redo</source>
            <translation>Rehacer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="391" />
            <source>Run checker: who scores runs, and why (settles a dispute)</source>
            <translation>Comprobador de escaleras: quién se anota las escaleras y por qué (zanja una disputa)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="401" />
            <source>Card-point counter: count a pile card by card, or check both piles</source>
            <translation>Contador de puntos: cuenta un montón carta a carta, o comprueba los dos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="265" />
            <source>Change the house rules: what changes is shown before it applies</source>
            <translation>Cambiar las reglas de la casa: se muestra qué cambia antes de aplicarlo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="286" />
            <source>Full screen, for the whole table to read</source>
            <translation>Pantalla completa, para que toda la mesa lo lea</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="300" />
            <source>Zoom in: bigger type in the whole window</source>
            <translation>Ampliar: letra más grande en toda la ventana</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="310" />
            <source>Zoom out</source>
            <translation>Reducir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="320" />
            <source>Actual size (the zoom is remembered)</source>
            <translation>Tamaño real (el zoom se recuerda)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="197" />
            <source>Match archive: every match kept, to open, export or delete</source>
            <translation>Archivo de partidas: todas las partidas guardadas, para abrirlas, exportarlas o borrarlas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="207" />
            <source>Corrections log: every correction made to this match</source>
            <translation>Registro de correcciones: todas las correcciones hechas en esta partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="111" />
            <source>Statistics of this match: who called what, per team and per player</source>
            <translation>Estadísticas de esta partida: quién eligió qué, por equipo y por jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="122" />
            <source>Archive statistics: who has won most, per player, per pair, head to head</source>
            <translation>Estadísticas del archivo: quién ha ganado más, por jugador, por pareja, cara a cara</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="342" />
            <source>Table view: only the score, as big as it goes; rounds are still typed blind</source>
            <translation>Vista de mesa: solo la puntuación, lo más grande posible; las rondas se siguen escribiendo a ciegas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="375" />
            <source>Race chart: both teams' totals round by round; ← → on it read each round</source>
            <translation>Gráfico de la partida: los totales de los dos equipos ronda a ronda; con ← → sobre él se lee cada ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="441" />
            <source>These keyboard shortcuts</source>
            <translation>Estos atajos de teclado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="452" />
            <source>The rules in force</source>
            <translation>Las reglas vigentes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="225" />
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="40" />
            <source>Run checker and card-point counter</source>
            <translation>Comprobador de escaleras y contador de puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="499" />
            <source>Run checker: whose cards or runs you enter, by seat</source>
            <translation>Comprobador: de quién son las cartas o escaleras que anotas, por asiento</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="502" />
            <source>Alt+T, then {suits}</source>
            <translation>Alt+T, luego {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="508" />
            <source>On the cards: move, and pick or drop the card</source>
            <translation>En las cartas: moverse, y elegir o soltar la carta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="511" />
            <source>{ranks}, then {suits}</source>
            <translation>{ranks}, luego {suits}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="512" />
            <source>On the cards: pick or drop a card by rank and suit (1 is the ten)</source>
            <translation>En las cartas: elegir o soltar una carta por valor y palo (1 es el diez)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="518" />
            <source>Card-point counter: the last trick went to team 1, team 2, or not counted yet</source>
            <translation>Contador de puntos: la última baza fue para el equipo 1, para el equipo 2, o aún no se ha contado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="520" />
            <source>Match archive: find a team, player or note</source>
            <translation>Archivo de partidas: buscar un equipo, jugador o nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="521" />
            <source>Apply to the round being entered</source>
            <translation>Aplicar a la ronda que se está anotando</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="522" />
            <source>Close without applying</source>
            <translation>Cerrar sin aplicar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="41" />
            <source>Race chart and statistics</source>
            <translation>Gráfico de la partida y estadísticas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="535" />
            <source>Archive statistics: the players, pairs of partners and head-to-head tables</source>
            <translation>Estadísticas del archivo: tablas de jugadores, parejas y enfrentamientos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="538" />
            <source>Archive statistics: count from a date, up to a date</source>
            <translation>Estadísticas del archivo: contar desde una fecha, hasta una fecha</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="543" />
            <source>Archive statistics: only one house-rule preset, only one player</source>
            <translation>Estadísticas del archivo: solo un conjunto de reglas de la casa, solo un jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="553" />
            <source>Archive statistics: export the table shown as a spreadsheet (CSV)</source>
            <translation>Estadísticas del archivo: exportar la tabla mostrada como hoja de cálculo (CSV)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="555" />
            <source>Close a statistics window or the About box</source>
            <translation>Cerrar una ventana de estadísticas o la ventana Acerca de</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="42" />
            <source>Sharing and saving</source>
            <translation>Compartir y guardar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="164" />
            <source>Copy the result, for the group chat</source>
            <translation>Copiar el resultado, para el chat del grupo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="136" />
            <source>Export the match: match record, spreadsheet (CSV) or PDF scoresheet</source>
            <translation>Exportar la partida: registro de partida, hoja de cálculo (CSV) u hoja de puntuación en PDF</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="146" />
            <source>Print the scoresheet</source>
            <translation>Imprimir la hoja de puntuación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="175" />
            <source>Import match records</source>
            <translation>Importar registros de partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="43" />
            <source>New-match dialog</source>
            <translation>Diálogo de nueva partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="561" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="53" />
            <source>Keyboard shortcuts</source>
            <extracomment>Qt's translate(); this name is one pyside6-lupdate recognises.</extracomment>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="150" />
            <source>A fifty (four cards or more) beats any twenty.</source>
            <translation>Un cincuenta (cuatro cartas o más) supera a cualquier veinte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="151" />
            <source>Between two fifties, the longer run wins.</source>
            <translation>Entre dos cincuentas, gana la escalera más larga.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="152" />
            <source>The higher top card wins (A high, then K Q J 10 9 8).</source>
            <translation>Gana la carta más alta (primero el A, luego K Q J 10 9 8).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="153" />
            <source>A run in trump beats a plain-suit run.</source>
            <translation>Una escalera de triunfo supera a una de palo normal.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="154" />
            <source>Identical plain runs on opposite teams: nobody scores runs this round.</source>
            <translation>Escaleras idénticas de palo normal en equipos contrarios: nadie se anota escaleras en esta ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="157" />
            <source>Identical plain runs on opposite teams: the one nearer the eldest hand wins.</source>
            <translation>Escaleras idénticas de palo normal en equipos contrarios: gana la más cercana a la mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="192" />
            <source>Rules in force: {preset}</source>
            <translation>Reglas vigentes: {preset}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="177" />
            <source>Changed from the standard rules: {names}.</source>
            <translation>Cambios respecto a las reglas estándar: {names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="179" />
            <source>All standard rules.</source>
            <translation>Todas las reglas son las estándar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="194" />
            <source>Did the callers make it? (bait)</source>
            <translation>¿Cumplieron los que eligen? (bait)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="70" />
            <source>Each team's round total is its card points (last trick included) plus the runs it was awarded plus bella. The callers must score more than the opponents.</source>
            <translation>El total de ronda de cada equipo son sus puntos de cartas (última baza incluida) más las escaleras que se le adjudicaron más la bella. Los que eligen deben sumar más que los rivales.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="78" />
            <source>With no runs and no bella that means {line} of the {total} card points. Runs and bella move the line: {own_twenty} with their own twenty, {against_fifty} against a fifty. The preview shows the line for every round.</source>
            <translation>Sin escaleras ni bella, eso son {line} de los {total} puntos de cartas. Las escaleras y la bella mueven la línea: {own_twenty} con un veinte propio, {against_fifty} contra un cincuenta. La vista previa muestra la línea en cada ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="89" />
            <source>Fewer points: bait. The callers score 0; the opponents take everything on the table.</source>
            <translation>Menos puntos: bait (fallida). Los que eligen se anotan 0; los rivales se llevan todo lo que hay en la mesa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="97" />
            <source>Equal totals: half bait. The callers score 0; the opponents keep their own points.</source>
            <translation>Totales iguales: medio bait. Los que eligen se anotan 0; los rivales conservan sus propios puntos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="196" />
            <source>Runs: which run wins</source>
            <translation>Escaleras: qué escalera gana</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="104" />
            <source>A three-card run is a twenty, four or more a fifty. Only one side scores runs in a round; each player's best run is compared, step by step:</source>
            <translation>Una escalera de tres cartas es un veinte; de cuatro o más, un cincuenta. En cada ronda solo un bando se anota escaleras; se compara la mejor escalera de cada jugador, paso a paso:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="117" />
            <source>Only the player holding the best run scores runs: all of that player's runs.</source>
            <translation>Solo el jugador con la mejor escalera se anota escaleras: todas las suyas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="120" />
            <source>The team holding the best run scores the runs of both partners.</source>
            <translation>El equipo con la mejor escalera se anota las escaleras de los dos compañeros.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="121" />
            <source>A run must be announced during the first trick.</source>
            <translation>Una escalera debe cantarse durante la primera baza.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="200" />
            <source>Winning the match</source>
            <translation>Ganar la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="122" />
            <source>The first team to {target} points or more wins.</source>
            <translation>Gana el primer equipo que llegue a {target} puntos o más.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="75" />
            <source>A team that takes all nine tricks adds {bonus} to its round total.</source>
            <translation>Un equipo que gana las nueve bazas suma {bonus} a su total de ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="92" />
            <source>Fewer points: bait. The callers score 0; the opponents take the {total} card points, their own runs and bella, and the callers' bella (the callers' runs are lost).</source>
            <translation>Menos puntos: bait (fallida). Los que eligen se anotan 0; los rivales se llevan los {total} puntos de cartas, sus propias escaleras y bella, y la bella de los que eligen (las escaleras de los que eligen se pierden).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="100" />
            <source>Equal totals: whole bait, scored as a bait.</source>
            <translation>Totales iguales: bait entero, contado como un bait.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="101" />
            <source>On a bait or half bait, the callers keep their own bella ({bella}).</source>
            <translation>En un bait o medio bait, los que eligen conservan su bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="109" />
            <source>Under your house rules a long run is cut into fifties and a twenty: {values}.</source>
            <translation>Con sus reglas de la casa, una escalera larga se divide en cincuentas y un veinte: {values}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="113" />
            <source>{cards} cards {points}</source>
            <translation>{cards} cartas {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="125" />
            <source>The first team to pass {target} points wins.</source>
            <translation>Gana el primer equipo que pase de {target} puntos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="128" />
            <source>Both teams reach it in the same round: the higher total wins.</source>
            <translation>Los dos equipos llegan en la misma ronda: gana el total más alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="131" />
            <source>Both teams reach it in the same round: the callers win if they made it.</source>
            <translation>Los dos equipos llegan en la misma ronda: ganan los que eligen si cumplieron.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="134" />
            <source>Equal totals at or above the target: play another round.</source>
            <translation>Totales iguales en la meta o por encima: se juega otra ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="135" />
            <source>Equal totals at or above the target: the match is a draw.</source>
            <translation>Totales iguales en la meta o por encima: la partida acaba en empate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="136" />
            <source>The callers cannot go out on a round they go bait on: they score 0.</source>
            <translation>Los que eligen no pueden ganar la partida en una ronda en la que quedan en bait: se anotan 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="139" />
            <source>The callers can go out on a round they go bait on: they keep their own bella ({bella}).</source>
            <translation>Los que eligen pueden ganar la partida en una ronda en la que quedan en bait: conservan su bella ({bella}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="202" />
            <source>Every house rule</source>
            <translation>Todas las reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="204" />
            <source>differs from the standard rules</source>
            <translation>difiere de las reglas estándar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules_page.py" line="205" />
            <source>Where these rules come from: public Tarabish rule texts (such as the Wikipedia article and Cape Breton newspaper pieces), the KenMacD/tarabish game server, and house rules seen at real tables. No rule here has a better source than those; where your table differs, change the house rules.</source>
            <translation>De dónde vienen estas reglas: textos públicos de reglas de Tarabish (como el artículo de Wikipedia y artículos de periódicos de Cape Breton), el servidor de juego KenMacD/tarabish y reglas de la casa vistas en mesas reales. Ninguna regla de aquí tiene mejor fuente que esas; si en tu mesa se juega distinto, cambia las reglas de la casa.</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="98" />
            <source>Tarabish Score help</source>
            <translation>Ayuda de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="104" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="108" />
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="105" />
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="112" />
            <source>Rules in force</source>
            <translation>Reglas vigentes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="106" />
            <source>Help pages</source>
            <translation>Páginas de ayuda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="107" />
            <source>Left and Right switch between the help pages.</source>
            <translation>Las flechas izquierda y derecha pasan de una página de ayuda a otra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="110" />
            <source>Every key of every window and what it does; Page Up and Page Down scroll.</source>
            <translation>Todas las teclas de cada ventana y lo que hacen; Re Pág y Av Pág desplazan el texto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/help.py" line="114" />
            <source>The house rules of the match being scored; Page Up and Page Down scroll.</source>
            <translation>Las reglas de la casa de la partida que se está anotando; Re Pág y Av Pág desplazan el texto.</translation>
        </message>
    </context>
    <context>
        <name>KeepAwakeActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="326" />
            <source>Keep screen a&amp;wake during a match</source>
            <translation>Mantener la &amp;pantalla encendida durante la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="329" />
            <source>The screen does not blank or lock while a match is being played.</source>
            <translation>La pantalla no se apaga ni se bloquea mientras se juega una partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/screen_awake.py" line="80" />
            <source>A match of Tarabish is being scored</source>
            <extracomment>The events of the window that can change whether it is in view.</extracomment>
            <translation>Se está anotando una partida de Tarabish</translation>
        </message>
    </context>
    <context>
        <name>Keeper</name>
        <message>
            <location filename="../../tarbish_score/qt/keeper.py" line="227" />
            <source>changes in this window are not saved yet; once they are, restore the snapshot</source>
            <extracomment>The log action of each command kind done the first time. The last save that failed, while changes are pending; else None. The recovery record this session wrote (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>los cambios de esta ventana aún no se han guardado; cuando se guarden, restaura la instantánea</translation>
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
            <translation>D</translation>
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
            <translation>S</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/letters.py" line="51" />
            <source>R</source>
            <extracomment>The key that goes to the runs: one letter, no suit's, no card's (French: S, suites).</extracomment>
            <translation>E</translation>
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
            <translation>Mayús</translation>
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
            <translation>Intro</translation>
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
            <translation>Supr</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="48" />
            <source>Backspace key</source>
            <extracomment>The key that deletes backwards, its name alone (French: Retour arrière; Qt's French says "Effacement").</extracomment>
            <translation>Retroceso</translation>
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
            <translation>Insert</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="53" />
            <source>Space key</source>
            <extracomment>The space bar's name, alone (French: Espace).</extracomment>
            <translation>Espacio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="55" />
            <source>Home key</source>
            <extracomment>The name printed on the key, alone (French: Début).</extracomment>
            <translation>Inicio</translation>
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
            <translation>Izquierda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/key_names.py" line="61" />
            <source>Right key</source>
            <extracomment>The right arrow key's name, alone (French: Droite).</extracomment>
            <translation>Derecha</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="342" />
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="350" />
            <source>Keys of the desk</source>
            <translation>Teclas de la mesa del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="345" />
            <source>What they do</source>
            <translation>Qué hacen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="351" />
            <source>Each key of the desk and what it does; {Esc} closes.</source>
            <translation>Cada tecla de la mesa del torneo y lo que hace; {Esc} cierra.</translation>
        </message>
    </context>
    <context>
        <name>LanguageActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="48" />
            <source>&amp;Language</source>
            <extracomment>The note that the language changes at the next start (made on the first change). The language in force in this session ("" for the system's).</extracomment>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="54" />
            <source>System language</source>
            <extracomment>The menu's items by language code ("" for the system's language).</extracomment>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="90" />
            <source>The language changes to {language} the next time Tarabish Score starts.</source>
            <translation>El idioma cambiará a {language} la próxima vez que se inicie Tarabish Score.</translation>
        </message>
    </context>
    <context>
        <name>Leaving</name>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="179" />
            <source>Tarabish Score: changes the archive refused are kept in {path}; they are offered back at the next start.</source>
            <extracomment>How a close treats unsaved changes: ask the player, keep them in a recovery record, or let them go. The signals that close the window cleanly (Ctrl+C in the terminal, a polite kill, the terminal closed). No archive id: the match was never in an archive. The recovery record written (:meth:`write_recovery`), until it is removed.</extracomment>
            <translation>Tarabish Score: los cambios que el archivo rechazó se guardan en {path}; se ofrecerán de nuevo en el próximo inicio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="185" />
            <source>Tarabish Score: changes the archive refused could not be kept anywhere ({problem}).</source>
            <translation>Tarabish Score: los cambios que el archivo rechazó no se han podido guardar en ningún sitio ({problem}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="279" />
            <source>Save a copy of the match</source>
            <translation>Guardar una copia de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="281" />
            <source>Match records (*.tarbish.json)</source>
            <translation>Registros de partida (*.tarbish.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="304" />
            <source>The copy could not be saved: {error}</source>
            <translation>No se ha podido guardar la copia: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="415" />
            <source>Could not bring back {path}: {error}</source>
            <extracomment>The status a signal left with (128 + its number), or None: it wins over a later quit().</extracomment>
            <translation>No se ha podido recuperar {path}: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/leaving.py" line="433" />
            <source>cannot be read: {error}</source>
            <translation>no se puede leer: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/leaving.py" line="436" />
            <source>{a} against {b}, %n round(s)</source>
            <translation>
                <numerusform>{a} contra {b}, %n ronda</numerusform>
                <numerusform>{a} contra {b}, %n rondas</numerusform>
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
            <translation>&amp;Nueva partida…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="61" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revancha</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="220" />
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="231" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="240" />
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="271" />
            <source>Switch between round &amp;entry and history</source>
            <translation>Cambiar entre &amp;entrada de ronda e historial</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="281" />
            <source>&amp;Full screen</source>
            <translation>Pantalla &amp;completa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="435" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="446" />
            <source>&amp;Rules in force</source>
            <translation>&amp;Reglas vigentes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="28" />
            <source>&amp;Match</source>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="29" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="30" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="33" />
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="455" />
            <source>&amp;About Tarabish Score</source>
            <translation>&amp;Acerca de Tarabish Score</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="250" />
            <source>&amp;Insert a forgotten round before the selected one</source>
            <translation>&amp;Insertar una ronda olvidada antes de la seleccionada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="260" />
            <source>Change the &amp;house rules…</source>
            <translation>&amp;Cambiar las reglas de la casa…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="386" />
            <source>&amp;Run checker…</source>
            <translation>Comprobador de &amp;escaleras…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="396" />
            <source>&amp;Card-point counter…</source>
            <translation>&amp;Contador de puntos de cartas…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="31" />
            <source>&amp;Tools</source>
            <translation>&amp;Herramientas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="131" />
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="141" />
            <source>&amp;Print scoresheet…</source>
            <translation>I&amp;mprimir hoja de puntuación…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="159" />
            <source>&amp;Copy result</source>
            <translation>&amp;Copiar resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="170" />
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="177" />
            <source>&amp;Back up all matches…</source>
            <translation>&amp;Hacer copia de seguridad de todas las partidas…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="178" />
            <source>Res&amp;tore from backup…</source>
            <translation>Resta&amp;urar desde copia de seguridad…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tools.py" line="77" />
            <source>Runs from the run checker entered in the round.</source>
            <translation>Escaleras del comprobador anotadas en la ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="152" />
            <source>Start a rematch?</source>
            <translation>¿Empezar la revancha?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="154" />
            <source>This match is not over: {a} {x}, {b} {y}.</source>
            <translation>Esta partida no ha terminado: {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="160" />
            <source>A rematch starts again from 0 to 0. {Ctrl+Z} would bring this match back.</source>
            <translation>La revancha empieza de nuevo en 0 a 0. {Ctrl+Z} recuperaría esta partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="166" />
            <source>&amp;Start the rematch</source>
            <translation>&amp;Empezar la revancha</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="169" />
            <source>&amp;Keep playing</source>
            <translation>&amp;Seguir jugando</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/main_window.py" line="388" />
            <source>Tarabish Score: {a} against {b}</source>
            <translation>Tarabish Score: {a} contra {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="94" />
            <source>Match started: good luck!</source>
            <translation>Partida empezada: ¡buena suerte!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="106" />
            <source>Round {n} corrected; later rounds re-scored.</source>
            <translation>Ronda {n} corregida; rondas siguientes recalculadas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="193" />
            <source>No round recorded yet: type the round as the next one.</source>
            <translation>Aún no hay rondas registradas: anota la ronda como la siguiente.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="99" />
            <source>Round {n} recorded. {Ctrl+Z} undoes it.</source>
            <translation>Ronda {n} registrada. {Ctrl+Z} la deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="113" />
            <source>Round {n} deleted; later rounds re-scored. {Ctrl+Z} brings it back.</source>
            <translation>Ronda {n} borrada; rondas siguientes recalculadas. {Ctrl+Z} la recupera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="126" />
            <source>Forgotten round put in as round {n}; the later rounds are renumbered, their dealers and totals follow. {Ctrl+Z} undoes it.</source>
            <translation>Ronda olvidada añadida como ronda {n}; las siguientes se renumeran y sus repartidores y totales se ajustan. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="137" />
            <source>House rules changed; every round re-scored. {Ctrl+Z} undoes it.</source>
            <translation>Reglas de la casa cambiadas; todas las rondas recalculadas. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="159" />
            <source>Round {n} deleted.</source>
            <translation>Ronda {n} borrada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="163" />
            <source>Round {n} corrected; round {first} removed.</source>
            <translation>Ronda {n} corregida; ronda {first} quitada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="165" />
            <source>Round {n} corrected; rounds {first} to {last} removed.</source>
            <translation>Ronda {n} corregida; rondas {first} a {last} quitadas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="173" />
            <source>Rematch started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Revancha empezada; {a} contra {b} ({x} – {y}) queda apartada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="177" />
            <source>New match started; {a} against {b} ({x} – {y}) is put aside.</source>
            <translation>Nueva partida empezada; {a} contra {b} ({x} – {y}) queda apartada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="194" />
            <location filename="../../tarbish_score/ui/change_news.py" line="195" />
            <source>starting the new match</source>
            <translation>el inicio de la nueva partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="196" />
            <source>recording round {n}</source>
            <translation>el registro de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="197" />
            <source>the correction of round {n}</source>
            <translation>la corrección de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="198" />
            <source>deleting round {n}</source>
            <translation>el borrado de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="199" />
            <source>renaming teams and players</source>
            <translation>el cambio de nombres de equipos y jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="201" />
            <source>the note on round {n}</source>
            <translation>la nota de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="203" />
            <source>the match's note</source>
            <translation>la nota de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="205" />
            <source>putting in the forgotten round {n}</source>
            <translation>la inserción de la ronda olvidada {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="206" />
            <source>the change of house rules</source>
            <translation>el cambio de reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="207" />
            <source>the last change</source>
            <translation>el último cambio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="209" />
            <source>Redone: {change}. {Ctrl+Z} undoes it.</source>
            <translation>Rehecho: {change}. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="211" />
            <source>Undone: {change}. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Deshecho: {change}. {Ctrl+Shift+Z} lo rehace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/change_news.py" line="223" />
            <source>Round {n} was not changed: nothing to correct.</source>
            <translation>La ronda {n} no ha cambiado: no hay nada que corregir.</translation>
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
            <translation>Ronda {n}: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/match.py" line="80" />
            <source>This finished match is read-only: press “Correct this match” to change it.</source>
            <translation>Esta partida terminada es de solo lectura: pulsa «Corregir esta partida» para cambiarla.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/app.py" line="371" />
            <source>Brought back: {a} against {b}, %n round(s).</source>
            <extracomment>Exit status when another window already has the data folder open. A second launch was given a file it cannot read: said on standard error, nothing handed over. The compiled catalogues' folder (the one ``export --language`` reads). English's catalogue: only the plural messages ("%n match" / "%n matches"); the rest is the source. The archive's file in the data folder (tarbish_score.storage names it; not imported before the first paint).</extracomment>
            <translation>
                <numerusform>Recuperada: {a} contra {b}, %n ronda.</numerusform>
                <numerusform>Recuperada: {a} contra {b}, %n rondas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="380" />
            <source>Welcome back: {a} against {b}, round {n}.</source>
            <translation>Hola de nuevo: {a} contra {b}, ronda {n}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="436" />
            <source>Last match: {a} against {b}, finished. {Ctrl+Shift+R}: rematch; {Ctrl+N}: new match.</source>
            <translation>Última partida: {a} contra {b}, terminada. {Ctrl+Shift+R}: revancha; {Ctrl+N}: nueva partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="452" />
            <source>Tarabish Score is already open</source>
            <translation>Tarabish Score ya está abierto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="453" />
            <source>{error}

Two windows on one archive could each overwrite the other's rounds.</source>
            <translation>{error}

Dos ventanas sobre un mismo archivo podrían sobrescribir cada una las rondas de la otra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="466" />
            <source>Matches will not be saved</source>
            <translation>Las partidas no se guardarán</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="467" />
            <source>{error}

You can keep score, but this match will not be saved.</source>
            <translation>{error}

Puedes llevar la puntuación, pero esta partida no se guardará.</translation>
        </message>
    </context>
    <context>
        <name>MatchController</name>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="91" />
            <source>start a new match</source>
            <extracomment>A persistence hook: called with each :class:`Change` (``change.match`` is the match now in force, None when undo goes back to "no match"), *before* any signal tells the window. If it raises, the change is still shown and ``save_failed`` is emitted.</extracomment>
            <translation>nueva partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="100" />
            <source>start a rematch</source>
            <translation>revancha</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="111" />
            <source>record round %n</source>
            <translation>
                <numerusform>registro de la ronda %n</numerusform>
                <numerusform>registro de la ronda %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="128" />
            <source>edit round %n</source>
            <translation>
                <numerusform>corrección de la ronda %n</numerusform>
                <numerusform>corrección de la ronda %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="142" />
            <source>edit round %n and remove the later rounds</source>
            <translation>
                <numerusform>corrección de la ronda %n y borrado de las siguientes</numerusform>
                <numerusform>corrección de la ronda %n y borrado de las siguientes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="154" />
            <source>delete round %n</source>
            <translation>
                <numerusform>borrado de la ronda %n</numerusform>
                <numerusform>borrado de la ronda %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="173" />
            <source>rename teams and players</source>
            <translation>cambio de nombres de equipos y jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="192" />
            <source>note on the match</source>
            <translation>nota de la partida</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="195" />
            <source>note on round %n</source>
            <translation>
                <numerusform>nota de la ronda %n</numerusform>
                <numerusform>nota de la ronda %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/controller.py" line="214" />
            <source>insert a forgotten round as round %n</source>
            <translation>
                <numerusform>inserción de una ronda olvidada como ronda %n</numerusform>
                <numerusform>inserción de una ronda olvidada como ronda %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/controller.py" line="231" />
            <source>change the house rules</source>
            <translation>cambio de las reglas de la casa</translation>
        </message>
    </context>
    <context>
        <name>MatchDetailsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="72" />
            <source>Rena&amp;me teams and players…</source>
            <translation>Renom&amp;brar equipos y jugadores…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="82" />
            <source>Matc&amp;h note…</source>
            <translation>Nota de &amp;la partida…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="92" />
            <source>Note on a ro&amp;und…</source>
            <translation>Nota de una ron&amp;da…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="101" />
            <source>Teams and players renamed. {Ctrl+Z} undoes it.</source>
            <extracomment>The round the open note dialog is about (0-based), or -1 for the match. Where the keyboard focus was when a dialog opened: it goes back there. The declared commands' actions (ui/window_commands.py), on the window, by id. "Note: Legion hall, Friday" across the window; hidden while the match has no note.</extracomment>
            <translation>Equipos y jugadores renombrados. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Note on the match</source>
            <translation>Nota de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="118" />
            <source>Where and when: Legion hall, Friday</source>
            <translation>Dónde y cuándo: Legion hall, viernes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="135" />
            <source>No round yet: a note goes on a recorded round.</source>
            <translation>Aún no hay rondas: una nota va en una ronda registrada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="137" />
            <source>Note on round {n}</source>
            <translation>Nota de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="138" />
            <source>misdeal, renege, played short …</source>
            <translation>mal repartida, renuncio, jugó con cartas de menos …</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="160" />
            <source>The note was not saved: {error}</source>
            <translation>No se ha guardado la nota: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/details.py" line="163" />
            <source>Note saved. {Ctrl+Z} undoes it.</source>
            <translation>Nota guardada. {Ctrl+Z} la deshace.</translation>
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
            <translation>Veces que eligió triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="42" />
            <source>Made</source>
            <translation>Cumplidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="43" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="44" />
            <source>Half bait</source>
            <translation>Medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="45" />
            <source>Bait rate as caller</source>
            <translation>% de bait al elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="46" />
            <source>Average count when calling</source>
            <translation>Recuento medio al elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="47" />
            <source>Forced calls</source>
            <translation>Veces obligado a elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="48" />
            <source>Twenties announced</source>
            <translation>Veintes cantados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="49" />
            <source>Twenties scored</source>
            <translation>Veintes anotados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="50" />
            <source>Fifties announced</source>
            <translation>Cincuentas cantados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="51" />
            <source>Fifties scored</source>
            <translation>Cincuentas anotados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="52" />
            <source>Bellas</source>
            <translation>Bellas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="53" />
            <source>Thrown-in rounds dealt</source>
            <translation>Rondas anuladas al dar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="54" />
            <source>Biggest round</source>
            <translation>Mejor ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/statistics.py" line="55" />
            <source>Most calls made in a row</source>
            <translation>Mejor racha de cumplidas</translation>
        </message>
    </context>
    <context>
        <name>MatchStatisticsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="54" />
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="70" />
            <source>Match statistics</source>
            <translation>Estadísticas de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="72" />
            <source>One line per figure; a column for each team, then its two players. Arrow keys move.</source>
            <translation>Una fila por dato; una columna por cada equipo, seguida de sus dos jugadores. Las flechas sirven para moverse.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="77" />
            <source>Follows the match as rounds are recorded or corrected · {Esc} closes</source>
            <translation>Se actualiza a medida que se registran o corrigen rondas · {Esc} cierra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="81" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="83" />
            <source>Close the match statistics</source>
            <translation>Cerrar las estadísticas de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="99" />
            <source>No match yet: its statistics show here once it starts.</source>
            <translation>Aún no hay partida: sus estadísticas aparecerán aquí cuando empiece.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="105" />
            <source>{a} against {b}: %n round(s) recorded</source>
            <translation>
                <numerusform>{a} contra {b}: %n ronda anotada</numerusform>
                <numerusform>{a} contra {b}: %n rondas anotadas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/statistics/match.py" line="108" />
            <source>, {n} thrown in</source>
            <translation>, anuladas: {n}</translation>
        </message>
    </context>
    <context>
        <name>MatchVersionsDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="41" />
            <source>replaced by a newer version</source>
            <translation>reemplazada por una versión más nueva</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="42" />
            <source>not chosen (changed on two laptops)</source>
            <translation>no elegida (cambiada en dos portátiles)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="43" />
            <source>the same rounds, another history</source>
            <translation>las mismas rondas, otro historial</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="44" />
            <source>set aside by the other laptop's choice</source>
            <translation>dejada a un lado por la elección del otro portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="45" />
            <source>the match was deleted</source>
            <translation>la partida se borró</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="68" />
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="92" />
            <source>Versions kept</source>
            <translation>Versiones guardadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="72" />
            <source>Versions of {a} v {b} set aside on this laptop</source>
            <translation>Versiones de {a} contra {b} dejadas a un lado en este portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="84" />
            <source>Another laptop's version or a choice took each one's place; none is lost. Newest first; the match as it is now is not listed.</source>
            <translation>Una versión de otro portátil o una elección ocupó el lugar de cada una; ninguna se pierde. Las más recientes primero; la partida tal como está ahora no aparece.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="89" />
            <source>No other version is kept: no other laptop changed this match.</source>
            <translation>No se guarda ninguna otra versión: ningún otro portátil cambió esta partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Set aside</source>
            <translation>Dejada a un lado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Why</source>
            <translation>Por qué</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Written on</source>
            <translation>Escrita en</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Rounds</source>
            <translation>Rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="94" />
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="120" />
            <source>this laptop</source>
            <translation>este portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/match_versions.py" line="126" />
            <source>does not score</source>
            <translation>no se puede puntuar</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="174" />
            <source>New match</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="181" />
            <source>Teams</source>
            <translation>Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="189" />
            <source>Team {n}</source>
            <translation>Equipo {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="194" />
            <source>Players around the table</source>
            <translation>Jugadores alrededor de la mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="225" />
            <source>The game</source>
            <translation>La partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="232" />
            <source>The player who deals the first round, the one who won the cut; the deal then passes to the left.</source>
            <translation>El jugador que reparte la primera ronda, el que ganó el corte; después el reparto pasa a la izquierda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="234" />
            <source>Deals first (won the cut):</source>
            <translation>Reparte primero (ganó el corte):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="244" />
            <source>{low} to {high}</source>
            <translation>de {low} a {high}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="247" />
            <source>Play to:</source>
            <translation>Jugar a:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="255" />
            <source>House rules:</source>
            <translation>Reglas de la casa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="259" />
            <source>on the slip, e.g. 3-7-KWD</source>
            <translation>en la hoja, p. ej. 3-7-KWD</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="261" />
            <source>A tournament table's code, as printed on its score slip; empty for a match at home.</source>
            <translation>El código de una mesa de torneo, impreso en su hoja de puntuación; vacío para una partida en casa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="264" />
            <source>Table code:</source>
            <translation>Código de mesa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="269" />
            <source>House rules: change any switch</source>
            <translation>Reglas de la casa: cambia cualquier opción</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="280" />
            <source>Start match</source>
            <translation>Empezar partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="391" />
            <source>Play to goes from {low} to {high}: “{typed}” became {value}. {Enter} starts the match.</source>
            <translation>«Jugar a» va de {low} a {high}: «{typed}» pasó a ser {value}. {Enter} empieza la partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="401" />
            <source>“{code}” is not a table code: a slip prints it like 3-7-KWD.</source>
            <translation>«{code}» no es un código de mesa: la hoja lo imprime así: 3-7-KWD.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="423" />
            <source>Press {Enter} to start: {a} against {b}, playing to {target} ({rules} house rules).</source>
            <translation>Pulsa {Enter} para empezar: {a} contra {b}, a {target} puntos (reglas de la casa: {rules}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="420" />
            <source>{preset}, changed</source>
            <translation>{preset}, modificadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="446" />
            <source>Seat {n} · {team}</source>
            <translation>Asiento {n} · {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="466" />
            <source>Play to</source>
            <translation>Jugar a</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="468" />
            <source>The target in points: the first team to reach it wins. Up and Down change it by 50.</source>
            <translation>La meta en puntos: gana el primer equipo que llegue a ella. Las flechas arriba y abajo la cambian de 50 en 50.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="480" />
            <source>House rules</source>
            <translation>Reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="482" />
            <source>A set of house rules to start from; the switches below show each rule and can change it.</source>
            <translation>Un conjunto de reglas de la casa para empezar; las opciones de abajo muestran cada regla y permiten cambiarla.</translation>
        </message>
    </context>
    <context>
        <name>NewTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="78" />
            <source>The team name “{name}” is {n} letters long; a team name has at most {limit}.</source>
            <extracomment>The fewest teams a night is set up with here (three tables). The games a night can be played to.</extracomment>
            <translation>El nombre de equipo «{name}» tiene {n} letras; un nombre de equipo tiene como máximo {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="86" />
            <source>The partner's name “{name}” is {n} letters long; a partner's name has at most {limit}.</source>
            <translation>El nombre de compañero «{name}» tiene {n} letras; un nombre de compañero tiene como máximo {limit}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="105" />
            <source>New tournament</source>
            <translation>Nuevo torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="112" />
            <source>Legion hall, Friday</source>
            <extracomment>The seed of every draw by lot of the night (tests set it).</extracomment>
            <translation>Salón de la Legión, viernes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="113" />
            <source>Name of the night</source>
            <translation>Nombre de la velada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="114" />
            <source>Printed on the slips and the standings; may stay empty.</source>
            <translation>Se imprime en las hojas y la clasificación; puede quedar vacío.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="115" />
            <source>&amp;Name:</source>
            <translation>&amp;Nombre:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="119" />
            <source>One team a line, partners after a colon:
MacNeils: Angus &amp; Mary
Gillis</source>
            <translation>Un equipo por línea, compañeros tras dos puntos:
MacNeils: Angus &amp; Mary
Gillis</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="121" />
            <source>Teams</source>
            <translation>Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="123" />
            <source>One team a line; the two partners after a colon, joined by &amp;. Pasting a list works.</source>
            <translation>Un equipo por línea; los dos compañeros tras dos puntos, unidos por &amp;. Se puede pegar una lista.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="126" />
            <source>&amp;Teams:</source>
            <translation>&amp;Equipos:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="132" />
            <source>Format</source>
            <translation>Formato</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="133" />
            <source>How the tables are drawn each round.</source>
            <translation>Cómo se sortean las mesas en cada ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="135" />
            <source>&amp;Format:</source>
            <translation>&amp;Formato:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="138" />
            <source>To {target}</source>
            <translation>A {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="139" />
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="140" />
            <source>The total a team needs to win a table's game.</source>
            <translation>El total que necesita un equipo para ganar la partida de una mesa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="142" />
            <source>&amp;Game:</source>
            <translation>&amp;Juego:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="148" />
            <source>Rounds</source>
            <extracomment>The rounds chosen for a Swiss night, kept while a round robin shows its own count.</extracomment>
            <translation>Rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="150" />
            <source>How many rounds the night plays (a round robin plays them all).</source>
            <translation>Cuántas rondas juega la velada (un todos contra todos las juega todas).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="152" />
            <source>&amp;Rounds:</source>
            <translation>&amp;Rondas:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="156" />
            <source>No limit</source>
            <translation>Sin límite</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="157" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="158" />
            <source>Time limit per round</source>
            <translation>Tiempo límite por ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="159" />
            <source>Minutes a game may last before time is called; 0 for none.</source>
            <translation>Minutos que puede durar una partida antes de cumplirse el tiempo; 0 para ninguno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="160" />
            <source>T&amp;ime limit:</source>
            <translation>&amp;Tiempo límite:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="162" />
            <source>Bye</source>
            <translation>Descanso</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="163" />
            <source>What a team sitting out a round gets in the standings.</source>
            <translation>Lo que recibe en la clasificación un equipo que descansa una ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="164" />
            <source>&amp;Bye:</source>
            <translation>&amp;Descanso:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="171" />
            <source>Start the night</source>
            <translation>Empezar la velada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="180" />
            <source>{Ctrl+Enter} starts the night.</source>
            <translation>{Ctrl+Enter} empieza la velada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="218" />
            <source>A night here takes {low} to {high} teams; {n} are typed.</source>
            <translation>Una velada admite aquí de {low} a {high} equipos; hay {n} escritos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="223" />
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="235" />
            <source>Line {n}: {problem}</source>
            <translation>Línea {n}: {problem}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/new_tournament.py" line="261" />
            <source>Teams typed: {n}. Tables a round: {tables}.</source>
            <translation>Equipos escritos: {n}. Mesas por ronda: {tables}.</translation>
        </message>
    </context>
    <context>
        <name>NoteDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="147" />
            <source>The note, one line; left empty, the note is removed.</source>
            <extracomment>The note as opened: given back untouched while the text is not changed.</extracomment>
            <translation>La nota, en una sola línea; si se deja vacía, la nota se elimina.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="153" />
            <source>&amp;Save note</source>
            <translation>&amp;Guardar nota</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="186" />
            <source>{n} characters: a note has at most {limit}. Take out %n to save it.</source>
            <translation>
                <numerusform>{n} caracteres: una nota tiene como máximo {limit}. Quita %n carácter para guardarla.</numerusform>
                <numerusform>{n} caracteres: una nota tiene como máximo {limit}. Quita %n caracteres para guardarla.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="193" />
            <source>{n} of {limit} characters. An empty note removes it; notes never change a score.</source>
            <translation>{n} de {limit} caracteres. Una nota vacía la elimina; las notas nunca cambian la puntuación.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="34" />
            <source>{value}%</source>
            <extracomment>Shown for a figure with nothing to count (a rate or average without a call).</extracomment>
            <translation>{value} %</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/numbers.py" line="61" />
            <source>{points} (round {n})</source>
            <translation>{points} (ronda {n})</translation>
        </message>
    </context>
    <context>
        <name>OpenArchive</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="411" />
            <source>&lt;b&gt;Not saved:&lt;/b&gt; {error} Rounds stay in this window; leaving keeps them in a recovery file.</source>
            <translation>&lt;b&gt;No guardado:&lt;/b&gt; {error} Las rondas se quedan en esta ventana; al salir se guardan en un fichero de recuperación.</translation>
        </message>
    </context>
    <context>
        <name>OpenTournamentDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="295" />
            <source>Open tournament</source>
            <translation>Abrir un torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="298" />
            <source>Tournaments</source>
            <translation>Torneos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="299" />
            <source>Every night in the archive, newest first; Enter opens it.</source>
            <translation>Cada velada del archivo, la más reciente primero; Intro la abre.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="301" />
            <source>Tournament {id}</source>
            <translation>Torneo {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="303" />
            <source>finished</source>
            <translation>terminado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="305" />
            <source>round {drawn} of {planned}</source>
            <translation>ronda {drawn} de {planned}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="307" />
            <source>{name} — {date}, {teams} teams, {state}</source>
            <translation>{name} — {date}, {teams} equipos, {state}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="324" />
            <source>The archive holds no tournament yet.</source>
            <translation>El archivo aún no contiene ningún torneo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="325" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
    </context>
    <context>
        <name>PaperActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/preferences.py" line="106" />
            <source>Scoresheet paper si&amp;ze</source>
            <translation>Tamaño de papel de la ho&amp;ja de puntuación</translation>
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
            <translation>Carta (EE. UU.)</translation>
        </message>
    </context>
    <context>
        <name>ProjectorWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="143" />
            <source>Page {n} of {pages}</source>
            <extracomment>The projector's corner while the night takes more than one page: "Page 2 of 3".</extracomment>
            <translation>Página {n} de {pages}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="159" />
            <source>No tournament yet</source>
            <translation>Todavía no hay torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="188" />
            <source>Tables</source>
            <translation>Mesas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="191" />
            <source>{round}: every result is in</source>
            <translation>{round}: están todos los resultados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="197" />
            <source>The first round is not drawn yet.</source>
            <translation>La primera ronda aún no se ha sorteado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="210" />
            <source>Tarabish Score — projector</source>
            <translation>Tarabish Score — proyector</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="211" />
            <source>Tournament projector</source>
            <translation>Proyector del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="212" />
            <source>Standings and tables</source>
            <translation>Clasificación y mesas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="219" />
            <source>Teams</source>
            <translation>Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="221" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/projector.py" line="224" />
            <source>playing</source>
            <extracomment>Where a table's result will be while its game goes on.</extracomment>
            <translation>en juego</translation>
        </message>
    </context>
    <context>
        <name>Race</name>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="40" />
            <source>Round {n}: {outcome}.</source>
            <translation>Ronda {n}: {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="42" />
            <source>Round {n}: {team} called, {outcome}.</source>
            <translation>Ronda {n}: eligió {team}, {outcome}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="45" />
            <source>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</source>
            <translation>{a} +{x} → {total_a}, {b} +{y} → {total_b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="60" />
            <source>The match ends drawn.</source>
            <translation>La partida termina en empate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/race.py" line="62" />
            <source>{team} won the match.</source>
            <translation>Partida ganada por {team}.</translation>
        </message>
    </context>
    <context>
        <name>RaceChart</name>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="87" />
            <source>Round</source>
            <extracomment>The marks' shapes (pyqtgraph symbol names): a round's kind is told by shape as well as colour. The size (pixels) a saved PNG or SVG chart is drawn at.</extracomment>
            <translation>Ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="88" />
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="113" />
            <source>Target {points}</source>
            <translation>Meta {points}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="134" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="140" />
            <source>Half bait</source>
            <translation>Medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="169" />
            <source>Won</source>
            <translation>Victoria</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="237" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="273" />
            <source>Race chart</source>
            <extracomment>The resolution (dots per inch) pyqtgraph records its axes at (as ``QPicture``): a screen's. How wide (pixels) the image of a page's chart is: about 340 dpi across an A4 page.</extracomment>
            <translation>Gráfico de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="243" />
            <location filename="../../tarbish_score/ui/race_chart.py" line="252" />
            <source>Could not write {path}.</source>
            <translation>No se pudo escribir {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="275" />
            <source>Both teams' totals after each round. Left and Right arrows: the round before or after.</source>
            <translation>Totales de los dos equipos después de cada ronda. Flechas izquierda y derecha: la ronda anterior o la siguiente.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="277" />
            <source>Left/Right: the round before or after; right-click to save the chart</source>
            <translation>Izquierda/Derecha: ronda anterior o siguiente; clic derecho para guardar el gráfico</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="349" />
            <source>No match yet: the race shows here once rounds are recorded.</source>
            <extracomment>False for a small chart (the table view's corner): the legend would cover it; the team colours say who. The round under the cursor (0-based), or None. Actions of the chart's context menu (the window adds "Save race chart…").</extracomment>
            <translation>Aún no hay partida: el gráfico aparece aquí cuando se registran rondas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="352" />
            <source>No rounds yet. First to {target} wins.</source>
            <translation>Aún no hay rondas. Gana el primer equipo que llegue a {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/race_chart.py" line="355" />
            <source>Point at a round, or press Left or Right, to read what it did.</source>
            <translation>Señala una ronda, o pulsa Izquierda o Derecha, para leer qué pasó en ella.</translation>
        </message>
    </context>
    <context>
        <name>RaceChartActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="49" />
            <source>Race chart</source>
            <translation>Gráfico de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="370" />
            <source>&amp;Race chart</source>
            <translation>&amp;Gráfico de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="378" />
            <source>Both teams' totals after each round, the target, bait rounds and the win.</source>
            <translation>Totales de los dos equipos después de cada ronda, la meta, las rondas en bait y la victoria.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="152" />
            <source>Save race chart as PNG or SVG…</source>
            <translation>Guardar el gráfico de la partida como PNG o SVG…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="96" />
            <source>Save race chart</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>Guardar el gráfico de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="97" />
            <source>race-chart.png</source>
            <translation>grafico-partida.png</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="98" />
            <source>PNG image (*.png);;SVG drawing (*.svg)</source>
            <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/race_chart.py" line="118" />
            <source>Race chart not saved</source>
            <translation>No se guardó el gráfico de la partida</translation>
        </message>
    </context>
    <context>
        <name>RecoveredMatchesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="108" />
            <source>Unsaved matches found</source>
            <translation>Partidas sin guardar encontradas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="110" />
            <source>&lt;b&gt;Tarabish Score was left last time with changes the archive did not save.&lt;/b&gt;</source>
            <translation>&lt;b&gt;La última vez que se cerró Tarabish Score quedaron cambios que el archivo no guardó.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="112" />
            <source>They were kept, and can go back into the archive now:</source>
            <translation>Se conservaron y ahora pueden volver al archivo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="118" />
            <source>&amp;Bring back</source>
            <translation>&amp;Recuperar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="119" />
            <source>&amp;Discard</source>
            <translation>&amp;Descartar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="120" />
            <source>Ask me &amp;later</source>
            <translation>Preguntar &amp;más tarde</translation>
        </message>
    </context>
    <context>
        <name>RenameDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="46" />
            <source>Rename teams and players</source>
            <extracomment>The note field's own limit, in UTF-16 units: far above any note, so the field never cuts one.</extracomment>
            <translation>Renombrar equipos y jugadores</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="50" />
            <source>Scores and seats stay as they are; the log and every export use the new names.</source>
            <translation>Los puntos y los asientos no cambian; el registro y todas las exportaciones usan los nuevos nombres.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="61" />
            <source>The team's new name; left empty, the old name stays.</source>
            <extracomment>The player fields by seat (0-3).</extracomment>
            <translation>El nuevo nombre del equipo; si se deja vacío, se mantiene el anterior.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="63" />
            <source>Team {n}:</source>
            <translation>Equipo {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="69" />
            <source>The player's new name; left empty, the old name stays.</source>
            <translation>El nuevo nombre del jugador; si se deja vacío, se mantiene el anterior.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="70" />
            <source>    Player {n}:</source>
            <translation>    Jugador {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/details.py" line="76" />
            <source>&amp;Rename</source>
            <translation>&amp;Renombrar</translation>
        </message>
    </context>
    <context>
        <name>ResultEntry</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>Table</source>
            <extracomment>Keys that hand the focus to the next field without typing anything. Tables in the current round (how many digits a table number can have). Digits of the longest total (the game's target's). The window's own keys: a field never takes them (set by the desk).</extracomment>
            <translation>Mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="67" />
            <source>The table's number, as on its slip.</source>
            <translation>El número de la mesa, como en su hoja.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>First team's total</source>
            <translation>Total del primer equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="69" />
            <source>The final total of the table's first team (seats 1 and 3).</source>
            <translation>El total final del primer equipo de la mesa (asientos 1 y 3).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>Second team's total</source>
            <translation>Total del segundo equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="72" />
            <source>The final total of the table's second team (seats 2 and 4).</source>
            <translation>El total final del segundo equipo de la mesa (asientos 2 y 4).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>T&amp;able</source>
            <translation>&amp;Mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;First total</source>
            <translation>&amp;Primer total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="75" />
            <source>&amp;Second total</source>
            <translation>&amp;Segundo total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="81" />
            <source>&amp;Time called</source>
            <translation>&amp;Tiempo cumplido</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="83" />
            <source>Time was called before a team reached the target.</source>
            <translation>El tiempo se cumplió antes de que un equipo llegara a la meta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="91" />
            <source>Table number, the two totals, {Enter}: it is recorded. {Esc} clears.</source>
            <translation>Número de mesa, los dos totales, {Enter}: queda anotado. {Esc} borra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="190" />
            <source>Type the table's number first.</source>
            <translation>Escriba primero el número de la mesa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/result_entry.py" line="194" />
            <source>Type both final totals, the first team's then the second's.</source>
            <translation>Escriba los dos totales finales, el del primer equipo y luego el del segundo.</translation>
        </message>
    </context>
    <context>
        <name>RoundEntryPanel</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="107" />
            <source>Which team counted its tricks (key /)</source>
            <translation>Qué equipo contó sus bazas (tecla /)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="121" />
            <source>Sweep: one team took all nine tricks  [{sweep}]</source>
            <translation>Capote: un equipo ganó las nueve bazas  [{sweep}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="127" />
            <source>Caller
(1-4)</source>
            <translation>Elige
(1-4)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="128" />
            <source>Trump
({clubs} {diamonds} {hearts} {spades})</source>
            <translation>Triunfo
({clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="130" />
            <source>Runs  [{runs}]
seat, then {twenty}/{fifty}</source>
            <translation>Escaleras  [{runs}]
asiento, luego {twenty}/{fifty}</translation>
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
            <translation>Cancelar edición  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="249" />
            <source>No match yet: press {Ctrl+N} to start one.</source>
            <extracomment>The field that last had the keyboard focus: a draft put aside comes back there.</extracomment>
            <translation>Aún no hay partida: pulsa {Ctrl+N} para empezar una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="251" />
            <source>Correcting round {n} — {Esc} cancels</source>
            <translation>Corrigiendo la ronda {n} — {Esc} cancela</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="255" />
            <source>The match is over: {Ctrl+Shift+R} for a rematch.</source>
            <translation>La partida ha terminado: {Ctrl+Shift+R} para la revancha.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="267" />
            <source>Insert this round  [{Enter}]</source>
            <translation>Insertar esta ronda  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="269" />
            <source>Record round  [{Enter}]</source>
            <translation>Registrar ronda  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="271" />
            <source>Save correction  [{Enter}]</source>
            <translation>Guardar corrección  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="385" />
            <source>The match is over. {Ctrl+Shift+R} starts a rematch, {Ctrl+N} a new match.</source>
            <translation>La partida ha terminado. {Ctrl+Shift+R} empieza la revancha, {Ctrl+N} una nueva partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="129" />
            <source>Card points
(/ = other team)</source>
            <translation>Puntos de cartas
(/ = otro equipo)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="25" />
            <source>Pick the trump suit: press {clubs}, {diamonds}, {hearts} or {spades}.</source>
            <translation>Indica el palo de triunfo: pulsa {clubs}, {diamonds}, {hearts} o {spades}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="77" />
            <source>Count cards…  {Ctrl+K}</source>
            <translation>Contar cartas…  {Ctrl+K}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="81" />
            <source>Who scores?  {Ctrl+R}</source>
            <translation>¿Quién puntúa?  {Ctrl+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="89" />
            <source>Recount a team's tricks card by card</source>
            <translation>Volver a contar las bazas de un equipo carta a carta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="92" />
            <source>Both teams claim runs: check who scores, and why</source>
            <translation>Los dos equipos cantan escaleras: comprueba quién puntúa y por qué</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="103" />
            <source>Correct and remove the later rounds</source>
            <translation>Corregir y quitar las siguientes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="111" />
            <source>One change: {Ctrl+Z} puts the removed rounds back</source>
            <translation>Un solo cambio: {Ctrl+Z} devuelve las rondas quitadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/panel.py" line="260" />
            <source>Round {n}: {dealer} deals, {eldest} speaks first</source>
            <translation>Ronda {n}: reparte {dealer}, es mano {eldest}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="23" />
            <source>Pick the caller: press 1-4 (the seat number).</source>
            <extracomment>A row of the form: ``(field, label text, the field's widget or layout)``.</extracomment>
            <translation>Indica quién eligió triunfo: pulsa 1-4 (el número de asiento).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/form.py" line="30" />
            <source>Type the card points one team counted.</source>
            <translation>Escribe los puntos de cartas que contó un equipo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="108" />
            <source>Which team counted</source>
            <translation>Qué equipo contó</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="110" />
            <source>Card points</source>
            <translation>Puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="112" />
            <source>The card points one team took in its tricks, typed as digits; press / to type the other team's count.</source>
            <translation>Los puntos de cartas que un equipo hizo en sus bazas, escritos en cifras; pulsa / para escribir el recuento del otro equipo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="148" />
            <source>Callers counted:</source>
            <translation>Contaron los que eligen:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="150" />
            <source>Opponents:</source>
            <translation>Rivales:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="157" />
            <source>{team} counted:</source>
            <translation>Contó {team}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/count_edit.py" line="181" />
            <source> (of {total})</source>
            <translation> (de {total})</translation>
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
            <translation>{total} puntos de cartas en esta ronda: el otro equipo tiene el resto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/correction.py" line="281" />
            <source>Forgotten round, put in before round {n}: {dealer} dealt, {eldest} spoke first. {Enter} inserts, {Esc} cancels</source>
            <translation>Ronda olvidada, antes de la ronda {n}: repartió {dealer}, fue mano {eldest}. {Enter} la inserta, {Esc} cancela</translation>
        </message>
    </context>
    <context>
        <name>RoundHistoryView</name>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="73" />
            <source>Round history</source>
            <extracomment>Focus reasons that mean the player moved to the history on purpose (F6, a click, Tab). Focus changes that only come and go with the window or a popup: the history keeps its state. History columns of a set width (pixels): a few words, the tooltip has the rest. The widest a history column grows (pixels): a long name is elided, whole in the tooltip. The columns shown first when the history is narrow, most needed first: a column is shown only when it and every column before it here fit the width (the others' cells are in the row's tooltip). The columns the history is never narrower than when the window has room: who dealt and called, the points. The columns the history always shows whole, however narrow the window.</extracomment>
            <translation>Historial de rondas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/history_view.py" line="77" />
            <source>Every round recorded, one a row, with each team's points and totals. {F6} comes here; the arrow keys choose a round, {Enter} corrects it, {Delete} deletes it, {Esc} goes back.</source>
            <translation>Todas las rondas registradas, una por fila, con los puntos y los totales de cada equipo. {F6} lleva aquí; las flechas eligen una ronda, {Enter} la corrige, {Delete} la borra y {Esc} vuelve.</translation>
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
            <translation>Vista previa: anota la ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="141" />
            <source>fix</source>
            <translation>corregir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="161" />
            <source>Nobody scores; the deal passes to the left.</source>
            <translation>Nadie puntúa; el reparto pasa a la izquierda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="204" />
            <source>Totals:</source>
            <translation>Totales:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="209" />
            <source>The winner changes: {after}.</source>
            <translation>Cambia el ganador: {after}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="225" />
            <source>{team} win</source>
            <translation>gana {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="227" />
            <source>a draw</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/preview.py" line="228" />
            <source>the match goes on</source>
            <translation>la partida sigue</translation>
        </message>
    </context>
    <context>
        <name>RoundTableModel</name>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="228" />
            <source>Left: {a}; right: {b}</source>
            <extracomment>The columns, in order: the running totals come before runs and bella so a narrow window still shows them; "why" (a few words on why a round was bait) and the round's note come last. Role that gives a row's 0-based round index. The roles whose values come from the theme: a theme switch changes them, and nothing else. The roles :meth:`RoundTableModel.data` answers; the view asks for many more on every paint.</extracomment>
            <translation>Izquierda: {a}; derecha: {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="237" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="238" />
            <source>Dealer</source>
            <translation>Reparte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="239" />
            <source>Caller</source>
            <translation>Elige</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="240" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="241" />
            <source>Cards</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="242" />
            <source>Runs</source>
            <translation>Escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="243" />
            <source>Bella</source>
            <translation>Bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="244" />
            <source>Why bait</source>
            <translation>Por qué bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="245" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="246" />
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="247" />
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="248" />
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="344" />
            <source>NT</source>
            <translation>ST</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="377" />
            <source>Note: {note}</source>
            <translation>Nota: {note}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="380" />
            <source>Round {n} was corrected: Match ▸ Corrections log ({Ctrl+L}) shows how.</source>
            <translation>La ronda {n} se corrigió: Partida ▸ Registro de correcciones ({Ctrl+L}) muestra cómo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/round_table_model.py" line="416" />
            <source>Before bait: {a} {x}, {b} {y}. Callers needed {line} card points.</source>
            <translation>Antes del bait: {a} {x}, {b} {y}. Los que eligen necesitaban {line} puntos de cartas.</translation>
        </message>
    </context>
    <context>
        <name>RulesChangeDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="58" />
            <source>Change the house rules</source>
            <translation>Cambiar las reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="69" />
            <source>Every round of {a} against {b} is scored again under the new rules. The rounds as typed stay as they are.</source>
            <translation>Todas las rondas de {a} contra {b} se vuelven a puntuar con las nuevas reglas. Las rondas tal como se anotaron no cambian.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="79" />
            <source>Play to:</source>
            <translation>Jugar a:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="82" />
            <source>House rules:</source>
            <translation>Reglas de la casa:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="89" />
            <source>What changes</source>
            <translation>Qué cambia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="103" />
            <source>Apply the new rules  [{Enter}]</source>
            <translation>Aplicar las nuevas reglas  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/rules_change.py" line="165" />
            <source>These are the rules in force: change a switch to see what it does.</source>
            <translation>Estas son las reglas vigentes: cambia una opción para ver qué hace.</translation>
        </message>
    </context>
    <context>
        <name>RunCheckerDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="97" />
            <source>Run checker: who scores runs?</source>
            <translation>Comprobador de escaleras: ¿quién se las anota?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="140" />
            <source>Rules: {rules} (runs compared by length, then {order}).</source>
            <extracomment>The engine's verdict on :attr:`claims` (``model.checker.check_runs``).</extracomment>
            <translation>Reglas: {rules} (escaleras comparadas por longitud, luego {order}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="150" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="151" />
            <source>The round's trump suit: a run in trump wins a tie where the house rules say so.</source>
            <translation>El palo de triunfo de la ronda: una escalera de triunfo gana un empate si así lo dicen las reglas de la casa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="149" />
            <source>not said yet</source>
            <translation>aún sin decir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="145" />
            <source>&amp;Trump:</source>
            <translation>&amp;Triunfo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="159" />
            <source>Eldest hand:</source>
            <translation>Es mano:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="165" />
            <source>Eldest hand</source>
            <translation>Es mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="166" />
            <source>Leads the first trick; decides ties where the house rules say so</source>
            <translation>Sale a la primera baza; decide los empates donde lo dicen las reglas de la casa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="173" />
            <source>Whose runs? Click the player, then the cards of their runs.</source>
            <translation>¿De quién son las escaleras? Pulsa el jugador y luego las cartas de sus escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="191" />
            <source>Enter {player}'s runs (Alt+{n})</source>
            <translation>Anotar las escaleras de {player} (Alt+{n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="216" />
            <source>Or type a run:</source>
            <translation>O escribe una:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>twenty (3 cards)</source>
            <translation>veinte (3 cartas)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="219" />
            <source>fifty ({n} cards)</source>
            <translation>cincuenta ({n} cartas)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="223" />
            <source>{rank} high</source>
            <translation>al {rank}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="225" />
            <source>Run length</source>
            <translation>Longitud de la escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="226" />
            <source>How many cards in a row: a twenty or a fifty.</source>
            <translation>Cuántas cartas seguidas: un veinte o un cincuenta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="227" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="516" />
            <source>Top card</source>
            <translation>Carta más alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="228" />
            <source>The highest card of the run typed.</source>
            <translation>La carta más alta de la escalera que escribes.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="229" />
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="525" />
            <source>Run suit</source>
            <translation>Palo de la escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="230" />
            <source>The suit of the run typed; then Add run.</source>
            <translation>El palo de la escalera que escribes; luego, Añadir.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="233" />
            <source>Add run</source>
            <translation>Añadir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="245" />
            <source>Runs claimed</source>
            <translation>Escaleras cantadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="208" />
            <source>Cards another player holds show their name. Keys: arrows and {Space}, or rank then suit (K {spades}).</source>
            <translation>Las cartas de otro jugador muestran su nombre. Teclas: flechas y {Space}, o valor y luego palo (K {spades}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="300" />
            <source>Apply to the round  [{Enter}]</source>
            <translation>Aplicar a la ronda  [{Enter}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="305" />
            <source>Close  [{Esc}]</source>
            <translation>Cerrar  [{Esc}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="457" />
            <source>{name}!</source>
            <translation>¡{name}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="471" />
            <source>No runs yet. Pick a player and click the cards of a run.</source>
            <translation>Aún no hay escaleras. Elige un jugador y pulsa las cartas de una escalera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="490" />
            <source>{run}: {cards}</source>
            <translation>{run}: {cards}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="500" />
            <source>Remove this run</source>
            <translation>Quitar esta escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="512" />
            <source>– top</source>
            <translation>– carta alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="517" />
            <source>The highest card of this run, not said yet.</source>
            <translation>La carta más alta de esta escalera, aún sin decir.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="520" />
            <source>– suit</source>
            <translation>– palo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="526" />
            <source>The suit of this run, not said yet.</source>
            <translation>El palo de esta escalera, aún sin decir.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="533" />
            <source>impossible</source>
            <translation>imposible</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="537" />
            <source>needs a detail</source>
            <translation>incompleta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="544" />
            <source>announced</source>
            <translation>cantada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="545" />
            <source>Announced during the first trick? A run announced later does not count.</source>
            <translation>¿Cantada durante la primera baza? Una escalera cantada después no cuenta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="560" />
            <source>These claims cannot all be true.</source>
            <translation>Estas escaleras cantadas no pueden ser todas ciertas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="562" />
            <source>Not decided yet: one more detail decides it.</source>
            <translation>Aún sin decidir: falta un dato para decidirlo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="580" />
            <source>Runs this round: {a} {x}, {b} {y}.</source>
            <translation>Escaleras en esta ronda: {a} {x}, {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/run_checker.py" line="588" />
            <source>House rules that decide this:</source>
            <translation>Reglas de la casa que lo deciden:</translation>
        </message>
    </context>
    <context>
        <name>RunsEditor</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="231" />
            <source>Runs</source>
            <translation>Escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="235" />
            <source>The runs claimed this round: press a claimer's seat number, 1 to 4, to add a run, then {twenty} for a twenty or {fifty} for a fifty; {Delete} removes the run.</source>
            <translation>Las escaleras cantadas en esta ronda: pulsa el número de asiento de quien la canta, del 1 al 4, para añadir una escalera, y luego {twenty} para un veinte o {fifty} para un cincuenta; {Delete} quita la escalera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ twenty</source>
            <translation>+ veinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="257" />
            <source>+ fifty</source>
            <translation>+ cincuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="261" />
            <source>Add a run for this player (keys: seat number, then {twenty} or {fifty})</source>
            <translation>Añadir una escalera a este jugador (teclas: número de asiento, luego {twenty} o {fifty})</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardWidget</name>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="232" />
            <source>{a} &amp; {b}</source>
            <extracomment>Why the match ended (or why play goes on), from the engine's result. The round the round entry stands for, when not the next one: ``("correct" | "insert", index)``. View ▸ Zoom's factor (1.0: as designed); the scoreboard sizes its own type (ui.actions.zoom).</extracomment>
            <translation>{a} y {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="249" />
            <source>Round {n}</source>
            <translation>Ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="251" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="270" />
            <source>Deals: {name}</source>
            <translation>Reparte: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="252" />
            <location filename="../../tarbish_score/ui/scoreboard.py" line="271" />
            <source>Speaks first: {name}</source>
            <translation>Es mano: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="253" />
            <source>Playing to {target}</source>
            <translation>Se juega a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="265" />
            <source>Correcting round {n}</source>
            <translation>Corrigiendo la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="267" />
            <source>Forgotten round, before round {n}</source>
            <translation>Ronda olvidada, antes de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="290" />
            <source>tied: another round</source>
            <translation>empate: otra ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="314" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>¡Gana la partida {team}, {a} a {b}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="319" />
            <source>The match is drawn, {a} all.</source>
            <translation>La partida acaba en empate a {a}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="328" />
            <source>Match over</source>
            <translation>Partida terminada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="344" />
            <source>Press {Ctrl+N} to start a match</source>
            <translation>Pulsa {Ctrl+N} para empezar una partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="330" />
            <source>Played to {target}</source>
            <translation>Se jugó a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="281" />
            <source>Tied {a} all: play another round</source>
            <translation>Empate a {a}: se juega otra ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="283" />
            <source>Equal totals at or above the target (house rule: {rule}).</source>
            <translation>Totales iguales en la meta o por encima (regla de la casa: {rule}).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="332" />
            <source>Rematch: {Ctrl+Shift+R}</source>
            <translation>Revancha: {Ctrl+Shift+R}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="333" />
            <source>New match: {Ctrl+N}</source>
            <translation>Nueva partida: {Ctrl+N}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="343" />
            <source>No match yet</source>
            <translation>Aún no hay partida</translation>
        </message>
    </context>
    <context>
        <name>ScoreboardWindow</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/table.py" line="57" />
            <source>Tarabish Score — scoreboard</source>
            <extracomment>The corner chart's widest, as a share of the table view's width (as tall as wide, at most half the view's height). The narrowest corner chart worth showing (pixels); narrower, it is hidden. The digits the totals' height is measured on (as the table view's test measures the totals drawn).</extracomment>
            <translation>Tarabish Score — marcador</translation>
        </message>
    </context>
    <context>
        <name>Scoresheet</name>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="106" />
            <source>forced</source>
            <extracomment>The heading colour (and the table headers' fill), and the fill of every other row: shared with the statistics page. The most characters of a name the sheet prints (a longer one is cut short with …): in the teams at the top and the verdict, in the round table's column titles, and in its dealer and caller cells (one line).</extracomment>
            <translation>obligado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="118" />
            <source>{team} went bait</source>
            <translation>{team}: bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="120" />
            <source>{team} went half bait</source>
            <translation>{team}: medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="129" />
            <source>{kind} {points} ({who})</source>
            <translation>{kind} {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="134" />
            <source>runs cancelled</source>
            <translation>escaleras anuladas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="137" />
            <source>bella {points} ({who})</source>
            <translation>bella {points} ({who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="142" />
            <source>sweep</source>
            <translation>capote</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="169" />
            <source>{preset}: first to {target}</source>
            <translation>{preset}: gana el primero que llegue a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="229" />
            <source>Played on {date}</source>
            <translation>Jugada el {date}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Tarabish</source>
            <translation>Tarabish</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="232" />
            <source>Scoresheet</source>
            <translation>Hoja de puntuación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="243" />
            <source>WINNER</source>
            <translation>GANADOR</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="261" />
            <source>Dealer</source>
            <translation>Reparte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="262" />
            <source>Called</source>
            <translation>Elige</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="263" />
            <source>Runs and bella</source>
            <translation>Escaleras y bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="265" />
            <source>cards</source>
            <translation>cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>pts</source>
            <translation>ptos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="266" />
            <source>total</source>
            <translation>total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="304" />
            <source>Final score</source>
            <translation>Resultado final</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="310" />
            <source>{winner} won {a} to {b} against {loser}, in %n round(s).</source>
            <translation>
                <numerusform>Ganó {winner}, {a} a {b} contra {loser}, en %n ronda.</numerusform>
                <numerusform>Ganó {winner}, {a} a {b} contra {loser}, en %n rondas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="319" />
            <source>Drawn at {a} all, after %n round(s).</source>
            <translation>
                <numerusform>Empate a {a}, tras %n ronda.</numerusform>
                <numerusform>Empate a {a}, tras %n rondas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="323" />
            <source>Not finished: %n round(s) played, first to {target} wins.</source>
            <translation>
                <numerusform>Sin terminar: %n ronda jugada; gana quien llegue a {target}.</numerusform>
                <numerusform>Sin terminar: %n rondas jugadas; gana quien llegue a {target}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="67" />
            <source>%n round(s), {t} of them thrown in.</source>
            <translation>
                <numerusform>%n ronda; anuladas: {t}.</numerusform>
                <numerusform>%n rondas; anuladas: {t}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="69" />
            <source>%n round(s).</source>
            <translation>
                <numerusform>%n ronda.</numerusform>
                <numerusform>%n rondas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="325" />
            <source>First dealer</source>
            <translation>Primer repartidor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="333" />
            <source>Corrections</source>
            <translation>Correcciones</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="336" />
            <source>Points are each team's score for the round, after bait; a shaded cell marks the callers going bait (BAIT: the opponents take everything on the table; HALF BAIT: equal totals, the callers score nothing).</source>
            <translation>Los puntos son lo que anota cada equipo en la ronda, después del bait; una celda sombreada indica que los que eligen quedaron en bait (BAIT: los rivales se llevan todo lo que hay en la mesa; MEDIO BAIT: totales iguales, los que eligen no se anotan nada).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="341" />
            <source>Cards are the card points each team counted, last trick included.</source>
            <translation>Las cartas son los puntos de cartas que contó cada equipo, última baza incluida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="343" />
            <source>Kept with Tarabish Score {version}</source>
            <translation>Anotada con Tarabish Score {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="345" />
            <source>, match {id}</source>
            <translation>, partida {id}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/layout.py" line="360" />
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="246" />
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="142" />
            <source>Page {n} of {total}</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres. Space between two parts that share a page (the rounds' end, the race chart, the statistics), in millimetres. Height of the race chart's heading line, in millimetres. The race chart's height for its width: 3/5 (5:3) where the page has room, never flatter than 1/3 (3:1). Paints a chart into a rectangle of a page: the race chart, handed in by the window or the command (it is drawn with widgets, which this layer never imports). Arguments: the page's painter and the rectangle (device pixels).</extracomment>
            <translation>Página {n} de {total}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/pages.py" line="258" />
            <source>The race: {a} against {b}, first to {target}</source>
            <translation>Gráfico de la partida: {a} contra {b}, se juega a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="64" />
            <source>Match statistics</source>
            <translation>Estadísticas de la partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/statistics_page.py" line="70" />
            <source>Bait rate as caller: the share of a side's calls that went bait or half bait. Average count: the callers' card points in the rounds they called. Biggest round: the most points scored in one round (for a player, in a round they called).</source>
            <translation>% de bait al elegir: la proporción de las elecciones de un bando que acabaron en bait o medio bait. Recuento medio: los puntos de cartas de los que eligen en las rondas en que eligieron. Mejor ronda: la mayor cantidad de puntos anotados en una ronda (para un jugador, en una ronda en la que eligió).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/scoresheet/__init__.py" line="103" />
            <source>Tarabish: {a} against {b}</source>
            <translation>Tarabish: {a} contra {b}</translation>
        </message>
    </context>
    <context>
        <name>Start</name>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="489" />
            <source>Tarabish Score is already open: brought its window to the front.</source>
            <translation>Tarabish Score ya está abierto: se ha traído su ventana al frente.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/app.py" line="491" />
            <source>Tarabish Score is already open: asked its window to open {file}; it shows the result there.</source>
            <translation>Tarabish Score ya está abierto: se ha pedido a su ventana que abra {file}; el resultado se muestra allí.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="106" />
            <source>Statistics o&amp;f this match…</source>
            <translation>Es&amp;tadísticas de esta partida…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="117" />
            <source>Archi&amp;ve statistics…</source>
            <translation>Estadísticas del archi&amp;vo…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="112" />
            <source>Who called what in this match: per team and per player</source>
            <translation>Quién eligió qué en esta partida: por equipo y por jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="123" />
            <source>Who has won most over the years: per player, per pair, head to head</source>
            <translation>Quién ha ganado más a lo largo de los años: por jugador, por pareja, cara a cara</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/statistics.py" line="69" />
            <source>The match archive is not open, so there is nothing to count.</source>
            <extracomment>The declared commands' actions (ui/window_commands.py), on the window, by id.</extracomment>
            <translation>El archivo de partidas no está abierto, así que no hay nada que contar.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsTable</name>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="86" />
            <source>Partners</source>
            <extracomment>A cell's value: a name, a count, a rate (0-1) or an average (points); None when undefined. The columns of a player's or a pair's line (the keys of ``Standing.to_json``, in that order). The columns of a head-to-head line: the first pair's wins, losses and margin against the second. Columns holding a share 0-1 (shown and written as a percentage).</extracomment>
            <translation>Compañeros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="66" />
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="69" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="88" />
            <source>Played</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="70" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="89" />
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="71" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="91" />
            <source>Drawn</source>
            <translation>Empatadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="72" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="90" />
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="73" />
            <source>Win rate</source>
            <translation>% de victorias</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="74" />
            <source>With rounds</source>
            <translation>Con manos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="75" />
            <source>Called</source>
            <translation>Eligió</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="76" />
            <source>Bait</source>
            <translation>Bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="77" />
            <source>Half bait</source>
            <translation>Medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="78" />
            <source>Bait rate as caller</source>
            <translation>% de bait al elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="79" />
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="92" />
            <source>Average margin</source>
            <translation>Margen medio</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/exchange/statistics_csv.py" line="87" />
            <source>Against</source>
            <translation>Contra</translation>
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
            <translation>{a} ({a_players}) contra {b} ({b_players})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="28" />
            <source>{first} &amp; {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="30" />
            <source>{team} won after %n round(s).</source>
            <translation>
                <numerusform>Ganó {team} tras %n ronda.</numerusform>
                <numerusform>Ganó {team} tras %n rondas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="31" />
            <source>Drawn after %n round(s).</source>
            <translation>
                <numerusform>Empate tras %n ronda.</numerusform>
                <numerusform>Empate tras %n rondas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/summary.py" line="32" />
            <source>In progress after %n round(s); first to {target} wins.</source>
            <translation>
                <numerusform>En juego tras %n ronda; gana quien llegue a {target}.</numerusform>
                <numerusform>En juego tras %n rondas; gana quien llegue a {target}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="33" />
            <source>Notable rounds:</source>
            <translation>Rondas destacadas:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="34" />
            <source>Round {n}: {text}</source>
            <translation>Ronda {n}: {text}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="35" />
            <source>{player} called and {team} went bait</source>
            <translation>{player} eligió triunfo y {team} quedó en bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="36" />
            <source>{player} called and {team} went half bait</source>
            <translation>{player} eligió triunfo y {team} quedó en medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="37" />
            <source>{player} scored a fifty ({points} in runs)</source>
            <translation>{player} cantó un cincuenta ({points} en escaleras)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/summary.py" line="38" />
            <source>{team} took all nine tricks</source>
            <translation>{team} hizo capote (las nueve bazas)</translation>
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
            <translation>Sin sincronizar: la carpeta de sincronización {folder} y la carpeta del archivo de partidas {archive} están una dentro de la otra, así que la herramienta copiaría el propio archivo y podría dañarlo. Indique una carpeta aparte.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="140" />
            <location filename="../../tarbish_score/ui/actions/sync.py" line="405" />
            <source>Sync folder…</source>
            <translation>Carpeta de sincronización…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="254" />
            <source>Kept this laptop's version of match {n}; the other laptop's is in its versions.</source>
            <translation>Se conservó la versión de este portátil de la partida {n}; la del otro portátil está en sus versiones.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="255" />
            <source>Took the other laptop's version of match {n}; yours is in its versions.</source>
            <translation>Se tomó la versión del otro portátil de la partida {n}; la suya está en sus versiones.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="256" />
            <source>Kept both: the other laptop's version is now match {made}.</source>
            <translation>Se conservaron ambas: la versión del otro portátil es ahora la partida {made}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="285" />
            <source>&lt;b&gt;The archive is inside a folder {tool} syncs,&lt;/b&gt; which can damage it. To move it: quit, move {data} out of that folder, and start with --data-dir NEWFOLDER (or set {variable}=NEWFOLDER). Tools ▸ Sync folder… shares matches safely.</source>
            <translation>&lt;b&gt;El archivo está dentro de una carpeta que {tool} sincroniza,&lt;/b&gt; y eso puede dañarlo. Para moverlo: salga, saque {data} de esa carpeta y arranque con --data-dir CARPETANUEVA (o defina {variable}=CARPETANUEVA). Herramientas ▸ Carpeta de sincronización… comparte las partidas sin riesgo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="313" />
            <source>&lt;b&gt;%n match(es) changed on two laptops.&lt;/b&gt; Both versions are kept: choose which to keep.</source>
            <translation>
                <numerusform>&lt;b&gt;%n partida modificada en dos portátiles.&lt;/b&gt; Se guardan las dos versiones: elija cuál conservar.</numerusform>
                <numerusform>&lt;b&gt;%n partidas modificadas en dos portátiles.&lt;/b&gt; Se guardan las dos versiones: elija cuáles conservar.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="317" />
            <source>Compare…</source>
            <translation>Comparar…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="326" />
            <source>%n match(es) came from another laptop.</source>
            <translation>
                <numerusform>%n partida llegó de otro portátil.</numerusform>
                <numerusform>%n partidas llegaron de otro portátil.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/actions/sync.py" line="328" />
            <source>%n match(es) changed by another laptop.</source>
            <translation>
                <numerusform>%n partida cambiada por otro portátil.</numerusform>
                <numerusform>%n partidas cambiadas por otro portátil.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="364" />
            <source>Match {n} is no longer won: another laptop's version took its place.</source>
            <translation>La partida {n} ya no está ganada: la versión de otro portátil ocupó su lugar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="365" />
            <source>Match {n} is now won by {team}: another laptop's version took its place.</source>
            <translation>La partida {n} ahora la gana {team}: la versión de otro portátil ocupó su lugar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="371" />
            <source>Round {n} came from another laptop.</source>
            <translation>La ronda {n} llegó de otro portátil.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="373" />
            <source>Rounds {first}–{last} came from another laptop.</source>
            <translation>Las rondas {first}–{last} llegaron de otro portátil.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="382" />
            <source>Round {n} was replaced by the other laptop's choice; yours is kept in the match's versions.</source>
            <translation>La ronda {n} fue reemplazada por la elección del otro portátil; la suya se guarda en las versiones de la partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/sync.py" line="386" />
            <source>Rounds {first}–{last} were replaced by the other laptop's choice; yours are kept in the match's versions.</source>
            <translation>Las rondas {first}–{last} fueron reemplazadas por la elección del otro portátil; las suyas se guardan en las versiones de la partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="424" />
            <source>S&amp;ync folder…</source>
            <translation>Carpeta de &amp;sincronización…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="427" />
            <source>A folder Syncthing, Nextcloud, Dropbox or OneDrive carries: matches go to other laptops</source>
            <translation>Una carpeta que Syncthing, Nextcloud, Dropbox u OneDrive transporta: las partidas van a los otros portátiles</translation>
        </message>
    </context>
    <context>
        <name>SyncConflictDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="98" />
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="188" />
            <source>Changed on two laptops</source>
            <extracomment>The choice made (``keep-ours``, ``take-theirs``, ``keep-both``), "" until one is. The rounds (0-based) that differ between the two versions.</extracomment>
            <translation>Modificada en dos portátiles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="102" />
            <source>{a} against {b} was changed on two laptops</source>
            <translation>{a} contra {b} se modificó en dos portátiles</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="110" />
            <source>Both versions are kept until you choose; %n round(s) differ, marked ≠ and in colour. The version you let go stays in the match's log.</source>
            <translation>
                <numerusform>Las dos versiones se guardan hasta que elija; %n ronda difiere, marcada ≠ y en color. La versión que descarte queda en el registro de la partida.</numerusform>
                <numerusform>Las dos versiones se guardan hasta que elija; %n rondas difieren, marcadas ≠ y en color. La versión que descarte queda en el registro de la partida.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>this laptop's version</source>
            <translation>la versión de este portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="124" />
            <source>the other laptop's version</source>
            <translation>la versión del otro portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="129" />
            <source>Read from {file}</source>
            <translation>Leída de {file}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="135" />
            <source>Totals of {version}</source>
            <translation>Totales de {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="145" />
            <source>&amp;Keep this laptop's</source>
            <translation>&amp;Conservar la de este portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="146" />
            <source>&amp;Take the other's</source>
            <translation>&amp;Tomar la del otro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="147" />
            <source>Keep &amp;both as two matches</source>
            <translation>Conservar &amp;ambas como dos partidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="148" />
            <source>Decide &amp;later</source>
            <translation>Decidir &amp;luego</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="149" />
            <source>This laptop's version stays; the other's goes to the log</source>
            <translation>La versión de este portátil se queda; la del otro va al registro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="150" />
            <source>The other laptop's version replaces this one's</source>
            <translation>La versión del otro portátil reemplaza a la de este</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="151" />
            <source>The other laptop's version becomes a match of its own</source>
            <translation>La versión del otro portátil pasa a ser una partida propia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="179" />
            <source>The choice was not saved: {error}</source>
            <translation>La elección no se guardó: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="194" />
            <source>when not known</source>
            <translation>en fecha desconocida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="196" />
            <source>This laptop ({name}), changed {when}</source>
            <translation>Versión de este portátil ({name}), modificada el {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="198" />
            <source>The other laptop ({name}), changed {when}</source>
            <translation>Versión del otro portátil ({name}), modificada el {when}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="199" />
            <source>The other laptop, changed {when}</source>
            <translation>Versión del otro portátil, modificada el {when}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="203" />
            <source>{a} {x} – {b} {y}, %n round(s)</source>
            <translation>
                <numerusform>{a} {x} – {b} {y}, %n ronda</numerusform>
                <numerusform>{a} {x} – {b} {y}, %n rondas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="211" />
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="212" />
            <source>Called</source>
            <translation>Eligió</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="213" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="214" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="215" />
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="216" />
            <source>Totals</source>
            <translation>Totales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="220" />
            <source>Rounds of {version}</source>
            <translation>Rondas de {version}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="222" />
            <source>The rounds that differ from the other version are marked ≠ and in colour.</source>
            <translation>Las rondas que difieren de la otra versión están marcadas ≠ y en color.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_conflict.py" line="249" />
            <source>Differs from the other version</source>
            <translation>Difiere de la otra versión</translation>
        </message>
    </context>
    <context>
        <name>SyncFiles</name>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="33" />
            <source>still being written; tried again shortly</source>
            <extracomment>Why a file was skipped: ``writing`` (not whole yet, or changed while it was read: a tool is writing it), ``unreadable`` (the system refused to read it now), ``damaged`` (not whole JSON and unchanged for a minute), ``not-record`` (JSON, but not a match record), ``too-large``, ``refused`` (a record this archive cannot take).</extracomment>
            <translation>todavía se está escribiendo; se reintenta en breve</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="35" />
            <source>cannot be read now ({detail}); tried again shortly</source>
            <translation>no se puede leer ahora ({detail}); se reintenta en breve</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="37" />
            <source>damaged: {detail}; left alone until it changes</source>
            <translation>dañado: {detail}; se deja como está hasta que cambie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="39" />
            <source>not a match record ({detail}); left alone</source>
            <translation>no es una hoja de partida ({detail}); se deja como está</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="41" />
            <source>too large for a match record ({detail}); left alone</source>
            <translation>demasiado grande para una hoja de partida ({detail}); se deja como está</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/sync_files.py" line="43" />
            <source>a match this archive cannot take ({detail}); left alone</source>
            <translation>una partida que este archivo no puede aceptar ({detail}); se deja como está</translation>
        </message>
    </context>
    <context>
        <name>SyncFolderDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="65" />
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="83" />
            <source>Sync folder</source>
            <translation>Carpeta de sincronización</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="70" />
            <source>Matches go to your other laptops through a folder a sync tool carries (Syncthing, Nextcloud, Dropbox, OneDrive, or a USB stick): each match is one file there. Choose the same synced folder on every laptop. The archive itself stays where it is.</source>
            <translation>Las partidas van a sus otros portátiles por una carpeta que transporta una herramienta de sincronización (Syncthing, Nextcloud, Dropbox, OneDrive o una memoria USB): cada partida es un archivo allí. Elija la misma carpeta sincronizada en cada portátil. El archivo de partidas se queda donde está.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="79" />
            <source>&amp;Folder:</source>
            <translation>&amp;Carpeta:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="84" />
            <source>None: matches stay on this laptop</source>
            <translation>Ninguna: las partidas se quedan en este portátil</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="86" />
            <source>&amp;Choose…</source>
            <translation>&amp;Elegir…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="87" />
            <source>&amp;Stop syncing</source>
            <translation>&amp;Dejar de sincronizar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="89" />
            <source>Matches stop going to the folder; the files already there stay</source>
            <translation>Las partidas dejan de ir a la carpeta; los archivos que ya están allí se quedan</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="102" />
            <source>Last sync</source>
            <translation>Última sincronización</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="106" />
            <source>Files not taken</source>
            <extracomment>Each file not taken by the last sync, with why and what happens to it (it scrolls: there may be many).</extracomment>
            <translation>Archivos no tomados</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="111" />
            <source>Sync &amp;now</source>
            <translation>Sincronizar a&amp;hora</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="131" />
            <source>This folder was named by --sync-dir or {variable} for this run: it comes before the one chosen here, which is used when neither names one.</source>
            <translation>Esta carpeta la dio --sync-dir o {variable} para esta vez: va antes que la elegida aquí, que se usa cuando ninguno da una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="161" />
            <source>Not syncing.</source>
            <translation>Sin sincronizar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="166" />
            <source>Not synced yet.</source>
            <translation>Aún no sincronizado.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="170" />
            <source>Last sync {when}: %n match(es) came in or grew.</source>
            <translation>
                <numerusform>Última sincronización {when}: %n partida llegó o creció.</numerusform>
                <numerusform>Última sincronización {when}: %n partidas llegaron o crecieron.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="172" />
            <source>Last sync {when}: nothing new.</source>
            <translation>Última sincronización {when}: nada nuevo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="174" />
            <source>%n match(es) written to the folder.</source>
            <translation>
                <numerusform>%n partida escrita en la carpeta.</numerusform>
                <numerusform>%n partidas escritas en la carpeta.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="177" />
            <source>%n changed on two laptops: the banner offers both versions.</source>
            <translation>
                <numerusform>%n modificada en dos portátiles: el aviso ofrece las dos versiones.</numerusform>
                <numerusform>%n modificadas en dos portátiles: el aviso ofrece las dos versiones.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="180" />
            <source>%n file(s) not taken:</source>
            <translation>
                <numerusform>%n archivo no tomado:</numerusform>
                <numerusform>%n archivos no tomados:</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="187" />
            <source>Choose the sync folder</source>
            <translation>Elegir la carpeta de sincronización</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/sync_folder.py" line="200" />
            <source>Not chosen: {folder} and the archive's folder {archive} lie one inside the other, so the sync tool would copy the archive itself and could damage it. Choose a folder apart from it.</source>
            <translation>No elegida: {folder} y la carpeta del archivo de partidas {archive} están una dentro de la otra, así que la herramienta copiaría el propio archivo y podría dañarlo. Elija una carpeta aparte.</translation>
        </message>
    </context>
    <context>
        <name>SyncKeeper</name>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="453" />
            <source>The sync folder {folder} is a file, not a folder: choose another. The archive is untouched.</source>
            <extracomment>How long the folder must be still before it is read (milliseconds): a sync tool writes in steps. The slow timer's period (milliseconds): a watcher misses changes on some network and FUSE folders. Files taken in, or matches published, per turn of the event loop at start (a few milliseconds each). At most this many record files are watched one by one (each is an inotify watch, a shared per-user budget); past it, a file overwritten in place waits for the slow timer. The last reading's report (None before the first), and when it ended (``time.time()``). The last failure's line, "" while the folder reads and writes. How long the last reading took (seconds). Matches not published yet (the folder was gone, or refused): published once it reads again. A reading's work still to do, a slice per turn of the event loop: file names to take in, then the ids of the matches to publish (None until listed; [] for none: the watcher's and the timer's readings publish nothing). The folder changed while a reading went on: read it again once it ends.</extracomment>
            <translation>La carpeta de sincronización {folder} es un archivo, no una carpeta: elija otra. El archivo de partidas no se ha tocado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="458" />
            <source>The sync folder {folder} is not there (a disk or USB stick not plugged in?). Matches go there once it is back; the archive is untouched.</source>
            <translation>La carpeta de sincronización {folder} no está (¿un disco o una memoria USB sin conectar?). Las partidas irán allí cuando vuelva; el archivo de partidas no se ha tocado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/qt/sync_keeper.py" line="472" />
            <source>The sync folder {folder} cannot be used: {reason}. The archive is untouched.</source>
            <translation>La carpeta de sincronización {folder} no se puede usar: {reason}. El archivo de partidas no se ha tocado.</translation>
        </message>
    </context>
    <context>
        <name>TableBoard</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="139" />
            <source>No match yet</source>
            <extracomment>Each line's type as a share of the totals' pixel size. The gap (pixels) between the two teams' columns: the totals never run together. The widest total the type is fitted to (digits; a wider one only gets smaller type). Who deals and who speaks first; the winner (or a tie) once there is one. The last round's result, bait marked.</extracomment>
            <translation>Aún no hay partida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="153" />
            <source>WINS</source>
            <translation>GANA</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="157" />
            <source>reached {target}</source>
            <translation>llegó a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="159" />
            <source>needs {n} more of {target}</source>
            <translation>le faltan {n} para {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="176" />
            <source>{team} win the match, {a} to {b}!</source>
            <translation>¡Gana la partida {team}, {a} a {b}!</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="185" />
            <source>Round {n}</source>
            <translation>Ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="186" />
            <source>Deals: {name}</source>
            <translation>Reparte: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="187" />
            <source>Speaks first: {name}</source>
            <translation>Es mano: {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="192" />
            <source>Tied {a} all: play another round</source>
            <translation>Empate a {a}: se juega otra ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="204" />
            <source>Last round ({n}):</source>
            <translation>Última ronda ({n}):</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="209" />
            <source>{team} called {trump}</source>
            <translation>{team} eligió {trump}</translation>
        </message>
    </context>
    <context>
        <name>TablePicture</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/new_match.py" line="102" />
            <source>partners sit opposite
play goes clockwise ↻</source>
            <extracomment>Where each seat sits in the 3x3 picture: clockwise from the bottom (seat 0). Longest names that can be typed (the scoreboard reads them from across the table). The caption's flags: centred, and wrapped at word breaks if a line is still too long. The smallest caption type (pixels): the picture is at least wide enough for it. The felt's margin in the widget, and the caption's inside the felt (pixels: the dealer chip sits there).</extracomment>
            <translation>compañeros enfrente
sentido horario ↻</translation>
        </message>
    </context>
    <context>
        <name>TableViewActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="337" />
            <source>&amp;Table view</source>
            <translation>Vista de &amp;mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="352" />
            <source>Leave the table view</source>
            <translation>Salir de la vista de mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="360" />
            <source>&amp;Scoreboard window…</source>
            <translation>&amp;Ventana de marcador…</translation>
        </message>
    </context>
    <context>
        <name>TeamDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="218" />
            <source>Add a late team</source>
            <translation>Añadir un equipo que llega tarde</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="220" />
            <source>A late team plays from the next round drawn.</source>
            <translation>Un equipo que llega tarde juega desde la próxima ronda sorteada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="227" />
            <source>Team name</source>
            <translation>Nombre del equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="228" />
            <source>The name the draw and the standings show.</source>
            <translation>El nombre que muestran el sorteo y la clasificación.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="229" />
            <source>&amp;Team:</source>
            <translation>&amp;Equipo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="232" />
            <source>Partner {n}</source>
            <translation>Compañero {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="233" />
            <source>Optional.</source>
            <translation>Opcional.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="234" />
            <source>Partner {n}:</source>
            <translation>Compañero {n}:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="236" />
            <source>Add team</source>
            <translation>Añadir equipo</translation>
        </message>
    </context>
    <context>
        <name>TeamScorePanel</name>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="76" />
            <source>WINS</source>
            <translation>GANA</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="80" />
            <source>reached {target}</source>
            <translation>llegó a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/scoreboard.py" line="82" />
            <source>needs {n} more</source>
            <translation>le faltan {n}</translation>
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
            <translation>&amp;Sistema (según el escritorio)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="39" />
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="40" />
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/theme_menu.py" line="41" />
            <source>&amp;High contrast</source>
            <translation>&amp;Alto contraste</translation>
        </message>
    </context>
    <context>
        <name>Tournament</name>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="32" />
            <source>Round robin</source>
            <extracomment>Each format's name, by its value (``Format``).</extracomment>
            <translation>Todos contra todos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="33" />
            <source>Swiss</source>
            <translation>Sistema suizo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="34" />
            <source>Winners move up</source>
            <translation>Los ganadores suben</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="38" />
            <source>wins</source>
            <extracomment>Each tie-break's name, by its value (``TieBreak``).</extracomment>
            <translation>victorias</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="39" />
            <source>head-to-head</source>
            <translation>enfrentamiento directo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="40" />
            <source>points difference</source>
            <translation>diferencia de puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="41" />
            <source>points for</source>
            <translation>puntos a favor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="42" />
            <source>a shared place</source>
            <translation>un puesto compartido</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="56" />
            <source>A win, no points</source>
            <translation>Una victoria, sin puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="58" />
            <source>Not counted</source>
            <translation>No cuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="60" />
            <source>A win, {x} to {y}</source>
            <translation>Una victoria, {x} a {y}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="94" />
            <source>{above} and {below} share place {place}: no tie-break tells them apart.</source>
            <translation>{above} y {below} comparten el puesto {place}: ningún desempate los separa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="99" />
            <source>{above} ahead of {below} on wins: {a} to {b}.</source>
            <translation>{above} por delante de {below} por victorias: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="105" />
            <source>{above} ahead of {below} on head-to-head: won their game {x}–{y}.</source>
            <translation>{above} por delante de {below} por enfrentamiento directo: ganó su partida {x}–{y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="109" />
            <source>{above} ahead of {below} on head-to-head: {a} to {b} in their games.</source>
            <translation>{above} por delante de {below} por enfrentamiento directo: {a} a {b} en sus partidas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="112" />
            <source>{above} ahead of {below} on head-to-head among the {n} tied teams: {a} to {b} in their games.</source>
            <translation>{above} por delante de {below} por enfrentamiento directo entre los {n} equipos empatados: {a} a {b} en sus partidas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="117" />
            <source>{above} ahead of {below} on points difference: {a} to {b}.</source>
            <translation>{above} por delante de {below} por diferencia de puntos: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="120" />
            <source>{above} ahead of {below} on points for: {a} to {b}.</source>
            <translation>{above} por delante de {below} por puntos a favor: {a} a {b}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="135" />
            <source>Head-to-head did not count: not every two of the tied teams have met.</source>
            <translation>El enfrentamiento directo no cuenta: no todos los equipos empatados se han enfrentado entre sí.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="139" />
            <source>Head-to-head left them level.</source>
            <translation>El enfrentamiento directo los deja empatados.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="140" />
            <source>Head-to-head left the {n} tied teams level.</source>
            <translation>El enfrentamiento directo deja empatados a los {n} equipos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="167" />
            <source>Type the team's name.</source>
            <extracomment>The engine's tournament refusals, by code.</extracomment>
            <translation>Escriba el nombre del equipo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="168" />
            <source>There is already a team called {name}.</source>
            <translation>Ya hay un equipo llamado {name}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="169" />
            <source>A night takes at most {max} teams.</source>
            <translation>Una velada admite como máximo {max} equipos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="170" />
            <source>A round robin under way takes a late team only in a bye's place, and it has none left.</source>
            <translation>Un todos contra todos en curso solo admite un equipo tardío en el lugar de un descanso, y no queda ninguno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="173" />
            <source>That team is not playing.</source>
            <translation>Ese equipo no está jugando.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="174" />
            <source>A round needs at least {min} teams playing.</source>
            <translation>Una ronda necesita al menos {min} equipos en juego.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="175" />
            <source>All {rounds} rounds of the night are drawn.</source>
            <translation>Las {rounds} rondas de la velada ya están sorteadas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="176" />
            <source>Round {round} still has tables out: {tables}. Type their results first.</source>
            <translation>En la ronda {round} aún faltan mesas: {tables}. Escriba primero sus resultados.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="179" />
            <source>Draw the first round first.</source>
            <translation>Sortee primero la primera ronda.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="180" />
            <source>Round {round} has not been drawn.</source>
            <translation>La ronda {round} no se ha sorteado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="181" />
            <source>Round {round} has no table {table}: it has {tables} tables.</source>
            <translation>La ronda {round} no tiene mesa {table}: tiene {tables} mesas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="182" />
            <source>Table {table} already has its result, {x}–{y}. A change is a correction, with its reason.</source>
            <translation>La mesa {table} ya tiene su resultado, {x}–{y}. Un cambio es una corrección, con su motivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="185" />
            <source>Table {table} has no result to take off.</source>
            <translation>La mesa {table} no tiene resultado que quitar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="186" />
            <source>Say why: a correction is logged with its reason.</source>
            <translation>Indique el motivo: una corrección se registra con su motivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="187" />
            <source>Type the two final totals, whole numbers from 0.</source>
            <translation>Escriba los dos totales finales, números enteros desde 0.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="188" />
            <source>No game to {target} ends on {total}: a final total is at most {most}. Check the totals.</source>
            <translation>Ninguna partida a {target} termina en {total}: un total final es como mucho {most}. Revise los totales.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="191" />
            <source>Neither team reached {target}. If time was called, mark it; else check the totals.</source>
            <translation>Ningún equipo llegó a {target}. Si se cantó el tiempo, márquelo; si no, revise los totales.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="194" />
            <source>A team reached {target}: the game ended on the target, not on time.</source>
            <translation>Un equipo llegó a {target}: la partida terminó por la meta, no por tiempo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="197" />
            <source>Equal totals: under these rules a game is never drawn; it goes on until one team is ahead.</source>
            <translation>Totales iguales: con estas reglas una partida nunca termina empatada; sigue hasta que un equipo vaya por delante.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="200" />
            <source>The lower total wins only when both teams reached the target and the callers went out.</source>
            <translation>El total más bajo solo gana si ambos equipos llegaron a la meta y los que eligieron triunfo salieron.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="203" />
            <source>This match was played under other house rules than the night's.</source>
            <translation>Esta partida se jugó con otras reglas de la casa que las de la velada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="204" />
            <source>This match is {a} against {b}; the table's teams are {c} and {d}.</source>
            <translation>Esta partida es {a} contra {b}; los equipos de la mesa son {c} y {d}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="207" />
            <source>This match is not finished ({x}–{y}). If time was called, mark it.</source>
            <translation>Esta partida no ha terminado ({x}–{y}). Si se cantó el tiempo, márquelo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="210" />
            <source>The table's match record does not end on the totals its result gives.</source>
            <translation>La partida registrada de la mesa no termina con los totales de su resultado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="213" />
            <source>This match carries no table code: type the code on the table's slip.</source>
            <translation>Esta partida no lleva código de mesa: escriba el código de la hoja de la mesa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="216" />
            <source>No table of this night has the code {code}.</source>
            <translation>Ninguna mesa de la velada tiene el código {code}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="217" />
            <source>The code {code} is of round {round}, which is over.</source>
            <translation>El código {code} es de la ronda {round}, que ya terminó.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="218" />
            <source>Name each tie-break once; a shared place can only come last.</source>
            <translation>Nombre cada desempate una sola vez; un puesto compartido solo puede ir al final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="219" />
            <source>A night has 1 to {max} rounds.</source>
            <translation>Una velada tiene de 1 a {max} rondas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="220" />
            <source>A bye is a win: give it more points for than against, at most {most}.</source>
            <translation>Un descanso es una victoria: dele más puntos a favor que en contra, como mucho {most}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="223" />
            <source>A time limit is 0 (none) to {max} minutes.</source>
            <translation>Un límite de tiempo va de 0 (ninguno) a {max} minutos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="224" />
            <source>The seed of the draws is a whole number from 0 to {max}.</source>
            <translation>La semilla de los sorteos es un número entero de 0 a {max}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="225" />
            <source>The tournament's log draws round {round} out of turn.</source>
            <translation>El registro del torneo sortea la ronda {round} fuera de turno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="226" />
            <source>The tournament's log draws a team twice in a round, or a team that is not playing.</source>
            <translation>El registro del torneo pone un equipo dos veces en una ronda, o un equipo que no juega.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="229" />
            <source>There is nothing to undo.</source>
            <translation>No hay nada que deshacer.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament.py" line="230" />
            <source>There is nothing to redo.</source>
            <translation>No hay nada que rehacer.</translation>
        </message>
    </context>
    <context>
        <name>TournamentActions</name>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="42" />
            <source>The match archive is not open, so a tournament cannot be kept.</source>
            <extracomment>The desks open, by tournament id. The dialog open (new or open tournament), for the tests to reach.</extracomment>
            <translation>El archivo de partidas no está abierto: no se puede guardar un torneo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/tournament.py" line="103" />
            <source>The night was not saved: {why}</source>
            <translation>La velada no se guardó: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="32" />
            <source>T&amp;ournament</source>
            <translation>T&amp;orneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="407" />
            <source>&amp;New tournament…</source>
            <translation>&amp;Nuevo torneo…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="410" />
            <source>A club or hall night: teams, draw, slips, results.</source>
            <translation>Una velada de club o de salón: equipos, sorteo, hojas, resultados.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="415" />
            <source>&amp;Open tournament…</source>
            <translation>&amp;Abrir un torneo…</translation>
        </message>
    </context>
    <context>
        <name>TournamentDesk</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="113" />
            <source>R&amp;ound:</source>
            <extracomment>The round the draw shows (0: the newest).</extracomment>
            <translation>R&amp;onda:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="115" />
            <source>Round shown</source>
            <translation>Ronda mostrada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="116" />
            <source>The round whose draw and results are listed below.</source>
            <translation>La ronda cuyo sorteo y resultados se listan debajo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="124" />
            <source>Draw next round  [{Ctrl+D}]</source>
            <translation>Sortear la ronda siguiente  [{Ctrl+D}]</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="126" />
            <source>Draw next round</source>
            <translation>Sortear la ronda siguiente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="141" />
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="143" />
            <source>Standings and teams</source>
            <translation>Clasificación y equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="142" />
            <source>The standings, and the teams entered.</source>
            <translation>La clasificación y los equipos inscritos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="145" />
            <source>Left and Right switch between the standings and the teams.</source>
            <translation>Izquierda y Derecha cambian entre la clasificación y los equipos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="160" />
            <source>Why each tied team stands where it does, in sentences.</source>
            <translation>Por qué cada equipo empatado está en su puesto, en frases.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="162" />
            <source>Standin&amp;gs</source>
            <translation>&amp;Clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="168" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="144" />
            <source>Add a &amp;late team…</source>
            <translation>Añadir un equipo &amp;tardío…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="170" />
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="146" />
            <source>&amp;Withdraw a team…</source>
            <translation>&amp;Retirar un equipo…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="176" />
            <source>Tea&amp;ms</source>
            <translation>&amp;Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="236" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="246" />
            <source>Not saved, so nothing changed: {why}</source>
            <translation>No se guardó, así que nada cambió: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="267" />
            <source>to {target}</source>
            <translation>a {target}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="269" />
            <source>{game}, {minutes} min a round</source>
            <translation>{game}, {minutes} min por ronda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="270" />
            <source>{format}, {game}: round {n} of {rounds}</source>
            <translation>{format}, {game}: ronda {n} de {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="274" />
            <source>{format}, {game}: {rounds} rounds to play</source>
            <translation>{format}, {game}: {rounds} rondas por jugar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="278" />
            <source>{format}, {game}: the night is over</source>
            <translation>{format}, {game}: la velada ha terminado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="283" />
            <source>{name} — Tournament desk</source>
            <translation>{name} — Mesa del torneo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="303" />
            <source>Ties are broken once the first results are in.</source>
            <translation>Los empates se deshacen en cuanto lleguen los primeros resultados.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="319" />
            <source>No round drawn yet: {Ctrl+D} draws round 1.</source>
            <translation>Aún no hay ronda sorteada: {Ctrl+D} sortea la ronda 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="323" />
            <source>Round {n}: tables still out: {tables}.</source>
            <translation>Ronda {n}: mesas aún en juego: {tables}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="327" />
            <source>Every result is in: the night is over. {Ctrl+Shift+S} saves the final standings.</source>
            <translation>Están todos los resultados: la velada ha terminado. {Ctrl+Shift+S} guarda la clasificación final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="331" />
            <source>Round {n} is complete: {Ctrl+D} draws the next round.</source>
            <translation>La ronda {n} está completa: {Ctrl+D} sortea la siguiente.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="344" />
            <source>Round {n} drawn.</source>
            <translation>Ronda {n} sorteada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="353" />
            <source>Undone. {Ctrl+Shift+Z} redoes it.</source>
            <translation>Deshecho. {Ctrl+Shift+Z} lo rehace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="357" />
            <source>Redone. {Ctrl+Z} undoes it.</source>
            <translation>Rehecho. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="370" />
            <source>Choose a table in the draw first, then correct it.</source>
            <translation>Elija primero una mesa en el sorteo y luego corríjala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="375" />
            <source>Round {r}, table {t}: {a} against {b}</source>
            <translation>Ronda {r}, mesa {t}: {a} contra {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="384" />
            <source>Round {r}, table {t} corrected. {Ctrl+Z} undoes it.</source>
            <translation>Ronda {r}, mesa {t} corregida. {Ctrl+Z} lo deshace.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="400" />
            <source>{name} entered.</source>
            <translation>{name} inscrito.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="415" />
            <source>{name} withdrawn.</source>
            <translation>{name} retirado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="490" />
            <source>The projector is full screen on {screen}.</source>
            <translation>El proyector está a pantalla completa en {screen}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="492" />
            <source>The projector is open in a window of its own: move it to the hall's screen.</source>
            <translation>El proyector está abierto en su propia ventana: muévala a la pantalla de la sala.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="534" />
            <source>Table {t} recorded{names}.</source>
            <translation>Mesa {t} anotada{names}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk.py" line="547" />
            <source>Table {t}: {a} against {b}</source>
            <translation>Mesa {t}: {a} contra {b}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="20" />
            <source>&amp;Night</source>
            <translation>&amp;Velada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="21" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="22" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="23" />
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="28" />
            <source>Table number: the focus moves on once no table starts with it</source>
            <extracomment>The result entry's own keys (not commands), for the desk's keys sheet (F1); "{tables}": the night's table numbers.</extracomment>
            <translation>Número de mesa: el foco avanza en cuanto ninguna mesa empieza así</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="31" />
            <source>A total: the focus moves on at the target's number of digits</source>
            <translation>Un total: el foco avanza con tantas cifras como la meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="33" />
            <source>Next field (a short total)</source>
            <translation>Campo siguiente (un total corto)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="34" />
            <source>In an empty field: back to the one before</source>
            <translation>En un campo vacío: vuelta al anterior</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="35" />
            <source>Record the table's result</source>
            <translation>Anotar el resultado de la mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="36" />
            <source>Clear the result fields</source>
            <translation>Borrar los campos del resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="37" />
            <source>Time was called</source>
            <translation>Se cumplió el tiempo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="45" />
            <source>&amp;Draw next round</source>
            <translation>&amp;Sortear la ronda siguiente</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="54" />
            <source>&amp;Print slips and table cards…</source>
            <translation>&amp;Imprimir hojas y tarjetas de mesa…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="62" />
            <source>Save slips and table cards as P&amp;DF…</source>
            <translation>Guardar hojas y tarjetas como P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="71" />
            <source>&amp;Import table results…</source>
            <translation>Im&amp;portar resultados de mesas…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="79" />
            <source>&amp;Watch a folder for table results…</source>
            <translation>&amp;Vigilar una carpeta de resultados…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="87" />
            <source>Print s&amp;tandings…</source>
            <translation>Imprimir la &amp;clasificación…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="94" />
            <source>Save standings as PD&amp;F…</source>
            <translation>Guardar la clasificación como PD&amp;F…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="102" />
            <source>&amp;Export standings as CSV…</source>
            <translation>&amp;Exportar la clasificación como CSV…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="111" />
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="116" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="120" />
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="129" />
            <source>&amp;Correct the chosen table's result…</source>
            <translation>&amp;Corregir el resultado de la mesa elegida…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="137" />
            <source>&amp;Type a result</source>
            <translation>&amp;Escribir un resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="150" />
            <source>&amp;Projector: standings and draw on a second screen</source>
            <translation>&amp;Proyector: clasificación y sorteo en una segunda pantalla</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_commands.py" line="158" />
            <source>&amp;Keys of the desk</source>
            <translation>&amp;Teclas de la mesa del torneo</translation>
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
            <translation>Aún no hay ronda sorteada: sortee una primero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="110" />
            <source>Save slips and table cards</source>
            <translation>Guardar hojas y tarjetas de mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="111" />
            <source>round {n}</source>
            <translation>ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="126" />
            <source>Save standings</source>
            <translation>Guardar la clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="127" />
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="142" />
            <source>standings</source>
            <translation>clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="141" />
            <source>Export standings</source>
            <translation>Exportar la clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="143" />
            <source>Spreadsheet (*.csv)</source>
            <translation>Hoja de cálculo (*.csv)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="154" />
            <source>Not written: {why}</source>
            <translation>No se escribió: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="159" />
            <source>Written: {path}</source>
            <translation>Escrito: {path}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="189" />
            <source>Import table results</source>
            <translation>Importar resultados de mesas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="191" />
            <source>Match records (*.tarbish.json *.json)</source>
            <translation>Registros de partida (*.tarbish.json *.json)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="250" />
            <source>Table result {code} taken from {file}.</source>
            <translation>Resultado de la mesa {code} tomado de {file}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="291" />
            <source>{file} refused: {why}</source>
            <extracomment>The last refusal of a code typed: said with the file's name if the asking is then cancelled.</extracomment>
            <translation>{file} rechazado: {why}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="304" />
            <source>Watch a folder for table results</source>
            <translation>Vigilar una carpeta de resultados de mesas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="321" />
            <source>{folder}, watched last time, is not there now: no folder is watched.</source>
            <translation>{folder}, vigilada la última vez, ya no está: no se vigila ninguna carpeta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_files.py" line="335" />
            <source>Watching {folder} for table results.</source>
            <translation>Vigilando {folder} por resultados de mesas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="101" />
            <source>out</source>
            <extracomment>One cell: its text, bold, its colour (None: the palette's text), and right-aligned (a number).</extracomment>
            <translation>en juego</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="104" />
            <source>{result} (time called)</source>
            <translation>{result} (tiempo cumplido)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="106" />
            <source>{result} (corrected)</source>
            <translation>{result} (corregido)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="115" />
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="116" />
            <source>First team</source>
            <translation>Primer equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="117" />
            <source>Second team</source>
            <translation>Segundo equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="118" />
            <source>Deals first</source>
            <translation>Reparte primero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="119" />
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="120" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="124" />
            <source>Draw</source>
            <translation>Sorteo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="125" />
            <source>The round's tables; tables still out are marked out. Choose a table and press F2 to correct it.</source>
            <translation>Las mesas de la ronda; las que siguen en juego están marcadas. Elija una mesa y pulse F2 para corregirla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="150" />
            <source>seat {n}</source>
            <translation>asiento {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="192" />
            <source>Standings</source>
            <extracomment>The columns of ``STANDINGS_COLUMNS`` shown (the players and "withdrawn" are in the teams list). Columns of the view shown only when a team has one: drawn, byes. Columns of the view that give way when the pane is narrow, first to go first: against, played, lost. The team column's room when fitting, in widths of "M" (a longer name is cut short with "…").</extracomment>
            <translation>Clasificación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="193" />
            <source>Every team by place, after the results typed so far; ties broken below.</source>
            <translation>Cada equipo por puesto, según los resultados anotados; desempates debajo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="291" />
            <source>Team</source>
            <extracomment>Each column's room (pixels), measured at each fill; the columns without any value to show.</extracomment>
            <translation>Equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="292" />
            <source>Partners</source>
            <translation>Compañeros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="293" />
            <source>Playing</source>
            <translation>Juega</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="297" />
            <source>Teams</source>
            <translation>Equipos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="298" />
            <source>Every team entered; late and withdrawn teams say so.</source>
            <translation>Cada equipo inscrito; los que llegan tarde o se retiran lo indican.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="314" />
            <source>withdrawn after round {n}</source>
            <translation>retirado tras la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="318" />
            <source>late: plays from round {n}</source>
            <translation>tardío: juega desde la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_views.py" line="320" />
            <source>yes</source>
            <translation>sí</translation>
        </message>
    </context>
    <context>
        <name>TournamentPaper</name>
        <message>
            <location filename="../../tarbish_score/qt/tournament_paper/standings_page.py" line="84" />
            <source>Order of the tie-breaks: {order}.</source>
            <extracomment>Height of the page-number line under each page's body, in millimetres.</extracomment>
            <translation>Orden de los desempates: {order}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="38" />
            <source>Place</source>
            <extracomment>The standings' columns, in English (the PDF and the CSV show them in the user's language through ``translate("TournamentPaper", column)``); the CSV's columns are these, in this order.</extracomment>
            <translation>Puesto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="39" />
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="40" />
            <source>Player 1</source>
            <translation>Jugador 1</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="41" />
            <source>Player 2</source>
            <translation>Jugador 2</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="42" />
            <source>Played</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="43" />
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="44" />
            <source>Drawn</source>
            <translation>Empatadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="45" />
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="46" />
            <source>Byes</source>
            <translation>Descansos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="47" />
            <source>Points for</source>
            <translation>Puntos a favor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="48" />
            <source>Points against</source>
            <translation>Puntos en contra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="49" />
            <source>Difference</source>
            <translation>Diferencia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="50" />
            <source>Withdrawn</source>
            <translation>Retirado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="55" />
            <source>Score slip</source>
            <extracomment>The words the slip prints once each, by key (see :func:`paper_text`).</extracomment>
            <translation>Hoja de puntuación</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="56" />
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="57" />
            <source>Table code</source>
            <translation>Código de mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="58" />
            <source>Hand</source>
            <translation>Mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="59" />
            <source>Dealer</source>
            <translation>Repartidor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="60" />
            <source>First dealer</source>
            <translation>Primer repartidor</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="61" />
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="62" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="63" />
            <source>Final totals</source>
            <translation>Totales finales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="64" />
            <source>Time was called before a team reached the target</source>
            <translation>Se acabó el tiempo antes de que un equipo llegara a la meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="65" />
            <source>Both teams sign, then bring this slip to the desk (or the table's match record).</source>
            <translation>Los dos equipos firman y llevan esta hoja a la mesa de control (o la partida registrada de la mesa).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="68" />
            <source>The draw</source>
            <translation>El sorteo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="69" />
            <source>against</source>
            <translation>contra</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="70" />
            <source>How ties were broken</source>
            <translation>Cómo se deshicieron los empates</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="71" />
            <source>No tie needed breaking: wins alone set the order.</source>
            <translation>Ningún empate que deshacer: las victorias solas dan el orden.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="72" />
            <source>withdrawn</source>
            <translation>retirado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="73" />
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="74" />
            <source>= a shared place</source>
            <translation>= puesto compartido</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="89" />
            <source>Round {n} of {rounds}</source>
            <translation>Ronda {n} de {rounds}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="94" />
            <source>Table {n}</source>
            <translation>Mesa {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="99" />
            <source>Seat {n}</source>
            <translation>Asiento {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="112" />
            <source>Team {n} (seats {a} and {b})</source>
            <translation>Equipo {n} (asientos {a} y {b})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="124" />
            <source>First dealer: seat {n} ({who}), drawn by lot.</source>
            <translation>Primer repartidor: asiento {n} ({who}), por sorteo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="129" />
            <source>The deal passes left: seat 1, 2, 3, 4, then seat 1 again.</source>
            <translation>El reparto pasa a la izquierda: asiento 1, 2, 3, 4 y de nuevo el 1.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="142" />
            <source>First to {target}.</source>
            <translation>A {target} puntos.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/tournament_paper.py" line="145" />
            <source>Time limit: %n minute(s).</source>
            <translation>
                <numerusform>Tiempo límite: %n minuto.</numerusform>
                <numerusform>Tiempo límite: %n minutos.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="151" />
            <source>Signature, team {n}: {team}</source>
            <translation>Firma, equipo {n}: {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="158" />
            <source>Bye: {teams}.</source>
            <translation>Descansa: {teams}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="170" />
            <source>Final standings</source>
            <translation>Clasificación final</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="174" />
            <source>Standings before the first result</source>
            <translation>Clasificación antes del primer resultado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="177" />
            <source>Standings after round {n}</source>
            <translation>Clasificación tras la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="181" />
            <source>Standings with {done} of {tables} results of round {n} in</source>
            <translation>Clasificación con {done} de {tables} resultados de la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/tournament_paper.py" line="186" />
            <source>Standings with {done} of {tables} results of rounds 1–{n} in</source>
            <translation>Clasificación con {done} de {tables} resultados de las rondas 1 a {n}</translation>
        </message>
    </context>
    <context>
        <name>TrumpCombo</name>
        <message>
            <location filename="../../tarbish_score/ui/trump_combo.py" line="79" />
            <source>{key}, then {suits} ({no_trump}: no trump)</source>
            <translation>{key}, luego {suits} ({no_trump}: sin triunfo)</translation>
        </message>
    </context>
    <context>
        <name>TrumpPicker</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="161" />
            <source>Trump</source>
            <translation>Triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="164" />
            <source>The trump suit: press {clubs} for clubs, {diamonds} for diamonds, {hearts} for hearts, {spades} for spades ({no_trump}: no trump).</source>
            <translation>El palo de triunfo: pulsa {clubs} para tréboles, {diamonds} para diamantes, {hearts} para corazones y {spades} para picas ({no_trump}: sin triunfo).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/pickers.py" line="181" />
            <source>no trump  [{no_trump}]</source>
            <translation>sin triunfo  [{no_trump}]</translation>
        </message>
    </context>
    <context>
        <name>TypingStrip</name>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="336" />
            <source>No match yet: {F12} or {Esc} goes back, then {Ctrl+N} starts one.</source>
            <translation>Aún no hay partida: {F12} o {Esc} para volver, y luego {Ctrl+N} empieza una.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="338" />
            <source>The match is over. {F12} or {Esc}: back to the full window.</source>
            <translation>La partida ha terminado. {F12} o {Esc}: volver a la ventana completa.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="344" />
            <source>Type a round blind: caller 1-4, trump {clubs} {diamonds} {hearts} {spades}, the count; {Enter} records it.</source>
            <translation>Escribe una ronda a ciegas: quién elige 1-4, triunfo {clubs} {diamonds} {hearts} {spades}, el recuento; {Enter} la registra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="353" />
            <source>thrown in</source>
            <translation>anulada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="356" />
            <source>{seat} {name}</source>
            <translation>{seat} {name}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="359" />
            <source>caller?</source>
            <translation>¿quién elige?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="361" />
            <source>trump?</source>
            <translation>¿triunfo?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="363" />
            <source>count?</source>
            <translation>¿recuento?</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/table_board.py" line="367" />
            <source>runs: {n}</source>
            <translation>escaleras: {n}</translation>
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
            <translation>Deshacer  [{Ctrl+Z}]</translation>
        </message>
    </context>
    <context>
        <name>UnsavedChangesDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="51" />
            <source>Changes not saved</source>
            <translation>Cambios sin guardar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="52" />
            <source>&lt;b&gt;Some changes to this match are not saved in the archive.&lt;/b&gt;</source>
            <translation>&lt;b&gt;Algunos cambios de esta partida no están guardados en el archivo.&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="53" />
            <source>The archive refused them: {error}</source>
            <translation>El archivo los rechazó: {error}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="56" />
            <source>They are kept in {path}. Tarabish Score offers to bring them back when it starts next.</source>
            <translation>Se guardan en {path}. Tarabish Score te ofrecerá recuperarlos la próxima vez que se abra.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="59" />
            <source>No copy could be kept either ({problem}): save a copy, or they are lost.</source>
            <translation>Tampoco se ha podido guardar una copia ({problem}): guarda una copia o se perderán.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="66" />
            <source>&amp;Try again</source>
            <translation>&amp;Reintentar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="67" />
            <source>Save a &amp;copy…</source>
            <translation>Guardar una &amp;copia…</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="68" />
            <source>&amp;Quit, keep the copy</source>
            <translation>&amp;Salir y conservar la copia</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="70" />
            <source>Quit &amp;without saving</source>
            <translation>Salir sin &amp;guardar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/dialogs/unsaved.py" line="71" />
            <source>&amp;Back to the match</source>
            <translation>&amp;Volver a la partida</translation>
        </message>
    </context>
    <context>
        <name>WithdrawDialog</name>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="260" />
            <source>Withdraw a team</source>
            <translation>Retirar un equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="262" />
            <source>A withdrawn team is drawn no more; its games stay in the standings.</source>
            <translation>Un equipo retirado ya no se sortea; sus partidas quedan en la clasificación.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="270" />
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="271" />
            <source>The team that leaves the night.</source>
            <translation>El equipo que deja la velada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="272" />
            <source>&amp;Team:</source>
            <translation>&amp;Equipo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="275" />
            <source>Reason</source>
            <translation>Motivo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="276" />
            <source>Why the team leaves; kept in the night's log.</source>
            <translation>Por qué se va el equipo; queda en el registro de la velada.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="277" />
            <source>&amp;Reason:</source>
            <translation>&amp;Motivo:</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/tournament/desk_dialogs.py" line="279" />
            <source>Withdraw</source>
            <translation>Retirar</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="50" />
            <source>clubs</source>
            <extracomment>Suit names by the record's value of the suit; "none" is no trump.</extracomment>
            <translation>tréboles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="51" />
            <source>diamonds</source>
            <translation>diamantes</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="52" />
            <source>hearts</source>
            <translation>corazones</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="53" />
            <source>spades</source>
            <translation>picas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="54" />
            <source>no trump</source>
            <translation>sin triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="59" />
            <source>made</source>
            <extracomment>Outcome words by the record's value of the outcome (docs/rules.md section 6).</extracomment>
            <translation>cumplida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="62" />
            <source>thrown in</source>
            <translation>anulada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="153" />
            <source>seat {n}</source>
            <translation>asiento {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="67" />
            <source>twenty</source>
            <extracomment>The two kinds of run: three cards are a twenty, four or more a fifty (docs/rules.md section 4).</extracomment>
            <translation>veinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="68" />
            <source>fifty</source>
            <translation>cincuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="181" />
            <source>fifty ({n} cards)</source>
            <translation>cincuenta ({n} cartas)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="184" />
            <source>{top} high</source>
            <translation>al {top}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="73" />
            <location filename="../../tarbish_score/words/game.py" line="74" />
            <source> (no score)</source>
            <extracomment>How a run list marks runs that scored and runs that did not, by style.</extracomment>
            <translation> (no puntúa)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="60" />
            <source>bait</source>
            <translation>bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, scored</source>
            <translation>, puntúa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="75" />
            <source>, beaten</source>
            <translation>, superada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="131" />
            <source>North-South</source>
            <extracomment>The names a match takes when none is typed: the pairs and seats of a card table, as bridge names them (seat 0 at the bottom of the new-match picture, then clockwise). A compass name is a proper name in every sentence that puts a team or a player in ("North-South win the match"), where a pronoun such as "Us" is not ("Us win", "Victoire de Nous").</extracomment>
            <translation>Norte-Sur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="131" />
            <source>East-West</source>
            <translation>Este-Oeste</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="133" />
            <source>South</source>
            <translation>Sur</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="134" />
            <source>West</source>
            <translation>Oeste</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="135" />
            <source>North</source>
            <translation>Norte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="136" />
            <source>East</source>
            <translation>Este</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="172" />
            <source>fifty ({n})</source>
            <translation>cincuenta ({n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="174" />
            <source>{top}-high</source>
            <translation>al {top}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="246" />
            <source>no runs announced</source>
            <translation>no se cantaron escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="247" />
            <source>nobody else announced a run</source>
            <translation>nadie más cantó una escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="248" />
            <source>a fifty beats any twenty</source>
            <translation>un cincuenta supera a cualquier veinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="249" />
            <source>between fifties the longer run wins</source>
            <translation>entre cincuentas gana la escalera más larga</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="250" />
            <source>the higher top card wins</source>
            <translation>gana la carta más alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="251" />
            <source>a trump run beats a plain run</source>
            <translation>una escalera de triunfo supera a una de palo normal</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="252" />
            <source>identical runs on both teams: nobody scores runs</source>
            <translation>escaleras idénticas en los dos equipos: nadie se anota escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="253" />
            <source>identical runs: the one nearer the eldest hand wins</source>
            <translation>escaleras idénticas: gana la más cercana a la mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="268" />
            <location filename="../../tarbish_score/words/game.py" line="270" />
            <source>Runs: {reason}.</source>
            <translation>Escaleras: {reason}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="276" />
            <source>Runs: {a}'s and {b}'s runs score {points} for {team}: {reason}</source>
            <translation>Escaleras: las de {a} y {b} dan {points} a {team}: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="285" />
            <source>Runs: {who}'s {run} wins, {points} points: {reason}</source>
            <translation>Escaleras: gana el {run} de {who}, {points} puntos: {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="290" />
            <source> (beat {who}'s {run})</source>
            <translation> (superó el {run} de {who})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="304" />
            <source>Callers ({team}) needed {line} of {total} card points</source>
            <translation>Los que eligen ({team}) necesitaban {line} de {total} puntos de cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="308" />
            <source>, with their {what}</source>
            <translation>, con su {what}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="310" />
            <source>, against a {what} for {team}</source>
            <translation>, contra {what} de {team}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="314" />
            <source> (could not be made)</source>
            <translation> (imposible de cumplir)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="235" />
            <source>{n} in runs</source>
            <translation>{n} en escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="237" />
            <source>bella</source>
            <translation>bella</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="238" />
            <source>sweep bonus</source>
            <translation>bonificación por capote</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="326" />
            <source> and </source>
            <translation> y </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="192" />
            <source>{player}'s {run}</source>
            <translation>el {run} de {player}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="68" />
            <source>Pick the caller: press 1-4.</source>
            <translation>Indica quién eligió triunfo: pulsa 1-4.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="70" />
            <source>Bella must be held by one of the four players.</source>
            <translation>La bella tiene que tenerla uno de los cuatro jugadores.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="71" />
            <source>A run must belong to one of the four players.</source>
            <translation>Una escalera tiene que ser de uno de los cuatro jugadores.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="105" />
            <source>Pick the trump suit: it decides between the runs.</source>
            <translation>Indica el palo de triunfo: decide entre las escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="82" />
            <source>Two players' runs must be compared: add the top card of {run}.</source>
            <translation>Hay que comparar escaleras de dos jugadores: indica la carta más alta en {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="85" />
            <source>Two players' runs must be compared: add the suit of {run}.</source>
            <translation>Hay que comparar escaleras de dos jugadores: indica el palo en {run}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="95" />
            <source>{first} and {second} need more cards of one suit than the suit has.</source>
            <translation>{first} y {second} necesitan más cartas de un palo de las que tiene el palo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="98" />
            <source>{first} and {second} both use the {card}: one card cannot be in two runs.</source>
            <translation>{first} y {second} usan los dos la carta {card}: una carta no puede estar en dos escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="117" />
            <source>No-trump rounds are off under these rules: pick a suit.</source>
            <translation>Con estas reglas no hay rondas sin triunfo: elige un palo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="118" />
            <source>Type the card points as a whole number.</source>
            <translation>Escribe los puntos de cartas como un número entero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="119" />
            <source>A team's count must be between 0 and {total}.</source>
            <translation>El recuento de un equipo debe estar entre 0 y {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="122" />
            <source>The two teams' counts must add up to {total}.</source>
            <translation>Los recuentos de los dos equipos deben sumar {total}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="125" />
            <source>A sweep means one team took all {total} card points.</source>
            <translation>Capote significa que un equipo se llevó los {total} puntos de cartas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="128" />
            <source>Thrown in is off: the dealer must call (house rule).</source>
            <translation>No se puede anular: el repartidor está obligado a elegir (regla de la casa).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="129" />
            <source>There is no bella in a no-trump round.</source>
            <translation>No hay bella en una ronda sin triunfo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="130" />
            <source>Bella needs the K and Q of trump, but {run} holds the {rank}.</source>
            <translation>La bella necesita la K y la Q de triunfo, pero {run} incluye la {rank}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="133" />
            <source>A run has 3 to 9 cards.</source>
            <translation>Una escalera tiene de 3 a 9 cartas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="134" />
            <source>A {length}-card run cannot top at {top}: its lowest possible top is {lowest}.</source>
            <translation>Una escalera de {length} cartas no puede tener {top} como carta más alta: como mínimo, {lowest}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="137" />
            <source>{player} claims {cards} cards in runs, but a hand has only 9.</source>
            <translation>{player} canta {cards} cartas en escaleras, pero una mano solo tiene 9.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="141" />
            <source>{player}'s runs join into one run of {length} cards: record it as one run.</source>
            <translation>Las escaleras de {player} se unen en una de {length} cartas: anótala como una sola escalera.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="147" />
            <source>This round was recorded as a forced call, but nobody is forced to call under these rules.</source>
            <translation>Esta ronda se anotó con el repartidor obligado, pero con estas reglas nadie está obligado a elegir.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="150" />
            <source>This round was recorded as the dealer's forced call: the caller must be the dealer, {dealer}.</source>
            <translation>Esta ronda se anotó con el repartidor obligado: quien elige debe ser el repartidor, {dealer}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="154" />
            <source>The match is over: start a rematch ({Ctrl+Shift+R}) to play on.</source>
            <translation>La partida ha terminado: empieza la revancha ({Ctrl+Shift+R}) para seguir jugando.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="162" />
            <source>Card points are digits only (0-9): remove “{chars}”.</source>
            <translation>Los puntos de cartas solo llevan cifras (0-9): quita «{chars}».</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="184" />
            <source>The file is not a match record: its text is not valid JSON.</source>
            <translation>El fichero no es un registro de partida: su texto no es JSON válido.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="185" />
            <source>The file is empty.</source>
            <translation>El fichero está vacío.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="186" />
            <source>The file is UTF-16 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>El fichero está en UTF-16, no en UTF-8: guárdalo como UTF-8 («Guardar como» de un editor de texto) e impórtalo de nuevo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="190" />
            <source>The file is UTF-32 text, not UTF-8: save it as UTF-8 (a text editor's Save As) and import it again.</source>
            <translation>El fichero está en UTF-32, no en UTF-8: guárdalo como UTF-8 («Guardar como» de un editor de texto) e impórtalo de nuevo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="194" />
            <source>The file is too large to be a match record.</source>
            <translation>El fichero es demasiado grande para ser un registro de partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="195" />
            <source>The match is too large to keep: the archive could not back it up and restore it.</source>
            <translation>La partida es demasiado grande para conservarla: el archivo no podría hacer una copia de seguridad de ella ni restaurarla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="198" />
            <source>The file is not a Tarabish Score match record.</source>
            <translation>El fichero no es un registro de partida de Tarabish Score.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="199" />
            <source>This Tarabish Score cannot read this version of the match record.</source>
            <translation>Esta versión de Tarabish Score no puede leer esta versión del registro de partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="200" />
            <source>The file cannot be read.</source>
            <translation>No se puede leer el fichero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="201" />
            <source>A value in the record is of the wrong kind.</source>
            <translation>Un valor del registro es de un tipo incorrecto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="202" />
            <source>The record must name two teams.</source>
            <translation>El registro debe indicar dos equipos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="203" />
            <source>Each team in the record must name two players.</source>
            <translation>Cada equipo del registro debe indicar dos jugadores.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="204" />
            <source>The record's history of changes is damaged.</source>
            <translation>El historial de cambios del registro está dañado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="205" />
            <source>The record's archive dates are damaged.</source>
            <translation>Las fechas de archivo del registro están dañadas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="206" />
            <source>The backup's table of contents is damaged or incomplete.</source>
            <translation>El índice de la copia de seguridad está dañado o incompleto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="207" />
            <source>The folder holds no match record.</source>
            <translation>La carpeta no contiene ningún registro de partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="235" />
            <source>{file}, round {round}, field '{field}'</source>
            <translation>{file}, ronda {round}, campo «{field}»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="239" />
            <source>{file}, round {round}</source>
            <translation>{file}, ronda {round}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="241" />
            <source>{file}, field '{field}'</source>
            <translation>{file}, campo «{field}»</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="247" />
            <source>A value the record needs is missing.</source>
            <translation>Falta un valor que el registro necesita.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="249" />
            <source>A file the backup lists is missing.</source>
            <translation>Falta un fichero que figura en la copia de seguridad.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="258" />
            <source>The record holds a value Tarabish Score cannot accept.</source>
            <translation>El registro contiene un valor que Tarabish Score no puede aceptar.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="260" />
            <source>{where}: {sentence}</source>
            <translation>{where}: {sentence}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="275" />
            <source>The match could not be saved: the disk is full.</source>
            <translation>No se ha podido guardar la partida: el disco está lleno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="276" />
            <source>The match could not be saved: the disk or the archive file is read-only.</source>
            <translation>No se ha podido guardar la partida: el disco o el fichero del archivo es de solo lectura.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="277" />
            <source>The match could not be saved: another program is using the archive.</source>
            <translation>No se ha podido guardar la partida: otro programa está usando el archivo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="278" />
            <source>The match could not be saved: the disk reported an error.</source>
            <translation>No se ha podido guardar la partida: el disco ha dado un error.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="279" />
            <source>The match could not be saved: the archive refused the change.</source>
            <translation>No se ha podido guardar la partida: el archivo ha rechazado el cambio.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="280" />
            <source>Another Tarabish Score window or command is using the matches: close it, or wait for it.</source>
            <translation>Otra ventana u orden de Tarabish Score está usando las partidas: ciérrala o espera a que termine.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="284" />
            <source>The match archive could not be used.</source>
            <translation>No se ha podido usar el archivo de partidas.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="299" />
            <source>Could not write {path}: the disk is full.</source>
            <translation>No se ha podido escribir {path}: el disco está lleno.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="300" />
            <source>Could not write {path}: the disk quota is used up.</source>
            <translation>No se ha podido escribir {path}: se ha agotado la cuota de disco.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="301" />
            <source>Could not write {path}: the disk is read-only.</source>
            <translation>No se ha podido escribir {path}: el disco es de solo lectura.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="302" />
            <location filename="../../tarbish_score/words/errors.py" line="303" />
            <source>Could not write {path}: permission denied.</source>
            <translation>No se ha podido escribir {path}: permiso denegado.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="304" />
            <source>Could not write {path}: it is a folder.</source>
            <translation>No se ha podido escribir {path}: es una carpeta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="305" />
            <source>Could not write {path}: the folder does not exist.</source>
            <translation>No se ha podido escribir {path}: la carpeta no existe.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="307" />
            <source>Could not write {path}.</source>
            <translation>No se ha podido escribir {path}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="342" />
            <source>With this correction {team} win in round {n}</source>
            <translation>Con esta corrección gana {team} en la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="346" />
            <source>With this correction the match ends drawn in round {n}</source>
            <translation>Con esta corrección la partida acaba en empate en la ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="348" />
            <source>; round {a} would come after the end.</source>
            <translation>; la ronda {a} quedaría después del final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="350" />
            <source>; rounds {a}-{b} would come after the end.</source>
            <translation>; las rondas {a}-{b} quedarían después del final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="22" />
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="23" />
            <source>Whole-bait house</source>
            <translation>Casa de bait entero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="24" />
            <source>Short game (300)</source>
            <translation>Partida corta (300)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="25" />
            <source>Easy-going house</source>
            <translation>Casa tranquila</translation>
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
            <translation>Meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="51" />
            <source>Landing on the target</source>
            <translation>Llegar justo a la meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="52" />
            <source>Forced dealer</source>
            <translation>Repartidor obligado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="53" />
            <source>Equal totals</source>
            <translation>Totales iguales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="54" />
            <source>Bait takes</source>
            <translation>Qué se lleva el bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="55" />
            <source>Bella on bait</source>
            <translation>Bella en un bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="56" />
            <source>Who scores runs</source>
            <translation>Quién se anota escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="57" />
            <source>Long runs</source>
            <translation>Escaleras largas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="58" />
            <source>Run order</source>
            <translation>Orden de escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="59" />
            <source>Between two fifties</source>
            <translation>Entre dos cincuentas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="60" />
            <source>Identical runs</source>
            <translation>Escaleras idénticas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="61" />
            <source>No-trump rounds</source>
            <translation>Rondas sin triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="62" />
            <source>Both reach the target</source>
            <translation>Los dos llegan a la meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="63" />
            <source>Tie at the end</source>
            <translation>Empate al final</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="64" />
            <source>Sweep bonus</source>
            <translation>Bonificación por capote</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="72" />
            <source>The points a team needs to win the match.</source>
            <translation>Los puntos que necesita un equipo para ganar la partida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="73" />
            <source>Whether landing exactly on the target wins, or a team must go past it.</source>
            <translation>Si llegar justo a la meta gana, o hay que pasarla.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="74" />
            <source>If everyone passes, the dealer must name trump; if off, the cards are thrown in.</source>
            <translation>Si todos pasan, el repartidor debe elegir triunfo; si no está activado, la mano se anula.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="77" />
            <source>When callers and opponents tie, the opponents keep their own points (half bait) or take all (whole bait).</source>
            <translation>Si los que eligen y los rivales empatan, los rivales conservan sus puntos (medio bait) o se lo llevan todo (bait entero).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="81" />
            <source>When the callers go bait, the opponents take everything, or only the cards and their own runs.</source>
            <translation>Si los que eligen quedan en bait, los rivales se llevan todo, o solo las cartas y sus propias escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="84" />
            <source>When the callers go bait, their bella goes to the opponents or stays with them.</source>
            <translation>Si los que eligen quedan en bait, su bella pasa a los rivales o se la quedan ellos.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="87" />
            <source>Only the player with the best run scores runs, or both partners of that team do.</source>
            <translation>Solo el jugador con la mejor escalera se anota escaleras, o lo hacen los dos compañeros de ese equipo.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="90" />
            <source>A run of 5 or more cards counts 50, or is split into fifties and a twenty (7 cards = 70).</source>
            <translation>Una escalera de 5 cartas o más vale 50, o se divide en cincuentas y un veinte (7 cartas = 70).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="93" />
            <source>Runs of the same length: compare the top card before trump, or trump before the top card.</source>
            <translation>Escaleras de la misma longitud: comparar la carta más alta antes que el triunfo, o el triunfo antes que la carta más alta.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="96" />
            <source>Between two fifties the higher top card wins, or the longer run wins first.</source>
            <translation>Entre dos cincuentas gana la carta más alta, o gana primero la escalera más larga.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="99" />
            <source>Identical plain runs on both teams: nobody scores runs, or the one nearer the eldest hand.</source>
            <translation>Escaleras idénticas de palo normal en los dos equipos: nadie se anota escaleras, o gana la más cercana a la mano.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="102" />
            <source>Allows rounds with no trump suit: 130 card points and no bella.</source>
            <translation>Permite rondas sin palo de triunfo: 130 puntos de cartas y sin bella.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="103" />
            <source>Both teams reach the target in one round: the higher total wins, or the callers if they made it.</source>
            <translation>Los dos equipos llegan a la meta en una ronda: gana el total más alto, o los que eligen si cumplieron.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="107" />
            <source>Equal totals at or above the target: play another round, or the match is a draw.</source>
            <translation>Totales iguales en la meta o por encima: se juega otra ronda, o la partida acaba en empate.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="110" />
            <source>Extra points for a team that takes all nine tricks (0 means no bonus).</source>
            <translation>Puntos extra para el equipo que gana las nueve bazas (0 es sin bonificación).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="118" />
            <source>exactly the target wins</source>
            <translation>llegar justo a la meta gana</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="119" />
            <source>must go past the target</source>
            <translation>hay que pasar la meta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="120" />
            <source>the dealer must call</source>
            <translation>el repartidor debe elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="121" />
            <source>all pass: thrown in</source>
            <translation>todos pasan: anulada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/game.py" line="61" />
            <location filename="../../tarbish_score/words/rules.py" line="122" />
            <source>half bait</source>
            <translation>medio bait</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="123" />
            <source>whole bait</source>
            <translation>bait entero</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="124" />
            <source>everything on the table</source>
            <translation>todo lo que hay en la mesa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="125" />
            <source>cards and their own runs only</source>
            <translation>solo cartas y sus propias escaleras</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="126" />
            <source>goes to the opponents</source>
            <translation>pasa a los rivales</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="127" />
            <source>stays with the callers</source>
            <translation>se la quedan los que eligen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="128" />
            <source>best player only</source>
            <translation>solo el mejor jugador</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="129" />
            <source>both partners</source>
            <translation>los dos compañeros</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="130" />
            <source>always 50</source>
            <translation>siempre 50</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="131" />
            <source>split (7 = 70, 8 = 100)</source>
            <translation>dividida (7 = 70, 8 = 100)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="132" />
            <source>top card, then trump</source>
            <translation>carta más alta, luego triunfo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="133" />
            <source>trump, then top card</source>
            <translation>triunfo, luego carta más alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="134" />
            <source>higher top card</source>
            <translation>carta más alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="135" />
            <source>longer run first</source>
            <translation>primero la más larga</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="136" />
            <source>nobody scores</source>
            <translation>nadie puntúa</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="137" />
            <source>nearer the eldest hand</source>
            <translation>la más cercana a la mano</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="138" />
            <source>not allowed</source>
            <translation>no permitidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="139" />
            <source>allowed</source>
            <translation>permitidas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="140" />
            <source>higher total wins</source>
            <translation>gana el total más alto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="141" />
            <source>the callers win</source>
            <translation>ganan los que eligen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/rules.py" line="142" />
            <source>play on</source>
            <translation>se sigue jugando</translation>
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
            <translation>Reglas de la casa: {old} → {new} (las mismas opciones)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="54" />
            <location filename="../../tarbish_score/words/rules.py" line="143" />
            <source>a draw</source>
            <translation>empate</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="55" />
            <source>nobody yet</source>
            <translation>nadie aún</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="71" />
            <source>Nothing changes: every round scores the same.</source>
            <translation>No cambia nada: todas las rondas puntúan igual.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="77" />
            <source>{team}: {old} → {new} points</source>
            <translation>{team}: {old} → {new} puntos</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="81" />
            <source>Totals stay {a} {x} – {b} {y}.</source>
            <translation>Los totales se quedan en {a} {x} – {b} {y}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="84" />
            <source>Round {n}: {old} {x} – {y} → {new} {x2} – {y2}</source>
            <translation>Ronda {n}: {old} {x} – {y} → {new} {x2} – {y2}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tarbish_score/words/compare.py" line="96" />
            <source>… and %n more round(s).</source>
            <translation>
                <numerusform>… y %n ronda más.</numerusform>
                <numerusform>… y %n rondas más.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="99" />
            <source>The winner changes: {old} → {new}.</source>
            <translation>Cambia el ganador: {old} → {new}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="104" />
            <source>{team} still win.</source>
            <translation>Sigue ganando {team}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="120" />
            <source>Not possible: under these rules the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>No es posible: con estas reglas la partida acaba en la ronda {end}, y la ronda {n} quedaría después del final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="124" />
            <source>Not possible: round {n} is not valid under these rules. {reason}</source>
            <translation>No es posible: la ronda {n} no es válida con estas reglas. {reason}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/compare.py" line="141" />
            <source>With this round put in, the match ends in round {end}, and round {n} would come after the end.</source>
            <translation>Con esta ronda añadida, la partida acaba en la ronda {end}, y la ronda {n} quedaría después del final.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/errors.py" line="174" />
            <source>A team scores more than {limit} this round: check the count and the runs.</source>
            <translation>Un equipo suma más de {limit} en esta ronda: revisa el recuento y las escaleras.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="27" />
            <source>First past {target} wins.</source>
            <translation>Gana el primero que pase de {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="28" />
            <source>First to {target} wins.</source>
            <translation>Gana el primero que llegue a {target}.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="50" />
            <source>Equal totals at or above {target}: the match is drawn (house rule).</source>
            <translation>Totales iguales en {target} o más: la partida acaba en empate (regla de la casa).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="57" />
            <source>{team} went past {target} first.</source>
            <translation>{team} pasó de {target} primero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="58" />
            <source>{team} reached {target} first.</source>
            <translation>{team} llegó a {target} primero.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="62" />
            <source>Both teams went past {target} by round {n}: the higher total wins.</source>
            <translation>Los dos equipos pasaron de {target} en la ronda {n}: gana el total más alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="65" />
            <source>Both teams reached {target} by round {n}: the higher total wins.</source>
            <translation>Los dos equipos llegaron a {target} en la ronda {n}: gana el total más alto.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="70" />
            <source>Both teams reached {target} in round {n}: {team} called and made it, so they go out (house rule: the callers win).</source>
            <translation>Los dos equipos llegaron a {target} en la ronda {n}: {team} eligió triunfo y cumplió, así que gana (regla de la casa: ganan los que eligen).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="76" />
            <source>Both teams reached {target} in round {n}: {callers} called and went {outcome}, so {team} go out (house rule: the callers win only if they made it).</source>
            <translation>Los dos equipos llegaron a {target} en la ronda {n}: {callers} eligió triunfo y quedó en {outcome}, así que gana {team} (regla de la casa: los que eligen solo ganan si cumplen).</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="99" />
            <source>lost by {n}</source>
            <translation>perdió por {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="102" />
            <source>lost: went {outcome}</source>
            <translation>perdió: quedó en {outcome}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/match_end.py" line="103" />
            <source>lost: the callers went out</source>
            <translation>perdió: ganaron los que eligen</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="43" />
            <source>thrown in → played</source>
            <translation>anulada → jugada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="45" />
            <source>played → thrown in</source>
            <translation>jugada → anulada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="49" />
            <source>caller {before} → {after}</source>
            <translation>elige {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="55" />
            <source>trump {before} → {after}</source>
            <translation>triunfo {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="64" />
            <source>runs: {changes}</source>
            <translation>escaleras: {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="67" />
            <source>bella {before} → {after}</source>
            <translation>bella {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep added</source>
            <translation>capote añadido</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="73" />
            <source>sweep taken off</source>
            <translation>capote quitado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="77" />
            <source>not forced → dealer forced to call</source>
            <translation>no obligado → repartidor obligado a elegir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="79" />
            <source>dealer forced to call → not forced</source>
            <translation>repartidor obligado a elegir → no obligado</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="82" />
            <source>other details</source>
            <translation>otros detalles</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="87" />
            <source>nobody</source>
            <translation>nadie</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="96" />
            <source>cards {a} – {b} → {c} – {d}</source>
            <translation>cartas {a} – {b} → {c} – {d}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="99" />
            <source>{team} counted {before} → {after}</source>
            <translation>contó {team}: {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="116" />
            <source>{switch} {before} → {after}</source>
            <translation>{switch} {before} → {after}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="117" />
            <source>Preset</source>
            <translation>Preajuste</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="146" />
            <source>Rules changed</source>
            <translation>Reglas cambiadas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="148" />
            <source>Round {n} deleted</source>
            <translation>Ronda {n} borrada</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="150" />
            <source>Forgotten round put in as round {n}</source>
            <translation>Ronda olvidada añadida como ronda {n}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="152" />
            <source>Round {n} corrected</source>
            <translation>Ronda {n} corregida</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="154" />
            <source>{what} (recorded as round {n})</source>
            <translation>{what} (registrada como ronda {n})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="157" />
            <source>{what}: {changes}</source>
            <translation>{what}: {changes}</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="163" />
            <source>taken out; the later rounds moved up one</source>
            <translation>quitada; las rondas siguientes suben un puesto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/words/changes.py" line="165" />
            <source>put in; the later rounds moved down one</source>
            <translation>añadida; las rondas siguientes bajan un puesto</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="73" />
            <source>The backup could not be written; nothing was left in the chosen folder.</source>
            <extracomment>File kinds of Export…, by file ending.</extracomment>
            <translation>No se ha podido escribir la copia de seguridad; no se ha dejado nada en la carpeta elegida.</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/actions/exchange.py" line="75" />
            <location filename="../../tarbish_score/words/errors.py" line="262" />
            <location filename="../../tarbish_score/words/errors.py" line="285" />
            <location filename="../../tarbish_score/words/errors.py" line="308" />
            <source>Details: {detail}</source>
            <translation>Detalles: {detail}</translation>
        </message>
    </context>
    <context>
        <name>ZoomActions</name>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="295" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="305" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/window_commands.py" line="315" />
            <source>&amp;Actual size</source>
            <translation>Tamaño rea&amp;l</translation>
        </message>
    </context>
    <context>
        <name>_RunChip</name>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>twenty</source>
            <extracomment>What a run's top-card field takes: a card's letter or digit (1 is the ten) -&gt; the item's text.</extracomment>
            <translation>veinte</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="103" />
            <source>fifty</source>
            <translation>cincuenta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="111" />
            <source>{n} cards</source>
            <translation>{n} cartas</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="113" />
            <source>How many cards in the run</source>
            <translation>Cuántas cartas tiene la escalera</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="117" />
            <source>– top</source>
            <translation>– carta alta</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="120" />
            <source>The run's top card (type A K Q J 1 9 8; 1 is the 10)</source>
            <translation>La carta más alta de la escalera (escribe A K Q J 1 9 8; 1 es el 10)</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="124" />
            <source>– suit</source>
            <translation>– palo</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="128" />
            <source>The run's suit (type {clubs} {diamonds} {hearts} {spades})</source>
            <translation>El palo de la escalera (escribe {clubs} {diamonds} {hearts} {spades})</translation>
        </message>
        <message>
            <location filename="../../tarbish_score/ui/round_entry/runs_editor.py" line="145" />
            <source>Remove this run</source>
            <translation>Quitar esta escalera</translation>
        </message>
    </context>
</TS>
