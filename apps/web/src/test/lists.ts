import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RecordedCall } from './fetch-mock';
import { selectByLabel } from './render';

/** A list's answer paged like the server: the rows of the page the call asks for, and the total. */
export function pagedAnswer<T>(all: readonly T[], call: RecordedCall) {
  const page = Number(call.url.searchParams.get('page'));
  const size = Number(call.url.searchParams.get('page_size'));
  return {
    body: all.slice((page - 1) * size, page * size),
    headers: { 'X-Total-Count': String(all.length) },
  };
}

/** Opens the select labelled `label` and picks the option with the text `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(selectByLabel(label));
  await user.click(within(await screen.findByRole('listbox')).getByText(option));
}
