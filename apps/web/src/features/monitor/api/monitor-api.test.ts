import { describe, expect, it } from 'vitest';
import type { ChatItem } from '@console/shared/monitor/schemas';
import { mergeChatItem } from './monitor-api';

const item = (id: number, content = `message ${id}`, category: ChatItem['category'] = 'comment'): ChatItem => ({
  id,
  username: 'Mia_Chen',
  content,
  time: '08:00:00',
  isCollect: false,
  category,
  createdTime: '2026-11-26T08:00:00.000Z',
});

describe('a chat message from the live channel', () => {
  it('replaces the one it changes, wherever it is', () => {
    const collected = { ...item(2), isCollect: true };
    expect(mergeChatItem([item(1), item(2)], collected, { category: 'gift' }, 100)).toEqual([item(1), collected]);
  });

  it('joins only the lists whose filter it matches, in id order, keeping the latest `limit`', () => {
    expect(mergeChatItem([item(1)], item(3, 'Hello'), { keyword: 'hel' }, 100)).toEqual([item(1), item(3, 'Hello')]);
    expect(mergeChatItem([item(1)], item(3, 'Hello'), { keyword: 'bye' }, 100)).toEqual([item(1)]);
    expect(mergeChatItem([item(1)], item(3), { category: 'gift' }, 100)).toEqual([item(1)]);
    expect(mergeChatItem([item(1), item(2)], item(3), {}, 2)).toEqual([item(2), item(3)]);
  });
});
