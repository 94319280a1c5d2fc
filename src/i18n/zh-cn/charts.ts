import type { ChartsMessages } from '../en/charts.ts';

export default {
	growth: {
		series: {
			factorial: { label: 'n!（上界）', look: '点线，空心菱形' },
			placements: { label: '逐行搜索放置的皇后数', look: '实线，实心圆点' },
			bitmask: {
				label: '位掩码计数器放置的皇后数（只搜第 1 行的一半，再翻转）',
				look: '虚线，叉号',
			},
			solutions: { label: '解的个数', look: '点划线，实心方块' },
		},
		legend: (label, look) => `${label}：${look}`,
		title: (from, to) => `工作量随棋盘大小的变化，n = ${from} 到 ${to}，对数刻度`,
		description: (top, last) =>
			`纵轴为对数刻度，从 1 到 ${top}；横轴为 n。` +
			`四条线都从左向右上升，从上到下依次是：n!、逐行搜索放置的皇后数、` +
			`位掩码计数器放置的皇后数（紧贴在逐行搜索下方，约为它的一半）和解的个数。` +
			`n! 上升得最陡，与其他几条线越拉越远。n = ${last.n} 时：n! 为 ${last.factorial}，` +
			`逐行搜索放置 ${last.placements} 个皇后，位掩码计数器放置 ${last.bitmask} 个，` +
			`共有 ${last.solutions} 个解。下面的表格列出了每个数。`,
		xAxis: 'n（棋盘大小）',
		yAxis: '个数（对数刻度）',
		tableSummary: '图表中的数字（表格）',
		columns: {
			n: 'n',
			factorial: 'n!',
			placements: '逐行搜索',
			bitmask: '位掩码计数器',
			solutions: '解的个数',
		},
	},
} satisfies ChartsMessages;
