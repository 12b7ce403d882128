import { Activity, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/components/register-locales';
import { Input } from '@arco-design/web-react';
import type { ListFilter } from './list-filters';
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
      <SearchForm
        filters={[{ field: 'name', label: 'Name', kind: 'text' }]}
        values={values}
        onSearch={vi.fn()}
        onReset={vi.fn()}
      />
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

  it('renders each filter description as a form item of its field, in order', async () => {
    const filters: ListFilter[] = [
      { field: 'name', label: 'Name', kind: 'text', placeholder: 'Enter a name', maxLength: 20 },
      {
        field: 'status',
        label: 'Status',
        kind: 'select',
        options: [
          { value: 'on', label: 'Online' },
          { value: 'off', label: 'Offline' },
        ],
        placeholder: 'All',
      },
      { field: 'createdTime', label: 'Created', kind: 'dateRange' },
      { field: 'owner', label: 'Owner', kind: 'custom', render: () => <Input placeholder="Pick an owner" /> },
    ];
    const onSearch = vi.fn();
    const { container } = render(
      <SearchForm filters={filters} values={{ owner: 'Ann' }} onSearch={onSearch} onReset={vi.fn()} />,
    );

    const labels = [...container.querySelectorAll('.arco-form-item label')].map((label) => label.textContent?.trim());
    expect(labels).toEqual(['Name', 'Status', 'Created', 'Owner']);

    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.placeholder).toBe('Enter a name');
    expect(name.maxLength).toBe(20);
    const statusId = screen.getByText('Status').closest('label')!.htmlFor;
    const status = document.getElementById(statusId)!;
    expect(status.getAttribute('role')).toBe('combobox');
    expect(status.querySelector('input')?.placeholder).toBe('All');
    const range = container.querySelector<HTMLElement>('.arco-picker-range')!;
    expect(range.style.width).toBe('100%');
    expect(range.querySelectorAll('input')).toHaveLength(2);
    expect(await screen.findByDisplayValue('Ann')).toBe(screen.getByPlaceholderText('Pick an owner'));

    // Clearable: the text field offers its clear button once it holds a value.
    await userEvent.type(name, 'abc');
    expect(
      name.closest('.arco-input-group-wrapper, .arco-input-inner-wrapper')?.querySelector('.arco-input-clear-icon'),
    ).toBeTruthy();

    // Arco's popup lets no pointer through while it opens.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(status);
    await user.click(await screen.findByText('Offline'));
    await userEvent.click(screen.getByRole('button', { name: /^(search|查询)$/i }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ name: 'abc', status: 'off', owner: 'Ann' });
  });
});
