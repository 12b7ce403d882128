import { contract } from '../api/contract';

/** The step form's operations (docs/product.md, Step form): its submission and draft, and the result page's form. */
export const channelFormApi = contract('channel-form', () => import('./schemas'), {
  /** Stores a form (`{data}`) and clears the caller's draft. */
  submit: {
    method: 'POST',
    path: '/api/channel-form/submit',
    access: 'channelForm.submit',
    body: (s) => s.channelFormSubmitSchema,
    response: (s) => s.channelFormSchema,
  },
  /** The caller's unfinished form, or null. */
  draft: {
    method: 'GET',
    path: '/api/channel-form/draft',
    access: 'channelForm.submit',
    response: (s) => s.channelFormDraftOrNullSchema,
  },
  /** Replaces the caller's unfinished form (steps 1–2). */
  saveDraft: {
    method: 'PUT',
    path: '/api/channel-form/draft',
    access: 'channelForm.submit',
    body: (s) => s.channelFormDraftInputSchema,
    response: (s) => s.channelFormDraftSchema,
  },
  /** The caller's newest form and where it stands, or null. */
  latest: {
    method: 'GET',
    path: '/api/channel-form/latest',
    access: 'channelForm.read',
    response: (s) => s.channelFormOrNullSchema,
  },
});
