import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from '@arco-design/web-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiCode } from '@console/shared';
import { ApiError } from '../../lib/http/api-client';
import { CrudModal } from './crud-modal';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required').max(5, 'Too long') });

function renderModal(onSubmit: (values: z.infer<typeof schema>) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <CrudModal title="Edit" visible schema={schema} initialValues={{ name: '' }} onSubmit={onSubmit} onClose={onClose}>
      <Form.Item label="Name" field="name">
        <Input aria-label="Name" />
      </Form.Item>
    </CrudModal>,
  );
  return { onClose, save: () => userEvent.click(screen.getByRole('button', { name: /save|保存/i })) };
}

describe('CrudModal', () => {
  afterEach(cleanup);

  it('validates with the shared schema before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { save } = renderModal(onSubmit);
    await save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), 'ok');
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });

  it('sends parsed values and closes on success', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { save, onClose } = renderModal(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), '  abc ');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'abc' });
  });

  it("shows the server's per-field issues under the fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          code: ApiCode.validation,
          msg: 'Invalid',
          data: { issues: [{ path: 'body.name', message: 'Name taken' }] },
        }),
      ),
    );
    const { save, onClose } = renderModal(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), 'abc');
    await save();
    expect(await screen.findByText('Name taken')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a nested object's issues, the schema's and the server's, under that object's own fields", async () => {
    const nested = z.object({
      labels: z.object({ en: z.string().trim().min(1, 'English is required'), fr: z.string() }),
    });
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          code: ApiCode.validation,
          msg: 'Invalid',
          data: { issues: [{ path: 'body.labels.fr', message: 'French taken' }] },
        }),
      ),
    );
    render(
      <CrudModal
        title="Edit"
        visible
        schema={nested}
        initialValues={{ labels: { en: '', fr: '' } }}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      >
        <Form.Item label="English" field="labels.en">
          <Input aria-label="English" />
        </Form.Item>
        <Form.Item label="French" field="labels.fr">
          <Input aria-label="French" />
        </Form.Item>
      </CrudModal>,
    );
    const save = () => userEvent.click(screen.getByRole('button', { name: /save|保存/i }));
    await save();
    expect(await screen.findByText('English is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('English'), 'Hello');
    await waitFor(() => expect(screen.queryByText('English is required')).toBeNull());
    await save();
    expect(await screen.findByText('French taken')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ labels: { en: 'Hello', fr: '' } });
  });

  it('explains a version conflict and blocks saving over it', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new ApiError({ code: ApiCode.conflict, msg: 'Conflict', data: { current: { name: 'xyz' } } })),
    );
    const { save } = renderModal(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), 'abc');
    await save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /save|保存/i }).hasAttribute('disabled')).toBe(true);
  });

  it('stays open and usable after a refusal that is no version conflict (its toast tells why)', async () => {
    const onSubmit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError({ code: ApiCode.conflict, msg: 'Last administrator', data: null }))
      .mockResolvedValueOnce(undefined);
    const { save, onClose } = renderModal(onSubmit);
    await userEvent.type(screen.getByLabelText('Name'), 'abc');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saveButton = screen.getByRole('button', { name: /save|保存/i });
    await waitFor(() => expect(saveButton.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
