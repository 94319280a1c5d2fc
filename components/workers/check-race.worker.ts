// Times the five safety checks off the main thread, so the page stays responsive (and Cancel works)
// even while the grid scan grinds through n = 12.
import { runRace } from '../../src/solver/race.ts';
import type { RaceReply, RaceRequest, WorkerScope } from '../../src/jobs/protocol.ts';
import { serveJob } from '../../src/jobs/protocol.ts';

serveJob(self as unknown as WorkerScope<RaceRequest, RaceReply>, runRace);
