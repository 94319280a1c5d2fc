import { LIMITS } from '../../solver/input/index.ts';
import { formatCount } from '../../solver/format/index.ts';
import type { NotebookStorageMessages } from '../en/notebook-storage.ts';

/** Why a pass is not kept, by the storage's problem. */
const WHY_NOT_KEPT = {
	full: '这个浏览器给本站的存储空间已满',
	unavailable: '这个浏览器不允许本站保存',
};

export default {
	storage: {
		problems: {
			corrupt: '这个代码单元保存的副本无法读取，所以显示的是初始代码。',
			unavailable: '这个浏览器不允许本站保存你的修改。',
			full: '这个浏览器给本站的存储空间已满，你的修改没有保存。',
			'too-long': `这段代码超过了一个代码单元能保存的 ${formatCount(LIMITS.cellCodeChars.max)} 个字符，你的修改没有保存。`,
		},
		passNotKept: (problem, codeToo) => {
			const why = WHY_NOT_KEPT[problem];
			return `已通过，但${why}，离开页面后${codeToo ? '你的代码和这次通过' : '这次通过'}都不会被记住。`;
		},
	},
} satisfies NotebookStorageMessages;
