<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../qt_dialogs.cpp" line="19"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qt_dialogs.cpp" line="21"/>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location filename="../qt_dialogs.cpp" line="22"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TetrisControls</name>
    <message>
        <location filename="../tetris_controls.cpp" line="123"/>
        <source>%1 is already a key of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="124"/>
        <source>%1 is already the key of %2: give that action another key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="134"/>
        <source>Move left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="136"/>
        <source>Move right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="138"/>
        <source>Rotate clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="140"/>
        <source>Rotate counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="142"/>
        <source>Rotate 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="144"/>
        <source>Soft drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="146"/>
        <source>Hard drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="148"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="150"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="152"/>
        <source>Hand the game to the AI and back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="154"/>
        <source>Show the AI&apos;s hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="156"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="164"/>
        <location filename="../tetris_controls.cpp" line="201"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="166"/>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="168"/>
        <source>←</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="170"/>
        <source>→</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="172"/>
        <source>↑</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="174"/>
        <source>↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="176"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="178"/>
        <source>Ctrl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="180"/>
        <source>Alt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="182"/>
        <source>Meta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="184"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="187"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="189"/>
        <source>Caps Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="191"/>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="202"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TetrisModes</name>
    <message>
        <location filename="../tetris_modes.cpp" line="14"/>
        <source>Endless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="16"/>
        <source>Marathon (15 levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="18"/>
        <source>40-line sprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="20"/>
        <source>2-minute ultra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="22"/>
        <source>Cheese dig (10 rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="24"/>
        <source>Zen (no top-out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="45"/>
        <location filename="../tetris_modes.cpp" line="49"/>
        <location filename="../tetris_modes.cpp" line="51"/>
        <location filename="../tetris_modes.cpp" line="53"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="45"/>
        <location filename="../tetris_modes.cpp" line="51"/>
        <source>Lines left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="47"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="49"/>
        <source>Rows left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="93"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="96"/>
        <source>Topped out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="100"/>
        <source>%1 · %2 pieces · %3 pieces/s · %4 keys/piece · %5 lines · level %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="106"/>
        <source>Not finished: no personal best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="107"/>
        <source>Not a personal best: the AI played or showed its hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="114"/>
        <source>First personal best!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="124"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="127"/>
        <location filename="../tetris_modes.cpp" line="134"/>
        <source>%1, new personal best!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="128"/>
        <location filename="../tetris_modes.cpp" line="135"/>
        <source>%1 against your best, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TetrisStyle</name>
    <message numerus="yes">
        <location filename="../tetris_style.cpp" line="46"/>
        <source>%n game(s), %1</source>
        <translation>
            <numerusform>%n game, %1</numerusform>
            <numerusform>%n games, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TetrisStyleOutcome</name>
    <message>
        <location filename="../tetris_style.cpp" line="124"/>
        <source>The records database %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="151"/>
        <source>game %1 (played %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="165"/>
        <location filename="../tetris_style.cpp" line="184"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="175"/>
        <source>%1: not a run file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="196"/>
        <source>%1: played by the AI &apos;%2&apos;, not by a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="206"/>
        <source>None of your games could be used: the ones found do not replay (listed below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="209"/>
        <source>No game of yours is stored yet, so there is nothing to learn from. Play a few games by hand (the pieces you place yourself are what it learns from; the AI&apos;s are left out), then try again; or add run files you downloaded from the web page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="255"/>
        <source>The fit failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XiangqiEngines</name>
    <message>
        <location filename="../xiangqi_engines.cpp" line="45"/>
        <source>No command given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="48"/>
        <source>The command &apos;%1&apos; was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="52"/>
        <source>The command &apos;%1&apos; could not be run (is it executable?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="58"/>
        <source>&apos;%1&apos; exited (status %2) without answering UCI, UCCI or xboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="64"/>
        <source>&apos;%1&apos; answered none of UCI, UCCI and xboard within %2 s each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XiangqiGameFile</name>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="20"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="34"/>
        <source>%1 holds no xiangqi game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="50"/>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_file.cpp" line="56"/>
        <source>(%n move(s))</source>
        <translation>
            <numerusform>(%n move)</numerusform>
            <numerusform>(%n moves)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="72"/>
        <source>the FEN tag is not a position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="79"/>
        <source>move %1 &apos;%2&apos; is not legal: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::KeyCaptureButton</name>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="29"/>
        <source>Press a key...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="162"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="163"/>
        <source>&amp;AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="164"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="165"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="166"/>
        <source>&amp;Key bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>&amp;About gameai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="168"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="89"/>
        <source>Welcome. Press F1 for the key bindings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="122"/>
        <location filename="../main_window.cpp" line="169"/>
        <source>Games are not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="127"/>
        <source>Games are not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="129"/>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="130"/>
        <source>Games are not recorded: the records store %1 cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="134"/>
        <source>%1

Start gameai-gui with --db FILE (or set GAMEAI_DB) to use another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="136"/>
        <location filename="../main_window.cpp" line="300"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="216"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="219"/>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="224"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="232"/>
        <source>&amp;Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="243"/>
        <source>Engine &amp;match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="267"/>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="284"/>
        <source>Key bindings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="288"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="288"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="309"/>
        <source>About gameai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="310"/>
        <source>&lt;h3&gt;gameai %1&lt;/h3&gt;&lt;p&gt;Computer players for Tetris and Xiangqi (Chinese chess).&lt;/p&gt;&lt;p&gt;Play Tetris by hand and hand the game to the AI and back at any moment; play xiangqi against the computer at a strength from 1 to 10.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisBoardWidget</name>
    <message>
        <location filename="../tetris_board_widget.cpp" line="114"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="115"/>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="116"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="117"/>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="118"/>
        <source>Pieces/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="119"/>
        <source>Lines/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="148"/>
        <source>AI playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="149"/>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="257"/>
        <source>HOLD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="267"/>
        <source>hint: hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="280"/>
        <source>NEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="301"/>
        <source>GO!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="324"/>
        <source>GAME OVER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="325"/>
        <source>FINISHED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="326"/>
        <source>PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="327"/>
        <source>READY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="335"/>
        <source>Press %1 to play again, N or Enter for a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="336"/>
        <source>Press %1 to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="337"/>
        <source>Press any key to start, or %1 to let the AI play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="346"/>
        <source>T-Spin Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <source>T-Spin Mini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <source>T-Spin Mini Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <location filename="../tetris_board_widget.cpp" line="350"/>
        <source>T-Spin Mini Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="353"/>
        <source>Tetris!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="355"/>
        <source>Back-to-Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="356"/>
        <source>%1 Combo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="357"/>
        <source>Perfect Clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisLiveChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="112"/>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="113"/>
        <source>Stack height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="114"/>
        <location filename="../tetris_charts.cpp" line="117"/>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="115"/>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="116"/>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisReplayDialog</name>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="61"/>
        <source>Replay a Tetris game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="69"/>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="69"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="73"/>
        <location filename="../tetris_replay_dialog.cpp" line="527"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="75"/>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="76"/>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="80"/>
        <source> pieces/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="90"/>
        <source>Open run file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="91"/>
        <source>Save run as file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="128"/>
        <source>Open a Tetris run file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="128"/>
        <source>Tetris run files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="133"/>
        <source>Save the run as a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="134"/>
        <source>Tetris run files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="152"/>
        <source>The records store cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="170"/>
        <source>Versus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="186"/>
        <source>No Tetris game is stored yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="214"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="217"/>
        <source>Game #%1 saved as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="228"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="235"/>
        <source>%1 is not a run file that can be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="250"/>
        <source>%1 cannot be stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="448"/>
        <source>Game #%1: %2 pieces, %3 lines, score %4; every board reproduced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="453"/>
        <source>Game #%1 replays up to piece %2 only: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="334"/>
        <source>Game #%1 cannot be replayed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="312"/>
        <location filename="../tetris_replay_dialog.cpp" line="505"/>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="527"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="294"/>
        <source>The opponent&apos;s game #%1 cannot be replayed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="319"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="320"/>
        <source>TOPPED OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="321"/>
        <source>FORFEITS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="322"/>
        <source>STOPPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="326"/>
        <source>Versus: %1 (left) against %2 (right), not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="327"/>
        <source>Versus: %1 (left) against %2 (right); %3 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="363"/>
        <source>No order of the two boards&apos; pieces raises the garbage as it rose: each board&apos;s pieces are spread evenly over the match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisResultsChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="155"/>
        <source>AI series: no finished games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_charts.cpp" line="159"/>
        <source>AI series: %n game(s), mean %1 lines</source>
        <translation>
            <numerusform>AI series: %n game, mean %1 lines</numerusform>
            <numerusform>AI series: %n games, mean %1 lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="161"/>
        <location filename="../tetris_charts.cpp" line="177"/>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="174"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisSession</name>
    <message>
        <location filename="../tetris_snapshot.cpp" line="67"/>
        <source>guideline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="69"/>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="71"/>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisSettingsDialog</name>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="66"/>
        <source>Tetris settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="69"/>
        <source>Handling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="74"/>
        <location filename="../tetris_settings_dialog.cpp" line="79"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="75"/>
        <source>Delayed auto shift: how long a held move key waits before it repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="80"/>
        <source>0 (to the wall at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="81"/>
        <source>Auto repeat rate: the time between the repeated moves of a held key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="85"/>
        <source>× </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="86"/>
        <source>∞ (at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="87"/>
        <source>Soft drop falls this many times as fast as gravity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="88"/>
        <source>Offer the 180° rotation key (guideline rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="90"/>
        <source>%1 ms after landing, restarted by at most %2 moves or rotations (guideline rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="96"/>
        <source>DAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="97"/>
        <source>ARR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="98"/>
        <source>Soft drop speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="100"/>
        <source>Lock delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="103"/>
        <source>Keys (click, then press the new key; Backspace: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="132"/>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="145"/>
        <source>Every setting is back to its default; OK keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisStyleDialog</name>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="93"/>
        <source>Learn my style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="95"/>
        <source>Learns how you place your pieces from your own games in the records database (%1) and from the run files you add, then plays like you as the AI &quot;Plays like me&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="98"/>
        <source>Play with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="99"/>
        <source>Make &quot;Plays like me&quot; the AI that plays when you hand the game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="100"/>
        <source>Save weights...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="101"/>
        <source>A weights file for gameai tetris play --ai linear --weights FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="102"/>
        <source>Add run files...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="103"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="159"/>
        <source>Stopping...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="173"/>
        <source>Fitting the weights: iteration %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="178"/>
        <source>Replaying your games: %1 of %2...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="179"/>
        <source>Reading run files: %1 of %2...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="212"/>
        <source>Cancelled: nothing was learnt. &quot;Add run files...&quot; starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="216"/>
        <source>Done. Kept as the AI &quot;Plays like me&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="222"/>
        <source>Learnt from &lt;b&gt;%n game(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>Learnt from &lt;b&gt;%n game&lt;/b&gt;</numerusform>
            <numerusform>Learnt from &lt;b&gt;%n games&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="224"/>
        <source>(%n from run files)</source>
        <translation>
            <numerusform>(%n from a run file)</numerusform>
            <numerusform>(%n from run files)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="226"/>
        <source>and &lt;b&gt;%n placement(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>and &lt;b&gt;%n placement&lt;/b&gt;.</numerusform>
            <numerusform>and &lt;b&gt;%n placements&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="228"/>
        <source>Agreement on the games held out (every fifth game): &lt;b&gt;%1&lt;/b&gt; — it chooses the placement you chose in %2 of %3 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="234"/>
        <source>Agreement: &lt;b&gt;%1&lt;/b&gt; of %2 positions, measured on the games it learnt from (with fewer than five games none is held out; play more for a fair figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="240"/>
        <source>Where El-Tetris or Dellacherie would choose otherwise than you: %1 of %2 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="245"/>
        <source>Slips: %1 of your placements look chosen at random (a misdrop, a key pressed too early) and do not pull the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="249"/>
        <source>Under the guideline rules it learns where each piece went; whether to hold, and the previews, are not part of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="253"/>
        <source>%n placement(s) the AI&apos;s move generator cannot reach were left out.</source>
        <translation>
            <numerusform>%n placement the AI&apos;s move generator cannot reach was left out.</numerusform>
            <numerusform>%n placements the AI&apos;s move generator cannot reach were left out.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="267"/>
        <source>Skipped, as they do not replay exactly (Game &gt; Replay shows where):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="270"/>
        <source>Run files not used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="288"/>
        <source>Add run files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="289"/>
        <source>Tetris run files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="297"/>
        <location filename="../tetris_style_dialog.cpp" line="314"/>
        <source>Save the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="299"/>
        <source>JSON weights (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="304"/>
        <source>Saved %1: play it with gameai tetris play --ai linear --weights %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="315"/>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisVersusWindow</name>
    <message>
        <location filename="../tetris_versus_window.cpp" line="488"/>
        <source>Paused: press %1 to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="470"/>
        <source>Press any key to start. You play the left board: move %1 and %2, turn right %3, turn left %4, soft drop %5, hard drop %6, hold %7; pause %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="220"/>
        <source>First to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="221"/>
        <source>The match is won by the first side to win this many games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="707"/>
        <source>You win this game. Press N for the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="708"/>
        <source>The AI wins this game. Press N for the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="709"/>
        <source>%1 wins this game; the next one starts in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="694"/>
        <source>You win the match %1 – %2! Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="695"/>
        <source>The AI wins the match %1 – %2. Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="698"/>
        <source>%1 wins the match %2 – %3. Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="754"/>
        <source>Press N for the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="755"/>
        <source>The next game starts in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="732"/>
        <source>%1  %2 – %3  %4 · game %5 · first to %6 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="712"/>
        <source>The match is not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="341"/>
        <source>TBP bot...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="342"/>
        <source>TBP: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="346"/>
        <source>Another Tetris bot, run as a program speaking the Tetris Bot Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="373"/>
        <source>TBP bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="374"/>
        <source>The command that starts a Tetris bot speaking the Tetris Bot Protocol (for example the path of gameai-tetris-bot or of a Cold Clear build):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="421"/>
        <source>%1 (TBP), %2 ms a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="540"/>
        <source>%1 forfeits the match: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="752"/>
        <source>FORFEITS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="214"/>
        <source>Tetris versus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="222"/>
        <source>You against the AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="223"/>
        <source>AI against AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="215"/>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="216"/>
        <source>Left AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="217"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="224"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="225"/>
        <source>How long the bot thinks over each piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="218"/>
        <source>Think time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="227"/>
        <source>How fast the AI places its pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="219"/>
        <source>AI speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="228"/>
        <source>New match  (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="418"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="425"/>
        <source>%1, %2 ms a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="427"/>
        <source>Plays like me (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="592"/>
        <source>T-spin single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="592"/>
        <source>T-spin double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="593"/>
        <source>T-spin triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="598"/>
        <source>T-spin mini single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="598"/>
        <source>T-spin mini double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Tetris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="606"/>
        <source>B2B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="607"/>
        <source>combo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="608"/>
        <source>Perfect clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="609"/>
        <source>sent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="610"/>
        <source>cancelled %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="703"/>
        <source>You win! Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="704"/>
        <source>The AI wins. Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="705"/>
        <source>%1 wins. Press N for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="750"/>
        <source>WINS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="751"/>
        <source>TOPPED OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="753"/>
        <source>Press N for a new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="757"/>
        <source>READY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="758"/>
        <source>Press any key to start the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="761"/>
        <source>%1 · sent %2 · incoming %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="848"/>
        <source>Plays like me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="850"/>
        <source>The AI fitted to your own games (AI &gt; Learn my style): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisView</name>
    <message>
        <location filename="../tetris_view_controls.cpp" line="214"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="215"/>
        <source>&amp;AI plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="216"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="217"/>
        <source>Show the AI&apos;s &amp;hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="218"/>
        <source>&amp;Replay a stored game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="219"/>
        <source>&amp;Versus...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="161"/>
        <source>Games are not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="84"/>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="85"/>
        <source>%1 pieces/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="175"/>
        <source>Tetris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="199"/>
        <location filename="../tetris_view_controls.cpp" line="198"/>
        <location filename="../tetris_view_controls.cpp" line="206"/>
        <location filename="../tetris_view_controls.cpp" line="268"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="200"/>
        <source>The game cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="418"/>
        <source>published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="292"/>
        <source>Take the game back  (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="292"/>
        <source>Hand the game to the AI  (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="294"/>
        <source>The AI plays. Press A to take over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="295"/>
        <source>You play. Press A to hand the game to the AI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="368"/>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_view.cpp" line="374"/>
        <source>Game over: %n line(s).</source>
        <translation>
            <numerusform>Game over: %n line.</numerusform>
            <numerusform>Game over: %n lines.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="445"/>
        <source>%1; every key of the AI&apos;s path shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="444"/>
        <source>as fast as the machine can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="423"/>
        <source>Press %1 to play again, N or Enter for a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="447"/>
        <source>%1 · score %2 · lines %3 · level %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="448"/>
        <location filename="../tetris_view_controls.cpp" line="185"/>
        <source>AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="448"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="117"/>
        <source>The new mode starts with the next game (R or N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="179"/>
        <source>Take the game back  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="180"/>
        <source>Hand the game to the AI  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="182"/>
        <source>Show the AI&apos;s choice as a hint  (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="183"/>
        <source>Handling and keys...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="186"/>
        <source>Current piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="187"/>
        <source>Piece + next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="188"/>
        <source>Beam search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="190"/>
        <source>Load...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="191"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="192"/>
        <source>Start a new game when the AI loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="193"/>
        <source>Evaluator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="194"/>
        <source>Lookahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="196"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="197"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="201"/>
        <source>guideline (SRS, hold, 5 previews)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="202"/>
        <source>standard (Fahey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="203"/>
        <source>classic (aim and drop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="204"/>
        <source>guideline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="205"/>
        <source>seed 000 (speeds up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="207"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="208"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="209"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="210"/>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="211"/>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="212"/>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="213"/>
        <source>AI series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="220"/>
        <source>&amp;Tetris settings (handling, keys)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="221"/>
        <source>&amp;Learn my style...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="223"/>
        <source>Fit an AI to the way you play, from your own games, and play with it or against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="225"/>
        <location filename="../tetris_view_controls.cpp" line="441"/>
        <source>Plays like me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="238"/>
        <source>&amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="251"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="258"/>
        <source>Rotate 180° (guideline rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="261"/>
        <source>the same keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="412"/>
        <source>plays like me: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="416"/>
        <source>dig weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="447"/>
        <source>The AI fitted to your own games (AI &gt; Learn my style): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="252"/>
        <source>Shift left / right (hold to repeat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="253"/>
        <source>Soft drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="254"/>
        <source>Hard drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="255"/>
        <source>Rotate clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="256"/>
        <source>Rotate counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="260"/>
        <source>Hold (guideline rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="261"/>
        <source>Classic rules: aim the piece, turn it, drop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="262"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="263"/>
        <source>Hand the game to the AI and back, at any moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="264"/>
        <source>Show the AI&apos;s choice as a second ghost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="265"/>
        <source>N or Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="265"/>
        <source>New game after a game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="267"/>
        <source>Restart at once: a new game of the same mode, its countdown starting now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="269"/>
        <source>Replay a stored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="339"/>
        <source>cannot read the weights file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="348"/>
        <location filename="../tetris_view_controls.cpp" line="361"/>
        <source>Load evaluator weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="349"/>
        <source>JSON weights (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="358"/>
        <source>The AI now plays with the weights of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="362"/>
        <source>%1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="391"/>
        <source>Under the %1 rules the AI looks at one piece at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="402"/>
        <source>The AI was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="41"/>
        <source>Sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="42"/>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="43"/>
        <source>Volume of the sound effects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiAnalysisController</name>
    <message>
        <location filename="../xiangqi_analysis_controller.cpp" line="108"/>
        <location filename="../xiangqi_analysis_controller.cpp" line="112"/>
        <source>not in the book</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiBoardPanel</name>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="41"/>
        <source>That piece cannot move there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="43"/>
        <source>It is Red&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="44"/>
        <source>It is Black&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEditor</name>
    <message>
        <location filename="../xiangqi_editor.cpp" line="426"/>
        <source>This FEN cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="471"/>
        <source>The position is legal. Red to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="472"/>
        <source>The position is legal. Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="479"/>
        <source>Mend the problems listed to use this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="485"/>
        <source>red general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="487"/>
        <source>red advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="489"/>
        <source>red elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="491"/>
        <source>red horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="493"/>
        <source>red chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="495"/>
        <source>red cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="497"/>
        <source>red soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="499"/>
        <source>black general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="501"/>
        <source>black advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="503"/>
        <source>black elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="505"/>
        <source>black horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="507"/>
        <source>black chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="509"/>
        <source>black cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="511"/>
        <source>black soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="527"/>
        <source>Red has %1 generals; a side has exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="528"/>
        <source>Black has %1 generals; a side has exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="529"/>
        <source>Too many pieces: %1 × %2, at most %3 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="534"/>
        <source>Red has no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="534"/>
        <source>Black has no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="536"/>
        <source>The %1 on %2 is outside its palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="538"/>
        <source>The %1 on %2 is not on one of its palace&apos;s five points (the corners and the centre).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="542"/>
        <source>The %1 on %2 is not on one of the seven points an elephant can reach on its own side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="546"/>
        <source>The %1 on %2 is behind the rank soldiers start on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="548"/>
        <source>The %1 on %2 is off the soldier files (a, c, e, g, i) before crossing the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="552"/>
        <source>The generals face each other on %1 and %2 with no piece between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="557"/>
        <source>The %1 on %2 is in check from the %3 on %4, but Red is to move: the side not to move cannot be in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="559"/>
        <source>The %1 on %2 is in check from the %3 on %4, but Black is to move: the side not to move cannot be in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="568"/>
        <source>Edit position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="569"/>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="570"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="571"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="572"/>
        <source>Clear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="573"/>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="574"/>
        <source>Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="575"/>
        <source>FEN (type or paste one, then Enter):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="576"/>
        <source>Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="577"/>
        <source>Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="579"/>
        <source>Drag pieces from the palette onto the board, and about on it; drag a piece off the board or right-click it to remove it. Or click a palette piece, then click points to place it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="582"/>
        <source>Analyse the position instead of playing it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEnginePanel</name>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="179"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="180"/>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="181"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="182"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="183"/>
        <source>Best line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="184"/>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="187"/>
        <source>Moves masters played here, with how often (the built-in book)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="188"/>
        <source>Analyse (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="189"/>
        <source>Search this position without end and show the engine&apos;s lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="209"/>
        <source>Red mates in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="210"/>
        <source>Black mates in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="309"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="309"/>
        <source>Thinking...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEngineRunner</name>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="83"/>
        <source>the engine found no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="168"/>
        <source>could not start the external engine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="210"/>
        <source>engine &apos;%1&apos; answered &apos;%2&apos;, which is not a move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEnginesDialog</name>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="93"/>
        <source>Choose an engine program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="114"/>
        <source>Command changed: press Test to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="130"/>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="132"/>
        <source>Command of an engine to add (UCI, UCCI or xboard), e.g. /usr/games/pikafish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="133"/>
        <source>Choose the engine program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="134"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="135"/>
        <source>&amp;Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="136"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="137"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="138"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="139"/>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="140"/>
        <source>Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="141"/>
        <source>Options it announced:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="142"/>
        <location filename="../xiangqi_engines_dialog.cpp" line="171"/>
        <location filename="../xiangqi_engines_dialog.cpp" line="274"/>
        <source>Built-in engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="178"/>
        <source>Type the command that starts the engine first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="187"/>
        <source>The built-in engine is part of the app: nothing to test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="196"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="207"/>
        <source>Starting &apos;%1&apos;…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_engines_dialog.cpp" line="224"/>
        <source>%1 by %2, speaks %3, %n option(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="225"/>
        <source>an unnamed author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="235"/>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="236"/>
        <source>Test failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="246"/>
        <source>Test passed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="261"/>
        <source>Added %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="275"/>
        <source>(part of gameai)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="277"/>
        <source>Strength is chosen by level (1-10) where it plays; the options below are its defaults, as gameai-xiangqi announces them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="290"/>
        <source>Speaks %1; author: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="291"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="351"/>
        <source>Pressed on a running engine only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="361"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiFileController</name>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="31"/>
        <source>FEN copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="38"/>
        <source>Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="38"/>
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="47"/>
        <source>Open FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="47"/>
        <source>%1 does not start with a valid FEN: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="55"/>
        <source>Save FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="57"/>
        <location filename="../xiangqi_file_controller.cpp" line="112"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="68"/>
        <source>%1 has no game %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="74"/>
        <source>Opened %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="85"/>
        <location filename="../xiangqi_file_controller.cpp" line="95"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="85"/>
        <location filename="../xiangqi_file_controller.cpp" line="96"/>
        <source>The game cannot be opened; the board is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="110"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="124"/>
        <source>the game on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_file_controller.cpp" line="151"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="180"/>
        <source>move %1 &apos;%2&apos; does not replay: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="189"/>
        <source>Stored game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="193"/>
        <location filename="../xiangqi_file_controller.cpp" line="194"/>
        <source>stored game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="204"/>
        <location filename="../xiangqi_file_controller.cpp" line="212"/>
        <location filename="../xiangqi_file_controller.cpp" line="217"/>
        <source>Review a stored game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="205"/>
        <source>No xiangqi game is stored yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="213"/>
        <source>Stored xiangqi games, newest first:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiFiles</name>
    <message>
        <location filename="../xiangqi_files.cpp" line="24"/>
        <source>PGN, Chinese moves 炮二平五 (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="25"/>
        <source>PGN, WXF moves C2=5 (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="26"/>
        <source>PGN, ICCS moves h2e2 (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="27"/>
        <source>PGN, XBoard moves h3e3 (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="49"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="58"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="65"/>
        <location filename="../xiangqi_files.cpp" line="72"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="66"/>
        <source>Xiangqi games (*.pgn *.xqf *.PGN *.XQF);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="87"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="98"/>
        <location filename="../xiangqi_files.cpp" line="105"/>
        <source>Open FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="99"/>
        <source>FEN files (*.fen *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="105"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="112"/>
        <source>Save FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="114"/>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameController</name>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="40"/>
        <source>The clock applies from the next game (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="41"/>
        <source>No clock from the next game on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="94"/>
        <source>The engine proposed an illegal move; it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="209"/>
        <location filename="../xiangqi_game_controller.cpp" line="321"/>
        <source>The game was not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="223"/>
        <source>Check! 将军!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="280"/>
        <source>Looking for a good move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="386"/>
        <source>Draw. 和棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="387"/>
        <source>Red wins. 红胜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="388"/>
        <source>Black wins. 黑胜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="395"/>
        <source>Checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="397"/>
        <source>No legal move (stalemate loses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="399"/>
        <source>Perpetual check loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="401"/>
        <source>Perpetual chase loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="403"/>
        <source>The position repeated three times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="405"/>
        <source>60 moves without a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="407"/>
        <source>Neither side can attack any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="409"/>
        <source>The game reached the referee&apos;s limit on its length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="414"/>
        <source>Time ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="415"/>
        <source>Resigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="417"/>
        <source>Forfeit by an illegal move (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="418"/>
        <source>Forfeit (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="427"/>
        <source>Game over: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="428"/>
        <source>Red to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="428"/>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="429"/>
        <source> — check! 将军!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="430"/>
        <source> (computer thinking...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="431"/>
        <source> — analysing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameListDialog</name>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="152"/>
        <source>Open game from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="158"/>
        <source>Search players, event, date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="186"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="187"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="202"/>
        <source>%1 holds %n game(s).</source>
        <translation type="unfinished">
            <numerusform>%1 holds %n game.</numerusform>
            <numerusform>%1 holds %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="236"/>
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="237"/>
        <source>%1 of %n game(s) shown</source>
        <translation type="unfinished">
            <numerusform>%1 of %n game shown</numerusform>
            <numerusform>%1 of %n games shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameListModel</name>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="113"/>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="124"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="126"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="128"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="130"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="132"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="134"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="136"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGamePanel</name>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="86"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="87"/>
        <source>Undo 悔棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="88"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="89"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="90"/>
        <source>Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="91"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="92"/>
        <source>Chinese 中文</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="93"/>
        <source>WXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="94"/>
        <source>ICCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="144"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="145"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiMatchDialog</name>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="612"/>
        <source>%1 (too few games to be sure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="616"/>
        <source>%1 (at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="618"/>
        <source>%1 (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="199"/>
        <location filename="../xiangqi_match_dialog.cpp" line="243"/>
        <source>Choose a file of openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="221"/>
        <source>Built-in engine, level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="228"/>
        <source>Engine match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="229"/>
        <source>Engine A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="230"/>
        <source>Engine B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="231"/>
        <source>Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="232"/>
        <source>Clock (base + increment):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="234"/>
        <source>A clock gives each engine a base time for the game and adds the increment after each of its moves; an engine whose time runs out loses on time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="236"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="237"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="238"/>
        <source>+ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="239"/>
        <source> s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="240"/>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="241"/>
        <source>Openings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="242"/>
        <source>optional file: one opening a line (FEN and/or moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="244"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="245"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>A wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>A losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="247"/>
        <source>Score of A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="247"/>
        <source>Elo of A (95 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="344"/>
        <source>No game yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="334"/>
        <source>Built-in level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="364"/>
        <source>The openings cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="400"/>
        <location filename="../xiangqi_match_dialog.cpp" line="584"/>
        <source>Games are not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="395"/>
        <source>clock %1 (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="396"/>
        <source>%1 ms a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="397"/>
        <source>Playing %1 against %2, %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="469"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="348"/>
        <source>Game %1 of %2: %3 (red) against %4 (black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="563"/>
        <source>A game could not be recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="519"/>
        <source>%1. %2 (red) – %3 (black): %4, %5 (%n move(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="580"/>
        <source>The match stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="581"/>
        <source>Stopped after %n game(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="582"/>
        <source>Match over: %n game(s) played and recorded.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="593"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiMoveTree</name>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="81"/>
        <source>Promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="83"/>
        <source>Move this variation one place up (the first becomes the main line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="85"/>
        <source>Main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="86"/>
        <source>Make the line to this move the main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="87"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="89"/>
        <source>Delete this variation (on the main line: this move and every move after it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="90"/>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="92"/>
        <source>Write a comment on this move (on the start: before the first move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="97"/>
        <source>Start 开局</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiOpponentBox</name>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="97"/>
        <source>%1, speaks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="110"/>
        <source>Built-in engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="111"/>
        <source>External engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="113"/>
        <source>Who plays the computer&apos;s side: the built-in engine, an engine of the engine manager (AI ▸ Engines…) with the options set there, or a command typed below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="115"/>
        <source>engine command, e.g. /usr/games/fairy-stockfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="117"/>
        <source>Run through /bin/sh, so arguments are allowed. The engine plays the computer&apos;s side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="118"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="119"/>
        <source>The protocol the engine speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="231"/>
        <source>Choose a UCI, UCCI or xboard engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiPlayersPanel</name>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="56"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="57"/>
        <source>Human vs computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="58"/>
        <source>Human vs human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="59"/>
        <source>Computer vs computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="60"/>
        <source>Red (moves first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="61"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="62"/>
        <source>1 looks one move ahead; 10 searches deepest and longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="63"/>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="65"/>
        <source>Minutes each + seconds added per move; applies from the next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="66"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="67"/>
        <source>You play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="68"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="69"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="70"/>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="149"/>
        <source>Custom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="150"/>
        <source>Custom...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="162"/>
        <location filename="../xiangqi_players_panel.cpp" line="171"/>
        <source>Custom clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="162"/>
        <source>Minutes each + seconds added per move (e.g. 10+5):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="172"/>
        <source>&apos;%1&apos; is not a time control like 10+5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiReviewDialog</name>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="212"/>
        <source>&amp;Time per position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="214"/>
        <source>How long the engine searches each position; another time analyses the game again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="199"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="204"/>
        <location filename="../xiangqi_review_dialog.cpp" line="229"/>
        <source>Review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="205"/>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="206"/>
        <source>Start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="207"/>
        <source>Back one move (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="208"/>
        <source>Forward one move (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="209"/>
        <source>End (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="210"/>
        <source>Ply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="211"/>
        <source>Red&apos;s advantage in pawns, by the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="235"/>
        <source>The engine is looking at every position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="266"/>
        <source>Red mates in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="267"/>
        <source>Black mates in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="288"/>
        <source>Played %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="290"/>
        <source>Played %1, the engine&apos;s choice too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="292"/>
        <source>Played %1; the engine preferred %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="295"/>
        <source>A blunder: it lost %1 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="297"/>
        <source>A mistake: it lost %1 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="302"/>
        <source>Score %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="303"/>
        <source>Score %1; the engine would play %2 (the arrow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="324"/>
        <source>Engine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="241"/>
        <source>Analysis done. Mistakes: Red %1, Black %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="244"/>
        <source>Analysing position %1 of %2...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiView</name>
    <message>
        <location filename="../xiangqi_view.cpp" line="210"/>
        <source>Engine error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="74"/>
        <source>Undo 悔棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="75"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="137"/>
        <source>&amp;Analyse position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="123"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="124"/>
        <source>&amp;Undo move (悔棋)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="125"/>
        <source>&amp;Redo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="126"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="127"/>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="128"/>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="129"/>
        <source>&amp;Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="130"/>
        <source>&amp;Open FEN file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="131"/>
        <source>&amp;Save FEN file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="133"/>
        <source>&amp;Open game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="134"/>
        <source>Save game &amp;as PGN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="135"/>
        <source>&amp;Review game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="136"/>
        <source>Review a &amp;stored game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="216"/>
        <source>Xiangqi 象棋</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="154"/>
        <source>The game is over: start a new one (Ctrl+N) or undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="155"/>
        <source>The computer is to move; wait for its reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="251"/>
        <source>Comment before the first move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="252"/>
        <source>Comment on %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="259"/>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="25"/>
        <source>&amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="32"/>
        <source>&amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="138"/>
        <source>&amp;Sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="73"/>
        <source>Click a piece, then a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="73"/>
        <source>Move (or drag the piece)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="76"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="77"/>
        <source>Hint: the engine&apos;s move as an arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="78"/>
        <source>Flip the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="79"/>
        <source>Analysis: the engine&apos;s lines as arrows, until A again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="80"/>
        <source>Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="81"/>
        <source>Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="82"/>
        <source>Open a game (PGN, XQF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="83"/>
        <source>Save the game as PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="84"/>
        <source>Review the game with the engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="85"/>
        <source>Open FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="86"/>
        <source>Save FEN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="132"/>
        <source>&amp;Edit position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="87"/>
        <location filename="../xiangqi_view_commands.cpp" line="122"/>
        <source>Edit position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
