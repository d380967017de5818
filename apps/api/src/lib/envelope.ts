import { z } from 'zod';

/** The success envelope as a response schema: the API checks what it answers against the contract. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
