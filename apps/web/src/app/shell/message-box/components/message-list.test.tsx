import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageItem } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { MessageList } from './message-list';

const unread: MessageItem = {
  id: 1,
  type: 'notice',
  title: 'Maintenance',
  subTitle: '',
  content: 'Saturday',
  time: '',
  messageType: 3,
  status: 0,
};
const read: MessageItem = { ...unread, id: 2, title: 'Login alert', messageType: 1, status: 1 };

describe('MessageList', () => {
  afterEach(cleanup);
  beforeEach(() => i18n.changeLanguage('en-US'));

  it('shows the empty state for a tab without items', () => {
    render(<MessageList items={[]} onRead={vi.fn()} />);
    expect(screen.getByText('No content')).toBeDefined();
  });

  it('marks an unread item read on click; a read item is no button', async () => {
    const onRead = vi.fn();
    render(<MessageList items={[unread, read]} onRead={onRead} />);

    await userEvent.click(screen.getByRole('button', { name: /Maintenance/ }));
    expect(onRead).toHaveBeenCalledWith(unread);
    expect(screen.queryByRole('button', { name: /Login alert/ })).toBeNull();
    const [, readItem] = screen.getAllByRole('listitem');
    expect(within(readItem!).getByText('Read')).toBeDefined();
  });

  it('labels the messageType tags in the current locale', async () => {
    await i18n.changeLanguage('zh-CN');
    render(<MessageList items={[unread, read]} onRead={vi.fn()} />);
    expect(screen.getByText('即将到期')).toBeDefined();
    expect(screen.getByText('已开通')).toBeDefined();
  });
});
