import { TIPLINE_LIMITS, TIPLINE_MESSAGES } from './tipline-messages.ts';
import { z } from './zod.ts';

// The messenger tipline's API: staff reply to a bot asker through the bot (the chat is never named).

/** POST /news/asked/{id}/reply/: a short text the bot sends to the question's chats. */
export const questionReplyBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, TIPLINE_MESSAGES.replyEmpty)
    .max(TIPLINE_LIMITS.replyChars, TIPLINE_MESSAGES.replyTooLong),
});
export type QuestionReplyBody = z.infer<typeof questionReplyBody>;

/** How many chats the reply was queued for. */
export const questionReplyResponse = z.object({ chats: z.number() });
export type QuestionReplyResponse = z.infer<typeof questionReplyResponse>;
