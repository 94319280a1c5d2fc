// Times the five safety checks off the main thread, so the page stays responsive (and Cancel works)
// even while the grid scan grinds through n = 12.
import { runRace, type RaceMessage, type RaceRequest } from '../../src/solver/race.ts';

/** The two members of a dedicated worker's global scope this file uses (the DOM lib types `self` as a window). */
interface WorkerScope {
	onmessage: ((event: MessageEvent<RaceRequest>) => void) | null;
	postMessage(message: RaceMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
	runRace(event.data, (message) => scope.postMessage(message));
};
