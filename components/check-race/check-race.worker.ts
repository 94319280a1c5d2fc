// Times the five safety checks off the main thread, so the page stays responsive (and Cancel works)
// even while the grid scan grinds through n = 12.
import { serveJob, type WorkerScope } from '#src/jobs/index.ts';
import { runRace, type RaceReply, type RaceRequest } from './race-job.ts';

serveJob(self as unknown as WorkerScope<RaceRequest, RaceReply>, runRace);
