'use strict';
const Xiangqi = { init() {}, refresh() {} };
