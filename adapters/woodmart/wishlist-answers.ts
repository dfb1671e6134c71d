// The zod schemas of Woodmart's wishlist answers (woodmart_add_to_wishlist,
// woodmart_remove_from_wishlist; contract in ./wishlist.ts). Their own module, imported beside a
// member's first request (adapters/http/client.ts, lazy schema), so the wishlist's boot on every
// Woodmart page carries no zod (issue 36).
import * as z from 'zod/mini';

// PHP's wp_send_json of an empty array gives [] for fragments; a filled one is an object.
const fragmentsSchema = z.catch(
  z.union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.unknown())]),
  [],
);
const countSchema = z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]);

export const addAnswerSchema = z.object({
  status: z.optional(z.string()),
  count: countSchema,
  fragments: z.optional(fragmentsSchema),
  hash: z.optional(z.catch(z.string(), '')),
});
export const removeAnswerSchema = z.object({
  status: z.optional(z.string()),
  count: countSchema,
  wishlist_content: z.optional(z.string()),
  fragments: z.optional(fragmentsSchema),
  hash: z.optional(z.catch(z.string(), '')),
});

export type AddAnswer = z.infer<typeof addAnswerSchema>;
export type RemoveAnswer = z.infer<typeof removeAnswerSchema>;
