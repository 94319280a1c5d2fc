// Runs the heavy exercise recipes (such as counting 12 queens by grid scan) off the main thread,
// so the page stays responsive and Cancel can terminate the run.
import { serveRecipe } from '../../src/solver/recipes.ts';
import type { RecipeReply, RecipeRequest, WorkerScope } from '../../src/jobs/protocol.ts';
import { serveJob } from '../../src/jobs/protocol.ts';

serveJob(self as unknown as WorkerScope<RecipeRequest, RecipeReply>, serveRecipe);
