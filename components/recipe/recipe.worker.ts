// Runs the heavy exercise recipes (such as counting 12 queens by grid scan) off the main thread,
// so the page stays responsive and Cancel can terminate the run.
import { serveJob, type WorkerScope } from '#src/jobs/index.ts';
import { serveRecipe, type RecipeReply, type RecipeRequest } from './recipe-job.ts';

serveJob(self as unknown as WorkerScope<RecipeRequest, RecipeReply>, serveRecipe);
