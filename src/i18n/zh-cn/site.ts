import type { SiteMessages } from '../en/site.ts';

export default {
	numberWords: ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'],
} satisfies SiteMessages;
