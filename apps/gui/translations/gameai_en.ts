<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>gameai::gui::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="40" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="41" />
        <source>&amp;AI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="42" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="43" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="44" />
        <source>&amp;Key bindings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="46" />
        <source>&amp;About gameai</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="47" />
        <source>About &amp;Qt</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="51" />
        <source>Welcome. Press F1 for the key bindings.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="92" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="95" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="100" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="108" />
        <source>System default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="119" />
        <source>The language changes at the next start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="128" />
        <source>Key bindings: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="132" />
        <source>Key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="132" />
        <source>Action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="151" />
        <source>About gameai</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../main_window.cpp" line="152" />
        <source>&lt;h3&gt;gameai %1&lt;/h3&gt;&lt;p&gt;Computer players for Tetris and Xiangqi (Chinese chess).&lt;/p&gt;&lt;p&gt;Play Tetris by hand and hand the game to the AI and back at any moment; play xiangqi against the computer at a strength from 1 to 10.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::TetrisBoardWidget</name>
    <message>
        <location filename="../tetris_board_widget.cpp" line="109" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="110" />
        <source>Lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="111" />
        <source>Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="112" />
        <source>Pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="113" />
        <source>Pieces/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="114" />
        <source>Lines/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="141" />
        <source>AI playing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="141" />
        <source>You play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="212" />
        <source>HOLD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="226" />
        <source>NEXT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="245" />
        <source>GAME OVER</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="245" />
        <source>PAUSED</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="251" />
        <source>Press N or Enter for a new game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="251" />
        <source>Press P to continue</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::TetrisLiveChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="15" />
        <source>This game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="19" />
        <source>Stack height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="21" />
        <location filename="../tetris_charts.cpp" line="32" />
        <source>Lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="25" />
        <source>Pieces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="29" />
        <source>Height</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::TetrisReplayDialog</name>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="22" />
        <source>Replay a Tetris game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="26" />
        <location filename="../tetris_replay_dialog.cpp" line="181" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="28" />
        <source>◀ Step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="29" />
        <source>Step ▶</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="33" />
        <source> pieces/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="71" />
        <source>The records store cannot be opened: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="83" />
        <source>#%1  %2  %3 %4x%5  %6 lines  %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="93" />
        <source>No Tetris game is stored yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="148" />
        <source>Game #%1: %2 pieces, %3 lines, score %4; every board reproduced.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="153" />
        <source>Game #%1 replays up to piece %2 only: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="158" />
        <source>Game #%1 cannot be replayed: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="181" />
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::TetrisResultsChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="113" />
        <source>AI series: no finished games yet</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../tetris_charts.cpp" line="117" />
        <source>AI series: %n game(s), mean %1 lines</source>
        <translation>
            <numerusform>AI series: %n game, mean %1 lines</numerusform><numerusform>AI series: %n games, mean %1 lines</numerusform></translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="119" />
        <location filename="../tetris_charts.cpp" line="135" />
        <source>Lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="132" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::TetrisView</name>
    <message>
        <location filename="../tetris_view.cpp" line="55" />
        <source>&amp;New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="58" />
        <source>&amp;AI plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="62" />
        <source>&amp;Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="66" />
        <source>Show the AI's &amp;hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="70" />
        <source>&amp;Replay a stored game...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="95" />
        <source>Games are not recorded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="99" />
        <source>Tetris</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="121" />
        <location filename="../tetris_view_controls.cpp" line="88" />
        <location filename="../tetris_view_controls.cpp" line="103" />
        <location filename="../tetris_view_controls.cpp" line="160" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="122" />
        <source>The game cannot start: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="127" />
        <location filename="../tetris_view_controls.cpp" line="54" />
        <location filename="../tetris_view_controls.cpp" line="63" />
        <location filename="../tetris_view_controls.cpp" line="182" />
        <source>published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="151" />
        <location filename="../tetris_view.cpp" line="389" />
        <source>Classic rules have no falling piece to steer: press A to let the AI play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="159" />
        <source>Take the game back  (A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="159" />
        <location filename="../tetris_view_controls.cpp" line="32" />
        <source>Hand the game to the AI  (A)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="169" />
        <source>The AI plays. Press A to take over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="170" />
        <source>You play. Press A to hand the game to the AI.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../tetris_view.cpp" line="341" />
        <source>Game over: %n line(s).</source>
        <translation>
            <numerusform>Game over: %n line.</numerusform><numerusform>Game over: %n lines.</numerusform></translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="363" />
        <source>watchable: every key shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="364" />
        <source>a piece per frame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="366" />
        <source>as fast as the machine can</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="367" />
        <source>%1 ms per key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="369" />
        <source>%1 · score %2 · lines %3 · level %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="370" />
        <location filename="../tetris_view_controls.cpp" line="42" />
        <source>AI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="370" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="36" />
        <source>Show the AI's choice as a hint  (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="49" />
        <source>Current piece</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="50" />
        <source>Piece + next</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="51" />
        <source>Beam search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="55" />
        <source>Load...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="56" />
        <source>Default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="77" />
        <source>Start a new game when the AI loses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="78" />
        <source>Evaluator</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="79" />
        <source>Lookahead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="80" />
        <source>Weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="81" />
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="91" />
        <source>guideline (SRS, hold, 5 previews)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="92" />
        <source>standard (Fahey)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="93" />
        <source>classic (AI research game)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="95" />
        <source>guideline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="96" />
        <source>seed 000 (speeds up)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="106" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="107" />
        <source>Scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="108" />
        <source>Width</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="109" />
        <source>Height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="120" />
        <source>This game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="121" />
        <source>AI series</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="135" />
        <source>&amp;Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="137" />
        <source>Watchable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="138" />
        <source>A piece per frame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="139" />
        <source>As fast as the machine can</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="140" />
        <source>Faster (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="150" />
        <source>← →</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="150" />
        <source>Shift left / right (hold to repeat)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="151" />
        <source>↓</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="151" />
        <source>Soft drop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="152" />
        <source>Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="152" />
        <source>Hard drop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="153" />
        <source>↑ or X</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="153" />
        <source>Rotate clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="154" />
        <source>Z</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="154" />
        <source>Rotate counter-clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="155" />
        <source>C or Shift</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="155" />
        <source>Hold (guideline rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="156" />
        <source>P or Esc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="156" />
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="157" />
        <source>A</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="157" />
        <source>Hand the game to the AI and back, at any moment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="158" />
        <source>H</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="158" />
        <source>Show the AI's choice as a second ghost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="159" />
        <source>N or Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="159" />
        <source>New game after a game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="205" />
        <source>cannot read the weights file %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="214" />
        <location filename="../tetris_view_controls.cpp" line="226" />
        <source>Load evaluator weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="215" />
        <source>JSON weights (*.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="223" />
        <source>The AI now plays with the weights of %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="227" />
        <source>%1 cannot be used: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="240" />
        <source>The AI was not changed: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEngineRunner</name>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="41" />
        <source>the engine found no move</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiView</name>
    <message>
        <location filename="../xiangqi_view.cpp" line="43" />
        <source>Engine error: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="48" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="51" />
        <source>Human vs computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="52" />
        <source>Human vs human</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="53" />
        <source>Computer vs computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="55" />
        <source>Red (moves first)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="56" />
        <source>Black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="60" />
        <source>1 looks one move ahead; 10 searches deepest and longest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="61" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="62" />
        <source>You play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="63" />
        <source>Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="78" />
        <source>New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="79" />
        <location filename="../xiangqi_view_commands.cpp" line="44" />
        <source>Undo 悔棋</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="80" />
        <location filename="../xiangqi_view_commands.cpp" line="45" />
        <source>Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="81" />
        <source>Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="82" />
        <source>Flip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="103" />
        <source>Moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="106" />
        <source>Chinese 中文</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="107" />
        <source>WXF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="108" />
        <source>ICCS</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="118" />
        <source>Engine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="125" />
        <source>Depth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="126" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="127" />
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="128" />
        <source>Best line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="146" />
        <source>&amp;New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="149" />
        <source>&amp;Undo move (悔棋)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="152" />
        <source>&amp;Redo move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="155" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="158" />
        <source>&amp;Flip board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="161" />
        <source>&amp;Copy FEN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="164" />
        <source>&amp;Paste FEN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="167" />
        <source>&amp;Open FEN file...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="170" />
        <source>&amp;Save FEN file...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="185" />
        <source>Xiangqi 象棋</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="257" />
        <source>The engine proposed an illegal move; it was ignored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="272" />
        <source>Red mates in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="273" />
        <source>Black mates in %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="314" />
        <source>Check! 将军!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="375" />
        <source>Looking for a good move...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="395" />
        <source>Red wins. 红胜</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="396" />
        <source>Black wins. 黑胜</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="397" />
        <source>Draw. 和棋</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="401" />
        <source>Checkmate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="404" />
        <source>No legal move (stalemate loses).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="407" />
        <source>Perpetual check loses.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="410" />
        <source>Perpetual chase loses.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="413" />
        <source>The position repeated three times.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="416" />
        <source>60 moves without a capture.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="419" />
        <source>Neither side can attack any more.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="425" />
        <source>Game over: %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="427" />
        <source>Red to move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="427" />
        <source>Black to move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="428" />
        <source> — check! 将军!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="429" />
        <source> (computer thinking...)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="465" />
        <source>Showing move %1 of %2; click the board to return.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="24" />
        <source>&amp;Level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="31" />
        <source>&amp;Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="43" />
        <source>Click a piece, then a point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="43" />
        <source>Move (or drag the piece)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="46" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="47" />
        <source>Hint: the engine's move as an arrow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="48" />
        <source>Flip the board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="49" />
        <source>Copy FEN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="50" />
        <location filename="../xiangqi_view_commands.cpp" line="126" />
        <source>Paste FEN</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="51" />
        <location filename="../xiangqi_view_commands.cpp" line="131" />
        <location filename="../xiangqi_view_commands.cpp" line="136" />
        <location filename="../xiangqi_view_commands.cpp" line="143" />
        <source>Open FEN file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="52" />
        <location filename="../xiangqi_view_commands.cpp" line="149" />
        <location filename="../xiangqi_view_commands.cpp" line="154" />
        <source>Save FEN file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="92" />
        <source>The game was not recorded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="119" />
        <source>FEN copied to the clipboard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="127" />
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="132" />
        <source>FEN files (*.fen *.txt);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="137" />
        <source>Cannot read %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="144" />
        <source>%1 does not start with a valid FEN: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="150" />
        <source>FEN files (*.fen);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="155" />
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="159" />
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>