import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import zhCountRace from '../../src/i18n/zh-cn/count-race.ts';
import zhDemos from '../../src/i18n/zh-cn/demos.ts';
import zhStarters from '../../src/i18n/zh-cn/starters.ts';
import zhTrace from '../../src/i18n/zh-cn/trace.ts';
import zhWords from '../../src/i18n/zh-cn/words.ts';
import zhExercises from '../../src/i18n/zh-cn/exercises.ts';
import { factText, type FactStyle } from '../../src/site/fact-text.ts';
import { glossary, misnamedCounters, SLIPS, SPACING } from '../zh-rules.ts';

/*
 * One Chinese term per idea (docs/glossary-zh-cn.md): the Chinese pages and catalogs use each
 * term of the glossary somewhere, and never the alternatives it rules out. The rules themselves
 * are test/zh-rules.ts's.
 */

/** Everything Chinese the learner reads: the pages' prose and every area's catalog. */
function chineseText(): { file: string; text: string }[] {
	const pages = readdirSync('content/zh-cn')
		.filter((file) => file.endsWith('.mdx'))
		.map((file) => `content/zh-cn/${file}`);
	const catalogs = readdirSync('src/i18n/zh-cn')
		.filter((file) => file.endsWith('.ts'))
		.map((file) => `src/i18n/zh-cn/${file}`);
	return [...pages, ...catalogs].map((file) => ({
		file,
		// Code blocks quote programs, which may say anything; prose and messages may not.
		text: readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, ''),
	}));
}

const ROWS = glossary();
const TEXTS = chineseText();

test('the glossary has its rows', () => {
	expect(ROWS.length).toBeGreaterThan(30);
	expect(ROWS.find((row) => row.english === 'queen')).toMatchObject({
		term: '皇后',
		never: ['王后'],
	});
});

describe.each(ROWS.filter((row) => row.never.length > 0))('$english: $term', ({ never }) => {
	test.each(never)(`not %s`, (word) => {
		expect(TEXTS.filter(({ text }) => text.includes(word)).map(({ file }) => file)).toEqual([]);
	});
});

test.each(ROWS.map((row) => [row.english, row.term] as const))('%s: %s is used', (_, term) => {
	expect(TEXTS.some(({ text }) => text.includes(term))).toBe(true);
});

/*
 * The slips a Chinese editor found (issue 27), each a rule (test/zh-rules.ts, shared with the
 * learner's walk in test/e2e/chinese-learner-walk.spec.ts): one kind of slip, where it may not
 * appear, and why. `docs/i18n.md` lists them.
 */

/** The learner-facing words of a text: pages without their imports, code and maths; catalogs whole. */
function words(file: string, text: string): string {
	if (!file.endsWith('.mdx')) return text;
	return text
		.split('\n')
		.filter((line) => !/^(import|export)\s/.test(line))
		.join('\n')
		.replace(/\$\$[\s\S]*?\$\$/g, 'x')
		.replace(/\$[^$\n]+\$/g, 'x')
		.replace(/`[^`\n]*`/g, 'x');
}

/** The maths of a page: every $…$ and $$…$$. */
function maths(text: string): string[] {
	return text.match(/\$\$[\s\S]*?\$\$|\$[^$\n]+\$/g) ?? [];
}

describe.each(SLIPS)('no $name', ({ pattern }) => {
	test('in the Chinese pages and catalogs', () => {
		const found = TEXTS.flatMap(({ file, text }) => {
			const match = words(file, text).match(pattern);
			return match ? [`${file}: ${match[0]}`] : [];
		});
		expect(found).toEqual([]);
	});
});

/** What a reader sees of a text's spacing: words() without bold marks and table padding. */
function spaced(file: string, text: string): string {
	if (!file.endsWith('.mdx')) return text;
	return (
		words(file, text)
			.replace(/\*\*/g, '')
			.replace(/ +\|/g, '|')
			.replace(/\| +/g, '|')
			// A list item's marker and a link's address are not prose: "- “比较次数”一栏", "(#练习-2所有排列)".
			.replace(/^\s*(?:[-*]|\d+\.) /gm, '')
			.replace(/\]\([^)\s]*\)/g, ']')
	);
}

/**
 * Catalogs of code comments and of a program's format strings: laid out as code (`// （…）`,
 * aligned usage lines, `同一%s上` where %s is Chinese), not as prose.
 */
const COMMENTS = [
	'src/i18n/zh-cn/code-comments.ts',
	'src/i18n/zh-cn/starters.ts',
	'src/i18n/zh-cn/program-prints.ts',
];

describe.each(SPACING)('no $name', ({ pattern }) => {
	test('in the Chinese pages and catalogs (code comments aside)', () => {
		const found = TEXTS.filter(({ file }) => !COMMENTS.includes(file)).flatMap(({ file, text }) => {
			const match = spaced(file, text).match(pattern);
			return match ? [`${file}: ${match[0]}`] : [];
		});
		expect(found).toEqual([]);
	});
});

test('maths on a Chinese page has no Latin words (\\text{or} is \\text{或})', () => {
	const found = TEXTS.filter(({ file }) => file.endsWith('.mdx')).flatMap(({ file, text }) =>
		maths(text).flatMap((math) =>
			[...math.matchAll(/\\(?:text|mathrm|textrm|mbox)\{([^}]*)\}/g)]
				.filter((m) => /[A-Za-z]{2,}/.test(m[1]!))
				.map((m) => `${file}: ${m[0]}`),
		),
	);
	expect(found).toEqual([]);
});

test('article titles on the sources page are in 《》', () => {
	const titles = readFileSync('content/zh-cn/sources.mdx', 'utf8')
		.split('\n')
		.filter((line) => line.startsWith('- **标题**：'))
		.map((line) => line.slice('- **标题**：'.length));
	expect(titles.length).toBe(5);
	expect(titles.filter((title) => !title.startsWith('《') && !title.includes('没有标题'))).toEqual(
		[],
	);
});

/** Sentences the catalogs build at run time, as a learner meets them. */
function builtSentences(): string[] {
	const event = zhWords.event;
	const drawing = zhTrace.drawing;
	return [
		event.solution(1, event.columns([2, 4, 1, 3])),
		event.candidate(event.columns([0, 1, 2, 3])),
		event.refused(
			event.square(2, 1),
			event.attackedBy(event.attacker(event.square(1, 1), 'column')),
		),
		drawing.whole('1', '0', '0', drawing.path([])),
		drawing.whole('9', '3', '5', drawing.path([2, 4, 1])),
		drawing.folded('9', drawing.path([2, 4, 1])),
		zhTrace.page.named(8, false, false),
		zhTrace.page.named(4, true, true),
		zhCountRace.count.range('12 秒', '48 秒'),
		// Chapter 8's demos and what the notebook's code prints (issue 27).
		zhDemos.firstSolution(8, [0, 4, 7, 5, 2, 6, 1, 3]),
		zhDemos.firstSaves(5.6, 17.9),
		zhDemos.generated(8, 40320, 92),
		zhDemos.fewerQuestions(2.6, 9),
		zhDemos.gridScan(14200, 10103868, 1140),
		zhDemos.bitMasks(14200n, 856188, 20),
		zhDemos.occupancy(92, 92n, true),
		zhStarters.prints.attackedCount('1', '6'),
		zhStarters.prints.boardSays(zhStarters.prints.checkSays('formula', 'true', '1', '1'), 'false'),
	];
}

describe.each([...SLIPS, ...SPACING])('no $name in a built sentence', ({ pattern }) => {
	test.each(builtSentences())('%s', (sentence) => {
		expect(sentence).not.toMatch(pattern);
	});
});

/**
 * Every label the Chinese catalogs give a widget (a button, a checkbox, a menu): each quoted
 * string of src/i18n/zh-cn, and the text of each template before its first slot ("允许 n = ").
 */
function widgetLabels(): string[] {
	const labels = readdirSync('src/i18n/zh-cn')
		.filter((file) => file.endsWith('.ts'))
		.flatMap((file) => {
			const text = readFileSync(`src/i18n/zh-cn/${file}`, 'utf8');
			const quoted = [...text.matchAll(/'((?:[^'\\\n]|\\.)+)'/g)].map((m) => m[1]!);
			const templates = [...text.matchAll(/`([^`$\n]{2,})\$\{/g)].map((m) => m[1]!);
			return [...quoted, ...templates];
		});
	// A player's presets are labelled on the page itself: presets={[{ label: '第一条死路', … }]}.
	const presets = readdirSync('content/zh-cn').flatMap((file) =>
		[...readFileSync(`content/zh-cn/${file}`, 'utf8').matchAll(/\blabel: '([^'\n]+)'/g)].map(
			(m) => m[1]!,
		),
	);
	return [
		...new Set(
			[...labels, ...presets].map((label) => label.trim()).filter((label) => label.length >= 2),
		),
	];
}

/**
 * Bold words of the Chinese pages that are also a widget's label but name the idea, not the
 * control: chapter 2's moves (放置), the term chapter 7 defines (对称类), chapter 9's three
 * measures (解的个数, 搜索结点, 时间) and the home page's chapter titles (练习).
 */
const TERMS_NOT_CONTROLS = ['放置', '对称类', '解的个数', '搜索结点', '时间', '练习'];

test('a Chinese page names a button, checkbox or menu in “”, never in bold (**播放**)', () => {
	const labels = widgetLabels();
	expect(labels).toContain('播放');
	expect(labels).toContain('第一次回退');
	const found = TEXTS.filter(({ file }) => file.endsWith('.mdx')).flatMap(({ file, text }) =>
		[...text.matchAll(/\*\*([^*\n]+)\*\*|<strong>(.*?)<\/strong>/g)]
			.map((m) => (m[1] ?? m[2]!).trim())
			.filter((bold) => !TERMS_NOT_CONTROLS.includes(bold) && !/^\d+$/.test(bold))
			.filter((bold) => labels.some((label) => label === bold || label.startsWith(`${bold}（`)))
			.map((bold) => `${file}: **${bold}**`),
	);
	expect(found).toEqual([]);
});

test("a page names a player's counter as the player labels it, in “” (“比较次数”一栏)", () => {
	const labels = Object.values(zhTrace.counters);
	expect(labels).toContain('比较次数');
	const found = TEXTS.filter(({ file }) => file.endsWith('.mdx')).flatMap(({ file, text }) =>
		misnamedCounters(text, labels).map((slip) => `${file}: ${slip}`),
	);
	expect(found).toEqual([]);
});

/** The attributes of a `<Fact … />` tag as FactText takes them. */
function factStyle(tag: string): { name: string; style: FactStyle } {
	const attributes = Object.fromEntries(
		[...tag.matchAll(/(\w+)(?:=(?:"([^"]*)"|\{([^}]*)\}))?/g)]
			.slice(1)
			.map(([, key, quoted, braced]) => [
				key!,
				quoted ?? (braced === undefined ? true : Number(braced)),
			]),
	);
	const { name, ...style } = attributes as unknown as { name: string } & FactStyle;
	return { name, style };
}

/** A page's prose as a reader sees it: every <Fact> replaced by what the build prints there. */
function rendered(file: string, text: string): string {
	return spaced(file, text).replace(/<Fact\b[^>]*\/>/g, (tag) => {
		const { name, style } = factStyle(tag);
		return factText(name, style, 'zh-cn');
	});
}

/** The rules a sentence built from a template keeps around its values (issue 40). */
const AROUND_VALUES = [...SPACING, ...SLIPS].filter(({ name }) =>
	['a space inside Chinese', 'a space beside full-width punctuation'].includes(name),
);

describe.each(AROUND_VALUES)('no $name where a page prints its facts', ({ pattern }) => {
	test.each(TEXTS.filter(({ file }) => file.endsWith('.mdx')).map(({ file }) => file))(
		'%s',
		(file) => {
			const text = TEXTS.find((page) => page.file === file)!.text;
			expect(rendered(file, text).match(pattern)?.[0]).toBeUndefined();
		},
	);
});

/**
 * A stand-in for any value a template takes: the string "42" and the number 42, an object whose
 * every field and method is itself, an array of one.
 */
function sample(): unknown {
	const target = () => undefined;
	const proxy: unknown = new Proxy(target, {
		get: (_, key) => {
			if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 42 : '42');
			if (key === 'length') return 1;
			if (key === Symbol.iterator)
				return function* () {
					yield proxy;
				};
			if (typeof key === 'symbol') return undefined;
			return proxy;
		},
		apply: () => proxy,
	});
	return proxy;
}

/** Every sentence-building function of the Chinese catalogs, called with stand-in values. */
function templateOutputs(): { where: string; said: string }[] {
	const catalogs = import.meta.glob<unknown>('../../src/i18n/zh-cn/*.ts', {
		import: 'default',
		eager: true,
	});
	const out: { where: string; said: string }[] = [];
	const visit = (value: unknown, where: string, depth: number) => {
		if (depth > 6 || value === null) return;
		if (typeof value === 'function') {
			const call = value as (...args: unknown[]) => unknown;
			const arity = Math.max(value.length, 1);
			// The number 42 for every value first (a time, a count); the stand-in where that fails.
			for (const make of [() => 42, sample])
				try {
					const said = call(...Array.from({ length: arity }, make));
					if (typeof said === 'string') out.push({ where, said });
					break;
				} catch {
					// A template that needs a real value of its own kind: the built sentences cover it.
				}
		} else if (typeof value === 'object')
			for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`, depth + 1);
	};
	for (const [path, catalog] of Object.entries(catalogs)) visit(catalog, path.split('/').pop()!, 0);
	return out;
}

describe.each(AROUND_VALUES)('no $name around a value a template sets', ({ pattern }) => {
	const outputs = templateOutputs();
	test("the catalogs' templates, each given 42 for every value", () => {
		expect(outputs.length).toBeGreaterThan(300);
		expect(outputs.filter(({ said }) => pattern.test(said))).toEqual([]);
	});
	test('a time said in words sits in its sentence without spaces (不到 1 毫秒)', () => {
		const less = zhExercises.count.lessThanAMillisecond;
		const code = { countSolutions: 'countSolutions' } as unknown as Parameters<
			typeof zhExercises.count.lookedUp
		>[5];
		const said = zhExercises.count.lookedUp('', less, '2.1 秒', '2,100', '14,200', code);
		expect(said).toContain(less);
		expect(said).not.toMatch(pattern);
	});
});

// A board's size without spaces (issue 40), but arithmetic keeps its spaces: chapter 7's table
// splits 352 boards as 42 × 8 + 4 × 4, which the Chinese walk read as two board sizes.
test.each([
	['4 × 4 走到底', true],
	['${n} × ${n} 的棋盘', true],
	['42 × 8 + 4 × 4', false],
	['8 × (1 + 2,056)', false],
	['4×4 走到底', false],
])('the board-size rule on %s: %s', (text, broken) => {
	const rule = [...SLIPS, ...SPACING].find((r) => r.name === 'a board size with spaces (4 × 4)');
	expect(rule!.pattern.test(text)).toBe(broken);
});
