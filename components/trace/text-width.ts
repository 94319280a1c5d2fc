/** A sentence's width in the log's characters: a Chinese character or full-width sign takes two. */
export const widthOf = (text: string): number =>
	text.length +
	(text.match(
		/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g,
	)?.length ?? 0);
