import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  QUESTION_QUEUE_LABELS,
  QUESTION_QUEUES,
  type QuestionQueue,
} from '@rasti/contract/newsroom-messages';
import {
  QUESTION_CHANNEL_LABELS,
  QUESTION_CHANNELS,
  type QuestionChannel,
} from '@rasti/contract/tipline-messages';
import { useQuery } from '@tanstack/react-query';
import { queueCountsQueryOptions } from '../api';
import { NEWSROOM_TEXT } from '../messages';

export type QueueChipsProps = {
  queue: QuestionQueue | '';
  channel: QuestionChannel | '';
  onQueue: (queue: QuestionQueue | '') => void;
  onChannel: (channel: QuestionChannel | '') => void;
};

/** The inbox's saved filters and channels as chips, each with its count (ADR 33); a second press clears it. */
export default function QueueChips({ queue, channel, onQueue, onChannel }: QueueChipsProps) {
  const counts = useQuery(queueCountsQueryOptions()).data;
  const label = (text: string, n: number | undefined) =>
    n === undefined ? text : NEWSROOM_TEXT.queueCount(text, n);
  return (
    <Box
      role="group"
      aria-label={NEWSROOM_TEXT.queuesLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {QUESTION_QUEUES.map((q) => (
        <Chip
          key={q}
          label={label(QUESTION_QUEUE_LABELS[q], counts?.[q])}
          color={queue === q ? 'primary' : 'default'}
          variant={queue === q ? 'filled' : 'outlined'}
          aria-pressed={queue === q}
          onClick={() => onQueue(queue === q ? '' : q)}
        />
      ))}
      {QUESTION_CHANNELS.map((c) => (
        <Chip
          key={c}
          label={label(QUESTION_CHANNEL_LABELS[c], counts?.channels[c])}
          color={channel === c ? 'secondary' : 'default'}
          variant={channel === c ? 'filled' : 'outlined'}
          aria-pressed={channel === c}
          onClick={() => onChannel(channel === c ? '' : c)}
        />
      ))}
    </Box>
  );
}
