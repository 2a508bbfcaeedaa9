// The page's words in English and Simplified Chinese, as the desktop app offers them. English is
// the key; a missing translation shows the English text.
'use strict';

const I18n = (() => {
  const ZH = {
    'Tetris': '俄罗斯方块', 'Xiangqi 象棋': '象棋', 'HOLD': '暂存', 'NEXT': '下一个',
    'Score': '得分', 'Lines': '行数', 'Level': '等级', 'Pieces': '方块数', 'Pieces/s': '方块/秒',
    'Lines/s': '行/秒', 'AI playing': 'AI 在玩', 'You play': '你在玩', 'Game over': '游戏结束',
    'Paused': '暂停', 'N or Enter: new game': 'N 或回车：新游戏', 'P: go on': 'P：继续',
    'Hand the game to the AI  (A)': '把游戏交给 AI  (A)', 'Take the game back  (A)': '收回游戏  (A)',
    "Show the AI's choice as a hint  (H)": '显示 AI 的选择作为提示  (H)', 'AI': 'AI',
    'Evaluator': '评估函数', 'Lookahead': '预读', 'Current piece': '当前方块',
    'Piece + next': '当前 + 下一个', 'Beam search': '束搜索', 'Speed': '速度', 'New game': '新游戏',
    'Rules': '规则', 'guideline (SRS, hold, 5 previews)': '指南规则（SRS、暂存、5 个预览）',
    'standard (Fahey)': '标准规则（Fahey）', 'classic (aim and drop)': '经典规则（瞄准后落下）', 'Seed': '种子',
    'Keys': '按键', 'AI speed bench': 'AI 速度测试', 'guideline': '指南规则', 'standard': '标准规则',
    'classic': '经典规则',
    'keys-help': '← → 移动（按住：167 毫秒延迟，33 毫秒重复）· ↓ 软降 · 空格 硬降 · ↑/X 顺时针旋转 · Z 逆时针 · C/Shift 暂存 · P/Esc 暂停 · A AI 来玩 · H 提示 · N/回车 新游戏',
    'The AI plays. Press A to take over.': 'AI 在玩。按 A 接手。',
    'You play. Press A to hand the game to the AI.': '你在玩。按 A 把游戏交给 AI。',
    'Classic rules: aim the piece with ← → and ↑, drop it with Space.': '经典规则：用 ← → 和 ↑ 瞄准方块，空格键落下。',
    '%1 pieces/s': '每秒 %1 个方块', 'as fast as the machine can': '全速',
    'Players': '棋手', 'You play as': '你执', 'Red (moves first)': '红方（先走）',
    'Black': '黑方', 'New': '新局', 'Undo 悔棋': '悔棋', 'Moves': '着法',
    'Red to move': '红方走棋', 'Black to move': '黑方走棋', 'The computer is thinking…': '电脑思考中…',
    'check': '将军', 'depth': '深度', "score (Red's view)": '分数（红方视角）', 'mate in': '杀棋步数', 'nodes': '节点', 'Start a new game when the AI loses': 'AI 输了就开始新游戏',
  };
  let language = 'en';
  try { language = localStorage.getItem('gameai.language') || (navigator.language === 'zh-CN' ? 'zh_CN' : 'en'); } catch (e) { /* private mode */ }

  function t(text) { return language === 'zh_CN' && ZH[text] ? ZH[text] : text; }

  function apply() {
    document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
    for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  }

  function set(lang) {
    language = lang === 'zh_CN' ? 'zh_CN' : 'en';
    try { localStorage.setItem('gameai.language', language); } catch (e) { /* private mode */ }
    apply();
  }

  return { t, apply, set, language: () => language };
})();
