// The zod schema of JetEngine's server-store answer (contract in ./data-stores.ts). Its own module,
// imported beside a server store's first request (adapters/http/client.ts, lazy schema): the
// buttons' load checks data-args and the page globals by hand, so it loads no zod (issue 36).
import * as z from 'zod/mini';

const fragmentValue = z.union([z.string(), z.number()]);
const countValue = z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.regex(/^\s*\d+\s*$/))]);
/**
 * `{success:true, data:{count, fragments}}` or `{success:false, data:{message}}` (factory.php).
 * frontend.js writes `data.count` into the store's counters, so a success must carry it (issue 30):
 * a success without it, or any other shape, is a failure, never a change taken as done that the
 * counters do not show.
 */
export const storeAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      count: countValue,
      fragments: z.optional(z.catch(z.union([z.record(z.string(), fragmentValue), z.array(z.unknown())]), [])),
    }),
  }),
  z.object({
    success: z.literal(false),
    data: z.catch(z.optional(z.object({ message: z.optional(z.catch(z.optional(z.string()), undefined)) })), undefined),
  }),
]);

