// Try the tipline bot locally without a messenger: `npm run tipline:peer -w @rasti/server` starts the Bot API
// peer of the tests (bot-api-peer.ts) on 127.0.0.1:8081; start the server beside it with
// TELEGRAM_BOT_TOKEN=1:local TELEGRAM_API_ROOT=http://127.0.0.1:8081 npm run dev, then type lines here: each
// is a message from one private chat, and what the bot sends back is printed (photos as their caption).
import { createInterface } from 'node:readline';
import { BotApiPeer } from './bot-api-peer.ts';

const TOKEN = process.env.TELEGRAM_BOT_TOKEN ?? '1:local';
const PORT = Number(process.env.TIPLINE_PEER_PORT ?? 8081);
const CHAT = 1001;

const peer = await new BotApiPeer().start(PORT);
console.log(`Bot API peer at ${peer.origin} for the token ${TOKEN}; type a message, /start or /forget.`);
let shown = 0;
setInterval(() => {
  const sent = peer.sent('sendMessage', 'sendPhoto');
  for (const call of sent.slice(shown)) {
    const body = call.method === 'sendPhoto' ? `[کارت] ${call.params.caption ?? ''}` : call.params.text;
    console.log(`\n<< ${body}`);
    const keyboard = call.params.reply_markup as {
      inline_keyboard?: { text: string; callback_data: string }[][];
    };
    for (const [button] of keyboard?.inline_keyboard ?? [])
      console.log(`   [${button!.callback_data}] ${button!.text}`);
  }
  shown = sent.length;
}, 200).unref();
createInterface({ input: process.stdin }).on('line', (line) => {
  const text = line.trim();
  if (!text) return;
  // 'pick:12:0' or 'none:12' presses a button
  if (/^(pick|none):/.test(text)) {
    peer.push(TOKEN, {
      callback_query: {
        id: String(Date.now()),
        from: { id: CHAT, is_bot: false, first_name: 'خواننده' },
        chat_instance: 'local',
        message: peer.message(CHAT, { text: '…' }),
        data: text,
      },
    });
    return;
  }
  const command = text.startsWith('/')
    ? [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }]
    : undefined;
  peer.text(TOKEN, CHAT, text, command ? { entities: command } : {});
});
