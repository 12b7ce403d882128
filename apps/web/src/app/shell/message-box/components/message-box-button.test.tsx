import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageItem } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useFakeServer } from '@/test/fake-server';
import { requestMessage } from '../message-box-request';
import { MessageBoxButton } from './message-box-button';

// The live channel is not what these tests are about.
vi.mock('@/lib/live/use-live', () => ({ useLiveEvent: () => undefined }));

const fetchMock = vi.fn<typeof fetch>();

const item = (id: number, type: MessageItem['type'], title: string, status: 0 | 1 = 0): MessageItem => ({
  id,
  type,
  title,
  subTitle: '',
  content: '',
  time: '',
  status,
});

const MESSAGES: MessageItem[] = [
  item(1, 'message', 'Hello'),
  item(2, 'notice', 'Maintenance'),
  item(3, 'notice', 'Release notes', 1),
  item(4, 'todo', 'Review'),
];

function renderButton() {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ code: 20000, msg: 'ok', data: MESSAGES }), { status: 200 })),
  );
  queryClient.setQueryData(userInfoKeys.all, fakeProfile('admin'));
  render(
    <QueryClientProvider client={queryClient}>
      <MessageBoxButton />
    </QueryClientProvider>,
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const markedItems = () =>
  screen.queryAllByRole('listitem').filter((listItem) => listItem.getAttribute('aria-current') === 'true');

describe('MessageBoxButton', () => {
  useFakeServer(fetchMock, 'token');
  beforeEach(() => i18n.changeLanguage('en-US'));

  it('opens at the tab of a message requested, with the message highlighted and focused', async () => {
    renderButton();
    act(() => requestMessage(3, 'notice'));

    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(markedItems()).toHaveLength(1));
    expect(selectedTab()?.textContent).toMatch(/^Notice/);
    const [marked] = markedItems();
    expect(within(marked!).getByText('Release notes')).toBeTruthy();
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(marked!.contains(document.activeElement)).toBe(true);

    // A second request, the box open: its tab, its message.
    act(() => requestMessage(4, 'todo'));
    await waitFor(() => expect(selectedTab()?.textContent).toMatch(/^Todo/));
    expect(markedItems().map((listItem) => listItem.textContent)).toEqual([expect.stringContaining('Review')]);
  });

  it('opens plainly after a request once closed', async () => {
    renderButton();
    act(() => requestMessage(2, 'notice'));
    await waitFor(() => expect(markedItems()).toHaveLength(1));

    const bell = screen.getByRole('button', { name: /notifications/i });
    await userEvent.click(bell);
    await waitFor(() => expect(screen.queryByRole('tabpanel')).toBeNull());
    await userEvent.click(bell);
    await screen.findByRole('tabpanel');
    expect(selectedTab()?.textContent).toMatch(/^Message/);
    expect(markedItems()).toEqual([]);
  });

  it('opens on the first tab for a group it does not know', async () => {
    renderButton();
    act(() => requestMessage(1, 'other'));
    await waitFor(() => expect(markedItems()).toHaveLength(1));
    expect(selectedTab()?.textContent).toMatch(/^Message/);
  });

  it('keeps no request made while no box is shown (the navbar hidden)', async () => {
    requestMessage(2, 'notice');
    renderButton();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});
