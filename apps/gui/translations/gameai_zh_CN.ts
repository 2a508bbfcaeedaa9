<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../qt_dialogs.cpp" line="19"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../qt_dialogs.cpp" line="21"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location filename="../qt_dialogs.cpp" line="22"/>
        <source>Control</source>
        <translation>Control</translation>
    </message>
</context>
<context>
    <name>TetrisControls</name>
    <message>
        <location filename="../tetris_controls.cpp" line="123"/>
        <source>%1 is already a key of %2.</source>
        <translation>%1 已经是“%2”的按键。</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="124"/>
        <source>%1 is already the key of %2: give that action another key first.</source>
        <translation>%1 已经是“%2”的按键：请先给那个动作换一个键。</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="134"/>
        <source>Move left</source>
        <translation>左移</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="136"/>
        <source>Move right</source>
        <translation>右移</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="138"/>
        <source>Rotate clockwise</source>
        <translation>顺时针旋转</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="140"/>
        <source>Rotate counter-clockwise</source>
        <translation>逆时针旋转</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="142"/>
        <source>Rotate 180°</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="144"/>
        <source>Soft drop</source>
        <translation>软降</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="146"/>
        <source>Hard drop</source>
        <translation>硬降</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="148"/>
        <source>Hold</source>
        <translation>暂存</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="150"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="152"/>
        <source>Hand the game to the AI and back</source>
        <translation>把游戏交给 AI 或收回</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="154"/>
        <source>Show the AI&apos;s hint</source>
        <translation>显示 AI 的提示</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="156"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="164"/>
        <location filename="../tetris_controls.cpp" line="201"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="166"/>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="168"/>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="170"/>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="172"/>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="174"/>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="176"/>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="178"/>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="180"/>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="182"/>
        <source>Meta</source>
        <translation>Meta</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="184"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="187"/>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="189"/>
        <source>Caps Lock</source>
        <translation>大写锁定</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="191"/>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location filename="../tetris_controls.cpp" line="202"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>TetrisModes</name>
    <message>
        <location filename="../tetris_modes.cpp" line="14"/>
        <source>Endless</source>
        <translation>无尽</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="16"/>
        <source>Marathon (15 levels)</source>
        <translation>马拉松（15 级）</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="18"/>
        <source>40-line sprint</source>
        <translation>40 行竞速</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="20"/>
        <source>2-minute ultra</source>
        <translation>2 分钟限时</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="22"/>
        <source>Cheese dig (10 rows)</source>
        <translation>挖掘（10 行垃圾行）</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="24"/>
        <source>Zen (no top-out)</source>
        <translation>禅（不会顶出）</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="45"/>
        <location filename="../tetris_modes.cpp" line="49"/>
        <location filename="../tetris_modes.cpp" line="51"/>
        <location filename="../tetris_modes.cpp" line="53"/>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="45"/>
        <location filename="../tetris_modes.cpp" line="51"/>
        <source>Lines left</source>
        <translation>剩余行数</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="47"/>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="49"/>
        <source>Rows left</source>
        <translation>剩余垃圾行</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="93"/>
        <source>%1 points</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="96"/>
        <source>Topped out</source>
        <translation>已顶出</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="100"/>
        <source>%1 · %2 pieces · %3 pieces/s · %4 keys/piece · %5 lines · level %6</source>
        <translation>%1 · %2 块 · %3 块/秒 · %4 键/块 · %5 行 · 等级 %6</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="106"/>
        <source>Not finished: no personal best.</source>
        <translation>未完成：不计个人最佳。</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="107"/>
        <source>Not a personal best: the AI played or showed its hint.</source>
        <translation>不计个人最佳：AI 参与操作或显示了提示。</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="114"/>
        <source>First personal best!</source>
        <translation>首个个人最佳！</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="124"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="127"/>
        <location filename="../tetris_modes.cpp" line="134"/>
        <source>%1, new personal best!</source>
        <translation>%1，新的个人最佳！</translation>
    </message>
    <message>
        <location filename="../tetris_modes.cpp" line="128"/>
        <location filename="../tetris_modes.cpp" line="135"/>
        <source>%1 against your best, %2</source>
        <translation>与你的最佳 %2 相比 %1</translation>
    </message>
</context>
<context>
    <name>TetrisStyle</name>
    <message numerus="yes">
        <location filename="../tetris_style.cpp" line="46"/>
        <source>%n game(s), %1</source>
        <translation>
            <numerusform>%n 局，%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TetrisStyleOutcome</name>
    <message>
        <location filename="../tetris_style.cpp" line="124"/>
        <source>The records database %1 cannot be read: %2</source>
        <translation>无法读取对局记录数据库 %1：%2</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="151"/>
        <source>game %1 (played %2)</source>
        <translation>第 %1 局（%2 下的）</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="165"/>
        <location filename="../tetris_style.cpp" line="184"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="175"/>
        <source>%1: not a run file (%2)</source>
        <translation>%1：不是对局文件（%2）</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="196"/>
        <source>%1: played by the AI &apos;%2&apos;, not by a person</source>
        <translation>%1：由 AI“%2”而不是由人下的</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="206"/>
        <source>None of your games could be used: the ones found do not replay (listed below).</source>
        <translation>你的对局都无法使用：找到的对局都无法重放（见下）。</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="209"/>
        <source>No game of yours is stored yet, so there is nothing to learn from. Play a few games by hand (the pieces you place yourself are what it learns from; the AI&apos;s are left out), then try again; or add run files you downloaded from the web page.</source>
        <translation>还没有存下你的对局，没有可学的。先亲手玩几局（它学的是你自己放下的方块，AI 放的不算），再试一次；也可以添加从网页下载的对局文件。</translation>
    </message>
    <message>
        <location filename="../tetris_style.cpp" line="255"/>
        <source>The fit failed: %1</source>
        <translation>拟合失败：%1</translation>
    </message>
</context>
<context>
    <name>XiangqiEngines</name>
    <message>
        <location filename="../xiangqi_engines.cpp" line="45"/>
        <source>No command given.</source>
        <translation>没有给出命令。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="48"/>
        <source>The command &apos;%1&apos; was not found.</source>
        <translation>找不到命令“%1”。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="52"/>
        <source>The command &apos;%1&apos; could not be run (is it executable?).</source>
        <translation>无法运行命令“%1”（它是可执行文件吗？）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="58"/>
        <source>&apos;%1&apos; exited (status %2) without answering UCI, UCCI or xboard.</source>
        <translation>“%1”已退出（状态 %2），没有回应 UCI、UCCI 或 xboard。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines.cpp" line="64"/>
        <source>&apos;%1&apos; answered none of UCI, UCCI and xboard within %2 s each.</source>
        <translation>“%1”在每种协议 %2 秒内都没有回应 UCI、UCCI 和 xboard。</translation>
    </message>
</context>
<context>
    <name>XiangqiGameFile</name>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="20"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="34"/>
        <source>%1 holds no xiangqi game.</source>
        <translation>%1 中没有象棋棋局。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="50"/>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_file.cpp" line="56"/>
        <source>(%n move(s))</source>
        <translation>
            <numerusform>（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="72"/>
        <source>the FEN tag is not a position: %1</source>
        <translation>FEN 标签不是有效局面：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_file.cpp" line="79"/>
        <source>move %1 &apos;%2&apos; is not legal: %3</source>
        <translation>第 %1 步“%2”不合法：%3</translation>
    </message>
</context>
<context>
    <name>gameai::gui::KeyCaptureButton</name>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="29"/>
        <source>Press a key...</source>
        <translation>请按一个键…</translation>
    </message>
</context>
<context>
    <name>gameai::gui::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="162"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="163"/>
        <source>&amp;AI</source>
        <translation>AI(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="164"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="165"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="166"/>
        <source>&amp;Key bindings</source>
        <translation>按键说明(&amp;K)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>&amp;About gameai</source>
        <translation>关于 gameai(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="168"/>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="89"/>
        <source>Welcome. Press F1 for the key bindings.</source>
        <translation>欢迎!按 F1 查看按键说明。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="122"/>
        <location filename="../main_window.cpp" line="169"/>
        <source>Games are not recorded</source>
        <translation>对局未被记录</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="127"/>
        <source>Games are not recorded: %1</source>
        <translation>对局未被记录：%1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="129"/>
        <source>Records</source>
        <translation>对局记录</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="130"/>
        <source>Games are not recorded: the records store %1 cannot be used.</source>
        <translation>对局未被记录：无法使用记录库 %1。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="134"/>
        <source>%1

Start gameai-gui with --db FILE (or set GAMEAI_DB) to use another file.</source>
        <translation>%1

可用 --db 文件（或设置 GAMEAI_DB）启动 gameai-gui，改用另一个文件。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="136"/>
        <location filename="../main_window.cpp" line="300"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="216"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="219"/>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="224"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="232"/>
        <source>&amp;Engines…</source>
        <translation>引擎管理(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="243"/>
        <source>Engine &amp;match…</source>
        <translation>引擎对局(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="267"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="284"/>
        <source>Key bindings: %1</source>
        <translation>按键说明:%1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="288"/>
        <source>Key</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="288"/>
        <source>Action</source>
        <translation>功能</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="309"/>
        <source>About gameai</source>
        <translation>关于 gameai</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="310"/>
        <source>&lt;h3&gt;gameai %1&lt;/h3&gt;&lt;p&gt;Computer players for Tetris and Xiangqi (Chinese chess).&lt;/p&gt;&lt;p&gt;Play Tetris by hand and hand the game to the AI and back at any moment; play xiangqi against the computer at a strength from 1 to 10.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;gameai %1&lt;/h3&gt;&lt;p&gt;俄罗斯方块与中国象棋的电脑棋手。&lt;/p&gt;&lt;p&gt;手动玩俄罗斯方块,随时把游戏交给 AI 或收回;与电脑下象棋,棋力 1 到 10 级可选。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisBoardWidget</name>
    <message>
        <location filename="../tetris_board_widget.cpp" line="114"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="115"/>
        <source>Lines</source>
        <translation>消行</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="116"/>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="117"/>
        <source>Pieces</source>
        <translation>方块数</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="118"/>
        <source>Pieces/s</source>
        <translation>方块/秒</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="119"/>
        <source>Lines/s</source>
        <translation>行/秒</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="148"/>
        <source>AI playing</source>
        <translation>AI 操作中</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="149"/>
        <source>You play</source>
        <translation>玩家操作</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="257"/>
        <source>HOLD</source>
        <translation>暂存</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="267"/>
        <source>hint: hold</source>
        <translation>提示：暂存</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="280"/>
        <source>NEXT</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="301"/>
        <source>GO!</source>
        <translation>开始！</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="324"/>
        <source>GAME OVER</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="325"/>
        <source>FINISHED</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="326"/>
        <source>PAUSED</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="327"/>
        <source>READY</source>
        <translation>准备</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="335"/>
        <source>Press %1 to play again, N or Enter for a new game</source>
        <translation>按 %1 再来一局，按 N 或回车开新局</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="336"/>
        <source>Press %1 to continue</source>
        <translation>按 %1 继续</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="337"/>
        <source>Press any key to start, or %1 to let the AI play</source>
        <translation>按任意键开始，或按 %1 让 AI 来玩</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin</source>
        <translation>T 旋</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin Single</source>
        <translation>T 旋单消</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="345"/>
        <source>T-Spin Double</source>
        <translation>T 旋双消</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="346"/>
        <source>T-Spin Triple</source>
        <translation>T 旋三消</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <source>T-Spin Mini</source>
        <translation>迷你 T 旋</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <source>T-Spin Mini Single</source>
        <translation>迷你 T 旋单消</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="349"/>
        <location filename="../tetris_board_widget.cpp" line="350"/>
        <source>T-Spin Mini Double</source>
        <translation>迷你 T 旋双消</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="353"/>
        <source>Tetris!</source>
        <translation>四消！</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="355"/>
        <source>Back-to-Back</source>
        <translation>连续技</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="356"/>
        <source>%1 Combo</source>
        <translation>%1 连击</translation>
    </message>
    <message>
        <location filename="../tetris_board_widget.cpp" line="357"/>
        <source>Perfect Clear</source>
        <translation>全消</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisLiveChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="112"/>
        <source>This game</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="113"/>
        <source>Stack height</source>
        <translation>堆叠高度</translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="114"/>
        <location filename="../tetris_charts.cpp" line="117"/>
        <source>Lines</source>
        <translation>消行</translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="115"/>
        <source>Pieces</source>
        <translation>方块数</translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="116"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisReplayDialog</name>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="61"/>
        <source>Replay a Tetris game</source>
        <translation>回放俄罗斯方块对局</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>#</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="68"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="69"/>
        <source>Lines</source>
        <translation>消行</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="69"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="73"/>
        <location filename="../tetris_replay_dialog.cpp" line="527"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="75"/>
        <source>◀ Step</source>
        <translation>◀ 单步</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="76"/>
        <source>Step ▶</source>
        <translation>单步 ▶</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="80"/>
        <source> pieces/s</source>
        <translation> 块/秒</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="90"/>
        <source>Open run file…</source>
        <translation>打开对局文件…</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="91"/>
        <source>Save run as file…</source>
        <translation>把对局存为文件…</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="128"/>
        <source>Open a Tetris run file</source>
        <translation>打开俄罗斯方块对局文件</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="128"/>
        <source>Tetris run files (*.json);;All files (*)</source>
        <translation>俄罗斯方块对局文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="133"/>
        <source>Save the run as a file</source>
        <translation>把对局存为文件</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="134"/>
        <source>Tetris run files (*.json)</source>
        <translation>俄罗斯方块对局文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="152"/>
        <source>The records store cannot be opened: %1</source>
        <translation>无法打开对局记录库:%1</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="170"/>
        <source>Versus</source>
        <translation>对战</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="186"/>
        <source>No Tetris game is stored yet.</source>
        <translation>还没有保存的俄罗斯方块对局。</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="214"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="217"/>
        <source>Game #%1 saved as %2.</source>
        <translation>第 %1 局已存为 %2。</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="228"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="235"/>
        <source>%1 is not a run file that can be opened: %2</source>
        <translation>%1 不是可以打开的对局文件：%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="250"/>
        <source>%1 cannot be stored: %2</source>
        <translation>%1 无法存入记录：%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="448"/>
        <source>Game #%1: %2 pieces, %3 lines, score %4; every board reproduced.</source>
        <translation>对局 #%1:%2 块,%3 行,得分 %4;每一步盘面均已精确重现。</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="453"/>
        <source>Game #%1 replays up to piece %2 only: %3</source>
        <translation>对局 #%1 只能回放到第 %2 块:%3</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="334"/>
        <source>Game #%1 cannot be replayed: %2</source>
        <translation>对局 #%1 无法回放:%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="312"/>
        <location filename="../tetris_replay_dialog.cpp" line="505"/>
        <source>Person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="527"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="294"/>
        <source>The opponent&apos;s game #%1 cannot be replayed: %2</source>
        <translation>对手的第 %1 局无法回放：%2</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="319"/>
        <source>WINS</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="320"/>
        <source>TOPPED OUT</source>
        <translation>顶出</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="321"/>
        <source>FORFEITS</source>
        <translation>判负</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="322"/>
        <source>STOPPED</source>
        <translation>已中止</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="326"/>
        <source>Versus: %1 (left) against %2 (right), not finished.</source>
        <translation>对战：%1（左）对 %2（右），未结束。</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="327"/>
        <source>Versus: %1 (left) against %2 (right); %3 wins.</source>
        <translation>对战：%1（左）对 %2（右）；%3 获胜。</translation>
    </message>
    <message>
        <location filename="../tetris_replay_dialog.cpp" line="363"/>
        <source>No order of the two boards&apos; pieces raises the garbage as it rose: each board&apos;s pieces are spread evenly over the match.</source>
        <translation>找不到能让垃圾行按记录升起的两块场地的方块顺序：各场地的方块在整场对战中均匀铺开。</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisResultsChart</name>
    <message>
        <location filename="../tetris_charts.cpp" line="155"/>
        <source>AI series: no finished games yet</source>
        <translation>AI 连续对局:尚无结束的对局</translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_charts.cpp" line="159"/>
        <source>AI series: %n game(s), mean %1 lines</source>
        <translation>
            <numerusform>AI 连续对局:%n 局,平均 %1 行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="161"/>
        <location filename="../tetris_charts.cpp" line="177"/>
        <source>Lines</source>
        <translation>消行</translation>
    </message>
    <message>
        <location filename="../tetris_charts.cpp" line="174"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisSession</name>
    <message>
        <location filename="../tetris_snapshot.cpp" line="67"/>
        <source>guideline</source>
        <translation>指南</translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="69"/>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="71"/>
        <source>classic</source>
        <translation>经典</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisSettingsDialog</name>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="66"/>
        <source>Tetris settings</source>
        <translation>俄罗斯方块设置</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="69"/>
        <source>Handling</source>
        <translation>操作手感</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="74"/>
        <location filename="../tetris_settings_dialog.cpp" line="79"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="75"/>
        <source>Delayed auto shift: how long a held move key waits before it repeats.</source>
        <translation>延迟自动移动（DAS）：按住移动键后等待多久开始重复移动。</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="80"/>
        <source>0 (to the wall at once)</source>
        <translation>0（立刻到墙边）</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="81"/>
        <source>Auto repeat rate: the time between the repeated moves of a held key.</source>
        <translation>自动重复速率（ARR）：按住键时两次重复移动之间的时间。</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="85"/>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="86"/>
        <source>∞ (at once)</source>
        <translation>∞（立刻落到底）</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="87"/>
        <source>Soft drop falls this many times as fast as gravity.</source>
        <translation>软降的下落速度是重力的多少倍。</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="88"/>
        <source>Offer the 180° rotation key (guideline rules)</source>
        <translation>启用 180° 旋转键（指南规则）</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="90"/>
        <source>%1 ms after landing, restarted by at most %2 moves or rotations (guideline rules)</source>
        <translation>着地后 %1 毫秒，最多被 %2 次移动或旋转重置（指南规则）</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="96"/>
        <source>DAS</source>
        <translation>DAS</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="97"/>
        <source>ARR</source>
        <translation>ARR</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="98"/>
        <source>Soft drop speed</source>
        <translation>软降速度</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="100"/>
        <source>Lock delay</source>
        <translation>锁定延迟</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="103"/>
        <source>Keys (click, then press the new key; Backspace: none)</source>
        <translation>按键（点击后按下新键；退格键：清除）</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="132"/>
        <source>Reset to defaults</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <location filename="../tetris_settings_dialog.cpp" line="145"/>
        <source>Every setting is back to its default; OK keeps them.</source>
        <translation>所有设置都已恢复默认；按“确定”保存。</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisStyleDialog</name>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="93"/>
        <source>Learn my style</source>
        <translation>学习我的风格</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="95"/>
        <source>Learns how you place your pieces from your own games in the records database (%1) and from the run files you add, then plays like you as the AI &quot;Plays like me&quot;.</source>
        <translation>从对局记录数据库（%1）中你自己的对局和你添加的对局文件学习你放方块的方式，然后以 AI“像我一样下”照你的方式来下。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="98"/>
        <source>Play with it</source>
        <translation>用它来下</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="99"/>
        <source>Make &quot;Plays like me&quot; the AI that plays when you hand the game over</source>
        <translation>让“像我一样下”成为你把游戏交出时接手的 AI</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="100"/>
        <source>Save weights...</source>
        <translation>保存权重...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="101"/>
        <source>A weights file for gameai tetris play --ai linear --weights FILE</source>
        <translation>供 gameai tetris play --ai linear --weights FILE 使用的权重文件</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="102"/>
        <source>Add run files...</source>
        <translation>添加对局文件...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="103"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="159"/>
        <source>Stopping...</source>
        <translation>正在停止...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="173"/>
        <source>Fitting the weights: iteration %1...</source>
        <translation>正在拟合权重：第 %1 次迭代...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="178"/>
        <source>Replaying your games: %1 of %2...</source>
        <translation>正在重放你的对局：%1 / %2...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="179"/>
        <source>Reading run files: %1 of %2...</source>
        <translation>正在读取对局文件：%1 / %2...</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="212"/>
        <source>Cancelled: nothing was learnt. &quot;Add run files...&quot; starts again.</source>
        <translation>已取消：什么也没学到。“添加对局文件...”会重新开始。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="216"/>
        <source>Done. Kept as the AI &quot;Plays like me&quot;.</source>
        <translation>完成。已保存为 AI“像我一样下”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="222"/>
        <source>Learnt from &lt;b&gt;%n game(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>学自 &lt;b&gt;%n 局&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="224"/>
        <source>(%n from run files)</source>
        <translation>
            <numerusform>（其中 %n 局来自对局文件）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="226"/>
        <source>and &lt;b&gt;%n placement(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>共 &lt;b&gt;%n 次落块&lt;/b&gt;。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="228"/>
        <source>Agreement on the games held out (every fifth game): &lt;b&gt;%1&lt;/b&gt; — it chooses the placement you chose in %2 of %3 positions.</source>
        <translation>在留出的对局（每五局一局）上的一致率：&lt;b&gt;%1&lt;/b&gt;——在 %3 个局面中有 %2 个选了你选的落点。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="234"/>
        <source>Agreement: &lt;b&gt;%1&lt;/b&gt; of %2 positions, measured on the games it learnt from (with fewer than five games none is held out; play more for a fair figure).</source>
        <translation>一致率：%2 个局面中的 &lt;b&gt;%1&lt;/b&gt;，在它学习的对局上测得（不足五局时不留出对局；多玩几局才有公允的数字）。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="240"/>
        <source>Where El-Tetris or Dellacherie would choose otherwise than you: %1 of %2 positions.</source>
        <translation>在 El-Tetris 或 Dellacherie 会与你选得不同的局面上：%2 个局面中的 %1。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="245"/>
        <source>Slips: %1 of your placements look chosen at random (a misdrop, a key pressed too early) and do not pull the weights.</source>
        <translation>失误：你的落块中有 %1 看起来是随机选的（放错、按键太早），它们不会左右权重。</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="249"/>
        <source>Under the guideline rules it learns where each piece went; whether to hold, and the previews, are not part of it.</source>
        <translation>在 guideline 规则下它学习每个方块放在哪里；是否暂存以及预览不在其中。</translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_style_dialog.cpp" line="253"/>
        <source>%n placement(s) the AI&apos;s move generator cannot reach were left out.</source>
        <translation>
            <numerusform>有 %n 次落块是 AI 的走法生成器到达不了的，已略去。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="267"/>
        <source>Skipped, as they do not replay exactly (Game &gt; Replay shows where):</source>
        <translation>已跳过，因为它们无法精确重放（游戏 &gt; 重放 可看出在哪里）：</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="270"/>
        <source>Run files not used:</source>
        <translation>未使用的对局文件：</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="288"/>
        <source>Add run files</source>
        <translation>添加对局文件</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="289"/>
        <source>Tetris run files (*.json);;All files (*)</source>
        <translation>俄罗斯方块对局文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="297"/>
        <location filename="../tetris_style_dialog.cpp" line="314"/>
        <source>Save the weights</source>
        <translation>保存权重</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="299"/>
        <source>JSON weights (*.json)</source>
        <translation>JSON 权重 (*.json)</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="304"/>
        <source>Saved %1: play it with gameai tetris play --ai linear --weights %2</source>
        <translation>已保存 %1：用 gameai tetris play --ai linear --weights %2 来下</translation>
    </message>
    <message>
        <location filename="../tetris_style_dialog.cpp" line="315"/>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisVersusWindow</name>
    <message>
        <location filename="../tetris_versus_window.cpp" line="488"/>
        <source>Paused: press %1 to continue.</source>
        <translation>已暂停：按 %1 继续。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="470"/>
        <source>Press any key to start. You play the left board: move %1 and %2, turn right %3, turn left %4, soft drop %5, hard drop %6, hold %7; pause %8.</source>
        <translation>按任意键开始。你操作左边的场地：移动 %1 和 %2，右转 %3，左转 %4，软降 %5，硬降 %6，暂存 %7；暂停 %8。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="220"/>
        <source>First to</source>
        <translation>先胜</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="221"/>
        <source>The match is won by the first side to win this many games</source>
        <translation>先赢得这么多局的一方赢得整场比赛</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="707"/>
        <source>You win this game. Press N for the next one.</source>
        <translation>你赢了这一局。按 N 开始下一局。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="708"/>
        <source>The AI wins this game. Press N for the next one.</source>
        <translation>AI 赢了这一局。按 N 开始下一局。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="709"/>
        <source>%1 wins this game; the next one starts in a moment.</source>
        <translation>%1 赢了这一局；下一局马上开始。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="694"/>
        <source>You win the match %1 – %2! Press N for a new match.</source>
        <translation>你以 %1 – %2 赢得比赛！按 N 开始新比赛。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="695"/>
        <source>The AI wins the match %1 – %2. Press N for a new match.</source>
        <translation>AI 以 %1 – %2 赢得比赛。按 N 开始新比赛。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="698"/>
        <source>%1 wins the match %2 – %3. Press N for a new match.</source>
        <translation>%1 以 %2 – %3 赢得比赛。按 N 开始新比赛。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="754"/>
        <source>Press N for the next game</source>
        <translation>按 N 开始下一局</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="755"/>
        <source>The next game starts in a moment</source>
        <translation>下一局马上开始</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="732"/>
        <source>%1  %2 – %3  %4 · game %5 · first to %6 wins</source>
        <translation>%1  %2 – %3  %4 · 第 %5 局 · 先胜 %6 局者赢</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="712"/>
        <source>The match is not recorded: %1</source>
        <translation>本场对战未被记录：%1</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="341"/>
        <source>TBP bot...</source>
        <translation>TBP 机器人……</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="342"/>
        <source>TBP: %1</source>
        <translation>TBP：%1</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="346"/>
        <source>Another Tetris bot, run as a program speaking the Tetris Bot Protocol</source>
        <translation>另一个俄罗斯方块机器人，作为使用 Tetris Bot Protocol（TBP）的程序运行</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="373"/>
        <source>TBP bot</source>
        <translation>TBP 机器人</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="374"/>
        <source>The command that starts a Tetris bot speaking the Tetris Bot Protocol (for example the path of gameai-tetris-bot or of a Cold Clear build):</source>
        <translation>启动使用 Tetris Bot Protocol 的俄罗斯方块机器人的命令（例如 gameai-tetris-bot 或 Cold Clear 可执行文件的路径）：</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="421"/>
        <source>%1 (TBP), %2 ms a piece</source>
        <translation>%1（TBP），每块 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="540"/>
        <source>%1 forfeits the match: %2</source>
        <translation>%1 判负：%2</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="752"/>
        <source>FORFEITS</source>
        <translation>判负</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="214"/>
        <source>Tetris versus</source>
        <translation>俄罗斯方块对战</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="222"/>
        <source>You against the AI</source>
        <translation>你对 AI</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="223"/>
        <source>AI against AI</source>
        <translation>AI 对 AI</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="215"/>
        <source>Match</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="216"/>
        <source>Left AI</source>
        <translation>左方 AI</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="217"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="224"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="225"/>
        <source>How long the bot thinks over each piece</source>
        <translation>bot 每块的思考时间</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="218"/>
        <source>Think time</source>
        <translation>思考时间</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="227"/>
        <source>How fast the AI places its pieces</source>
        <translation>AI 放置方块的速度</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="219"/>
        <source>AI speed</source>
        <translation>AI 速度</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="228"/>
        <source>New match  (N)</source>
        <translation>新对局  (N)</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="418"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="425"/>
        <source>%1, %2 ms a piece</source>
        <translation>%1，每块 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="427"/>
        <source>Plays like me (%1)</source>
        <translation>像我一样下（%1）</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="592"/>
        <source>T-spin single</source>
        <translation>T 旋单消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="592"/>
        <source>T-spin double</source>
        <translation>T 旋双消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="593"/>
        <source>T-spin triple</source>
        <translation>T 旋三消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="598"/>
        <source>T-spin mini single</source>
        <translation>迷你 T 旋单消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="598"/>
        <source>T-spin mini double</source>
        <translation>迷你 T 旋双消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Single</source>
        <translation>单消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Double</source>
        <translation>双消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Triple</source>
        <translation>三消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="601"/>
        <source>Tetris</source>
        <translation>四消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="606"/>
        <source>B2B</source>
        <translation>连续难消 B2B</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="607"/>
        <source>combo %1</source>
        <translation>连击 %1</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="608"/>
        <source>Perfect clear</source>
        <translation>全消</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="609"/>
        <source>sent %1</source>
        <translation>发送 %1</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="610"/>
        <source>cancelled %1</source>
        <translation>抵消 %1</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="703"/>
        <source>You win! Press N for a new match.</source>
        <translation>你赢了！按 N 开始新对局。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="704"/>
        <source>The AI wins. Press N for a new match.</source>
        <translation>AI 获胜。按 N 开始新对局。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="705"/>
        <source>%1 wins. Press N for a new match.</source>
        <translation>%1 获胜。按 N 开始新对局。</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="750"/>
        <source>WINS</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="751"/>
        <source>TOPPED OUT</source>
        <translation>顶出</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="753"/>
        <source>Press N for a new match</source>
        <translation>按 N 开始新对局</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="757"/>
        <source>READY</source>
        <translation>准备</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="758"/>
        <source>Press any key to start the match</source>
        <translation>按任意键开始对局</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="761"/>
        <source>%1 · sent %2 · incoming %3</source>
        <translation>%1 · 已发送 %2 · 待接收 %3</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="848"/>
        <source>Plays like me</source>
        <translation>像我一样下</translation>
    </message>
    <message>
        <location filename="../tetris_versus_window.cpp" line="850"/>
        <source>The AI fitted to your own games (AI &gt; Learn my style): %1</source>
        <translation>按你自己的对局拟合的 AI（AI &gt; 学习我的风格）：%1</translation>
    </message>
</context>
<context>
    <name>gameai::gui::TetrisView</name>
    <message>
        <location filename="../tetris_view_controls.cpp" line="214"/>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="215"/>
        <source>&amp;AI plays</source>
        <translation>AI 操作(&amp;A)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="216"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="217"/>
        <source>Show the AI&apos;s &amp;hint</source>
        <translation>显示 AI 提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="218"/>
        <source>&amp;Replay a stored game...</source>
        <translation>回放已保存的对局(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="219"/>
        <source>&amp;Versus...</source>
        <translation>对战(&amp;V)...</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="161"/>
        <source>Games are not recorded: %1</source>
        <translation>对局未被记录:%1</translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="84"/>
        <source>max</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../tetris_snapshot.cpp" line="85"/>
        <source>%1 pieces/s</source>
        <translation>%1 块/秒</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="175"/>
        <source>Tetris</source>
        <translation>俄罗斯方块</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="199"/>
        <location filename="../tetris_view_controls.cpp" line="198"/>
        <location filename="../tetris_view_controls.cpp" line="206"/>
        <location filename="../tetris_view_controls.cpp" line="268"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="200"/>
        <source>The game cannot start: %1</source>
        <translation>游戏无法开始:%1</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="418"/>
        <source>published</source>
        <translation>公开权重</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="292"/>
        <source>Take the game back  (A)</source>
        <translation>收回游戏  (A)</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="292"/>
        <source>Hand the game to the AI  (A)</source>
        <translation>把游戏交给 AI  (A)</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="294"/>
        <source>The AI plays. Press A to take over.</source>
        <translation>AI 正在玩。按 A 接手。</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="295"/>
        <source>You play. Press A to hand the game to the AI.</source>
        <translation>你在玩。按 A 把游戏交给 AI。</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="368"/>
        <source>%1: %2. %3</source>
        <translation>%1：%2。%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../tetris_view.cpp" line="374"/>
        <source>Game over: %n line(s).</source>
        <translation>
            <numerusform>游戏结束:共 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="445"/>
        <source>%1; every key of the AI&apos;s path shown</source>
        <translation>%1；显示 AI 路径的每个按键</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="444"/>
        <source>as fast as the machine can</source>
        <translation>机器全速</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="423"/>
        <source>Press %1 to play again, N or Enter for a new game</source>
        <translation>按 %1 再来一局，按 N 或回车开新局</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="447"/>
        <source>%1 · score %2 · lines %3 · level %4</source>
        <translation>%1 · 得分 %2 · 消行 %3 · 等级 %4</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="448"/>
        <location filename="../tetris_view_controls.cpp" line="185"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location filename="../tetris_view.cpp" line="448"/>
        <source>You</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="117"/>
        <source>The new mode starts with the next game (R or N).</source>
        <translation>新模式从下一局开始（按 R 或 N）。</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="179"/>
        <source>Take the game back  (%1)</source>
        <translation>收回游戏  (%1)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="180"/>
        <source>Hand the game to the AI  (%1)</source>
        <translation>把游戏交给 AI  (%1)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="182"/>
        <source>Show the AI&apos;s choice as a hint  (%1)</source>
        <translation>显示 AI 的选择作为提示  (%1)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="183"/>
        <source>Handling and keys...</source>
        <translation>操作手感与按键…</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="186"/>
        <source>Current piece</source>
        <translation>仅当前方块</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="187"/>
        <source>Piece + next</source>
        <translation>当前 + 下一个</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="188"/>
        <source>Beam search</source>
        <translation>束搜索</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="190"/>
        <source>Load...</source>
        <translation>载入...</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="191"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="192"/>
        <source>Start a new game when the AI loses</source>
        <translation>AI 失败后自动开新局</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="193"/>
        <source>Evaluator</source>
        <translation>评估函数</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="194"/>
        <source>Lookahead</source>
        <translation>前瞻</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="196"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="197"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="201"/>
        <source>guideline (SRS, hold, 5 previews)</source>
        <translation>标准指南(SRS、暂存、5 个预览)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="202"/>
        <source>standard (Fahey)</source>
        <translation>标准(Fahey)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="203"/>
        <source>classic (aim and drop)</source>
        <translation>经典（瞄准后落下）</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="204"/>
        <source>guideline</source>
        <translation>指南</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="205"/>
        <source>seed 000 (speeds up)</source>
        <translation>种子 000(逐渐加速)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="207"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="208"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="209"/>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="210"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="211"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="212"/>
        <source>This game</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="213"/>
        <source>AI series</source>
        <translation>AI 连续对局</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="220"/>
        <source>&amp;Tetris settings (handling, keys)...</source>
        <translation>俄罗斯方块设置（手感、按键）(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="221"/>
        <source>&amp;Learn my style...</source>
        <translation>学习我的风格(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="223"/>
        <source>Fit an AI to the way you play, from your own games, and play with it or against it</source>
        <translation>根据你自己的对局拟合一个像你一样下的 AI，用它来下或与它对战</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="225"/>
        <location filename="../tetris_view_controls.cpp" line="441"/>
        <source>Plays like me</source>
        <translation>像我一样下</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="238"/>
        <source>&amp;Speed</source>
        <translation>速度(&amp;S)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="251"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="258"/>
        <source>Rotate 180° (guideline rules)</source>
        <translation>旋转 180°（指南规则）</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="261"/>
        <source>the same keys</source>
        <translation>同样的按键</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="412"/>
        <source>plays like me: %1</source>
        <translation>像我一样下：%1</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="416"/>
        <source>dig weights</source>
        <translation>挖掘权重</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="447"/>
        <source>The AI fitted to your own games (AI &gt; Learn my style): %1</source>
        <translation>按你自己的对局拟合的 AI（AI &gt; 学习我的风格）：%1</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="252"/>
        <source>Shift left / right (hold to repeat)</source>
        <translation>左移 / 右移(按住连续移动)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="253"/>
        <source>Soft drop</source>
        <translation>软降</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="254"/>
        <source>Hard drop</source>
        <translation>硬降</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="255"/>
        <source>Rotate clockwise</source>
        <translation>顺时针旋转</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="256"/>
        <source>Rotate counter-clockwise</source>
        <translation>逆时针旋转</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="260"/>
        <source>Hold (guideline rules)</source>
        <translation>暂存(指南规则)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="261"/>
        <source>Classic rules: aim the piece, turn it, drop it</source>
        <translation>经典规则：瞄准、旋转、落下方块</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="262"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="263"/>
        <source>Hand the game to the AI and back, at any moment</source>
        <translation>随时把游戏交给 AI 或收回</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="264"/>
        <source>Show the AI&apos;s choice as a second ghost</source>
        <translation>以第二个虚影显示 AI 的选择</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="265"/>
        <source>N or Enter</source>
        <translation>N 或回车</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="265"/>
        <source>New game after a game over</source>
        <translation>游戏结束后开新局</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="267"/>
        <source>Restart at once: a new game of the same mode, its countdown starting now</source>
        <translation>立即重开：同一模式的新一局，倒计时立即开始</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="269"/>
        <source>Replay a stored game</source>
        <translation>回放已存对局</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="339"/>
        <source>cannot read the weights file %1: %2</source>
        <translation>无法读取权重文件 %1:%2</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="348"/>
        <location filename="../tetris_view_controls.cpp" line="361"/>
        <source>Load evaluator weights</source>
        <translation>载入评估权重</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="349"/>
        <source>JSON weights (*.json);;All files (*)</source>
        <translation>JSON 权重 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="358"/>
        <source>The AI now plays with the weights of %1.</source>
        <translation>AI 现在使用 %1 的权重。</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="362"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 无法使用:%2</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="391"/>
        <source>Under the %1 rules the AI looks at one piece at a time.</source>
        <translation>在“%1”规则下，AI 每次只看当前一块。</translation>
    </message>
    <message>
        <location filename="../tetris_view_controls.cpp" line="402"/>
        <source>The AI was not changed: %1</source>
        <translation>AI 未更改:%1</translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="41"/>
        <source>Sounds</source>
        <translation>音效</translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="42"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../tetris_view_sounds.cpp" line="43"/>
        <source>Volume of the sound effects</source>
        <translation>音效的音量</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiAnalysisController</name>
    <message>
        <location filename="../xiangqi_analysis_controller.cpp" line="108"/>
        <location filename="../xiangqi_analysis_controller.cpp" line="112"/>
        <source>not in the book</source>
        <translation>不在开局库中</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiBoardPanel</name>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="41"/>
        <source>That piece cannot move there.</source>
        <translation>这个棋子不能走到那里。</translation>
    </message>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="43"/>
        <source>It is Red&apos;s move.</source>
        <translation>轮到红方走。</translation>
    </message>
    <message>
        <location filename="../xiangqi_board_panel.cpp" line="44"/>
        <source>It is Black&apos;s move.</source>
        <translation>轮到黑方走。</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEditor</name>
    <message>
        <location filename="../xiangqi_editor.cpp" line="426"/>
        <source>This FEN cannot be read: %1</source>
        <translation>无法读取此 FEN：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="471"/>
        <source>The position is legal. Red to move.</source>
        <translation>局面合法。红方走棋。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="472"/>
        <source>The position is legal. Black to move.</source>
        <translation>局面合法。黑方走棋。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="479"/>
        <source>Mend the problems listed to use this position.</source>
        <translation>请先修正列出的问题，才能使用此局面。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="485"/>
        <source>red general</source>
        <translation>红帅</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="487"/>
        <source>red advisor</source>
        <translation>红仕</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="489"/>
        <source>red elephant</source>
        <translation>红相</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="491"/>
        <source>red horse</source>
        <translation>红马</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="493"/>
        <source>red chariot</source>
        <translation>红车</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="495"/>
        <source>red cannon</source>
        <translation>红炮</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="497"/>
        <source>red soldier</source>
        <translation>红兵</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="499"/>
        <source>black general</source>
        <translation>黑将</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="501"/>
        <source>black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="503"/>
        <source>black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="505"/>
        <source>black horse</source>
        <translation>黑马</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="507"/>
        <source>black chariot</source>
        <translation>黑车</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="509"/>
        <source>black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="511"/>
        <source>black soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="527"/>
        <source>Red has %1 generals; a side has exactly one.</source>
        <translation>红方有 %1 个帅；每方必须恰好一个。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="528"/>
        <source>Black has %1 generals; a side has exactly one.</source>
        <translation>黑方有 %1 个将；每方必须恰好一个。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="529"/>
        <source>Too many pieces: %1 × %2, at most %3 are allowed.</source>
        <translation>棋子过多：%1 × %2，最多只能有 %3 个。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="534"/>
        <source>Red has no general.</source>
        <translation>红方没有帅。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="534"/>
        <source>Black has no general.</source>
        <translation>黑方没有将。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="536"/>
        <source>The %1 on %2 is outside its palace.</source>
        <translation>%2 的%1在九宫之外。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="538"/>
        <source>The %1 on %2 is not on one of its palace&apos;s five points (the corners and the centre).</source>
        <translation>%2 的%1不在九宫的五个士位上（四角和中心）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="542"/>
        <source>The %1 on %2 is not on one of the seven points an elephant can reach on its own side.</source>
        <translation>%2 的%1不在本方象能到达的七个点上。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="546"/>
        <source>The %1 on %2 is behind the rank soldiers start on.</source>
        <translation>%2 的%1在兵卒起始横线之后。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="548"/>
        <source>The %1 on %2 is off the soldier files (a, c, e, g, i) before crossing the river.</source>
        <translation>%2 的%1尚未过河，却不在兵卒的直线（a、c、e、g、i）上。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="552"/>
        <source>The generals face each other on %1 and %2 with no piece between them.</source>
        <translation>帅将在 %1 和 %2 照面，中间没有棋子。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="557"/>
        <source>The %1 on %2 is in check from the %3 on %4, but Red is to move: the side not to move cannot be in check.</source>
        <translation>%2 的%1正被 %4 的%3将军，但轮到红方走棋：不走棋的一方不能被将军。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="559"/>
        <source>The %1 on %2 is in check from the %3 on %4, but Black is to move: the side not to move cannot be in check.</source>
        <translation>%2 的%1正被 %4 的%3将军，但轮到黑方走棋：不走棋的一方不能被将军。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="568"/>
        <source>Edit position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="569"/>
        <source>To move:</source>
        <translation>走棋方：</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="570"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="571"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="572"/>
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="573"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="574"/>
        <source>Flip board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="575"/>
        <source>FEN (type or paste one, then Enter):</source>
        <translation>FEN（输入或粘贴后按回车）：</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="576"/>
        <source>Copy FEN</source>
        <translation>复制 FEN</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="577"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="579"/>
        <source>Drag pieces from the palette onto the board, and about on it; drag a piece off the board or right-click it to remove it. Or click a palette piece, then click points to place it.</source>
        <translation>把棋子从棋子栏拖到棋盘上，也可在棋盘上拖动；把棋子拖出棋盘或右键点击即可移除。也可以先点棋子栏中的棋子，再点棋盘上的点来摆放。</translation>
    </message>
    <message>
        <location filename="../xiangqi_editor.cpp" line="582"/>
        <source>Analyse the position instead of playing it</source>
        <translation>分析此局面，而不是对弈</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEnginePanel</name>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="179"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="180"/>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="181"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="182"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="183"/>
        <source>Best line</source>
        <translation>主要变化</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="184"/>
        <source>Book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="187"/>
        <source>Moves masters played here, with how often (the built-in book)</source>
        <translation>大师在此局面下的着法及其频率（内置开局库）</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="188"/>
        <source>Analyse (A)</source>
        <translation>分析（A）</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="189"/>
        <source>Search this position without end and show the engine&apos;s lines</source>
        <translation>不限时搜索当前局面并显示引擎的变化</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="209"/>
        <source>Red mates in %1</source>
        <translation>红方 %1 步杀</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="210"/>
        <source>Black mates in %1</source>
        <translation>黑方 %1 步杀</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="309"/>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_panel.cpp" line="309"/>
        <source>Thinking...</source>
        <translation>思考中……</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEngineRunner</name>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="83"/>
        <source>the engine found no move</source>
        <translation>引擎找不到着法</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="168"/>
        <source>could not start the external engine: %1</source>
        <translation>无法启动外部引擎：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_engine_runner.cpp" line="210"/>
        <source>engine &apos;%1&apos; answered &apos;%2&apos;, which is not a move</source>
        <translation>引擎“%1”的回答“%2”不是一步着法</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiEnginesDialog</name>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="93"/>
        <source>Choose an engine program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="114"/>
        <source>Command changed: press Test to check it.</source>
        <translation>命令已更改：请按“测试”检查。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="130"/>
        <source>Engines</source>
        <translation>引擎管理</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="132"/>
        <source>Command of an engine to add (UCI, UCCI or xboard), e.g. /usr/games/pikafish</source>
        <translation>要添加的引擎命令（UCI、UCCI 或 xboard），例如 /usr/games/pikafish</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="133"/>
        <source>Choose the engine program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="134"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="135"/>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="136"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="137"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="138"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="139"/>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="140"/>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="141"/>
        <source>Options it announced:</source>
        <translation>引擎公布的选项：</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="142"/>
        <location filename="../xiangqi_engines_dialog.cpp" line="171"/>
        <location filename="../xiangqi_engines_dialog.cpp" line="274"/>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="178"/>
        <source>Type the command that starts the engine first.</source>
        <translation>请先输入启动引擎的命令。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="187"/>
        <source>The built-in engine is part of the app: nothing to test.</source>
        <translation>内置引擎是本程序的一部分，无需测试。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="196"/>
        <source>Removed %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="207"/>
        <source>Starting &apos;%1&apos;…</source>
        <translation>正在启动“%1”…</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_engines_dialog.cpp" line="224"/>
        <source>%1 by %2, speaks %3, %n option(s)</source>
        <translation>
            <numerusform>%1，作者 %2，使用 %3 协议，%n 个选项</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="225"/>
        <source>an unnamed author</source>
        <translation>未署名</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="235"/>
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="236"/>
        <source>Test failed: %1</source>
        <translation>测试失败：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="246"/>
        <source>Test passed: %1.</source>
        <translation>测试通过：%1。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="261"/>
        <source>Added %1.</source>
        <translation>已添加 %1。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="275"/>
        <source>(part of gameai)</source>
        <translation>（gameai 自带）</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="277"/>
        <source>Strength is chosen by level (1-10) where it plays; the options below are its defaults, as gameai-xiangqi announces them.</source>
        <translation>棋力在对弈处按等级（1-10）选择；下面是它的默认选项，与 gameai-xiangqi 公布的一致。</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="290"/>
        <source>Speaks %1; author: %2</source>
        <translation>协议：%1；作者：%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="291"/>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="351"/>
        <source>Pressed on a running engine only</source>
        <translation>只能在引擎运行时按下</translation>
    </message>
    <message>
        <location filename="../xiangqi_engines_dialog.cpp" line="361"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiFileController</name>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="31"/>
        <source>FEN copied to the clipboard.</source>
        <translation>FEN 已复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="38"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="38"/>
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation>剪贴板中不是有效的 FEN:%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="47"/>
        <source>Open FEN file</source>
        <translation>打开 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="47"/>
        <source>%1 does not start with a valid FEN: %2</source>
        <translation>%1 开头不是有效的 FEN:%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="55"/>
        <source>Save FEN file</source>
        <translation>保存 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="57"/>
        <location filename="../xiangqi_file_controller.cpp" line="112"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="68"/>
        <source>%1 has no game %2.</source>
        <translation>%1 中没有第 %2 局。</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="74"/>
        <source>Opened %1: %2</source>
        <translation>已打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="85"/>
        <location filename="../xiangqi_file_controller.cpp" line="95"/>
        <source>Open game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="85"/>
        <location filename="../xiangqi_file_controller.cpp" line="96"/>
        <source>The game cannot be opened; the board is unchanged.

%1</source>
        <translation>无法打开该棋局；棋盘未改变。

%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="110"/>
        <source>Save game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="124"/>
        <source>the game on the board</source>
        <translation>棋盘上的对局</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_file_controller.cpp" line="151"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="180"/>
        <source>move %1 &apos;%2&apos; does not replay: %3</source>
        <translation>第 %1 步“%2”无法重放：%3</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="189"/>
        <source>Stored game %1: %2</source>
        <translation>已存对局 %1：%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="193"/>
        <location filename="../xiangqi_file_controller.cpp" line="194"/>
        <source>stored game %1</source>
        <translation>已存对局 %1</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="204"/>
        <location filename="../xiangqi_file_controller.cpp" line="212"/>
        <location filename="../xiangqi_file_controller.cpp" line="217"/>
        <source>Review a stored game</source>
        <translation>复盘已存对局</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="205"/>
        <source>No xiangqi game is stored yet.</source>
        <translation>还没有保存的象棋对局。</translation>
    </message>
    <message>
        <location filename="../xiangqi_file_controller.cpp" line="213"/>
        <source>Stored xiangqi games, newest first:</source>
        <translation>已存象棋对局（最新的在前）：</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiFiles</name>
    <message>
        <location filename="../xiangqi_files.cpp" line="24"/>
        <source>PGN, Chinese moves 炮二平五 (*.pgn)</source>
        <translation>PGN，中文记谱 炮二平五 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="25"/>
        <source>PGN, WXF moves C2=5 (*.pgn)</source>
        <translation>PGN，WXF 记谱 C2=5 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="26"/>
        <source>PGN, ICCS moves h2e2 (*.pgn)</source>
        <translation>PGN，ICCS 记谱 h2e2 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="27"/>
        <source>PGN, XBoard moves h3e3 (*.pgn)</source>
        <translation>PGN，XBoard 记谱 h3e3 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="49"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1:%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="58"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="65"/>
        <location filename="../xiangqi_files.cpp" line="72"/>
        <source>Open game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="66"/>
        <source>Xiangqi games (*.pgn *.xqf *.PGN *.XQF);;All files (*)</source>
        <translation>象棋棋谱 (*.pgn *.xqf *.PGN *.XQF);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="87"/>
        <source>Save game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="98"/>
        <location filename="../xiangqi_files.cpp" line="105"/>
        <source>Open FEN file</source>
        <translation>打开 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="99"/>
        <source>FEN files (*.fen *.txt);;All files (*)</source>
        <translation>FEN 文件 (*.fen *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="105"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="112"/>
        <source>Save FEN file</source>
        <translation>保存 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_files.cpp" line="114"/>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation>FEN 文件 (*.fen);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameController</name>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="40"/>
        <source>The clock applies from the next game (Ctrl+N).</source>
        <translation>计时从下一局起生效（Ctrl+N）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="41"/>
        <source>No clock from the next game on.</source>
        <translation>从下一局起不计时。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="94"/>
        <source>The engine proposed an illegal move; it was ignored.</source>
        <translation>引擎给出了不合法的着法,已忽略。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="209"/>
        <location filename="../xiangqi_game_controller.cpp" line="321"/>
        <source>The game was not recorded: %1</source>
        <translation>对局未被记录:%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="223"/>
        <source>Check! 将军!</source>
        <translation>将军!</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="280"/>
        <source>Looking for a good move...</source>
        <translation>正在寻找好棋...</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="386"/>
        <source>Draw. 和棋</source>
        <translation>和棋。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="387"/>
        <source>Red wins. 红胜</source>
        <translation>红胜。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="388"/>
        <source>Black wins. 黑胜</source>
        <translation>黑胜。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="395"/>
        <source>Checkmate.</source>
        <translation>将死。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="397"/>
        <source>No legal move (stalemate loses).</source>
        <translation>无子可动(困毙判负)。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="399"/>
        <source>Perpetual check loses.</source>
        <translation>长将判负。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="401"/>
        <source>Perpetual chase loses.</source>
        <translation>长捉判负。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="403"/>
        <source>The position repeated three times.</source>
        <translation>同一局面重复三次。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="405"/>
        <source>60 moves without a capture.</source>
        <translation>六十回合无吃子。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="407"/>
        <source>Neither side can attack any more.</source>
        <translation>双方均无进攻子力。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="409"/>
        <source>The game reached the referee&apos;s limit on its length.</source>
        <translation>对局达到了裁判规定的最大长度。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="414"/>
        <source>Time ran out.</source>
        <translation>超时。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="415"/>
        <source>Resigned.</source>
        <translation>认输。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="417"/>
        <source>Forfeit by an illegal move (%1).</source>
        <translation>走出非法着法，判负（%1）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="418"/>
        <source>Forfeit (%1).</source>
        <translation>判负（%1）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="427"/>
        <source>Game over: %1 %2</source>
        <translation>对局结束:%1 %2</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="428"/>
        <source>Red to move</source>
        <translation>轮到红方</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="428"/>
        <source>Black to move</source>
        <translation>轮到黑方</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="429"/>
        <source> — check! 将军!</source>
        <translation> — 将军!</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="430"/>
        <source> (computer thinking...)</source>
        <translation>(电脑思考中...)</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_controller.cpp" line="431"/>
        <source> — analysing</source>
        <translation> — 分析中</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameListDialog</name>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="152"/>
        <source>Open game from %1</source>
        <translation>打开棋谱：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="158"/>
        <source>Search players, event, date</source>
        <translation>搜索棋手、赛事、日期</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="186"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="187"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="202"/>
        <source>%1 holds %n game(s).</source>
        <translation>
            <numerusform>%1 中有 %n 局棋。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="236"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>共 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_game_list_dialog.cpp" line="237"/>
        <source>%1 of %n game(s) shown</source>
        <translation>
            <numerusform>显示 %1 局，共 %n 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGameListModel</name>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="113"/>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="124"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="126"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="128"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="130"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="132"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="134"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_list_dialog.cpp" line="136"/>
        <source>Moves</source>
        <translation>回合</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiGamePanel</name>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="86"/>
        <source>New</source>
        <translation>新局</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="87"/>
        <source>Undo 悔棋</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="88"/>
        <source>Redo</source>
        <translation>还原</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="89"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="90"/>
        <source>Flip</source>
        <translation>翻转</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="91"/>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="92"/>
        <source>Chinese 中文</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="93"/>
        <source>WXF</source>
        <translation>WXF</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="94"/>
        <source>ICCS</source>
        <translation>ICCS</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="144"/>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../xiangqi_game_panel.cpp" line="145"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiMatchDialog</name>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="612"/>
        <source>%1 (too few games to be sure)</source>
        <translation>%1（对局太少，尚难定论）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="616"/>
        <source>%1 (at least %2)</source>
        <translation>%1（至少 %2）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="618"/>
        <source>%1 (at most %2)</source>
        <translation>%1（至多 %2）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="199"/>
        <location filename="../xiangqi_match_dialog.cpp" line="243"/>
        <source>Choose a file of openings</source>
        <translation>选择开局文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="221"/>
        <source>Built-in engine, level</source>
        <translation>内置引擎，等级</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="228"/>
        <source>Engine match</source>
        <translation>引擎对局</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="229"/>
        <source>Engine A:</source>
        <translation>引擎 A：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="230"/>
        <source>Engine B:</source>
        <translation>引擎 B：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="231"/>
        <source>Time per move:</source>
        <translation>每步用时：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="232"/>
        <source>Clock (base + increment):</source>
        <translation>棋钟（基本时间 + 加秒）：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="234"/>
        <source>A clock gives each engine a base time for the game and adds the increment after each of its moves; an engine whose time runs out loses on time.</source>
        <translation>棋钟给每个引擎一局的基本时间，每走一步加上加秒；用完时间的引擎超时判负。</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="236"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="237"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="238"/>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="239"/>
        <source> s a move</source>
        <translation> 秒/步</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="240"/>
        <source>Games:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="241"/>
        <source>Openings:</source>
        <translation>开局：</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="242"/>
        <source>optional file: one opening a line (FEN and/or moves)</source>
        <translation>可选文件：每行一个开局（FEN 和/或着法）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="244"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="245"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>A wins</source>
        <translation>A 胜</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="246"/>
        <source>A losses</source>
        <translation>A 负</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="247"/>
        <source>Score of A</source>
        <translation>A 得分率</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="247"/>
        <source>Elo of A (95 %)</source>
        <translation>A 的等级分差（95%）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="344"/>
        <source>No game yet</source>
        <translation>尚无对局</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="334"/>
        <source>Built-in level %1</source>
        <translation>内置 %1 级</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="364"/>
        <source>The openings cannot be used: %1</source>
        <translation>无法使用开局文件：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="400"/>
        <location filename="../xiangqi_match_dialog.cpp" line="584"/>
        <source>Games are not recorded: %1</source>
        <translation>对局未被记录：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="395"/>
        <source>clock %1 (seconds)</source>
        <translation>棋钟 %1（秒）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="396"/>
        <source>%1 ms a move</source>
        <translation>每步 %1 毫秒</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="397"/>
        <source>Playing %1 against %2, %3…</source>
        <translation>%1 对 %2 对局中，%3…</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="469"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="348"/>
        <source>Game %1 of %2: %3 (red) against %4 (black)</source>
        <translation>第 %1 局（共 %2 局）：%3（红）对 %4（黑）</translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="563"/>
        <source>A game could not be recorded: %1</source>
        <translation>有一局无法记录：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="519"/>
        <source>%1. %2 (red) – %3 (black): %4, %5 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2（红）– %3（黑）：%4，%5（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="580"/>
        <source>The match stopped: %1</source>
        <translation>对局中止：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="581"/>
        <source>Stopped after %n game(s).</source>
        <translation>
            <numerusform>已在 %n 局后停止。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../xiangqi_match_dialog.cpp" line="582"/>
        <source>Match over: %n game(s) played and recorded.</source>
        <translation>
            <numerusform>对局结束：已下完并记录 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../xiangqi_match_dialog.cpp" line="593"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiMoveTree</name>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="81"/>
        <source>Promote</source>
        <translation>提升</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="83"/>
        <source>Move this variation one place up (the first becomes the main line)</source>
        <translation>将此变着上移一位（第一个变着成为主线）</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="85"/>
        <source>Main line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="86"/>
        <source>Make the line to this move the main line</source>
        <translation>将通往此着的着法设为主线</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="87"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="89"/>
        <source>Delete this variation (on the main line: this move and every move after it)</source>
        <translation>删除此变着（在主线上：删除此着及其后所有着法）</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="90"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="92"/>
        <source>Write a comment on this move (on the start: before the first move)</source>
        <translation>为此着写注释（在开局处：写在第一着之前）</translation>
    </message>
    <message>
        <location filename="../xiangqi_move_tree.cpp" line="97"/>
        <source>Start 开局</source>
        <translation>开局</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiOpponentBox</name>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="97"/>
        <source>%1, speaks %2</source>
        <translation>%1，使用 %2 协议</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="110"/>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="111"/>
        <source>External engine…</source>
        <translation>外部引擎…</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="113"/>
        <source>Who plays the computer&apos;s side: the built-in engine, an engine of the engine manager (AI ▸ Engines…) with the options set there, or a command typed below</source>
        <translation>由谁走电脑一方：内置引擎、引擎管理（AI ▸ 引擎管理…）中的引擎（使用在那里设置的选项），或在下面输入的命令</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="115"/>
        <source>engine command, e.g. /usr/games/fairy-stockfish</source>
        <translation>引擎命令，例如 /usr/games/fairy-stockfish</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="117"/>
        <source>Run through /bin/sh, so arguments are allowed. The engine plays the computer&apos;s side.</source>
        <translation>通过 /bin/sh 运行，可带参数。引擎执电脑一方。</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="118"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="119"/>
        <source>The protocol the engine speaks</source>
        <translation>引擎使用的协议</translation>
    </message>
    <message>
        <location filename="../xiangqi_opponent_box.cpp" line="231"/>
        <source>Choose a UCI, UCCI or xboard engine</source>
        <translation>选择 UCI、UCCI 或 xboard 引擎</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiPlayersPanel</name>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="56"/>
        <source>Players</source>
        <translation>对弈双方</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="57"/>
        <source>Human vs computer</source>
        <translation>人机对弈</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="58"/>
        <source>Human vs human</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="59"/>
        <source>Computer vs computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="60"/>
        <source>Red (moves first)</source>
        <translation>红方(先走)</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="61"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="62"/>
        <source>1 looks one move ahead; 10 searches deepest and longest</source>
        <translation>1 级只看一步;10 级搜索最深、思考最久</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="63"/>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="65"/>
        <source>Minutes each + seconds added per move; applies from the next game</source>
        <translation>每方分钟数 + 每步加秒；从下一局起生效</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="66"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="67"/>
        <source>You play</source>
        <translation>玩家操作</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="68"/>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="69"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="70"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="149"/>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="150"/>
        <source>Custom...</source>
        <translation>自定义...</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="162"/>
        <location filename="../xiangqi_players_panel.cpp" line="171"/>
        <source>Custom clock</source>
        <translation>自定义计时</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="162"/>
        <source>Minutes each + seconds added per move (e.g. 10+5):</source>
        <translation>每方分钟数 + 每步加秒（例如 10+5）：</translation>
    </message>
    <message>
        <location filename="../xiangqi_players_panel.cpp" line="172"/>
        <source>&apos;%1&apos; is not a time control like 10+5.</source>
        <translation>“%1”不是 10+5 这样的用时设置。</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiReviewDialog</name>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="212"/>
        <source>&amp;Time per position:</source>
        <translation>每步分析时间(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="214"/>
        <source>How long the engine searches each position; another time analyses the game again</source>
        <translation>引擎分析每个局面的时间；改变后重新分析整盘棋</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="199"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="204"/>
        <location filename="../xiangqi_review_dialog.cpp" line="229"/>
        <source>Review: %1</source>
        <translation>复盘：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="205"/>
        <source>Start position</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="206"/>
        <source>Start (Home)</source>
        <translation>开头（Home）</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="207"/>
        <source>Back one move (←)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="208"/>
        <source>Forward one move (→)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="209"/>
        <source>End (End)</source>
        <translation>结尾（End）</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="210"/>
        <source>Ply</source>
        <translation>半回合</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="211"/>
        <source>Red&apos;s advantage in pawns, by the engine</source>
        <translation>引擎评估的红方优势（以兵计）</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="235"/>
        <source>The engine is looking at every position...</source>
        <translation>引擎正在逐个分析局面……</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="266"/>
        <source>Red mates in %1</source>
        <translation>红方 %1 步杀</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="267"/>
        <source>Black mates in %1</source>
        <translation>黑方 %1 步杀</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="288"/>
        <source>Played %1.</source>
        <translation>实战 %1。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="290"/>
        <source>Played %1, the engine&apos;s choice too.</source>
        <translation>实战 %1，与引擎选择相同。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="292"/>
        <source>Played %1; the engine preferred %2.</source>
        <translation>实战 %1；引擎推荐 %2。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="295"/>
        <source>A blunder: it lost %1 pawns.</source>
        <translation>败着：损失 %1 兵。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="297"/>
        <source>A mistake: it lost %1 pawns.</source>
        <translation>失误：损失 %1 兵。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="302"/>
        <source>Score %1.</source>
        <translation>评分 %1。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="303"/>
        <source>Score %1; the engine would play %2 (the arrow).</source>
        <translation>评分 %1；引擎会走 %2（箭头）。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="324"/>
        <source>Engine: %1</source>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="241"/>
        <source>Analysis done. Mistakes: Red %1, Black %2.</source>
        <translation>分析完成。失误：红方 %1 次，黑方 %2 次。</translation>
    </message>
    <message>
        <location filename="../xiangqi_review_dialog.cpp" line="244"/>
        <source>Analysing position %1 of %2...</source>
        <translation>正在分析第 %1 个局面，共 %2 个……</translation>
    </message>
</context>
<context>
    <name>gameai::gui::XiangqiView</name>
    <message>
        <location filename="../xiangqi_view.cpp" line="210"/>
        <source>Engine error: %1</source>
        <translation>引擎错误:%1</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="74"/>
        <source>Undo 悔棋</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="75"/>
        <source>Redo</source>
        <translation>还原</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="137"/>
        <source>&amp;Analyse position</source>
        <translation>分析局面(&amp;A)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="123"/>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="124"/>
        <source>&amp;Undo move (悔棋)</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="125"/>
        <source>&amp;Redo move</source>
        <translation>还原一步(&amp;R)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="126"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="127"/>
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="128"/>
        <source>&amp;Copy FEN</source>
        <translation>复制 FEN(&amp;C)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="129"/>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="130"/>
        <source>&amp;Open FEN file...</source>
        <translation>打开 FEN 文件(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="131"/>
        <source>&amp;Save FEN file...</source>
        <translation>保存 FEN 文件(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="133"/>
        <source>&amp;Open game...</source>
        <translation>打开棋谱(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="134"/>
        <source>Save game &amp;as PGN...</source>
        <translation>棋谱另存为 PGN(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="135"/>
        <source>&amp;Review game...</source>
        <translation>复盘(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="136"/>
        <source>Review a &amp;stored game...</source>
        <translation>复盘已存对局(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="216"/>
        <source>Xiangqi 象棋</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="154"/>
        <source>The game is over: start a new one (Ctrl+N) or undo.</source>
        <translation>对局已结束：开新局（Ctrl+N）或悔棋。</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="155"/>
        <source>The computer is to move; wait for its reply.</source>
        <translation>轮到电脑走，请等它应着。</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="251"/>
        <source>Comment before the first move:</source>
        <translation>第一着之前的注释：</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="252"/>
        <source>Comment on %1:</source>
        <translation>%1 的注释：</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="259"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="25"/>
        <source>&amp;Level</source>
        <translation>等级(&amp;L)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="32"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="138"/>
        <source>&amp;Sounds</source>
        <translation>声音(&amp;S)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="73"/>
        <source>Click a piece, then a point</source>
        <translation>点击棋子,再点击落点</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="73"/>
        <source>Move (or drag the piece)</source>
        <translation>走棋(或拖动棋子)</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="76"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="77"/>
        <source>Hint: the engine&apos;s move as an arrow</source>
        <translation>提示:用箭头显示引擎的着法</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="78"/>
        <source>Flip the board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="79"/>
        <source>Analysis: the engine&apos;s lines as arrows, until A again</source>
        <translation>分析：以箭头显示引擎的变化，再按 A 结束</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="80"/>
        <source>Copy FEN</source>
        <translation>复制 FEN</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="81"/>
        <source>Paste FEN</source>
        <translation>粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="82"/>
        <source>Open a game (PGN, XQF)</source>
        <translation>打开棋谱（PGN、XQF）</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="83"/>
        <source>Save the game as PGN</source>
        <translation>将棋谱保存为 PGN</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="84"/>
        <source>Review the game with the engine</source>
        <translation>用引擎复盘</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="85"/>
        <source>Open FEN file</source>
        <translation>打开 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="86"/>
        <source>Save FEN file</source>
        <translation>保存 FEN 文件</translation>
    </message>
    <message>
        <location filename="../xiangqi_view.cpp" line="132"/>
        <source>&amp;Edit position...</source>
        <translation>编辑局面(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../xiangqi_view_commands.cpp" line="87"/>
        <location filename="../xiangqi_view_commands.cpp" line="122"/>
        <source>Edit position</source>
        <translation>编辑局面</translation>
    </message>
</context>
</TS>
