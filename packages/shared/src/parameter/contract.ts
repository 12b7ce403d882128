import { contract } from '../api/contract';

/**
 * The stream parameters' operations: the group form asks for a change, the basic profile approves
 * or cancels it and shows the current and the original parameters with the operation log.
 */
export const parameterApi = contract('parameter', () => import('./schemas'), {
  /**
   * Asks for a set of parameters (`{data}`): a request waiting for approval; 409 while another one
   * waits, 400 when nothing changes.
   */
  submit: {
    method: 'POST',
    path: '/api/group-form/submit',
    access: 'parameter.request',
    body: (s) => s.groupFormSubmitSchema,
    response: (s) => s.parameterRequestSchema,
  },
  /** Approves a waiting request: its parameters become current (409 unless it waits). */
  approve: {
    method: 'POST',
    path: '/api/parameter/requests/:id/approve',
    access: 'parameter.approve',
    params: (s) => s.idParamsSchema,
    response: (s) => s.parameterRequestSchema,
  },
  /** Cancels a waiting request (409 unless it waits). */
  cancel: {
    method: 'POST',
    path: '/api/parameter/requests/:id/cancel',
    access: 'parameter.request',
    params: (s) => s.idParamsSchema,
    response: (s) => s.parameterRequestSchema,
  },
  /** The current and original parameters and the latest change request. */
  profile: {
    method: 'GET',
    path: '/api/profile/basic',
    access: 'profile.read',
    response: (s) => s.profileBasicSchema,
  },
  /** One page of change requests, newest first; the `X-Total-Count` header holds the number of rows of every page. */
  operationLog: {
    method: 'GET',
    path: '/api/operation/log',
    access: 'profile.read',
    query: (s) => s.operationLogQuerySchema,
    response: (s) => s.operationLogSchema,
  },
});
