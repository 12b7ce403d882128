import { Activity, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from '@arco-design/web-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SearchForm } from './search-form';

let show: (visible: boolean) => void = () => undefined;
let applyUrl: (values: Record<string, unknown>) => void = () => undefined;

function KeptAliveForm() {
  const [visible, setVisible] = useState(true);
  const [values, setValues] = useState<Record<string, unknown>>({ name: 'from-url' });
  show = setVisible;
  applyUrl = setValues;
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <SearchForm values={values} onSearch={vi.fn()} onReset={vi.fn()}>
        <Form.Item field="name" label="Name">
          <Input aria-label="Name" />
        </Form.Item>
      </SearchForm>
    </Activity>
  );
}

describe('SearchForm', () => {
  afterEach(cleanup);

  it('shows the filters of the URL and follows them when they change', async () => {
    render(<KeptAliveForm />);
    expect(await screen.findByDisplayValue('from-url')).toBeTruthy();
    act(() => applyUrl({ name: 'back-button' }));
    expect(await screen.findByDisplayValue('back-button')).toBeTruthy();
  });

  it('keeps unsent input when its kept-alive page is hidden and shown again', async () => {
    render(<KeptAliveForm />);
    const input = await screen.findByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'draft');
    act(() => show(false));
    act(() => show(true));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('draft');
  });
});
