import { formatCount } from '../solver/format/index.ts';
import { fact } from './book-facts.ts';
import { siteMessages } from '../i18n/site.ts';
import { countRaceMessages } from '../i18n/count-race.ts';
import { shareFact } from './share-facts.ts';
import { LANG_TAGS, type Locale } from '../i18n/locales.ts';

/* How a book fact is printed: combined with another, scaled, rounded, as a percentage or in words. */

/** How a fact is shown: combined with another fact, scaled, rounded, as a percentage or in words. */
export interface FactStyle {
	/** Subtract this fact. */
	minus?: string;
	/** Divide by this fact (a ratio). */
	over?: string;
	/** Multiply by this number. */
	times?: number;
	/** Decimal places of a ratio (default 0). */
	digits?: number;
	/** Show a ratio as a percentage. */
	percent?: boolean;
	/** Spell a whole number from zero to twelve as a word. */
	words?: boolean;
}

/** A fact as a page in `locale` prints it: whole numbers with thousands separators (15,720). */
export function factText(name: string, style: FactStyle = {}, locale: Locale = 'en'): string {
	const value = fact(name);
	if (typeof value === 'string') {
		if (Object.keys(style).length > 0)
			throw new Error(`Fact "${name}" is text: it takes no style.`);
		// Times in words ("43 min to 7 h") are written again in the page's language.
		const [kind, ...rest] = name.split('.');
		if (kind === 'shares' && locale !== 'en')
			return String(shareFact(rest, name, countRaceMessages(locale).count));
		// Columns in a sentence: "1 5 8 6" in English, "1、5、8、6" in Chinese.
		if (rest.at(-1) === 'columns1') return siteMessages(locale).columnList(value.split(' '));
		return value;
	}
	if (style.over === undefined && style.percent === undefined && style.digits === undefined) {
		let whole = BigInt(value);
		if (style.minus !== undefined) whole -= BigInt(fact(style.minus));
		if (style.times !== undefined) whole *= BigInt(style.times);
		if (style.words) {
			const word = siteMessages(locale).numberWords[Number(whole)];
			if (word === undefined) throw new Error(`Fact "${name}": ${whole} has no word here.`);
			return word;
		}
		return formatCount(whole);
	}
	let ratio = Number(value);
	if (style.minus !== undefined) ratio -= Number(fact(style.minus));
	if (style.times !== undefined) ratio *= style.times;
	if (style.over !== undefined) ratio /= Number(fact(style.over));
	if (style.percent) ratio *= 100;
	const digits = style.digits ?? 0;
	const text = ratio.toLocaleString(LANG_TAGS[locale], {
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	});
	return style.percent ? `${text}%` : text;
}
