/**
 * A 60-character Chinese file name, preserved for the demo company by seed-evidence-list.ts: the list
 * must keep its other columns in view at 1366 px and show the number and time at 375 px. Its own
 * module because the seed script runs when imported.
 */
export const LONG_NAME = '聊天记录_示例科技有限公司与上海某供应链管理有限公司关于第三季度货物交付延迟争议的微信群聊天截图及语音转写全文稿.txt';
