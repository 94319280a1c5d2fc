import type { DurationMessages } from '../en/durations.ts';

export default {
	units: { ms: '毫秒', s: '秒', min: '分钟' },
} satisfies DurationMessages;
