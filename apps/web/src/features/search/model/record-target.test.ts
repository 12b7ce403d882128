import { describe, expect, it } from 'vitest';
import { recordTarget } from './record-target';

describe('recordTarget', () => {
  it('opens each kind of record on the screen that shows it, filtered down to it', () => {
    expect(recordTarget({ type: 'policy', id: 7, code: 'P 0007' })).toEqual({
      path: '/list/search-table?number=P+0007&highlight=7',
    });
    expect(recordTarget({ type: 'task', id: 3, code: 'T-12' })).toEqual({
      path: '/project/search-table?number=T-12&highlight=3',
    });
    expect(recordTarget({ type: 'project', id: 5 })).toEqual({ path: '/project/detail/5' });
    expect(recordTarget({ type: 'document', id: 9 })).toEqual({ path: '/docs/excel?doc=9' });
    expect(recordTarget({ type: 'conversation', id: 4 })).toEqual({ path: '/dashboard/chat?c=4' });
    expect(recordTarget({ type: 'account', id: 2, code: 'zhang&li' })).toEqual({
      path: '/admin/users?keyword=zhang%26li&highlight=2',
    });
  });

  it('opens a message in the message box, on its tab', () => {
    expect(recordTarget({ type: 'message', id: 12, group: 'notice' })).toEqual({
      message: { id: 12, group: 'notice' },
    });
    expect(recordTarget({ type: 'message', id: 13 })).toEqual({ message: { id: 13, group: 'message' } });
  });

  it('leaves out a number the record does not carry', () => {
    expect(recordTarget({ type: 'policy', id: 7 })).toEqual({ path: '/list/search-table?highlight=7' });
  });
});
