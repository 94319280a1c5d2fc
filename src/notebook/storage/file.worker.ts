// The notebook file's worker: one per import (file-shape.ts's parseFileAside). It reads the file
// it is sent, looks at its shape and parses it, off the page's thread, and posts the parsed JSON
// (or why it was refused, or 'unreadable') back once.
import { parseFile } from './file-shape.ts';

self.onmessage = async (event: MessageEvent<Blob>) => {
	const text = await event.data.text().catch(() => undefined);
	self.postMessage(text === undefined ? 'unreadable' : parseFile(text));
};
