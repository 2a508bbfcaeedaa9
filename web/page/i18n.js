// The page's words in English and Simplified Chinese, as the desktop app offers them. English is
// the key; a missing translation shows the English text.
'use strict';

const I18n = (() => {
  const ZH = {
    // The modes of play, their timers and results (tetris-modes.js), as the desktop app words them.
    'Mode': '模式', 'Endless': '无尽', '40-line sprint': '40 行竞速', '2-minute ultra': '2 分钟限时',
    'Cheese dig (10 rows)': '挖掘（10 行垃圾行）', 'Marathon (15 levels)': '马拉松（15 级）',
    'Zen (no top-out)': '禅（不会顶出）', 'Time': '用时', 'Lines left': '剩余行数', 'Time left': '剩余时间',
    'Rows left': '剩余垃圾行', 'Topped out': '已顶出', '{n} points': '{n} 分',
    'Not finished: no personal best.': '未完成：不计个人最佳。',
    'Not a personal best: the AI played or showed its hint.': '不计个人最佳：AI 参与操作或显示了提示。',
    'First personal best!': '首个个人最佳！', '{s} s': '{s} 秒', '{diff}, new personal best!': '{diff}，新的个人最佳！',
    '{diff} against your best, {best}': '与你的最佳 {best} 相比 {diff}',
    '{time} · {pieces} pieces · {pps} pieces/s · {kpp} keys/piece · {lines} lines · {score} points':
      '{time} · {pieces} 个方块 · 每秒 {pps} 个方块 · 每块 {kpp} 次按键 · {lines} 行 · {score} 分',
    '{pieces} pieces · {pps} PPS · {kpp} KPP': '{pieces} 个方块 · 每秒 {pps} 块 · 每块 {kpp} 键',
    '{score} points · {lines} lines': '{score} 分 · {lines} 行', 'R: again · N: new game': 'R：再来一局 · N：新游戏',
    'Go!': '开始！', 'Press any key to start': '按任意键开始', 'Download this run': '下载这一局',
    'Download the run so far': '下载这一局（至今）', 'Download the previous run': '下载上一局',
    'Open a run file…': '打开对局文件…', 'Replay': '回放', 'Play': '播放', 'Close the replay': '关闭回放',
    'This run file cannot be opened: {reason}': '无法打开这个对局文件：{reason}',
    'Replay of a {mode} run ({rules}, seed {seed}): piece {step} of {steps}': '{mode}回放（{rules}，种子 {seed}）：第 {step} / {steps} 个方块',
    '{time} · {pieces} pieces · {lines} lines · {score} points': '{time} · {pieces} 个方块 · {lines} 行 · {score} 分',
    'Personal best: {best}': '个人最佳：{best}', 'No personal best yet in this mode and rules.': '这个模式和规则下还没有个人最佳。',
    'Tetris': '俄罗斯方块', 'Xiangqi 象棋': '象棋', 'HOLD': '暂存', 'NEXT': '下一个',
    'Score': '得分', 'Lines': '行数', 'Level': '等级', 'Pieces': '方块数', 'Pieces/s': '方块/秒',
    'Lines/s': '行/秒', 'AI playing': 'AI 在玩', 'You play': '你在玩', 'Game over': '游戏结束',
    'Paused': '暂停', 'N or Enter: new game': 'N 或回车：新游戏', '{key}: go on': '{key}：继续',
    'Tap the board or a button to start': '轻点棋盘或按钮开始', '{mode}: {result}': '{mode}：{result}',
    'Hand the game to the AI  (A)': '把游戏交给 AI  (A)', 'Take the game back  (A)': '收回游戏  (A)',
    "Show the AI's choice as a hint  (H)": '显示 AI 的选择作为提示  (H)', 'AI': 'AI',
    'Evaluator': '评估函数', 'Lookahead': '预读', 'Current piece': '当前方块',
    'Piece + next': '当前 + 下一个', 'Beam search': '束搜索', 'Speed': '速度', 'New game': '新游戏',
    'Rules': '规则', 'guideline (SRS, hold, 5 previews)': '指南规则（SRS、暂存、5 个预览）',
    'standard (Fahey)': '标准规则（Fahey）', 'classic (aim and drop)': '经典规则（瞄准后落下）', 'Seed': '种子',
    'Keys': '按键', 'AI speed bench': 'AI 速度测试', 'guideline': '指南规则', 'standard': '标准规则',
    'classic': '经典规则',
    'The AI plays. Press {key} to take over.': 'AI 在玩。按 {key} 接手。',
    'You play. Press {key} to hand the game to the AI.': '你在玩。按 {key} 把游戏交给 AI。',
    'Take the game back  ({key})': '收回游戏  ({key})', 'Hand the game to the AI  ({key})': '把游戏交给 AI  ({key})',
    "Show the AI's choice as a hint  ({key})": '显示 AI 的选择作为提示  ({key})',
    'Take the game back': '收回游戏', 'Hand the game to the AI': '把游戏交给 AI',
    "Show the AI's choice as a hint": '显示 AI 的选择作为提示',
    // The keys and the handling (tetris-settings.js).
    'Handling and keys…': '操作手感与按键…', 'Tetris settings': '俄罗斯方块设置', 'Handling': '操作手感',
    'DAS (ms)': 'DAS（毫秒）', 'ARR (ms; 0: to the wall at once)': 'ARR（毫秒；0：立刻到墙边）',
    'Soft drop speed (× gravity)': '软降速度（× 重力）', 'Soft drop at once (∞)': '软降立刻落到底（∞）',
    'Offer the 180° rotation key (guideline rules)': '启用 180° 旋转键（指南规则）',
    'Lock delay: {ms} ms after landing, restarted by at most {n} moves or rotations (guideline rules)':
      '锁定延迟：着地后 {ms} 毫秒，最多被 {n} 次移动或旋转重置（指南规则）',
    'Keys (click, then press the new key; Backspace: none)': '按键（点击后按下新键；退格键：清除）',
    'Reset to defaults': '恢复默认', 'Close': '关闭', 'Press a key…': '请按一个键…', 'none': '无',
    'Space': '空格', '{a} or {b}': '{a} 或 {b}', 'Enter': '回车', 'Backspace': '退格', 'Caps Lock': '大写锁定',
    'Menu': '菜单',
    'Move left': '左移', 'Move right': '右移', 'Rotate clockwise': '顺时针旋转', 'Rotate counter-clockwise': '逆时针旋转',
    'Rotate 180°': '旋转 180°', 'Soft drop': '软降', 'Hard drop': '硬降', 'Hold': '暂存',
    'Hand the game to the AI and back': '把游戏交给 AI 或收回', "Show the AI's hint": '显示 AI 的提示', 'Restart': '重新开始',
    '{key} is already a key of {action}.': '{key} 已经是“{action}”的按键。',
    '{key} is already the key of {action}: give that action another key first.': '{key} 已经是“{action}”的按键：请先给那个动作换一个键。',
    'Every setting is back to its default.': '所有设置都已恢复默认。',
    'shift (held: {das} ms DAS, {arr} ms ARR)': '移动（按住：{das} 毫秒 DAS，{arr} 毫秒 ARR）', 'soft drop': '软降',
    'hard drop': '硬降', 'rotate clockwise': '顺时针旋转', 'counter-clockwise': '逆时针', '180° rotation': '180° 旋转',
    'hold': '暂存', 'pause': '暂停', 'the AI plays': 'AI 来玩', 'hint': '提示', 'restart': '重新开始',
    'N/Enter': 'N/回车', 'new game': '新游戏',
    'Classic rules: aim the piece with {left} {right} and {cw}, drop it with {hard}.': '经典规则：用 {left} {right} 和 {cw} 瞄准方块，用 {hard} 落下。',
    '%1 pieces/s': '每秒 %1 个方块', 'as fast as the machine can': '全速',
    'Players': '棋手', 'You play as': '你执', 'Red (moves first)': '红方（先走）',
    'Black': '黑方', 'New': '新局', 'Moves': '着法',
    'Red to move': '红方走棋', 'Black to move': '黑方走棋', 'The computer is thinking…': '电脑思考中…',
    'check': '将军', 'depth': '深度', "score (Red's view)": '分数（红方视角）', 'nodes': '节点', 'Start a new game when the AI loses': 'AI 输了就开始新游戏',
    'Red': '红方',
    '{side} mates in 1 move': '{side}一步杀', '{side} mates in {n} moves': '{side}{n}步杀',
    '{winner} wins: {loser} is checkmated': '{winner}胜：{loser}被将死',
    '{winner} wins: {loser} has no legal move (stalemate loses)': '{winner}胜：{loser}无子可走（困毙判负）',
    '{winner} wins: {loser} repeated with perpetual check': '{winner}胜：{loser}长将判负',
    '{winner} wins: {loser} repeated with perpetual chase': '{winner}胜：{loser}长捉判负',
    'Draw: the position repeated three times': '和棋：同一局面重复三次',
    'Draw: 60 moves without a capture': '和棋：60 回合没有吃子',
    'Draw: neither side has a chariot, horse, cannon or soldier left': '和棋：双方都没有车、马、炮、兵（卒）',
    'The level must be a whole number from 1 to 10, not {value}: the computer plays at level {level}.':
      '等级必须是 1 到 10 的整数，不能是 {value}：电脑按 {level} 级下棋。',
    'The seed must be a whole number from 0 to {max}, not {value}.': '种子必须是 0 到 {max} 的整数，不能是 {value}。',
    'The game could not be loaded ({reason}). Reload the page when the server is reachable.':
      '游戏无法加载（{reason}）。请在服务器可以访问时重新加载页面。',
    'Xiangqi could not be loaded ({reason}). Reload the page when the server is reachable.':
      '象棋无法加载（{reason}）。请在服务器可以访问时重新加载页面。',
    'Loading xiangqi…': '正在加载象棋…',
    'Neither: computer against computer': '都不执：电脑对电脑', "Red's level": '红方等级', "Black's level": '黑方等级',
    'Clock': '棋钟', 'No clock': '不计时', '3 min + 2 s a move': '3 分钟 + 每步 2 秒',
    '5 min + 3 s a move': '5 分钟 + 每步 3 秒', '10 min': '10 分钟',
    '15 min + 10 s a move': '15 分钟 + 每步 10 秒', '30 min': '30 分钟', '30 min + 20 s a move': '30 分钟 + 每步 20 秒', 'Hint': '提示', 'Flip board': '翻转棋盘',
    'Pause': '暂停', 'Go on': '继续', 'Open PGN…': '打开 PGN…', 'Save PGN': '保存 PGN',
    '1 more move ▶': '后面还有 1 步 ▶', '{n} more moves ▶': '后面还有 {n} 步 ▶',
    '{winner} wins: {loser} ran out of time': '{winner}胜：{loser}超时', 'Looking for a good move…': '正在寻找好棋…',
    'the computer waits': '电脑暂停',
    'The computer is thinking: a hint comes on your move.': '电脑正在思考：轮到你走时才能提示。',
    '{file} could not be opened: {reason}. The game on the board is kept.': '无法打开 {file}：{reason}。棋盘上的对局保持不变。',
    'the browser could not read it ({reason})': '浏览器无法读取该文件（{reason}）',
    '{file}: the first game, {n} moves; the computer waits (Go on).': '{file}：第一局，{n} 步；电脑暂停（按“继续”）。',
    '{file}: {n} moves; the computer waits (Go on).': '{file}：{n} 步；电脑暂停（按“继续”）。',
    '{file}: the first game, {n} moves; variations: {variations}, comments: {comments}; the computer waits (Go on).':
      '{file}：第一局，{n} 步；变着 {variations} 个，注释 {comments} 条；电脑暂停（按“继续”）。',
    '{file}: {n} moves; variations: {variations}, comments: {comments}; the computer waits (Go on).':
      '{file}：{n} 步；变着 {variations} 个，注释 {comments} 条；电脑暂停（按“继续”）。',
    'the file holds no game': '文件中没有对局',
    "the game's variant is {variant}, not xiangqi": '对局的变体是 {variant}，不是象棋',
    'The link asks for {name} "{value}", which is not one of {choices}: it is left out.': '链接要求 {name} 为“{value}”，但它不是 {choices} 之一：已忽略。',
    'Link to this game (rules, seed, AI)': '本局的链接（规则、种子、AI）',
    'Link to this game (side, levels, clock)': '本局的链接（执子、等级、棋钟）',
    "Computer's line": '电脑的思路', 'Hint search': '提示搜索', 'line': '预想着法',
    // The Tetris page's sounds and callouts.
    'Sounds': '音效', 'Volume': '音量', 'T-Spin': 'T 旋', 'T-Spin Single': 'T 旋单消',
    'T-Spin Double': 'T 旋双消', 'T-Spin Triple': 'T 旋三消', 'T-Spin Mini': '迷你 T 旋',
    'T-Spin Mini Single': '迷你 T 旋单消', 'T-Spin Mini Double': '迷你 T 旋双消', 'Tetris!': '四消！',
    'Back-to-Back': '连续技', '{n} Combo': '{n} 连击', 'Perfect Clear': '全消',
    // The names screen readers give the boards and the buttons without words (aria-label).
    'Tetris board': '俄罗斯方块棋盘', 'Versus boards': '对战棋盘', 'Xiangqi board': '象棋棋盘', 'Language': '语言',
    'Left': '左移', 'Right': '右移', 'First': '第一步', 'Back': '后退一步', 'Forward': '前进一步', 'Last': '最后一步',
    // Round 3 of what players met: the replay's status line, the notation of the xiangqi moves.
    'A run file is replayed: {back} {on} a piece back or on, {play} play or pause, {close} close.':
      '正在回放对局文件：{back} {on} 后退或前进一个方块，{play} 播放或暂停，{close} 关闭。',
    'Undo': '悔棋', 'Notation': '记谱法',
    'As the language': '跟随界面语言',
    'Chinese 中文': '中文', '1 piece/s': '每秒 1 个方块',
    'Left board: think time': '左边棋盘：思考时间', 'Left board: speed': '左边棋盘：速度',
    'Right board: think time': '右边棋盘：思考时间', 'Right board: speed': '右边棋盘：速度',
    // The bench page.
    'Tetris AI bench': '俄罗斯方块 AI 速度测试', 'Run again': '再测一次', 'Back to the games': '返回游戏',
    'running…': '运行中…',
    'bench-help': '与 gameai tetris bench 相同的工作量：El-Tetris、单方块、10 × 20 经典规则、种子 1、8 局 × 250,000 个方块，在一个 Web Worker 中运行。浏览器下出与本地程序完全相同的棋局时，签名（总行数）就是本地程序的 799985。',
    'workload': '工作量', 'decisions': '决策数', 'signature': '签名', 'seconds': '秒数', 'decisions/s': '决策/秒',
    'eltetris, one piece, classic 10 × 20, seed 1, 8 games × 250,000 pieces, 1 worker':
      'eltetris，单方块，经典规则 10 × 20，种子 1，8 局 × 250,000 个方块，1 个 Worker',
    '{n} lines (the native signature)': '{n} 行（与本地程序相同）',
    '{n} lines (NOT the native signature 799985)': '{n} 行（与本地程序的 799985 不同！）',
    'The bench could not run ({reason}).': '速度测试无法运行（{reason}）。',
  };
  // Messages of the WebAssembly modules (English, from the C++ libraries), by pattern.
  /** @type {Array<[RegExp, (m: RegExpMatchArray) => string]>} */
  const ZH_MESSAGES = [
    // The game-file library's messages on a PGN file (libs/game_files, through the module).
    [/^line (\d+): move (\d+), (red|black)( of a variation)?: '(.*)' (?:\(\S+\) )?is not legal(?: \(or not unique\))? in (.*) \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：${m[4] ? '变着中' : ''}第 ${m[2]} 回合${m[3] === 'red' ? '红方' : '黑方'}的“${m[5]}”在局面 ${m[6]} 中不是合法着法（对局从第 ${m[7]} 行开始）`],
    [/^line (\d+): move (\d+), (red|black)( of a variation)?: '(.*)' is not a move in (\S+) notation \(like (.*)\) \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：${m[4] ? '变着中' : ''}第 ${m[2]} 回合${m[3] === 'red' ? '红方' : '黑方'}的“${m[5]}”不是 ${m[6]} 记谱的着法（例如 ${m[7]}）（对局从第 ${m[8]} 行开始）`],
    [/^line (\d+): the variation opened at line (\d+) is not closed \(a '\)' is missing\) \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：第 ${m[2]} 行开始的变着没有结束（缺少“)”）（对局从第 ${m[3]} 行开始）`],
    [/^line (\d+): a '\)' that closes no variation \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：“)”没有对应的变着（对局从第 ${m[2]} 行开始）`],
    [/^line (\d+): the comment opened at line (\d+) is not closed \(a '\}' is missing\) \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：第 ${m[2]} 行开始的注释没有结束（缺少“}”）（对局从第 ${m[3]} 行开始）`],
    [/^line (\d+): a tag (?:without|name with) .* \(game from line (\d+)\)$/,
      (m) => `第 ${m[1]} 行：标签不是 [名称 "值"] 的形式（对局从第 ${m[2]} 行开始）`],
    [/^unknown rule set '(.*)'$/, (m) => `未知的规则 '${m[1]}'`],
    [/^unknown AI '(.*)' \(one of (.*)\)$/, (m) => `未知的 AI '${m[1]}'（可选：${m[2]}）`],
    [/^the bot plays the guideline rules; under (\S+) choose another AI$/,
      (m) => `bot 只按指南规则玩；在${t(m[1])}下请选择其他 AI`],
    [/^board size must be (.*)$/, (m) => `场地大小必须是 ${m[1]}`],
    [/^the game could not load: (.*)$/s, (m) => `游戏无法加载：${m[1]}`],
  ];
  let language = 'en';
  try { language = localStorage.getItem('gameai.language') || (navigator.language === 'zh-CN' ? 'zh_CN' : 'en'); } catch (e) { /* private mode */ }

  // The text in the language chosen, with {name} replaced by vars[name].
  function t(text, vars) {
    const out = language === 'zh_CN' && ZH[text] ? ZH[text] : text;
    return vars ? out.replace(/\{(\w+)\}/g, (all, name) => (name in vars ? String(vars[name]) : all)) : out;
  }

  // A module's message in the language chosen (English ones get a capital letter).
  function error(message) {
    const text = String(message);
    if (language === 'zh_CN') {
      for (const [pattern, say] of ZH_MESSAGES) {
        const m = text.match(pattern);
        if (m) return say(m);
      }
    }
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  // The page's marked elements in the language chosen. An element's English is its text in the
  // HTML (a long text's key is a short name, e.g. keys-help).
  function apply() {
    document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n]'))) {
      if (el.dataset.english === undefined) el.dataset.english = el.textContent.trim().replace(/\s+/g, ' ');
      const zh = ZH[el.dataset.i18n];
      el.textContent = language === 'zh_CN' && zh ? zh : el.dataset.english;
    }
    // The names screen readers say (the boards, the buttons drawn as arrows): their English is
    // the HTML's aria-label.
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[aria-label]'))) {
      if (el.dataset.ariaEnglish === undefined) el.dataset.ariaEnglish = el.getAttribute('aria-label');
      el.setAttribute('aria-label', t(el.dataset.ariaEnglish));
    }
  }

  function set(lang) {
    language = lang === 'zh_CN' ? 'zh_CN' : 'en';
    try { localStorage.setItem('gameai.language', language); } catch (e) { /* private mode */ }
    apply();
  }

  // An AI's speed in words: "1 piece/s", "3 pieces/s", or flat out for 0.
  function speed(pps) {
    if (!pps) return t('as fast as the machine can');
    return pps === 1 ? t('1 piece/s') : t('%1 pieces/s').replace('%1', pps);
  }

  // More words, from a script of their own (the touch controls, versus).
  function add(words) { Object.assign(ZH, words); }
  // More module messages: [pattern, (match) => Chinese] pairs.
  function addMessages(pairs) { ZH_MESSAGES.push(...pairs); }

  return { t, error, apply, set, add, addMessages, speed, language: () => language };
})();
