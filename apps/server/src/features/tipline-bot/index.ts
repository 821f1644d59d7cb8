// What other features may use of this one (the import-boundary rule in biome.json points them here).
export type { BotStatus } from './tipline.bot.ts';
export { queueChannelCorrection, queueChannelPost } from './tipline.channel.ts';
export { tiplineBotsOf } from './tipline.routes.ts';
