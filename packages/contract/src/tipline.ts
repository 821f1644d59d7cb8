import { MESSENGERS, TIPLINE_LIMITS, TIPLINE_MESSAGES } from './tipline-messages.ts';
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

/** A running bot's state as the super admin's settings screen shows it. */
export const tiplineBotState = z.object({
  messenger: z.enum(MESSENGERS),
  connected: z.boolean(),
  mode: z.enum(['polling', 'webhook']),
  /** when the bot last received an update; null before its first */
  last_update_at: z.string().nullable(),
  /** how many times it failed to reach its API since the server started */
  failures: z.number(),
});
export type TiplineBotState = z.infer<typeof tiplineBotState>;

/** GET and PATCH /tipline/settings/: the running bots (none when no token is set) and the digest hour. */
export const tiplineSettings = z.object({
  bots: z.array(tiplineBotState),
  /** the hour (0-23, Tehran time) at which the daily digests go out */
  digest_hour: z.number(),
});
export type TiplineSettings = z.infer<typeof tiplineSettings>;

export const tiplineSettingsBody = z.object({
  digest_hour: z
    .number({ error: TIPLINE_MESSAGES.digestHourInvalid })
    .int(TIPLINE_MESSAGES.digestHourInvalid)
    .min(0, TIPLINE_MESSAGES.digestHourInvalid)
    .max(23, TIPLINE_MESSAGES.digestHourInvalid),
});
export type TiplineSettingsBody = z.infer<typeof tiplineSettingsBody>;
