// Staff reply to a bot asker through the bot: queued in the outbox in the audited write's transaction, for
// every chat the question was filed from. Staff never see a chat id; the audit keeps only how many chats.
import { type Messenger, TIPLINE_MESSAGES } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueChatMessages } from '../../lib/sms-outbox.ts';
import type { Actor } from '../../plugins/auth.ts';
import { canReply } from './tipline.policy.ts';
import { chatsOfQuestion, questionExists } from './tipline.repository.ts';

export async function replyToAsker(opts: {
  db: Db;
  actor: Actor;
  questionId: number;
  text: string;
  now?: Date;
}): Promise<{ chats: number }> {
  const { db, actor, questionId } = opts;
  if (!canReply(actor)) throw forbidden();
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!(await questionExists(tx, questionId))) throw notFound();
    const chats = await chatsOfQuestion(tx, questionId);
    if (chats.length === 0) throw conflict(TIPLINE_MESSAGES.replyNoChat);
    await enqueueChatMessages(
      tx,
      chats.map((c) => ({
        chatId: c.chatId,
        messenger: c.messenger as Messenger,
        // each reply is its own message: the reason names this one
        reason: `reply:${questionId}:${now.getTime()}`,
        text: TIPLINE_MESSAGES.staffReply(opts.text),
        subjectId: null,
      })),
      now,
    );
    await recordAudit({
      db: tx,
      actorId: actor.id,
      action: 'question.reply',
      entity: 'question',
      entityId: questionId,
      details: { chats: chats.length, chars: [...opts.text].length },
    });
    return { chats: chats.length };
  });
}
